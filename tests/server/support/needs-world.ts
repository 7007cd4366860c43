import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { depts, roles } from '../../../src/server/db/schema/platform.ts';
import { menuIds, signInTo, userWith, type Caller } from './system-fixtures.ts';
import type { TestContext } from './test-app.ts';

/**
 * The demand-bill world the approval tests share: the seeded organisation of tenant 000000 (departments and
 * roles by name), the cg_needs buttons granted to the procurement roles, one signed-in person per role, and a
 * bill walked along the chain. Each test file picks its own people and codes.
 */
export const TENANT = '000000';
export const REBAR = '41000001'; // WZ0101001 热轧带肋钢筋 (seed)

/** The roles of the demand-bill chain, plus the purchase admin who may reject single lines. */
export const NEEDS_ROLES = [
  'material_clerk',
  'project_manager',
  'director',
  'area_manager',
  'manager',
  'purchase_admin',
];

/** The cg_needs menu with the button suffixes given. */
export const needsCodes = (suffixes: string[]) => [
  'cg_needs',
  ...suffixes.map((suffix) => `cg_needs_${suffix}`),
];

/** The seeded departments and roles, looked up by name and alias. */
export async function seededOrganisation(ctx: TestContext) {
  const db = ctx.database.db;
  const deptRows = await db.select().from(depts).where(eq(depts.tenantId, TENANT));
  const roleRows = await db.select().from(roles).where(eq(roles.tenantId, TENANT));
  return {
    deptId: (name: string) => deptRows.find((d) => d.deptName === name)!.id,
    role: (alias: string) => roleRows.find((r) => r.roleAlias === alias)!.id,
  };
}

/** Grants the menus of `codes` to the roles, as the administrator does on 角色管理 → 权限设置. */
export async function grantMenus(ctx: TestContext, admin: Caller, roleIds: string[], codes: string[]) {
  const answer = await admin.post('/blade-system/role/grant', {
    json: { roleIds, menuIds: await menuIds(ctx, codes) },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** A new user of the role and department, signed in (password pass1234). */
export async function signedInPerson(
  ctx: TestContext,
  admin: Caller,
  account: string,
  roleId: string,
  deptId: string,
  extra: Record<string, unknown> = {},
) {
  const id = await userWith(admin, account, roleId, { deptId, ...extra });
  return { id, as: await signInTo(ctx, TENANT, account, 'pass1234') };
}

export type Person = Awaited<ReturnType<typeof signedInPerson>>;

/** The calls that move a bill one step: submit, PM confirm, director, area manager, manager. */
export function chainSteps(
  people: { clerk: Person; pm: Person; director: Person; areaManager: Person; manager: Person },
  id: string,
) {
  return [
    () => people.clerk.as.post('/purchar/cg-needs/submitApprove', { json: { id } }),
    () => people.pm.as.post(`/purchar/cg-needs/confirmSubmit/${id}`),
    () => people.director.as.post('/purchar/cg-needs/approve', { json: { id } }),
    () => people.areaManager.as.post('/purchar/cg-needs/approveAreaManager', { json: { id } }),
    () => people.manager.as.post('/purchar/cg-needs/approveManager', { json: { id } }),
  ];
}
