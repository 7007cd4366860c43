import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cgMessages } from '../../src/server/db/schema/execution.ts';
import { REBAR, buildExecutionWorld, expectOk, type ExecutionWorld } from './support/execution-world.ts';
import type { Caller } from './support/system-fixtures.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';

/**
 * Messages written by the approval engine (so every approvable document has them) and read through cg-message:
 * the next approvers when a bill reaches their level, the submitter on rejection and final approval, nothing for
 * a refused action; each person sees and marks only their own.
 */
let ctx: TestContext;
let world: ExecutionWorld;

beforeAll(async () => {
  ctx = await createTestApp();
  world = await buildExecutionWorld(ctx);
}, 120_000);
afterAll(async () => ctx.close());

type Msg = { id: string; msgType: number; bizNo: string; title: string; content: string; readFlag: number };
const inbox = async (who: Caller, query: Record<string, string> = {}) =>
  (
    (await expectOk(await who.get('/purchar/cg-message/pages', { size: 50, ...query }))) as unknown as {
      records: Msg[];
    }
  ).records;
const unread = async (who: Caller) =>
  ((await expectOk(await who.get('/purchar/cg-message/unreadCount'))) as { count: number }).count;

async function newBill() {
  const saved = await expectOk(
    await world.clerk.as.post('/purchar/cg-needs/addOrEdit', {
      json: {
        title: '消息测试',
        deptId: world.depts.shanghai,
        projectManagerId: world.pm.id,
        items: [{ materialId: REBAR, qty: 1 }],
      },
    }),
  );
  return { id: saved.id as string, no: saved.needsNo as string };
}
const about = (messages: Msg[], no: string) => messages.filter((m) => m.bizNo === no);

describe('messages on approval events', () => {
  it('tells each level when the bill reaches it, and the submitter when it is approved', async () => {
    const bill = await newBill();
    await expectOk(await world.clerk.as.post('/purchar/cg-needs/submitApprove', { json: { id: bill.id } }));
    const pmTodo = about(await inbox(world.pm.as), bill.no);
    expect(pmTodo).toHaveLength(1);
    expect(pmTodo[0]).toMatchObject({ msgType: 1, title: `待审批: 需求单 ${bill.no}`, readFlag: 0 });
    expect(pmTodo[0]!.content).toContain('项目经理确认');
    expect(about(await inbox(world.director.as), bill.no)).toHaveLength(0);

    // A refused action (the area manager out of turn) writes nothing.
    const early = await world.areaManager.as.post('/purchar/cg-needs/approveAreaManager', {
      json: { id: bill.id },
    });
    expect(early.status).toBe(409);
    expect(about(await inbox(world.areaManager.as), bill.no)).toHaveLength(0);

    await expectOk(await world.pm.as.post(`/purchar/cg-needs/confirmSubmit/${bill.id}`));
    expect(about(await inbox(world.director.as), bill.no).map((m) => m.msgType)).toEqual([1]);
    await expectOk(await world.director.as.post('/purchar/cg-needs/approve', { json: { id: bill.id } }));
    expect(about(await inbox(world.areaManager.as), bill.no)).toHaveLength(1);
    await expectOk(
      await world.areaManager.as.post('/purchar/cg-needs/approveAreaManager', { json: { id: bill.id } }),
    );
    expect(about(await inbox(world.manager.as), bill.no)).toHaveLength(1);
    await expectOk(
      await world.manager.as.post('/purchar/cg-needs/approveManager', { json: { id: bill.id } }),
    );
    const done = about(await inbox(world.clerk.as), bill.no);
    expect(done.map((m) => [m.msgType, m.title])).toEqual([[2, `审批通过: 需求单 ${bill.no}`]]);
  });

  it('tells the submitter of a rejection with the opinion, in English when asked', async () => {
    const bill = await newBill();
    await expectOk(await world.clerk.as.post('/purchar/cg-needs/submitApprove', { json: { id: bill.id } }));
    await expectOk(
      await world.pm.as.post('/purchar/cg-needs/reject', { json: { id: bill.id, opinion: '数量偏大' } }),
    );
    const rejected = about(await inbox(world.clerk.as), bill.no);
    expect(rejected).toHaveLength(1);
    expect(rejected[0]).toMatchObject({ msgType: 3 });
    expect(rejected[0]!.content).toContain('数量偏大');
    const english = await ctx.app.request('/api/purchar/cg-message/pages?size=50', {
      headers: { 'Blade-Auth': `bearer ${world.clerk.as.token}`, 'Accept-Language': 'en' },
    });
    const body = (await english.json()) as { data: { records: Msg[] } };
    expect(about(body.data.records, bill.no)[0]!.title).toBe(`Rejected: demand bill ${bill.no}`);
  });

  it('shows only the caller’s own messages; marks read one by one or all, and counts unread', async () => {
    const before = await unread(world.clerk.as);
    expect(before).toBeGreaterThanOrEqual(2);
    const mine = await inbox(world.clerk.as, { readFlag: '0' });
    const pmMessage = (await inbox(world.pm.as))[0]!;
    // Another person's id is ignored.
    await expectOk(
      await world.clerk.as.post('/purchar/cg-message/read', { json: { ids: [mine[0]!.id, pmMessage.id] } }),
    );
    expect(await unread(world.clerk.as)).toBe(before - 1);
    const [pmRow] = await ctx.database.db.select().from(cgMessages).where(eq(cgMessages.id, pmMessage.id));
    expect(pmRow!.readFlag).toBe(0);
    await expectOk(await world.clerk.as.post('/purchar/cg-message/readAll'));
    expect(await unread(world.clerk.as)).toBe(0);
    expect(await unread(world.pm.as)).toBeGreaterThan(0);
  });
});
