import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedContract, expectOk } from './support/contract-world.ts';
import { grantMenus, seededOrganisation, signedInPerson } from './support/needs-world.ts';
import { contractRow, INVOICE_CODES } from './support/invoice-world.ts';
import { buildReceiveWorld, receiptOf, type OpenOrder, type ReceiveWorld } from './support/receive-world.ts';
import {
  REBAR,
  SITE,
  STOCK_CODES,
  TODAY,
  balance,
  draftIssue,
  expectLedgerMatchesBalances,
  expectStatus,
  issue,
} from './support/stock-world.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';

/**
 * The procurement model's golden path (§4) from the approved contract HT-B to the stock-out, steps 18–32, through
 * the real modules only — receiving writes what payments read, the invoice link writes what 先票后款 and payables
 * read — with the model's figures to the cent: 100 t rebar at 3 880.00 incl. 13 % = 388 000.00 (343 362.83 +
 * 44 637.17), terms 到货款 95 % + 质保金 5 %; receipts of 60 t and 40 t (41 t refused); the invoice; a payment request
 * of 368 600.00 approved at three levels, its Word form, paid; a second request of 30 000.00 refused (I19); a
 * stock-out of 30 t at the moving average (103 008.85), 80 t refused.
 */
let ctx: TestContext;
let world: ReceiveWorld;
let finance: Awaited<ReturnType<typeof signedInPerson>>;

const PAYMENT = [
  'cw_payment',
  ...['view', 'add', 'edit', 'delete', 'submit', 'cancel', 'void'].map((s) => `cw_payment_${s}`),
];
const PAYMENT_APPROVER = ['cw_payment', ...['view', 'approve', 'reject'].map((s) => `cw_payment_${s}`)];
const PAID = ['cw_paid', ...['view', 'add', 'edit', 'delete'].map((s) => `cw_paid_${s}`)];
const CONTRACT = [
  'ht_contract',
  ...['view', 'add', 'edit', 'delete', 'submit', 'approve', 'reject', 'cancel', 'order'].map(
    (s) => `ht_contract_${s}`,
  ),
  'cg_order',
  'cg_order_view',
];

beforeAll(async () => {
  ctx = await createTestApp();
  world = await buildReceiveWorld(ctx);
  const { role, deptId } = await seededOrganisation(ctx);
  // A grant replaces a role's menus: each role gets its whole job in one.
  await grantMenus(ctx, world.admin, [role('purchaser')], [...CONTRACT, ...PAYMENT]);
  await grantMenus(ctx, world.admin, ['director', 'area_manager', 'manager'].map(role), [
    ...CONTRACT,
    ...PAYMENT_APPROVER,
  ]);
  await grantMenus(
    ctx,
    world.admin,
    [role('warehouse_keeper')],
    [...STOCK_CODES, 'cg_order', 'cg_order_view'],
  );
  await grantMenus(
    ctx,
    world.admin,
    [role('finance')],
    [...INVOICE_CODES, 'cw_payment', 'cw_payment_view', ...PAID],
  );
  finance = await signedInPerson(ctx, world.admin, 'fin_wu', role('finance'), deptId('总公司'), {
    realName: '吴财务',
  });
}, 240_000);
afterAll(async () => ctx?.close());

