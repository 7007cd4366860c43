import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cgPlanNeeds, cgPlanNeedsItems } from '../../src/server/db/schema/plans.ts';
import { cgNeedsItems } from '../../src/server/db/schema/procurement.ts';
import { newTenant } from './support/system-fixtures.ts';
import { call } from './support/test-app.ts';
import {
  CABLE,
  CEMENT,
  REBAR,
  billFrom,
  expectOk,
  expectRefused,
  newPlan,
  planBody,
  planDetail,
  planWorld,
  steps,
  walk,
  type PlanWorld,
} from './plan-world.ts';
import { actionsOffered } from './support/offered-actions.ts';

/**
 * Demand plans end to end through HTTP on PGlite: save and approval on the kit (each approver as themselves),
 * version 1, enable/disable, planMaterial, the import, export and template, editing after submit, another
 * tenant's ids; and the plan control a demand bill meets at submit and at final approval; the plan summary.
 */
let w: PlanWorld;
const PLAN = '/purchar/cg-plan-needs';
const BILL = '/purchar/cg-needs';

beforeAll(async () => {
  w = await planWorld();
}, 60_000);
afterAll(async () => w.ctx.close());

async function materialsOf(planId: string) {
  const page = await expectOk(await w.clerk.as.get(`${PLAN}/planMaterial`, { planId, size: 100 }));
  return page.records as {
    planItemId: string;
    materialId: string;
    remainingQty: number;
    demandedQty: number;
  }[];
}

