import { http, HttpResponse } from 'msw';
import {
  getCreateTokenMockHandler,
  getGetCaptchaMockHandler,
  getRefreshTokenMockHandler,
} from '@/api/generated/blade-auth/endpoints/oauth/oauth.msw';
import type { TokenResult } from '@/api/generated/blade-auth/model';
import { getGetTenantInfoMockHandler } from '@/api/generated/blade-system/endpoints/tenant/tenant.msw';
import { captchaDataUrl } from '@/mocks/captcha-image';
import { defineMocks } from '@/mocks/define-mocks';

/**
 * Sign-in on mock data (the pattern: src/mocks/define-mocks.ts). Faker's answers would not do here: the captcha
 * must be a displayable image, the token answer should name the account typed, and a random tenant binding would
 * hide the tenant field. Any password and captcha are accepted.
 */

const CAPTCHA_CHARS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const randomToken = (prefix: string) => `${prefix}.${crypto.randomUUID().replaceAll('-', '')}`;

function tokenAnswer(url: string): TokenResult {
  const query = new URL(url).searchParams;
  const account = query.get('username') || 'admin';
  return {
    access_token: randomToken('mock-access'),
    token_type: 'bearer',
    refresh_token: randomToken('mock-refresh'),
    expires_in: 3600,
    tenant_id: query.get('tenantId') || '000000',
    user_id: '1',
    user_name: account,
    nick_name: '管理员',
    real_name: '管理员',
    role_name: 'administrator',
    role_id: '1',
    dept_id: '1',
    avatar: '',
    account,
    oauth_id: '',
    license: 'mock',
  };
}

const ok = { code: 200, success: true, msg: '操作成功' };

export const mocks = defineMocks({
  defaults: () => [
    getGetCaptchaMockHandler(() => {
      const code = Array.from(
        { length: 4 },
        () => CAPTCHA_CHARS[Math.floor(Math.random() * CAPTCHA_CHARS.length)] ?? 'A',
      ).join('');
      return { key: crypto.randomUUID(), image: captchaDataUrl(code) };
    }),
    getCreateTokenMockHandler(({ request }) => tokenAnswer(request.url)),
    getRefreshTokenMockHandler(({ request }) => tokenAnswer(request.url)),
    // No domain-bound tenant: the login form shows the tenant field.
    getGetTenantInfoMockHandler({ ...ok, data: {} }),
  ],
  scenarios: {
    /** Every sign-in is refused as the server refuses a wrong password. */
    'wrong-password': () => [
      http.post('*/blade-auth/oauth/token', () =>
        HttpResponse.json({ error_code: 400, error_description: '用户名或密码错误' }, { status: 400 }),
      ),
    ],
    /** This domain is bound to tenant 000000: the tenant field is hidden. */
    'bound-tenant': () => [getGetTenantInfoMockHandler({ ...ok, data: { tenantId: '000000' } })],
  },
});
