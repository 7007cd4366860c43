import type { Names } from './code-names.ts';

/**
 * Account rules said by both the auth module (sign-in, password change) and the user module (registration,
 * profile); merged into MessageKey.
 */
export const ACCOUNT_MESSAGES = {
  passwordUnchanged: {
    zh: '新密码不能与原密码相同',
    en: 'The new password must differ from the current one',
  },
  tenantUnknown: { zh: '租户不存在或已停用', en: 'No such tenant, or it is disabled' },
} as const satisfies Record<string, Names>;
