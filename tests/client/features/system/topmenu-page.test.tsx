import { configure, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getGetGrantTopTreeMockHandler,
  getGetMenuButtonsMockHandler,
  getGetTopMenuMockHandler,
  getGetTopTreeKeysMockHandler,
} from '@/api/generated/blade-system/endpoints/menu/menu.msw';
import {
  getGetTopMenuListMockHandler,
  getGrantTopMenuMockHandler,
  getRemoveTopMenuMockHandler,
  getSubmitTopMenuMockHandler,
} from '@/api/generated/blade-system/endpoints/topmenu/topmenu.msw';
import type { TopGrantTree, TopMenu, TopMenuGrant, TopMenuSubmit } from '@/api/generated/blade-system/model';
import { server } from '../../msw-server';
import { renderApp } from '../../render-app';
import { menuNode, signInAsMockAdmin } from '../../support/mock-session';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

// /system/topmenu (顶部菜单) against MSW overrides that behave like the server (top-menu.service.ts and the
// grant service): a list by sort, submit and remove, menu/top-menu for the top bar, and the menus of each top
// menu (blade_top_menu_setting) read by top-tree-keys and replaced by grant.

let topMenus: TopMenu[] = [];
let settings: { topMenuId: string; menuId: string }[] = [];
let submitted: TopMenuSubmit[] = [];
let granted: TopMenuGrant[] = [];
let keyCalls: (string | null)[] = [];

const ok = <T,>(data: T) => ({ code: 200, success: true, msg: '操作成功', data });
type TreeNode = TopGrantTree['menu'][number];
const node = (id: string, title: string, children?: TreeNode[]): TreeNode => ({
  id,
  parentId: '0',
  title,
  key: id,
  value: id,
  ...(children ? { children: children.map((child) => ({ ...child, parentId: id })), hasChildren: true } : {}),
});

const GRANT_TREE = [
  node('100', '系统管理', [node('110', '菜单管理'), node('120', '参数管理')]),
  node('200', '工作台', [node('210', '首页')]),
];

const sorted = () => [...topMenus].sort((a, b) => a.sort - b.sort);

function serveTopMenus() {
  const buttons = ['topmenu_view', 'topmenu_add', 'topmenu_edit', 'topmenu_delete', 'topmenu_setting'];
  server.use(
    getGetMenuButtonsMockHandler(
      ok([
        menuNode(
          'topmenu',
          buttons.map((code) => menuNode(code)),
        ),
      ]),
    ),
    getGetTopMenuMockHandler(() => ok(sorted())),
    getGetTopMenuListMockHandler(({ request }) => {
      const query = new URL(request.url).searchParams;
      const size = Number(query.get('size') ?? 10);
      const records = sorted().filter((m) => m.name.includes(query.get('name') ?? ''));
      return ok({ records, total: records.length, size, current: 1, pages: 1 });
    }),
    getSubmitTopMenuMockHandler(async ({ request }) => {
      const body = (await request.json()) as TopMenuSubmit;
      submitted.push(body);
      const values = {
        code: body.code,
        name: body.name,
        source: body.source ?? '',
        path: body.path ?? '',
        sort: body.sort,
      };
      if (body.id) topMenus = topMenus.map((m) => (m.id === body.id ? { ...m, ...values } : m));
      else topMenus.push({ id: String(500 + topMenus.length), ...values });
      return ok(null);
    }),
    getRemoveTopMenuMockHandler(({ request }) => {
      const gone = new Set((new URL(request.url).searchParams.get('ids') ?? '').split(','));
      topMenus = topMenus.filter((m) => !gone.has(m.id));
      return ok(null);
    }),
    getGetGrantTopTreeMockHandler(ok({ menu: GRANT_TREE })),
    getGetTopTreeKeysMockHandler(({ request }) => {
      const ids = (new URL(request.url).searchParams.get('topMenuIds') ?? '').split(',');
      keyCalls.push(new URL(request.url).searchParams.get('topMenuIds'));
      return ok({ menu: settings.filter((s) => ids.includes(s.topMenuId)).map((s) => s.menuId) });
    }),
    getGrantTopMenuMockHandler(async ({ request }) => {
      const body = (await request.json()) as TopMenuGrant;
      granted.push(body);
      settings = settings.filter((s) => !body.topMenuIds.includes(s.topMenuId));
      for (const topMenuId of body.topMenuIds)
        for (const menuId of body.menuIds) settings.push({ topMenuId, menuId });
      return ok(null);
    }),
  );
}

afterEach(() => {
  toast.dismiss();
});