describe('the golden path from contract to stock-out (model §4, steps 18–32)', () => {
  it('receives, invoices, pays and issues HT-B with the model figures to the cent', async () => {
    const { buyer, director, areaManager, manager, supplier } = world.contracts;
    // 18–20: HT-B approved with 到货款 95 % and 质保金 5 %, ordered at once into the site storehouse.
    const contract = await approvedContract(world.contracts, {
      taxRate: 13,
      items: [{ materialId: REBAR, qty: 100, unitPrice: 3880 }],
      payTerms: [
        { payContent: '3', ratio: 95, payCondition: '到货验收并收到发票后' },
        { payContent: '5', ratio: 5, payCondition: '质保期满', dueDays: 365 },
      ],
    });
    expect([contract.totalAmount, contract.amountExclTax, contract.taxAmount]).toEqual([
      388000, 343362.83, 44637.17,
    ]);
    const order = (await expectOk(
      await buyer.as.post('/purchase/ht-contract/createOnceOrder', {
        json: { contractId: contract.id, storehouseId: SITE, expectedArrivalDate: '2026-12-10' },
      }),
    )) as OpenOrder;

    // 21–23: 60 t, then 41 t refused (40 left), then 40 t.
    const receive = (body: unknown) =>
      world.keeper.as.post('/purchase/cg-order-info/stock-in/create', { json: body });
    expectStatus(await receive(receiptOf(order, [{ qty: 60 }])), 200);
    let row = await balance(ctx, SITE, REBAR);
    expect([row!.qty, row!.amount, row!.avgCost]).toEqual(['60.000', '206017.70', '3433.6283']);
    const over = await receive(receiptOf(order, [{ qty: 41 }]));
    expect(over.status).toBeGreaterThanOrEqual(400);
    expect(over.body.msg).toContain('40');
    expectStatus(await receive(receiptOf(order, [{ qty: 40 }])), 200);
    row = await balance(ctx, SITE, REBAR);
    expect([row!.qty, row!.amount]).toEqual(['100.000', '343362.83']);
    // The contract's progress as stored (its detail answer does not show these yet).
    let stored = await contractRow(ctx, contract.id);
    expect([stored.receivedAmount, stored.contractStatus]).toEqual(['388000.00', 2]);

    // 24: finance registers the 专票 and links all of it to HT-B.
    const invoice = await expectOk(
      await finance.as.post('/purchase/cw-invoice/add', {
        json: {
          invoiceType: '1',
          invoiceNo: '24611001',
          invoiceCode: '3100231130',
          supplierId: supplier.id,
          buyerId: world.contracts.depts.company,
          invoiceDate: TODAY,
          amountExclTax: 343362.83,
          taxRate: 13,
          taxAmount: 44637.17,
          totalAmount: 388000,
        },
      }),
    );
    const linked = await expectOk(
      await finance.as.post('/purchase/cw-invoice-contract/add', {
        json: { invoiceId: invoice.id, contractId: contract.id, amount: 388000 },
      }),
    );
    expect([linked.linkStatus, linked.linkStatusName]).toEqual([2, '已关联']);
    stored = await contractRow(ctx, contract.id);
    expect(stored.invoicedAmount).toBe('388000.00');

    // 25–26: the 到货款 request of 95 % with its 大写, approved at three levels.
    const payment = await expectOk(
      await buyer.as.post('/purchase/cw-payment/add', {
        json: {
          contractId: contract.id,
          payContent: '3',
          applyAmount: 368600,
          payeeAccountId: supplier.accountId,
          expectedPayDate: '2026-12-10',
          applyReason: '到货验收合格,支付到货款',
        },
      }),
    );
    expect(payment.applyAmountUpper).toBe('叁拾陆万捌仟陆佰元整');
    await expectOk(await buyer.as.post('/purchase/cw-payment/submitApprove', { json: { id: payment.id } }));
    for (const who of [director, areaManager, manager])
      await expectOk(
        await who.as.post('/purchase/cw-payment/approve', {
          json: { id: payment.id, status: 1, opinion: '同意' },
        }),
      );

    // 27: the approval form, a Word document with the request, its figures and the three opinions.
    const form = await ctx.app.request('/api/purchase/cw-payment/genApproveForm', {
      method: 'POST',
      headers: { 'Blade-Auth': `bearer ${buyer.as.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: payment.id }),
    });
    expect(form.status).toBe(200);
    const text = strFromU8(unzipSync(new Uint8Array(await form.arrayBuffer()))['word/document.xml']!).replace(
      /<[^>]+>/g,
      '',
    );
    for (const expected of [
      payment.paymentNo,
      contract.contractNo,
      '368,600.00',
      '叁拾陆万捌仟陆佰元整',
      '388,000.00',
    ])
      expect(text).toContain(expected);
    expect(text.match(/同意/g)?.length ?? 0).toBeGreaterThanOrEqual(3);

    // 28: finance pays it in full.
    await expectOk(
      await finance.as.post('/purchase/cw-paid/add', {
        json: {
          paymentId: payment.id,
          paidAmount: 368600,
          paidDate: TODAY,
          payMethod: '1',
          payerAccount: '示范建设集团 基本户',
          bankSerialNo: 'SN2026112200001',
        },
      }),
    );
    const paid = await expectOk(await buyer.as.get(`/purchase/cw-payment/${payment.id}`));
    expect([paid.payStatus, paid.payStatusName]).toEqual([2, '已支付']);
    stored = await contractRow(ctx, contract.id);
    expect([stored.appliedAmount, stored.paidAmount]).toEqual(['368600.00', '368600.00']);

    // 29: another 30 000.00 of 到货款 would take the requests to 398 600.00, above the contract's 388 000.00.
    const second = await expectOk(
      await buyer.as.post('/purchase/cw-payment/add', {
        json: {
          contractId: contract.id,
          payContent: '3',
          applyAmount: 30000,
          payeeAccountId: supplier.accountId,
          applyReason: '再付到货款',
        },
      }),
    );
    const refused = await buyer.as.post('/purchase/cw-payment/submitApprove', { json: { id: second.id } });
    expect(refused.status, JSON.stringify(refused.body)).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    stored = await contractRow(ctx, contract.id);
    expect(stored.appliedAmount).toBe('368600.00');

    // 30–32: 30 t issued at the moving average; 80 t more refused (70 left); the ledger agrees.
    const issued = await draftIssue(world.keeper.as, [{ materialId: REBAR, qty: 30 }]);
    const posted = await world.keeper.as.post(`/purchase/kc-stock-out/confirm/${issued}`);
    expectStatus(posted, 200);
    expect(posted.body.data.totalAmount).toBe(103008.85);
    row = await balance(ctx, SITE, REBAR);
    expect([row!.qty, row!.amount]).toEqual(['70.000', '240353.98']);
    const overIssue = await world.keeper.as.post('/purchase/kc-stock-out/add', {
      json: issue([{ materialId: REBAR, qty: 80 }]),
    });
    expect(overIssue.status).toBe(400);
    expect(overIssue.body.msg).toContain('当前库存 70');
    await expectLedgerMatchesBalances(ctx);
  });
});
