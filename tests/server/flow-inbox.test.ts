import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cgApproveRecords } from '../../src/server/db/schema/procurement.ts';
import { wfTaskClaims } from '../../src/server/db/schema/workflow.ts';
import { NEEDS_ROLES, REBAR, grantMenus, seededOrganisation, signedInPerson } from './support/needs-world.ts';
import {
  PLAN_CODES,
  expectOk,
  expectRefused,
  newPlan,
  planWorld,
  walk,
  type PlanWorld,
} from './plan-world.ts';

/**
 * The approvals inbox (blade-flow) over two document types, demand bills and plans, each person signed in as
 * themselves: todo lists exactly what waits for the caller, done what they acted on, send what they submitted;
 * claiming a role task makes it the claimant's alone (on the inbox and on the document's own approve call);
 * complete-task approves or rejects through the document's approval; history-flow-list; every refusal.
 */
let w: PlanWorld;
let director2: Awaited<ReturnType<typeof signedInPerson>>;
let southDirector: Awaited<ReturnType<typeof signedInPerson>>;
let outsider: Awaited<ReturnType<typeof signedInPerson>>;
const BILL = '/purchar/cg-needs';
const PLAN = '/purchar/cg-plan-needs';
const WORK = ['work_start', 'work_claim', 'work_todo', 'work_send', 'work_done'];

type Row = {
  bizType: string;
  createTime: string;
  waitingMinutes: number;
  bizNo: string;
  businessId: string;
  taskId: string;
  amount: string | null;
  submitterName: string;
  outcome: string;
  claimable: boolean;
  assigneeName: string;
};

let billAtDirector: { id: string; needsNo: string };
let billAtArea: { id: string; needsNo: string };
let billAtPm: { id: string; needsNo: string };
let planAtDirector: { id: string; planNo: string };

async function newBill(who = w.clerk.as) {
  return (await expectOk(
    await who.post(`${BILL}/addOrEdit`, {
      json: {
        title: '收件箱测试',
        deptId: w.depts.shanghai,
        projectManagerId: w.pm.id,
        items: [{ materialId: REBAR, qty: 2, estimatedPrice: 3850.5 }],
      },
    }),
  )) as { id: string; needsNo: string };
}

const list = async (who: PlanWorld['clerk']['as'], which: string, query: Record<string, string> = {}) =>
  (await expectOk(await who.get(`/blade-flow/work/${which}-list`, { size: 50, ...query }))) as {
    records: Row[];
    total: number;
  };
const numbers = (page: { records: Row[] }) => page.records.map((r) => r.bizNo).sort();

beforeAll(async () => {
  w = await planWorld();
  const { deptId, role } = await seededOrganisation(w.ctx);
  // A grant replaces the role's menus: the bill and plan buttons stay, the 流程 menus come with them.
  await grantMenus(w.ctx, w.admin, NEEDS_ROLES.map(role), [...PLAN_CODES, ...WORK]);
  await grantMenus(w.ctx, w.admin, [role('finance')], WORK);
  const root = deptId('总公司');
  const south = await expectOk(
    await w.admin.post('/blade-system/dept/submit', {
      json: { parentId: root, deptName: '华南区域', deptCategory: 2, sort: 5 },
    }),
  );
  director2 = await signedInPerson(w.ctx, w.admin, 'director2', role('director'), deptId('华东区域'), {
    realName: 'director2',
  });
  southDirector = await signedInPerson(w.ctx, w.admin, 'southdir', role('director'), south.id, {
    realName: 'southdir',
  });
  outsider = await signedInPerson(w.ctx, w.admin, 'outsider', role('finance'), deptId('财务部'));

  billAtDirector = await newBill();
  await walk(w, BILL, billAtDirector.id, 2);
  billAtArea = await newBill();
  await walk(w, BILL, billAtArea.id, 3);
  billAtPm = await newBill();
  await walk(w, BILL, billAtPm.id, 1);
  await newBill(); // a draft: nobody's task
  const plan = await newPlan(w);
  planAtDirector = plan as { id: string; planNo: string };
  await walk(w, PLAN, plan.id, 2);
}, 120_000);
afterAll(async () => w.ctx.close());

