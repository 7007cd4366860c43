// The per-screen mock pattern (src/mocks/define-mocks.ts): a feature's `<name>.mocks.ts` defaults and scenarios
// are the same handlers in dev:mock and in tests. Here: the sign-in mocks of src/features/auth/auth.mocks.ts.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mocks as authMocks } from '@/features/auth/auth.mocks';
import { scenarioIds } from '@/mocks/feature-mocks';
import { server } from './msw-server';
import { renderApp } from './render-app';

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
