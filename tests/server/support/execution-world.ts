import { expect } from 'vitest';
import { caller, type Caller } from './system-fixtures.ts';
import { signIn, type TestContext } from './test-app.ts';
import {
  NEEDS_ROLES,
  REBAR,
  chainSteps,
  grantMenus,
  needsCodes,
  seededOrganisation,
  signedInPerson,
} from './needs-world.ts';

/**
 * The world of purchasing after approval: the demand-bill chain's people (a clerk's bills walked to 审批通过),
 * a purchase admin with the summary and sub-packaging buttons, and two purchasers with the purchaser screen.
 */
export const CEMENT = '41000004'; // WZ0102001
export { REBAR };

export const SUMMARY_CODES = [
  'cg_needs_summary',
  'cg_needs_summary_view',
  'cg_needs_summary_edit',
  'cg_needs_summary_add',
];
export const SUBPACKAGE_CODES = [
  'cg_needs_subpackage',
  'cg_needs_subpackage_view',
  'cg_needs_subpackage_assign',
  'cg_needs_subpackage_cancel',
  'cg_needs_subpackage_export',
];
export const PURCHAR_CODES = [
  'cg_needs_purchar',
  'cg_needs_purchar_view',
  'cg_needs_purchar_export',
  'cg_needs_purchar_add',
];

export async function buildExecutionWorld(ctx: TestContext) {
  const admin = caller(ctx, (await signIn(ctx.app)).access_token);
  const { deptId, role } = await seededOrganisation(ctx);
  const company = deptId('总公司');
  const east = deptId('华东区域');
  const shanghai = deptId('上海项目部');
  const purchasing = deptId('采购部');
  // A grant replaces the role's menus: the purchase admin gets the bill's buttons and its own screens at once.
  const billCodes = needsCodes([
    'view',
    'add',
    'edit',
    'submit',
    'approve',
    'reject',
    'cancel',
    'reject_material',
  ]);
  const chainRoles = NEEDS_ROLES.filter((alias) => alias !== 'purchase_admin');
  await grantMenus(ctx, admin, chainRoles.map(role), billCodes);
  await grantMenus(
    ctx,
    admin,
    [role('purchase_admin')],
    [...billCodes, ...SUMMARY_CODES, ...SUBPACKAGE_CODES],
  );
  await grantMenus(ctx, admin, [role('purchaser')], PURCHAR_CODES);
  const person = (account: string, alias: string, dept: string) =>
    signedInPerson(ctx, admin, account, role(alias), dept, { realName: account });
  const world = {
    admin,
    depts: { company, east, shanghai, purchasing },
    clerk: await person('clerk', 'material_clerk', shanghai),
    pm: await person('pm', 'project_manager', shanghai),
    director: await person('director', 'director', east),
    areaManager: await person('areamgr', 'area_manager', east),
    manager: await person('manager', 'manager', company),
    purchaseAdmin: await person('padmin', 'purchase_admin', purchasing),
    buyer1: await person('buyer1', 'purchaser', purchasing),
    buyer2: await person('buyer2', 'purchaser', purchasing),
  };
  return world;
}
export type ExecutionWorld = Awaited<ReturnType<typeof buildExecutionWorld>>;

export async function expectOk(answer: { status: number; body: { data: unknown } }) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as Record<string, unknown>;
}

export async function expectRefused(
  answer: { status: number; body: { msg: string } },
  status: number,
  text: string | RegExp,
) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.msg).toMatch(text);
}

/** A demand bill of the clerk's, walked through the whole chain to 审批通过 (5); its lines in order. */
export async function approvedBill(
  world: ExecutionWorld,
  items: { materialId: string; qty: number; needDate?: string; estimatedPrice?: number }[] = [
    { materialId: REBAR, qty: 10 },
    { materialId: CEMENT, qty: 5.5 },
  ],
) {
  const saved = await expectOk(
    await world.clerk.as.post('/purchar/cg-needs/addOrEdit', {
      json: {
        title: '主体结构材料',
        deptId: world.depts.shanghai,
        needDate: '2026-12-01',
        projectManagerId: world.pm.id,
        items,
      },
    }),
  );
  const id = saved.id as string;
  for (const step of chainSteps(world, id)) await expectOk(await step());
  return {
    id,
    needsNo: saved.needsNo as string,
    lineIds: (saved.items as { id: string }[]).map((line) => line.id),
  };
}

export const assign = (who: Caller, purchaserId: string, lines: { needsItemId: string; qty?: number }[]) =>
  who.post('/purchar/cg-needs-subpackage/subpackage', { json: { purchaserId, lines } });
