import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetCaptchaMockHandler } from '@/api/generated/blade-auth/endpoints/oauth/oauth.msw';
import { getGetTenantInfoMockHandler } from '@/api/generated/blade-system/endpoints/tenant/tenant.msw';
import { mountSignIn } from '@/app/sign-in-app';
import { getTokenRecord, saveRedirect } from '@/lib/session';
import { server } from '../msw-server';
import { tokenAnswer } from '../support/token-answer';
import { cookieValue } from '../render-app';

// A page opened at /login (src/main.tsx): the form without the router, then the app with its router on sign-in.
vi.setConfig({ testTimeout: 30_000 });

let root: Root | undefined;
let container: HTMLElement | undefined;

function openSignIn(address = '/login'): ReturnType<typeof userEvent.setup> {
  window.history.replaceState(null, '', address);
  container = document.body.appendChild(document.createElement('div'));
  act(() => {
    root = mountSignIn(container!);
  });
  return userEvent.setup();
}

let tokenCalls = 0;
function serveToken(respond: () => Response) {
  tokenCalls = 0;
  server.use(
    mswHttp.post('*/blade-auth/oauth/token', () => {
      tokenCalls += 1;
      return respond();
    }),
  );
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('账号'), 'admin');
  await user.type(screen.getByLabelText('密码'), 'admin');
  await user.type(screen.getByLabelText('验证码'), 'ab12');
  await screen.findByAltText('验证码图片');
  await user.click(screen.getByRole('button', { name: '登录' }));
}

beforeEach(() => {
  server.use(
    getGetCaptchaMockHandler(() => ({ key: 'captcha-key', image: 'data:image/png;base64,AAAA' })),
    getGetTenantInfoMockHandler({ code: 200, success: true, msg: '', data: {} }),
  );
});

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  window.history.replaceState(null, '', '/');
});

describe('the sign-in page opened at /login', () => {
  it('shows the form with its title, and hands the page to the app at home after sign-in', async () => {
    serveToken(() => HttpResponse.json(tokenAnswer()));
    const user = openSignIn();
    expect(await screen.findByLabelText('账号')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('登录 - 采购管理系统'));

    await fillAndSubmit(user);

    expect(await screen.findByTestId('current-user', {}, { timeout: 15_000 })).toHaveTextContent('管理员');
    expect(window.location.pathname).toBe('/wel/index');
    expect(cookieValue('saber-access-token')).toBe('access-1');
    expect(screen.queryByRole('button', { name: '登录' })).not.toBeInTheDocument();
  });

  it('follows the address saved before sign-in', async () => {
    serveToken(() => HttpResponse.json(tokenAnswer()));
    saveRedirect('/wel/index?from=mail');
    const user = openSignIn();

    await fillAndSubmit(user);

    await screen.findByTestId('current-user', {}, { timeout: 15_000 });
    expect(window.location.pathname + window.location.search).toBe('/wel/index?from=mail');
  });

  it('stays on the form with the server’s message when the sign-in is refused', async () => {
    serveToken(() =>
      HttpResponse.json({ error_code: 400, error_description: '验证码不正确' }, { status: 400 }),
    );
    const user = openSignIn();

    await fillAndSubmit(user);

    expect(await screen.findByText('验证码不正确', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(tokenCalls).toBe(1);
    expect(window.location.pathname).toBe('/login');
    expect(getTokenRecord()).toBeUndefined();
    expect(screen.getByRole('button', { name: '登录' })).toBeEnabled();
    expect(screen.getByLabelText('验证码')).toHaveValue('');
  });
});

describe('the sign-in page the server sent already drawn (login.html)', () => {
  /** #root as login.html has it: the form drawn at build time in Chinese. */
  async function drawnRoot(): Promise<HTMLElement> {
    const { loginPageHtml } = await import('@/app/sign-in-prerender');
    const holder = document.createElement('div');
    holder.innerHTML = await loginPageHtml('<div id="root"></div>');
    return document.body.appendChild(holder.querySelector<HTMLElement>('#root')!);
  }

  it('takes over the drawn elements, keeps what was typed before, and signs in with it', async () => {
    serveToken(() => HttpResponse.json(tokenAnswer()));
    window.history.replaceState(null, '', '/login');
    container = await drawnRoot();
    expect(container.getAttribute('data-prerendered')).toBe('zh');
    const drawnAccount = container.querySelector<HTMLInputElement>('#login-username')!;
    const drawnPassword = container.querySelector<HTMLInputElement>('#login-password')!;
    // Typed while the page was not live yet: only the DOM knows.
    drawnAccount.value = 'admin';
    drawnPassword.value = 'admin';
    drawnPassword.focus();
    const errors = vi.spyOn(console, 'error');

    act(() => {
      root = mountSignIn(container!);
    });
    await waitFor(() => expect(container!.hasAttribute('data-prerendered')).toBe(false));

    expect(screen.getByLabelText('账号')).toBe(drawnAccount);
    expect(drawnAccount).toHaveValue('admin');
    expect(document.activeElement).toBe(drawnPassword);
    // A mismatch between the drawing and the first render is reported by React on the console.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('验证码'), 'ab12');
    await screen.findByAltText('验证码图片');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByTestId('current-user', {}, { timeout: 15_000 })).toHaveTextContent('管理员');
    expect(tokenCalls).toBe(1);
  });

  it('draws the page again when it was drawn in another language than the visitor’s', async () => {
    window.history.replaceState(null, '', '/login');
    container = await drawnRoot();
    container.setAttribute('data-prerendered', 'en');
    const drawnAccount = container.querySelector('#login-username');

    act(() => {
      root = mountSignIn(container!);
    });

    expect(await screen.findByLabelText('账号')).not.toBe(drawnAccount);
    expect(screen.getAllByLabelText('账号')).toHaveLength(1);
    await waitFor(() => expect(container!.hasAttribute('data-prerendered')).toBe(false));
  });
});
