import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htContracts } from '../../src/server/db/schema/contracts.ts';
import { cwPayments } from '../../src/server/db/schema/finance.ts';
import { kcStockIns } from '../../src/server/db/schema/stock.ts';
import { insertSupplier } from './support/contract-world.ts';
import {
  approvedContract,
  buildInvoiceWorld,
  expectOk,
  link,
  newInvoice,
  type InvoiceWorld,
} from './support/invoice-world.ts';
import { seededOrganisation, TENANT } from './support/needs-world.ts';
import { caller, menuIds, type Caller } from './support/system-fixtures.ts';
import { createTestApp, signIn, type TestContext } from './support/test-app.ts';

/**
 * 应付账款 with exact figures on the test clock's day (2026-11-22): receipts of 10 000 (07-01), 8 000 (09-10),
 * 6 000 (10-10) and 4 000 (11-12) against a contract paid 12 000 age FIFO into 6 000 (61–90), 6 000 (31–60) and
 * 4 000 (0–30); 5 % retention holds 1 400 until 2027-11-12; 10 000 invoiced leaves 18 000 received but not
 * invoiced; the forecast lists the approved request, the contractual due and the retention maturity.
 */
let ctx: TestContext;
let world: InvoiceWorld;
let contract: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
let supplier: Awaited<ReturnType<typeof insertSupplier>>;
const SUPPLIER = '浙江质保建材有限公司';
const SITE = '42000002';

let seq = 0;
async function receipt(contractId: string, supplierId: string, day: string, amount: string) {
  seq += 1;
  await ctx.database.db.insert(kcStockIns).values({
    id: String(89_000_000 + seq),
    tenantId: TENANT,
    stockInNo: `RKT${String(seq).padStart(6, '0')}`,
    stockInType: 1,
    storehouseId: SITE,
    contractId,
    supplierId,
    supplierName: SUPPLIER,
    stockInDate: day,
    amountInclTax: amount,
    status: 1,
  });
}

beforeAll(async () => {
  ctx = await createTestApp();
  world = await buildInvoiceWorld(ctx, caller(ctx, (await signIn(ctx.app)).access_token));
  supplier = await insertSupplier(ctx, SUPPLIER);
  contract = await approvedContract(world, {
    supplierId: supplier.id,
    salerAccountId: supplier.accountId,
    payTerms: [
      { payContent: '3', ratio: 95, payCondition: '到货验收后 30 日', dueDays: 30 },
      { payContent: '5', ratio: 5, payCondition: '质保期满一年', dueDays: 365 },
    ],
  });
  for (const [day, amount] of [
    ['2026-07-01', '10000.00'],
    ['2026-09-10', '8000.00'],
    ['2026-10-10', '6000.00'],
    ['2026-11-12', '4000.00'],
  ] as const)
    await receipt(contract.id, supplier.id, day, amount);
  // A draft receipt never counts.
  await receipt(contract.id, supplier.id, '2026-11-20', '999.00');
  await ctx.database.db.update(kcStockIns).set({ status: 0 }).where(eq(kcStockIns.amountInclTax, '999.00'));
  // What the payment module records: 12 000 paid, and an approved request of 5 000 not paid yet.
  await ctx.database.db
    .update(htContracts)
    .set({ paidAmount: '12000.00' })
    .where(eq(htContracts.id, contract.id));
  await ctx.database.db.insert(cwPayments).values({
    id: '89100001',
    tenantId: TENANT,
    paymentNo: 'FK202611200001',
    contractId: contract.id,
    contractNo: contract.contractNo,
    supplierId: supplier.id,
    supplierName: SUPPLIER,
    deptId: world.depts.shanghai,
    payContent: '3',
    applyAmount: '5000.00',
    payeeAccountId: supplier.accountId,
    payeeAccountName: SUPPLIER,
    payeeBankName: '中国工商银行',
    payeeAccountNo: '6222',
    expectedPayDate: '2026-12-01',
    approveStatus: 5,
    payStatus: 0,
  });
  const invoice = await newInvoice(world, {
    supplierId: supplier.id,
    amountExclTax: 8849.56,
    taxAmount: 1150.44,
    totalAmount: 10000,
  });
  await expectOk(await link(world, { invoiceId: invoice.id, contractId: contract.id, amount: 10000 }));
});
afterAll(() => ctx.close());

const report = async (name: string, query: Record<string, string> = {}) =>
  expectOk(await world.finance.as.get(`/purchase/payables/${name}`, { supplierName: SUPPLIER, ...query }));

