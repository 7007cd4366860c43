import { configure, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetClientListMockHandler } from '@/api/generated/blade-system/endpoints/client/client.msw';
import { getGetMenuButtonsMockHandler } from '@/api/generated/blade-system/endpoints/menu/menu.msw';
import {
  getGetTenantListMockHandler,
  getSetTenantSettingMockHandler,
  getSubmitTenantMockHandler,
} from '@/api/generated/blade-system/endpoints/tenant/tenant.msw';
import type { Client, Tenant, TenantSubmit } from '@/api/generated/blade-system/model';
import { server } from '../../msw-server';
import { renderApp } from '../../render-app';
import { menuNode, signInAsMockAdmin } from '../../support/mock-session';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

// /system/tenant and /system/client (the platform administrator's screens) against MSW overrides that behave like
// the server: a paged list, submit assigning the tenant id, setting changing only what it is given.

const ok = <T,>(data: T) => ({ code: 200, success: true, msg: '操作成功', data });
const page = <T,>(rows: T[]) => ok({ records: rows, total: rows.length, size: 10, current: 1, pages: 1 });

function serveButtons(code: string) {
  server.use(
    getGetMenuButtonsMockHandler(
      ok([
        menuNode(
          code,
          ['view', 'add', 'edit', 'delete'].map((suffix) => menuNode(`${code}_${suffix}`)),
        ),
      ]),
    ),
  );
}

afterEach(() => {
  toast.dismiss();
});

beforeEach(() => {
  signInAsMockAdmin();
});

const rowOf = (table: HTMLElement, text: string) =>
  within(table).getByText(text).closest('tr') as HTMLElement;

// ---------------------------------------------------------------------------------------------------- tenant

let tenants: Tenant[] = [];
let tenantSubmits: TenantSubmit[] = [];
let settings: URLSearchParams[] = [];

const tenant = (tenantId: string, tenantName: string, extra: Partial<Tenant> = {}): Tenant => ({
  id: `7${tenantId}`,
  tenantId,
  tenantName,
  domain: '',
  backgroundUrl: '',
  linkman: '',
  contactNumber: '',
  address: '',
  accountNumber: -1,
  expireTime: null,
  datasourceId: null,
  status: 1,
  createTime: '2026-01-01 08:00:00',
  ...extra,
});

function serveTenants() {
  serveButtons('tenant');
  server.use(
    getGetTenantListMockHandler(() => page(tenants)),
    getSubmitTenantMockHandler(async ({ request }) => {
      const body = (await request.json()) as TenantSubmit;
      tenantSubmits.push(body);
      // Like the server: a new tenant gets a random 6-digit id.
      tenants = [...tenants, tenant('482913', body.tenantName, { linkman: body.linkman ?? '' })];
      return ok(null);
    }),
    getSetTenantSettingMockHandler(({ request }) => {
      const query = new URL(request.url).searchParams;
      settings.push(query);
      const ids = (query.get('ids') ?? '').split(',');
      tenants = tenants.map((t) =>
        ids.includes(t.id) && query.has('accountNumber')
          ? { ...t, accountNumber: Number(query.get('accountNumber')) }
          : t,
      );
      return ok(null);
    }),
  );
}

