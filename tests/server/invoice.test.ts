import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htContracts } from '../../src/server/db/schema/contracts.ts';
import { cwInvoiceContracts, cwInvoices } from '../../src/server/db/schema/finance.ts';
import {
  approvedContract,
  buildInvoiceWorld,
  contractRow,
  expectOk,
  invoiceBody,
  link,
  newInvoice,
  setInvoiceBeforePayment,
  type InvoiceWorld,
} from './support/invoice-world.ts';
import { newContract } from './support/contract-world.ts';
import { caller, type Caller } from './support/system-fixtures.ts';
import { call, createTestApp, signIn, type TestContext } from './support/test-app.ts';

/**
 * 发票 and 发票关联合同 through HTTP on PGlite: registration and every refusal of it (form of number and code per
 * type, total = excl. + tax to the cent, a future day, a duplicate number), the scan checked by content, links
 * within the invoice's and the contract's totals, the link status and the contract's invoicedAmount, unlinking
 * under 先票后款, another tenant's ids, and concurrent links on one invoice and on one contract.
 */
let ctx: TestContext;
let admin: Caller;
let world: InvoiceWorld;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = caller(ctx, (await signIn(ctx.app)).access_token);
  world = await buildInvoiceWorld(ctx, admin);
});
afterAll(() => ctx.close());

const add = (json: Record<string, unknown>, who = world.finance.as) =>
  who.post('/purchase/cw-invoice/add', { json });
const invoiceCount = async () => (await ctx.database.db.select().from(cwInvoices)).length;

