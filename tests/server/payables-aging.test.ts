import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Caller } from '../../src/server/context.ts';
import type { Database } from '../../src/server/db/database.ts';
import { loadMigrations, openDatabase } from '../../src/server/db/open.node.ts';
import { prepareDatabase } from '../../src/server/db/prepare.ts';
import { htContractPayTerms, htContracts } from '../../src/server/db/schema/contracts.ts';
import { cwPayments } from '../../src/server/db/schema/finance.ts';
import { kcStockIns } from '../../src/server/db/schema/stock.ts';
import { compareDecimal, subtractDecimal, sumDecimals } from '../../src/server/domain/decimal.ts';
import { PAYABLES_RESOURCE } from '../../src/server/modules/purchase/payables/payables-scope.ts';
import { createPayablesService } from '../../src/server/modules/purchase/payables/payables.service.ts';
import { createPostgresTestApp, withoutPostgres } from './support/postgres-app.ts';

/**
 * The aging's FIFO runs as one SQL statement (payables-sql.ts). These are the cases a running-sum formulation can
 * get wrong — a payment spanning receipts, a contract paid in full, the bucket edges, the supplier filter, another
 * tenant's rows — and a few hundred random contracts checked against the receipt-by-receipt FIFO walk the service
 * used to run in TypeScript, kept here as the oracle. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
const AS_OF = '2026-11-22';
const TENANT = '000000';
const OTHER_TENANT = '777777';
const BUCKETS = ['days0to30', 'days31to60', 'days61to90', 'daysOver90'] as const;

let database: { db: Database; close: () => Promise<void> };
let payables: ReturnType<typeof createPayablesService>;
const callerOf = (tenantId: string) => ({ tenantId }) as Caller;

/**
 * The scope rules as a role granted 本人 (own rows) on 应付账款 sees them: a caller with a user id sees the
 * contracts they created, one without (the callers above) is not restricted. What the rules themselves make of a
 * grant is scope-rules.test.ts's; here it is what the payables' SQL does with the condition, on both databases.
 */
const ownRowsOnPayables = {
  rowFilter: async (caller: Caller, resourceCode: string, owner: PgColumn) =>
    resourceCode === PAYABLES_RESOURCE && caller.userId ? eq(owner, caller.userId) : undefined,
};