describe('租户管理', () => {
  beforeEach(() => {
    tenants = [tenant('000000', '管理组'), tenant('100001', '华东建设')];
    tenantSubmits = [];
    settings = [];
  });

  it('says what a new tenant needs, then adds it without a tenant id of its own', async () => {
    serveTenants();
    const { user } = await renderApp('/system/tenant');
    const table = await screen.findByRole('table', { name: '租户管理' });
    await within(table).findByText('华东建设');

    await user.click(screen.getByRole('button', { name: '新增' }));
    const form = screen.getByRole('dialog');
    expect(within(form).getByLabelText('租户ID')).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请输入租户名称')).toBeInTheDocument();
    expect(within(form).getByLabelText('租户名称')).toHaveAccessibleDescription('请输入租户名称');
    expect(tenantSubmits).toHaveLength(0);

    await user.type(within(form).getByLabelText('租户名称'), '华南贸易');
    await user.type(within(form).getByLabelText('联系人'), '张三');
    await user.click(within(form).getByRole('button', { name: '保存' }));

    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(tenantSubmits).toEqual([
      expect.objectContaining({ tenantName: '华南贸易', linkman: '张三', accountNumber: -1 }),
    ]);
    expect(tenantSubmits[0]).not.toHaveProperty('tenantId');
    expect(tenantSubmits[0]).not.toHaveProperty('id');
    expect(await within(table).findByText('482913')).toBeInTheDocument();
  });

  it('sets the account quota of the selected tenants and leaves their expiry alone', async () => {
    serveTenants();
    const { user } = await renderApp('/system/tenant');
    const table = await screen.findByRole('table', { name: '租户管理' });
    await within(table).findByText('华东建设');

    await user.click(screen.getByRole('button', { name: '授权配置' }));
    expect(await screen.findByText('请选择至少一条数据')).toBeInTheDocument();

    await user.click(within(rowOf(table, '管理组')).getByRole('checkbox'));
    await user.click(within(rowOf(table, '华东建设')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '授权配置' }));
    const form = await screen.findByRole('dialog');
    expect(within(form).getByRole('heading', { name: '授权配置 · 已选择 2 个租户' })).toBeInTheDocument();
    await user.type(within(form).getByLabelText('账号额度'), '50');
    await user.click(within(form).getByRole('button', { name: '修改' }));

    expect(await screen.findByText('更新成功')).toBeInTheDocument();
    expect(settings).toHaveLength(1);
    expect(settings[0]?.get('ids')).toBe('7000000,7100001');
    expect(settings[0]?.get('accountNumber')).toBe('50');
    expect(settings[0]?.has('expireTime')).toBe(false);
    await waitFor(() => expect(within(rowOf(table, '华东建设')).getByText('50')).toBeInTheDocument());
  });
});

// ---------------------------------------------------------------------------------------------------- client

const SECRET = 'saber_secret_9f2c';

const client = (id: string, clientId: string, clientSecret: string): Client => ({
  id,
  clientId,
  clientSecret,
  scope: 'all',
  authorizedGrantTypes: 'password,refresh_token,captcha',
  webServerRedirectUri: '',
  accessTokenValidity: 3600,
  refreshTokenValidity: 604800,
  status: 1,
});

describe('应用管理', () => {
  it('masks each client secret until it is revealed, in the list and in the form', async () => {
    serveButtons('client');
    server.use(
      getGetClientListMockHandler(page([client('1', 'saber', SECRET), client('2', 'sword', 'other')])),
    );
    const { user } = await renderApp('/system/client');
    const table = await screen.findByRole('table', { name: '应用管理' });
    await within(table).findByText('saber');

    expect(within(table).queryByText(SECRET)).not.toBeInTheDocument();
    expect(within(rowOf(table, 'saber')).getByText('••••••••')).toBeInTheDocument();
    expect(within(rowOf(table, 'saber')).getByText('密码模式、刷新令牌、验证码模式')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: '显示 saber 的密钥' }));
    expect(within(rowOf(table, 'saber')).getByText(SECRET)).toBeInTheDocument();
    // Only that row's secret shows.
    expect(within(table).queryByText('other')).not.toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: '隐藏 saber 的密钥' }));
    expect(within(table).queryByText(SECRET)).not.toBeInTheDocument();

    await user.click(within(rowOf(table, 'saber')).getByRole('button', { name: '编辑' }));
    const form = screen.getByRole('dialog');
    const secret = within(form).getByLabelText('应用密钥');
    expect(secret).toHaveAttribute('type', 'password');
    expect(secret).toHaveValue(SECRET);
    expect(within(form).getByRole('checkbox', { name: '验证码模式' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: '第三方登录' })).not.toBeChecked();
  });
});
