import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getGetMyNoticesMockHandler,
  getReadNoticesMockHandler,
} from '@/api/generated/blade-desk/endpoints/notice/notice.msw';
import type { MyNotice } from '@/api/generated/blade-desk/model';
import {
  getGetUserInfoMockHandler,
  getGetUserInfoResponseMock,
} from '@/api/generated/blade-user/endpoints/user/user.msw';
import { addErrorLog, getErrorLogs } from '@/lib/error-log';
import { reloadTags } from '@/lib/tags';
import { server } from '../../msw-server';
import { renderApp } from '../../render-app';
import { installDomPolyfills, resetShellStores, serveShell, signInLocally } from '../../shell-support';

// The whole shell renders per test; give it room on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

beforeAll(installDomPolyfills);
beforeEach(() => {
  resetShellStores();
  serveShell();
  signInLocally();
});
afterEach(() => {
  window.innerWidth = 1440;
  resetShellStores();
});

const sidebar = () => screen.getByRole('navigation', { name: '主导航' });
const tabs = () => screen.getByRole('navigation', { name: '已打开的页面' });
const tabNames = () =>
  within(tabs())
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('sidebar from the server menu (SPEC §2)', () => {
  it('shows groups and leaves with the current page marked; groups open and close', async () => {
    const { router, user } = await renderApp('/wel/index');
    const home = await within(sidebar()).findByRole('link', { name: '首页' });
    expect(home).toHaveAttribute('aria-current', 'page');
    // The group of the current page is open; the others are closed.
    expect(within(sidebar()).getByRole('button', { name: '工作台' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const demand = within(sidebar()).getByRole('button', { name: '需求管理' });
    expect(demand).toHaveAttribute('aria-expanded', 'false');
    expect(within(sidebar()).queryByRole('link', { name: '需求单' })).toBeNull();
    await user.click(demand);
    expect(demand).toHaveAttribute('aria-expanded', 'true');
    expect(within(sidebar()).getByRole('link', { name: '需求单' })).toHaveAttribute('href', '/future/needs');
    // meta.roles: the auditor-only entry is hidden from an administrator.
    expect(within(sidebar()).queryByRole('link', { name: '审计报表' })).toBeNull();

    await router.navigate({ to: '/wel/dashboard' });
    await waitFor(() =>
      expect(within(sidebar()).getByRole('link', { name: '仪表盘' })).toHaveAttribute('aria-current', 'page'),
    );
    expect(within(sidebar()).getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current');
  });

  it('shows a role-restricted entry to a user with that role', async () => {
    signInLocally({ role_name: 'staff,auditor' });
    const { user } = await renderApp('/wel/index');
    await user.click(await within(sidebar()).findByRole('button', { name: '需求管理' }));
    expect(within(sidebar()).getByRole('link', { name: '审计报表' })).toBeInTheDocument();
  });

  it('collapses to an icon rail and back; the choice is remembered', async () => {
    const { user } = await renderApp('/wel/index');
    await within(sidebar()).findByRole('link', { name: '首页' });
    await user.click(screen.getByRole('button', { name: '收起侧边栏' }));
    const aside = screen.getByRole('complementary', { name: '侧边栏' });
    expect(aside).toHaveAttribute('data-collapsed', 'true');
    expect(within(sidebar()).getByRole('button', { name: '工作台' })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('saber-isCollapse')!).content).toBe(true);
    await user.click(screen.getByRole('button', { name: '展开侧边栏' }));
    expect(aside).toHaveAttribute('data-collapsed', 'false');
  });

  it('is a drawer below 768 px (SPEC §9 small screens)', async () => {
    window.innerWidth = 600;
    const { user } = await renderApp('/wel/index');
    await screen.findByRole('button', { name: '展开侧边栏' });
    expect(screen.queryByRole('navigation', { name: '主导航' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '展开侧边栏' }));
    const drawer = await screen.findByRole('dialog', { name: '侧边栏' });
    await user.click(within(drawer).getByRole('link', { name: '仪表盘' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '侧边栏' })).toBeNull());
  });

  it('opens http(s) menu paths in /myiframe with the token substituted, isOpen 2 in a new window', async () => {
    const { router, user } = await renderApp('/wel/index');
    const report = await within(sidebar()).findByRole('link', { name: '报表中心' });
    expect(within(sidebar()).getByRole('link', { name: '帮助文档' })).toHaveAttribute('target', '_blank');
    await user.click(report);
    await waitFor(() => expect(router.state.location.pathname).toBe('/myiframe/report_center'));
    const frame = await screen.findByTitle('报表中心');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://reports.example.com/view?token=access-1');
    expect(tabNames()).toContain('报表中心');
  });

  it('switches the sidebar with the top menus', async () => {
    serveShell({ topMenus: [{ id: '9', code: 'demand', name: '需求中心', source: '', path: '', sort: 1 }] });
    const { user } = await renderApp('/wel/index');
    const top = await screen.findByRole('navigation', { name: '顶部菜单' });
    await within(sidebar()).findByRole('button', { name: '工作台' });
    await user.click(within(top).getByRole('button', { name: '需求中心' }));
    await waitFor(() => expect(within(sidebar()).queryByRole('button', { name: '工作台' })).toBeNull());
    expect(within(sidebar()).getByRole('button', { name: '需求管理' })).toBeInTheDocument();
    await user.click(within(top).getByRole('button', { name: '首页' }));
    expect(await within(sidebar()).findByRole('button', { name: '工作台' })).toBeInTheDocument();
  });

  it('brings the chosen top menu and the active tab into view when they overflow', async () => {
    const scrolled: Element[] = [];
    const spy = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    try {
      serveShell({
        topMenus: [{ id: '9', code: 'demand', name: '需求中心', source: '', path: '', sort: 1 }],
      });
      const { router, user } = await renderApp('/wel/index');
      await within(sidebar()).findByRole('link', { name: '首页' });
      await router.navigate({ to: '/wel/dashboard' });
      await waitFor(() => expect(scrolled.at(-1)?.textContent).toBe('仪表盘'));
      expect(scrolled.at(-1)).toHaveAttribute('aria-current', 'page');
      const top = screen.getByRole('navigation', { name: '顶部菜单' });
      await user.click(within(top).getByRole('button', { name: '需求中心' }));
      await waitFor(() => expect(scrolled.at(-1)?.textContent).toBe('需求中心'));
      expect(scrolled.at(-1)).toHaveAttribute('aria-pressed', 'true');
    } finally {
      spy.mockRestore();
    }
  });
});

describe('the home page', () => {
  it("shows the user's role names, not the aliases the token carries", async () => {
    signInLocally({ role_name: 'administrator' });
    const profile = getGetUserInfoResponseMock();
    server.use(getGetUserInfoMockHandler({ ...profile, data: { ...profile.data, roleName: '超级管理员' } }));
    await renderApp('/wel/index');
    expect(await screen.findByText('超级管理员')).toBeInTheDocument();
    expect(screen.queryByText('administrator')).not.toBeInTheDocument();
  });
});

describe('routes inside the layout (SPEC §2)', () => {
  it('shows "not available yet" for a menu path without a client screen, never a blank page', async () => {
    const { router } = await renderApp('/future/needs');
    expect(await screen.findByRole('heading', { name: '功能建设中' })).toBeInTheDocument();
    expect(screen.getByText('“需求单”的页面尚未上线，敬请期待。')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/future/needs');
    // Inside the layout: the sidebar and the tabs are there, and the tab has the menu's name.
    expect(sidebar()).toBeInTheDocument();
    await waitFor(() => expect(tabNames()).toEqual(['首页', '需求单']));
  });

  it('sends a path that is neither a route nor a menu path to /404', async () => {
    const { router } = await renderApp('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });
});

describe('menu search (SPEC §2)', () => {
  it('opens with Ctrl+K, filters leaves by prefix, moves with the arrows and opens with Enter', async () => {
    const { router, user } = await renderApp('/wel/index');
    await within(sidebar()).findByRole('link', { name: '首页' });
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: '菜单搜索' });
    const input = within(dialog).getByRole('combobox');
    expect(input).toHaveFocus();
    await user.type(input, '需求');
    const options = within(dialog).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('需求单'),
      expect.stringContaining('需求计划'),
    ]);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(within(dialog).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', within(dialog).getAllByRole('option')[1]!.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/future/plan-needs'));
    expect(screen.queryByRole('dialog', { name: '菜单搜索' })).toBeNull();
  });

  it('says when nothing matches, and closes with Esc', async () => {
    const { user } = await renderApp('/wel/index');
    await user.click(await screen.findByRole('button', { name: /^搜索菜单/ }));
    const dialog = await screen.findByRole('dialog', { name: '菜单搜索' });
    await user.type(within(dialog).getByRole('combobox'), '不存在');
    expect(within(dialog).getByText('没有以“不存在”开头的菜单')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '菜单搜索' })).toBeNull());
  });
});