const daysAgo = (days: number) =>
  new Date(Date.parse(`${AS_OF}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

let seq = 0;
async function contract(
  supplierName: string,
  paid: string,
  receipts: [day: string, amount: string][],
  tenantId = TENANT,
  createUser?: string,
) {
  seq += 1;
  const id = String(91_000_000 + seq);
  await database.db.insert(htContracts).values({
    id,
    tenantId,
    contractNo: `HTA${String(seq).padStart(6, '0')}`,
    contractName: `合同 ${seq}`,
    deptId: '1',
    buyerId: '1',
    buyerName: '总公司',
    supplierId: String(92_000_000 + seq),
    supplierName,
    totalAmount: '1000000.00',
    paidAmount: paid,
    approveStatus: 5,
    contractStatus: 1,
    createUser,
  });
  if (receipts.length)
    await database.db.insert(kcStockIns).values(
      receipts.map(([day, amount], i) => ({
        id: String(93_000_000 + seq * 1000 + i),
        tenantId,
        stockInNo: `RKA${seq}-${i}`,
        stockInType: 1,
        storehouseId: '42000002',
        contractId: id,
        stockInDate: day,
        amountInclTax: amount,
        status: 1,
      })),
    );
  return id;
}

const aging = async (supplierName: string, tenantId = TENANT) =>
  (await payables.report(callerOf(tenantId), 'aging', { supplierName, asOf: AS_OF }, 'zh')).rows;
const buckets = (row: Record<string, unknown> | undefined) => BUCKETS.map((b) => row?.[b]);

/** The FIFO walk, receipt by receipt, oldest first: what the SQL must agree with to the cent. */
function fifoOracle(receipts: [string, string][], paid: string) {
  const sorted = [...receipts].sort((a, b) => a[0].localeCompare(b[0]));
  const totals = ['0.00', '0.00', '0.00', '0.00'];
  let unsettled = compareDecimal(paid, '0') > 0 ? paid : '0.00';
  for (const [day, amount] of sorted) {
    const settled = compareDecimal(unsettled, amount) >= 0 ? amount : unsettled;
    unsettled = subtractDecimal(unsettled, settled, 2);
    const open = subtractDecimal(amount, settled, 2);
    if (compareDecimal(open, '0') <= 0) continue;
    const age = Math.round((Date.parse(AS_OF) - Date.parse(day)) / 86_400_000);
    const bucket = age <= 30 ? 0 : age <= 60 ? 1 : age <= 90 ? 2 : 3;
    totals[bucket] = sumDecimals([totals[bucket]!, open], 2);
  }
  return totals.map(Number);
}

async function onPglite() {
  const opened = await openDatabase({});
  await prepareDatabase(opened.db, loadMigrations());
  return opened;
}
async function onPostgres() {
  const ctx = await createPostgresTestApp('purchasing_payables');
  return { db: ctx.database.db, close: () => ctx.close() };
}

describe.each([
  { name: 'PGlite', open: onPglite, skip: false },
  { name: 'PostgreSQL', open: onPostgres, skip: withoutPostgres('payables aging on PostgreSQL') },
])('payables aging in SQL on $name', ({ open, skip }) => {
  let opened: typeof database | undefined;
  beforeAll(async () => {
    if (skip) return;
    opened = database = await open();
    payables = createPayablesService({
      db: database.db,
      clock: () => new Date(`${AS_OF}T04:00:00Z`),
      scopeRules: ownRowsOnPayables,
    });
  }, 180_000);
  afterAll(() => opened?.close());
  beforeEach(({ skip: skipTest }) => {
    if (skip) skipTest();
  });

  it('settles a payment larger than the oldest receipt across the next one', async () => {
    await contract('跨单供应商', '1500.00', [
      [daysAgo(100), '1000.00'],
      [daysAgo(70), '800.00'],
      [daysAgo(10), '300.25'],
    ]);
    const [row] = await aging('跨单供应商');
    expect(buckets(row)).toEqual([300.25, 0, 300, 0]);
    expect([row!.receivedAmount, row!.paidAmount, row!.payableAmount]).toEqual([2100.25, 1500, 600.25]);
  });

  it('ages nothing of a contract paid in full, and keeps one with nothing left out of none', async () => {
    await contract('付清供应商', '1800.00', [
      [daysAgo(100), '1000.00'],
      [daysAgo(5), '800.00'],
    ]);
    const rows = await aging('付清供应商');
    expect(rows).toHaveLength(1);
    expect([rows[0]!.payableAmount, ...buckets(rows[0])]).toEqual([0, 0, 0, 0, 0]);
    // No receipt and nothing paid: nothing owed either way, no row.
    await contract('空合同供应商', '0.00', []);
    expect(await aging('空合同供应商')).toEqual([]);
    // Paid ahead of any receipt: an advance, a negative payable with nothing to age.
    await contract('预付供应商', '500.00', []);
    const [advance] = await aging('预付供应商');
    expect([advance!.receivedAmount, advance!.payableAmount, ...buckets(advance)]).toEqual([
      0, -500, 0, 0, 0, 0,
    ]);
  });

  it('puts a receipt 30, 60 or 90 days old in the younger bucket and one a day older in the next', async () => {
    await contract(
      '边界供应商',
      '0.00',
      [30, 31, 60, 61, 90, 91].map((days, i) => [daysAgo(days), `${10 ** i}.00`]),
    );
    const [row] = await aging('边界供应商');
    expect(buckets(row)).toEqual([1, 110, 11000, 100000]);
    // A receipt dated after the as-of day counts as current.
    await contract('未来供应商', '0.00', [[daysAgo(-3), '7.00']]);
    expect(buckets((await aging('未来供应商'))[0])).toEqual([7, 0, 0, 0]);
  });

  it('narrows to the supplier asked for, treating % and _ as plain text', async () => {
    await contract('筛选甲_供应商', '0.00', [[daysAgo(1), '1.00']]);
    await contract('筛选甲X供应商', '0.00', [[daysAgo(1), '2.00']]);
    expect((await aging('筛选甲_')).map((r) => r.receivedAmount)).toEqual([1]);
    expect((await aging('筛选甲')).map((r) => r.receivedAmount).sort()).toEqual([1, 2]);
    expect(await aging('筛选%')).toEqual([]);
  });

  it("never sees another tenant's contracts or receipts", async () => {
    const mine = await contract('双租户供应商', '0.00', [[daysAgo(1), '10.00']]);
    await contract('双租户供应商', '0.00', [[daysAgo(40), '99.00']], OTHER_TENANT);
    // A receipt of the other tenant pointing at this tenant's contract id must not count either.
    await database.db.insert(kcStockIns).values({
      id: '93999999',
      tenantId: OTHER_TENANT,
      stockInNo: 'RKX',
      stockInType: 1,
      storehouseId: '42000002',
      contractId: mine,
      stockInDate: daysAgo(2),
      amountInclTax: '5000.00',
      status: 1,
    });
    expect((await aging('双租户供应商')).map((r) => [r.receivedAmount, ...buckets(r)])).toEqual([
      [10, 10, 0, 0, 0],
    ]);
    expect((await aging('双租户供应商', OTHER_TENANT)).map((r) => [r.receivedAmount, ...buckets(r)])).toEqual(
      [[99, 0, 99, 0, 0]],
    );
  });

  it('shows a caller with 本人 on the menu only their own contracts: every report, its rows and totals', async () => {
    const SUPPLIER = '范围供应商';
    const [ME, OTHER] = ['95000001', '95000002'];
    const mine = await contract(SUPPLIER, '0.00', [[daysAgo(10), '300.00']], TENANT, ME);
    const theirs = await contract(SUPPLIER, '0.00', [[daysAgo(40), '700.00']], TENANT, OTHER);
    // Each with a 10 % retention term and an approved request not paid yet: the forecast and retention read them.
    for (const [i, id] of [mine, theirs].entries()) {
      const term = (line: number, payContent: string, ratio: string, dueDays: number) => ({
        id: `951000${i}${line}`,
        tenantId: TENANT,
        contractId: id,
        lineNo: line,
        payContent,
        ratio,
        amount: '0.00',
        dueDays,
      });
      await database.db
        .insert(htContractPayTerms)
        .values([term(1, '3', '90.00', 30), term(2, '5', '10.00', 365)]);
      await database.db.insert(cwPayments).values({
        id: `9520000${i}`,
        tenantId: TENANT,
        paymentNo: `FKS${i}`,
        contractId: id,
        contractNo: `HTS${i}`,
        supplierId: '1',
        supplierName: SUPPLIER,
        deptId: '1',
        payContent: '3',
        applyAmount: '50.00',
        payeeAccountId: '1',
        payeeAccountName: SUPPLIER,
        payeeBankName: '中国工商银行',
        payeeAccountNo: '6222',
        expectedPayDate: daysAgo(-5),
        approveStatus: 5,
        payStatus: 0,
      });
    }
    const read = async (report: 'aging' | 'retention' | 'uninvoiced' | 'forecast', userId?: string) => {
      const who = { tenantId: TENANT, userId, roleIds: [] } as unknown as Caller;
      const answer = await payables.report(who, report, { supplierName: SUPPLIER, asOf: AS_OF }, 'zh');
      return { contracts: [...new Set(answer.rows.map((r) => r.contractId))], totals: answer.totals };
    };
    expect((await read('aging')).contracts.sort()).toEqual([mine, theirs].sort());
    expect((await read('aging')).totals.payableAmount).toBe(1000);

    const aging = await read('aging', ME);
    expect([aging.contracts, aging.totals.payableAmount, aging.totals.days0to30]).toEqual([[mine], 300, 300]);
    expect(aging.totals.days31to60).toBe(0);
    const retention = await read('retention', ME);
    expect([retention.contracts, retention.totals.retentionAmount]).toEqual([[mine], 30]);
    const uninvoiced = await read('uninvoiced', ME);
    expect([uninvoiced.contracts, uninvoiced.totals.uninvoicedAmount]).toEqual([[mine], 300]);
    // The request of 50, the term's 300 − 30 held − 50 requested, the retention of 30: only this contract's.
    const forecast = await read('forecast', ME);
    expect([forecast.contracts, forecast.totals.amount]).toEqual([[mine], 300]);
    expect((await read('forecast', OTHER)).totals.amount).toBe(700);
    expect((await read('aging', '95000003')).contracts).toEqual([]);
  });

  it('agrees with the receipt-by-receipt FIFO walk on random contracts', async () => {
    let state = 20261122;
    const random = (n: number) => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return state % n;
    };
    const expected: number[][] = [];
    for (let c = 0; c < 200; c++) {
      // Distinct days per contract: within one day the FIFO order does not change a bucket anyway.
      const days = [...new Set(Array.from({ length: 1 + random(8) }, () => random(200)))];
      const receipts = days.map((d): [string, string] => [
        daysAgo(d),
        `${1 + random(50_000)}.${String(random(100)).padStart(2, '0')}`,
      ]);
      const received = sumDecimals(
        receipts.map((r) => r[1]),
        2,
      );
      const paid =
        random(4) === 0
          ? received
          : `${random(Math.floor(Number(received) * 1.2))}.${String(random(100)).padStart(2, '0')}`;
      await contract(`随机供应商${String(c).padStart(3, '0')}`, paid, receipts);
      expected.push(fifoOracle(receipts, paid));
    }
    const rows = await aging('随机供应商');
    expect(rows).toHaveLength(200);
    expect(rows.map(buckets)).toEqual(expected);
  });
});
