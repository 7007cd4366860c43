import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wfLeaves } from '../../src/server/db/schema/workflow.ts';
import { NEEDS_ROLES, grantMenus, seededOrganisation, signedInPerson } from './support/needs-world.ts';
import { PLAN_CODES, expectOk, expectRefused, planWorld, type PlanWorld } from './plan-world.ts';

/**
 * The leave process (blade-desk process/leave) on the approval engine: the form's rules (nothing written on a
 * refusal), the leader chain above the applicant (levels nobody else holds skipped), handling through the inbox's
 * complete-task, the detail for the applicant and the approvers only, and history-flow-list.
 */
let w: PlanWorld;
let buyer: Awaited<ReturnType<typeof signedInPerson>>;
const WORK = [
  'work_start',
  'work_start_submit',
  'work_start_approve',
  'work_start_reject',
  'work_claim',
  'work_todo',
  'work_send',
  'work_done',
];
const START = '/blade-desk/process/leave/start-process';
const form = (overrides: Record<string, unknown> = {}) => ({
  processDefinitionId: 'leave',
  leaveType: 'ANNUAL',
  startTime: '2026-12-01',
  endTime: '2026-12-03',
  days: '2.5',
  reason: '回家探亲',
  ...overrides,
});

beforeAll(async () => {
  w = await planWorld();
  const { deptId, role } = await seededOrganisation(w.ctx);
  await grantMenus(w.ctx, w.admin, NEEDS_ROLES.map(role), [...PLAN_CODES, ...WORK]);
  await grantMenus(w.ctx, w.admin, [role('purchaser')], WORK);
  buyer = await signedInPerson(w.ctx, w.admin, 'buyer', role('purchaser'), deptId('采购部'));
}, 120_000);
afterAll(async () => w.ctx.close());

const leaves = async () => Number((await w.ctx.database.db.select({ n: count() }).from(wfLeaves))[0]!.n);

describe('start-list', () => {
  it('lists the leave process', async () => {
    const page = await expectOk(await w.clerk.as.get('/blade-flow/work/start-list'));
    expect(page.records).toEqual([expect.objectContaining({ id: 'leave', name: '请假流程' })]);
  });
});

describe('start-process', () => {
  it('refuses a bad form with a clear message and writes nothing', async () => {
    const before = await leaves();
    await expectRefused(
      await w.clerk.as.post(START, { json: form({ processDefinitionId: 'trip' }) }),
      400,
      /流程定义不存在: trip/,
    );
    await expectRefused(
      await w.clerk.as.post(START, { json: form({ endTime: '2026-11-30' }) }),
      400,
      /结束日期不能早于开始日期/,
    );
    await expectRefused(
      await w.clerk.as.post(START, { json: form({ days: '3.5' }) }),
      400,
      /不超过起止日期之间的 3 天/,
    );
    await expectRefused(await w.clerk.as.post(START, { json: form({ days: '0' }) }), 400, /请假天数须大于 0/);
    expect((await w.clerk.as.post(START, { json: form({ days: '1.3' }) })).status).toBe(400);
    expect((await w.clerk.as.post(START, { json: form({ reason: '' }) })).status).toBe(400);
    expect(await leaves()).toBe(before);
  });

  it("goes to the applicant's director, then the manager; handled through complete-task", async () => {
    const leave = await expectOk(await w.clerk.as.post(START, { json: form() }));
    expect(leave).toMatchObject({
      leaveNo: expect.stringMatching(/^QJ\d{12}$/),
      leaveTypeName: '年假',
      days: '2.5',
      applicantName: 'clerk',
      deptName: '上海项目部',
      approveStatus: 2,
      currentNode: 'DIRECTOR',
      taskId: `LEAVE-${leave.id}-1-DIRECTOR`,
      processInstanceId: `LEAVE-${leave.id}`,
    });
    const todo = await expectOk(await w.director.as.get('/blade-flow/work/todo-list', { bizType: 'LEAVE' }));
    expect(todo.records).toEqual([
      expect.objectContaining({
        bizNo: leave.leaveNo,
        amount: null,
        bizTypeName: '请假',
        taskId: leave.taskId,
      }),
    ]);
    const seen = await expectOk(
      await w.director.as.get('/blade-desk/process/leave/detail', { businessId: leave.id }),
    );
    expect(seen.allowedActions).toEqual(['approve', 'reject']);

    const step = await expectOk(
      await w.director.as.post('/blade-flow/work/complete-task', {
        json: {
          taskId: leave.taskId,
          processInstanceId: leave.processInstanceId,
          pass: true,
          comment: '同意',
        },
      }),
    );
    expect(step).toMatchObject({ approveStatus: 4, currentNode: 'MANAGER' });
    await expectOk(
      await w.manager.as.post('/blade-flow/work/complete-task', {
        json: { taskId: `LEAVE-${leave.id}-1-MANAGER`, pass: true },
      }),
    );
    const after = await expectOk(
      await w.clerk.as.get('/blade-desk/process/leave/detail', { businessId: leave.id }),
    );
    expect(after).toMatchObject({ approveStatus: 5, approveStatusName: '审批通过', taskId: '' });
    const history = (await expectOk(
      await w.clerk.as.get('/blade-flow/process/history-flow-list', {
        processInstanceId: leave.processInstanceId,
      }),
    )) as unknown as { nodeCode: string; approverName: string }[];
    expect(history.map((r) => r.nodeCode)).toEqual(['SUBMIT', 'DIRECTOR', 'MANAGER']);
    expect((await expectOk(await w.clerk.as.get('/blade-flow/work/send-list'))).records[0]).toMatchObject({
      bizNo: leave.leaveNo,
      outcome: '审批通过',
    });
  });

  it('is rejected with the opinion; the area manager, outside the chain, may not act', async () => {
    const leave = await expectOk(await w.clerk.as.post(START, { json: form({ leaveType: 'SICK' }) }));
    await expectRefused(
      await w.areaManager.as.post('/blade-flow/work/complete-task', {
        json: { taskId: leave.taskId, pass: true },
      }),
      403,
      /不是本单据的总监审批人/,
    );
    const step = await expectOk(
      await w.director.as.post('/blade-flow/work/complete-task', {
        json: { taskId: leave.taskId, pass: false, comment: '项目关键期' },
      }),
    );
    expect(step).toMatchObject({ approveStatus: 6 });
    const detail = await expectOk(
      await w.clerk.as.get('/blade-desk/process/leave/detail', { businessId: leave.id }),
    );
    expect(detail).toMatchObject({ approveStatusName: '已驳回', lastRejectReason: '项目关键期' });
  });

  it('skips the levels nobody above the applicant holds (a buyer, a director applying)', async () => {
    const fromBuyer = await expectOk(await buyer.as.post(START, { json: form() }));
    expect(fromBuyer).toMatchObject({ approveStatus: 4, currentNode: 'MANAGER' });
    const fromDirector = await expectOk(await w.director.as.post(START, { json: form() }));
    expect(fromDirector).toMatchObject({ approveStatus: 4, currentNode: 'MANAGER' });
  });
});

describe('detail', () => {
  it('answers the applicant and approvers only; 404 for an unknown id', async () => {
    const leave = await expectOk(await w.clerk.as.post(START, { json: form() }));
    await expectRefused(
      await buyer.as.get('/blade-desk/process/leave/detail', { businessId: leave.id }),
      403,
      /只有申请人和审批人可以查看/,
    );
    expect((await w.clerk.as.get('/blade-desk/process/leave/detail', { businessId: '1' })).status).toBe(404);
  });
});
