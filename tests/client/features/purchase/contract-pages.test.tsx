import { configure, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ContractDetail } from '@/api/generated/purchase-contract/model';
import { cgOrders } from '@/server/db/schema/contracts';
import { renderApp } from '../../render-app';
import { apiFor, deptIdOf, signInAs, type Api } from '../../support/fixtures';
import { startRealBackend, type RealBackend } from '../../support/real-backend';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

// 采购合同 against the real server (one in-memory database, the demo seed with its contract grants): the buyer's
// contract goes through the approvers on /contractDetail/index, is ordered from there, and the order is closed
// on /purchase/order. Each person acts as themselves.

let backend: RealBackend;
let contract: ContractDetail;

beforeAll(async () => {
  backend = await startRealBackend();
  const buyer = await apiFor(backend, 'buyer');
  const company = await deptIdOf(backend, '总公司');
  const shanghai = await deptIdOf(backend, '上海项目部');
  const buyers = await buyer.get<{ salers: { id: string; supplierCode: string }[] }>(
    '/purchase/ht-contract/buyerSalerList',
  );
  const seller = buyers.salers.find((s) => s.supplierCode === 'GYS0001')!;
  contract = await buyer.post<ContractDetail>('/purchase/ht-contract/add', {
    contractName: '页面测试钢筋合同',
    contractType: 1,
    deptId: shanghai,
    buyerId: company,
    supplierId: seller.id,
    items: [{ materialId: '41000001', qty: 5, unitPrice: 3900 }],
    payTerms: [
      { payContent: '1', ratio: 30 },
      { payContent: '3', ratio: 70 },
    ],
  });
  await buyer.post('/purchase/ht-contract/submitApprove', { id: contract.id });
});
afterAll(() => backend.close());
beforeEach(() => backend.serve());
afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

const detailPath = () => `/contractDetail/index?id=${contract.id}`;

describe('采购合同', () => {
  it('shows the director the contract with its amount in 大写 and lets them approve it', async () => {
    await signInAs(backend, 'director');
    const { user } = await renderApp(detailPath());
    expect(await screen.findByText('壹万玖仟伍佰元整')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '付款条款' })).toBeInTheDocument();
    // Nothing received, invoiced, applied for or paid yet: the contract says so in figures, not by leaving them out.
    const figure = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(['已到货金额', '已开票金额', '已申请付款', '已付款金额'].map(figure)).toEqual([
      '0.00',
      '0.00',
      '0.00',
      '0.00',
    ]);
    await user.click(screen.getByRole('button', { name: '审批通过' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '审批通过' }));
    await waitFor(() => expect(screen.getByText('待区域经理审批')).toBeInTheDocument());
  });

  it('lets the buyer order everything left once approved, into a storehouse on a day, and the order awaits delivery', async () => {
    const area: Api = await apiFor(backend, 'area');
    const manager: Api = await apiFor(backend, 'manager');
    await area.post('/purchase/ht-contract/approve', { id: contract.id, status: 1 });
    await manager.post('/purchase/ht-contract/approve', { id: contract.id, status: 1 });
    await signInAs(backend, 'buyer');
    const { user } = await renderApp(detailPath());
    expect(await screen.findByText('履行中')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '一次性下单' }));
    const dialog = await screen.findByRole('dialog');
    // Where and when it is expected: the storehouse from the enabled storehouses, the day from a date field.
    const storehouse = within(dialog).getByRole('combobox', { name: '收货仓库' });
    await within(storehouse).findByRole('option', { name: '上海一号项目仓库 (CK002)' });
    await user.selectOptions(storehouse, '上海一号项目仓库 (CK002)');
    await user.type(within(dialog).getByLabelText('预计到货日期'), '2026-12-20');
    await user.click(within(dialog).getByRole('button', { name: '一次性下单' }));
    const orders = await screen.findByRole('table', { name: '订单' });
    expect(await within(orders).findByText('待到货')).toBeInTheDocument();
    const [order] = await backend.db
      .select({ storehouseId: cgOrders.storehouseId, expected: cgOrders.expectedArrivalDate })
      .from(cgOrders)
      .where(eq(cgOrders.contractId, contract.id));
    expect(order).toEqual({ storehouseId: '42000002', expected: '2026-12-20' });
  });

  it('lets the buyer close the order with a reason on 采购订单', async () => {
    await signInAs(backend, 'buyer');
    const { user } = await renderApp(`/purchase/order?contractNo=${contract.contractNo}`);
    const close = await screen.findByRole('button', { name: '关闭订单' });
    await user.click(close);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '关闭订单' }));
    expect(await within(dialog).findByText('请填写原因')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox'), '项目变更');
    await user.click(within(dialog).getByRole('button', { name: '关闭订单' }));
    // The dialog closes once the server has closed the order; until then the table behind it is hidden.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });
    // In the order's row (the status filter offers 已关闭 too).
    expect(await within(screen.getByRole('table')).findByText('已关闭')).toBeInTheDocument();
  });

  it('tracks the contract line to its closed order on 采购过程跟踪', async () => {
    await signInAs(backend, 'buyer');
    await renderApp(`/purchase/contract-tracking?contractNo=${contract.contractNo}`);
    // The line's timeline (an ordered list named after the line), its order step listing the closed order.
    const timeline = await screen.findByRole('list', { name: new RegExp(`${contract.contractNo} 第 1 行`) });
    expect(within(timeline).getByText(`${contract.contractNo} #1`)).toBeInTheDocument();
    expect(within(timeline).getByText(/已关闭/)).toBeInTheDocument();
  });
});
