import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  REBAR,
  SITE,
  balance,
  buildStockWorld,
  draftIssue,
  expectLedgerMatchesBalances,
  receive,
  type StockWorld,
} from './support/stock-world.ts';
import { createPostgresTestApp, withoutPostgres, type PostgresTestContext } from './support/postgres-app.ts';

/**
 * Twenty concurrent issues of the last units of one balance on a real PostgreSQL server, where (unlike PGlite's
 * one connection) the transactions really overlap: the balance row's lock must keep it ≥ 0, accept exactly the
 * issues that fit, and keep the ledger equal to the balance. Also the throughput of issues on one balance.
 */
const noPostgres = withoutPostgres('postgres stock tests');

describe.skipIf(noPostgres)('stock on PostgreSQL', () => {
  let ctx: PostgresTestContext;
  let world: StockWorld;

  beforeAll(async () => {
    ctx = await createPostgresTestApp('purchasing_stock');
    world = await buildStockWorld(ctx);
  }, 120_000);

  afterAll(async () => {
    await ctx?.close();
  });
  afterEach(async () => expectLedgerMatchesBalances(ctx));

  it('never drives a balance negative under twenty concurrent issues of the last units', async () => {
    await receive(world.keeper.as, [{ materialId: REBAR, qty: 10, unitCost: 100 }]);
    const drafts: string[] = [];
    for (let i = 0; i < 20; i++)
      drafts.push(await draftIssue(world.keeper.as, [{ materialId: REBAR, qty: 0.75 }]));
    const started = performance.now();
    const answers = await Promise.all(
      drafts.map((id, i) =>
        (i % 2 ? world.keeper2 : world.keeper).as.post(`/purchase/kc-stock-out/confirm/${id}`),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `postgres: 20 concurrent confirms on one balance in ${seconds.toFixed(2)} s (${(20 / seconds).toFixed(1)}/s)`,
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(13);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
    const row = await balance(ctx, SITE, REBAR);
    expect([row!.qty, row!.amount]).toEqual(['0.250', '25.00']);
  });
});
