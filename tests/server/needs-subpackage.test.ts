import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cgNeedsAllocations } from '../../src/server/db/schema/execution.ts';
import { cgNeeds, cgNeedsItems } from '../../src/server/db/schema/procurement.ts';
import {
  REBAR,
  approvedBill,
  assign,
  buildExecutionWorld,
  expectOk,
  expectRefused,
  type ExecutionWorld,
} from './support/execution-world.ts';
import { TENANT } from './support/needs-world.ts';
import { newTenant } from './support/system-fixtures.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';

/**
 * 需求分包 through HTTP on PGlite: the purchase admin assigns approved demand lines (all or part) to purchasers,
 * the line and bill statuses move, every refusal leaves nothing written, and twenty concurrent assignments of one
 * line never exceed its quantity.
 */
let ctx: TestContext;
let world: ExecutionWorld;

beforeAll(async () => {
  ctx = await createTestApp();
  world = await buildExecutionWorld(ctx);
}, 120_000);
afterAll(async () => ctx.close());

const db = () => ctx.database.db;
const lineRow = async (id: string) =>
  (await db().select().from(cgNeedsItems).where(eq(cgNeedsItems.id, id)))[0]!;
const billRow = async (id: string) => (await db().select().from(cgNeeds).where(eq(cgNeeds.id, id)))[0]!;
const activeAllocations = (lineId: string) =>
  db()
    .select()
    .from(cgNeedsAllocations)
    .where(and(eq(cgNeedsAllocations.needsItemId, lineId), eq(cgNeedsAllocations.allocStatus, 1)));

describe('assigning lines', () => {
  it('assigns part of a line, then the rest to another purchaser; statuses move 待执行 → 执行中', async () => {
    const bill = await approvedBill(world);
    const [rebar, cement] = bill.lineIds as [string, string];
    expect((await billRow(bill.id)).execStatus).toBe(0);
    await expectOk(
      await assign(world.purchaseAdmin.as, world.buyer1.id, [{ needsItemId: rebar, qty: 4.25 }]),
    );
    let line = await lineRow(rebar);
    expect(line.assignedQty).toBe('4.250');
    expect(line.purcharStatus).toBe(3);
    expect((await billRow(bill.id)).execStatus).toBe(1);

    // No qty = what is left; a second assignment to the same purchaser raises the one record.
    await expectOk(
      await assign(world.purchaseAdmin.as, world.buyer2.id, [
        { needsItemId: rebar },
        { needsItemId: cement },
      ]),
    );
    line = await lineRow(rebar);
    expect(line.assignedQty).toBe('10.000');
    expect(line.purcharStatus).toBe(1);
    expect((await activeAllocations(rebar)).map((a) => a.qty).sort()).toEqual(['4.250', '5.750']);

    const page = await expectOk(
      await world.purchaseAdmin.as.get('/purchar/cg-needs-subpackage/pages', { needsNo: bill.needsNo }),
    );
    expect(page.total).toBe(3);
    const items = await expectOk(
      await world.purchaseAdmin.as.get('/purchar/cg-needs-subpackage/needsItemsPages', {
        needsNo: bill.needsNo,
      }),
    );
    expect(
      (items.records as { purcharStatus: number; remainingQty: number }[]).map((r) => r.purcharStatus),
    ).toEqual([1, 1]);
  });

  it('lists purchasers with their open workload', async () => {
    const list = (await expectOk(
      await world.purchaseAdmin.as.get('/purchar/cg-needs-subpackage/purchaserList'),
    )) as unknown as { account: string; openLines: number; openQty: number }[];
    const buyer2 = list.find((p) => p.account === 'buyer2')!;
    expect(buyer2.openLines).toBeGreaterThanOrEqual(2);
    expect(list.some((p) => p.account === 'padmin')).toBe(false);
  });

  it('refuses more than is left (409, nothing written), a non-purchaser (400), a line twice (400)', async () => {
    const bill = await approvedBill(world, [{ materialId: REBAR, qty: 3 }]);
    const [rebar] = bill.lineIds as [string];
    await expectRefused(
      await assign(world.purchaseAdmin.as, world.buyer1.id, [{ needsItemId: rebar, qty: 3.001 }]),
      409,
      /剩余可分包数量为 3/,
    );
    await expectRefused(
      await assign(world.purchaseAdmin.as, world.pm.id, [{ needsItemId: rebar }]),
      400,
      /不是本租户启用的采购员/,
    );
    await expectRefused(
      await assign(world.purchaseAdmin.as, world.buyer1.id, [{ needsItemId: rebar }, { needsItemId: rebar }]),
      400,
      /只能出现一次/,
    );
    expect((await lineRow(rebar)).assignedQty).toBe('0.000');
    expect(await activeAllocations(rebar)).toHaveLength(0);
    expect((await billRow(bill.id)).execStatus).toBe(0);
  });

  it('refuses lines of bills not approved yet (409) and in English when asked', async () => {
    const saved = await expectOk(
      await world.clerk.as.post('/purchar/cg-needs/addOrEdit', {
        json: {
          title: 'draft',
          deptId: world.depts.shanghai,
          projectManagerId: world.pm.id,
          items: [{ materialId: REBAR, qty: 1 }],
        },
      }),
    );
    const lineId = (saved.items as { id: string }[])[0]!.id;
    const answer = await world.purchaseAdmin.as.post('/purchar/cg-needs-subpackage/subpackage', {
      json: { purchaserId: world.buyer1.id, lines: [{ needsItemId: lineId }] },
      headers: { 'Accept-Language': 'en' },
    });
    await expectRefused(answer, 409, /is not an open line of an approved bill/);
  });

  it('answers 404 for another tenant, and 403 without the assign button', async () => {
    const bill = await approvedBill(world, [{ materialId: REBAR, qty: 2 }]);
    const other = await newTenant(ctx, world.admin, '执行隔离租户');
    const refused = await other.admin.post('/purchar/cg-needs-subpackage/subpackage', {
      json: { purchaserId: world.buyer1.id, lines: [{ needsItemId: bill.lineIds[0] }] },
    });
    expect([400, 404]).toContain(refused.status);
    await expectRefused(
      await assign(world.buyer1.as, world.buyer1.id, [{ needsItemId: bill.lineIds[0]! }]),
      403,
      /需求分包 · 分包/,
    );
    expect((await lineRow(bill.lineIds[0]!)).assignedQty).toBe('0.000');
  });

  it('never exceeds a line under twenty concurrent assignments', async () => {
    const bill = await approvedBill(world, [{ materialId: REBAR, qty: 10 }]);
    const [rebar] = bill.lineIds as [string];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        assign(world.purchaseAdmin.as, i % 2 ? world.buyer1.id : world.buyer2.id, [
          { needsItemId: rebar, qty: 0.75 },
        ]),
      ),
    );
    const accepted = answers.filter((a) => a.status === 200).length;
    expect(accepted).toBe(13); // 13 × 0.75 = 9.75; a 14th would make 10.5
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
    const line = await lineRow(rebar);
    expect(line.assignedQty).toBe('9.750');
    const sum = (await activeAllocations(rebar)).reduce((s, a) => s + Number(a.qty) * 1000, 0) / 1000;
    expect(sum).toBe(9.75);
  });
});

