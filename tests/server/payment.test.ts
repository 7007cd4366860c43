import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk } from './support/contract-world.ts';
import {
  approvedPayment,
  buildPaymentWorld,
  contractMoney,
  newPayment,
  payableContract,
  paymentBody,
  setContractProgress,
  setInvoiceBeforePayment,
  type PaymentWorld,
} from './support/payment-world.ts';
import { caller, type Caller } from './support/system-fixtures.ts';
import { createTestApp, signIn, type TestContext } from './support/test-app.ts';
import { actionsOffered } from './support/offered-actions.ts';

/**
 * Payment requests through HTTP on PGlite: save and its refusals, the money rules at submit and at the final
 * approval (I19/I20), withdrawal, rejection and voiding releasing the applied amount, and twenty concurrent
 * submissions on one contract.
 */
let ctx: TestContext;
let admin: Caller;
let world: PaymentWorld;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = caller(ctx, (await signIn(ctx.app)).access_token);
  world = await buildPaymentWorld(ctx, admin);
}, 120_000);
afterAll(() => ctx.close());

const submit = (id: string) => world.buyer.as.post('/purchase/cw-payment/submitApprove', { json: { id } });

describe('saving a request', () => {
  it('snapshots the payee account, names the orders and spells the amount in words', async () => {
    const contract = await payableContract(world, ctx);
    const list = await expectOk(await world.buyer.as.get('/purchase/cw-payment/contractList'));
    const offered = (
      list as unknown as { id: string; accounts: { id: string }[]; applicableAmount: number }[]
    ).find((c) => c.id === contract.id);
    expect(offered?.applicableAmount).toBe(10000);
    expect(offered?.accounts.map((a) => a.id)).toEqual([world.supplier.accountId]);
    const saved = await newPayment(world, contract.id, { applyAmount: 3680.5 });
    expect(saved.paymentNo).toMatch(/^FK\d{12}$/);
    expect(saved.applyAmountUpper).toBe('叁仟陆佰捌拾元伍角整');
    expect(saved.payeeAccountName).toBe('上海宝钢建材有限公司');
    expect(saved.payContentName).toBe('到货款');
    expect(saved.approveStatus).toBe(0);
    expect(saved.allowedActions).toEqual(expect.arrayContaining(['edit', 'remove', 'submit']));
    // A draft is not applied yet.
    expect((await contractMoney(ctx, contract.id)).applied).toBe('0.00');
    const byNo = await expectOk(
      await world.buyer.as.get(`/purchase/cw-payment/codeDetails/${saved.paymentNo}`),
    );
    expect(byNo.id).toBe(saved.id);
  });

  it("refuses another supplier's account, a zero amount, an unapproved contract and a bad pay content", async () => {
    const contract = await payableContract(world, ctx);
    const other = await world.buyer.as.post('/purchase/cw-payment/add', {
      json: paymentBody(world, contract.id, { payeeAccountId: world.other.accountId }),
    });
    expect(other.status).toBe(400);
    expect(other.body.msg).toContain('payeeAccountId');
    const zero = await world.buyer.as.post('/purchase/cw-payment/add', {
      json: paymentBody(world, contract.id, { applyAmount: 0 }),
    });
    expect(zero.status).toBe(400);
    expect(zero.body.msg).toContain('applyAmount');
    const cents = await world.buyer.as.post('/purchase/cw-payment/add', {
      json: paymentBody(world, contract.id, { applyAmount: 1.005 }),
    });
    expect(cents.status).toBe(400);
    const draft = await expectOk(
      await world.buyer.as.post('/purchase/ht-contract/add', {
        json: { ...(await import('./support/contract-world.ts')).contractBody(world) },
      }),
    );
    const unapproved = await world.buyer.as.post('/purchase/cw-payment/add', {
      json: paymentBody(world, draft.id),
    });
    expect(unapproved.status).toBe(400);
    expect(unapproved.body.msg).toContain('contractId');
    const content = await world.buyer.as.post('/purchase/cw-payment/add', {
      json: paymentBody(world, contract.id, { payContent: '99' }),
    });
    expect(content.status).toBe(400);
    const nul = await world.buyer.as.post('/purchase/cw-payment/add', {
      json: paymentBody(world, contract.id, { applyReason: 'a\u0000b'.repeat(400) }),
    });
    expect(nul.status).toBe(400);
    // Only the creator edits; approvers may not add.
    expect(
      (await world.director.as.post('/purchase/cw-payment/add', { json: paymentBody(world, contract.id) }))
        .status,
    ).toBe(403);
  });
});

