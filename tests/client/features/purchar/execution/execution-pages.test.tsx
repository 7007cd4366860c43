import { configure, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NeedsDetail } from '@/api/generated/purchar-needs/model';
import { renderApp } from '../../../render-app';
import {
  addUser,
  apiFor,
  deptIdOf,
  grantMenus,
  NEEDS_MENU_CODES,
  signInAs,
  userIdOf,
  type Api,
} from '../../../support/fixtures';
import { startRealBackend, type RealBackend } from '../../../support/real-backend';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

// 需求分包, 采购执行 and 消息 against the real server (one in-memory database for the file): the demo's clerk
// makes a bill that the chain approves, the purchase admin (buyer_admin 周主管) assigns its lines to two
// purchasers in the screen, and each purchaser's screen shows only their own line.

let backend: RealBackend;
const REBAR = '41000001';
const CEMENT = '41000004';
const people = new Map<string, Api>();
async function as(account: string): Promise<Api> {
  let api = people.get(account);
  if (!api) {
    api = await apiFor(backend, account);
    people.set(account, api);
  }
  return api;
}

beforeAll(async () => {
  backend = await startRealBackend();
  for (const role of ['material_clerk', 'project_manager', 'director', 'area_manager', 'manager'])
    await grantMenus(backend, role, NEEDS_MENU_CODES);
  await grantMenus(backend, 'purchase_admin', [
    'cg_needs_subpackage',
    'cg_needs_subpackage_view',
    'cg_needs_subpackage_assign',
    'cg_needs_subpackage_cancel',
    'cg_needs_subpackage_export',
  ]);
  await grantMenus(backend, 'purchase_admin', [
    'cg_needs_summary',
    'cg_needs_summary_view',
    'cg_needs_summary_edit',
  ]);
  await grantMenus(backend, 'purchaser', [
    'cg_needs_purchar',
    'cg_needs_purchar_view',
    'cg_needs_purchar_export',
  ]);
  await addUser(backend, { account: 'buyer2', name: '郑采购', roleAlias: 'purchaser', deptName: '采购部' });
});
afterAll(() => backend.close());
beforeEach(() => backend.serve());
afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

/** A bill of the clerk's walked through the whole chain (审批通过). */
async function approvedBill(title: string) {
  const clerk = await as('clerk');
  const bill = await clerk.post<NeedsDetail>('/purchar/cg-needs/addOrEdit', {
    title,
    deptId: await deptIdOf(backend, '上海项目部'),
    projectManagerId: await userIdOf(backend, 'pm'),
    items: [
      { materialId: REBAR, qty: 8 },
      { materialId: CEMENT, qty: 3 },
    ],
  });
  await clerk.post('/purchar/cg-needs/submitApprove', { id: bill.id });
  await (await as('pm')).post(`/purchar/cg-needs/confirmSubmit/${bill.id}`, {});
  await (await as('director')).post('/purchar/cg-needs/approve', { id: bill.id });
  await (await as('area')).post('/purchar/cg-needs/approveAreaManager', { id: bill.id });
  await (await as('manager')).post('/purchar/cg-needs/approveManager', { id: bill.id });
  return bill;
}

const rowOf = (table: HTMLElement, text: string) =>
  within(table).getByText(text).closest('tr') as HTMLElement;

describe('sub-packaging and purchaser execution', () => {
  it('assigns each line of an approved bill to a different purchaser; each sees only their own', async () => {
    const bill = await approvedBill('分包界面测试');
    await signInAs(backend, 'buyer_admin');
    const { user } = await renderApp(`/purchar/needs-subpackage?needsNo=${bill.needsNo}`);
    let table = await screen.findByRole('table', { name: '待分包明细' });
    await within(table).findByText('WZ0101001');

    const assignRow = async (code: string, purchaser: RegExp) => {
      await user.click(within(rowOf(table, code)).getByRole('checkbox'));
      await user.click(screen.getByRole('button', { name: '分包' }));
      const dialog = await screen.findByRole('dialog', { name: '分包给采购员' });
      await user.selectOptions(
        within(dialog).getByLabelText('采购员'),
        within(dialog).getByRole('option', { name: purchaser }),
      );
      await user.click(within(dialog).getByRole('button', { name: '分包' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    };
    await assignRow('WZ0101001', /^吴采购/);
    table = await screen.findByRole('table', { name: '待分包明细' });
    await waitFor(() => expect(within(rowOf(table, 'WZ0101001')).getByText('已分包')).toBeInTheDocument());
    await assignRow('WZ0102001', /^郑采购/);
    await waitFor(() => expect(within(rowOf(table, 'WZ0102001')).getByText('已分包')).toBeInTheDocument());

    await user.click(screen.getByRole('tab', { name: '分包记录' }));
    const records = await screen.findByRole('table', { name: '分包记录' });
    await within(records).findByText('吴采购');
    expect(within(records).getByText('郑采购')).toBeInTheDocument();

    await signInAs(backend, 'buyer');
    await renderApp('/purchar/needs-purchar');
    const own = await screen.findByRole('table', { name: '采购执行' });
    await within(own).findByText('WZ0101001');
    expect(within(own).queryByText('WZ0102001')).not.toBeInTheDocument();
  });
});

describe('the demand summary', () => {
  it('sums pending demand per material and sets the purchase method of the selected materials', async () => {
    const bill = await approvedBill('汇总界面测试');
    await signInAs(backend, 'buyer_admin');
    const { user } = await renderApp('/purchar/needs-summary?materialCode=WZ0102001');
    const table = await screen.findByRole('table', { name: '无框架协议' });
    const row = await within(table).findByText('WZ0102001');
    await user.click(within(row.closest('tr') as HTMLElement).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '设置采购方式' }));
    const dialog = await screen.findByRole('alertdialog');
    const select = within(dialog).getByLabelText('采购方式');
    await within(select).findByRole('option', { name: '询比价' });
    await user.selectOptions(select, within(select).getByRole('option', { name: '询比价' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(within(rowOf(table, 'WZ0102001')).getByText('询比价')).toBeInTheDocument());
    const line = await (
      await as('buyer_admin')
    ).get<{ purcharType: string }>(`/purchar/cg-needs-summary/${bill.items[1]!.id}`);
    expect(line.purcharType).toBe('2');
  });
});

describe('messages', () => {
  it('shows the unread badge in the top bar and the message list; reading all clears it', async () => {
    const clerk = await as('clerk');
    const bill = await clerk.post<NeedsDetail>('/purchar/cg-needs/addOrEdit', {
      title: '消息界面测试',
      deptId: await deptIdOf(backend, '上海项目部'),
      projectManagerId: await userIdOf(backend, 'pm'),
      items: [{ materialId: REBAR, qty: 1 }],
    });
    await clerk.post('/purchar/cg-needs/submitApprove', { id: bill.id });
    await signInAs(backend, 'pm');
    const { user } = await renderApp('/purchar/message');
    const badge = await screen.findByRole('link', { name: /^消息 \(\d+ 条未读消息\)$/ });
    expect(badge).toHaveAttribute('href', '/purchar/message');
    const table = await screen.findByRole('table', { name: '消息' });
    await within(table).findByText(`待审批: 需求单 ${bill.needsNo}`);
    await user.click(screen.getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(badge).toHaveAccessibleName('消息'));
    await waitFor(() => expect(within(table).queryAllByText('未读')).toHaveLength(0));
  });
});
