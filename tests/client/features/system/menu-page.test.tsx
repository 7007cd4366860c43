import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getGetMenuButtonsMockHandler,
  getGetMenuDetailMockHandler,
  getGetMenuLazyListMockHandler,
  getGetMenuListMockHandler,
  getGetMenuTreeMockHandler,
  getRemoveMenuMockHandler,
} from '@/api/generated/blade-system/endpoints/menu/menu.msw';
import type { MenuSubmit, MenuView } from '@/api/generated/blade-system/model';
import { server } from '../../msw-server';
import { renderApp } from '../../render-app';
import { menuNode, signInAsMockAdmin } from '../../support/mock-session';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

// /system/menu (菜单管理) against MSW overrides that behave like the server (menu.service.ts): one level per
// lazy-list call with hasChildren, the filtered tree of list, the menu-only tree of tree, detail, and a submit
// that checks the parent and refuses to put a menu below itself.

type Row = Omit<MenuView, 'parentName' | 'categoryName' | 'actionName' | 'isOpenName' | 'children'>;

let rows: Row[] = [];
let lazyCalls: (string | null)[] = [];
let listCalls: URLSearchParams[] = [];
let submitted: MenuSubmit[] = [];
let removed: string[] = [];

const row = (id: string, parentId: string, name: string, extra: Partial<Row> = {}): Row => ({
  id,
  parentId,
  name,
  nameEn: '',
  code: `code_${id}`,
  alias: 'menu',
  path: `/p/${id}`,
  source: '',
  sort: Number(id.slice(-1)),
  category: 1,
  action: 0,
  isOpen: 1,
  remark: '',
  ...extra,
});

function seed() {
  rows = [
    row('100', '0', '系统管理', { code: 'system', path: '/system', source: 'settings' }),
    row('110', '100', '菜单管理', { code: 'menu', path: '/system/menu' }),
    row('111', '110', '新增', { code: 'menu_add', category: 2, action: 1, path: '' }),
    row('120', '100', '参数管理', { code: 'param', path: '/system/param' }),
    row('200', '0', '工作台', { code: 'desk', path: '/wel', source: 'layout-dashboard' }),
  ];
}

const view = (r: Row): MenuView => ({
  ...r,
  parentName: rows.find((p) => p.id === r.parentId)?.name ?? '顶级',
  categoryName: r.category === 2 ? '按钮' : '菜单',
  actionName: '',
  isOpenName: r.isOpen === 2 ? '是' : '否',
});

const bySort = (a: Row, b: Row) => a.sort - b.sort || a.id.localeCompare(b.id);

function forest<T extends { id: string; parentId: string; children?: T[]; hasChildren?: boolean }>(
  items: T[],
) {
  const nodes = new Map(items.map((item) => [item.id, { ...item }]));
  const roots: T[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent) {
      (parent.children ??= []).push(node);
      parent.hasChildren = true;
    } else roots.push(node);
  }
  return roots;
}

const ok = <T,>(data: T) => ({ code: 200, success: true, msg: '操作成功', data });

/** The submit rules of menu.service.ts: the parent must exist and must not be the menu or lie below it. */
function submitAnswer(body: MenuSubmit): Response {
  const parentId = body.parentId || '0';
  const refuse = (msg: string) =>
    HttpResponse.json({ code: 400, success: false, msg, data: null }, { status: 400 });
  if (parentId !== '0') {
    if (!rows.some((r) => r.id === parentId)) return refuse(`上级不存在: ${parentId}`);
    for (
      let at: string | undefined = parentId;
      at && at !== '0';
      at = rows.find((r) => r.id === at)?.parentId
    )
      if (at === body.id) return refuse('上级不能选择自身或其下级');
  }
  const values = {
    parentId,
    code: body.code,
    name: body.name,
    nameEn: body.nameEn ?? '',
    alias: body.alias || 'menu',
    path: body.path,
    source: body.source ?? '',
    sort: body.sort,
    category: body.category,
    action: body.action ?? 0,
    isOpen: body.isOpen ?? 1,
    remark: body.remark ?? '',
  };
  const id = body.id ?? String(900 + submitted.length);
  rows = body.id ? rows.map((r) => (r.id === id ? { ...r, ...values } : r)) : [...rows, { id, ...values }];
  return HttpResponse.json(ok(view(rows.find((r) => r.id === id)!)));
}

