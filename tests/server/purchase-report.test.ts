import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cgOrderItems,
  cgOrders,
  htContractItems,
  htContracts,
} from '../../src/server/db/schema/contracts.ts';
import { cwPayments } from '../../src/server/db/schema/finance.ts';
import {
  approvedContract,
  buildContractWorld,
  expectOk,
  newContract,
  REBAR,
  type ContractWorld,
} from './support/contract-world.ts';
import { grantMenus, seededOrganisation, signedInPerson, TENANT } from './support/needs-world.ts';
import { caller, type Caller } from './support/system-fixtures.ts';
import { createTestApp, signIn, type TestContext } from './support/test-app.ts';

/**
 * The procurement reports and the dashboard on a small world (today is 2026-11-22, a Sunday, in UTC+8):
 * contract A (宝钢, 49,478.04: 12.5 t rebar at 3850.1234 and 3 t cement at 450.5) ordered in full, 5 t of rebar
 * received, 19,250.62 received and invoiced, 10,000.00 paid, its order expected 2026-11-12 (10 days late);
 * contract B (华东钢铁, 10 t rebar at 4000 = 40,000.00) ending 2026-12-15, ordered, nothing received.
 * Receipts and payments are written straight into the tables (their screens are other issues').
 */
let ctx: TestContext;
vi.setConfig({ hookTimeout: 300_000 });
let admin: Caller;
let world: ContractWorld;
let analyst: Caller;
let contractA: Record<string, string>;
let orderA: Record<string, string>;

const once = (contractId: string) =>
  world.buyer.as.post('/purchase/ht-contract/createOnceOrder', {
    json: { contractId, expectedArrivalDate: '2026-12-10' },
  });

beforeAll(async () => {
  ctx = await createTestApp();
  admin = caller(ctx, (await signIn(ctx.app)).access_token);
  world = await buildContractWorld(ctx, admin);
  const { role, deptId } = await seededOrganisation(ctx);
  await grantMenus(ctx, admin, [role('purchase_admin')], ['cg_report', 'kc_stock_summary', 'cw_payment']);
  analyst = (await signedInPerson(ctx, admin, 'analyst', role('purchase_admin'), deptId('采购部'))).as;

  contractA = await approvedContract(world);
  const contractB = await approvedContract(world, {
    supplierId: world.other.id,
    salerAccountId: world.other.accountId,
    endDate: '2026-12-15',
    items: [{ materialId: REBAR, qty: 10, unitPrice: 4000 }],
  });
  orderA = await expectOk(await once(contractA.id!));
  await expectOk(await once(contractB.id!));
  const db = ctx.database.db;
  const [rebarLine] = (await db.select().from(cgOrderItems).where(eq(cgOrderItems.orderId, orderA.id!))).sort(
    (a, b) => a.lineNo - b.lineNo,
  );
  await db.update(cgOrderItems).set({ receivedQty: '5' }).where(eq(cgOrderItems.id, rebarLine!.id));
  await db
    .update(htContractItems)
    .set({ receivedQty: '5' })
    .where(eq(htContractItems.id, rebarLine!.contractItemId));
  await db
    .update(cgOrders)
    .set({ orderStatus: 2, receivedAmount: '19250.62', expectedArrivalDate: '2026-11-12' })
    .where(eq(cgOrders.id, orderA.id!));
  await db
    .update(htContracts)
    .set({ receivedAmount: '19250.62', invoicedAmount: '19250.62', paidAmount: '10000.00' })
    .where(eq(htContracts.id, contractA.id!));
  // Two approved, unpaid requests: one expected today (this week ends today, Sunday), one tomorrow.
  for (const [id, day] of [
    ['96000001', '2026-11-22'],
    ['96000002', '2026-11-23'],
  ] as const) {
    await db.insert(cwPayments).values({
      id,
      tenantId: TENANT,
      paymentNo: `FK${id}`,
      contractId: contractA.id!,
      contractNo: contractA.contractNo!,
      supplierId: world.supplier.id,
      supplierName: '上海宝钢建材有限公司',
      deptId: world.depts.shanghai,
      payContent: '3',
      applyAmount: '5000.00',
      paidAmount: '1200.50',
      payStatus: 1,
      payeeAccountId: world.supplier.accountId,
      payeeAccountName: '上海宝钢建材有限公司',
      payeeBankName: '中国工商银行',
      payeeAccountNo: '622200001',
      expectedPayDate: day,
      approveStatus: 5,
    });
  }
});
afterAll(() => ctx.close());

