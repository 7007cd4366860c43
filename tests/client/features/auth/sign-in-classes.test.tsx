import { screen } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { twMerge } from 'tailwind-merge';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetCaptchaMockHandler } from '@/api/generated/blade-auth/endpoints/oauth/oauth.msw';
import { getGetTenantInfoMockHandler } from '@/api/generated/blade-system/endpoints/tenant/tenant.msw';
import { setClassMerge } from '@/lib/cn';
import { server } from '../../msw-server';
import { renderApp } from '../../render-app';

// The sign-in page renders before tailwind-merge is loaded (src/lib/cn.ts): here it is never loaded, as on a
// page that stays on /login, and every class list the page renders must be what tailwind-merge would make of it.
vi.mock('@/lib/class-merge', () => ({}));
vi.setConfig({ testTimeout: 20_000 });

/** Class lists tailwind-merge would change: two classes of one group (`px-6 px-8`), the earlier one dropped. */
function conflictingClassLists(): string[] {
  return [...document.body.querySelectorAll('[class]')]
    .map((element) => (element.getAttribute('class') ?? '').trim().replace(/\s+/g, ' '))
    .filter((classes) => twMerge(classes) !== classes);
}

beforeEach(() => {
  setClassMerge(undefined);
  server.use(
    getGetCaptchaMockHandler(() => ({ key: 'captcha-key', image: 'data:image/png;base64,AAAA' })),
    getGetTenantInfoMockHandler({ code: 200, success: true, msg: '', data: {} }),
    mswHttp.post('*/blade-auth/oauth/token', () =>
      HttpResponse.json({ error_code: 400, error_description: '验证码不正确' }, { status: 400 }),
    ),
  );
});

afterEach(() => setClassMerge(twMerge));

describe('the sign-in page without the class merge', () => {
  it('renders no conflicting Tailwind classes: the form, its errors and a refused sign-in', async () => {
    const { user } = await renderApp('/login');
    await screen.findByAltText('验证码图片');
    expect(conflictingClassLists()).toEqual([]);

    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findAllByRole('alert')).not.toHaveLength(0);
    expect(conflictingClassLists()).toEqual([]);

    await user.type(screen.getByLabelText('账号'), 'admin');
    await user.type(screen.getByLabelText('密码'), 'admin');
    await user.type(screen.getByLabelText('验证码'), 'ab12');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('验证码不正确', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(conflictingClassLists()).toEqual([]);
  });

  it('finds a conflict when there is one (the check itself)', () => {
    document.body.innerHTML = '<p class="px-8 pt-6"></p><p class="px-6  px-8"></p><svg class="size-9"></svg>';
    expect(conflictingClassLists()).toEqual(['px-6 px-8']);
  });
});
