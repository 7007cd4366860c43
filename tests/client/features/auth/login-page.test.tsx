import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetCaptchaMockHandler } from '@/api/generated/blade-auth/endpoints/oauth/oauth.msw';
import { getGetTenantInfoMockHandler } from '@/api/generated/blade-system/endpoints/tenant/tenant.msw';
import { setLanguage } from '@/lib/i18n';
import { getTokenRecord, getUserInfo, REDIRECT_KEY } from '@/lib/session';
import { server } from '../../msw-server';
import { tokenAnswer } from '../../support/token-answer';
import { cookieValue, renderApp } from '../../render-app';

// Sign-in hashes and renders the whole page per test; give it room on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

const MD5_OF_ADMIN = '21232f297a57a5a743894a0e4a801fc3';
const IMAGE_1 = 'data:image/png;base64,AAAA';
const IMAGE_2 = 'data:image/png;base64,BBBB';

interface TokenCall {
  query: URLSearchParams;
  headers: Headers;
}

let captchaCalls = 0;
let tokenCalls: TokenCall[] = [];

/** Two distinct captchas, so a refresh is visible in the image and the key sent. */
function serveCaptchas() {
  captchaCalls = 0;
  server.use(
    getGetCaptchaMockHandler(() => {
      captchaCalls += 1;
      return { key: `captcha-key-${captchaCalls}`, image: captchaCalls === 1 ? IMAGE_1 : IMAGE_2 };
    }),
  );
}

function serveTenant(tenantId?: string) {
  server.use(
    getGetTenantInfoMockHandler({ code: 200, success: true, msg: '', data: tenantId ? { tenantId } : {} }),
  );
}

function serveToken(respond: () => Response) {
  tokenCalls = [];
  server.use(
    mswHttp.post('*/blade-auth/oauth/token', ({ request }) => {
      tokenCalls.push({ query: new URL(request.url).searchParams, headers: request.headers });
      return respond();
    }),
  );
}

async function fillAndSubmit(user: Awaited<ReturnType<typeof renderApp>>['user'], code = 'ab12') {
  await user.type(await screen.findByLabelText('账号'), 'admin');
  await user.type(screen.getByLabelText('密码'), 'admin');
  await user.type(screen.getByLabelText('验证码'), code);
  await screen.findByAltText('验证码图片');
  await user.click(screen.getByRole('button', { name: '登录' }));
}

beforeEach(() => {
  serveCaptchas();
  serveTenant();
});

