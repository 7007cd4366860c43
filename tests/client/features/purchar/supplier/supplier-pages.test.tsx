import { configure, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SupplierDetail, SupplierHeader } from '@/api/generated/purchar-supplier/model';
import { renderApp } from '../../../render-app';
import { apiFor, signInAs, type Api } from '../../../support/fixtures';
import { startRealBackend, type RealBackend } from '../../../support/real-backend';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

// /purchar/supplier (list, queues, editor, detail) and /purchar/supplier-black against the real server with the
// demo data: buyer_admin 周主管 manages suppliers, director 李总监 approves admissions, buyer 吴采购 only reads.
// GYS0001–0004 are admitted, GYS0005 awaits admission, GYS0006 is blacklisted.

let backend: RealBackend;

beforeAll(async () => {
  backend = await startRealBackend();
});
afterAll(() => backend.close());
beforeEach(() => backend.serve());
afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

const rowOf = (table: HTMLElement, text: string) =>
  within(table).getByText(text).closest('tr') as HTMLElement;

describe('the supplier list', () => {
  it('shows each supplier’s standing and filters the blacklisted ones; a purchaser only reads', async () => {
    await signInAs(backend, 'buyer');
    const { user } = await renderApp('/purchar/supplier');
    const table = await screen.findByRole('table', { name: '全部供应商' });
    await within(table).findByText('GYS0001');
    expect(within(rowOf(table, 'GYS0001')).getByText('合格')).toBeInTheDocument();
    expect(within(rowOf(table, 'GYS0006')).getByText('已拉黑')).toBeInTheDocument();
    expect(within(rowOf(table, 'GYS0005')).getByText('待准入')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    // No approve permission: no queue tabs.
    expect(screen.queryByRole('tab', { name: '待总监审批' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '资质到期' }));
    const expiring = await screen.findByRole('table', { name: '资质到期提醒' });
    // GYS0003's licence ends 20 days after the demo was seeded.
    expect(await within(expiring).findByText('GYS0003')).toBeInTheDocument();
  });
});

describe('the supplier editor', () => {
  it('checks the credit code as the server does, then saves the supplier with its licence and account', async () => {
    await signInAs(backend, 'buyer_admin');
    const { user, router } = await renderApp('/purchar/supplier/add');
    await user.type(await screen.findByLabelText(/供应商编码/), 'GYS0101');
    await user.type(screen.getByLabelText(/供应商名称/), '上海测试建材有限公司');
    await user.type(screen.getByLabelText(/统一社会信用代码/), '91310115MA1H7GXX3X');
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('校验位不正确,请核对')).toBeInTheDocument();

    const credit = screen.getByLabelText(/统一社会信用代码/);
    await user.clear(credit);
    await user.type(credit, '91310115MA1H7GXX3K');
    await screen.findByRole('option', { name: '贸易商' });
    await user.selectOptions(screen.getByLabelText(/供应商类型/), '贸易商');
    await user.type(screen.getByRole('textbox', { name: '第 1 行 证书编号' }), 'YYZZ-0101');
    await user.type(screen.getByLabelText('第 1 行 有效期止'), '2030-12-31');
    await user.type(screen.getByRole('textbox', { name: '第 1 行 开户银行' }), '中国银行上海分行');
    await user.type(screen.getByRole('textbox', { name: '第 1 行 账号' }), '6222000011112222');
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/purchar\/supplier\/edit\/\d+$/));

    const api = await apiFor(backend, 'buyer_admin');
    const page = await api.get<{ records: SupplierHeader[] }>(
      '/purchar/gys-supplier/pages?supplierCode=GYS0101',
    );
    const saved = await api.get<SupplierDetail>(`/purchar/gys-supplier/${page.records[0]!.id}`);
    expect(saved).toMatchObject({
      creditCode: '91310115MA1H7GXX3K',
      supplierType: '2',
      qualifications: [{ qualType: 'BUSINESS_LICENSE', certNo: 'YYZZ-0101', validTo: '2030-12-31' }],
      bankAccounts: [{ accountName: '上海测试建材有限公司', accountNo: '6222000011112222', isDefault: 1 }],
    });
  });
});

describe('admission and the blacklist', () => {
  it('puts a submitted supplier in the director’s queue with the approve action, and lists the blacklist', async () => {
    const admin: Api = await apiFor(backend, 'buyer_admin');
    const page = await admin.get<{ records: SupplierHeader[] }>(
      '/purchar/gys-supplier/pages?supplierCode=GYS0005',
    );
    await admin.post('/purchar/gys-supplier/submitApprove', { id: page.records[0]!.id });

    await signInAs(backend, 'director');
    const { user } = await renderApp('/purchar/supplier?tab=director');
    const queue = await screen.findByRole('table', { name: '待总监审批' });
    const row = rowOf(
      queue,
      await within(queue)
        .findByText('GYS0005')
        .then((cell) => cell.textContent!),
    );
    expect(within(row).getByRole('button', { name: '审批通过' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'GYS0005' }));
    expect(await screen.findByRole('heading', { name: /苏州新兴五金机电有限公司/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '审批通过' })).toBeInTheDocument();

    await renderApp('/purchar/supplier-black');
    const listed = await screen.findByRole('table', { name: '黑名单供应商' });
    expect(await within(listed).findByText('南通速达建材贸易有限公司')).toBeInTheDocument();
  });
});

describe('suspend and resume', () => {
  it('asks the purchase admin for a reason and shows who suspended and resumed the supplier, and why', async () => {
    await signInAs(backend, 'buyer_admin');
    const admin: Api = await apiFor(backend, 'buyer_admin');
    const page = await admin.get<{ records: SupplierHeader[] }>(
      '/purchar/gys-supplier/pages?supplierCode=GYS0003',
    );
    const { user } = await renderApp(`/purchar/supplier/${page.records[0]!.id}`);
    expect(await screen.findByText('没有暂停或恢复记录')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '暂停' }));
    let dialog = await screen.findByRole('dialog', { name: /^暂停供应商/ });
    await user.click(within(dialog).getByRole('button', { name: '暂停' }));
    expect(await within(dialog).findByText('请填写原因')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('原因'), '抽检不合格');
    await user.click(within(dialog).getByRole('button', { name: '暂停' }));
    expect(await screen.findByText('已暂停')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '暂停 / 恢复记录' });
    expect(within(table).getByText('抽检不合格')).toBeInTheDocument();
    expect(within(table).getByText('周主管')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: '恢复' }));
    dialog = await screen.findByRole('dialog', { name: /^恢复供应商/ });
    await user.type(within(dialog).getByLabelText('原因'), '整改完成');
    await user.click(within(dialog).getByRole('button', { name: '恢复' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('恢复整改完成');
    // Two round trips and a dialog each: generous on a shared, busy machine.
  }, 90_000);
});
