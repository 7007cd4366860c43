import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htContracts } from '../../src/server/db/schema/contracts.ts';
import { REBAR, expectOk, expectRefused } from './support/execution-world.ts';
import {
  awardState,
  awardedSourcing,
  buildContractSourcingWorld,
} from './support/contract-sourcing-world.ts';
import { SOURCING_BUYER_CODES, setBlacklisted } from './support/sourcing-world.ts';
import { PURCHAR_CODES } from './support/execution-world.ts';
import { CONTRACT_DRAFT_CODES } from './support/contract-sourcing-world.ts';
import { menuIds } from './support/system-fixtures.ts';
import { seededOrganisation } from './support/needs-world.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';
import { createPostgresTestApp, withoutPostgres } from './support/postgres-app.ts';

/**
 * Contracts from sourcing winners through HTTP (model §3.2, rule I11): one draft per winner pre-filled from its
 * awards, all or none; never more than awarded on create or edit; one live contract per winner; voiding or
 * deleting gives the quantity back; the bill's contract status follows. Concurrency on PGlite and, when
 * TEST_DATABASE_URL is set, on PostgreSQL where the transactions really overlap.
 */
type World = Awaited<ReturnType<typeof buildContractSourcingWorld>>;
type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const createOne = (world: World, sourcingId: string, supplierId: string) =>
  world.buyer2.as.post('/purchar/cg-sourcing/createContract', { json: { sourcingId, supplierId } });
const createMany = (world: World, sourcingId: string, supplierIds: string[]) =>
  world.buyer2.as.post('/purchar/cg-sourcing/createContractMulti', { json: { sourcingId, supplierIds } });
const detail = async (world: World, id: string) =>
  (await expectOk(await world.buyer2.as.get(`/purchase/ht-contract/${id}`))) as Row;
const liveContracts = async (ctx: TestContext, sourcingId: string) =>
  (await ctx.database.db.select().from(htContracts).where(eq(htContracts.sourcingId, sourcingId))).filter(
    (c) => c.isDeleted === 0 && c.contractStatus !== 4,
  );
/** The editor's save of a contract as it reads, with lines and terms changed. */
const editBody = (c: Row, items: Row[]) => ({
  id: c.id,
  contractName: c.contractName,
  contractType: c.contractType,
  deptId: c.deptId,
  buyerId: c.buyerId,
  supplierId: c.supplierId,
  salerAccountId: c.salerAccountId,
  items,
  payTerms: [
    { payContent: '2', ratio: 95, payCondition: '到货验收后' },
    { payContent: '5', ratio: 5, payCondition: '质保期满', dueDays: 365 },
  ],
});
const keep = (c: Row, qty?: number) =>
  c.items.map((i: Row, n: number) => ({
    id: i.id,
    materialId: i.materialId,
    qty: n === 0 && qty ? qty : i.qty,
    unitPrice: i.unitPrice,
  }));