function serveMenus() {
  server.use(
    getGetMenuButtonsMockHandler(
      ok([
        menuNode(
          'menu',
          ['menu_view', 'menu_add', 'menu_edit', 'menu_delete'].map((code) => menuNode(code)),
        ),
      ]),
    ),
    getGetMenuLazyListMockHandler(({ request }) => {
      const parentId = new URL(request.url).searchParams.get('parentId');
      lazyCalls.push(parentId);
      const level = rows.filter((r) => r.parentId === (parentId || '0')).sort(bySort);
      return ok(level.map((r) => ({ ...view(r), hasChildren: rows.some((c) => c.parentId === r.id) })));
    }),
    getGetMenuListMockHandler(({ request }) => {
      const query = new URL(request.url).searchParams;
      listCalls.push(query);
      const name = query.get('name') ?? '';
      const code = query.get('code') ?? '';
      return ok(
        forest(
          rows
            .filter((r) => r.name.includes(name) && r.code.includes(code))
            .sort(bySort)
            .map(view),
        ),
      );
    }),
    getGetMenuTreeMockHandler(() =>
      ok(
        forest(
          rows
            .filter((r) => r.category === 1)
            .sort(bySort)
            .map((r) => ({ id: r.id, parentId: r.parentId, title: r.name, key: r.id, value: r.id })),
        ),
      ),
    ),
    getGetMenuDetailMockHandler(({ request }) => {
      const id = new URL(request.url).searchParams.get('id');
      return ok(view(rows.find((r) => r.id === id)!));
    }),
    http.post('*/blade-system/menu/submit', async ({ request }) => {
      const body = (await request.json()) as MenuSubmit;
      submitted.push(body);
      return submitAnswer(body);
    }),
    getRemoveMenuMockHandler(({ request }) => {
      const ids = new URL(request.url).searchParams.get('ids') ?? '';
      removed.push(ids);
      const gone = new Set(ids.split(','));
      rows = rows.filter((r) => !gone.has(r.id));
      return ok(null);
    }),
  );
}

afterEach(() => {
  toast.dismiss();
});

beforeEach(() => {
  seed();
  lazyCalls = [];
  listCalls = [];
  submitted = [];
  removed = [];
  signInAsMockAdmin();
});

const grid = () => screen.getByRole('treegrid', { name: '菜单管理' });
const rowOf = (text: string) => within(grid()).getByText(text).closest('tr') as HTMLElement;
const dialog = () => screen.getByRole('dialog');

async function openMenus(path = '/system/menu') {
  serveMenus();
  const app = await renderApp(path);
  await within(await screen.findByRole('treegrid', { name: '菜单管理' })).findByText('系统管理');
  return app;
}

describe('the menu tree', () => {
  it('shows the top level first and loads a menu’s children through lazy-list when it is expanded', async () => {
    const { user } = await openMenus();
    expect(lazyCalls).toEqual(['0']);
    expect(within(grid()).queryByText('菜单管理')).not.toBeInTheDocument();
    expect(rowOf('工作台')).toHaveAttribute('aria-level', '1');

    await user.click(within(rowOf('系统管理')).getByRole('button', { name: '展开 系统管理' }));
    expect(await within(grid()).findByText('菜单管理')).toBeInTheDocument();
    expect(lazyCalls).toEqual(['0', '100']);
    expect(rowOf('菜单管理')).toHaveAttribute('aria-level', '2');
    expect(rowOf('参数管理')).toHaveTextContent('/system/param');

    await user.click(within(rowOf('菜单管理')).getByRole('button', { name: '展开 菜单管理' }));
    await within(grid()).findByText('新增');
    const button = rowOf('新增');
    expect(lazyCalls).toEqual(['0', '100', '110']);
    expect(button).toHaveAttribute('aria-level', '3');
    expect(within(button).getByText('按钮')).toBeInTheDocument();
    expect(within(button).getByText('工具栏')).toBeInTheDocument();
    // A button is a leaf: no child can be added below it.
    expect(within(button).queryByRole('button', { name: '新增子项' })).not.toBeInTheDocument();
    expect(within(rowOf('菜单管理')).getByRole('button', { name: '新增子项' })).toBeInTheDocument();
  });

  it('searches through menu/list and shows the matches with their subtrees', async () => {
    const { user, router } = await openMenus();
    const search = screen.getByRole('search');
    await user.type(within(search).getByLabelText('菜单名称'), '菜单');
    await user.click(within(search).getByRole('button', { name: '搜索' }));

    expect(await within(grid()).findByText('菜单管理')).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ name: '菜单' });
    expect(listCalls.at(-1)?.get('name')).toBe('菜单');
    expect(within(grid()).queryByText('工作台')).not.toBeInTheDocument();
  });
});

