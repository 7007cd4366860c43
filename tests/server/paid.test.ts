import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk } from './support/contract-world.ts';
import {
  approvedPayment,
  buildPaymentWorld,
  contractMoney,
  newPayment,
  payableContract,
  type PaymentWorld,
} from './support/payment-world.ts';
import { caller, type Caller } from './support/system-fixtures.ts';
import { createTestApp, signIn, type TestContext } from './support/test-app.ts';

/**
 * The approval form (genApproveForm, a real .docx) and paid records (付款信息): recording against an approved
 * request, over-payment, a voided or unapproved request, edit and delete recomputing the request and the contract,
 * and concurrent records on one request (I21).
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

// The test app's clock stands at 2026-11-22 (UTC+8); a payment two days before.
const today = '2026-11-20';
const paidBody = (paymentId: string, amount: number, more: Record<string, unknown> = {}) => ({
  paymentId,
  paidAmount: amount,
  paidDate: today,
  payMethod: '1',
  payerAccount: '上海建工集团财务账户 6222 0000 1111',
  bankSerialNo: 'SN20261127001',
  ...more,
});

/** The form's bytes (the JSON test client would read them as text). */
async function downloadForm(who: { as: Caller }, id: string) {
  return ctx.app.request('/api/purchase/cw-payment/genApproveForm', {
    method: 'POST',
    headers: { 'Blade-Auth': `bearer ${who.as.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ id }),
  });
}

describe('the approval form', () => {
  it('is a Word document with the request, the 大写 amount, the frozen figures and every opinion', async () => {
    const contract = await payableContract(world, ctx, '9000.00');
    const p = await approvedPayment(world, contract.id, { applyAmount: 3686 });
    const response = await downloadForm(world.buyer, p.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('wordprocessingml');
    expect(response.headers.get('content-disposition')).toContain(
      encodeURIComponent(`付款审批单-${p.paymentNo}.docx`),
    );
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const text = strFromU8(files['word/document.xml']!).replace(/<[^>]+>/g, '');
    for (const expected of [
      '付款审批单',
      p.paymentNo,
      contract.contractNo,
      '上海宝钢建材有限公司',
      '中国工商银行',
      '到货款',
      '3,686.00',
      '叁仟陆佰捌拾陆元整',
      '10,000.00',
      '9,000.00',
      '总监审批',
      '区域经理审批',
      '经理审批',
      '同意',
    ])
      expect(text).toContain(expected);
    expect(text.match(/同意/g)?.length).toBe(3);
  });

  it('has no form before the first submit', async () => {
    const contract = await payableContract(world, ctx);
    const draft = await newPayment(world, contract.id);
    const response = await downloadForm(world.buyer, draft.id);
    expect(response.status).toBe(409);
    expect((await response.json()).msg).toContain('未提交');
  });
});

describe('paid records', () => {
  it('pays part, then the rest: 部分支付 then 已支付, the contract paid amount following', async () => {
    const contract = await payableContract(world, ctx);
    const p = await approvedPayment(world, contract.id, { applyAmount: 5000 });
    const first = await expectOk(
      await world.finance.as.post('/purchase/cw-paid/add', { json: paidBody(p.id, 2000) }),
    );
    expect(first.paidNo).toMatch(/^ZF\d{12}$/);
    expect(first.payMethodName).toBe('银行转账');
    expect(first.operatorName).toBe('财务吴');
    let request = await expectOk(await world.buyer.as.get(`/purchase/cw-payment/${p.id}`));
    expect(request.payStatus).toBe(1);
    expect(request.payStatusName).toBe('部分支付');
    expect((await contractMoney(ctx, contract.id)).paid).toBe('2000.00');
    const over = await world.finance.as.post('/purchase/cw-paid/add', { json: paidBody(p.id, 3000.01) });
    expect(over.status).toBe(400);
    expect(over.body.msg).toContain('paidAmount');
    expect(over.body.msg).toContain('3000.00');
    await expectOk(await world.finance.as.post('/purchase/cw-paid/add', { json: paidBody(p.id, 3000) }));
    request = await expectOk(await world.buyer.as.get(`/purchase/cw-payment/${p.id}`));
    expect(request.payStatus).toBe(2);
    expect(request.payStatusName).toBe('已支付');
    expect(request.paids).toHaveLength(2);
    // Something was paid: the request can no longer be voided.
    expect(request.operations).not.toContain('void');
    expect(
      (await world.buyer.as.post('/purchase/cw-payment/cancel', { json: { id: p.id, reason: 'x' } })).status,
    ).toBe(409);
    // Editing the first record down and deleting it recompute the request and the contract.
    await expectOk(
      await world.finance.as.post('/purchase/cw-paid/edit', {
        json: { ...paidBody(p.id, 1500), id: first.id },
      }),
    );
    request = await expectOk(await world.buyer.as.get(`/purchase/cw-payment/${p.id}`));
    expect(request.paidAmount).toBe(4500);
    expect(request.payStatus).toBe(1);
    expect((await contractMoney(ctx, contract.id)).paid).toBe('4500.00');
    const editOver = await world.finance.as.post('/purchase/cw-paid/edit', {
      json: { ...paidBody(p.id, 2000.01), id: first.id },
    });
    expect(editOver.status).toBe(400);
    await expectOk(await world.finance.as.post('/purchase/cw-paid/delete', { query: { ids: first.id } }));
    expect((await contractMoney(ctx, contract.id)).paid).toBe('3000.00');
    const page = await expectOk(await world.finance.as.get('/purchase/cw-paid/pages', { paymentId: p.id }));
    expect(page.total).toBe(1);
  });

  it('refuses a voided or unapproved request, a future date, zero and an unknown method', async () => {
    const contract = await payableContract(world, ctx);
    const voided = await approvedPayment(world, contract.id, { applyAmount: 100 });
    await expectOk(
      await world.buyer.as.post('/purchase/cw-payment/cancel', {
        json: { id: voided.id, reason: '不再需要' },
      }),
    );
    const onVoid = await world.finance.as.post('/purchase/cw-paid/add', { json: paidBody(voided.id, 50) });
    expect(onVoid.status).toBe(409);
    expect(onVoid.body.msg).toContain('作废');
    const draft = await newPayment(world, contract.id);
    expect(
      (await world.finance.as.post('/purchase/cw-paid/add', { json: paidBody(draft.id, 50) })).status,
    ).toBe(409);
    const ok = await approvedPayment(world, contract.id, { applyAmount: 100 });
    const future = await world.finance.as.post('/purchase/cw-paid/add', {
      json: paidBody(ok.id, 50, { paidDate: '2099-01-01' }),
    });
    expect(future.status).toBe(400);
    expect(future.body.msg).toContain('paidDate');
    expect((await world.finance.as.post('/purchase/cw-paid/add', { json: paidBody(ok.id, 0) })).status).toBe(
      400,
    );
    expect(
      (
        await world.finance.as.post('/purchase/cw-paid/add', {
          json: paidBody(ok.id, 10, { payMethod: '77' }),
        })
      ).status,
    ).toBe(400);
    // The purchaser does not record payments.
    expect((await world.buyer.as.post('/purchase/cw-paid/add', { json: paidBody(ok.id, 10) })).status).toBe(
      403,
    );
  });

  it('never pays beyond the request under concurrent records', async () => {
    const contract = await payableContract(world, ctx);
    const p = await approvedPayment(world, contract.id, { applyAmount: 1000 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 ? world.finance2 : world.finance).as.post('/purchase/cw-paid/add', {
          json: paidBody(p.id, 300),
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    const request = await expectOk(await world.buyer.as.get(`/purchase/cw-payment/${p.id}`));
    expect(request.paidAmount).toBe(900);
    expect((await contractMoney(ctx, contract.id)).paid).toBe('900.00');
  });
});