describe('registering an invoice', () => {
  it('registers a paper 专票 with the seller copied from the supplier', async () => {
    const invoice = await newInvoice(world);
    expect(invoice.invoiceTypeName).toBe('增值税专用发票');
    expect(invoice.sellerName).toBe('上海宝钢建材有限公司');
    expect(invoice.sellerTaxNo).toMatch(/^91310000TEST/);
    expect(invoice.buyerName).toBe('示范建设集团有限公司'); // the company's full (legal) name
    expect([invoice.amountExclTax, invoice.taxAmount, invoice.totalAmount]).toEqual([40000, 5200, 45200]);
    expect([invoice.linkStatus, invoice.linkStatusName, invoice.unlinkedAmount]).toEqual([
      0,
      '未关联',
      45200,
    ]);
    expect(invoice.allowedActions).toEqual(['edit', 'delete', 'link']);
    const page = await expectOk(
      await world.finance.as.get('/purchase/cw-invoice/pages', { invoiceNo: invoice.invoiceNo }),
    );
    expect(page.records.map((r: { id: string }) => r.id)).toEqual([invoice.id]);
  });

  it('registers a 数电票 with a 20-digit number and no code', async () => {
    const invoice = await newInvoice(world, {
      invoiceType: '3',
      invoiceCode: '',
      invoiceNo: '26312000000012345678',
    });
    expect(invoice.invoiceCode).toBe('');
    expect(invoice.invoiceTypeName).toBe('数电票(专用发票)');
  });

  it.each([
    [
      { totalAmount: 45200.01 },
      'totalAmount: 价税合计 45200.01 应等于不含税金额 40000 + 税额 5200 = 45200.00',
    ],
    [{ amountExclTax: 0.1, taxAmount: 0.2, totalAmount: 0.3 }, null],
    [{ invoiceNo: '1234567' }, 'invoiceNo: 纸质发票的发票号码应为 8 位数字'],
    [{ invoiceCode: '' }, 'invoiceCode:'],
    [
      { invoiceType: '4', invoiceCode: '3100231130', invoiceNo: '26312000000012345679' },
      'invoiceCode: 数电票没有发票代码',
    ],
    [{ invoiceType: '4', invoiceCode: '', invoiceNo: '12345678' }, '应为 20 位数字'],
    [{ invoiceDate: '2026-11-23' }, 'invoiceDate: 开票日期 2026-11-23 不能晚于今天 2026-11-22'],
    [{ invoiceDate: '2026-02-30' }, 'invoiceDate'],
    [{ taxAmount: 5200.001, totalAmount: 45200.001 }, 'taxAmount'],
    [{ invoiceType: '7' }, 'invoiceType'],
    [{ supplierId: '99999999' }, 'supplierId'],
    [{ attachId: '99999999' }, 'attachId'],
  ])('refuses %j on its field, writing nothing', async (overrides, text) => {
    const before = await invoiceCount();
    const answer = await add(invoiceBody(world, overrides));
    if (text === null) {
      // 0.1 + 0.2 is 0.3 to the cent: exact decimals, not floats.
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return;
    }
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.msg).toContain(text);
    expect(await invoiceCount()).toBe(before);
  });

  it('refuses a buyer that is not a company', async () => {
    const answer = await add(invoiceBody(world, { buyerId: world.depts.shanghai }));
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toContain('buyerId');
  });

  it("refuses a duplicate code and number with 409 naming it, in the caller's language", async () => {
    const first = await newInvoice(world);
    const again = await add(invoiceBody(world, { invoiceNo: first.invoiceNo }));
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(`invoiceNo: 发票 3100231130/${first.invoiceNo} 已登记`);
    const en = caller(ctx, world.finance.as.token, 'en');
    const english = await add(invoiceBody(world, { invoiceNo: first.invoiceNo }), en);
    expect(english.body.msg).toBe(`invoiceNo: invoice 3100231130/${first.invoiceNo} is already registered`);
    // Another code with the same number is another invoice.
    await newInvoice(world, { invoiceNo: first.invoiceNo, invoiceCode: '3100231131' });
    // A deleted invoice frees its number.
    expectOk(await world.finance.as.post(`/purchase/cw-invoice/delete/${first.id}`));
    await newInvoice(world, { invoiceNo: first.invoiceNo });
  });

  it('lets only one of concurrent registrations of one number through', async () => {
    const body = invoiceBody(world);
    const answers = await Promise.all(Array.from({ length: 5 }, () => add(body)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(4);
  });

  it('stores a scan checked by content and links it from the detail', async () => {
    const upload = (bytes: string, name: string) => {
      const form = new FormData();
      form.append('file', new File([bytes], name));
      return call(ctx.app, 'POST', '/api/purchase/cw-invoice/upload', {
        token: world.finance.as.token,
        body: form,
      });
    };
    const text = await upload('not an invoice', 'invoice.pdf');
    expect(text.status).toBe(400);
    expect(text.body.msg).toContain('PDF');
    const scan = await expectOk(await upload('%PDF-1.4\n%invoice\n', 'fapiao.pdf'));
    const invoice = await newInvoice(world, { attachId: scan.attachId });
    expect(invoice.fileName).toBe('fapiao.pdf');
    expect(invoice.fileLink).not.toBe('');
  });

  it('edits an unlinked invoice and answers 403 without the button', async () => {
    const invoice = await newInvoice(world);
    const edited = await expectOk(
      await world.finance.as.post('/purchase/cw-invoice/edit', {
        json: { ...invoiceBody(world), id: invoice.id, invoiceNo: invoice.invoiceNo, remark: '更正税额' },
      }),
    );
    expect(edited.remark).toBe('更正税额');
    expect((await world.buyer.as.get('/purchase/cw-invoice/pages')).status).toBe(403);
    expect((await add(invoiceBody(world), world.buyer.as)).status).toBe(403);
  });

  it('exports the list as a workbook', async () => {
    const response = await ctx.app.request('/api/purchase/cw-invoice/export', {
      headers: { 'Blade-Auth': `bearer ${world.finance.as.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('spreadsheetml');
  });
});

describe('linking invoices to contracts', () => {
  it("links in parts, recomputing the link status and the contract's invoiced amount", async () => {
    const contract = await approvedContract(world); // total 49 478.04
    const invoice = await newInvoice(world);
    const listed = await expectOk(
      await world.finance.as.get('/purchase/cw-invoice-contract/contractList', { invoiceId: invoice.id }),
    );
    const offered = listed.find((c: { contractId: string }) => c.contractId === contract.id);
    expect([offered.totalAmount, offered.invoicedAmount, offered.invoiceableAmount]).toEqual([
      49478.04, 0, 49478.04,
    ]);

    const part = await expectOk(
      await link(world, { invoiceId: invoice.id, contractId: contract.id, amount: 20000.5 }),
    );
    expect([part.linkStatus, part.linkStatusName, part.linkedAmount, part.unlinkedAmount]).toEqual([
      1,
      '部分关联',
      20000.5,
      25199.5,
    ]);
    expect(part.allowedActions).toEqual(['link']); // linked: no edit or delete
    expect(part.links).toHaveLength(1);
    expect(part.links[0].contractNo).toBe(contract.contractNo);
    expect(part.links[0].allowedActions).toEqual(['unlink']);
    expect((await contractRow(ctx, contract.id)).invoicedAmount).toBe('20000.50');

    const over = await link(world, { invoiceId: invoice.id, contractId: contract.id, amount: 25199.51 });
    expect(over.status).toBe(409);
    expect(over.body.msg).toContain('超过发票');
    expect(over.body.msg).toContain('25199.50');

    const full = await expectOk(
      await link(world, { invoiceId: invoice.id, contractId: contract.id, amount: 25199.5 }),
    );
    expect([full.linkStatus, full.linkStatusName, full.unlinkedAmount]).toEqual([2, '已关联', 0]);
    expect(full.allowedActions).toEqual([]);
    expect((await contractRow(ctx, contract.id)).invoicedAmount).toBe('45200.00');

    // The contract has 4 278.04 left to invoice: a second invoice may take that and no more.
    const second = await newInvoice(world, {
      amountExclTax: 8849.56,
      taxAmount: 1150.44,
      totalAmount: 10000,
    });
    const beyond = await link(world, { invoiceId: second.id, contractId: contract.id, amount: 4278.05 });
    expect(beyond.status).toBe(409);
    expect(beyond.body.msg).toContain(`合同 ${contract.contractNo} 的可收票金额 4278.04`);
    await expectOk(await link(world, { invoiceId: second.id, contractId: contract.id, amount: 4278.04 }));
    expect((await contractRow(ctx, contract.id)).invoicedAmount).toBe('49478.04');
    const none = await expectOk(
      await world.finance.as.get('/purchase/cw-invoice-contract/contractList', { invoiceId: second.id }),
    );
    expect(none.map((c: { contractId: string }) => c.contractId)).not.toContain(contract.id);

    // Linked invoices neither change nor go.
    const edit = await world.finance.as.post('/purchase/cw-invoice/edit', {
      json: { ...invoiceBody(world), id: invoice.id },
    });
    expect(edit.status).toBe(409);
    expect(edit.body.msg).toContain('取消关联');
    expect((await world.finance.as.post(`/purchase/cw-invoice/delete/${invoice.id}`)).status).toBe(409);

    const byContract = await expectOk(
      await world.finance.as.get('/purchase/cw-invoice-contract/pages', { contractId: contract.id }),
    );
    expect(byContract.total).toBe(3);
    expect((await world.finance.as.get('/purchase/cw-invoice-contract/pages')).status).toBe(400);

    // Unlinking recomputes both sides.
    const unlinked = await expectOk(
      await world.finance.as.post(`/purchase/cw-invoice-contract/delete/${part.links[0].id}`),
    );
    expect([unlinked.linkStatus, unlinked.linkedAmount]).toEqual([1, 25199.5]);
    expect((await contractRow(ctx, contract.id)).invoicedAmount).toBe('29477.54');
    expect(
      (await world.finance.as.post(`/purchase/cw-invoice-contract/delete/${part.links[0].id}`)).status,
    ).toBe(404);
  });

  it("refuses a seller that is not the contract's supplier, and a contract not approved", async () => {
    const contract = await approvedContract(world);
    const foreign = await newInvoice(world, { supplierId: world.other.id });
    const seller = await link(world, { invoiceId: foreign.id, contractId: contract.id, amount: 100 });
    expect(seller.status).toBe(409);
    expect(seller.body.msg).toContain('江苏华东钢铁贸易有限公司');
    const draft = await newContract(world);
    const invoice = await newInvoice(world);
    const notApproved = await link(world, { invoiceId: invoice.id, contractId: draft.id, amount: 100 });
    expect(notApproved.status).toBe(409);
    expect(notApproved.body.msg).toContain('未审批通过');
    const bad = await link(world, { invoiceId: invoice.id, contractId: contract.id, amount: 1.005 });
    expect(bad.status).toBe(400);
    expect(
      await ctx.database.db
        .select()
        .from(cwInvoiceContracts)
        .where(eq(cwInvoiceContracts.invoiceId, invoice.id)),
    ).toEqual([]);
  });

  it("links to one of the contract's orders, never another contract's", async () => {
    const contract = await approvedContract(world);
    const other = await approvedContract(world);
    const order = await expectOk(
      await world.buyer.as.post('/purchase/ht-contract/createOnceOrder', {
        json: { contractId: other.id, expectedArrivalDate: '2026-12-10' },
      }),
    );
    const invoice = await newInvoice(world);
    const wrong = await link(world, {
      invoiceId: invoice.id,
      contractId: contract.id,
      orderId: order.id,
      amount: 100,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toContain('orderId');
    const right = await expectOk(
      await link(world, { invoiceId: invoice.id, contractId: other.id, orderId: order.id, amount: 100 }),
    );
    expect(right.links[0].orderNo).toBe(order.orderNo);
  });

  it('with 先票后款 on, refuses an unlink that would leave the contract paid beyond what is invoiced', async () => {
    const contract = await approvedContract(world);
    const invoice = await newInvoice(world);
    const linked = await expectOk(
      await link(world, { invoiceId: invoice.id, contractId: contract.id, amount: 30000 }),
    );
    // What the payment module will have recorded: 10 000.00 paid on the contract.
    await ctx.database.db
      .update(htContracts)
      .set({ paidAmount: '10000.00' })
      .where(eq(htContracts.id, contract.id));
    await setInvoiceBeforePayment(ctx, true);
    const refused = await world.finance.as.post(`/purchase/cw-invoice-contract/delete/${linked.links[0].id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(
      `已启用先票后款:合同 ${contract.contractNo} 已付款 10000.00,取消关联后已收票仅 0.00,不能取消`,
    );
    expect((await contractRow(ctx, contract.id)).invoicedAmount).toBe('30000.00');
    await setInvoiceBeforePayment(ctx, false);
    await expectOk(await world.finance.as.post(`/purchase/cw-invoice-contract/delete/${linked.links[0].id}`));
    expect((await contractRow(ctx, contract.id)).invoicedAmount).toBe('0.00');
  });

  it("answers 404 for another tenant's invoice, contract and link", async () => {
    const db = ctx.database.db;
    const contract = await approvedContract(world);
    const [mine] = await db.select().from(htContracts).where(eq(htContracts.id, contract.id));
    await db
      .insert(htContracts)
      .values({ ...mine!, id: '88000001', tenantId: '123456', contractNo: 'HT-FOREIGN' });
    const invoice = await newInvoice(world);
    const [row] = await db.select().from(cwInvoices).where(eq(cwInvoices.id, invoice.id));
    await db
      .insert(cwInvoices)
      .values({ ...row!, id: '88000002', tenantId: '123456', invoiceNo: '99999999' });
    await db.insert(cwInvoiceContracts).values({
      id: '88000003',
      tenantId: '123456',
      invoiceId: '88000002',
      contractId: '88000001',
      contractNo: 'HT-FOREIGN',
      amount: '10.00',
    });
    expect((await world.finance.as.get('/purchase/cw-invoice/88000002')).status).toBe(404);
    expect((await link(world, { invoiceId: '88000002', contractId: contract.id, amount: 1 })).status).toBe(
      404,
    );
    expect((await link(world, { invoiceId: invoice.id, contractId: '88000001', amount: 1 })).status).toBe(
      404,
    );
    expect((await world.finance.as.post('/purchase/cw-invoice-contract/delete/88000003')).status).toBe(404);
    expect((await world.finance.as.post('/purchase/cw-invoice/delete/88000002')).status).toBe(404);
    expect(
      (await world.finance.as.get('/purchase/cw-invoice-contract/pages', { contractId: '88000001' })).status,
    ).toBe(404);
    const [foreign] = await db.select().from(htContracts).where(eq(htContracts.id, '88000001'));
    expect(foreign!.invoicedAmount).toBe(mine!.invoicedAmount);
  });

  it('keeps Σ links within one invoice under concurrent links', async () => {
    const contract = await approvedContract(world);
    const invoice = await newInvoice(world); // 45 200.00
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        link(world, { invoiceId: invoice.id, contractId: contract.id, amount: 10000 }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(4);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(4);
    const detail = await expectOk(await world.finance.as.get(`/purchase/cw-invoice/${invoice.id}`));
    expect([detail.linkedAmount, detail.linkStatus]).toEqual([40000, 1]);
    expect((await contractRow(ctx, contract.id)).invoicedAmount).toBe('40000.00');
  });

  it('keeps Σ links within one contract under concurrent links from many invoices', async () => {
    const contract = await approvedContract(world); // 49 478.04
    const invoices = [];
    for (let i = 0; i < 8; i++) invoices.push(await newInvoice(world));
    const answers = await Promise.all(
      invoices.map((inv) => link(world, { invoiceId: inv.id, contractId: contract.id, amount: 10000 })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(4);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(4);
    expect((await contractRow(ctx, contract.id)).invoicedAmount).toBe('40000.00');
  });
});