describe('the actions offered', () => {
  it('are the same in the list, the approval queue and the detail, before and after a level acted', async () => {
    const contract = await payableContract(world, ctx);
    const payment = await newPayment(world, contract.id, { applyAmount: 100 });
    await expectOk(await submit(payment.id));
    const people = [world.buyer, world.director, world.areaManager, world.manager];
    const offered = () =>
      actionsOffered(people, {
        id: payment.id,
        detail: `/purchase/cw-payment/${payment.id}`,
        list: '/purchase/cw-payment/pages',
        filter: { paymentNo: payment.paymentNo },
        queues: ['/purchase/cw-payment/approve/pages'],
      });
    // Nobody at a node acted yet: the buyer may still withdraw it (cancel).
    expect((await offered())[0]).toContain('cancel');
    await expectOk(
      await world.director.as.post('/purchase/cw-payment/approve', { json: { id: payment.id, status: 1 } }),
    );
    const acted = await offered();
    // The director acted in this round (read with the list's rows): no withdrawal; the area manager is next.
    expect(acted[0]).not.toContain('cancel');
    expect(acted[2]).toContain('approve');
  });
});

describe('the money rules at submit (I19/I20)', () => {
  it('counts submitted requests against the contract total and releases them on withdraw and reject', async () => {
    const contract = await payableContract(world, ctx, '10000.00');
    const a = await newPayment(world, contract.id, { applyAmount: 6000 });
    await expectOk(await submit(a.id));
    expect((await contractMoney(ctx, contract.id)).applied).toBe('6000.00');
    const b = await newPayment(world, contract.id, { applyAmount: 4000.01 });
    const over = await submit(b.id);
    expect(over.status).toBe(400);
    expect(over.body.msg).toContain('6000.00');
    expect(over.body.msg).toContain('10000.00');
    // Nothing written: b is still a draft, applied unchanged.
    expect((await expectOk(await world.buyer.as.get(`/purchase/cw-payment/${b.id}`))).approveStatus).toBe(0);
    expect((await contractMoney(ctx, contract.id)).applied).toBe('6000.00');
    await expectOk(await world.buyer.as.post('/purchase/cw-payment/withdraw', { json: { id: a.id } }));
    expect((await contractMoney(ctx, contract.id)).applied).toBe('0.00');
    await expectOk(await submit(b.id));
    await expectOk(
      await world.director.as.post('/purchase/cw-payment/approve', {
        json: { id: b.id, status: 2, opinion: '金额有误' },
      }),
    );
    expect((await contractMoney(ctx, contract.id)).applied).toBe('0.00');
    const rejected = await expectOk(await world.buyer.as.get(`/purchase/cw-payment/${b.id}`));
    expect(rejected.approveStatus).toBe(6);
    expect(rejected.lastRejectReason).toBe('金额有误');
  });

  it('keeps advances within the advance terms and goods payments within what was received', async () => {
    const contract = await payableContract(world, ctx, '3000.00');
    const advance = await newPayment(world, contract.id, { payContent: '1', applyAmount: 2000.01 });
    const tooMuch = await submit(advance.id);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.msg).toContain('2000.00');
    const fits = await newPayment(world, contract.id, { payContent: '1', applyAmount: 2000 });
    await expectOk(await submit(fits.id));
    // Advance does not count against received goods: 3000 received, 3000 of delivery payment still fits.
    const delivery = await newPayment(world, contract.id, { payContent: '3', applyAmount: 3000 });
    await expectOk(await submit(delivery.id));
    const progress = await newPayment(world, contract.id, { payContent: '2', applyAmount: 0.01 });
    const beyond = await submit(progress.id);
    expect(beyond.status).toBe(400);
    expect(beyond.body.msg).toContain('3000.00');
  });

  it('lets retention be asked only once it falls due, within its term', async () => {
    const contract = await payableContract(world, ctx, '10000.00');
    const early = await newPayment(world, contract.id, { payContent: '5', applyAmount: 500 });
    const notDue = await submit(early.id);
    expect(notDue.status).toBe(400);
    expect(notDue.body.msg).toContain('2027-11-01');
    await setContractProgress(ctx, contract.id, { lastReceiptDate: '2025-01-10' });
    await expectOk(await submit(early.id));
    const more = await newPayment(world, contract.id, { payContent: '5', applyAmount: 0.01 });
    const overTerm = await submit(more.id);
    expect(overTerm.status).toBe(400);
    expect(overTerm.body.msg).toContain('500.00');
  });

  it('with 先票后款 on, needs invoices covering the non-advance requests, but not the advance', async () => {
    const contract = await payableContract(world, ctx, '10000.00');
    await setContractProgress(ctx, contract.id, { invoiced: '1000.00' });
    await setInvoiceBeforePayment(ctx, true);
    try {
      const delivery = await newPayment(world, contract.id, { payContent: '3', applyAmount: 1000.01 });
      const refused = await submit(delivery.id);
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toContain('1000.00');
      const advance = await newPayment(world, contract.id, { payContent: '1', applyAmount: 1500 });
      await expectOk(await submit(advance.id));
      await setContractProgress(ctx, contract.id, { invoiced: '1000.01' });
      await expectOk(await submit(delivery.id));
    } finally {
      await setInvoiceBeforePayment(ctx, false);
    }
  });

  it('checks again at the final approval and freezes the figures at submit', async () => {
    const contract = await payableContract(world, ctx, '5000.00');
    const p = await newPayment(world, contract.id, { applyAmount: 5000 });
    await expectOk(await submit(p.id));
    const detail = await expectOk(await world.buyer.as.get(`/purchase/cw-payment/${p.id}`));
    expect(detail.snapshot).toEqual({
      contractAmount: 10000,
      receivedAmount: 5000,
      invoicedAmount: 0,
      paidAmount: 0,
      appliedAmount: 0,
    });
    await expectOk(
      await world.director.as.post('/purchase/cw-payment/approve', { json: { id: p.id, status: 1 } }),
    );
    await expectOk(
      await world.areaManager.as.post('/purchase/cw-payment/approve', { json: { id: p.id, status: 1 } }),
    );
    // Received goods were corrected down meanwhile (a receipt reversed): the manager's approval is refused.
    await setContractProgress(ctx, contract.id, { received: '4000.00' });
    const last = await world.manager.as.post('/purchase/cw-payment/approve', {
      json: { id: p.id, status: 1 },
    });
    expect(last.status).toBe(400);
    expect((await expectOk(await world.buyer.as.get(`/purchase/cw-payment/${p.id}`))).approveStatus).toBe(4);
    await setContractProgress(ctx, contract.id, { received: '5000.00' });
    await expectOk(
      await world.manager.as.post('/purchase/cw-payment/approve', { json: { id: p.id, status: 1 } }),
    );
    const approved = await expectOk(await world.buyer.as.get(`/purchase/cw-payment/${p.id}`));
    expect(approved.approveStatus).toBe(5);
    expect(approved.payStatus).toBe(0);
    expect(approved.operations).toEqual(['void', 'form']);
  });
});

