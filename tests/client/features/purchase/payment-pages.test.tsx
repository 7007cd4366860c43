import { configure, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../render-app';
import { apiFor, signInAs, type Api } from '../../support/fixtures';
import { startRealBackend, type RealBackend } from '../../support/real-backend';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

// 付款申请 and 付款信息 against the real server (one in-memory database, the demo seed and its grants): the keeper
// receives the demo order (77 000.00), the buyer raises a 到货款 request on the editor and submits it, the
// director finds it on 待我审批 and approves it, and after the other levels finance records it paid on 付款信息.

const CONTRACT_NO = 'HT202611160001';
let backend: RealBackend;
let contractId: string;
let paymentId = '';

const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  backend = await startRealBackend();
  const keeper = await apiFor(backend, 'keeper');
  const orders = await keeper.get<{ records: { id: string }[] }>(
    `/purchase/cg-order-info/pages?contractNo=${CONTRACT_NO}&current=1&size=10`,
  );
  const order = await keeper.get<{
    id: string;
    storehouseId: string;
    items: { id: string; orderQty: number }[];
  }>(`/purchase/cg-order-info/${orders.records[0]!.id}`);
  await keeper.post('/purchase/cg-order-info/stock-in/create', {
    orderId: order.id,
    storehouseId: order.storehouseId || '42000002', // CK002, where the demo order delivers
    stockInDate: today(),
    acceptorName: '周库管',
    items: order.items.map((i) => ({
      orderItemId: i.id,
      arrivalQty: i.orderQty,
      qty: i.orderQty,
      rejectedQty: 0,
    })),
  });
  const buyer = await apiFor(backend, 'buyer');
  const contracts = await buyer.get<{ id: string; contractNo: string }[]>(
    '/purchase/cw-payment/contractList',
  );
  contractId = contracts.find((c) => c.contractNo === CONTRACT_NO)!.id;
});
afterAll(() => backend.close());
beforeEach(() => backend.serve());
afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

describe('付款申请', () => {
  it('lets the buyer raise a request with the contract figures, its 大写 and the received order', async () => {
    await signInAs(backend, 'buyer');
    const { user, router } = await renderApp(`/purchase/payment/add?contractId=${contractId}`);
    // The contract chosen from the URL shows its figures: 77 000.00 received.
    expect((await screen.findAllByText('77000.00')).length).toBeGreaterThan(0);
    await user.selectOptions(screen.getByLabelText('付款内容'), '到货款');
    await user.type(screen.getByLabelText('申请金额'), '30000.5');
    expect(await screen.findByText(/叁万元伍角整/)).toBeInTheDocument();
    const order = await screen.findByLabelText(/本次金额$/);
    await user.type(order, '30000.50');
    await user.click(screen.getByRole('button', { name: /^保存/ }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/purchase\/payment\/\d+$/));
    paymentId = router.state.location.pathname.split('/').pop()!;
    expect(await screen.findByText('叁万元伍角整')).toBeInTheDocument();
    expect(screen.getByText('尚未提交:提交时记下合同当时的金额。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '提交' }));
    expect(await screen.findByText('待总监审批')).toBeInTheDocument();
    // Frozen at submit: the contract as it stood, before this request.
    const frozen = screen.getByText('提交时的合同金额').closest('section') ?? document.body;
    expect(within(frozen as HTMLElement).getAllByText('77000.00').length).toBeGreaterThan(0);
  });

  it('shows the director the request on 待我审批 and lets them approve it on its detail', async () => {
    await signInAs(backend, 'director');
    const { user } = await renderApp('/purchase/payment');
    const table = await screen.findByRole('table');
    const link = await within(table).findByRole('link', { name: /^FK\d{12}$/ });
    await user.click(link);
    await user.click(await screen.findByRole('button', { name: '审批通过' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '审批通过' }));
    expect(await screen.findByText('待区域经理审批')).toBeInTheDocument();
  });
});

describe('付款信息', () => {
  it('lets finance record the approved request paid, and the request reads 已支付', async () => {
    const area: Api = await apiFor(backend, 'area');
    const manager: Api = await apiFor(backend, 'manager');
    await area.post('/purchase/cw-payment/approve', { id: paymentId, status: 1 });
    await manager.post('/purchase/cw-payment/approve', { id: paymentId, status: 1 });
    await signInAs(backend, 'finance');
    const { user } = await renderApp('/payment/paid/list');
    await user.click(await screen.findByRole('button', { name: '登记付款' }));
    const dialog = await screen.findByRole('dialog');
    const amount = await within(dialog).findByLabelText('付款金额');
    expect(amount).toHaveValue('30000.50');
    await user.selectOptions(within(dialog).getByLabelText('付款方式'), '银行转账');
    await user.type(within(dialog).getByLabelText('银行流水号'), 'HX001');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('HX001')).toBeInTheDocument();
    expect(within(table).getByText('30000.50')).toBeInTheDocument();
    await user.click(within(table).getByRole('link', { name: /^FK\d{12}$/ }));
    expect((await screen.findAllByText('已支付')).length).toBeGreaterThan(0);
    expect(screen.getByRole('table', { name: '付款记录' })).toHaveTextContent('30000.50');
  });

  it('lets finance correct a payment and delete it, the request then unpaid again', async () => {
    await signInAs(backend, 'finance');
    const { user } = await renderApp('/payment/paid/list');
    const table = await screen.findByRole('table');
    const row = (await within(table).findByText('HX001')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    const serial = await within(dialog).findByLabelText('银行流水号');
    await user.clear(serial);
    await user.type(serial, 'HX002');
    await user.clear(within(dialog).getByLabelText('付款金额'));
    await user.type(within(dialog).getByLabelText('付款金额'), '30000.51');
    await user.click(within(dialog).getByRole('button', { name: '修改' }));
    expect(await within(dialog).findByText('付款金额不能超过尚可付的 30000.50')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('付款金额'));
    await user.type(within(dialog).getByLabelText('付款金额'), '10000');
    await user.click(within(dialog).getByRole('button', { name: '修改' }));
    expect(await within(table).findByText('HX002')).toBeInTheDocument();
    const edited = within(table).getByText('HX002').closest('tr')!;
    await user.click(within(edited).getByRole('button', { name: '删除' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(within(table).queryByText('HX002')).toBeNull());
    const request = await apiFor(backend, 'buyer');
    const detail = await request.get<{ payStatusName: string; paidAmount: number }>(
      `/purchase/cw-payment/${paymentId}`,
    );
    expect([detail.payStatusName, detail.paidAmount]).toEqual(['未支付', 0]);
  });
});
