import type { Names } from '../../lib/code-names.ts';

/** Sign-in refusals of the token endpoint and the sign-in guard (merged into MessageKey). */
export const AUTH_MESSAGES = {
  badClient: { zh: '客户端认证失败', en: 'Client authentication failed' },
  badCredentials: { zh: '用户名或密码错误', en: 'Wrong account or password' },
  accountLocked: {
    zh: '用户登录失败次数过多,请{0}分钟后再试',
    en: 'Too many failed sign-ins; try again in {0} minutes',
  },
  signInBusy: { zh: '登录请求过多,请稍后再试', en: 'Too many sign-ins at the moment; try again shortly' },
  accountDisabled: { zh: '账号已被禁用', en: 'This account is disabled' },
  tenantRequired: { zh: '租户编号不能为空', en: 'Tenant ID is required' },
  tenantExpired: { zh: '租户授权已过期,请联系管理员', en: 'The tenant licence has expired' },
  captchaRequired: { zh: '请输入验证码', en: 'Please enter the captcha' },
  captchaWrong: { zh: '验证码不正确', en: 'The captcha is wrong or has expired' },
  grantUnsupported: { zh: '不支持的授权类型: {0}', en: 'Unsupported grant type: {0}' },
  accountRequired: { zh: '请输入账号和密码', en: 'Account and password are required' },
  refreshInvalid: {
    zh: '刷新令牌无效或已过期,请重新登录',
    en: 'The refresh token is invalid or expired; sign in again',
  },
  socialNotConfigured: { zh: '未配置第三方登录: {0}', en: 'Social sign-in is not configured: {0}' },
  socialRejected: { zh: '第三方登录失败: {0}', en: 'The social sign-in was rejected: {0}' },
  registrationPending: {
    zh: '注册申请正在等待管理员审核',
    en: 'Your registration is waiting for an administrator',
  },
} as const satisfies Record<string, Names>;
