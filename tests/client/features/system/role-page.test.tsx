import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCreateTokenResponseMock } from '@/api/generated/blade-auth/endpoints/oauth/oauth.msw';
import {
  getGetMenuButtonsMockHandler,
  getGetMenuGrantTreeMockHandler,
  getGetRoleTreeKeysMockHandler,
} from '@/api/generated/blade-system/endpoints/menu/menu.msw';
import {
  getGetRoleDetailMockHandler,
  getGetRoleListMockHandler,
  getGetRoleTreeMockHandler,
  getGrantRoleMockHandler,
  getSubmitRoleMockHandler,
} from '@/api/generated/blade-system/endpoints/role/role.msw';
import type {
  Menu,
  Role,
  RoleGrant,
  RoleSubmit,
  TreeKeys,
  TreeNodesResult,
} from '@/api/generated/blade-system/model';
import { setLanguage } from '@/lib/i18n';
import { setTokens, setUserInfo } from '@/lib/session';
import { server } from '../../msw-server';
import { renderApp } from '../../render-app';

type TreeNode = TreeNodesResult['data'][number];

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

// /system/role (角色管理) against MSW overrides that behave like the server: the role tree with its filters,
// submit, remove (refused while a role is assigned to a user), and the grant dialog's three trees, the role's
// current keys and role/grant, which replaces them.

const ALL_BUTTONS = ['role_view', 'role_add', 'role_edit', 'role_delete'];

type RoleRow = Omit<Role, 'children' | 'hasChildren' | 'parentName'>;
let roles: RoleRow[] = [];
let inUse = new Set<string>();
let submitted: RoleSubmit[] = [];
let removed: string[] = [];
let granted: RoleGrant[] = [];
let keys: Record<string, TreeKeys> = {};
let keyCalls: string[] = [];

const role = (id: string, roleName: string, roleAlias: string, parentId = '0', sort = 1): RoleRow => ({
  id,
  parentId,
  tenantId: '000000',
  roleName,
  roleAlias,
  sort,
});

/** The server's role/list: the matching rows as a forest, with parent names. */
function roleForest(rows: RoleRow[]): Role[] {
  const ids = new Set(rows.map((row) => row.id));
  const names = new Map(roles.map((row) => [row.id, row.roleName]));
  const build = (parentId: string): Role[] =>
    rows
      .filter((row) => (parentId === '0' ? !ids.has(row.parentId) : row.parentId === parentId))
      .map((row) => {
        const children = build(row.id);
        const parentName = row.parentId === '0' ? '顶级' : (names.get(row.parentId) ?? '');
        return children.length
          ? { ...row, parentName, hasChildren: true, children }
          : { ...row, parentName, hasChildren: false };
      });
  return build('0');
}

const node = (id: string, title: string, parentId: string, children?: TreeNode[]): TreeNode => ({
  id,
  parentId,
  title,
  key: id,
  value: id,
  ...(children ? { children } : {}),
});

// menu/grant-tree: menus with their buttons; the scope trees hang scopes under the menus owning them.
const GRANT_TREE = {
  menu: [
    node('100', '系统管理', '0', [
      node('110', '字典管理', '100', [node('111', '新增', '110'), node('112', '修改', '110')]),
      node('120', '参数管理', '100', [node('121', '新增', '120'), node('122', '查看', '120')]),
    ]),
    node('200', '工作台', '0'),
  ],
  dataScope: [
    node('130', '用户管理', '100', [node('301', '本部门用户', '130'), node('302', '全部用户', '130')]),
  ],
  apiScope: [node('130', '用户管理', '100', [node('401', '用户接口', '130')])],
};

function buttonsTree(codes: string[]): Menu[] {
  const menu = (code: string, children?: Menu[]): Menu => ({
    id: code,
    parentId: '0',
    code,
    name: code,
    alias: code,
    path: '',
    source: '',
    sort: 1,
    category: 2,
    action: 0,
    isOpen: 1,
    children,
  });
  return [
    menu(
      'role',
      codes.map((code) => menu(code)),
    ),
  ];
}

const ok = { code: 200, success: true, msg: '操作成功', data: null };