describe('contracts from sourcing winners (PGlite)', () => {
  let ctx: TestContext;
  let world: World;
  let bill: Awaited<ReturnType<typeof awardedSourcing>>;

  beforeAll(async () => {
    ctx = await createTestApp();
    world = await buildContractSourcingWorld(ctx);
    bill = await awardedSourcing(world);
  }, 240_000);
  afterAll(async () => ctx.close());

  it('refuses a bill not yet approved, a loser and a blacklisted winner, writing nothing', async () => {
    const pending = await awardedSourcing(world, { approve: false });
    await expectRefused(await createOne(world, pending.id, world.suppliers.b), 409, /尚未定标审批通过/);
    await expectRefused(
      await createOne(world, bill.id, world.suppliers.a),
      409,
      /甲钢材公司.*不是.*中标供应商/,
    );
    await expectRefused(await createOne(world, bill.id, '99999'), 409, /不是.*中标供应商/);
    await expectRefused(await createMany(world, bill.id, []), 400, /supplierIds/);
    await setBlacklisted(ctx, world.suppliers.c, 1);
    await expectRefused(
      await createMany(world, bill.id, [world.suppliers.b, world.suppliers.c]),
      409,
      /黑名单/,
    );
    await setBlacklisted(ctx, world.suppliers.c, 0);
    expect(await liveContracts(ctx, bill.id)).toHaveLength(0);
    expect(await awardState(ctx, bill.id)).toMatchObject({ contractStatus: 0 });
    const other = await world.buyer2.as.post('/purchar/cg-sourcing/createContract', {
      json: { sourcingId: bill.id, supplierId: world.suppliers.b },
      headers: { 'Accept-Language': 'en' },
    });
    expect(other.status).toBe(200); // the English caller may make it; removed again below
    await expectOk(
      await world.buyer2.as.post('/purchase/ht-contract/delete', {
        query: { ids: (other.body.data as Row).contractIds[0] },
      }),
    );
  });

  it('lists the approved bill with its winners still without a contract', async () => {
    const list = (await expectOk(
      await world.buyer2.as.get('/purchase/ht-contract/sourcingList'),
    )) as unknown as Row[];
    const mine = list.find((b) => b.sourcingId === bill.id)!;
    expect(mine.winners.map((w: Row) => [w.supplierName, w.winLines, w.winAmount])).toEqual([
      ['乙建材公司', 1, 38505],
      ['丙贸易公司', 1, 1920],
    ]);
  });

  it('makes one draft per winner, pre-filled from the awards, in one call', async () => {
    const made = (await expectOk(
      await createMany(world, bill.id, [world.suppliers.b, world.suppliers.c]),
    )) as Row;
    expect(made.contractNos).toHaveLength(2);
    const [forB, forC] = await Promise.all((made.contractIds as string[]).map((id) => detail(world, id)));
    expect(forB).toMatchObject({
      approveStatus: 0,
      contractStatus: 0,
      sourcingId: bill.id,
      supplierName: '乙建材公司',
      buyerName: '示范建设集团有限公司',
      totalAmount: 38505,
    });
    expect(
      forB!.items.map((i: Row) => [i.materialId, i.qty, i.unitPrice, i.taxRate, i.sourcingItemId]),
    ).toEqual([[REBAR, 10, 3850.5, 13, bill.rebarLine]]);
    expect(forC!.items.map((i: Row) => [i.qty, i.unitPrice, i.taxRate, i.amount])).toEqual([
      [4, 480, 9, 1920],
    ]);
    expect(await awardState(ctx, bill.id)).toEqual({
      contractStatus: 2,
      contracted: { [world.suppliers.b]: '10.000', [world.suppliers.c]: '4.000' },
    });
    const list = (await expectOk(
      await world.buyer2.as.get('/purchase/ht-contract/sourcingList'),
    )) as unknown as Row[];
    expect(list.map((b) => b.sourcingId)).not.toContain(bill.id);
    const wins = await expectOk(await world.buyer2.as.get('/purchar/cg-sourcing/supplierWinPage'));
    const rows = (wins.records as Row[]).filter((r) => r.sourcingId === bill.id);
    expect(rows.map((r) => [r.contractNo, r.contractStatusName])).toEqual([
      [made.contractNos[0], '已生成'],
      [made.contractNos[1], '已生成'],
    ]);
    await expectRefused(await createOne(world, bill.id, world.suppliers.b), 409, /已有合同/);
  });

  it('never lets an edit pass the award; keeps the award line’s material and the winner', async () => {
    const [forB] = (await liveContracts(ctx, bill.id)).filter((c) => c.supplierId === world.suppliers.b);
    const c = await detail(world, forB!.id);
    const save = (body: Row) => world.buyer2.as.post('/purchase/ht-contract/edit', { json: body });
    await expectRefused(await save(editBody(c, keep(c, 10.001))), 400, /超过中标数量 10/);
    await expectRefused(
      await save(editBody(c, [{ ...keep(c)[0], materialId: '41000004' }])),
      400,
      /items\.0\.materialId.*不能更换物料/,
    );
    await expectRefused(
      await save({ ...editBody(c, keep(c)), supplierId: world.suppliers.a }),
      400,
      /不能更换乙方/,
    );
    expect((await awardState(ctx, bill.id)).contracted[world.suppliers.b]).toBe('10.000');
    // Less than awarded, plus a line by hand (no award): saved; the award counts only its own line.
    const saved = (await expectOk(
      await save(editBody(c, [...keep(c, 8), { materialId: '41000004', qty: 2, unitPrice: 100 }])),
    )) as Row;
    expect(saved.items.map((i: Row) => [i.qty, i.sourcingItemId ?? null])).toEqual([
      [8, bill.rebarLine],
      [2, null],
    ]);
    expect(saved.payTerms.map((t: Row) => t.ratio)).toEqual([95, 5]);
    expect((await awardState(ctx, bill.id)).contracted[world.suppliers.b]).toBe('8.000');
  });

  it('gives the quantity back when a contract is voided or deleted; the winner may then get a new one', async () => {
    const [forC] = (await liveContracts(ctx, bill.id)).filter((c) => c.supplierId === world.suppliers.c);
    await expectOk(
      await world.buyer2.as.post(`/purchase/ht-contract/cancel/${forC!.id}`, {
        json: { reason: '重新议价' },
      }),
    );
    expect(await awardState(ctx, bill.id)).toMatchObject({ contractStatus: 1 });
    expect((await awardState(ctx, bill.id)).contracted[world.suppliers.c]).toBe('0.000');
    const again = await expectOk(await createOne(world, bill.id, world.suppliers.c));
    expect(again.contractIds).toHaveLength(1);
    expect(await awardState(ctx, bill.id)).toMatchObject({ contractStatus: 2 });
  });

  it('makes one contract when two creates for one award race', async () => {
    const [forB] = (await liveContracts(ctx, bill.id)).filter((c) => c.supplierId === world.suppliers.b);
    await expectOk(await world.buyer2.as.post('/purchase/ht-contract/delete', { query: { ids: forB!.id } }));
    expect(await awardState(ctx, bill.id)).toMatchObject({ contractStatus: 1 });
    const answers = await Promise.all([
      createOne(world, bill.id, world.suppliers.b),
      createOne(world, bill.id, world.suppliers.b),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await awardState(ctx, bill.id)).contracted[world.suppliers.b]).toBe('10.000');
  });
  it('narrows the contract list to the data scope granted on its menu (own contracts), as the bill list does', async () => {
    const numbers = async (who: World['buyer1']) =>
      ((await expectOk(await who.as.get('/purchase/ht-contract/pages', { size: 100 }))).records as Row[]).map(
        (r) => r.contractNo as string,
      );
    const theirs = (await liveContracts(ctx, bill.id)).map((c) => c.contractNo);
    expect(await numbers(world.buyer1)).toEqual(expect.arrayContaining(theirs));
    const [menu] = await menuIds(ctx, ['ht_contract']);
    const scope = await world.admin.post('/blade-system/data-scope/submit', {
      json: {
        menuId: menu,
        resourceCode: 'ht_contract',
        scopeName: '本人创建的合同',
        scopeColumn: 'create_user',
        scopeType: 2,
      },
    });
    expect(scope.status, JSON.stringify(scope.body)).toBe(200);
    const scopes = await world.admin.get('/blade-system/data-scope/list', { menuId: menu, size: 100 });
    const { role } = await seededOrganisation(ctx);
    const grant = await world.admin.post('/blade-system/role/grant', {
      json: {
        roleIds: [role('purchaser')],
        menuIds: await menuIds(ctx, [...PURCHAR_CODES, ...SOURCING_BUYER_CODES, ...CONTRACT_DRAFT_CODES]),
        dataScopeIds: [scopes.body.data.records[0].id as string],
      },
    });
    expect(grant.status, JSON.stringify(grant.body)).toBe(200);
    expect(await numbers(world.buyer1)).toEqual([]);
    expect(await numbers(world.buyer2)).toEqual(expect.arrayContaining(theirs));
  });
});

const noPostgres = withoutPostgres('contracts from sourcing winners on PostgreSQL');
describe.skipIf(noPostgres)('contracts from sourcing winners on PostgreSQL', () => {
  let ctx: TestContext;
  let world: World;

  beforeAll(async () => {
    ctx = await createPostgresTestApp('purchasing_contract_sourcing');
    world = await buildContractSourcingWorld(ctx);
  }, 240_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it('makes exactly one contract per winner under six overlapping creates', async () => {
    const bill = await awardedSourcing(world);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2
          ? createOne(world, bill.id, world.suppliers.b)
          : createMany(world, bill.id, [world.suppliers.b, world.suppliers.c]),
      ),
    );
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409)).toBe(true);
    const live = await liveContracts(ctx, bill.id);
    expect(live.filter((c) => c.supplierId === world.suppliers.b)).toHaveLength(1);
    expect(live.filter((c) => c.supplierId === world.suppliers.c).length).toBeLessThanOrEqual(1);
    expect((await awardState(ctx, bill.id)).contracted[world.suppliers.b]).toBe('10.000');
  });
});
