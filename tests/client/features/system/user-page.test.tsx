import { configure, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetDeptTreeMockHandler } from '@/api/generated/blade-system/endpoints/dept/dept.msw';
import { getGetDictionaryMockHandler } from '@/api/generated/blade-system/endpoints/dict/dict.msw';
import { getGetMenuButtonsMockHandler } from '@/api/generated/blade-system/endpoints/menu/menu.msw';
import { getGetParamListMockHandler } from '@/api/generated/blade-system/endpoints/param/param.msw';
import { getGetPostSelectMockHandler } from '@/api/generated/blade-system/endpoints/post/post.msw';
import { getGetRoleTreeMockHandler } from '@/api/generated/blade-system/endpoints/role/role.msw';
import type { DictItem } from '@/api/generated/blade-system/model';
import type { TreeNode } from '@/api/generated/blade-system/model/common';
import {
  getApproveRegistrationMockHandler,
  getGetUserPageMockHandler,
  getGrantUserMockHandler,
  getResetUserPasswordMockHandler,
  getSubmitUserMockHandler,
} from '@/api/generated/blade-user/endpoints/user/user.msw';
import type { User, UserSubmit } from '@/api/generated/blade-user/model';
import { server } from '../../msw-server';
import { renderApp } from '../../render-app';
import { menuNode, signInAsMockAdmin } from '../../support/mock-session';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 30_000 });

// /system/user (用户管理) against MSW overrides that behave like the server: the department tree, a page filtered by
// department (that department and the ones below it) and status, submit, reset-password and grant.

const ALL_BUTTONS = [
  'user_view',
  'user_add',
  'user_edit',
  'user_delete',
  'user_role',
  'user_reset',
  'param_view',
];

const node = (id: string, title: string, children?: TreeNode[], parentId = '0'): TreeNode => ({
  id,
  parentId,
  title,
  key: id,
  value: id,
  children,
});

// 总公司 (10) > 华东区域 (11) > 上海项目部 (12); 总公司 > 采购部 (13).
const DEPTS = [
  node('10', '总公司', [
    node('11', '华东区域', [node('12', '上海项目部', undefined, '11')], '10'),
    node('13', '采购部', undefined, '10'),
  ]),
];
const BELOW: Record<string, string[]> = {
  '10': ['10', '11', '12', '13'],
  '11': ['11', '12'],
  '12': ['12'],
  '13': ['13'],
};
const ROLES = [node('1', '超级管理员'), node('2', '用户'), node('3', '采购员')];

let users: User[] = [];
let pageCalls: URLSearchParams[] = [];
let submitted: UserSubmit[] = [];
let resets: string[] = [];
let grants: { userIds: string; roleIds: string }[] = [];
let approvals: URLSearchParams[] = [];

const userRow = (n: number, extra: Partial<User> = {}): User => ({
  id: String(100 + n),
  tenantId: '000000',
  code: '',
  userType: 1,
  account: `user${n}`,
  name: `昵称${n}`,
  realName: `姓名${n}`,
  avatar: '',
  email: '',
  phone: '',
  birthday: null,
  sex: null,
  roleId: '2',
  deptId: '13',
  postId: '',
  status: 1,
  wxUser: 0,
  wxEquipUser: 0,
  createTime: '2026-01-01 08:00:00',
  roleName: '用户',
  deptName: '采购部',
  postName: '',
  sexName: '',
  statusName: '正常',
  userTypeName: 'WEB',
  ...extra,
});

const dictItem = (code: string, dictKey: string, dictValue: string): DictItem => ({
  id: `${code}-${dictKey}`,
  parentId: code,
  code,
  dictKey,
  dictValue,
  sort: Number(dictKey),
  remark: '',
});
const DICTS: Record<string, DictItem[]> = {
  sex: [dictItem('sex', '1', '男'), dictItem('sex', '2', '女')],
  user_type: [dictItem('user_type', '1', 'WEB'), dictItem('user_type', '2', 'APP')],
};

