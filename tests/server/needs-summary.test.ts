import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cgFrameworkContractLines } from '../../src/server/db/schema/execution.ts';
import { commodities } from '../../src/server/db/schema/master-data.ts';
import { cgNeedsItems } from '../../src/server/db/schema/procurement.ts';
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
import { TENANT } from './support/needs-world.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';

/**
 * 需求汇总 through HTTP on PGlite: pending demand per material, split by framework contracts (rows the
 * contracts issue will write, inserted here as it will), purchase methods, prices, and the refusals.
 */
let ctx: TestContext;
let world: ExecutionWorld;
let first: Awaited<ReturnType<typeof approvedBill>>;
let second: Awaited<ReturnType<typeof approvedBill>>;

type SumRow = {
  materialCode: string;
  pendingQty: number;
  lineCount: number;
  needsItemIds: string[];
  purcharType: string;
  purcharTypeName: string;
  lastPrice: number | null;
  contractNo: string | null;
  earliestNeedDate: string | null;
};
const sums = async (path: string, query: Record<string, string> = {}) =>
  (await expectOk(
    await world.purchaseAdmin.as.get(`/purchar/cg-needs-summary/${path}`, query),
  )) as unknown as {
    total: number;
    records: SumRow[];
  };

beforeAll(async () => {
  ctx = await createTestApp();
  world = await buildExecutionWorld(ctx);
  first = await approvedBill(world, [
    { materialId: REBAR, qty: 10, needDate: '2026-12-05' },
    { materialId: CEMENT, qty: 4 },
  ]);
  second = await approvedBill(world, [{ materialId: REBAR, qty: 2.5, needDate: '2026-12-03' }]);
}, 120_000);
afterAll(async () => ctx.close());

