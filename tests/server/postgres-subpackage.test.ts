import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cgNeedsAllocations } from '../../src/server/db/schema/execution.ts';
import { cgNeedsItems } from '../../src/server/db/schema/procurement.ts';
import {
  REBAR,
  approvedBill,
  assign,
  buildExecutionWorld,
  type ExecutionWorld,
} from './support/execution-world.ts';
import { createPostgresTestApp, withoutPostgres, type PostgresTestContext } from './support/postgres-app.ts';

/**
 * Twenty concurrent assignments of one demand line on a real PostgreSQL server, where (unlike PGlite's one
 * connection) the transactions really overlap: the row locks must keep Σ assignments ≤ the line's quantity.
 */
const noPostgres = withoutPostgres('postgres sub-packaging tests');

describe.skipIf(noPostgres)('sub-packaging on PostgreSQL', () => {
  let ctx: PostgresTestContext;
  let world: ExecutionWorld;

  beforeAll(async () => {
    ctx = await createPostgresTestApp('purchasing_subpackage');
    world = await buildExecutionWorld(ctx);
  }, 120_000);

  afterAll(async () => {
    await ctx?.close();
  });

  it('never exceeds a line under twenty concurrent assignments', async () => {
    const bill = await approvedBill(world, [{ materialId: REBAR, qty: 10 }]);
    const [line] = bill.lineIds as [string];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        assign(world.purchaseAdmin.as, i % 2 ? world.buyer1.id : world.buyer2.id, [
          { needsItemId: line, qty: 0.75 },
        ]),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(13);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
    const db = ctx.database.db;
    const [row] = await db.select().from(cgNeedsItems).where(eq(cgNeedsItems.id, line));
    expect(row!.assignedQty).toBe('9.750');
    const active = await db
      .select()
      .from(cgNeedsAllocations)
      .where(and(eq(cgNeedsAllocations.needsItemId, line), eq(cgNeedsAllocations.allocStatus, 1)));
    expect(active.reduce((sum, a) => sum + Math.round(Number(a.qty) * 1000), 0)).toBe(9750);
  });
});