const ok = { code: 200, success: true, msg: '操作成功', data: null };

function serveUsers({ buttons = ALL_BUTTONS }: { buttons?: string[] } = {}) {
  server.use(
    getGetMenuButtonsMockHandler({
      code: 200,
      success: true,
      msg: '',
      data: [
        menuNode(
          'user',
          buttons.map((code) => menuNode(code)),
        ),
      ],
    }),
    getGetDeptTreeMockHandler({ code: 200, success: true, msg: '', data: DEPTS }),
    getGetRoleTreeMockHandler({ code: 200, success: true, msg: '', data: ROLES }),
    getGetPostSelectMockHandler({ code: 200, success: true, msg: '', data: [] }),
    getGetDictionaryMockHandler(({ request }) => ({
      code: 200,
      success: true,
      msg: '',
      data: DICTS[new URL(request.url).searchParams.get('code') ?? ''] ?? [],
    })),
    getGetParamListMockHandler(({ request }) => {
      const key = new URL(request.url).searchParams.get('paramKey') ?? '';
      const records = 'account.initPassword'.includes(key)
        ? [
            {
              id: '8000002',
              tenantId: '000000',
              paramName: '账号初始密码',
              paramKey: 'account.initPassword',
              paramValue: 'abc123456',
              remark: '',
              createTime: '',
              updateTime: '',
            },
          ]
        : [];
      return {
        code: 200,
        success: true,
        msg: '',
        data: { records, total: records.length, size: 10, current: 1, pages: 1 },
      };
    }),
    getGetUserPageMockHandler(({ request }) => {
      const query = new URL(request.url).searchParams;
      pageCalls.push(query);
      const current = Number(query.get('current') ?? 1);
      const size = Number(query.get('size') ?? 10);
      const deptId = query.get('deptId') ?? '';
      const status = query.get('status') ?? '';
      const inDepts = deptId ? new Set(BELOW[deptId] ?? [deptId]) : undefined;
      const rows = users.filter(
        (u) =>
          (!inDepts || u.deptId.split(',').some((id) => inDepts.has(id))) &&
          (status === '' || String(u.status) === status) &&
          u.account.includes(query.get('account') ?? ''),
      );
      return {
        code: 200,
        success: true,
        msg: '操作成功',
        data: {
          records: rows.slice((current - 1) * size, current * size),
          total: rows.length,
          size,
          current,
          pages: Math.ceil(rows.length / size),
        },
      };
    }),
    getSubmitUserMockHandler(async ({ request }) => {
      const body = (await request.json()) as UserSubmit;
      submitted.push(body);
      users = [...users, userRow(99, { id: '999', account: body.account, realName: body.realName })];
      return ok;
    }),
    getResetUserPasswordMockHandler(({ request }) => {
      resets.push(new URL(request.url).searchParams.get('userIds') ?? '');
      return ok;
    }),
    getApproveRegistrationMockHandler(({ request }) => {
      const query = new URL(request.url).searchParams;
      approvals.push(query);
      const ids = new Set((query.get('ids') ?? '').split(','));
      users = users.map((u) => (ids.has(u.id) ? { ...u, status: 1, statusName: '正常' } : u));
      return ok;
    }),
    getGrantUserMockHandler(({ request }) => {
      const query = new URL(request.url).searchParams;
      const grant = { userIds: query.get('userIds') ?? '', roleIds: query.get('roleIds') ?? '' };
      grants.push(grant);
      const ids = new Set(grant.userIds.split(','));
      users = users.map((u) => (ids.has(u.id) ? { ...u, roleId: grant.roleIds } : u));
      return ok;
    }),
  );
}

afterEach(() => {
  toast.dismiss();
});

