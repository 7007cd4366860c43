import { configure, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCreateTokenResponseMock } from '@/api/generated/blade-auth/endpoints/oauth/oauth.msw';
import {
  getGetApiScopeListMockHandler,
  getRemoveApiScopeMockHandler,
  getSubmitApiScopeMockHandler,
} from '@/api/generated/blade-system/endpoints/api-scope/api-scope.msw';
import {
  getGetDataScopeListMockHandler,
  getRemoveDataScopeMockHandler,
  getSubmitDataScopeMockHandler,
} from '@/api/generated/blade-system/endpoints/data-scope/data-scope.msw';
import { getGetDictionaryMockHandler } from '@/api/generated/blade-system/endpoints/dict/dict.msw';
import {
  getGetMenuButtonsMockHandler,
  getGetMenuListMockHandler,
} from '@/api/generated/blade-system/endpoints/menu/menu.msw';
import type {
  ApiScope,
  ApiScopeSubmit,
  DataScope,
  DataScopeSubmit,
  Menu,
  MenuView,
} from '@/api/generated/blade-system/model';
import { setTokens, setUserInfo } from '@/lib/session';
import { server } from '../../msw-server';
import { renderApp } from '../../render-app';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

// /authority/datascope (数据权限) and /authority/apiscope (接口权限): one screen in two configurations, against
// MSW overrides that behave like the server: menu/list (menus and buttons as a tree, filtered by name and code),
// each kind's list by menu, submit and remove.

const BUTTONS = ['data_scope_setting', 'api_scope_setting'];

const SCOPE_TYPES: Record<number, string> = {
  1: '全部可见',
  2: '本人可见',
  3: '所在机构可见',
  4: '所在机构及子级可见',
  5: '自定义',
};
const API_TYPES: Record<number, string> = { 1: '系统接口', 2: '业务接口' };

let dataScopes: DataScope[] = [];
let apiScopes: ApiScope[] = [];
let dataListCalls: URLSearchParams[] = [];
let menuListCalls: URLSearchParams[] = [];
let dataSubmitted: DataScopeSubmit[] = [];
let apiSubmitted: ApiScopeSubmit[] = [];
let apiRemoved: string[] = [];

function menuView(id: string, name: string, code: string, parentId: string, extra: Partial<MenuView> = {}) {
  return {
    id,
    parentId,
    code,
    name,
    nameEn: '',
    alias: 'menu',
    path: `/system/${code}`,
    source: '',
    sort: 1,
    category: 1,
    action: 0,
    isOpen: 1,
    remark: '',
    parentName: '',
    categoryName: '菜单',
    actionName: '',
    isOpenName: '否',
    ...extra,
  } satisfies MenuView;
}

const MENUS: MenuView[] = [
  menuView('10', '系统管理', 'system', '0', {
    children: [
      menuView('11', '用户管理', 'user', '10', {
        children: [menuView('12', '新增', 'user_add', '11', { category: 2 })],
      }),
      menuView('13', '参数管理', 'param', '10'),
    ],
  }),
  menuView('20', '工作台', 'desk', '0'),
];

/** menu/list with filters answers the matching rows (here: flattened, as roots). */
function filterMenus(name: string, code: string): MenuView[] {
  if (!name && !code) return MENUS;
  const all = (rows: MenuView[]): MenuView[] => rows.flatMap((row) => [row, ...all(row.children ?? [])]);
  return all(MENUS)
    .filter((row) => row.name.includes(name) && row.code.includes(code))
    .map(({ children: _children, ...row }) => row);
}

const dataScope = (id: string, menuId: string, scopeName: string, scopeType = 1): DataScope => ({
  id,
  menuId,
  resourceCode: `code_${id}`,
  scopeName,
  scopeField: '*',
  scopeClass: '',
  scopeColumn: 'create_dept',
  scopeType,
  scopeTypeName: SCOPE_TYPES[scopeType]!,
  scopeValue: '',
  remark: '',
});

const apiScope = (id: string, menuId: string, scopeName: string, scopePath: string): ApiScope => ({
  id,
  menuId,
  resourceCode: `api_${id}`,
  scopeName,
  scopePath,
  scopeType: 2,
  scopeTypeName: API_TYPES[2]!,
  remark: '',
});

