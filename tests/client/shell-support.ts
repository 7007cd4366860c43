import { http as mswHttp, HttpResponse } from 'msw';
import { getCreateTokenResponseMock } from '@/api/generated/blade-auth/endpoints/oauth/oauth.msw';
import type { Menu, TopMenu } from '@/api/generated/blade-system/model';
import { setSidebarCollapsed } from '@/components/layout/sidebar-state';
import { reloadErrorLogs } from '@/lib/error-log';
import { setActiveTopMenuId } from '@/lib/menu';
import { setTokens, setUserInfo, type SessionUser } from '@/lib/session';
import { resetTags } from '@/lib/tags';
import { restoreAppearance } from '@/lib/theme';
import { server } from './msw-server';

/** What jsdom lacks and Radix (popper, pointer capture) and the shell (scrollIntoView) use. */
export function installDomPolyfills(): void {
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  const element = Element.prototype as unknown as Record<string, unknown>;
  element.hasPointerCapture ??= () => false;
  element.releasePointerCapture ??= () => {};
  element.scrollIntoView ??= () => {};
}

/** The shell's module-level stores start from (already cleared) storage again. */
export function resetShellStores(): void {
  resetTags();
  reloadErrorLogs();
  restoreAppearance();
  setActiveTopMenuId(undefined);
  setSidebarCollapsed(false);
}

let nextId = 100;

/** A menu entry with the fields the contract requires. */
export function menu(name: string, path: string, more: Partial<Menu> = {}): Menu {
  nextId += 1;
  return {
    id: String(nextId),
    parentId: '0',
    code: path.replace(/\W+/g, '_').replace(/^_|_$/g, '') || `m${nextId}`,
    name,
    alias: name,
    path,
    source: '',
    sort: nextId,
    category: 1,
    action: 0,
    isOpen: 1,
    ...more,
  };
}

/** The menu of these tests: groups with leaves, a role-restricted item, an embedded page, a new-window link. */
export const MENUS: Menu[] = [
  menu('工作台', '/wel', {
    source: 'layout-dashboard',
    children: [
      menu('首页', '/wel/index', { source: 'house' }),
      menu('仪表盘', '/wel/dashboard', { source: 'gauge' }),
    ],
  }),
  menu('需求管理', '/demand', {
    source: 'clipboard-list',
    children: [
      menu('需求单', '/future/needs', { code: 'cg_needs' }),
      menu('需求计划', '/future/plan-needs', { code: 'cg_plan_needs' }),
      menu('审计报表', '/future/audit', { code: 'audit', meta: { roles: ['auditor'] } }),
    ],
  }),
  menu('报表中心', 'https://reports.example.com/view?token=${token}', { code: 'report_center', source: 'x' }),
  menu('帮助文档', 'https://help.example.com/', { code: 'help', isOpen: 2 }),
];

export const TOP_MENU_TREE: Menu[] = [
  menu('需求管理', '/demand', {
    source: 'clipboard-list',
    children: [menu('需求单', '/future/needs', { code: 'cg_needs' })],
  }),
];

export const BUTTONS: Menu[] = [
  menu('用户管理', '/system/user', {
    children: [
      menu('新增', '', { code: 'user_add', category: 2 }),
      menu('修改', '', { code: 'user_edit', category: 2 }),
    ],
  }),
];

const ok = <T>(data: T) => ({ code: 200, success: true, msg: '操作成功', data });

/** Fixed answers for the shell's own calls (menus, buttons, top menus, logout). */
export function serveShell({
  menus = MENUS,
  buttons = BUTTONS,
  topMenus = [] as TopMenu[],
  topMenuTree = TOP_MENU_TREE,
}: { menus?: Menu[]; buttons?: Menu[]; topMenus?: TopMenu[]; topMenuTree?: Menu[] } = {}) {
  server.use(
    mswHttp.get('*/blade-system/menu/routes', ({ request }) =>
      HttpResponse.json(ok(new URL(request.url).searchParams.get('topMenuId') ? topMenuTree : menus)),
    ),
    mswHttp.get('*/blade-system/menu/buttons', () => HttpResponse.json(ok(buttons))),
    mswHttp.get('*/blade-system/menu/top-menu', () => HttpResponse.json(ok(topMenus))),
    mswHttp.get('*/blade-auth/oauth/logout', () => HttpResponse.json(ok(null))),
  );
}

/** A signed-in session in storage, as a successful sign-in leaves it. */
export function signInLocally(user: Partial<SessionUser> = {}): void {
  setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  setUserInfo(
    getCreateTokenResponseMock({
      nick_name: '张三',
      account: 'zhangsan',
      user_name: 'zhangsan',
      tenant_id: '000000',
      user_id: '1123598821738675201',
      role_name: 'administrator',
      avatar: '',
      ...user,
    }),
  );
}
