import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lockScreen } from '@/lib/lock';
import { isLocked } from '@/lib/session';
import { cookieValue, renderApp } from '../../render-app';
import { installDomPolyfills, resetShellStores, serveShell, signInLocally } from '../../shell-support';

beforeAll(installDomPolyfills);
beforeEach(() => {
  resetShellStores();
  serveShell();
});
afterEach(resetShellStores);

describe('lock screen (SPEC §2, §4)', () => {
  it('sends every route to /lock while locked, public ones and /login included', async () => {
    signInLocally();
    await lockScreen('secret1', '/wel/dashboard');
    const { router } = await renderApp('/wel/index');
    expect(router.state.location.pathname).toBe('/lock');
    for (const path of ['/wel/dashboard', '/404', '/login', '/info/index', '/editPassword']) {
      await router.navigate({ to: path as '/' });
      expect(router.state.location.pathname).toBe('/lock');
    }
    expect(await screen.findByRole('heading', { name: '屏幕已锁定' })).toBeInTheDocument();
  });

  it('asks for the lock password first (锁屏密码不能为空), then locks', async () => {
    signInLocally();
    const { router, user } = await renderApp('/wel/index');
    await user.click(await screen.findByRole('button', { name: '锁屏' }));
    const dialog = await screen.findByRole('dialog', { name: '设置锁屏密码' });
    await user.click(within(dialog).getByRole('button', { name: '锁屏' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('锁屏密码不能为空');
    expect(within(dialog).getByLabelText('锁屏密码')).toHaveAttribute('aria-invalid', 'true');
    expect(isLocked()).toBe(false);
    await user.type(within(dialog).getByLabelText('锁屏密码'), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: '锁屏' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lock'));
    expect(isLocked()).toBe(true);
    // The password itself is not kept, only its hash.
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain('secret1');
  });

  it('unlocks with the lock password only, back to the page that was locked', async () => {
    signInLocally();
    await lockScreen('secret1', '/wel/dashboard');
    const { router, user } = await renderApp('/lock');
    const password = await screen.findByLabelText('锁屏密码');
    await user.click(screen.getByRole('button', { name: '解锁' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('锁屏密码不能为空');
    await user.type(password, 'wrong');
    await user.click(screen.getByRole('button', { name: '解锁' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('解锁密码错误,请重新输入');
    expect(isLocked()).toBe(true);
    await user.type(password, 'secret1');
    await user.click(screen.getByRole('button', { name: '解锁' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wel/dashboard'));
    expect(isLocked()).toBe(false);
  });

  it('can be left by signing in again, which clears the lock and the session', async () => {
    signInLocally();
    await lockScreen('secret1');
    const { router, user } = await renderApp('/lock');
    await user.click(await screen.findByRole('button', { name: '重新登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(isLocked()).toBe(false);
    expect(cookieValue('saber-access-token')).toBeUndefined();
  });

  it('on /lock without a lock asks for the password there; without a session it points to sign-in', async () => {
    signInLocally();
    const { user, unmount } = await renderApp('/lock');
    await user.type(await screen.findByLabelText('锁屏密码'), 'pw');
    await user.click(screen.getByRole('button', { name: '锁屏' }));
    expect(await screen.findByRole('heading', { name: '屏幕已锁定' })).toBeInTheDocument();
    expect(isLocked()).toBe(true);
    unmount();

    window.sessionStorage.clear();
    document.cookie = 'saber-access-token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    await renderApp('/lock');
    expect(await screen.findByRole('link', { name: '前往登录' })).toHaveAttribute('href', '/login');
  });
});