describe('spend', () => {
  it('sums contract, received and paid amounts per supplier, largest first', async () => {
    const page = await expectOk(await analyst.get('/purchase/report/spend/pages', { groupBy: '1' }));
    expect(page.total).toBe(2);
    expect(page.records).toEqual([
      {
        key: world.supplier.id,
        name: '上海宝钢建材有限公司',
        contractCount: 1,
        contractAmount: 49478.04,
        receivedAmount: 19250.62,
        paidAmount: 10000,
      },
      {
        key: world.other.id,
        name: '江苏华东钢铁贸易有限公司',
        contractCount: 1,
        contractAmount: 40000,
        receivedAmount: 0,
        paidAmount: 0,
      },
    ]);
  });

  it('groups by project, category and month, and filters by supplier and signing days', async () => {
    const project = await expectOk(await analyst.get('/purchase/report/spend/pages', { groupBy: '2' }));
    expect(project.records).toMatchObject([
      { key: world.depts.shanghai, name: '上海项目部', contractAmount: 89478.04 },
    ]);
    const category = await expectOk(await analyst.get('/purchase/report/spend/pages', { groupBy: '3' }));
    expect(category.records.map((r: { contractAmount: number }) => r.contractAmount)).toEqual([
      88126.54, 1351.5,
    ]);
    expect(category.records.map((r: { receivedAmount: number }) => r.receivedAmount)).toEqual([19250.62, 0]);
    expect(category.records[0].paidAmount).toBeNull();
    const month = await expectOk(await analyst.get('/purchase/report/spend/pages', { groupBy: '4' }));
    expect(month.records).toMatchObject([{ key: '2026-11', contractCount: 2, contractAmount: 89478.04 }]);
    const one = await expectOk(
      await analyst.get('/purchase/report/spend/pages', {
        supplierId: world.other.id,
        dateFrom: '2026-11-20',
      }),
    );
    expect(one.records).toMatchObject([{ contractAmount: 40000 }]);
    const none = await expectOk(
      await analyst.get('/purchase/report/spend/pages', { dateFrom: '2026-11-21' }),
    );
    expect(none.total).toBe(0);
  });

  it('refuses a reversed range and a bad group, naming the field, and callers without the menu', async () => {
    const reversed = await analyst.get('/purchase/report/spend/pages', {
      dateFrom: '2026-11-30',
      dateTo: '2026-11-01',
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.msg).toContain('dateTo');
    for (const groupBy of ['9', '1.5', 'x']) {
      const group = await analyst.get('/purchase/report/spend/pages', { groupBy });
      expect(group.status).toBe(400);
      expect(group.body.msg).toContain('groupBy');
    }
    const nul = await analyst.get('/purchase/report/open-orders/pages', { supplierName: 'a\u0000b' });
    expect(nul.status).toBe(400);
    const forbidden = await world.buyer.as.get('/purchase/report/spend/pages');
    expect(forbidden.status).toBe(403);
  });

  it('exports exactly the rows the same filters show', async () => {
    const response = await ctx.app.request('/api/purchase/report/spend/export?groupBy=1', {
      headers: { 'Blade-Auth': `bearer ${analyst.token}` },
    });
    expect(response.status).toBe(200);
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      '供应商',
      '合同数',
      '合同金额',
      '已到货金额',
      '已付款金额',
    ]);
    expect(sheet.getRow(2).values).toEqual([undefined, '上海宝钢建材有限公司', 1, 49478.04, 19250.62, 10000]);
    expect(sheet.rowCount).toBe(3);
  });
});

