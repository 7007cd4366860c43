import { and, eq } from 'drizzle-orm';
import pg from 'pg';
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
import { createTestApp, type TestContext } from './support/test-app.ts';

/**
 * Twenty concurrent assignments of one demand line on a real PostgreSQL server, where (unlike PGlite's one
 * connection) the transactions really overlap: the row locks must keep Σ assignments ≤ the line's quantity.
 */
const url = process.env.TEST_DATABASE_URL;
if (!url) console.log('postgres sub-packaging tests skipped: TEST_DATABASE_URL is not set');

describe.skipIf(!url)('sub-packaging on PostgreSQL', () => {
  let ctx: TestContext;
  let admin: pg.Client;
  let world: ExecutionWorld;
  const name = `purchasing_subpackage_${process.pid}_${Date.now()}`;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(url!);
    target.pathname = `/${name}`;
    ctx = await createTestApp({}, { databaseUrl: target.toString() });
    world = await buildExecutionWorld(ctx);
  }, 120_000);

  afterAll(async () => {
    await ctx?.close();
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
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
