import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cgPlanNeedsChanges } from '../../src/server/db/schema/plans.ts';
import { seededOrganisation } from './support/needs-world.ts';
import { menuIds, newTenant } from './support/system-fixtures.ts';
import { call } from './support/test-app.ts';
import {
  CABLE,
  CEMENT,
  REBAR,
  billFrom,
  expectOk,
  expectRefused,
  PLAN_CODES,
  newPlan,
  planDetail,
  planWorld,
  steps,
  walk,
  type PlanWorld,
} from './plan-world.ts';
import { actionsOffered } from './support/offered-actions.ts';

/**
 * Plan changes end to end: raise / lower / delete / add lines of an approved plan, approval on the kit, applied
 * in the final approval's transaction (new version, what each change did on the plan), never below what bills
 * demand (at submit and at apply), one change in flight per plan, editing after submit, another tenant's ids.
 */
let w: PlanWorld;
const CHANGE = '/purchar/cg-plan-needs-change';
const BILL = '/purchar/cg-needs';

beforeAll(async () => {
  w = await planWorld();
}, 60_000);
afterAll(async () => w.ctx.close());

type Line = {
  planItemId?: string | null;
  materialId?: string;
  afterQty: number;
  afterPrice?: number | null;
  reason?: string;
};
const changeOf = (planId: string, items: Line[], extra: Record<string, unknown> = {}) =>
  w.clerk.as.post(`${CHANGE}/addOrEdit`, { json: { planId, changeReason: '图纸变更', items, ...extra } });

