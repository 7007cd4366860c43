import { http, HttpResponse, type RequestHandler } from 'msw';
import {
  getCreateTokenMockHandler,
  getGetCaptchaMockHandler,
  getRefreshTokenMockHandler,
} from '@/api/generated/blade-auth/endpoints/oauth/oauth.msw';
import type { TokenResult } from '@/api/generated/blade-auth/model';
import {
  getGetMenuButtonsMockHandler,
  getGetMenuRoutesMockHandler,
} from '@/api/generated/blade-system/endpoints/menu/menu.msw';
import { getGetTenantInfoMockHandler } from '@/api/generated/blade-system/endpoints/tenant/tenant.msw';
import { captchaDataUrl } from '@/mocks/captcha-image';
import { defineMocks } from '@/mocks/define-mocks';
import {
  DEMO_ACCOUNTS,
  languageOf,
  MOCK_USER_ID,
  MOCK_USER_ROLES,
  roleGrants,
  seededMenuForest,
} from '@/mocks/seed-data';

/**
 * Sign-in and the signed-in user on mock data (the pattern: src/mocks/define-mocks.ts). Faker's answers would not
 * do here: the captcha must be a displayable image, the token answer should name the account typed, a random
 * tenant binding would hide the tenant field, and random menus and button codes lead nowhere and hide every
 * action. Any password and captcha are accepted; the user holds every role of the approval chain and every
 * permission code the seed defines (the menus are the seeded tree). Scenarios narrow it to one demo role.
 */

const CAPTCHA_CHARS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const randomToken = (prefix: string) => `${prefix}.${crypto.randomUUID().replaceAll('-', '')}`;

function tokenAnswer(url: string, roles: readonly string[] = MOCK_USER_ROLES): TokenResult {
  const query = new URL(url).searchParams;
  const account = query.get('username') || 'admin';
  return {
    access_token: randomToken('mock-access'),
    token_type: 'bearer',
    refresh_token: randomToken('mock-refresh'),
    expires_in: 3600,
    tenant_id: query.get('tenantId') || '000000',
    user_id: MOCK_USER_ID,
    user_name: account,
    nick_name: '管理员',
    real_name: '管理员',
    role_name: roles.join(','),
    role_id: '1',
    dept_id: '1',
    avatar: '',
    account,
    oauth_id: '',
    license: 'mock',
  };
}

const ok = { code: 200, success: true, msg: '操作成功' };

/** menu/routes and menu/buttons from the seeded tree: everything, or one role's grants. */
const menuHandlers = (granted?: ReadonlySet<string>) => [
  getGetMenuRoutesMockHandler(({ request }) => ({
    ...ok,
    data: seededMenuForest(1, languageOf(request), granted),
  })),
  getGetMenuButtonsMockHandler(({ request }) => ({
    ...ok,
    data: seededMenuForest(2, languageOf(request), granted),
  })),
];

/** `auth/as-<role alias>`: signed in (after the switch, sign in again) with that demo role's menus and buttons. */
const asRole: Record<string, () => RequestHandler[]> = Object.fromEntries(
  DEMO_ACCOUNTS.map((account) => [
    `as-${account.roleAlias}`,
    () => [
      ...menuHandlers(roleGrants(account.roleAlias)),
      getCreateTokenMockHandler(({ request }) => tokenAnswer(request.url, [account.roleAlias])),
      getRefreshTokenMockHandler(({ request }) => tokenAnswer(request.url, [account.roleAlias])),
    ],
  ]),
);

/** Opt-in states (`?mock=auth/<name>`); one `as-<role alias>` per demo role. */
const scenarios: Record<string, () => RequestHandler[]> = {
  /** Every sign-in is refused as the server refuses a wrong password. */
  'wrong-password': () => [
    http.post('*/blade-auth/oauth/token', () =>
      HttpResponse.json({ error_code: 400, error_description: '用户名或密码错误' }, { status: 400 }),
    ),
  ],
  /** This domain is bound to tenant 000000: the tenant field is hidden. */
  'bound-tenant': () => [getGetTenantInfoMockHandler({ ...ok, data: { tenantId: '000000' } })],
  /** Signed in without any button permission: every screen read-only. */
  'no-buttons': () => [getGetMenuButtonsMockHandler({ ...ok, data: [] })],
  ...asRole,
};

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
    ...menuHandlers(),
  ],
  scenarios,
});