describe('todo-list', () => {
  it('lists exactly what waits for each approver, across demand bills and plans', async () => {
    const director = await list(w.director.as, 'todo');
    expect(numbers(director)).toEqual([billAtDirector.needsNo, planAtDirector.planNo].sort());
    expect(director.records.map((r) => r.bizType).sort()).toEqual(['NEEDS', 'PLAN']);
    // Both directors of the region see the same tasks; the director of another region sees none of them.
    expect(numbers(await list(director2.as, 'todo'))).toEqual(numbers(director));
    expect((await list(southDirector.as, 'todo')).total).toBe(0);
    expect(numbers(await list(w.areaManager.as, 'todo'))).toEqual([billAtArea.needsNo]);
    expect(numbers(await list(w.pm.as, 'todo'))).toEqual([billAtPm.needsNo]);
    expect((await list(w.manager.as, 'todo')).total).toBe(0);
    // The submitter's own documents are not their tasks.
    expect((await list(w.clerk.as, 'todo')).total).toBe(0);
  });

  it('answers type, number, amount, submitter and the waiting task of each row', async () => {
    const rows = (await list(w.director.as, 'todo')).records;
    const bill = rows.find((r) => r.bizType === 'NEEDS')!;
    expect(bill).toMatchObject({
      bizNo: billAtDirector.needsNo,
      businessId: billAtDirector.id,
      bizTypeName: '需求单',
      amount: '7701.00',
      submitterName: 'clerk',
      taskId: `NEEDS-${billAtDirector.id}-1-DIRECTOR`,
      taskName: '总监审批',
      processInstanceId: `NEEDS-${billAtDirector.id}`,
      deptName: '上海项目部',
      currentNode: 'DIRECTOR',
      claimable: true,
    });
    // Waiting since the PM's confirmation: the wait grows with the clock.
    w.ctx.clock.advance(20 * 60_000);
    const later = (await list(w.director.as, 'todo')).records.find((r) => r.bizType === 'NEEDS')!;
    expect(later).toMatchObject({ waitingMinutes: 20, createTime: bill.createTime });
    expect(rows.find((r) => r.bizType === 'PLAN')!.amount).toMatch(/^\d+\.\d{2}$/);
  });

  it('filters by type, pages, and refuses a type the engine does not serve', async () => {
    expect(numbers(await list(w.director.as, 'todo', { bizType: 'PLAN' }))).toEqual([planAtDirector.planNo]);
    const first = await list(w.director.as, 'todo', { size: '1' });
    expect(first.records).toHaveLength(1);
    expect(first.total).toBe(2);
    await expectRefused(
      await w.director.as.get('/blade-flow/work/todo-list', { bizType: 'BOGUS' }),
      400,
      /不支持的单据类型: BOGUS/,
    );
  });

  it('needs the 待办 menu', async () => {
    const [role] = (await w.admin.get('/blade-system/role/list', { roleAlias: 'warehouse_keeper' })).body
      .data;
    const keeper = await signedInPerson(w.ctx, w.admin, 'keeper1', role.id, w.depts.shanghai);
    expect((await keeper.as.get('/blade-flow/work/todo-list')).status).toBe(403);
  });
});

describe('send-list and done-list', () => {
  it('lists what the caller submitted, with where each stands', async () => {
    const sent = await list(w.clerk.as, 'send');
    expect(numbers(sent)).toEqual(
      [billAtDirector.needsNo, billAtArea.needsNo, billAtPm.needsNo, planAtDirector.planNo].sort(),
    );
    const atPm = sent.records.find((r) => r.bizNo === billAtPm.needsNo)!;
    expect(atPm.outcome).toBe('待项目经理确认');
    expect(numbers(await list(w.clerk.as, 'send', { bizType: 'PLAN' }))).toEqual([planAtDirector.planNo]);
    expect((await list(w.director.as, 'send')).total).toBe(0);
  });

  it('lists what the caller acted on as an approver, with their action', async () => {
    const done = await list(w.director.as, 'done');
    expect(numbers(done)).toEqual([billAtArea.needsNo]);
    expect(done.records[0]).toMatchObject({ outcome: '通过', claimable: false });
    expect(numbers(await list(w.pm.as, 'done'))).toEqual(
      [billAtDirector.needsNo, billAtArea.needsNo, planAtDirector.planNo].sort(),
    );
    expect((await list(director2.as, 'done')).total).toBe(0);
  });
});