beforeEach(() => {
  users = [
    userRow(1, { deptId: '10', deptName: '总公司' }),
    userRow(2, { deptId: '12', deptName: '上海项目部' }),
    userRow(3, { deptId: '13', deptName: '采购部' }),
    userRow(4, { deptId: '12,13', deptName: '上海项目部,采购部' }),
  ];
  pageCalls = [];
  submitted = [];
  resets = [];
  grants = [];
  approvals = [];
  signInAsMockAdmin();
});

const table = () => screen.getByRole('table', { name: '用户管理' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const rowOf = (account: string) => within(table()).getByText(account).closest('tr') as HTMLElement;
const dialog = () => screen.getByRole('dialog');

async function openUsers(options?: { buttons?: string[] }) {
  serveUsers(options);
  const view = await renderApp('/system/user');
  await screen.findByText('user1');
  return view;
}

describe('the department tree', () => {
  it('filters the list by the chosen department (and those below it), kept in the URL', async () => {
    const { user, router } = await openUsers();
    expect(bodyRows()).toHaveLength(4);
    expect(pageCalls[0]?.get('deptId') ?? '').toBe('');
    const tree = screen.getByRole('navigation', { name: '部门' });

    await user.click(within(tree).getByRole('button', { name: '华东区域' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(pageCalls.at(-1)?.get('deptId')).toBe('11');
    expect(router.state.location.search).toMatchObject({ deptId: '11' });
    expect(within(table()).getByText('user2')).toBeInTheDocument();
    expect(within(table()).getByText('user4')).toBeInTheDocument();
    expect(within(tree).getByRole('button', { name: '华东区域' })).toHaveAttribute('aria-current', 'true');

    await user.click(within(tree).getByRole('button', { name: '全部部门' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    expect(router.state.location.search).not.toHaveProperty('deptId');
  });
});

describe('adding a user', () => {
  it('checks the password rule, the confirmation and the phone (SPEC §5), then sends the user', async () => {
    const { user } = await openUsers();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const form = dialog();

    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请输入登录账号')).toBeInTheDocument();
    expect(within(form).getByText('请输入用户姓名')).toBeInTheDocument();
    expect(within(form).getByText('请输入密码')).toBeInTheDocument();
    expect(within(form).getByText('请选择所属角色')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('登录账号'), 'buyer01');
    await user.type(within(form).getByLabelText('用户姓名'), '王采购');
    await user.type(within(form).getByLabelText('密码'), 'abcdef');
    await user.type(within(form).getByLabelText('确认密码'), 'abcdeg');
    await user.type(within(form).getByLabelText('手机号码'), '1381234');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请输入6-20位，带数字和字母组合的密码')).toBeInTheDocument();
    expect(within(form).getByText('手机号码长度不为11位')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('手机号码'));
    await user.type(within(form).getByLabelText('手机号码'), '12345678901');
    await user.clear(within(form).getByLabelText('密码'));
    await user.type(within(form).getByLabelText('密码'), 'abc12345');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('手机号码格式不正确')).toBeInTheDocument();
    expect(within(form).getByText('两次密码输入不一致')).toBeInTheDocument();
    expect(submitted).toHaveLength(0);

    await user.clear(within(form).getByLabelText('手机号码'));
    await user.type(within(form).getByLabelText('手机号码'), '13812345678');
    await user.clear(within(form).getByLabelText('确认密码'));
    await user.type(within(form).getByLabelText('确认密码'), 'abc12345');
    const roles = within(form).getByRole('group', { name: '所属角色' });
    await user.click(within(roles).getByRole('checkbox', { name: '采购员' }));
    await user.click(within(form).getByRole('button', { name: '所属部门' }));
    await user.click(await screen.findByRole('checkbox', { name: '采购部' }));
    await user.keyboard('{Escape}');
    await user.click(within(form).getByRole('button', { name: '保存' }));

    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(submitted).toEqual([
      expect.objectContaining({
        account: 'buyer01',
        realName: '王采购',
        password: 'abc12345',
        phone: '13812345678',
        roleId: '3',
        deptId: '13',
        userType: 1,
        status: 1,
      }),
    ]);
    expect(submitted[0]).not.toHaveProperty('password2');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(table()).findByText('buyer01')).toBeInTheDocument();
  });
});

describe('batch actions', () => {
  it('resets passwords of the selected users after a confirmation naming the initial password', async () => {
    const { user } = await openUsers();
    await user.click(screen.getByRole('button', { name: '密码重置' }));
    expect(await screen.findByText('请选择至少一条数据')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(within(rowOf('user2')).getByRole('checkbox'));
    await user.click(within(rowOf('user3')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '密码重置' }));
    const confirm = await screen.findByRole('alertdialog');
    await waitFor(() => expect(confirm).toHaveTextContent('abc123456'));
    expect(confirm).toHaveTextContent('2 个账号');
    await user.click(within(confirm).getByRole('button', { name: '确定' }));

    expect(await screen.findByText('密码重置成功')).toBeInTheDocument();
    expect(resets).toEqual(['102,103']);
  });

  it('grants the chosen roles to the selected users', async () => {
    const { user } = await openUsers();
    await user.click(within(rowOf('user1')).getByRole('checkbox'));
    await user.click(within(rowOf('user4')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '角色配置' }));
    const grantDialog = await screen.findByRole('dialog', { name: '角色配置' });
    const tree = within(grantDialog).getByRole('group', { name: '角色' });

    await user.click(within(grantDialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请选择至少一个角色')).toBeInTheDocument();
    expect(grants).toHaveLength(0);

    await user.click(within(tree).getByRole('checkbox', { name: '超级管理员' }));
    await user.click(within(tree).getByRole('checkbox', { name: '采购员' }));
    await user.click(within(grantDialog).getByRole('button', { name: '确定' }));

    expect(await screen.findByText('角色配置成功')).toBeInTheDocument();
    expect(grants).toHaveLength(1);
    expect(grants[0]?.userIds).toBe('101,104');
    expect(grants[0]?.roleIds.split(',').sort()).toEqual(['1', '3']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('guest registrations', () => {
  it('lists the pending registrations (status 0) in their tab and approves them with an optional role', async () => {
    users.push(userRow(7, { account: 'guest7', status: 0, statusName: '待审核', roleId: '', roleName: '' }));
    const { user, router } = await openUsers();
    await user.click(screen.getByRole('tab', { name: '待审核注册' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(pageCalls.at(-1)?.get('status')).toBe('0');
    expect(router.state.location.search).toMatchObject({ status: '0' });
    expect(screen.getByRole('tab', { name: '待审核注册' })).toHaveAttribute('aria-selected', 'true');

    await user.click(within(rowOf('guest7')).getByRole('button', { name: '审核通过' }));
    const approveDialog = await screen.findByRole('dialog', { name: '审核通过' });
    await user.click(within(approveDialog).getByRole('checkbox', { name: '用户' }));
    await user.click(within(approveDialog).getByRole('button', { name: '审核通过' }));

    expect(await screen.findByText('审核成功')).toBeInTheDocument();
    expect(approvals.map((query) => [query.get('ids'), query.get('roleIds')])).toEqual([['107', '2']]);
    await waitFor(() => expect(within(table()).queryByText('guest7')).not.toBeInTheDocument());
  });
});

describe('permissions', () => {
  it('shows only what the buttons allow', async () => {
    await openUsers({ buttons: ['user_view'] });
    expect(within(rowOf('user1')).getByRole('button', { name: '查看' })).toBeInTheDocument();
    for (const name of ['新增', '删除', '编辑', '角色配置', '密码重置', '平台配置', '更多操作']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(within(table()).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('offers role grants and password resets only with user_role and user_reset', async () => {
    await openUsers({ buttons: ['user_view', 'user_add', 'user_edit', 'user_delete'] });
    expect(screen.getByRole('button', { name: '新增' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '角色配置' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '密码重置' })).not.toBeInTheDocument();
  });
});
