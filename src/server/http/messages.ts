/** Server-side messages in both languages; the caller's Accept-Language picks one. */
export type Lang = 'zh' | 'en';

const messages = {
  ok: ['操作成功', 'Done'],
  unauthorized: ['请求未授权', 'Not signed in or the session has expired'],
  tokenExpired: ['令牌已过期,请重新登录', 'The session has expired, please sign in again'],
  forbidden: ['无权访问: {0}', 'Permission denied: {0}'],
  apiScopeForbidden: ['接口权限不足,无权调用: {0}', 'Your roles may not call this API: {0}'],
  notFound: ['404 没找到请求', '404 Not found'],
  methodNotAllowed: ['不支持当前请求方法', 'Method not allowed'],
  serverError: ['服务器异常', 'Internal server error'],
  badJson: ['请求体不是合法的 JSON', 'The request body is not valid JSON'],
  badClient: ['客户端认证失败', 'Client authentication failed'],
  badCredentials: ['用户名或密码错误', 'Wrong account or password'],
  accountLocked: [
    '用户登录失败次数过多,请{0}分钟后再试',
    'Too many failed sign-ins; try again in {0} minutes',
  ],
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
} as const satisfies Record<string, readonly [string, string]>;

export type MessageKey = keyof typeof messages;

export function message(lang: Lang, key: MessageKey, ...args: (string | number)[]): string {
  const text: string = messages[key][lang === 'en' ? 1 : 0];
  return args.reduce<string>((out, arg, i) => out.replace(`{${i}}`, String(arg)), text);
}

export function pickLang(acceptLanguage: string | undefined | null): Lang {
  return acceptLanguage?.trim().toLowerCase().startsWith('en') ? 'en' : 'zh';
}
