import { screen, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  getCreateTokenResponseMock,
  getGetCaptchaMockHandler,
} from '@/api/generated/blade-auth/endpoints/oauth/oauth.msw';
import { getGetTenantInfoMockHandler } from '@/api/generated/blade-system/endpoints/tenant/tenant.msw';
import { REDIRECT_KEY, setTokens, setUserInfo } from '@/lib/session';
import { server } from '../msw-server';
import { cookieValue, renderApp } from '../render-app';
import { installDomPolyfills } from '../shell-support';

beforeAll(installDomPolyfills);

function signInLocally() {
  setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  setUserInfo(getCreateTokenResponseMock({ nick_name: '张三', account: 'zhangsan', tenant_id: '000000' }));
}

function serveLoginPage() {
  server.use(
    getGetCaptchaMockHandler({ key: 'k', image: 'data:image/png;base64,AAAA' }),
    getGetTenantInfoMockHandler({ code: 200, success: true, msg: '', data: {} }),
  );
}

describe('navigation rules (SPEC §2)', () => {
  it('sends an anonymous visitor to /login and remembers where they were going', async () => {
    serveLoginPage();
    const { router } = await renderApp('/wel/index');
    expect(router.state.location.pathname).toBe('/login');
    expect(window.sessionStorage.getItem(REDIRECT_KEY)).toBe('/wel/index');
    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
  });

  it('lets an anonymous visitor reach the public pages', async () => {
    const { router } = await renderApp('/404');
    expect(router.state.location.pathname).toBe('/404');
    expect(await screen.findByText('页面不存在', { selector: 'h1' })).toBeInTheDocument();
    await router.navigate({ to: '/editPassword' });
    expect(router.state.location.pathname).toBe('/editPassword');
    expect(await screen.findByRole('link', { name: '前往登录' })).toHaveAttribute('href', '/login');
  });

  it('sends unknown paths to /404, signed in or not', async () => {
    const { router } = await renderApp('/no/such/page');
    expect(router.state.location.pathname).toBe('/404');
    signInLocally();
    // Signed in, the layout first asks the menu whether the path is a menu entry without a screen yet.
    await router.navigate({ to: '/another/unknown' as '/' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it('redirects / to /wel/index for a signed-in user, inside the layout', async () => {
    signInLocally();
    const { router } = await renderApp('/');
    expect(router.state.location.pathname).toBe('/wel/index');
    expect(await screen.findByTestId('current-user')).toHaveTextContent('张三');
    expect(screen.getByText('采购管理系统')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('首页 - 采购管理系统'));
  });

  it('sends a signed-in user away from /login', async () => {
    signInLocally();
    const { router } = await renderApp('/login');
    expect(router.state.location.pathname).toBe('/wel/index');
  });

  it('logs out when the token cookie has no stored token record', async () => {
    serveLoginPage();
    document.cookie = 'saber-access-token=orphan; path=/';
    const { router } = await renderApp('/wel/index');
    expect(router.state.location.pathname).toBe('/login');
    expect(cookieValue('saber-access-token')).toBeUndefined();
  });
});

describe('logout', () => {
  it('asks for confirmation, calls oauth/logout, clears the session and shows /login', async () => {
    serveLoginPage();
    let logoutCalls = 0;
    server.use(
      mswHttp.get('*/blade-auth/oauth/logout', () => {
        logoutCalls += 1;
        return HttpResponse.json({ code: 200, success: true, msg: '操作成功', data: null });
      }),
    );
    signInLocally();
    const { router, user } = await renderApp('/wel/index');

    const openLogout = async () => {
      await user.click(await screen.findByRole('button', { name: /^用户菜单/ }));
      await user.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    };
    await openLogout();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('退出系统，是否继续？');
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(logoutCalls).toBe(0);
    expect(cookieValue('saber-access-token')).toBe('access-1');

    await openLogout();
    await user.click(await screen.findByRole('button', { name: '确定' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(logoutCalls).toBe(1);
    expect(cookieValue('saber-access-token')).toBeUndefined();
    expect(cookieValue('saber-refresh-token')).toBeUndefined();
    expect(window.localStorage.getItem('saber-userInfo')).toBeNull();
  });

  it('goes to /login when an API call answers 401', async () => {
    serveLoginPage();
    server.use(
      mswHttp.get('*/blade-auth/oauth/logout', () =>
        HttpResponse.json({ code: 401, success: false, msg: '请求未授权', data: null }, { status: 401 }),
      ),
    );
    signInLocally();
    const { router, user } = await renderApp('/wel/index');
    await user.click(await screen.findByRole('button', { name: /^用户菜单/ }));
    await user.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('请求未授权')).toBeInTheDocument();
    expect(cookieValue('saber-access-token')).toBeUndefined();
  });
});
