import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetMenuButtonsMockHandler } from '@/api/generated/blade-system/endpoints/menu/menu.msw';
import { mocks } from '@/features/purchase/payment/payment.mocks';
import { server } from '../../msw-server';
import { renderApp } from '../../render-app';
import { crudButtons, menuNode, signInAsMockAdmin } from '../../support/mock-session';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

// 付款申请 and 付款信息 on mock data: the feature's plausible answers (payment.mocks.ts) render in every screen,
// the generated answers alone are accepted by the detail and the paid list, and the empty, error and refusal
// scenarios show what a developer working on them would see.

const ok = <T,>(data: T) => ({ code: 200, success: true, msg: '操作成功', data });
const grants = () =>
  getGetMenuButtonsMockHandler(
    ok([
      menuNode(
        'cw_payment',
        ['view', 'add', 'edit', 'delete', 'submit', 'cancel', 'approve', 'reject', 'void'].map((s) =>
          menuNode(`cw_payment_${s}`),
        ),
      ),
      crudButtons('cw_paid'),
    ]),
  );

beforeEach(() => {
  signInAsMockAdmin();
  server.use(grants());
});
afterEach(() => server.resetHandlers());

describe('付款申请 on the feature mocks', () => {
  beforeEach(() => server.use(...mocks.defaults()));

  it('lists the requests in their states, and the waiting tab the one at the area manager', async () => {
    const { user } = await renderApp('/purchase/payment?tab=all');
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('FK202611230001')).toBeInTheDocument();
    expect(within(table).getByText('已支付')).toBeInTheDocument();
    expect(within(table).getByText('草稿')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '待我审批' }));
    await waitFor(() => expect(screen.queryByText('FK202611230001')).toBeNull());
    expect(await screen.findByText('FK202611240001')).toBeInTheDocument();
  });

  it('shows a request with its snapshot figures, order and approval actions', async () => {
    await renderApp('/purchase/payment/1000000000000000602');
    expect(await screen.findByText('贰万元整')).toBeInTheDocument();
    expect(screen.getByText('提交时的合同金额')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '关联订单' })).toHaveTextContent('DD202611160001');
    expect(screen.getByRole('button', { name: '审批通过' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下载审批单' })).toBeInTheDocument();
  });

  it('lets the editor pick the contract, propose its default account and spell the amount', async () => {
    const { user } = await renderApp('/purchase/payment/add');
    const contract = await screen.findByLabelText('合同');
    await waitFor(() => expect(within(contract).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(contract, within(contract).getByRole('option', { name: /HT202611160001/ }));
    expect(await screen.findByText('318000.00')).toBeInTheDocument();
    const account = screen.getByLabelText('收款账户') as HTMLSelectElement;
    await waitFor(() => expect(account.selectedOptions[0]?.textContent).toContain('中国工商银行'));
    await user.type(screen.getByLabelText('申请金额'), '7000');
    expect(await screen.findByText(/柒仟元整/)).toBeInTheDocument();
    const amount = await screen.findByLabelText('DD202611160001 本次金额');
    await user.type(amount, '7000.01');
    await user.click(screen.getByRole('button', { name: /^保存/ }));
    expect(await screen.findByText('第 1 个订单:本次金额不能超过可申请 7000.00')).toBeInTheDocument();
  });

  it('says when no contract may be paid on', async () => {
    server.use(...mocks.scenarios['no-contracts']());
    await renderApp('/purchase/payment/add');
    expect(await screen.findByText('没有可申请付款的合同')).toBeInTheDocument();
  });

  it('lists the payment made on 付款信息 and records one against a request with money left', async () => {
    const { user } = await renderApp('/payment/paid/list');
    expect(await screen.findByText('ZF202611260001')).toBeInTheDocument();
    expect(screen.getByText('HX20261126000123')).toBeInTheDocument();
    server.use(...mocks.scenarios['pay-refused']());
    await user.click(screen.getByRole('button', { name: '登记付款' }));
    const dialog = await screen.findByRole('dialog');
    // Only the approved request with money left is offered (the list call asks for payable ones).
    const request = await within(dialog).findByLabelText('付款申请');
    await waitFor(() => expect(within(request).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(request, within(request).getByRole('option', { name: /FK202611260001/ }));
    const method = within(dialog).getByLabelText('付款方式');
    await user.selectOptions(method, within(method).getAllByRole('option')[1]!);
    // The one request with money left is chosen, and what is left proposed.
    expect(within(dialog).getByLabelText('付款金额')).toHaveValue('20000.00');
    await user.clear(within(dialog).getByLabelText('付款金额'));
    await user.type(within(dialog).getByLabelText('付款金额'), '20000.01');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('付款金额不能超过尚可付的 20000.00')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('付款金额'));
    await user.type(within(dialog).getByLabelText('付款金额'), '20000');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    // The pay-refused scenario answers the server's reason, shown in the dialog, which stays open.
    expect(await within(dialog).findByText(/超过该申请尚可支付/)).toBeInTheDocument();
  });
});

describe('付款申请 on the generated mocks and the scenarios', () => {
  it('renders a generated request and a generated page of payments without a console error', async () => {
    const errors = vi.spyOn(console, 'error');
    await renderApp('/purchase/payment/1000000000000000001');
    expect(await screen.findByText('付款申请详情', { selector: 'h1, h2, span, p, div' })).toBeInTheDocument();
    await renderApp('/payment/paid/list');
    expect(await screen.findAllByRole('row')).not.toHaveLength(0);
    expect(errors).not.toHaveBeenCalled();
  });

  it('shows the empty and error states of the lists', async () => {
    server.use(...mocks.scenarios.empty());
    await renderApp('/purchase/payment?tab=all');
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    server.use(...mocks.scenarios.error());
    await renderApp('/payment/paid/list');
    expect(await screen.findByText(/服务器异常/)).toBeInTheDocument();
  });
});
