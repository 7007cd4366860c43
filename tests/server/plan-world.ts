import { expect } from 'vitest';
import { NEEDS_ROLES, REBAR, grantMenus, seededOrganisation, signedInPerson } from './support/needs-world.ts';
import { caller, type Caller } from './support/system-fixtures.ts';
import { createTestApp, signIn, type TestContext } from './support/test-app.ts';

/**
 * The world the demand plan tests share: the seeded organisation, every button of bills, plans, plan changes and
 * the plan summary granted to the procurement roles, one signed-in person per role, and the calls that walk a plan,
 * a change or a bill along the default chain (PM → director → area manager → manager).
 */
export const CEMENT = '41000004'; // WZ0102001
export const CABLE = '41000007'; // WZ0201001
export { REBAR };

const APPROVAL = ['view', 'add', 'edit', 'delete', 'submit', 'approve', 'reject', 'cancel', 'export'];
const codes = (menu: string, suffixes: string[]) => [menu, ...suffixes.map((s) => `${menu}_${s}`)];
export const PLAN_CODES = [
  ...codes('cg_needs', [...APPROVAL, 'import', 'reject_material']),
  ...codes('cg_plan_needs', [...APPROVAL, 'import', 'status']),
  ...codes('cg_plan_needs_change', APPROVAL),
  ...codes('cg_plan_needs_summary', ['view', 'export']),
];

export async function planWorld() {
  const ctx: TestContext = await createTestApp();
  const admin = caller(ctx, (await signIn(ctx.app)).access_token);
  const { deptId, role } = await seededOrganisation(ctx);
  const shanghai = deptId('上海项目部');
  await grantMenus(ctx, admin, NEEDS_ROLES.map(role), PLAN_CODES);
  const person = (account: string, alias: string, dept: string) =>
    signedInPerson(ctx, admin, account, role(alias), dept, { realName: account });
  const people = {
    clerk: await person('clerk', 'material_clerk', shanghai),
    clerk2: await person('clerk2', 'material_clerk', shanghai),
    pm: await person('pm', 'project_manager', shanghai),
    director: await person('director', 'director', deptId('华东区域')),
    areaManager: await person('areamgr', 'area_manager', deptId('华东区域')),
    manager: await person('manager', 'manager', deptId('总公司')),
  };
  return { ctx, admin, depts: { shanghai, east: deptId('华东区域') }, ...people };
}

export type PlanWorld = Awaited<ReturnType<typeof planWorld>>;

/** An answer's data as the tests read it: loosely, each test asserts the fields it cares about. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = Record<string, any>;

export async function expectOk(answer: { status: number; body: { data: unknown } }) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as Answer;
}

export async function expectRefused(
  answer: { status: number; body: { msg: string } },
  status: number,
  text: RegExp,
) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.msg).toMatch(text);
}

/** The five steps of a document of `base` (submit, PM confirm, three levels) by the world's people. */
export function steps(w: PlanWorld, base: string, id: string, submitter: Caller = w.clerk.as) {
  return [
    () => submitter.post(`${base}/submitApprove`, { json: { id } }),
    () => w.pm.as.post(`${base}/confirmSubmit/${id}`),
    () => w.director.as.post(`${base}/approve`, { json: { id } }),
    () => w.areaManager.as.post(`${base}/approveAreaManager`, { json: { id } }),
    () => w.manager.as.post(`${base}/approveManager`, { json: { id } }),
  ];
}

/** Takes the steps from `from` (0 = submit) up to `upTo` (5 = approved). */
export async function walk(w: PlanWorld, base: string, id: string, upTo = 5, from = 0) {
  for (const step of steps(w, base, id).slice(from, upTo)) await expectOk(await step());
}

export function planBody(w: PlanWorld, overrides: Record<string, unknown> = {}) {
  return {
    planName: '主体结构材料计划',
    deptId: w.depts.shanghai,
    planType: '月度',
    planPeriod: '2026-12',
    startDate: '2026-12-01',
    endDate: '2026-12-31',
    projectManagerId: w.pm.id,
    items: [
      { materialId: REBAR, planQty: 100, unitPrice: 3850.1234, usePart: '1#楼' },
      { materialId: CEMENT, planQty: 50.5, unitPrice: 420 },
    ],
    ...overrides,
  };
}

/** A saved plan (draft), or walked to approval when `approved`. */
export async function newPlan(w: PlanWorld, approved = false, overrides: Record<string, unknown> = {}) {
  const plan = await expectOk(
    await w.clerk.as.post('/purchar/cg-plan-needs/addOrEdit', { json: planBody(w, overrides) }),
  );
  if (approved) await walk(w, '/purchar/cg-plan-needs', plan.id);
  return plan as Answer & { id: string; planNo: string; items: { id: string; materialId: string }[] };
}

export const planDetail = async (w: PlanWorld, id: string) =>
  expectOk(await w.clerk.as.get(`/purchar/cg-plan-needs/${id}`));

/** A bill drawing `qty` from a plan line (saved as a draft). */
export async function billFrom(
  w: PlanWorld,
  planItemId: string,
  materialId: string,
  qty: number,
  who = w.clerk.as,
) {
  return expectOk(
    await who.post('/purchar/cg-needs/addOrEdit', {
      json: {
        title: '按计划提报',
        deptId: w.depts.shanghai,
        projectManagerId: w.pm.id,
        items: [{ materialId, qty, planItemId }],
      },
    }),
  );
}