describe('claim-task', () => {
  const claimsOf = async () =>
    Number((await w.ctx.database.db.select({ n: count() }).from(wfTaskClaims))[0]!.n);

  it('refuses a malformed task, the PM node, a non-candidate and a task that moved on, writing nothing', async () => {
    const before = await claimsOf();
    await expectRefused(
      await w.director.as.post('/blade-flow/work/claim-task', { query: { taskId: 'NEEDS-x-1-DIRECTOR' } }),
      400,
      /任务编号格式不正确/,
    );
    await expectRefused(
      await w.pm.as.post('/blade-flow/work/claim-task', { query: { taskId: `NEEDS-${billAtPm.id}-1-PM` } }),
      403,
      /无需签收/,
    );
    await expectRefused(
      await southDirector.as.post('/blade-flow/work/claim-task', {
        query: { taskId: `NEEDS-${billAtDirector.id}-1-DIRECTOR` },
      }),
      403,
      /不是本单据的总监审批人/,
    );
    await expectRefused(
      await w.director.as.post('/blade-flow/work/claim-task', {
        query: { taskId: `NEEDS-${billAtArea.id}-1-DIRECTOR` },
      }),
      409,
      /已被他人处理/,
    );
    expect(await claimsOf()).toBe(before);
  });

  it("makes a task the claimant's alone; claiming twice is 409", async () => {
    const taskId = `NEEDS-${billAtDirector.id}-1-DIRECTOR`;
    expect(numbers(await list(director2.as, 'claim'))).toEqual(
      [billAtDirector.needsNo, planAtDirector.planNo].sort(),
    );
    await expectOk(await w.director.as.post('/blade-flow/work/claim-task', { query: { taskId } }));
    // Others stop seeing it; the claimant keeps it in todo, no longer in claim.
    expect(numbers(await list(director2.as, 'claim'))).toEqual([planAtDirector.planNo]);
    expect(numbers(await list(director2.as, 'todo'))).toEqual([planAtDirector.planNo]);
    expect(numbers(await list(w.director.as, 'claim'))).toEqual([planAtDirector.planNo]);
    const mine = (await list(w.director.as, 'todo')).records.find((r) => r.bizNo === billAtDirector.needsNo)!;
    expect(mine).toMatchObject({ assigneeName: 'director', claimable: false });
    await expectRefused(
      await w.director.as.post('/blade-flow/work/claim-task', { query: { taskId } }),
      409,
      /已被签收/,
    );
    await expectRefused(
      await director2.as.post('/blade-flow/work/claim-task', { query: { taskId } }),
      409,
      /已被签收/,
    );
    // The document's own approve call keeps to the claim too.
    await expectRefused(
      await director2.as.post(`${BILL}/approve`, { json: { id: billAtDirector.id } }),
      403,
      /已被他人签收/,
    );
    const detail = await expectOk(await director2.as.get(`${BILL}/${billAtDirector.id}`));
    expect(detail.allowedActions).not.toContain('approve');
  });
});