describe('a plan', () => {
  it('is numbered, snapshots its materials, totals exactly, and is approved through the chain into version 1', async () => {
    const plan = await newPlan(w);
    expect(plan.planNo).toMatch(/^JH\d{12}$/);
    expect(plan).toMatchObject({
      approveStatus: 0,
      deptName: '上海项目部',
      projectManagerName: 'pm',
      totalQty: 150.5,
      // 385012.34 + 21210.00
      totalAmount: 406222.34,
      itemCount: 2,
      version: 1,
      planStatus: 1,
      allowedActions: expect.arrayContaining(['edit', 'remove', 'submit']),
    });
    expect(plan.items[0]).toMatchObject({
      materialCode: 'WZ0101001',
      planQty: 100,
      originalQty: 100,
      amount: 385012.34,
    });
    const [submit, confirm, director, area, manager] = steps(w, PLAN, plan.id);
    await expectOk(await submit!());
    // Waiting at PM: the director's approval is refused at the wrong level.
    await expectRefused(await w.director.as.post(`${PLAN}/approve`, { json: { id: plan.id } }), 409, /总监/);
    await expectOk(await confirm!());
    await expectOk(await director!());
    await expectOk(await area!());
    const queue = await expectOk(await w.manager.as.get(`${PLAN}/approveManagerList`));
    expect(queue.records.map((r: { id: string }) => r.id)).toContain(plan.id);
    await expectOk(await manager!());
    const approved = await planDetail(w, plan.id);
    expect(approved).toMatchObject({ approveStatus: 5, version: 1, allowedActions: [], canSetStatus: true });
    expect(approved.versions).toMatchObject([
      { version: 1, changeId: null, changeNo: '', appliedUserName: 'manager' },
    ]);
    const history = await expectOk(await w.clerk.as.get(`${PLAN}/approveList`, { planNeedsId: plan.id }));
    expect(history).toHaveLength(5);
  });

  it('offers each person in the list the actions the detail offers, as the levels act', async () => {
    const plan = await newPlan(w);
    const people = [w.clerk, w.pm, w.director, w.areaManager];
    const offered = () =>
      actionsOffered(people, {
        id: plan.id as string,
        detail: `${PLAN}/${plan.id}`,
        list: `${PLAN}/pages`,
        filter: { planNo: plan.planNo as string },
      });
    const [submit, confirm, director] = steps(w, PLAN, plan.id);
    await expectOk(await submit!());
    // Nobody at a node acted yet: the clerk may still withdraw it (cancel).
    expect((await offered())[0]).toContain('cancel');
    await expectOk(await confirm!());
    const confirmed = await offered();
    // The PM confirmed in this round (read with the list's rows): no withdrawal; the director may approve.
    expect(confirmed[0]).not.toContain('cancel');
    expect(confirmed[2]).toContain('approve');
    await expectOk(await director!());
    expect((await offered())[3]).toContain('approve');
  });

  it('cannot be edited or deleted after submit, nor by someone else (nothing written)', async () => {
    const plan = await newPlan(w);
    await expectRefused(
      await w.clerk2.as.post(`${PLAN}/addOrEdit`, { json: planBody(w, { id: plan.id, planName: '改' }) }),
      403,
      /创建人/,
    );
    await expectOk(await steps(w, PLAN, plan.id)[0]!());
    await expectRefused(
      await w.clerk.as.post(`${PLAN}/addOrEdit`, { json: planBody(w, { id: plan.id, planName: '改' }) }),
      409,
      /已提交审批/,
    );
    await expectRefused(
      await call(w.ctx.app, 'DELETE', `/api${PLAN}/delete/${plan.id}`, { token: w.clerk.as.token }),
      409,
      /已提交审批/,
    );
    expect(await planDetail(w, plan.id)).toMatchObject({ planName: '主体结构材料计划', approveStatus: 1 });
  });

  it('refuses bad input with the field named, in zh and en', async () => {
    await expectRefused(
      await w.clerk.as.post(`${PLAN}/addOrEdit`, {
        json: planBody(w, { startDate: '2026-12-31', endDate: '2026-12-01' }),
      }),
      400,
      /endDate/,
    );
    const en = await w.clerk.as.post(`${PLAN}/addOrEdit`, {
      json: planBody(w, { items: [{ materialId: '999999', planQty: 1 }] }),
      headers: { 'Accept-Language': 'en' },
    });
    await expectRefused(en, 400, /items\.0\.materialId: no such material/);
    await expectRefused(
      await w.clerk.as.post(`${PLAN}/addOrEdit`, {
        json: planBody(w, { items: [{ materialId: REBAR, planQty: 1.0001 }] }),
      }),
      400,
      /items\.0\.planQty/,
    );
    const empty = await newPlan(w, false, { items: [] });
    await expectRefused(await steps(w, PLAN, empty.id)[0]!(), 400, /没有明细/);
  });

  it('is enabled and disabled only once approved; a disabled plan offers no lines', async () => {
    const draft = await newPlan(w);
    await expectRefused(
      await w.clerk.as.post(`${PLAN}/setStatus`, { json: { id: draft.id, planStatus: 0 } }),
      409,
      /审批通过/,
    );
    const plan = await newPlan(w, true);
    expect(await materialsOf(plan.id)).toHaveLength(2);
    expect(
      await expectOk(await w.clerk.as.post(`${PLAN}/setStatus`, { json: { id: plan.id, planStatus: 0 } })),
    ).toMatchObject({
      planStatus: 0,
      planStatusName: '停用',
    });
    expect(await materialsOf(plan.id)).toHaveLength(0);
    // A bill saved before cannot be submitted against a disabled plan.
    await expectOk(await w.clerk.as.post(`${PLAN}/setStatus`, { json: { id: plan.id, planStatus: 1 } }));
    const bill = await billFrom(w, plan.items[0]!.id, REBAR, 1);
    await expectOk(await w.clerk.as.post(`${PLAN}/setStatus`, { json: { id: plan.id, planStatus: 0 } }));
    await expectRefused(await steps(w, BILL, bill.id)[0]!(), 400, /已停用/);
    expect((await expectOk(await w.clerk.as.get(`${BILL}/${bill.id}`))).approveStatus).toBe(0);
  });

  it('is invisible to another tenant: its ids answer 404 and nothing changes', async () => {
    const plan = await newPlan(w, true);
    const { admin: stranger } = await newTenant(w.ctx, w.admin, '隔壁公司');
    expect((await stranger.get(`${PLAN}/${plan.id}`)).status).toBe(404);
    expect((await stranger.post(`${PLAN}/setStatus`, { json: { id: plan.id, planStatus: 0 } })).status).toBe(
      404,
    );
    expect((await stranger.post(`${PLAN}/addOrEdit`, { json: planBody(w, { id: plan.id }) })).status).toBe(
      404,
    );
    expect((await stranger.get(`${PLAN}/approveInfo`, { planNeedsId: plan.id })).status).toBe(404);
    expect((await expectOk(await stranger.get(`${PLAN}/planMaterial`, { size: 100 }))).total).toBe(0);
    expect((await expectOk(await stranger.get(`${PLAN}/pages`))).total).toBe(0);
    const unchosen = await stranger.get('/purchar/cg-report-config/planMaterialUnChoosePage', {
      planId: plan.id,
    });
    expect((await expectOk(unchosen)).total).toBe(0);
    const [row] = await w.ctx.database.db.select().from(cgPlanNeeds).where(eq(cgPlanNeeds.id, plan.id));
    expect(row).toMatchObject({ planStatus: 1, approveStatus: 5, planName: '主体结构材料计划' });
  });
});

