import type { Names } from '../../lib/code-names.ts';

/** Users, passwords and registration: refusals and the account status names (merged into MessageKey). */
export const USER_MESSAGES = {
  oldPasswordWrong: { zh: '原密码不正确', en: 'The current password is wrong' },
  passwordRule: {
    zh: '请输入6-20位，带数字和字母组合的密码',
    en: 'Use 6-20 characters with letters and digits',
  },
  passwordMismatch: { zh: '两次密码输入不一致', en: 'The two passwords do not match' },
  userNotFound: { zh: '用户不存在', en: 'No such user' },
  accountTaken: { zh: '当前账号已被使用: {0}', en: 'The account {0} is already taken' },
  passwordRequired: { zh: 'password: 新增用户时请输入密码', en: 'password: a new user needs a password' },
  cannotRemoveSelf: { zh: '不能删除当前登录的用户', en: 'You cannot remove yourself' },
  tenantQuota: { zh: '租户账号数量已达上限({0})', en: 'The tenant has reached its account limit ({0})' },
  unknownRoles: { zh: '角色不存在或不属于本租户: {0}', en: 'No such role in your tenant: {0}' },
  unknownPosts: { zh: '岗位不存在或不属于本租户: {0}', en: 'No such post in your tenant: {0}' },
  userPending: { zh: '待审核', en: 'Awaiting approval' },
  userActive: { zh: '正常', en: 'Active' },
  userDisabled: { zh: '停用', en: 'Disabled' },
  registrationClosed: { zh: '该租户未开启注册功能', en: 'Registration is closed for this tenant' },
  oauthUnusable: {
    zh: '第三方账号不存在或已绑定用户',
    en: 'The social identity is unknown or already linked to a user',
  },
} as const satisfies Record<string, Names>;