function serveRoles(buttons = ALL_BUTTONS) {
  server.use(
    getGetMenuButtonsMockHandler({ code: 200, success: true, msg: '', data: buttonsTree(buttons) }),
    getGetRoleListMockHandler(({ request }) => {
      const query = new URL(request.url).searchParams;
      const name = query.get('roleName') ?? '';
      const alias = query.get('roleAlias') ?? '';
      const rows = roles.filter((r) => r.roleName.includes(name) && r.roleAlias.includes(alias));
      return { code: 200, success: true, msg: '', data: roleForest(rows) };
    }),
    getGetRoleTreeMockHandler(() => {
      const toNode = (r: Role): TreeNode => node(r.id, r.roleName, r.parentId, r.children?.map(toNode));
      return { code: 200, success: true, msg: '', data: roleForest(roles).map(toNode) };
    }),
    getGetRoleDetailMockHandler(({ request }) => {
      const id = new URL(request.url).searchParams.get('id');
      const row = roles.find((r) => r.id === id)!;
      const parent = roles.find((r) => r.id === row.parentId);
      return { code: 200, success: true, msg: '', data: { ...row, parentName: parent?.roleName ?? '顶级' } };
    }),
    getSubmitRoleMockHandler(async ({ request }) => {
      const body = (await request.json()) as RoleSubmit;
      submitted.push(body);
      const parentId = body.parentId || '0';
      if (body.id) roles = roles.map((r) => (r.id === body.id ? { ...r, ...body, parentId } : r));
      else roles.push(role(String(900 + roles.length), body.roleName, body.roleAlias, parentId, body.sort));
      return ok;
    }),
    http.post('*/blade-system/role/remove', ({ request }) => {
      const ids = new URL(request.url).searchParams.get('ids') ?? '';
      removed.push(ids);
      const held = roles.filter((r) => ids.split(',').includes(r.id) && inUse.has(r.id));
      if (held.length) {
        const msg = `角色仍被用户使用,不能删除: ${held.map((r) => r.roleName).join(',')}`;
        return HttpResponse.json({ code: 400, success: false, msg, data: null }, { status: 400 });
      }
      roles = roles.filter((r) => !ids.split(',').includes(r.id));
      return HttpResponse.json(ok);
    }),
    getGetMenuGrantTreeMockHandler({ code: 200, success: true, msg: '', data: GRANT_TREE }),
    getGetRoleTreeKeysMockHandler(({ request }) => {
      const roleIds = new URL(request.url).searchParams.get('roleIds') ?? '';
      keyCalls.push(roleIds);
      return {
        code: 200,
        success: true,
        msg: '',
        data: keys[roleIds] ?? { menu: [], dataScope: [], apiScope: [] },
      };
    }),
    getGrantRoleMockHandler(async ({ request }) => {
      const body = (await request.json()) as RoleGrant;
      granted.push(body);
      for (const id of body.roleIds)
        keys[id] = {
          menu: body.menuIds,
          dataScope: body.dataScopeIds ?? [],
          apiScope: body.apiScopeIds ?? [],
        };
      return ok;
    }),
  );
}

function signIn() {
  setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  setUserInfo(getCreateTokenResponseMock({ nick_name: '管理员', account: 'admin', tenant_id: '000000' }));
}

afterEach(() => {
  toast.dismiss();
});

beforeEach(() => {
  roles = [
    role('1', '采购总部', 'hq', '0', 1),
    role('2', '采购分部', 'branch', '1', 1),
    role('3', '财务', 'finance', '0', 2),
  ];
  inUse = new Set(['2']);
  submitted = [];
  removed = [];
  granted = [];
  keyCalls = [];
  // 采购总部 holds 参数管理 and its 新增 button (saved with the partly checked 系统管理) and one data scope.
  keys = { '1': { menu: ['100', '120', '121'], dataScope: ['301'], apiScope: [] } };
  signIn();
});

const grid = () => screen.getByRole('treegrid');
/** The row whose role name (the first column, beside its expand button) is `name`. */
const rowOf = (name: string) => {
  const row = within(grid())
    .getAllByRole('row')
    .find((tr) => tr.querySelector('td span.inline-flex')?.textContent === name);
  if (!row) throw new Error(`no row ${name}`);
  return row;
};
const dialog = () => screen.getByRole('dialog');

async function openRoles(path = '/system/role') {
  serveRoles();
  const view = await renderApp(path);
  await within(await screen.findByRole('treegrid', { name: '角色管理' })).findByText('采购分部');
  return view;
}

