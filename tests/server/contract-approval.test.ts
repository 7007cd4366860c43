import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approvedContract,
  buildContractWorld,
  contractBody,
  expectOk,
  newContract,
  setContractChain,
  type ContractWorld,
} from './support/contract-world.ts';
import { caller, type Caller } from './support/system-fixtures.ts';
import { createTestApp, signIn, type TestContext } from './support/test-app.ts';
import { actionsOffered } from './support/offered-actions.ts';

/**
 * Contract approval through the engine: the single `approve` call acting at the current level, rejection,
 * withdrawal, approve/pages, immutability once approved (履行中), and amount thresholds in the chain — skipped
 * levels in the progress and the history, frozen at submit.
 */
let ctx: TestContext;
let admin: Caller;
let world: ContractWorld;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = caller(ctx, (await signIn(ctx.app)).access_token);
  world = await buildContractWorld(ctx, admin);
});
afterAll(() => ctx.close());

const info = async (id: string) =>
  expectOk(await world.buyer.as.get('/purchase/ht-contract/approveInfo', { contractId: id }));
const history = async (id: string) =>
  (await expectOk(
    await world.buyer.as.get('/purchase/ht-contract/approveList', { contractId: id }),
  )) as unknown as {
    action: number;
    nodeCode: string;
    opinion: string;
    actionName: string;
  }[];