describe('voiding (作废)', () => {
  it('voids an approved unpaid request with a reason and releases its amount; never one in approval', async () => {
    const contract = await payableContract(world, ctx);
    const p = await approvedPayment(world, contract.id, { applyAmount: 1200 });
    expect((await contractMoney(ctx, contract.id)).applied).toBe('1200.00');
    const noReason = await world.buyer.as.post('/purchase/cw-payment/cancel', {
      json: { id: p.id, reason: ' ' },
    });
    expect(noReason.status).toBe(400);
    const voided = await expectOk(
      await world.buyer.as.post('/purchase/cw-payment/cancel', { json: { id: p.id, reason: '重复申请' } }),
    );
    expect(voided.payStatus).toBe(3);
    expect(voided.payStatusName).toBe('已作废');
    expect(voided.allowedActions).toEqual([]);
    expect((await contractMoney(ctx, contract.id)).applied).toBe('0.00');
    expect(
      (await world.buyer.as.post('/purchase/cw-payment/cancel', { json: { id: p.id, reason: 'again' } }))
        .status,
    ).toBe(409);
    const pending = await newPayment(world, contract.id);
    await expectOk(await submit(pending.id));
    expect(
      (await world.buyer.as.post('/purchase/cw-payment/cancel', { json: { id: pending.id, reason: 'x' } }))
        .status,
    ).toBe(409);
  });
});