describe('a demand bill drawing from a plan', () => {
  it('takes from what is left, is refused beyond it at submit, and planMaterial shows what remains', async () => {
    const plan = await newPlan(w, true);
    const line = plan.items[0]!;
    const first = await billFrom(w, line.id, REBAR, 60);
    // The bill names its plan, and each line its plan line.
    expect(first).toMatchObject({ planNeedsId: plan.id });
    expect(first.items[0]).toMatchObject({ planItemId: line.id, planNo: plan.planNo, planLineNo: 1 });
    await walk(w, BILL, first.id, 1);
    expect((await materialsOf(plan.id)).find((m) => m.planItemId === line.id)).toMatchObject({
      demandedQty: 60,
      remainingQty: 40,
    });
    const second = await billFrom(w, line.id, REBAR, 40.001);
    await expectRefused(
      await steps(w, BILL, second.id)[0]!(),
      400,
      /items\.0\.qty: 超出需求计划 JH\d+ 中物料 WZ0101001 的剩余可提报数量 40\.000/,
    );
    expect((await expectOk(await w.clerk.as.get(`${BILL}/${second.id}`))).approveStatus).toBe(0);
    const en = await w.clerk.as.post(`${BILL}/submitApprove`, {
      json: { id: second.id },
      headers: { 'Accept-Language': 'en' },
    });
    await expectRefused(en, 400, /more than the 40\.000 left/);
    // Exactly what remains goes through, and the line is then used up.
    const exact = await billFrom(w, line.id, REBAR, 40);
    await walk(w, BILL, exact.id, 5);
    await walk(w, BILL, first.id, 5, 1);
    expect((await materialsOf(plan.id)).map((m) => m.planItemId)).not.toContain(line.id);
    expect((await planDetail(w, plan.id)).items[0]).toMatchObject({ demandedQty: 100, remainingQty: 0 });
  });

  it('must keep the plan line’s material, and the plan must be approved', async () => {
    const plan = await newPlan(w, true);
    await expectRefused(
      await w.clerk.as.post(`${BILL}/addOrEdit`, {
        json: {
          title: 't',
          deptId: w.depts.shanghai,
          items: [{ materialId: CABLE, qty: 1, planItemId: plan.items[0]!.id }],
        },
      }),
      400,
      /items\.0\.materialId: 物料必须与计划明细一致/,
    );
    const draft = await newPlan(w);
    const fromDraft = await w.clerk.as.post(`${BILL}/addOrEdit`, {
      json: {
        title: 't',
        deptId: w.depts.shanghai,
        items: [{ materialId: REBAR, qty: 1, planItemId: draft.items[0]!.id }],
      },
    });
    await expectRefused(fromDraft, 400, /未审批通过/);
  });

  it('is checked again at final approval, under the plan line’s lock', async () => {
    const plan = await newPlan(w, true, { items: [{ materialId: CEMENT, planQty: 10 }] });
    const line = plan.items[0]!;
    const bill = await billFrom(w, line.id, CEMENT, 8);
    await walk(w, BILL, bill.id, 4);
    // The plan line is lowered behind the engine's back (as a concurrent writer would): the approval refuses.
    await w.ctx.database.db
      .update(cgPlanNeedsItems)
      .set({ planQty: '5' })
      .where(eq(cgPlanNeedsItems.id, line.id));
    await expectRefused(await steps(w, BILL, bill.id)[4]!(), 400, /剩余可提报数量 5/);
    expect((await expectOk(await w.clerk.as.get(`${BILL}/${bill.id}`))).approveStatus).toBe(4);
  });

  it('is refused at final approval once its plan was disabled during the approval', async () => {
    const plan = await newPlan(w, true, { items: [{ materialId: CEMENT, planQty: 10 }] });
    const bill = await billFrom(w, plan.items[0]!.id, CEMENT, 2);
    await walk(w, BILL, bill.id, 4);
    await expectOk(await w.clerk.as.post(`${PLAN}/setStatus`, { json: { id: plan.id, planStatus: 0 } }));
    await expectRefused(await steps(w, BILL, bill.id)[4]!(), 400, /已停用/);
    expect((await expectOk(await w.clerk.as.get(`${BILL}/${bill.id}`))).approveStatus).toBe(4);
    // Enabled again, the same approval goes through.
    await expectOk(await w.clerk.as.post(`${PLAN}/setStatus`, { json: { id: plan.id, planStatus: 1 } }));
    await expectOk(await steps(w, BILL, bill.id)[4]!());
  });

  it('names no single plan when its lines draw from two plans', async () => {
    const a = await newPlan(w, true, { items: [{ materialId: CEMENT, planQty: 10 }] });
    const b = await newPlan(w, true, { items: [{ materialId: CABLE, planQty: 10 }] });
    const bill = await expectOk(
      await w.clerk.as.post(`${BILL}/addOrEdit`, {
        json: {
          title: '两个计划',
          deptId: w.depts.shanghai,
          items: [
            { materialId: CEMENT, qty: 1, planItemId: a.items[0]!.id },
            { materialId: CABLE, qty: 1, planItemId: b.items[0]!.id },
          ],
        },
      }),
    );
    expect(bill.planNeedsId).toBeNull();
    expect(bill.items.map((i: { planNo: string }) => i.planNo)).toEqual([a.planNo, b.planNo]);
  });

  it('twenty bills submitted at once never take more than the plan line has', async () => {
    const plan = await newPlan(w, true, { items: [{ materialId: CABLE, planQty: 10 }] });
    const line = plan.items[0]!;
    const bills = [];
    for (let i = 0; i < 20; i += 1) bills.push(await billFrom(w, line.id, CABLE, 1.5));
    const answers = await Promise.all(
      bills.map((b) => w.clerk.as.post(`${BILL}/submitApprove`, { json: { id: b.id } })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(6);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(14);
    expect((await planDetail(w, plan.id)).items[0]).toMatchObject({ demandedQty: 9, remainingQty: 1 });
  });
});

describe('the plan summary', () => {
  it('sums per project × material planned, demanded, remaining and the execution rate, and exports it', async () => {
    const plan = await newPlan(w, true, {
      items: [
        { materialId: REBAR, planQty: 3 },
        { materialId: REBAR, planQty: 0.5 },
      ],
    });
    const bill = await billFrom(w, plan.items[1]!.id, REBAR, 0.25);
    await walk(w, BILL, bill.id, 1);
    const rows = await expectOk(await w.clerk.as.get(`/purchar/cg-plan-needs-summary/${plan.id}`));
    expect(rows).toEqual([
      expect.objectContaining({
        deptName: '上海项目部',
        materialCode: 'WZ0101001',
        planQty: 3.5,
        demandedQty: 0.25,
        contractedQty: 0,
        receivedQty: 0,
        remainingQty: 3.25,
        execRate: 7.14,
      }),
    ]);
    // A contract made from the bill's line in force counts on it (contract/demand-contracted.ts keeps it, as
    // contract-tracking.test.ts walks): the summary reads what the demand lines carry.
    await w.ctx.database.db
      .update(cgNeedsItems)
      .set({ contractedQty: '0.125' })
      .where(eq(cgNeedsItems.needsId, bill.id));
    const contracted = await expectOk(await w.clerk.as.get(`/purchar/cg-plan-needs-summary/${plan.id}`));
    expect(contracted[0]).toMatchObject({ demandedQty: 0.25, contractedQty: 0.125 });
    const page = await expectOk(
      await w.clerk.as.get('/purchar/cg-plan-needs-summary/pages', {
        deptId: w.depts.east,
        materialKeyword: 'WZ0101',
      }),
    );
    expect(page.total).toBe(1);
    expect(page.records[0].deptName).toBe('上海项目部');
    const response = await w.ctx.app.request(
      '/api/purchar/cg-plan-needs-summary/export?materialKeyword=WZ0102',
      {
        headers: { 'Blade-Auth': `bearer ${w.clerk.as.token}` },
      },
    );
    expect(response.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1, 3)).toEqual(['项目部', '物料编码']);
    for (let r = 2; r <= sheet.rowCount; r += 1) expect(sheet.getRow(r).getCell(2).value).toBe('WZ0102001');
  });
});

describe('xlsx', () => {
  it('imports plan lines (all or nothing) on both paths and serves the template and the export', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('明细');
    sheet.addRow(['*物料编码', '*计划数量', '计划单价', '需用日期']);
    sheet.addRow(['WZ0101001', 12.5, 3850.1234, '2026-12-01']);
    const good = new Uint8Array((await book.xlsx.writeBuffer()) as ArrayBuffer);
    sheet.addRow(['NOPE', 1]);
    const bad = new Uint8Array((await book.xlsx.writeBuffer()) as ArrayBuffer);
    const upload = (path: string, bytes: Uint8Array) => {
      const form = new FormData();
      form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], 'plan.xlsx'));
      return call(w.ctx.app, 'POST', `/api${path}`, { token: w.clerk.as.token, body: form });
    };
    for (const path of [`${PLAN}/importDetails`, '/purchar/cg-report-config/importDetails']) {
      const ok = await expectOk(await upload(path, good));
      expect(ok).toMatchObject({
        valid: true,
        rowCount: 1,
        lines: [{ materialId: REBAR, planQty: 12.5, amount: 48126.54 }],
      });
      const wrong = await expectOk(await upload(path, bad));
      expect(wrong).toMatchObject({ valid: false, lines: [], errors: [{ row: 3, column: 'materialCode' }] });
    }
    for (const path of [
      `${PLAN}/downloadTempFile`,
      '/purchar/cg-report-config/downloadTempFile',
      `${PLAN}/export`,
    ]) {
      const response = await w.ctx.app.request(`/api${path}`, {
        headers: { 'Blade-Auth': `bearer ${w.clerk.as.token}` },
      });
      expect(response.status, path).toBe(200);
    }
  });

  it('planMaterialUnChoosePage leaves out the lines already chosen', async () => {
    const plan = await newPlan(w, true);
    const page = await expectOk(
      await w.clerk.as.get('/purchar/cg-report-config/planMaterialUnChoosePage', {
        planId: plan.id,
        chosenIds: plan.items[0]!.id,
      }),
    );
    expect(page.records.map((r: { planItemId: string }) => r.planItemId)).toEqual([plan.items[1]!.id]);
  });
});