beforeEach(() => {
  topMenus = [
    { id: '301', code: 'platform', name: '平台管理', source: 'settings', path: '', sort: 1 },
    { id: '302', code: 'purchase', name: '采购业务', source: 'shopping-cart', path: '/wel/index', sort: 2 },
  ];
  settings = [
    { topMenuId: '301', menuId: '100' },
    { topMenuId: '301', menuId: '110' },
    { topMenuId: '301', menuId: '120' },
  ];
  submitted = [];
  granted = [];
  keyCalls = [];
  signInAsMockAdmin();
});

const table = () => screen.getByRole('table', { name: '顶部菜单' });
const rowOf = (text: string) => within(table()).getByText(text).closest('tr') as HTMLElement;
const topBar = () => screen.getByRole('navigation', { name: '顶部菜单' });

async function openTopMenus() {
  serveTopMenus();
  const app = await renderApp('/system/topmenu');
  await within(await screen.findByRole('table', { name: '顶部菜单' })).findByText('平台管理');
  return app;
}

describe('top menus', () => {
  it('adds a top menu with its icon, and the top bar shows it at once', async () => {
    const { user } = await openTopMenus();
    expect(await within(topBar()).findByRole('button', { name: '采购业务' })).toBeInTheDocument();
    expect(within(topBar()).queryByRole('button', { name: '仓储物流' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '新增' }));
    const form = screen.getByRole('dialog');
    await user.type(within(form).getByLabelText('菜单名称'), '仓储物流');
    await user.type(within(form).getByLabelText('菜单编号'), 'stock');
    await user.click(within(form).getByLabelText('菜单图标'));
    await user.type(screen.getByRole('searchbox', { name: '请输入菜单图标' }), 'house');
    await user.click(screen.getByRole('button', { name: 'warehouse' }));
    await user.type(within(form).getByLabelText('菜单排序'), '3', {
      initialSelectionStart: 0,
      initialSelectionEnd: 1,
    });
    await user.click(within(form).getByRole('button', { name: '保存' }));

    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(submitted).toEqual([{ name: '仓储物流', code: 'stock', source: 'warehouse', path: '', sort: 3 }]);
    // The toast can come before the dialog has closed, and the open modal dialog hides the table meanwhile.
    await waitFor(() => expect(within(table()).getByText('仓储物流')).toBeInTheDocument());
    expect(await within(topBar()).findByRole('button', { name: '仓储物流' })).toBeInTheDocument();
  });
});

describe('菜单配置', () => {
  it('starts from the saved menus of the top menu and saves the new choice with grant', async () => {
    const { user } = await openTopMenus();
    await user.click(within(rowOf('平台管理')).getByRole('button', { name: '菜单配置' }));
    const dialog = await screen.findByRole('dialog', { name: '菜单配置: 平台管理' });
    const tree = await within(dialog).findByRole('group', { name: '菜单' });
    expect(keyCalls).toEqual(['301']);
    expect(within(tree).getByRole('checkbox', { name: '系统管理' })).toBeChecked();
    expect(within(tree).getByRole('checkbox', { name: '菜单管理' })).toBeChecked();
    expect(within(tree).getByRole('checkbox', { name: '工作台' })).not.toBeChecked();

    await user.click(within(tree).getByRole('checkbox', { name: '参数管理' }));
    expect(within(tree).getByRole('checkbox', { name: '系统管理' })).toHaveProperty('indeterminate', true);
    await user.click(within(tree).getByRole('checkbox', { name: '工作台' }));
    expect(within(tree).getByRole('checkbox', { name: '首页' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    expect(await screen.findByText('配置成功')).toBeInTheDocument();
    expect(granted).toHaveLength(1);
    expect(granted[0]!.topMenuIds).toEqual(['301']);
    expect([...granted[0]!.menuIds].sort()).toEqual(['110', '200', '210']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Opening it again reads the saved state afresh.
    await user.click(within(rowOf('平台管理')).getByRole('button', { name: '菜单配置' }));
    const again = await screen.findByRole('group', { name: '菜单' });
    expect(within(again).getByRole('checkbox', { name: '工作台' })).toBeChecked();
    expect(within(again).getByRole('checkbox', { name: '参数管理' })).not.toBeChecked();
    expect(keyCalls).toEqual(['301', '301']);
  });

  it('shows an empty choice for a top menu without menus and can be cancelled without saving', async () => {
    const { user } = await openTopMenus();
    await user.click(within(rowOf('采购业务')).getByRole('button', { name: '菜单配置' }));
    const tree = await screen.findByRole('group', { name: '菜单' });
    expect(keyCalls).toEqual(['302']);
    expect(
      within(tree)
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked),
    ).toEqual([]);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(granted).toEqual([]);
  });
});
