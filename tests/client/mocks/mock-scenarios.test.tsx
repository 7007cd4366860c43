// The per-screen mock pattern (src/mocks/define-mocks.ts): a feature's `<name>.mocks.ts` defaults and scenarios
// are the same handlers in dev:mock and in tests. Here: the sign-in mocks of src/features/auth/auth.mocks.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getCreateTokenResponseMock } from '@/api/generated/blade-auth/endpoints/oauth/oauth.msw';
import { mocks as authMocks } from '@/features/auth/auth.mocks';
import { startSession } from '@/lib/session';
import { devMockHandlers, parseScenarios, scenarioIds } from '@/mocks/feature-mocks';
import { server } from '../msw-server';
import { renderApp } from '../render-app';

async function signIn(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.type(screen.getByLabelText('账号'), 'zhangsan');
  await user.type(screen.getByLabelText('密码'), 'secret123');
  await user.type(screen.getByLabelText('验证码'), 'ABCD');
  await user.click(screen.getByRole('button', { name: '登录' }));
}

describe('feature mocks', () => {
  it('are found by name: auth/<scenario>', () => {
    expect(scenarioIds()).toEqual(expect.arrayContaining(['auth/wrong-password', 'auth/bound-tenant']));
  });

  it("auth defaults: dev:mock's sign-in works with any password and shows the tenant field", async () => {
    server.use(...authMocks.defaults());
    const { router, user } = await renderApp('/login');
    expect(await screen.findByLabelText('租户编号')).toHaveValue('000000');
    const captcha = await screen.findByAltText('验证码图片');
    await waitFor(() =>
      expect(captcha).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/)),
    );
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/wel/index'));
  });

  it('auth/wrong-password: the sign-in is refused with the server message', async () => {
    server.use(...authMocks.scenarios['wrong-password']!(), ...authMocks.defaults());
    const { router, user } = await renderApp('/login');
    await screen.findByAltText('验证码图片');
    await signIn(user);
    expect(await screen.findByText('用户名或密码错误')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('auth/bound-tenant: the tenant field is hidden', async () => {
    server.use(...authMocks.scenarios['bound-tenant']!(), ...authMocks.defaults());
    await renderApp('/login');
    await screen.findByAltText('验证码图片');
    await waitFor(() => expect(screen.queryByLabelText('租户编号')).toBeNull());
  });
});

describe('scenarios as documented', () => {
  const LIST_FEATURES = [
    'user',
    'role',
    'dept',
    'post',
    'region',
    'menu',
    'topmenu',
    'param',
    'tenant',
    'client',
    'dict',
    'scope',
    'material-category',
    'material',
    'commodity',
    'storehouse',
    'delivery-address',
    'report-config',
    'needs',
  ];

  it('every list screen has `empty` and `error`, every 需求单 state its own scenario', () => {
    const ids = scenarioIds();
    for (const name of LIST_FEATURES)
      expect(ids).toEqual(expect.arrayContaining([`${name}/empty`, `${name}/error`]));
    for (const state of [
      'draft',
      'pending-pm',
      'pending-director',
      'pending-area-manager',
      'pending-manager',
      'approved',
      'rejected',
    ])
      expect(ids).toContain(`needs/${state}`);
  });

  it('every scenario the READMEs name exists', () => {
    const named = ['README.md', 'src/mocks/README.md'].flatMap((file) => {
      const text = readFileSync(join(process.cwd(), file), 'utf8');
      const inUrls = [...text.matchAll(/[?&]mock=([\w/,.-]+)/g)].flatMap((m) => m[1]!.split(','));
      // Backticked ids on lines about scenarios (`post/empty`); API paths such as `menu/routes` elsewhere.
      const quoted = text
        .split('\n')
        .filter((line) => /scenario|场景/i.test(line))
        .flatMap((line) => [...line.matchAll(/`([a-z][\w-]*\/[\w-]+)`/g)].map((m) => m[1]!));
      return [...inUrls, ...quoted];
    });
    expect(named.length).toBeGreaterThan(3);
    expect(parseScenarios(named.join(',')).unknown).toEqual([]);
  });

  it('an unknown name is reported, not silently ignored', () => {
    expect(parseScenarios('post/empty, post/emtpy,nope')).toEqual({
      known: ['post/empty'],
      unknown: ['post/emtpy', 'nope'],
    });
  });

  it('post/empty shows the empty list; post/error the server message', async () => {
    startSession(getCreateTokenResponseMock());
    server.use(...devMockHandlers(['post/empty']));
    await renderApp('/system/post');
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    cleanup();
    server.resetHandlers();
    server.use(...devMockHandlers(['post/error']));
    await renderApp('/system/post');
    expect((await screen.findAllByText('服务器异常')).length).toBeGreaterThan(0);
  });
});
