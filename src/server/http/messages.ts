/** Server-side messages in both languages; the caller's Accept-Language picks one. */
export type Lang = 'zh' | 'en';

const messages = {
  ok: ['操作成功', 'Done'],
  unauthorized: ['请求未授权', 'Not signed in or the session has expired'],
  tokenExpired: ['令牌已过期,请重新登录', 'The session has expired, please sign in again'],
  forbidden: ['无权访问: {0}', 'Permission denied: {0}'],
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
  refreshInvalid: ['刷新令牌无效或已过期,请重新登录', 'The refresh token is invalid or expired; sign in again'],
  socialNotConfigured: ['未配置第三方登录: {0}', 'Social sign-in is not configured: {0}'],
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
} as const satisfies Record<string, readonly [string, string]>;

export type MessageKey = keyof typeof messages;

export function message(lang: Lang, key: MessageKey, ...args: (string | number)[]): string {
  const text: string = messages[key][lang === 'en' ? 1 : 0];
  return args.reduce<string>((out, arg, i) => out.replace(`{${i}}`, String(arg)), text);
}

export function pickLang(acceptLanguage: string | undefined | null): Lang {
  return acceptLanguage?.trim().toLowerCase().startsWith('en') ? 'en' : 'zh';
}