describe('the role tree', () => {
  it('shows the roles as a tree with parent names, and searches by name and alias through the URL', async () => {
    const { user, router } = await openRoles();
    expect(rowOf('采购分部')).toHaveAttribute('aria-level', '2');
    expect(within(rowOf('采购分部')).getByText('采购总部')).toBeInTheDocument();
    expect(within(rowOf('财务')).getByText('顶级')).toBeInTheDocument();

    const search = screen.getByRole('search');
    await user.type(within(search).getByLabelText('角色别名'), 'fin');
    await user.click(within(search).getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(within(grid()).queryByText('采购总部')).not.toBeInTheDocument());
    expect(within(grid()).getByText('财务')).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ roleAlias: 'fin' });
  });

  it('adds a child role under the row whose 新增子项 was clicked', async () => {
    const { user } = await openRoles();
    await user.click(within(rowOf('采购总部')).getByRole('button', { name: '新增子项' }));
    const form = dialog();
    expect(within(form).getByLabelText('上级角色')).toHaveTextContent('采购总部');
    await user.type(within(form).getByLabelText('角色名称'), '采购员');
    await user.type(within(form).getByLabelText('角色别名'), 'buyer');
    await user.click(within(form).getByRole('button', { name: '保存' }));

    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(submitted).toEqual([{ roleName: '采购员', roleAlias: 'buyer', parentId: '1', sort: 1 }]);
    expect(await within(grid()).findByText('采购员')).toBeInTheDocument();
    expect(rowOf('采购员')).toHaveAttribute('aria-level', '2');
  });

  it('says what is wrong with the alias before sending it', async () => {
    const { user } = await openRoles();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const form = dialog();
    await user.type(within(form).getByLabelText('角色名称'), '仓管');
    await user.type(within(form).getByLabelText('角色别名'), '仓管');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('角色别名只能包含字母、数字、下划线和短横线')).toBeInTheDocument();
    expect(submitted).toEqual([]);
  });

  it('edits a role from its detail and sends its id', async () => {
    const { user } = await openRoles();
    await user.click(within(rowOf('财务')).getByRole('button', { name: '编辑' }));
    const form = await screen.findByRole('dialog');
    expect(within(form).getByLabelText('角色别名')).toHaveValue('finance');
    await user.clear(within(form).getByLabelText('角色名称'));
    await user.type(within(form).getByLabelText('角色名称'), '财务部');
    await user.click(within(form).getByRole('button', { name: '修改' }));

    expect(await screen.findByText('更新成功')).toBeInTheDocument();
    expect(submitted).toEqual([{ id: '3', roleName: '财务部', roleAlias: 'finance', sort: 2 }]);
    expect(await within(grid()).findByText('财务部')).toBeInTheDocument();
  });
});