describe('adding and editing menus', () => {
  it('adds a child with the parent preset, its icon, category and sort, and shows it in the open level', async () => {
    const { user } = await openMenus();
    await user.click(within(rowOf('系统管理')).getByRole('button', { name: '展开 系统管理' }));
    await within(grid()).findByText('参数管理');

    await user.click(within(rowOf('系统管理')).getByRole('button', { name: '新增子项' }));
    const form = dialog();
    expect(within(form).getByLabelText('上级菜单')).toHaveTextContent('系统管理');
    expect(within(form).getByLabelText('菜单类型')).toHaveDisplayValue('菜单');

    await user.type(within(form).getByLabelText('菜单名称'), '仓库看板');
    await user.type(within(form).getByLabelText('菜单编号'), 'store_board');
    await user.type(within(form).getByLabelText('路由地址'), '/system/store-board');
    await user.click(within(form).getByLabelText('菜单图标'));
    await user.type(screen.getByRole('searchbox', { name: '请输入菜单图标' }), 'ware');
    await user.click(screen.getByRole('button', { name: 'warehouse' }));
    expect(within(form).getByLabelText('菜单图标')).toHaveTextContent('warehouse');
    expect(within(form).getByLabelText('菜单排序')).toHaveValue(1);
    await user.type(within(form).getByLabelText('菜单排序'), '5', {
      initialSelectionStart: 0,
      initialSelectionEnd: 1,
    });
    await user.click(within(form).getByRole('button', { name: '保存' }));

    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(submitted).toEqual([
      expect.objectContaining({
        parentId: '100',
        name: '仓库看板',
        code: 'store_board',
        path: '/system/store-board',
        source: 'warehouse',
        category: 1,
        action: 0,
        sort: 5,
        isOpen: 1,
      }),
    ]);
    expect(submitted[0]).not.toHaveProperty('id');
    // The open level is loaded again, so the new child shows without expanding anew.
    expect(await within(grid()).findByText('仓库看板')).toBeInTheDocument();
    expect(rowOf('仓库看板')).toHaveAttribute('aria-level', '2');
  });

  it('asks a button for its position instead of an icon, and sends category 2 with the action', async () => {
    const { user } = await openMenus();
    await user.click(within(rowOf('工作台')).getByRole('button', { name: '新增子项' }));
    const form = dialog();
    expect(within(form).queryByLabelText('按钮功能')).not.toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('菜单类型'), '按钮');
    expect(within(form).queryByLabelText('菜单图标')).not.toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('按钮功能'), '操作栏');
    await user.type(within(form).getByLabelText('菜单名称'), '导出');
    await user.type(within(form).getByLabelText('菜单编号'), 'desk_export');
    await user.click(within(form).getByRole('button', { name: '保存' }));

    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(submitted[0]).toMatchObject({
      parentId: '200',
      code: 'desk_export',
      category: 2,
      action: 2,
      sort: 1,
    });
  });

  it('says what a menu needs before sending it', async () => {
    const { user } = await openMenus();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const form = dialog();
    await user.type(within(form).getByLabelText('菜单编号'), 'bad code');
    await user.clear(within(form).getByLabelText('菜单排序'));
    await user.click(within(form).getByRole('button', { name: '保存' }));

    expect(await within(form).findByText('请输入菜单名称')).toBeInTheDocument();
    expect(within(form).getByText('菜单编号只能包含字母、数字、下划线和短横线')).toBeInTheDocument();
    expect(within(form).getByText('请输入菜单排序')).toBeInTheDocument();
    expect(submitted).toEqual([]);
  });

  it('offers no parent below the edited menu, and shows the server’s refusal when the tree was out of date', async () => {
    const { user } = await openMenus();
    // Another administrator moves 工作台 below 菜单管理 after this screen loaded its parent choices.
    rows = rows.map((r) => (r.id === '200' ? { ...r, parentId: '110' } : r));

    await user.click(within(rowOf('系统管理')).getByRole('button', { name: '编辑' }));
    const form = await screen.findByRole('dialog');
    expect(within(form).getByLabelText('菜单名称')).toHaveValue('系统管理');
    await user.click(within(form).getByLabelText('上级菜单'));
    expect(screen.queryByRole('button', { name: '系统管理' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '工作台' }));
    await user.click(within(form).getByRole('button', { name: '修改' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('上级不能选择自身或其下级');
    expect(submitted[0]).toMatchObject({ id: '100', parentId: '200' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByText('更新成功')).not.toBeInTheDocument();
    expect(rows.find((r) => r.id === '100')?.parentId).toBe('0');
  });

  it('shows a menu read-only from its detail', async () => {
    const { user } = await openMenus();
    await user.click(within(rowOf('工作台')).getByRole('button', { name: '查看' }));
    const form = await screen.findByRole('dialog');
    expect(within(form).getByRole('heading', { name: '查看菜单' })).toBeInTheDocument();
    expect(within(form).getByLabelText('菜单编号')).toHaveValue('desk');
    expect(within(form).getByLabelText('菜单编号')).toHaveAttribute('readonly');
    expect(within(form).getByLabelText('菜单图标')).toHaveValue('layout-dashboard');
    expect(within(form).queryByRole('button', { name: /保存|修改/ })).not.toBeInTheDocument();
  });
});

describe('deleting menus', () => {
  it('batch-deletes the selected rows after confirmation', async () => {
    const { user } = await openMenus();
    await user.click(within(rowOf('系统管理')).getByRole('button', { name: '展开 系统管理' }));
    await within(grid()).findByText('参数管理');
    await user.click(within(rowOf('参数管理')).getByRole('checkbox'));
    await user.click(within(rowOf('工作台')).getByRole('checkbox'));
    await user.click(screen.getAllByRole('button', { name: '删除' })[0]!);
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: '删除' }));

    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(removed).toHaveLength(1);
    expect(removed[0]!.split(',').sort()).toEqual(['120', '200']);
    await waitFor(() => expect(within(grid()).queryByText('工作台')).not.toBeInTheDocument());
    await waitFor(() => expect(within(grid()).queryByText('参数管理')).not.toBeInTheDocument());
  });
});