describe('a plan change', () => {
  it('is applied on final approval: lines raised, lowered, deleted and added, version 2, the plan shows what it did', async () => {
    const plan = await newPlan(w, true, {
      items: [
        { materialId: REBAR, planQty: 100, unitPrice: 10 },
        { materialId: CEMENT, planQty: 50 },
        { materialId: CABLE, planQty: 5 },
      ],
    });
    const [rebar, cement, cable] = plan.items;
    const options = await expectOk(
      await w.clerk.as.get(`${CHANGE}/planNeedsNoList`, { planNo: plan.planNo }),
    );
    expect(options.map((p: { id: string }) => p.id)).toEqual([plan.id]);
    const change = await expectOk(
      await changeOf(plan.id, [
        { planItemId: rebar!.id, afterQty: 120.5, afterPrice: 10, reason: '加层' },
        { planItemId: cement!.id, afterQty: 40 },
        { planItemId: cable!.id, afterQty: 0 },
        { materialId: CABLE, afterQty: 7, afterPrice: 2 },
      ]),
    );
    expect(change.changeNo).toMatch(/^JHBG\d{12}$/);
    expect(change).toMatchObject({
      beforeVersion: 1,
      afterVersion: null,
      applied: 0,
      projectManagerName: 'pm',
    });
    expect(
      change.items.map((i: { changeType: number; changeQty: number }) => [i.changeType, i.changeQty]),
    ).toEqual([
      [2, 20.5],
      [3, -10],
      [4, -5],
      [1, 7],
    ]);
    // While it is in flight, the plan is offered to no second change, and a second one is refused.
    expect(
      await expectOk(await w.clerk.as.get(`${CHANGE}/planNeedsNoList`, { planNo: plan.planNo })),
    ).toEqual([]);
    await expectRefused(
      await changeOf(plan.id, [{ planItemId: rebar!.id, afterQty: 1 }]),
      409,
      /已有未生效的变更单/,
    );
    // The list (its rows read with their round history) offers each person what the detail offers.
    const offered = () =>
      actionsOffered([w.clerk, w.pm, w.director], {
        id: change.id as string,
        detail: `${CHANGE}/${change.id}`,
        list: `${CHANGE}/pages`,
        filter: { changeNo: change.changeNo as string },
      });
    await walk(w, CHANGE, change.id, 1);
    expect((await offered())[0]).toContain('cancel');
    await walk(w, CHANGE, change.id, 2, 1);
    const confirmed = await offered();
    expect([confirmed[0], confirmed[2]]).toEqual([
      expect.not.arrayContaining(['cancel']),
      expect.arrayContaining(['approve']),
    ]);
    await walk(w, CHANGE, change.id, 4, 2);
    expect((await planDetail(w, plan.id)).version).toBe(1);
    await walk(w, CHANGE, change.id, 5, 4);
    const after = await planDetail(w, plan.id);
    expect(after).toMatchObject({ version: 2, totalQty: 167.5, changeInFlight: false });
    expect(
      after.items.map((i: { materialCode: string; planQty: number; originalQty: number }) => [
        i.materialCode,
        i.planQty,
        i.originalQty,
      ]),
    ).toEqual([
      ['WZ0101001', 120.5, 100],
      ['WZ0102001', 40, 50],
      ['WZ0201001', 7, 0],
    ]);
    expect(after.versions.map((v: { version: number; changeNo: string }) => [v.version, v.changeNo])).toEqual(
      [
        [2, change.changeNo],
        [1, ''],
      ],
    );
    expect(
      after.versions[0].lines.map((l: { changeTypeName: string; beforeQty: number; afterQty: number }) => [
        l.changeTypeName,
        l.beforeQty,
        l.afterQty,
      ]),
    ).toEqual([
      ['调增', 100, 120.5],
      ['调减', 50, 40],
      ['删除', 5, 0],
      ['新增', 0, 7],
    ]);
    expect(await expectOk(await w.clerk.as.get(`${CHANGE}/${change.id}`))).toMatchObject({
      applied: 1,
      afterVersion: 2,
    });
    // Applied, it no longer blocks the next change.
    expect(
      (await expectOk(await w.clerk.as.get(`${CHANGE}/planNeedsNoList`, { planNo: plan.planNo }))).length,
    ).toBe(1);
  });

  it('never lowers a line below what bills demand: refused at submit and again at apply, nothing written', async () => {
    const plan = await newPlan(w, true, { items: [{ materialId: REBAR, planQty: 10 }] });
    const line = plan.items[0]!;
    const bill = await billFrom(w, line.id, REBAR, 6);
    await walk(w, BILL, bill.id, 1);
    const low = await expectOk(await changeOf(plan.id, [{ planItemId: line.id, afterQty: 5.999 }]));
    await expectRefused(await steps(w, CHANGE, low.id)[0]!(), 400, /已被需求单提报 6\.000/);
    expect((await expectOk(await w.clerk.as.get(`${CHANGE}/${low.id}`))).approveStatus).toBe(0);
    const deleting = await expectOk(
      await w.clerk.as.post(`${CHANGE}/addOrEdit`, {
        json: {
          id: low.id,
          planId: plan.id,
          changeReason: '取消',
          items: [{ planItemId: line.id, afterQty: 0 }],
        },
      }),
    );
    await expectRefused(await steps(w, CHANGE, deleting.id)[0]!(), 400, /不能低于已提报数量/);
    // Down to exactly what is demanded passes submit; a bill drawing more meanwhile makes the apply refuse.
    const toSix = await expectOk(
      await w.clerk.as.post(`${CHANGE}/addOrEdit`, {
        json: {
          id: low.id,
          planId: plan.id,
          changeReason: '压减',
          items: [{ planItemId: line.id, afterQty: 6 }],
        },
      }),
    );
    await walk(w, CHANGE, toSix.id, 4);
    const more = await billFrom(w, line.id, REBAR, 1);
    await walk(w, BILL, more.id, 1);
    await expectRefused(await steps(w, CHANGE, toSix.id)[4]!(), 400, /已被需求单提报 7\.000/);
    const still = await planDetail(w, plan.id);
    expect(still).toMatchObject({ version: 1, items: [{ planQty: 10, demandedQty: 7 }] });
    expect((await expectOk(await w.clerk.as.get(`${CHANGE}/${toSix.id}`))).approveStatus).toBe(4);
  });

  it('a raised line lets a refused bill through once approved', async () => {
    const plan = await newPlan(w, true, { items: [{ materialId: CEMENT, planQty: 10 }] });
    const line = plan.items[0]!;
    const bill = await billFrom(w, line.id, CEMENT, 15);
    await expectRefused(await steps(w, BILL, bill.id)[0]!(), 400, /剩余可提报数量 10\.000/);
    const raise = await expectOk(await changeOf(plan.id, [{ planItemId: line.id, afterQty: 15 }]));
    await walk(w, CHANGE, raise.id);
    await walk(w, BILL, bill.id);
    expect((await planDetail(w, plan.id)).items[0]).toMatchObject({
      planQty: 15,
      demandedQty: 15,
      remainingQty: 0,
    });
  });

  it('refuses bad lines, a disabled or unapproved plan, and edits after submit', async () => {
    const plan = await newPlan(w, true);
    const [rebar] = plan.items;
    await expectRefused(await changeOf(plan.id, [{ planItemId: rebar!.id, afterQty: 100 }]), 400, /没有变化/);
    await expectRefused(
      await changeOf(plan.id, [
        { planItemId: rebar!.id, afterQty: 1 },
        { planItemId: rebar!.id, afterQty: 2 },
      ]),
      400,
      /items\.1\.planItemId: 同一计划明细只能变更一次/,
    );
    await expectRefused(
      await changeOf(plan.id, [{ afterQty: 1 }]),
      400,
      /items\.0\.materialId: 新增明细必须选择物料/,
    );
    await expectRefused(await changeOf(plan.id, [{ materialId: CABLE, afterQty: 0 }]), 400, /大于 0/);
    const other = await newPlan(w, true);
    await expectRefused(
      await changeOf(plan.id, [{ planItemId: other.items[0]!.id, afterQty: 1 }]),
      400,
      /不是该计划的明细/,
    );
    const draft = await newPlan(w);
    await expectRefused(
      await changeOf(draft.id, [{ planItemId: draft.items[0]!.id, afterQty: 1 }]),
      409,
      /未审批通过/,
    );
    await expectOk(
      await w.clerk.as.post('/purchar/cg-plan-needs/setStatus', { json: { id: other.id, planStatus: 0 } }),
    );
    await expectRefused(
      await changeOf(other.id, [{ planItemId: other.items[0]!.id, afterQty: 1 }]),
      409,
      /已停用/,
    );

    const change = await expectOk(await changeOf(plan.id, [{ planItemId: rebar!.id, afterQty: 101 }]));
    await walk(w, CHANGE, change.id, 1);
    const edit = await w.clerk.as.post(`${CHANGE}/addOrEdit`, {
      json: {
        id: change.id,
        planId: plan.id,
        changeReason: 'x',
        items: [{ planItemId: rebar!.id, afterQty: 200 }],
      },
    });
    await expectRefused(edit, 409, /已提交审批/);
    const removal = await call(w.ctx.app, 'DELETE', `/api${CHANGE}/delete/${change.id}`, {
      token: w.clerk.as.token,
    });
    await expectRefused(removal, 409, /已提交审批/);
    expect((await expectOk(await w.clerk.as.get(`${CHANGE}/${change.id}`))).items[0].afterQty).toBe(101);
    // Withdrawn and deleted, the plan is free again.
    await expectOk(await w.clerk.as.post(`${CHANGE}/cancel`, { json: { id: change.id } }));
    await expectOk(
      await call(w.ctx.app, 'DELETE', `/api${CHANGE}/delete/${change.id}`, { token: w.clerk.as.token }),
    );
    expect(
      (await expectOk(await w.clerk.as.get(`${CHANGE}/planNeedsNoList`, { planNo: plan.planNo }))).length,
    ).toBe(1);
  });

  it('two changes created at once on one plan: exactly one is kept', async () => {
    const plan = await newPlan(w, true);
    const line = plan.items[0]!;
    const answers = await Promise.all(
      [101, 102, 103, 104].map((qty) => changeOf(plan.id, [{ planItemId: line.id, afterQty: qty }])),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(3);
    const rows = await w.ctx.database.db
      .select()
      .from(cgPlanNeedsChanges)
      .where(eq(cgPlanNeedsChanges.planId, plan.id));
    expect(rows).toHaveLength(1);
  });

  it('is invisible to another tenant', async () => {
    const plan = await newPlan(w, true);
    const change = await expectOk(await changeOf(plan.id, [{ planItemId: plan.items[0]!.id, afterQty: 1 }]));
    const { admin: stranger } = await newTenant(w.ctx, w.admin, '隔壁公司二');
    expect((await stranger.get(`${CHANGE}/${change.id}`)).status).toBe(404);
    expect((await stranger.post(`${CHANGE}/submitApprove`, { json: { id: change.id } })).status).toBe(404);
    expect((await stranger.get(`${CHANGE}/approveInfo`, { planNeedsChangeId: change.id })).status).toBe(404);
    const theirs = await stranger.post(`${CHANGE}/addOrEdit`, {
      json: { planId: plan.id, changeReason: 'x', items: [{ planItemId: plan.items[0]!.id, afterQty: 1 }] },
    });
    expect(theirs.status).toBe(404);
    expect(await expectOk(await stranger.get(`${CHANGE}/planNeedsNoList`))).toEqual([]);
    expect((await expectOk(await w.clerk.as.get(`${CHANGE}/${change.id}`))).approveStatus).toBe(0);
  });
});

describe('the plan change list', () => {
  // Last in this file: it gives the clerks' role a data scope the tests above do not expect.
  it('keeps to the data scope granted on the change menu (own rows)', async () => {
    const plan = await newPlan(w, true);
    const mine = await expectOk(await changeOf(plan.id, [{ planItemId: plan.items[0]!.id, afterQty: 1 }]));
    const numbers = async (who: typeof w.clerk) =>
      (await expectOk(await who.as.get(`${CHANGE}/pages`, { size: 100 }))).records.map(
        (c: { changeNo: string }) => c.changeNo,
      );
    expect(await numbers(w.clerk2)).toContain(mine.changeNo);

    const [changeMenu] = await menuIds(w.ctx, ['cg_plan_needs_change']);
    const scope = await w.admin.post('/blade-system/data-scope/submit', {
      json: {
        menuId: changeMenu,
        resourceCode: 'cg_plan_needs_change',
        scopeName: '本人创建的变更',
        scopeColumn: 'create_user',
        scopeType: 2,
      },
    });
    expect(scope.status, JSON.stringify(scope.body)).toBe(200);
    const scopes = await w.admin.get('/blade-system/data-scope/list', { menuId: changeMenu, size: 100 });
    const scopeId = scopes.body.data.records[0].id as string;
    const { role } = await seededOrganisation(w.ctx);
    const grant = await w.admin.post('/blade-system/role/grant', {
      json: {
        roleIds: [role('material_clerk')],
        menuIds: await menuIds(w.ctx, PLAN_CODES),
        dataScopeIds: [scopeId],
      },
    });
    expect(grant.status, JSON.stringify(grant.body)).toBe(200);

    expect(await numbers(w.clerk2)).not.toContain(mine.changeNo);
    const own = await numbers(w.clerk);
    expect(own).toContain(mine.changeNo);
    // The director holds no such scope and still sees every change.
    expect(await numbers(w.director)).toContain(mine.changeNo);
  });
});