describe('deleting roles', () => {
  it("shows the server's reason when a role is still assigned to a user, and keeps it", async () => {
    const { user } = await openRoles();
    await user.click(within(rowOf('采购分部')).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('确定将选择数据删除?');
    await user.click(within(confirm).getByRole('button', { name: '删除' }));

    expect(await screen.findByText('角色仍被用户使用,不能删除: 采购分部')).toBeInTheDocument();
    expect(removed).toEqual(['2']);
    expect(screen.queryByText('删除成功')).not.toBeInTheDocument();
    expect(within(grid()).getByText('采购分部')).toBeInTheDocument();
  });

  it('batch-deletes the selected roles', async () => {
    roles.push(role('4', '临时', 'temp', '0', 3));
    const { user } = await openRoles();
    await user.click(within(rowOf('财务')).getByRole('checkbox'));
    await user.click(within(rowOf('临时')).getByRole('checkbox'));
    await user.click(screen.getAllByRole('button', { name: '删除' })[0]!);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' }));

    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(removed).toEqual(['3,4']);
    await waitFor(() => expect(within(grid()).queryByText('临时')).not.toBeInTheDocument());
  });
});

describe('权限设置', () => {
  it("loads the three trees with the role's grants checked, and saves menus, data scopes and API scopes", async () => {
    const { user } = await openRoles();
    await user.click(within(rowOf('采购总部')).getByRole('button', { name: '权限设置' }));
    const grant = await screen.findByRole('dialog', { name: '权限设置 · 采购总部' });
    const menuTree = await within(grant).findByRole('group', { name: '菜单权限' });
    expect(keyCalls).toEqual(['1']);

    // 参数管理 has one of its two buttons: mixed, like 系统管理 above it; 字典管理 has none.
    expect(within(menuTree).getByRole('checkbox', { name: '参数管理' })).toBePartiallyChecked();
    expect(within(menuTree).getByRole('checkbox', { name: '系统管理' })).toBePartiallyChecked();
    expect(within(menuTree).getByRole('checkbox', { name: '字典管理' })).not.toBeChecked();
    await user.click(within(menuTree).getByRole('checkbox', { name: '字典管理' }));
    expect(within(menuTree).getByRole('checkbox', { name: '字典管理' })).toBeChecked();

    await user.click(within(grant).getByRole('tab', { name: '数据权限' }));
    const dataTree = within(grant).getByRole('group', { name: '数据权限' });
    expect(within(dataTree).getByRole('checkbox', { name: '本部门用户' })).toBeChecked();
    await user.click(within(dataTree).getByRole('checkbox', { name: '全部用户' }));
    expect(within(dataTree).getByRole('checkbox', { name: '用户管理' })).toBeChecked();

    await user.click(within(grant).getByRole('tab', { name: '接口权限' }));
    const apiTree = within(grant).getByRole('group', { name: '接口权限' });
    expect(within(apiTree).getByRole('checkbox', { name: '用户接口' })).not.toBeChecked();
    await user.click(within(apiTree).getByRole('checkbox', { name: '用户接口' }));

    await user.click(within(grant).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('权限设置成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(granted).toHaveLength(1);
    const [saved] = granted;
    expect(saved!.roleIds).toEqual(['1']);
    // The dictionary menu with its buttons, the parameter grant as it was, and the partly checked 系统管理
    // that keeps them reachable.
    expect([...saved!.menuIds].sort()).toEqual(['100', '110', '111', '112', '120', '121']);
    // Only scopes: the menu grouping them in the tree is not a scope.
    expect([...saved!.dataScopeIds!].sort()).toEqual(['301', '302']);
    expect(saved!.apiScopeIds).toEqual(['401']);
  });

  it('reopens on the saved grants, and unchecking a whole menu drops its partly checked parent too', async () => {
    keys['3'] = { menu: ['100', '110', '111', '112'], dataScope: [], apiScope: [] };
    const { user } = await openRoles();
    await user.click(within(rowOf('财务')).getByRole('button', { name: '权限设置' }));
    const grant = await screen.findByRole('dialog', { name: '权限设置 · 财务' });
    const menuTree = await within(grant).findByRole('group', { name: '菜单权限' });
    expect(within(menuTree).getByRole('checkbox', { name: '字典管理' })).toBeChecked();
    await user.click(within(menuTree).getByRole('checkbox', { name: '字典管理' }));
    await user.click(within(menuTree).getByRole('checkbox', { name: '工作台' }));
    await user.click(within(grant).getByRole('button', { name: '保存' }));

    expect(await screen.findByText('权限设置成功')).toBeInTheDocument();
    expect(granted[0]).toMatchObject({ roleIds: ['3'], menuIds: ['200'], dataScopeIds: [], apiScopeIds: [] });
  });

  it('needs exactly one selected role for the toolbar button', async () => {
    const { user } = await openRoles();
    const toolbarGrant = () => screen.getAllByRole('button', { name: '权限设置' })[0]!;
    await user.click(toolbarGrant());
    expect(await screen.findByText('请选择至少一条数据')).toBeInTheDocument();
    await user.click(within(rowOf('财务')).getByRole('checkbox'));
    await user.click(within(rowOf('采购总部')).getByRole('checkbox'));
    await user.click(toolbarGrant());
    expect(await screen.findByText('只能选择一条数据')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(rowOf('采购总部')).getByRole('checkbox'));
    await user.click(toolbarGrant());
    expect(await screen.findByRole('dialog', { name: '权限设置 · 财务' })).toBeInTheDocument();
  });
});

describe('permissions and language', () => {
  it('shows only what the buttons allow', async () => {
    serveRoles(['role_view']);
    await renderApp('/system/role');
    await within(await screen.findByRole('treegrid')).findByText('财务');
    expect(within(rowOf('财务')).getByRole('button', { name: '查看' })).toBeInTheDocument();
    for (const name of ['新增', '删除', '编辑', '权限设置', '新增子项'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    await setLanguage('en');
    serveRoles();
    const { user } = await renderApp('/system/role');
    await within(await screen.findByRole('treegrid', { name: 'Roles' })).findByText('财务');
    await user.click(within(rowOf('财务')).getByRole('button', { name: 'Permissions' }));
    const grant = await screen.findByRole('dialog', { name: 'Permissions · 财务' });
    expect(within(grant).getByRole('tab', { name: 'Data scopes' })).toBeInTheDocument();
    expect(within(grant).getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});
