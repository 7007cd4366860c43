import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CEMENT,
  REBAR,
  approvedBill,
  assign,
  buildExecutionWorld,
  expectOk,
  expectRefused,
  type ExecutionWorld,
} from './support/execution-world.ts';
import type { Caller } from './support/system-fixtures.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';

/** 采购执行 through HTTP on PGlite: each purchaser sees and exports only what is assigned to them. */
let ctx: TestContext;
let world: ExecutionWorld;
let bill: Awaited<ReturnType<typeof approvedBill>>;

beforeAll(async () => {
  ctx = await createTestApp();
  world = await buildExecutionWorld(ctx);
  bill = await approvedBill(world, [
    { materialId: REBAR, qty: 10 },
    { materialId: CEMENT, qty: 4 },
  ]);
  const [rebar, cement] = bill.lineIds as [string, string];
  await expectOk(await assign(world.purchaseAdmin.as, world.buyer1.id, [{ needsItemId: rebar, qty: 6 }]));
  await expectOk(
    await assign(world.purchaseAdmin.as, world.buyer2.id, [{ needsItemId: rebar }, { needsItemId: cement }]),
  );
}, 120_000);
afterAll(async () => ctx.close());

type Row = { needsNo: string; materialCode: string; qty: number; purchaserName: string };
const myPage = async (who: Caller, query: Record<string, string> = {}) =>
  (await expectOk(await who.get('/purchar/cg-needs-purchar/pages', query))) as unknown as {
    total: number;
    records: Row[];
  };

async function sheet(who: Caller, path: string) {
  const response = await ctx.app.request(`/api${path}`, { headers: { 'Blade-Auth': `bearer ${who.token}` } });
  expect(response.status).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await response.arrayBuffer());
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('a purchaser’s own lines', () => {
  it('shows each purchaser only the lines assigned to them', async () => {
    const one = await myPage(world.buyer1.as);
    expect(one.total).toBe(1);
    expect(one.records[0]).toMatchObject({
      needsNo: bill.needsNo,
      materialCode: 'WZ0101001',
      qty: 6,
      purchaserName: 'buyer1',
    });
    const two = await myPage(world.buyer2.as);
    expect(two.records.map((r) => [r.materialCode, r.qty]).sort()).toEqual([
      ['WZ0101001', 4],
      ['WZ0102001', 4],
    ]);
    expect(two.records.every((r) => r.purchaserName === 'buyer2')).toBe(true);
    // Filters narrow within the caller's own lines.
    expect((await myPage(world.buyer2.as, { materialCode: 'WZ0102' })).total).toBe(1);
  });

  it('exports the same rows, and the demand lines behind them', async () => {
    const rows = await sheet(world.buyer1.as, '/purchar/cg-needs-purchar/export');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(bill.needsNo);
    const demand = await sheet(world.buyer2.as, '/purchar/cg-needs-purchar/exportDemand');
    expect(demand[0]).toContain('分配给我的数量');
    expect(demand.slice(1).map((r) => [r[4], r[9]])).toEqual([
      ['WZ0101001', 4],
      ['WZ0102001', 4],
    ]);
  });

  it('tells each purchaser of the bill assigned to them (分包通知)', async () => {
    const inbox = (await expectOk(await world.buyer1.as.get('/purchar/cg-message/pages'))) as unknown as {
      records: { msgType: number; title: string; bizNo: string }[];
    };
    const assigned = inbox.records.filter((m) => m.msgType === 4);
    expect(assigned).toHaveLength(1);
    expect(assigned[0]).toMatchObject({ bizNo: bill.needsNo, title: `分包通知: 需求单 ${bill.needsNo}` });
  });

  it('refuses create-sourcing without lines (400; the flow is in sourcing-flow.test), and others without the screen (403)', async () => {
    await expectRefused(
      await world.buyer1.as.post('/purchar/cg-needs-purchar/create-sourcing', { json: {} }),
      400,
      /sourcingName: 必填/,
    );
    await expectRefused(await world.clerk.as.get('/purchar/cg-needs-purchar/pages'), 403, /无权访问/);
  });
});