describe('the default chain (director → area manager → manager)', () => {
  it('approves level by level through one call and puts the contract in force', async () => {
    const c = await newContract(world);
    const submitted = await expectOk(
      await world.buyer.as.post('/purchase/ht-contract/submitApprove', { json: { id: c.id } }),
    );
    expect(submitted.approveStatus).toBe(2);
    // Only the director's queue holds it now.
    const queue = await expectOk(await world.director.as.get('/purchase/ht-contract/approve/pages'));
    expect(queue.records.map((r: { id: string }) => r.id)).toContain(c.id);
    const notYet = await expectOk(await world.manager.as.get('/purchase/ht-contract/approve/pages'));
    expect(notYet.records.map((r: { id: string }) => r.id)).not.toContain(c.id);
    // The manager cannot act at the director's level.
    expect(
      (await world.manager.as.post('/purchase/ht-contract/approve', { json: { id: c.id, status: 1 } }))
        .status,
    ).toBe(403);
    for (const who of [world.director, world.areaManager, world.manager]) {
      await expectOk(
        await who.as.post('/purchase/ht-contract/approve', {
          json: { id: c.id, status: 1, opinion: '同意' },
        }),
      );
    }
    const detail = await expectOk(await world.buyer.as.get(`/purchase/ht-contract/${c.id}`));
    expect(detail.approveStatus).toBe(5);
    expect(detail.contractStatus).toBe(1);
    expect(detail.contractStatusName).toBe('履行中');
    expect(detail.operations).toEqual(['order', 'terminate', 'void']);
    // Approved = immutable.
    const edit = await world.buyer.as.post('/purchase/ht-contract/edit', {
      json: contractBody(world, { id: c.id }),
    });
    expect(edit.status).toBe(409);
    const again = await world.manager.as.post('/purchase/ht-contract/approve', {
      json: { id: c.id, status: 1 },
    });
    expect(again.status).toBe(409);
    expect((await history(c.id)).map((r) => r.action)).toEqual([1, 2, 2, 2]);
  });

  it('offers each person in the list the actions the detail offers, before and after a level acted', async () => {
    const c = await newContract(world);
    await expectOk(await world.buyer.as.post('/purchase/ht-contract/submitApprove', { json: { id: c.id } }));
    const { contractNo } = await expectOk(await world.buyer.as.get(`/purchase/ht-contract/${c.id}`));
    const people = [world.buyer, world.director, world.areaManager, world.manager];
    const offered = () =>
      actionsOffered(people, {
        id: c.id,
        detail: `/purchase/ht-contract/${c.id}`,
        list: '/purchase/ht-contract/pages',
        filter: { contractNo },
        queues: ['/purchase/ht-contract/approve/pages'],
      });
    // Nobody acted yet: the creator may still withdraw it (cancel).
    expect((await offered())[0]).toContain('cancel');
    await expectOk(
      await world.director.as.post('/purchase/ht-contract/approve', { json: { id: c.id, status: 1 } }),
    );
    // The director acted in this round (read with the list's rows): no withdraw any more.
    expect((await offered())[0]).not.toContain('cancel');
  });

  it('rejects with an opinion only, back to the creator', async () => {
    const c = await newContract(world);
    await expectOk(await world.buyer.as.post('/purchase/ht-contract/submitApprove', { json: { id: c.id } }));
    const bare = await world.director.as.post('/purchase/ht-contract/approve', {
      json: { id: c.id, status: 2 },
    });
    expect(bare.status).toBe(400);
    expect(bare.body.msg).toContain('opinion');
    const rejected = await expectOk(
      await world.director.as.post('/purchase/ht-contract/approve', {
        json: { id: c.id, status: 2, opinion: '单价偏高' },
      }),
    );
    expect(rejected.approveStatus).toBe(6);
    const detail = await expectOk(await world.buyer.as.get(`/purchase/ht-contract/${c.id}`));
    expect(detail.lastRejectReason).toBe('单价偏高');
    expect(detail.allowedActions).toEqual(expect.arrayContaining(['edit', 'submit']));
  });

  it('lets the creator withdraw before anyone acts, and refuses a stale screen', async () => {
    const c = await newContract(world);
    await expectOk(await world.buyer.as.post('/purchase/ht-contract/submitApprove', { json: { id: c.id } }));
    const stale = await world.director.as.post('/purchase/ht-contract/approve', {
      json: { id: c.id, status: 1, seenStatus: 0 },
    });
    expect(stale.status).toBe(409);
    const withdrawn = await expectOk(
      await world.buyer.as.post('/purchase/ht-contract/withdraw', { json: { id: c.id } }),
    );
    expect(withdrawn.approveStatus).toBe(0);
  });

  it('re-checks the seller at submit', async () => {
    const c = await newContract(world, { supplierId: world.other.id, salerAccountId: null });
    const { gysSuppliers } = await import('../../src/server/db/schema/suppliers.ts');
    const { eq } = await import('drizzle-orm');
    await ctx.database.db
      .update(gysSuppliers)
      .set({ blacklistFlag: 1 })
      .where(eq(gysSuppliers.id, world.other.id));
    const answer = await world.buyer.as.post('/purchase/ht-contract/submitApprove', { json: { id: c.id } });
    expect(answer.status).toBe(409);
    expect(answer.body.msg).toContain('黑名单');
    await ctx.database.db
      .update(gysSuppliers)
      .set({ blacklistFlag: 0 })
      .where(eq(gysSuppliers.id, world.other.id));
  });
});

