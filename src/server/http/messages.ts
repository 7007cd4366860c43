import { APPROVAL_MESSAGES } from '../approval/approval-messages.ts';
import { DOCUMENT_MESSAGES } from '../documents/document-messages.ts';
import type { Names } from '../lib/code-names.ts';
import { NEEDS_MESSAGES } from '../modules/purchar/needs/needs-messages.ts';

/** Server-side messages in both languages; the caller's Accept-Language picks one. */
export type Lang = 'zh' | 'en';

const messages = {
  ok: ['操作成功', 'Done'],
  unauthorized: ['请求未授权', 'Not signed in or the session has expired'],
  passwordUnchanged: ['新密码不能与原密码相同', 'The new password must differ from the current one'],
  passwordMustChange: [
    '密码由管理员设置,请先在个人信息中修改密码',
    'Your password was set by an administrator; change it under Personal info first',
  ],
  sessionEnded: ['登录状态已失效,请重新登录', 'This session has ended, please sign in again'],
  tokenExpired: ['令牌已过期,请重新登录', 'The session has expired, please sign in again'],
  forbidden: ['无权访问: {0}', 'Permission denied: {0}'],
  apiScopeForbidden: ['接口权限不足,无权调用: {0}', 'Your roles may not call this API: {0}'],
  notFound: ['404 没找到请求', '404 Not found'],
  uriTooLong: ['请求地址过长', 'The request URI is too long'],
  nulInPath: ['请求地址不能包含空字符 (NUL)', 'The request path must not contain a NUL character'],
  methodNotAllowed: ['不支持当前请求方法', 'Method not allowed'],
  serverError: ['服务器异常', 'Internal server error'],
  badJson: ['请求体不是合法的 JSON', 'The request body is not valid JSON'],
  badClient: ['客户端认证失败', 'Client authentication failed'],
  badCredentials: ['用户名或密码错误', 'Wrong account or password'],
  accountLocked: [
    '用户登录失败次数过多,请{0}分钟后再试',
    'Too many failed sign-ins; try again in {0} minutes',
  ],
  signInBusy: ['登录请求过多,请稍后再试', 'Too many sign-ins at the moment; try again shortly'],
  uploadQuota: [
    '上传文件过多或过大,已超过每小时配额,请稍后再试',
    'Upload quota reached (files or size per hour); try again later',
  ],
  tooManyRequests: ['请求过于频繁,请稍后再试', 'Too many requests; try again in a minute'],
  accountDisabled: ['账号已被禁用', 'This account is disabled'],
  tenantRequired: ['租户编号不能为空', 'Tenant ID is required'],
  tenantUnknown: ['租户不存在或已停用', 'No such tenant, or it is disabled'],
  tenantExpired: ['租户授权已过期,请联系管理员', 'The tenant licence has expired'],
  captchaRequired: ['请输入验证码', 'Please enter the captcha'],
  captchaWrong: ['验证码不正确', 'The captcha is wrong or has expired'],
  grantUnsupported: ['不支持的授权类型: {0}', 'Unsupported grant type: {0}'],
  accountRequired: ['请输入账号和密码', 'Account and password are required'],
  refreshInvalid: [
    '刷新令牌无效或已过期,请重新登录',
    'The refresh token is invalid or expired; sign in again',
  ],
  socialNotConfigured: ['未配置第三方登录: {0}', 'Social sign-in is not configured: {0}'],
  socialRejected: ['第三方登录失败: {0}', 'The social sign-in was rejected: {0}'],
  oldPasswordWrong: ['原密码不正确', 'The current password is wrong'],
  passwordRule: ['请输入6-20位，带数字和字母组合的密码', 'Use 6-20 characters with letters and digits'],
  passwordMismatch: ['两次密码输入不一致', 'The two passwords do not match'],
  userNotFound: ['用户不存在', 'No such user'],
  fileMissing: ['请选择要上传的文件', 'Choose a file to upload'],
  fileEmpty: ['文件是空的', 'The file is empty'],
  fileType: ['不支持的文件类型', 'This file type is not accepted'],
  fileSize: ['文件不能超过 20MB', 'Files may be at most 20 MB'],
  avatarType: ['头像只能是 JPG 或 PNG 格式', 'The avatar must be a JPG or PNG picture'],
  avatarSize: ['头像大小不能超过 500KB', 'The avatar may be at most 500 KB'],
  badInput: ['参数格式不正确', 'Malformed input'],
  badDate: ['日期不正确: {0}', 'Not a valid date: {0}'],
  duplicate: ['数据已存在', 'This record already exists'],
  recordMissing: ['记录不存在或不属于本租户: {0}', 'No such record in your tenant: {0}'],
  platformOnly: ['仅平台管理员可执行此操作', 'Only the platform administrator may do this'],
  platformTenantOnly: [
    '系统字典由平台租户维护,当前租户不能修改',
    'System dictionaries are shared by all tenants; only the platform tenant may change them',
  ],
  topLevel: ['顶级', 'Top level'],
  parentMissing: ['上级不存在: {0}', 'The parent {0} does not exist'],
  parentCycle: [
    '上级不能选择自身或其下级',
    'A record cannot be placed under itself or one of its descendants',
  ],
  hasChildren: ['请先删除下级: {0}', 'Remove the children first: {0}'],
  accountTaken: ['当前账号已被使用: {0}', 'The account {0} is already taken'],
  passwordRequired: ['password: 新增用户时请输入密码', 'password: a new user needs a password'],
  cannotRemoveSelf: ['不能删除当前登录的用户', 'You cannot remove yourself'],
  tenantQuota: ['租户账号数量已达上限({0})', 'The tenant has reached its account limit ({0})'],
  unknownRoles: ['角色不存在或不属于本租户: {0}', 'No such role in your tenant: {0}'],
  unknownDepts: ['部门不存在或不属于本租户: {0}', 'No such department in your tenant: {0}'],
  unknownPosts: ['岗位不存在或不属于本租户: {0}', 'No such post in your tenant: {0}'],
  unknownMenus: ['菜单不存在: {0}', 'No such menu: {0}'],
  unknownScopes: ['权限规则不存在: {0}', 'No such scope: {0}'],
  userPending: ['待审核', 'Awaiting approval'],
  userActive: ['正常', 'Active'],
  userDisabled: ['停用', 'Disabled'],
  registrationClosed: ['该租户未开启注册功能', 'Registration is closed for this tenant'],
  oauthUnusable: [
    '第三方账号不存在或已绑定用户',
    'The social identity is unknown or already linked to a user',
  ],
  registrationPending: ['注册申请正在等待管理员审核', 'Your registration is waiting for an administrator'],
  paramKeyTaken: ['参数键名已存在: {0}', 'The parameter key {0} already exists'],
  // Procurement master data (purchar-master.yaml).
  categoryCodeTaken: ['物料分类编码已存在: {0}', 'The material category code {0} already exists'],
  categoryMissing: ['物料分类不存在或不属于本租户: {0}', 'No such material category in your tenant: {0}'],
  categoryHasChildren: [
    '物料分类下还有子分类,不能删除: {0}',
    'The category {0} still has sub-categories; delete or move them first',
  ],
  categoryHasMaterials: [
    '物料分类下还有物料,不能删除: {0}',
    'The category {0} still has materials; move or delete them first',
  ],
  materialCodeTaken: ['物料编码已存在: {0}', 'The material code {0} already exists'],
  materialMissing: ['物料不存在或不属于本租户: {0}', 'No such material in your tenant: {0}'],
  materialDisabled: ['物料已停用,不能使用: {0}', 'These materials are disabled and cannot be used: {0}'],
  materialInUse: [
    '物料已被商品或单据使用,不能删除,请改为停用: {0}',
    'The material {0} is used by commodities or documents; disable it instead of deleting it',
  ],
  commodityCodeTaken: ['商品编码已存在: {0}', 'The commodity code {0} already exists'],
  validUntilBeforePriceDate: [
    'validUntil: 有效期不能早于价格日期',
    'validUntil: the end of validity cannot be before the price date',
  ],
  storehouseCodeTaken: ['仓库编码已存在: {0}', 'The storehouse code {0} already exists'],
  keeperMissing: [
    '库管员不存在或不属于本租户: {0}',
    'No such user in your tenant to keep the storehouse: {0}',
  ],
  unknownDictKey: ['{0}: 字典 {1} 中没有此项: {2}', '{0}: {2} is not an entry of the dictionary {1}'],
  tooManyDecimals: ['{0}: 最多 {1} 位小数', '{0}: at most {1} decimals'],
  exportTooLarge: ['导出数据超过 {0} 行,请缩小查询范围', 'More than {0} rows to export; narrow the filters'],
  dictCodeTaken: ['字典编号已存在: {0}', 'The dictionary code {0} already exists'],
  dictKeyTaken: ['当前字典键值已存在: {0} / {1}', 'The entry {1} of dictionary {0} already exists'],
  dictKeyRequired: ['dictKey: 请输入字典键值', 'dictKey: enter the entry key'],
  dictSealed: [
    '字典已封存,不能修改或删除: {0}',
    'Sealed dictionary entries cannot be changed or removed: {0}',
  ],
  superRoleAlias: ['无权创建超管角色', 'Only the platform administrator may use the alias administrator'],
  grantBeyondOwn: ['不能授予自己没有的菜单: {0}', 'You cannot grant menus you do not hold: {0}'],
  roleInUse: ['角色仍被用户使用,不能删除: {0}', 'These roles are still assigned to users: {0}'],
  postInUse: ['岗位仍被用户使用,不能删除: {0}', 'These posts are still held by users: {0}'],
  deptHasUsers: ['部门下仍有用户,不能删除: {0}', 'These departments still have users: {0}'],
  clientIdTaken: ['客户端编号已存在: {0}', 'The client id {0} already exists'],
  clientInUse: ['不能删除当前会话所用的客户端: {0}', 'The client of your own session cannot be removed: {0}'],
  platformTenantFixed: ['不能删除平台租户 000000', 'The platform tenant 000000 cannot be removed'],
  regionParentFixed: ['行政区划的上级不能修改: {0}', 'A region cannot move to another parent: {0}'],
  // Approval settings (purchar-config.yaml).
  reportConfigTaken: [
    'bizType: {0}已有审批配置,请编辑已有的配置',
    'bizType: {0} already has an approval setting; edit that one instead',
  ],
  reportConfigNodeRepeated: ['nodes: 审批节点重复: {0}', 'nodes: the level {0} is listed twice'],
  reportConfigNoPm: [
    'nodes: {0}没有项目经理确认节点,只有需求单、需求计划和需求计划变更有',
    'nodes: {0} has no project manager confirmation; only demand bills, demand plans and plan changes do',
  ],
  fieldNotPositive: ['{0}: 必须大于 0', '{0}: must be greater than 0'],
} as const satisfies Record<string, readonly [string, string]>;

/**
 * Messages of the document kit and of each document module live beside their code as `{ zh, en }` tables
 * (the form of every code-name table too); merged here so MessageKey stays one typed union. A new module adds
 * its table here instead of growing the list above.
 */
const moduleMessages = {
  ...APPROVAL_MESSAGES,
  ...DOCUMENT_MESSAGES,
  ...NEEDS_MESSAGES,
} as const satisfies Record<string, Names>;

export type MessageKey = keyof typeof messages | keyof typeof moduleMessages;

const textOf = (key: MessageKey, lang: Lang): string =>
  key in moduleMessages
    ? moduleMessages[key as keyof typeof moduleMessages][lang]
    : messages[key as keyof typeof messages][lang === 'en' ? 1 : 0];

export function message(lang: Lang, key: MessageKey, ...args: (string | number)[]): string {
  return args.reduce<string>((out, arg, i) => out.replace(`{${i}}`, String(arg)), textOf(key, lang));
}

export function pickLang(acceptLanguage: string | undefined | null): Lang {
  return acceptLanguage?.trim().toLowerCase().startsWith('en') ? 'en' : 'zh';
}
