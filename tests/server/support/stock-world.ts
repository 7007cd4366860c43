import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { kcStocks } from '../../../src/server/db/schema/stock.ts';
import { ledgerSums } from '../../../src/server/modules/stock/stock-posting.ts';
import { grantMenus, seededOrganisation, signedInPerson, TENANT } from './needs-world.ts';
import { caller, type Caller } from './system-fixtures.ts';
import { call, signIn, type TestContext } from './test-app.ts';

/**
 * The stock world: the seeded storehouses and materials of tenant 000000, a warehouse keeper with every stock
 * button, and a finance reader who only sees balances. Helpers post documents and check the ledger against the
 * balances (after every test: Σ signed ledger rows = the balance row, quantity and amount).
 */
export const CENTRAL = '42000001'; // CK001 集团中心仓库
export const SITE = '42000002'; // CK002 上海一号项目仓库
export const REBAR = '41000001'; // WZ0101001 热轧带肋钢筋
export const CEMENT = '41000004'; // WZ0102001 普通硅酸盐水泥
export const TODAY = '2026-11-22'; // the test clock's day in UTC+8

export const STOCK_CODES = [
  ...['kc_stock_in', 'kc_stock_out'].flatMap((menu) => [
    menu,
    ...['view', 'add', 'edit', 'delete', 'confirm'].map((b) => `${menu}_${b}`),
  ]),
  'kc_stock_summary',
  'kc_stock_summary_view',
  'kc_stock_summary_export',
];

export async function buildStockWorld(ctx: TestContext) {
  const admin = caller(ctx, (await signIn(ctx.app)).access_token);
  const { deptId, role } = await seededOrganisation(ctx);
  await grantMenus(ctx, admin, [role('warehouse_keeper')], STOCK_CODES);
  await grantMenus(ctx, admin, [role('finance')], ['kc_stock_summary', 'kc_stock_summary_view']);
  const company = deptId('总公司');
  return {
    admin,
    keeper: await signedInPerson(ctx, admin, 'keeper1', role('warehouse_keeper'), company),
    keeper2: await signedInPerson(ctx, admin, 'keeper2', role('warehouse_keeper'), company),
    finance: await signedInPerson(ctx, admin, 'finance1', role('finance'), company),
    shanghai: deptId('上海项目部'),
  };
}
export type StockWorld = Awaited<ReturnType<typeof buildStockWorld>>;

export const del = (ctx: TestContext, who: Caller, path: string) =>
  call(ctx.app, 'DELETE', `/api${path}`, { token: who.token });

export const otherIn = (
  lines: { id?: string; materialId: string; qty: number; unitCost: number }[],
  more: Record<string, unknown> = {},
) => ({
  stockInType: 2,
  otherType: '1',
  storehouseId: SITE,
  stockInDate: TODAY,
  items: lines,
  ...more,
});

export const issue = (lines: { materialId: string; qty: number }[], more: Record<string, unknown> = {}) => ({
  stockOutType: 1,
  storehouseId: SITE,
  stockOutDate: TODAY,
  receiveDeptName: '上海项目部',
  receiverName: '班组A',
  usePart: '1#楼 3层 梁板',
  items: lines,
  ...more,
});

export function expectStatus(answer: { status: number; body: unknown }, status: number) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
}

/** Saves and posts an other stock-in; answers the posted document. */
export async function receive(
  who: Caller,
  lines: { materialId: string; qty: number; unitCost: number }[],
  more = {},
) {
  const saved = await who.post('/purchase/kc-stock-in/add', { json: otherIn(lines, more) });
  expectStatus(saved, 200);
  const posted = await who.post(`/purchase/kc-stock-in/confirm/${saved.body.data.id}`);
  expectStatus(posted, 200);
  return posted.body.data;
}

/** Saves a stock-out draft; answers its id. */
export async function draftIssue(who: Caller, lines: { materialId: string; qty: number }[], more = {}) {
  const saved = await who.post('/purchase/kc-stock-out/add', { json: issue(lines, more) });
  expectStatus(saved, 200);
  return saved.body.data.id as string;
}

/** The balance row of a storehouse × material as stored. */
export async function balance(ctx: TestContext, storehouseId: string, materialId: string) {
  const rows = await ctx.database.db.select().from(kcStocks).where(eq(kcStocks.materialId, materialId));
  return rows.find((r) => r.storehouseId === storehouseId && r.tenantId === TENANT);
}

/** Σ signed ledger rows equal every balance row (quantity and amount), and no balance is negative. */
export async function expectLedgerMatchesBalances(ctx: TestContext, tenantId = TENANT) {
  const db = ctx.database.db;
  const sums = await db.transaction((tx) => ledgerSums(tx, tenantId));
  const balances = await db.select().from(kcStocks).where(eq(kcStocks.tenantId, tenantId));
  for (const row of balances) {
    const sum = sums.find((s) => s.storehouseId === row.storehouseId && s.materialId === row.materialId);
    expect(Number(sum?.qty ?? 0), `qty ${row.materialId}`).toBe(Number(row.qty));
    expect(Number(sum?.amount ?? 0), `amount ${row.materialId}`).toBe(Number(row.amount));
    expect(Number(row.qty)).toBeGreaterThanOrEqual(0);
  }
  expect(sums.length).toBe(balances.length);
}