describe('complete-task', () => {
  const recordsOf = async (bizId: string) =>
    Number(
      (
        await w.ctx.database.db
          .select({ n: count() })
          .from(cgApproveRecords)
          .where(eq(cgApproveRecords.bizId, bizId))
      )[0]!.n,
    );

  it("refuses a task that is not the caller's (403) and a rejection without a comment (400)", async () => {
    const taskId = `NEEDS-${billAtDirector.id}-1-DIRECTOR`;
    const before = await recordsOf(billAtDirector.id);
    await expectRefused(
      await director2.as.post('/blade-flow/work/complete-task', { json: { taskId, pass: true } }),
      403,
      /已被他人签收/,
    );
    await expectRefused(
      await w.manager.as.post('/blade-flow/work/complete-task', { json: { taskId, pass: true } }),
      403,
      /不是本单据的总监审批人/,
    );
    await expectRefused(
      await w.director.as.post('/blade-flow/work/complete-task', {
        json: { taskId, pass: false, comment: ' ' },
      }),
      400,
      /请填写审批意见/,
    );
    await expectRefused(
      await w.director.as.post('/blade-flow/work/complete-task', {
        json: { taskId, processInstanceId: `PLAN-${billAtDirector.id}`, pass: true },
      }),
      400,
      /不属于流程实例/,
    );
    expect(await recordsOf(billAtDirector.id)).toBe(before);
  });

  it('approves a claimed task with a comment; the old task is then 409; it moves to 已办', async () => {
    const taskId = `NEEDS-${billAtDirector.id}-1-DIRECTOR`;
    const step = await expectOk(
      await w.director.as.post('/blade-flow/work/complete-task', {
        json: { taskId, processInstanceId: `NEEDS-${billAtDirector.id}`, pass: true, comment: '同意采购' },
      }),
    );
    expect(step).toMatchObject({ approveStatus: 3, currentNode: 'AREA_MANAGER' });
    expect(step.record).toMatchObject({ opinion: '同意采购', nodeCode: 'DIRECTOR' });
    await expectRefused(
      await w.director.as.post('/blade-flow/work/complete-task', { json: { taskId, pass: true } }),
      409,
      /已被他人处理/,
    );
    expect(numbers(await list(w.director.as, 'done'))).toContain(billAtDirector.needsNo);
    expect(numbers(await list(w.areaManager.as, 'todo'))).toContain(billAtDirector.needsNo);
  });

  it("rejects an own (unclaimed) task with the opinion; the submitter's send-list shows it rejected", async () => {
    const step = await expectOk(
      await w.areaManager.as.post('/blade-flow/work/complete-task', {
        json: { taskId: `NEEDS-${billAtArea.id}-1-AREA_MANAGER`, pass: false, comment: '数量不对' },
      }),
    );
    expect(step).toMatchObject({ approveStatus: 6 });
    const row = (await list(w.clerk.as, 'send')).records.find((r) => r.bizNo === billAtArea.needsNo)!;
    expect(row.outcome).toBe('已驳回');
  });

  it('confirms at the PM node through the same call', async () => {
    const step = await expectOk(
      await w.pm.as.post('/blade-flow/work/complete-task', {
        json: { taskId: `NEEDS-${billAtPm.id}-1-PM`, pass: true },
      }),
    );
    expect(step).toMatchObject({ approveStatus: 2, currentNode: 'DIRECTOR' });
  });
});

describe('history-flow-list', () => {
  it("answers a document's history to those involved, 403 to others, 400 for a malformed id", async () => {
    const history = (await expectOk(
      await w.clerk.as.get('/blade-flow/process/history-flow-list', {
        processInstanceId: `NEEDS-${billAtDirector.id}`,
      }),
    )) as unknown as { nodeCode: string; opinion: string }[];
    expect(history.map((r) => r.nodeCode)).toEqual(['SUBMIT', 'PM', 'DIRECTOR']);
    expect(history.at(-1)!.opinion).toBe('同意采购');
    await expectRefused(
      await outsider.as.get('/blade-flow/process/history-flow-list', {
        processInstanceId: `NEEDS-${billAtDirector.id}`,
      }),
      403,
      /无权查看/,
    );
    await expectRefused(
      await w.clerk.as.get('/blade-flow/process/history-flow-list', { processInstanceId: 'NEEDS' }),
      400,
      /流程实例编号格式不正确/,
    );
  });
});
