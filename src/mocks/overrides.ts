import { http, HttpResponse, type RequestHandler } from 'msw';
import {
  getCreateTokenMockHandler,
  getGetCaptchaMockHandler,
  getRefreshTokenMockHandler,
} from '@/api/generated/blade-auth/endpoints/oauth/oauth.msw';
import type { TokenResult } from '@/api/generated/blade-auth/model';
import { getGetTenantInfoMockHandler } from '@/api/generated/blade-system/endpoints/tenant/tenant.msw';
import { getGetUserInfoMockHandler } from '@/api/generated/blade-user/endpoints/user/user.msw';
import { captchaDataUrl } from './captcha-image';

/**
 * Hand-written answers that replace faker's where random data would break the flow in `npm run dev:mock`:
 * sign-in needs a displayable captcha, a usable token answer and a domain without a bound tenant.
 * They go before the generated handlers (MSW uses the first match).
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

export function mockOverrides(): RequestHandler[] {
  return [
    getGetCaptchaMockHandler(() => {
      const code = Array.from(
        { length: 4 },
        () => CAPTCHA_CHARS[Math.floor(Math.random() * CAPTCHA_CHARS.length)] ?? 'A',
      ).join('');
      return { key: crypto.randomUUID(), image: captchaDataUrl(code) };
    }),
    getCreateTokenMockHandler(({ request }) => tokenAnswer(request.url)),
    getRefreshTokenMockHandler(({ request }) => tokenAnswer(request.url)),
    getGetTenantInfoMockHandler({ ...ok, data: {} }),
    getGetUserInfoMockHandler({
      ...ok,
      data: {
        id: '1',
        tenantId: '000000',
        account: 'admin',
        name: '管理员',
        realName: '管理员',
        avatar: '',
        email: 'admin@example.com',
        phone: '13800000000',
        roleId: '1',
        deptId: '1',
        postId: '1',
        roleName: 'administrator',
        deptName: '采购部',
      },
    }),
    // Status answers: the generated mock sends `{}`, give them the real envelope.
    http.get('*/blade-auth/oauth/logout', () => HttpResponse.json({ ...ok, data: null })),
    http.post('*/blade-user/update-password', () => HttpResponse.json({ ...ok, data: null })),
    http.post('*/blade-user/update-info', () => HttpResponse.json({ ...ok, data: null })),
  ];
}