describe('orders', () => {
  it('offers received orders and refuses an order amount beyond what is received', async () => {
    const contract = await payableContract(world, ctx);
    const order = await expectOk(
      await world.buyer.as.post('/purchase/ht-contract/createOnceOrder', {
        json: { contractId: contract.id },
      }),
    );
    const { setOrderReceived } = await import('./support/payment-world.ts');
    await setOrderReceived(ctx, order.id, '3000.00');
    const offered = (await expectOk(
      await world.buyer.as.get('/purchase/cw-payment/orderList', { contractId: contract.id }),
    )) as unknown as { id: string; unpaidAmount: number }[];
    expect(offered).toEqual([expect.objectContaining({ id: order.id, unpaidAmount: 3000 })]);
    const over = await world.buyer.as.post('/purchase/cw-payment/add', {
      json: paymentBody(world, contract.id, {
        applyAmount: 4000,
        orders: [{ orderId: order.id, amount: 3000.01 }],
      }),
    });
    expect(over.status).toBe(400);
    expect(over.body.msg).toContain('orders.0.amount');
    const p = await newPayment(world, contract.id, {
      applyAmount: 2000,
      orders: [{ orderId: order.id, amount: 2000 }],
    });
    expect(
      p.orders ?? (await expectOk(await world.buyer.as.get(`/purchase/cw-payment/${p.id}`))).orders,
    ).toEqual([{ orderId: order.id, orderNo: order.orderNo, amount: 2000 }]);
    await expectOk(await submit(p.id));
    const left = (await expectOk(
      await world.buyer.as.get('/purchase/cw-payment/orderList', { contractId: contract.id }),
    )) as unknown as { unpaidAmount: number }[];
    expect(left[0]?.unpaidAmount).toBe(1000);
  });
});

describe('concurrency', () => {
  it('accepts exactly the requests that fit when twenty are submitted at once on one contract', async () => {
    const contract = await payableContract(world, ctx, '10000.00');
    const drafts: string[] = [];
    for (let i = 0; i < 20; i++) drafts.push((await newPayment(world, contract.id, { applyAmount: 700 })).id);
    const answers = await Promise.all(drafts.map((id) => submit(id)));
    const accepted = answers.filter((a) => a.status === 200).length;
    expect(accepted).toBe(14); // 14 × 700 = 9 800 ≤ 10 000 < 15 × 700
    expect(answers.filter((a) => a.status === 400)).toHaveLength(6);
    expect((await contractMoney(ctx, contract.id)).applied).toBe('9800.00');
  });
});