describe('the summary', () => {
  it('groups approved, unassigned demand per material (no framework contract yet: contract list empty)', async () => {
    const page = await sums('noContractSumPages');
    const rebar = page.records.find((r) => r.materialCode === 'WZ0101001')!;
    expect(rebar).toMatchObject({
      pendingQty: 12.5,
      lineCount: 2,
      earliestNeedDate: '2026-12-03',
      lastPrice: 3850,
    });
    expect(rebar.needsItemIds.sort()).toEqual([first.lineIds[0], second.lineIds[0]].sort());
    expect(page.records.find((r) => r.materialCode === 'WZ0102001')?.pendingQty).toBe(4);
    expect((await sums('contractSumPages')).total).toBe(0);
  });

  it('counts only what is left after assignments, and drops fully assigned lines', async () => {
    await expectOk(
      await assign(world.purchaseAdmin.as, world.buyer1.id, [
        { needsItemId: first.lineIds[0]!, qty: 7 },
        { needsItemId: first.lineIds[1]! },
      ]),
    );
    const page = await sums('noContractSumPages');
    expect(page.records.find((r) => r.materialCode === 'WZ0101001')?.pendingQty).toBe(5.5);
    expect(page.records.some((r) => r.materialCode === 'WZ0102001')).toBe(false);
    const lines = (await expectOk(
      await world.purchaseAdmin.as.get(`/purchar/cg-needs-summary/needs/${REBAR}`),
    )) as unknown as { remainingQty: number }[];
    expect(lines.map((l) => l.remainingQty).sort()).toEqual([2.5, 3]);
    const detail = await expectOk(
      await world.purchaseAdmin.as.get(`/purchar/cg-needs-summary/${first.lineIds[0]}`),
    );
    expect(detail).toMatchObject({ qty: 10, assignedQty: 7, remainingQty: 3, purcharStatus: 3 });
    expect((detail.allocations as { qty: number; purchaserName: string }[])[0]).toMatchObject({
      qty: 7,
      purchaserName: 'buyer1',
    });
  });

  it('moves a material with an executing framework contract line to contractSumPages', async () => {
    await ctx.database.db.insert(cgFrameworkContractLines).values({
      id: '77000001',
      tenantId: TENANT,
      contractId: '77100001',
      contractNo: 'HT202611010001',
      contractItemId: '77200001',
      materialId: REBAR,
      supplierName: '沙钢集团',
      contractPrice: '3800.0000',
      remainingQty: '100',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    });
    const withContract = await sums('contractSumPages');
    expect(withContract.records).toHaveLength(1);
    expect(withContract.records[0]).toMatchObject({
      materialCode: 'WZ0101001',
      contractNo: 'HT202611010001',
      pendingQty: 5.5,
    });
    expect((await sums('noContractSumPages')).records.some((r) => r.materialCode === 'WZ0101001')).toBe(
      false,
    );
    // An expired contract no longer counts.
    await ctx.database.db
      .update(cgFrameworkContractLines)
      .set({ endDate: '2026-11-01' })
      .where(eq(cgFrameworkContractLines.id, '77000001'));
    expect((await sums('contractSumPages')).total).toBe(0);
  });

  it('sets the purchase method of lines, all or none', async () => {
    await expectOk(
      await world.purchaseAdmin.as.post('/purchar/cg-needs-summary/purcharType', {
        json: { needsItemIds: [first.lineIds[0], second.lineIds[0]], purcharType: '2' },
      }),
    );
    const rebar = (await sums('noContractSumPages')).records.find((r) => r.materialCode === 'WZ0101001')!;
    expect(rebar).toMatchObject({ purcharType: '2', purcharTypeName: '询比价' });
    await expectRefused(
      await world.purchaseAdmin.as.post('/purchar/cg-needs-summary/purcharType', {
        json: { needsItemIds: [first.lineIds[0]], purcharType: '99' },
      }),
      400,
      /purchar_type/,
    );
    // A line of a bill not approved: 409, and the other line keeps its method.
    const draft = await expectOk(
      await world.clerk.as.post('/purchar/cg-needs/addOrEdit', {
        json: { title: 'draft', deptId: world.depts.shanghai, items: [{ materialId: REBAR, qty: 1 }] },
      }),
    );
    const draftLine = (draft.items as { id: string }[])[0]!.id;
    await expectRefused(
      await world.purchaseAdmin.as.post('/purchar/cg-needs-summary/purcharType', {
        json: { needsItemIds: [second.lineIds[0], draftLine], purcharType: '1' },
      }),
      409,
      /不是已审批通过的正常明细/,
    );
    const [kept] = await ctx.database.db
      .select()
      .from(cgNeedsItems)
      .where(eq(cgNeedsItems.id, second.lineIds[0]!));
    expect(kept!.purcharType).toBe('2');
  });

  it('answers prices from commodity prices (last and 90 days), else the material reference price', async () => {
    const price = (materialId: string) =>
      world.purchaseAdmin.as.post('/purchar/cg-needs-summary/materialPrice', { json: { materialId } });
    expect(await expectOk(await price(CEMENT))).toMatchObject({
      lastPrice: 420,
      priceSource: 'material',
      avgPrice90d: null,
    });
    const base = { tenantId: TENANT, materialId: CEMENT, unit: 't', taxRate: '13', brand: '' };
    await ctx.database.db.insert(commodities).values([
      {
        ...base,
        id: '78000001',
        commodityCode: 'C1',
        commodityName: '水泥 A',
        price: '400',
        priceDate: '2026-11-01',
      },
      {
        ...base,
        id: '78000002',
        commodityCode: 'C2',
        commodityName: '水泥 B',
        price: '410.5',
        priceDate: '2026-11-20',
      },
      {
        ...base,
        id: '78000003',
        commodityCode: 'C3',
        commodityName: '水泥 C',
        price: '300',
        priceDate: '2026-01-01',
      },
    ]);
    expect(await expectOk(await price(CEMENT))).toMatchObject({
      lastPrice: 410.5,
      lastDate: '2026-11-20',
      minPrice90d: 400,
      maxPrice90d: 410.5,
      avgPrice90d: 405.25,
      priceSource: 'commodity',
    });
    expect((await price('99999999')).status).toBe(404);
  });

  it('refuses createContractOrder with a clear 409 until contracts exist (never 404)', async () => {
    await expectRefused(
      await world.purchaseAdmin.as.post('/purchar/cg-needs-summary/createContractOrder', { json: {} }),
      409,
      /合同功能尚未开放/,
    );
    const en = await world.purchaseAdmin.as.post('/purchar/cg-needs-summary/createContractOrder', {
      json: {},
      headers: { 'Accept-Language': 'en' },
    });
    await expectRefused(en, 409, /Contracts are not available yet/);
    await expectRefused(
      await world.buyer1.as.get('/purchar/cg-needs-summary/noContractSumPages'),
      403,
      /无权访问/,
    );
  });
});