function page<T extends { menuId: string }>(rows: T[], request: Request) {
  const query = new URL(request.url).searchParams;
  const current = Number(query.get('current') ?? 1);
  const size = Number(query.get('size') ?? 10);
  const menuId = query.get('menuId');
  const matching = rows.filter((row) => !menuId || row.menuId === menuId);
  return {
    code: 200,
    success: true,
    msg: '',
    data: {
      records: matching.slice((current - 1) * size, current * size),
      total: matching.length,
      size,
      current,
      pages: Math.ceil(matching.length / size),
    },
  };
}

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
      'scopes',
      codes.map((code) => menu(code)),
    ),
  ];
}

const ok = { code: 200, success: true, msg: '操作成功', data: null };

function serveScopes(buttons = BUTTONS) {
  server.use(
    getGetMenuButtonsMockHandler({ code: 200, success: true, msg: '', data: buttonsTree(buttons) }),
    getGetMenuListMockHandler(({ request }) => {
      const query = new URL(request.url).searchParams;
      menuListCalls.push(query);
      return {
        code: 200,
        success: true,
        msg: '',
        data: filterMenus(query.get('name') ?? '', query.get('code') ?? ''),
      };
    }),
    getGetDictionaryMockHandler(({ request }) => {
      const code = new URL(request.url).searchParams.get('code') ?? '';
      const labels = code === 'data_scope_type' ? SCOPE_TYPES : code === 'api_scope_type' ? API_TYPES : {};
      return {
        code: 200,
        success: true,
        msg: '',
        data: Object.entries(labels).map(([key, value], index) => ({
          id: `${code}-${key}`,
          parentId: '1',
          code,
          dictKey: key,
          dictValue: value,
          sort: index,
          remark: '',
        })),
      };
    }),
    getGetDataScopeListMockHandler(({ request }) => {
      dataListCalls.push(new URL(request.url).searchParams);
      return page(dataScopes, request);
    }),
    getSubmitDataScopeMockHandler(async ({ request }) => {
      const body = (await request.json()) as DataScopeSubmit;
      dataSubmitted.push(body);
      dataScopes.push({
        ...dataScope(String(500 + dataScopes.length), body.menuId, body.scopeName, body.scopeType),
        resourceCode: body.resourceCode,
      });
      return ok;
    }),
    getRemoveDataScopeMockHandler(ok),
    getGetApiScopeListMockHandler(({ request }) => page(apiScopes, request)),
    getSubmitApiScopeMockHandler(async ({ request }) => {
      apiSubmitted.push((await request.json()) as ApiScopeSubmit);
      return ok;
    }),
    getRemoveApiScopeMockHandler(({ request }) => {
      const ids = new URL(request.url).searchParams.get('ids') ?? '';
      apiRemoved.push(ids);
      apiScopes = apiScopes.filter((row) => !ids.split(',').includes(row.id));
      return ok;
    }),
  );
}

afterEach(() => {
  toast.dismiss();
});

beforeEach(() => {
  dataScopes = [dataScope('301', '11', '本部门用户', 3), dataScope('302', '13', '全部参数', 1)];
  apiScopes = [
    apiScope('401', '13', '参数接口', '/api/blade-system/param'),
    apiScope('402', '11', '用户接口', '/api/blade-user'),
  ];
  dataListCalls = [];
  menuListCalls = [];
  dataSubmitted = [];
  apiSubmitted = [];
  apiRemoved = [];
  setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  setUserInfo(getCreateTokenResponseMock({ nick_name: '管理员', account: 'admin', tenant_id: '000000' }));
});

const rowOf = (container: HTMLElement, name: string) => {
  const row = within(container)
    .getAllByRole('row')
    .find((tr) => Array.from(tr.querySelectorAll('td')).some((td) => td.textContent === name));
  if (!row) throw new Error(`no row ${name}`);
  return row;
};

async function openScreen(path: string, title: string) {
  serveScopes();
  const view = await renderApp(path);
  const tree = await screen.findByRole('treegrid', { name: title });
  await within(tree).findByText('用户管理');
  return { ...view, tree };
}

