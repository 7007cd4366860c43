import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  getCreateTokenResponseMock,
  getGetCaptchaMockHandler,
} from '@/api/generated/blade-auth/endpoints/oauth/oauth.msw';
import { getGetTenantInfoMockHandler } from '@/api/generated/blade-system/endpoints/tenant/tenant.msw';
import { server } from '../../msw-server';
import { cookieValue, renderApp } from '../../render-app';
import { installDomPolyfills, resetShellStores, serveShell } from '../../shell-support';

const CALLBACK = '/login?source=test&code=abc123&state=x';

function serveSocial(answer: Record<string, unknown>) {
  const tokenCalls: URLSearchParams[] = [];
  server.use(
    getGetCaptchaMockHandler({ key: 'k', image: 'data:image/png;base64,AAAA' }),
    getGetTenantInfoMockHandler({ code: 200, success: true, msg: '', data: {} }),
    mswHttp.post('*/blade-auth/oauth/token', ({ request }) => {
      tokenCalls.push(new URL(request.url).searchParams);
      return HttpResponse.json(getCreateTokenResponseMock({ ...answer }));
    }),
  );
  return { tokenCalls };
}

const guest = {
  user_id: '-1',
  access_token: '',
  refresh_token: '',
  oauth_id: '777',
  tenant_id: '000000',
  user_name: 'octocat',
  nick_name: 'Octo',
  account: 'octocat',
};

beforeAll(installDomPolyfills);
beforeEach(() => {
  resetShellStores();
  serveShell();
});
afterEach(resetShellStores);

const warning = async (text: string) =>
  expect(await screen.findByText(text, {}, { timeout: 3000 })).toBeInTheDocument();

describe('social sign-in and registration (SPEC §2, §5, §8)', () => {
  it(
    'exchanges the code with the social grant and asks an unknown identity to register',
    { timeout: 20_000 },
    async () => {
      const { tokenCalls } = serveSocial(guest);
      const registrations: URLSearchParams[] = [];
      server.use(
        mswHttp.post('*/blade-user/register-guest', ({ request }) => {
          registrations.push(new URL(request.url).searchParams);
          return HttpResponse.json({ code: 200, success: true, msg: '操作成功', data: null });
        }),
      );
      const { router, user } = await renderApp(CALLBACK);
      const dialog = await screen.findByRole('dialog', { name: '用户注册' });
      expect(Object.fromEntries(tokenCalls[0]!)).toMatchObject({
        grant_type: 'social',
        source: 'test',
        code: 'abc123',
        state: 'x',
      });
      expect(within(dialog).getByLabelText('租户编号')).toHaveValue('000000');
      expect(within(dialog).getByLabelText('账号名称')).toHaveValue('octocat');

      // The four warnings, in SPEC §5's order.
      await user.clear(within(dialog).getByLabelText('租户编号'));
      await user.clear(within(dialog).getByLabelText('账号名称'));
      await user.click(within(dialog).getByRole('button', { name: '提交注册' }));
      await warning('请先输入租户编号');
      await user.type(within(dialog).getByLabelText('租户编号'), '000000');
      await user.click(within(dialog).getByRole('button', { name: '提交注册' }));
      await warning('请先输入账号名称');
      await user.type(within(dialog).getByLabelText('账号名称'), 'octo');
      await user.type(within(dialog).getByLabelText('密码'), 'abc123');
      await user.click(within(dialog).getByRole('button', { name: '提交注册' }));
      await warning('请先输入密码');
      await user.type(within(dialog).getByLabelText('确认密码'), 'abc124');
      await user.click(within(dialog).getByRole('button', { name: '提交注册' }));
      await warning('两次密码输入不一致');
      expect(registrations).toEqual([]);

      await user.clear(within(dialog).getByLabelText('确认密码'));
      await user.type(within(dialog).getByLabelText('确认密码'), 'abc123');
      await user.click(within(dialog).getByRole('button', { name: '提交注册' }));
      const alert = await screen.findByRole('alertdialog');
      expect(alert).toHaveTextContent('注册申请已提交,请耐心等待管理员通过!');
      expect(Object.fromEntries(registrations[0]!)).toEqual({
        tenantId: '000000',
        name: 'Octo',
        account: 'octo',
        password: 'abc123',
        oauthId: '777',
      });
      await user.click(within(alert).getByRole('button', { name: '确定' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.location.search).toEqual({});
      expect(cookieValue('saber-access-token')).toBeUndefined();
      expect(screen.getByRole('button', { name: '登录' })).toBeInTheDocument();
    },
  );

  it("shows the server's message when the registration is refused", async () => {
    serveSocial(guest);
    server.use(
      mswHttp.post('*/blade-user/register-guest', () =>
        HttpResponse.json({ code: 400, success: false, msg: '账号已存在', data: null }, { status: 400 }),
      ),
    );
    const { user } = await renderApp(CALLBACK);
    const dialog = await screen.findByRole('dialog', { name: '用户注册' });
    await user.type(within(dialog).getByLabelText('密码'), 'abc123');
    await user.type(within(dialog).getByLabelText('确认密码'), 'abc123');
    await user.click(within(dialog).getByRole('button', { name: '提交注册' }));
    await warning('账号已存在');
    expect(screen.getByRole('dialog', { name: '用户注册' })).toBeInTheDocument();
  });

  it('shows 提交失败 when the registration fails without an answer', async () => {
    serveSocial(guest);
    server.use(mswHttp.post('*/blade-user/register-guest', () => HttpResponse.error()));
    const { user } = await renderApp(CALLBACK);
    const dialog = await screen.findByRole('dialog', { name: '用户注册' });
    await user.type(within(dialog).getByLabelText('密码'), 'abc123');
    await user.type(within(dialog).getByLabelText('确认密码'), 'abc123');
    await user.click(within(dialog).getByRole('button', { name: '提交注册' }));
    await warning('提交失败');
  });

  it('signs a registered identity straight in', async () => {
    serveSocial({
      user_id: '42',
      access_token: 'social-access',
      refresh_token: 'social-refresh',
      nick_name: '李四',
    });
    const { router } = await renderApp('/login?source=test&code=known&state=x');
    await waitFor(() => expect(router.state.location.pathname).toBe('/wel/index'));
    expect(cookieValue('saber-access-token')).toBe('social-access');
  });
});