describe('cancelling assignments', () => {
  it('cancels, releasing the quantity; the bill goes back to 待执行 with its last assignment', async () => {
    const bill = await approvedBill(world, [{ materialId: REBAR, qty: 6 }]);
    const [rebar] = bill.lineIds as [string];
    await expectOk(await assign(world.purchaseAdmin.as, world.buyer1.id, [{ needsItemId: rebar }]));
    const [allocation] = await activeAllocations(rebar);
    await expectOk(
      await world.purchaseAdmin.as.post('/purchar/cg-needs-subpackage/cancel', {
        query: { ids: allocation!.id },
      }),
    );
    const line = await lineRow(rebar);
    expect(line.assignedQty).toBe('0.000');
    expect(line.purcharStatus).toBe(2);
    expect((await billRow(bill.id)).execStatus).toBe(0);
    // Cancelling it again: it is no longer an active assignment.
    await expectRefused(
      await world.purchaseAdmin.as.post('/purchar/cg-needs-subpackage/cancel', {
        query: { ids: allocation!.id },
      }),
      400,
      /分包记录不存在、已取消/,
    );
  });

  it('refuses an assignment a sourcing bill uses (409), nothing cancelled', async () => {
    const bill = await approvedBill(world, [
      { materialId: REBAR, qty: 6 },
      { materialId: REBAR, qty: 2 },
    ]);
    await expectOk(
      await assign(
        world.purchaseAdmin.as,
        world.buyer1.id,
        bill.lineIds.map((id) => ({ needsItemId: id })),
      ),
    );
    const [used] = await activeAllocations(bill.lineIds[0]!);
    const [free] = await activeAllocations(bill.lineIds[1]!);
    // What the sourcing issue will do when a sourcing bill takes part of the assignment.
    await db().update(cgNeedsAllocations).set({ usedQty: '1' }).where(eq(cgNeedsAllocations.id, used!.id));
    await expectRefused(
      await world.purchaseAdmin.as.post('/purchar/cg-needs-subpackage/cancel', {
        query: { ids: `${free!.id},${used!.id}` },
      }),
      409,
      /已被寻源单使用/,
    );
    expect(await activeAllocations(bill.lineIds[1]!)).toHaveLength(1);
    expect((await lineRow(bill.lineIds[1]!)).assignedQty).toBe('2.000');
  });
});

describe('rejecting a line (cg-needs rejectMaterial)', () => {
  it('is refused on a line already assigned (409), allowed on one that is not', async () => {
    const bill = await approvedBill(world, [
      { materialId: REBAR, qty: 6 },
      { materialId: REBAR, qty: 2 },
    ]);
    await expectOk(
      await assign(world.purchaseAdmin.as, world.buyer1.id, [{ needsItemId: bill.lineIds[0]! }]),
    );
    const reject = (itemIds: string[]) =>
      world.purchaseAdmin.as.post('/purchar/cg-needs/rejectMaterial', {
        json: { needsId: bill.id, itemIds, reason: '项目库存可调剂' },
      });
    await expectRefused(await reject([bill.lineIds[0]!]), 409, /已分包给采购员,不能驳回/);
    expect((await lineRow(bill.lineIds[0]!)).itemStatus).toBe(1);
    await expectOk(await reject([bill.lineIds[1]!]));
    expect((await lineRow(bill.lineIds[1]!)).itemStatus).toBe(2);
  });
});

void TENANT;