describe('数据权限', () => {
  it('lists the menus without their buttons', async () => {
    const { tree } = await openScreen('/authority/datascope', '数据权限');
    expect(within(tree).getByText('系统管理')).toBeInTheDocument();
    expect(within(tree).getByText('工作台')).toBeInTheDocument();
    expect(within(tree).queryByText('user_add')).not.toBeInTheDocument();
    expect(within(rowOf(tree, '用户管理')).getByRole('button', { name: '权限配置' })).toBeInTheDocument();
  });

  it("lists one menu's data scopes in its dialog and adds one to that menu", async () => {
    const { user, tree } = await openScreen('/authority/datascope', '数据权限');
    await user.click(within(rowOf(tree, '用户管理')).getByRole('button', { name: '权限配置' }));
    const scopes = await screen.findByRole('dialog', { name: '用户管理 · 数据权限配置' });
    expect(await within(scopes).findByText('本部门用户')).toBeInTheDocument();
    expect(within(scopes).getByText('所在机构可见')).toBeInTheDocument();
    expect(within(scopes).queryByText('全部参数')).not.toBeInTheDocument();
    expect(dataListCalls.at(-1)?.get('menuId')).toBe('11');

    await user.click(within(scopes).getByRole('button', { name: '新增' }));
    const form = await screen.findByRole('dialog', { name: '新增数据权限' });
    expect(within(form).getByLabelText('权限字段')).toHaveValue('create_dept');
    expect(within(form).getByLabelText('可见字段')).toHaveValue('*');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请输入权限名称')).toBeInTheDocument();
    expect(within(form).getByText('请选择规则类型')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('权限名称'), '本人用户');
    await user.type(within(form).getByLabelText('权限编号'), 'user_own');
    await user.selectOptions(within(form).getByLabelText('规则类型'), '本人可见');
    await user.click(within(form).getByRole('button', { name: '保存' }));

    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(dataSubmitted).toEqual([
      {
        menuId: '11',
        scopeName: '本人用户',
        resourceCode: 'user_own',
        scopeColumn: 'create_dept',
        scopeType: 2,
        scopeField: '*',
        scopeClass: '',
        scopeValue: '',
        remark: '',
      },
    ]);
    const list = screen.getByRole('dialog', { name: '用户管理 · 数据权限配置' });
    expect(await within(list).findByText('本人用户')).toBeInTheDocument();
    expect(within(list).getByText('本人可见')).toBeInTheDocument();
  });

  it('searches the menus by name through the URL', async () => {
    const { user, router, tree } = await openScreen('/authority/datascope', '数据权限');
    const search = screen.getByRole('search');
    await user.type(within(search).getByLabelText('菜单名称'), '参数');
    await user.click(within(search).getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(within(tree).queryByText('用户管理')).not.toBeInTheDocument());
    expect(within(tree).getByText('参数管理')).toBeInTheDocument();
    expect(menuListCalls.at(-1)?.get('name')).toBe('参数');
    expect(router.state.location.search).toMatchObject({ name: '参数' });
  });

  it('offers no 权限配置 without the setting button', async () => {
    serveScopes(['api_scope_setting']);
    await renderApp('/authority/datascope');
    const tree = await screen.findByRole('treegrid', { name: '数据权限' });
    await within(tree).findByText('用户管理');
    expect(within(tree).queryByRole('button', { name: '权限配置' })).not.toBeInTheDocument();
  });
});

describe('接口权限', () => {
  it("lists one menu's API scopes and deletes one after confirmation", async () => {
    const { user, tree } = await openScreen('/authority/apiscope', '接口权限');
    await user.click(within(rowOf(tree, '参数管理')).getByRole('button', { name: '权限配置' }));
    const scopes = await screen.findByRole('dialog', { name: '参数管理 · 接口权限配置' });
    expect(await within(scopes).findByText('/api/blade-system/param')).toBeInTheDocument();
    expect(within(scopes).queryByText('用户接口')).not.toBeInTheDocument();

    await user.click(within(rowOf(scopes, '参数接口')).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(apiRemoved).toEqual(['401']);
    await waitFor(() => expect(within(scopes).queryByText('参数接口')).not.toBeInTheDocument());
  });

  it('adds an API scope with its type from the api_scope_type dictionary', async () => {
    const { user, tree } = await openScreen('/authority/apiscope', '接口权限');
    await user.click(within(rowOf(tree, '工作台')).getByRole('button', { name: '权限配置' }));
    const scopes = await screen.findByRole('dialog', { name: '工作台 · 接口权限配置' });
    await user.click(within(scopes).getByRole('button', { name: '新增' }));
    const form = await screen.findByRole('dialog', { name: '新增接口权限' });
    expect(within(form).queryByLabelText('权限字段')).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText('权限名称'), '工作台接口');
    await user.type(within(form).getByLabelText('权限编号'), 'desk_api');
    await user.type(within(form).getByLabelText('请求地址'), '/api/blade-desk');
    await user.selectOptions(within(form).getByLabelText('接口类型'), '系统接口');
    await user.click(within(form).getByRole('button', { name: '保存' }));

    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(apiSubmitted).toEqual([
      {
        menuId: '20',
        scopeName: '工作台接口',
        resourceCode: 'desk_api',
        scopePath: '/api/blade-desk',
        scopeType: 1,
        remark: '',
      },
    ]);
  });
});