describe('contract execution', () => {
  it('gives each share of the total and flags contracts ending within 30 days', async () => {
    const page = await expectOk(await analyst.get('/purchase/report/contract-execution/pages'));
    expect(page.records).toMatchObject([
      {
        supplierName: '江苏华东钢铁贸易有限公司',
        endDate: '2026-12-15',
        orderedPct: 100,
        receivedPct: 0,
        expiring: 1,
      },
      {
        contractNo: contractA.contractNo,
        totalAmount: 49478.04,
        orderedPct: 100,
        receivedPct: 38.91,
        invoicedPct: 38.91,
        paidPct: 20.21,
        expiring: 0,
        deptName: '上海项目部',
      },
    ]);
    const expiring = await expectOk(
      await analyst.get('/purchase/report/contract-execution/pages', { expiringOnly: '1' }),
    );
    expect(expiring.total).toBe(1);
  });
});

describe('open orders', () => {
  it('gives the remaining quantity and amount from the lines and the days late', async () => {
    const page = await expectOk(await analyst.get('/purchase/report/open-orders/pages'));
    expect(page.total).toBe(2);
    expect(page.records[0]).toMatchObject({
      orderNo: orderA.orderNo,
      orderStatus: 2,
      orderAmount: 49478.04,
      remainingQty: 10.5,
      remainingAmount: 30227.43,
      daysLate: 10,
    });
    expect(page.records[1]).toMatchObject({ remainingQty: 10, remainingAmount: 40000, daysLate: 0 });
    const late = await expectOk(await analyst.get('/purchase/report/open-orders/pages', { lateOnly: '1' }));
    expect(late.records.map((r: { orderNo: string }) => r.orderNo)).toEqual([orderA.orderNo]);
  });
});

describe('dashboard', () => {
  it('answers the figures the caller may read', async () => {
    const figures = await expectOk(await analyst.get('/purchase/report/dashboard'));
    expect(figures.monthSpend).toBe(89478.04);
    expect(figures.spendByMonth).toHaveLength(6);
    expect(figures.spendByMonth[0]).toEqual({ month: '2026-06', contractAmount: 0 });
    expect(figures.spendByMonth[5]).toEqual({ month: '2026-11', contractAmount: 89478.04 });
    expect(figures.openOrders).toBe(2);
    expect(figures.lateOrders).toBe(1);
    expect(figures.stockValue).toBe(0);
    expect(figures.payablesDueThisWeek).toBe(3799.5);
  });

  it("leaves out what the caller may not read, and counts the caller's approvals per level", async () => {
    const waiting = await newContract(world);
    await expectOk(
      await world.buyer.as.post('/purchase/ht-contract/submitApprove', { json: { id: waiting.id } }),
    );
    const figures = await expectOk(await world.director.as.get('/purchase/report/dashboard'));
    expect(figures.monthSpend).toBeNull();
    expect(figures.openOrders).toBeNull();
    expect(figures.stockValue).toBeNull();
    expect(figures.payablesDueThisWeek).toBeNull();
    expect(figures.approvals.total).toBe(1);
    expect(figures.approvals.byNode).toEqual([
      { nodeCode: 'PM', count: 0 },
      { nodeCode: 'DIRECTOR', count: 1 },
      { nodeCode: 'AREA_MANAGER', count: 0 },
      { nodeCode: 'MANAGER', count: 0 },
    ]);
  });
});

describe('reports list', () => {
  it('lists the new reports to holders of cg_report', async () => {
    const list = await expectOk(
      await analyst.get('/blade-report/report/rest/list', { current: '1', size: '50' }),
    );
    const screens = list.records.map((r: { screen: string }) => r.screen);
    expect(screens).toEqual(
      expect.arrayContaining([
        '/purchar/cg-report/spend',
        '/purchar/cg-report/contract-execution',
        '/purchar/cg-report/open-orders',
      ]),
    );
  });
});
