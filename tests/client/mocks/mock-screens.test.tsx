// dev:mock renders: three representative screens on the generated handlers alone (tests/client/msw-server.ts:
// no feature defaults, no per-test overrides), with no error logged, thrown, or shown.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCreateTokenResponseMock } from '@/api/generated/blade-auth/endpoints/oauth/oauth.msw';
import { displayName, getUserInfo, startSession } from '@/lib/session';
import { renderApp } from '../render-app';

let problems: string[] = [];
const onWindowError = (event: ErrorEvent) => problems.push(`uncaught: ${event.message}`);

beforeEach(() => {
  problems = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    problems.push(`console.error: ${args.map(String).join(' ')}`);
  });
  window.addEventListener('error', onWindowError);
});

afterEach(() => {
  window.removeEventListener('error', onWindowError);
  vi.restoreAllMocks();
});

/** Renders `path` and waits until no query is in flight, so every mock answer has been rendered. */
async function renderSettled(path: string) {
  const view = await renderApp(path);
  // Generous: the generated handlers answer at once, but a busy 2-core machine can take seconds to render.
  await waitFor(() => expect(view.queryClient.isFetching()).toBe(0), { timeout: 10_000 });
  return view;
}

/** A session from the generated token answer, as a dev:mock sign-in leaves it. */
function signInWithMockToken() {
  startSession(getCreateTokenResponseMock());
  return displayName(getUserInfo());
}

describe('dev:mock screens on generated data', () => {
  it('/login shows the sign-in form with a displayable captcha', async () => {
    const { router } = await renderSettled('/login');
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: '登录' })).toBeInTheDocument();
    const captcha = await screen.findByAltText('验证码图片');
    await waitFor(() => expect(captcha).toHaveAttribute('src', expect.stringMatching(/^data:image\//)));
    expect(problems).toEqual([]);
  });

  it('/wel/index shows the home screen for a mock session', async () => {
    const name = signInWithMockToken();
    expect(name).toMatch(/^[\u4e00-\u9fff]{2,4}$/);
    const { router } = await renderSettled('/wel/index');
    expect(router.state.location.pathname).toBe('/wel/index');
    expect((await screen.findAllByText(name, { exact: false })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(problems).toEqual([]);
  });

  it('/editPassword shows the password form for a mock session', async () => {
    signInWithMockToken();
    const { router } = await renderSettled('/editPassword');
    expect(router.state.location.pathname).toBe('/editPassword');
    expect(await screen.findByLabelText('原密码')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确认修改' })).toBeInTheDocument();
    expect(problems).toEqual([]);
  });

  // Every administration and master-data screen renders its list on generated data alone.
  it.each([
    ['/system/user', '用户管理'],
    ['/system/role', '角色管理'],
    ['/system/dept', '部门管理'],
    ['/system/post', '岗位管理'],
    ['/system/region', '行政区划'],
    ['/system/menu', '菜单管理'],
    ['/system/topmenu', '顶部菜单'],
    ['/dict-horizontal/index', '字典列表'],
    ['/dict-vertical/index', '字典树'],
    ['/system/dictbiz', '字典列表'],
    ['/system/tenant', '租户管理'],
    ['/system/client', '应用管理'],
    ['/authority/datascope', '数据权限'],
    ['/authority/apiscope', '接口权限'],
    ['/purchar/material-category', '物料分类'],
    ['/purchar/material', '物料'],
    ['/purchar/commodity', '商品'],
    ['/purchar/storehouse', '仓库'],
    ['/purchar/delivery-address', '收货地址'],
  ])('%s shows its list (%s) on generated data', async (path, title) => {
    signInWithMockToken();
    const { router } = await renderSettled(path);
    expect(router.state.location.pathname).toBe(path);
    const lists = () => [...screen.queryAllByRole('table'), ...screen.queryAllByRole('treegrid')];
    await waitFor(() =>
      expect(lists().some((list) => list.getAttribute('aria-label')?.includes(title))).toBe(true),
    );
    expect(screen.queryAllByRole('alert')).toEqual([]);
    expect(problems).toEqual([]);
  });
});
