import { screen, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getGetCaptchaMockHandler } from '@/api/generated/blade-auth/endpoints/oauth/oauth.msw';
import { getGetTenantInfoMockHandler } from '@/api/generated/blade-system/endpoints/tenant/tenant.msw';
import { getGetUserInfoResponseMock } from '@/api/generated/blade-user/endpoints/user/user.msw';
import { setLanguage } from '@/lib/i18n';
import { setTokens } from '@/lib/session';
import { isValidPassword } from '@/lib/validators';
import { server } from '../../msw-server';
import { cookieValue, renderApp } from '../../render-app';
import { installDomPolyfills, resetShellStores, serveShell, signInLocally } from '../../shell-support';

let updateCalls: URLSearchParams[] = [];
let logoutCalls = 0;

beforeEach(() => {
  updateCalls = [];
  logoutCalls = 0;
  server.use(
    getGetCaptchaMockHandler({ key: 'k', image: 'data:image/png;base64,AAAA' }),
    getGetTenantInfoMockHandler({ code: 200, success: true, msg: '', data: {} }),
    mswHttp.get('*/blade-auth/oauth/logout', () => {
      logoutCalls += 1;
      return HttpResponse.json({ code: 200, success: true, msg: '操作成功', data: null });
    }),
  );
  setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
});

function serveUpdate(respond: () => Response) {
  server.use(
    mswHttp.post('*/blade-user/update-password', ({ request }) => {
      updateCalls.push(new URL(request.url).searchParams);
      return respond();
    }),
  );
}

describe('password rule (SPEC §5)', () => {
  it.each([
    ['abc123', true],
    ['A1b2C3d4E5f6G7h8I9j0', true],
    ['abc12', false],
    ['abcdefgh', false],
    ['12345678', false],
    ['abc123abc123abc123abc', false],
    ['abc 123', false],
  ])('%s -> %s', (value, valid) => {
    expect(isValidPassword(value)).toBe(valid);
  });
});

describe('/editPassword', () => {
  it('checks the rule and the confirmation before calling the server', async () => {
    serveUpdate(() => HttpResponse.json({ code: 200, success: true, msg: '', data: null }));
    const { user } = await renderApp('/editPassword');
    await user.type(await screen.findByLabelText('原密码'), 'old123');
    await user.type(screen.getByLabelText('新密码'), 'abcdef');
    await user.type(screen.getByLabelText('确认密码'), 'abcdeg');
    await user.click(screen.getByRole('button', { name: '确认修改' }));

    await waitFor(() => expect(screen.getByLabelText('新密码')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('新密码')).toHaveAccessibleDescription(
      '请输入6-20位，带数字和字母组合的密码',
    );
    expect(screen.getByLabelText('确认密码')).toHaveAccessibleDescription('两次密码输入不一致');
    expect(updateCalls).toHaveLength(0);
  });

  it('changes the password with plain values, toasts and signs out to /login', async () => {
    serveUpdate(() => HttpResponse.json({ code: 200, success: true, msg: '操作成功', data: null }));
    const { user, router } = await renderApp('/editPassword');
    await user.type(await screen.findByLabelText('原密码'), 'admin');
    await user.type(screen.getByLabelText('新密码'), 'abc12345');
    await user.type(screen.getByLabelText('确认密码'), 'abc12345');
    await user.click(screen.getByRole('button', { name: '确认修改' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(updateCalls).toHaveLength(1);
    expect(Object.fromEntries(updateCalls[0] ?? [])).toEqual({
      oldPassword: 'admin',
      newPassword: 'abc12345',
      newPassword1: 'abc12345',
    });
    expect(await screen.findByText('密码修改成功，请重新登录')).toBeInTheDocument();
    expect(logoutCalls).toBe(1);
    expect(cookieValue('saber-access-token')).toBeUndefined();
  });

  it('stays signed in and shows the server message when the change is refused', async () => {
    serveUpdate(() =>
      HttpResponse.json({ code: 400, success: false, msg: '原密码不正确', data: null }, { status: 400 }),
    );
    const { user, router } = await renderApp('/editPassword');
    await user.type(await screen.findByLabelText('原密码'), 'wrong1');
    await user.type(screen.getByLabelText('新密码'), 'abc12345');
    await user.type(screen.getByLabelText('确认密码'), 'abc12345');
    await user.click(screen.getByRole('button', { name: '确认修改' }));

    expect(await screen.findByText('原密码不正确')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/editPassword');
    expect(logoutCalls).toBe(0);
    expect(cookieValue('saber-access-token')).toBe('access-1');
  });

  it('shows its messages in English', async () => {
    await setLanguage('en');
    const { user } = await renderApp('/editPassword');
    await user.type(await screen.findByLabelText('New password'), 'abcdef');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Please enter your current password')).toBeInTheDocument();
    expect(screen.getAllByText('Use 6-20 characters with both letters and digits').length).toBeGreaterThan(0);
  });
});

describe('a password that must be changed first (issue 18 item 6)', () => {
  beforeAll(installDomPolyfills);
  afterEach(resetShellStores);

  it('takes the user from the refused page to the form, and back there once it is changed', async () => {
    serveShell();
    signInLocally();
    // What the server answers every call but the shell's, the profile and the change until then.
    server.use(
      mswHttp.get('*/blade-user/info', () =>
        HttpResponse.json(
          { code: 403, success: false, msg: '密码由管理员设置,请先在个人信息中修改密码', data: null },
          { status: 403, headers: { 'Blade-Password-Must-Change': 'true' } },
        ),
      ),
    );
    serveUpdate(() => HttpResponse.json({ code: 200, success: true, msg: '操作成功', data: null }));
    const { user, router } = await renderApp('/wel/dashboard');

    await waitFor(() => expect(router.state.location.pathname).toBe('/editPassword'));
    expect(await screen.findByRole('alert')).toHaveTextContent('请先修改密码');
    expect(screen.queryByRole('link', { name: '返回首页' })).not.toBeInTheDocument();
    // No error toast per refused call: the form says it.
    expect(screen.queryByText('密码由管理员设置,请先在个人信息中修改密码')).not.toBeInTheDocument();

    server.use(mswHttp.get('*/blade-user/info', () => HttpResponse.json(getGetUserInfoResponseMock())));
    await user.type(screen.getByLabelText('原密码'), 'abc123456');
    await user.type(screen.getByLabelText('新密码'), 'mine2026x');
    await user.type(screen.getByLabelText('确认密码'), 'mine2026x');
    await user.click(screen.getByRole('button', { name: '确认修改' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/wel/dashboard'));
    expect(updateCalls).toHaveLength(1);
    expect(logoutCalls).toBe(0);
    expect(await screen.findByText('密码已修改')).toBeInTheDocument();
  });
});