describe('payables', () => {
  it('ages what is owed FIFO by receipt date', async () => {
    const aging = await report('aging');
    expect(aging.asOf).toBe('2026-11-22');
    expect(aging.rows).toEqual([
      {
        supplierId: expect.any(String),
        supplierName: SUPPLIER,
        contractId: contract.id,
        contractNo: contract.contractNo,
        receivedAmount: 28000,
        paidAmount: 12000,
        payableAmount: 16000,
        days0to30: 4000,
        days31to60: 6000,
        days61to90: 6000,
        daysOver90: 0,
      },
    ]);
    // A month later every receipt has aged one bucket.
    const later = await report('aging', { asOf: '2026-12-22' });
    expect([
      later.rows[0].days0to30,
      later.rows[0].days31to60,
      later.rows[0].days61to90,
      later.rows[0].daysOver90,
    ]).toEqual([0, 4000, 6000, 6000]);
    expect(later.totals.payableAmount).toBe(16000);
  });

  it('holds retention with its due date, and counts what is received but not invoiced', async () => {
    const retention = await report('retention');
    expect(retention.rows.map((r: Record<string, unknown>) => [r.retentionAmount, r.dueDate])).toEqual([
      [1400, '2027-11-12'],
    ]);
    const uninvoiced = await report('uninvoiced');
    expect(
      uninvoiced.rows.map((r: Record<string, unknown>) => [
        r.receivedAmount,
        r.invoicedAmount,
        r.uninvoicedAmount,
      ]),
    ).toEqual([[28000, 10000, 18000]]);
  });

  it('forecasts the approved request, the contractual due and the retention maturity by date', async () => {
    const forecast = await report('forecast');
    expect(
      forecast.rows.map((r: Record<string, unknown>) => [
        r.dueDate,
        r.kind,
        r.kindName,
        r.reference,
        r.amount,
      ]),
    ).toEqual([
      ['2026-12-01', 'request', '已批付款申请', 'FK202611200001', 5000],
      ['2026-12-12', 'term', '合同应付', '到货验收后 30 日', 9600],
      ['2027-11-12', 'retention', '质保金到期', '质保期满一年', 1400],
    ]);
    expect(forecast.totals.amount).toBe(16000);
  });

  it('ages nothing when more was paid than received', async () => {
    await ctx.database.db
      .update(htContracts)
      .set({ paidAmount: '30000.00' })
      .where(eq(htContracts.id, contract.id));
    try {
      const aging = await report('aging');
      expect([aging.rows[0].payableAmount, aging.rows[0].days0to30, aging.rows[0].daysOver90]).toEqual([
        -2000, 0, 0,
      ]);
      expect((await report('retention')).rows).toEqual([]);
    } finally {
      await ctx.database.db
        .update(htContracts)
        .set({ paidAmount: '12000.00' })
        .where(eq(htContracts.id, contract.id));
    }
  });

  it('exports each report, refuses an unknown one and a caller without the menu', async () => {
    const response = await ctx.app.request(
      `/api/purchase/payables/aging/export?supplierName=${encodeURIComponent(SUPPLIER)}`,
      { headers: { 'Blade-Auth': `bearer ${world.finance.as.token}` } },
    );
    expect(response.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('供应商');
    expect(sheet.getRow(2).getCell(5).value).toBe(16000);
    expect((await world.finance.as.get('/purchase/payables/nonsense')).status).toBe(400);
    expect((await world.finance.as.get('/purchase/payables/aging', { asOf: '2026-02-30' })).status).toBe(400);
    expect((await world.buyer.as.get('/purchase/payables/aging')).status).toBe(403);
  });
});

describe('payables within the data scope granted on 应付账款', () => {
  const PAYABLES_CODES = ['cw_payables', 'cw_payables_view', 'cw_payables_export'];
  let other: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

  beforeAll(async () => {
    // buyer2 makes a second contract with the supplier: 2 000 received on 11-02, a request of 700 approved.
    other = await approvedContract(
      { ...world, buyer: world.buyer2 },
      {
        supplierId: supplier.id,
        salerAccountId: supplier.accountId,
        payTerms: [
          { payContent: '3', ratio: 95, payCondition: '到货验收后 30 日', dueDays: 30 },
          { payContent: '5', ratio: 5, payCondition: '质保期满一年', dueDays: 365 },
        ],
      },
    );
    await receipt(other.id, supplier.id, '2026-11-02', '2000.00');
    await ctx.database.db.insert(cwPayments).values({
      id: '89100002',
      tenantId: TENANT,
      paymentNo: 'FK202611200002',
      contractId: other.id,
      contractNo: other.contractNo,
      supplierId: supplier.id,
      supplierName: SUPPLIER,
      deptId: world.depts.shanghai,
      payContent: '3',
      applyAmount: '700.00',
      payeeAccountId: supplier.accountId,
      payeeAccountName: SUPPLIER,
      payeeBankName: '中国工商银行',
      payeeAccountNo: '6222',
      expectedPayDate: '2026-12-05',
      approveStatus: 5,
      payStatus: 0,
    });
    // 应付账款 limited to the contracts one created (本人), granted to the purchasers with the menu.
    const admin = caller(ctx, (await signIn(ctx.app)).access_token);
    const [menu] = await menuIds(ctx, ['cw_payables']);
    await expectOk(
      await admin.post('/blade-system/data-scope/submit', {
        json: {
          menuId: menu,
          resourceCode: 'cw_payables',
          scopeName: '本人创建的合同的应付',
          scopeColumn: 'create_user',
          scopeType: 2,
        },
      }),
    );
    const scopes = await expectOk(await admin.get('/blade-system/data-scope/list', { menuId: menu }));
    const { role } = await seededOrganisation(ctx);
    await expectOk(
      await admin.post('/blade-system/role/grant', {
        json: {
          roleIds: [role('purchaser')],
          menuIds: await menuIds(ctx, PAYABLES_CODES),
          dataScopeIds: [scopes.records[0].id as string],
        },
      }),
    );
  });

  const read = async (who: Caller, name: string) => {
    const data = await expectOk(await who.get(`/purchase/payables/${name}`, { supplierName: SUPPLIER }));
    return {
      contracts: [...new Set(data.rows.map((r: Record<string, unknown>) => r.contractNo))],
      totals: data.totals,
    };
  };

  it('shows each purchaser the rows and totals of the contracts they made; finance, without a scope, all', async () => {
    const all = await read(world.finance.as, 'aging');
    expect(all.contracts).toEqual([contract.contractNo, other.contractNo].sort());
    expect(all.totals.payableAmount).toBe(18000);

    const mine = await read(world.buyer.as, 'aging');
    expect([mine.contracts, mine.totals.payableAmount, mine.totals.days0to30]).toEqual([
      [contract.contractNo],
      16000,
      4000,
    ]);
    const theirs = await read(world.buyer2.as, 'aging');
    expect([theirs.contracts, theirs.totals.payableAmount, theirs.totals.days0to30]).toEqual([
      [other.contractNo],
      2000,
      2000,
    ]);
    const retention = await read(world.buyer2.as, 'retention');
    expect([retention.contracts, retention.totals.retentionAmount]).toEqual([[other.contractNo], 100]);
    const uninvoiced = await read(world.buyer.as, 'uninvoiced');
    expect([uninvoiced.contracts, uninvoiced.totals.uninvoicedAmount]).toEqual([
      [contract.contractNo],
      18000,
    ]);
    // buyer2's forecast: the request of 700, the term's 2 000 − 100 held − 700 requested, the retention of 100.
    const forecast = await read(world.buyer2.as, 'forecast');
    expect([forecast.contracts, forecast.totals.amount]).toEqual([[other.contractNo], 2000]);
    expect((await read(world.buyer.as, 'forecast')).totals.amount).toBe(16000);
    expect((await read(world.finance.as, 'forecast')).totals.amount).toBe(18000);
  });

  it('exports only those rows', async () => {
    const exported = async (token: string) => {
      const response = await ctx.app.request(
        `/api/purchase/payables/aging/export?supplierName=${encodeURIComponent(SUPPLIER)}`,
        { headers: { 'Blade-Auth': `bearer ${token}` } },
      );
      expect(response.status).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await response.arrayBuffer());
      const sheet = book.worksheets[0]!;
      return sheet.getRows(2, sheet.rowCount - 1)?.map((row) => row.getCell(2).value) ?? [];
    };
    expect(await exported(world.buyer.as.token)).toEqual([contract.contractNo]);
    expect(await exported(world.buyer2.as.token)).toEqual([other.contractNo]);
    expect((await exported(world.finance.as.token)).sort()).toEqual(
      [contract.contractNo, other.contractNo].sort(),
    );
  });
});