describe('tags bar (SPEC §2)', () => {
  it('turns visited pages into tabs; closing the active tab opens the previous; the last stays', async () => {
    const { router, user } = await renderApp('/wel/index');
    await waitFor(() => expect(tabNames()).toEqual(['首页']));
    // A single tab has no close button.
    expect(within(tabs()).queryByRole('button')).toBeNull();
    await router.navigate({ to: '/wel/dashboard' });
    await router.navigate({ to: '/future/needs' as '/' });
    await waitFor(() => expect(tabNames()).toEqual(['首页', '仪表盘', '需求单']));
    expect(within(tabs()).getByRole('link', { name: '需求单' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(tabs()).getByRole('button', { name: '关闭 需求单' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wel/dashboard'));
    expect(tabNames()).toEqual(['首页', '仪表盘']);

    await user.click(within(tabs()).getByRole('button', { name: '关闭 首页' }));
    expect(tabNames()).toEqual(['仪表盘']);
    expect(router.state.location.pathname).toBe('/wel/dashboard');
    expect(within(tabs()).queryByRole('button')).toBeNull();
  });

  it("marks an index route's tab active and closes it to the previous one (no trailing-slash mismatch)", async () => {
    const { router, user } = await renderApp('/wel/index');
    await router.navigate({ to: '/wel/dashboard' });
    // 需求单's list is an index route (/purchar/needs/): its match ends in a slash, the location does not.
    void router.navigate({ to: '/purchar/needs', search: { current: 2 } as never });
    await waitFor(() => expect(tabNames()).toHaveLength(3), { timeout: 15_000 });
    const needsTab = within(tabs()).getAllByRole('link').at(-1)!;
    expect(needsTab).toHaveAttribute('aria-current', 'page');
    expect(needsTab.getAttribute('href')).toBe('/purchar/needs?current=2');
    await waitFor(() => expect(router.state.status).toBe('idle'), { timeout: 15_000 });

    await user.click(
      within(tabs())
        .getAllByRole('button', { name: /^关闭 / })
        .at(-1)!,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/wel/dashboard'));
    await waitFor(() => expect(tabNames()).toEqual(['首页', '仪表盘']));
  });

  it('closes others and all from the tab menu, and opens the search from it', async () => {
    const { router, user } = await renderApp('/wel/index');
    await router.navigate({ to: '/wel/dashboard' });
    await router.navigate({ to: '/future/needs' as '/' });
    await router.navigate({ to: '/future/plan-needs' as '/' });
    await waitFor(() => expect(tabNames()).toHaveLength(4));
    await router.navigate({ to: '/wel/dashboard' });

    await user.click(screen.getByRole('button', { name: '标签操作' }));
    await user.click(await screen.findByRole('menuitem', { name: '关闭其他' }));
    expect(tabNames()).toEqual(['首页', '仪表盘']);

    await user.click(screen.getByRole('button', { name: '标签操作' }));
    await user.click(await screen.findByRole('menuitem', { name: '关闭全部' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wel/index'));
    expect(tabNames()).toEqual(['首页']);

    await user.click(screen.getByRole('button', { name: '标签操作' }));
    await user.click(await screen.findByRole('menuitem', { name: '搜索' }));
    expect(await screen.findByRole('dialog', { name: '菜单搜索' })).toBeInTheDocument();
  });

  it('clears the server cache after a confirm (oauth/clear-cache)', async () => {
    let cleared = 0;
    server.use(
      mswHttp.get('*/blade-auth/oauth/clear-cache', () => {
        cleared += 1;
        return HttpResponse.json({ code: 200, success: true, msg: '操作成功', data: null });
      }),
    );
    const { user } = await renderApp('/wel/index');
    await user.click(await screen.findByRole('button', { name: '标签操作' }));
    await user.click(await screen.findByRole('menuitem', { name: '清除缓存' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('是否需要清除缓存?');
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    expect(cleared).toBe(0);

    await user.click(screen.getByRole('button', { name: '标签操作' }));
    await user.click(await screen.findByRole('menuitem', { name: '清除缓存' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('清除完毕')).toBeInTheDocument();
    expect(cleared).toBe(1);
  });

  it('keeps the tabs across a reload', async () => {
    const first = await renderApp('/wel/index');
    await first.router.navigate({ to: '/wel/dashboard' });
    await waitFor(() => expect(tabNames()).toEqual(['首页', '仪表盘']));
    first.unmount();
    reloadTags(); // a reload: the store reads the persisted tabs again
    await renderApp('/wel/dashboard');
    await waitFor(() => expect(tabNames()).toEqual(['首页', '仪表盘']));
  });
});

describe('top bar (SPEC §2)', () => {
  it('switches every shell string to English and back', async () => {
    const { user } = await renderApp('/wel/index');
    await within(sidebar()).findByRole('link', { name: '首页' });
    await user.click(screen.getByRole('button', { name: '中 语言: 中文' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'English' }));
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Search menus/ })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Open pages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'User menu: 张三' })).toBeInTheDocument();
    expect(window.localStorage.getItem('language')).toBe('en');
    await user.click(screen.getByRole('button', { name: 'EN Language: English' }));
    await user.click(await screen.findByRole('menuitemradio', { name: '中文' }));
    expect(await screen.findByRole('navigation', { name: '主导航' })).toBeInTheDocument();
  });

  it('picks a theme and a primary colour', async () => {
    const { user } = await renderApp('/wel/index');
    await user.click(await screen.findByRole('button', { name: '主题' }));
    await user.click(await screen.findByRole('menuitemradio', { name: '黑色主题' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    await user.click(screen.getByRole('button', { name: '主题色' }));
    await user.click(await screen.findByRole('button', { name: '#11A983' }));
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#11A983');
    expect(screen.getByRole('button', { name: '#11A983' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the notices addressed to the user, opens one (read) and marks all read', async () => {
    const notice = (n: number, read: boolean): MyNotice => ({
      id: String(n),
      title: `通知${n}`,
      category: 1,
      categoryName: '发布通知',
      content: `通知${n}的内容`,
      releaseTime: '2026-11-22 17:00:00',
      read,
    });
    let notices = [notice(1, false), notice(2, false), notice(3, true)];
    const reads: string[] = [];
    server.use(
      getGetMyNoticesMockHandler(() => ({
        code: 200,
        success: true,
        msg: '',
        data: { notices, total: notices.length, unread: notices.filter((n) => !n.read).length },
      })),
      getReadNoticesMockHandler(({ request }) => {
        const query = new URL(request.url).searchParams;
        reads.push(query.toString());
        const ids = (query.get('ids') ?? '').split(',');
        notices = notices.map((n) =>
          query.get('all') === 'true' || ids.includes(n.id) ? { ...n, read: true } : n,
        );
        return { code: 200, success: true, msg: '', data: null };
      }),
    );
    const { user } = await renderApp('/wel/index');
    await user.click(await screen.findByRole('button', { name: '通知 2 条未读' }));
    const popover = await screen.findByRole('dialog', { name: '通知公告' });
    expect(within(popover).getByText('2 条未读')).toBeInTheDocument();
    await user.click(within(popover).getByRole('button', { name: /通知1/ }));
    expect(await within(popover).findByText('通知1的内容')).toBeInTheDocument();
    expect(await within(popover).findByText('1 条未读')).toBeInTheDocument();
    await user.click(within(popover).getByRole('button', { name: '全部已读' }));
    expect(await within(popover).findByText('0 条未读')).toBeInTheDocument();
    expect(reads).toEqual(['ids=1', 'all=true']);
  });

  it('uploads the error log after a confirm (发送成功!) and clears it after a confirm (清空成功!)', async () => {
    let uploaded: unknown;
    server.use(
      mswHttp.post('*/blade-auth/oauth/logout', async ({ request }) => {
        uploaded = await request.json();
        return HttpResponse.json({ code: 200, success: true, msg: '操作成功', data: null });
      }),
    );
    addErrorLog({ error: new Error('first'), url: 'http://localhost/a' });
    addErrorLog({ error: new Error('second'), url: 'http://localhost/b' });
    const logs = getErrorLogs();
    const { user } = await renderApp('/wel/index');

    await user.click(await screen.findByRole('button', { name: '错误日志（2 条）' }));
    let dialog = await screen.findByRole('dialog', { name: '错误日志' });
    expect(within(dialog).getByText('first')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '上传服务器' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('确定上传本地日志到服务器?');
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('发送成功!')).toBeInTheDocument();
    expect(uploaded).toEqual(logs);
    expect(getErrorLogs()).toEqual([]);

    addErrorLog({ error: new Error('third') });
    await user.click(await screen.findByRole('button', { name: '错误日志（1 条）' }));
    dialog = await screen.findByRole('dialog', { name: '错误日志' });
    await user.click(within(dialog).getByRole('button', { name: '清空本地日志' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('确定清空本地日志记录?');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('清空成功!')).toBeInTheDocument();
    expect(getErrorLogs()).toEqual([]);
  });

  it('signs out from the user menu after a confirm', async () => {
    let logouts = 0;
    server.use(
      mswHttp.get('*/blade-auth/oauth/logout', () => {
        logouts += 1;
        return HttpResponse.json({ code: 200, success: true, msg: '操作成功', data: null });
      }),
    );
    const { router, user } = await renderApp('/wel/dashboard');
    await user.click(await screen.findByRole('button', { name: '用户菜单: 张三' }));
    expect(await screen.findByRole('menuitem', { name: '个人信息' })).toHaveAttribute('href', '/info/index');
    expect(screen.getByRole('menuitem', { name: '首页' })).toHaveAttribute('href', '/wel/index');
    await user.click(screen.getByRole('menuitem', { name: '退出登录' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('退出系统，是否继续？');
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(logouts).toBe(1);
    expect(window.localStorage.getItem('saber-tagList')).toBeNull();
  });
});