describe('login page', () => {
  it('sends the md5 of the password, the captcha headers and the BladeX query', async () => {
    serveToken(() => HttpResponse.json(tokenAnswer()));
    const { user } = await renderApp('/login');
    expect(screen.getByLabelText('租户编号')).toHaveValue('000000');

    await fillAndSubmit(user);

    await waitFor(() => expect(tokenCalls).toHaveLength(1));
    const call = tokenCalls[0];
    expect(call?.query.get('password')).toBe(MD5_OF_ADMIN);
    expect(call?.query.get('username')).toBe('admin');
    expect(call?.query.get('tenantId')).toBe('000000');
    expect(call?.query.get('grant_type')).toBe('captcha');
    expect(call?.query.get('scope')).toBe('all');
    expect(call?.query.get('type')).toBe('account');
    expect(call?.headers.get('Captcha-Key')).toBe('captcha-key-1');
    expect(call?.headers.get('Captcha-Code')).toBe('ab12');
    expect(call?.headers.get('Tenant-Id')).toBe('000000');
  });

  it.each([400, 401, 200])(
    'on error_description (HTTP %i) shows one toast, fetches a new captcha and sets no session',
    async (status) => {
      serveToken(() => HttpResponse.json({ error_code: 400, error_description: '验证码不正确' }, { status }));
      const { user, router } = await renderApp('/login');
      expect(await screen.findByAltText('验证码图片')).toHaveAttribute('src', IMAGE_1);

      await fillAndSubmit(user);

      expect(await screen.findByText('验证码不正确')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByAltText('验证码图片')).toHaveAttribute('src', IMAGE_2));
      expect(captchaCalls).toBe(2);
      expect(screen.getAllByText('验证码不正确')).toHaveLength(1);
      expect(screen.getByLabelText('验证码')).toHaveValue('');
      expect(cookieValue('saber-access-token')).toBeUndefined();
      expect(getTokenRecord()).toBeUndefined();
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it('shows the rate limit message of a refused sign-in and of a refused captcha (429)', async () => {
    const TOO_MANY = '请求过于频繁,请稍后再试';
    serveToken(() => HttpResponse.json({ error_code: 429, error_description: TOO_MANY }, { status: 429 }));
    const { user } = await renderApp('/login');
    await screen.findByAltText('验证码图片');
    server.use(
      mswHttp.get('*/blade-auth/oauth/captcha', () =>
        HttpResponse.json({ code: 429, success: false, msg: TOO_MANY, data: null }, { status: 429 }),
      ),
    );
    await fillAndSubmit(user);
    // Once for the sign-in; the new captcha asked after it is refused the same way and says so too.
    await waitFor(() => expect(screen.getAllByText(TOO_MANY).length).toBeGreaterThanOrEqual(1));
    expect(getTokenRecord()).toBeUndefined();
  });

  it('stores the session and follows the redirect stored by the guard', async () => {
    serveToken(() => HttpResponse.json(tokenAnswer()));
    const { user, router } = await renderApp('/wel/index?from=mail');
    expect(router.state.location.pathname).toBe('/login');
    expect(window.sessionStorage.getItem(REDIRECT_KEY)).toBe('/wel/index?from=mail');

    await fillAndSubmit(user);

    await waitFor(() => expect(router.state.location.href).toBe('/wel/index?from=mail'));
    expect(cookieValue('saber-access-token')).toBe('access-1');
    expect(cookieValue('saber-refresh-token')).toBe('refresh-1');
    expect(getTokenRecord()).toMatchObject({ content: 'access-1', dataType: 'string' });
    expect(getUserInfo()).toMatchObject({ user_id: '1', role_name: 'administrator' });
    expect(window.sessionStorage.getItem(REDIRECT_KEY)).toBeNull();
    expect(await screen.findByTestId('current-user')).toHaveTextContent('管理员');
  });

  it('goes to /wel/index when no redirect was stored', async () => {
    serveToken(() => HttpResponse.json(tokenAnswer()));
    const { user, router } = await renderApp('/login');
    await fillAndSubmit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/wel/index'));
  });

  it('shows required-field messages and sends nothing when the form is empty', async () => {
    serveToken(() => HttpResponse.json(tokenAnswer()));
    const { user } = await renderApp('/login');
    await user.clear(screen.getByLabelText('租户编号'));
    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByText('请输入租户编号')).toBeInTheDocument();
    expect(screen.getByText('请输入账号')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
    expect(screen.getByLabelText('账号')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('账号')).toHaveAccessibleDescription('请输入账号');
    expect(tokenCalls).toHaveLength(0);
  });

  it('speaks English after the switch, labels and messages included', async () => {
    serveToken(() => HttpResponse.json(tokenAnswer()));
    await setLanguage('en');
    const { user } = await renderApp('/login');
    expect(await screen.findByLabelText('Tenant ID')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByLabelText('Captcha')).toBeInTheDocument();
    expect(await screen.findByAltText('captcha image')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter your account')).toBeInTheDocument();
    expect(document.title).toBe('Sign in - Purchasing System');
  });

  it('switches language from the page', async () => {
    const { user } = await renderApp('/login');
    const languages = screen.getByRole('group', { name: '语言' });
    expect(within(languages).getByRole('button', { name: '中文' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(languages).getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Account')).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Language' })).getByRole('button', { name: 'English' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem('language')).toBe('en');
  });

  it('hides the tenant field when the domain is bound to a tenant, and signs into that tenant', async () => {
    serveTenant('654321');
    serveToken(() => HttpResponse.json(tokenAnswer()));
    const { user } = await renderApp('/login');
    await waitFor(() => expect(screen.queryByLabelText('租户编号')).not.toBeInTheDocument());
    await fillAndSubmit(user);
    await waitFor(() => expect(tokenCalls).toHaveLength(1));
    expect(tokenCalls[0]?.query.get('tenantId')).toBe('654321');
    expect(tokenCalls[0]?.headers.get('Tenant-Id')).toBe('654321');
  });

  it('fetches a new captcha when the image is clicked', async () => {
    const { user } = await renderApp('/login');
    const image = await screen.findByAltText('验证码图片');
    expect(image).toHaveAttribute('src', IMAGE_1);
    await user.click(screen.getByRole('button', { name: '验证码图片' }));
    await waitFor(() => expect(screen.getByAltText('验证码图片')).toHaveAttribute('src', IMAGE_2));
  });

  it('submits with Enter from the captcha field', async () => {
    serveToken(() => HttpResponse.json(tokenAnswer()));
    const { user } = await renderApp('/login');
    await user.type(await screen.findByLabelText('账号'), 'admin');
    await user.type(screen.getByLabelText('密码'), 'admin');
    await screen.findByAltText('验证码图片');
    await user.type(screen.getByLabelText('验证码'), 'ab12{Enter}');
    await waitFor(() => expect(tokenCalls).toHaveLength(1));
  });
});

describe('a signed-in user on /login', () => {
  it('is sent to the home page', async () => {
    serveToken(() => HttpResponse.json(tokenAnswer()));
    const { user, router } = await renderApp('/login');
    await fillAndSubmit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/wel/index'));
    await router.navigate({ to: '/login' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/wel/index'));
    expect(within(document.body).queryByRole('button', { name: '登录' })).not.toBeInTheDocument();
  });
});