describe('amount thresholds', () => {
  it('skips a level whose minimum the total is below, shown in progress and history', async () => {
    await setContractChain(ctx, 'DIRECTOR,AREA_MANAGER,MANAGER', 'MANAGER:100000.00');
    const small = await newContract(world); // 49 478.04
    const draftInfo = await info(small.id);
    expect(draftInfo.nodes.find((n: { nodeCode: string }) => n.nodeCode === 'MANAGER').state).toBe('skipped');
    await expectOk(
      await world.buyer.as.post('/purchase/ht-contract/submitApprove', { json: { id: small.id } }),
    );
    await expectOk(
      await world.director.as.post('/purchase/ht-contract/approve', { json: { id: small.id, status: 1 } }),
    );
    const last = await expectOk(
      await world.areaManager.as.post('/purchase/ht-contract/approve', { json: { id: small.id, status: 1 } }),
    );
    expect(last.approveStatus).toBe(5);
    const progress = await info(small.id);
    const manager = progress.nodes.find((n: { nodeCode: string }) => n.nodeCode === 'MANAGER');
    expect(manager.state).toBe('skipped');
    expect(manager.opinion).toBe('49478.04 < 100000.00');
    const records = await history(small.id);
    const skip = records.find((r) => r.action === 8)!;
    expect(skip.nodeCode).toBe('MANAGER');
    expect(skip.actionName).toBe('跳过');

    // A total at the minimum runs through every level.
    const big = await newContract(world, {
      items: [{ materialId: '41000001', qty: 25, unitPrice: 4000 }],
    });
    await expectOk(
      await world.buyer.as.post('/purchase/ht-contract/submitApprove', { json: { id: big.id } }),
    );
    await expectOk(
      await world.director.as.post('/purchase/ht-contract/approve', { json: { id: big.id, status: 1 } }),
    );
    const atManager = await expectOk(
      await world.areaManager.as.post('/purchase/ht-contract/approve', { json: { id: big.id, status: 1 } }),
    );
    expect(atManager.approveStatus).toBe(4);

    // Frozen at submit: raising the minimum now does not reroute the running round.
    await setContractChain(ctx, 'DIRECTOR,AREA_MANAGER,MANAGER', 'MANAGER:1000000');
    const done = await expectOk(
      await world.manager.as.post('/purchase/ht-contract/approve', { json: { id: big.id, status: 1 } }),
    );
    expect(done.approveStatus).toBe(5);
    expect((await history(big.id)).some((r) => r.action === 8)).toBe(false);
  });

  it('approves at submit when every level is below its minimum, and the contract is in force', async () => {
    await setContractChain(ctx, 'DIRECTOR,MANAGER', 'DIRECTOR:1000000,MANAGER:1000000');
    const c = await newContract(world);
    const step = await expectOk(
      await world.buyer.as.post('/purchase/ht-contract/submitApprove', { json: { id: c.id } }),
    );
    expect(step.approveStatus).toBe(5);
    const detail = await expectOk(await world.buyer.as.get(`/purchase/ht-contract/${c.id}`));
    expect(detail.contractStatus).toBe(1);
    expect((await history(c.id)).filter((r) => r.action === 8).map((r) => r.nodeCode)).toEqual([
      'DIRECTOR',
      'MANAGER',
    ]);
    await setContractChain(ctx, 'DIRECTOR,AREA_MANAGER,MANAGER');
  });

  it('is set in 报表/审批配置: exact minimums, only on levels the chain keeps', async () => {
    const { cgReportConfigs } = await import('../../src/server/db/schema/procurement.ts');
    const { eq } = await import('drizzle-orm');
    await ctx.database.db.delete(cgReportConfigs).where(eq(cgReportConfigs.bizType, 'CONTRACT'));
    const wrong = await admin.post('/purchar/cg-report-config/add', {
      json: { bizType: 'CONTRACT', nodes: ['DIRECTOR', 'MANAGER'], minAmounts: { AREA_MANAGER: 5000 } },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toContain('minAmounts.AREA_MANAGER');
    const saved = await expectOk(
      await admin.post('/purchar/cg-report-config/add', {
        json: { bizType: 'CONTRACT', nodes: ['DIRECTOR', 'MANAGER'], minAmounts: { MANAGER: 100000.5 } },
      }),
    );
    expect(saved.minAmounts).toEqual({ MANAGER: 100000.5 });
    // Edit without minAmounts keeps them for the levels still kept.
    const edited = await expectOk(
      await admin.post('/purchar/cg-report-config/edit', {
        json: { id: saved.id, bizType: 'CONTRACT', nodes: ['DIRECTOR', 'AREA_MANAGER', 'MANAGER'] },
      }),
    );
    expect(edited.minAmounts).toEqual({ MANAGER: 100000.5 });
    const c = await newContract(world);
    await expectOk(await world.buyer.as.post('/purchase/ht-contract/submitApprove', { json: { id: c.id } }));
    expect((await history(c.id)).find((r) => r.action === 8)?.opinion).toBe('49478.04 < 100000.50');
    await setContractChain(ctx, 'DIRECTOR,AREA_MANAGER,MANAGER');
  });

  it('runs every level when no minimum is configured (backward compatible)', async () => {
    const c = await approvedContract(world);
    expect((await history(c.id)).map((r) => r.action)).toEqual([1, 2, 2, 2]);
  });
});
