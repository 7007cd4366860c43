import { and, eq, inArray } from 'drizzle-orm';
import { md5 } from 'js-md5';
import type { Database } from '../database.ts';
import { depts, menus, roleMenus, roles, users } from '../schema/platform.ts';
import { hashPassword } from '../../domain/password.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_ROLE_GRANTS, DEMO_TENANT_ID } from './demo-accounts.ts';
import { seedDemoResources } from './demo-resource.ts';
import { seedDemoPlans } from './demo-plans.ts';
import { seedDemoSuppliers } from './demo-suppliers.ts';
import { seedDemoStock } from './demo-stock.ts';
import { seedDemoContracts } from './demo-contracts.ts';
import { seedDemoInvoices } from './demo-invoices.ts';

/** Fixed ids after the base seed's blocks (admin is 9000001, the user role's grants 4000001…). */
const FIRST_USER_ID = 9_100_001;
const FIRST_GRANT_ID = 4_100_001;

/**
 * The demo organisation on top of the base seed (./seed.ts, which has its departments and roles): the users of
 * ./demo-accounts.ts with the server's password hashing, each with the seeded role and department of that name,
 * and each role's menus and buttons. Shared by the QA demo build and the server (`SEED_DEMO`). Runs when none of
 * the demo users exists yet, all or nothing, so a database where an administrator removed or renamed them is
 * not seeded again behind their back; returns how many users were added.
 */
export async function seedDemoData(
  db: Database,
  options: { passwordIterations?: number } = {},
): Promise<number> {
  const accounts = DEMO_ACCOUNTS.map((a) => a.account);
  const existing = await db
    .select({ account: users.account })
    .from(users)
    .where(and(eq(users.tenantId, DEMO_TENANT_ID), inArray(users.account, accounts)));
  if (existing.length > 0) return 0;
  await seedDemoResources(db);

  const roleRows = await db
    .select({ id: roles.id, alias: roles.roleAlias })
    .from(roles)
    .where(and(eq(roles.tenantId, DEMO_TENANT_ID), eq(roles.isDeleted, 0)));
  const deptRows = await db
    .select({ id: depts.id, name: depts.deptName })
    .from(depts)
    .where(and(eq(depts.tenantId, DEMO_TENANT_ID), eq(depts.isDeleted, 0)));
  const roleId = new Map(roleRows.map((r) => [r.alias, r.id]));
  const deptId = new Map(deptRows.map((d) => [d.name, d.id]));
  const missing = [
    ...DEMO_ACCOUNTS.filter((a) => !roleId.has(a.roleAlias)).map((a) => `role ${a.roleAlias}`),
    ...DEMO_ACCOUNTS.filter((a) => !deptId.has(a.deptName)).map((a) => `department ${a.deptName}`),
  ];
  if (missing.length > 0)
    throw new Error(`demo seed: the base seed has no ${[...new Set(missing)].join(', ')}`);

  const grants = await grantRows(db, (alias) => roleId.get(alias));
  const hashes = await Promise.all(
    DEMO_ACCOUNTS.map(() => hashPassword(md5(DEMO_PASSWORD), options.passwordIterations)),
  );
  const userRows = DEMO_ACCOUNTS.map((a, i) => ({
    id: String(FIRST_USER_ID + i),
    tenantId: DEMO_TENANT_ID,
    account: a.account,
    password: hashes[i] ?? '',
    name: a.name,
    realName: a.name,
    email: `${a.account}@demo.example.com`,
    roleId: roleId.get(a.roleAlias) ?? '',
    deptId: deptId.get(a.deptName) ?? '',
  }));
  await db.transaction(async (tx) => {
    await tx.insert(users).values(userRows);
    const demoUserId = (account: string) => userRows.find((u) => u.account === account)!.id;
    await seedDemoPlans(tx, demoUserId);
    await seedDemoSuppliers(tx, demoUserId);
    await seedDemoStock(tx, demoUserId);
    await seedDemoContracts(tx, demoUserId);
    await seedDemoInvoices(tx, demoUserId);
    // A role that already has grants (an administrator set it up) keeps them.
    const granted = await tx
      .select({ roleId: roleMenus.roleId })
      .from(roleMenus)
      .where(inArray(roleMenus.roleId, [...new Set(grants.map((g) => g.roleId))]));
    const alreadySet = new Set(granted.map((g) => g.roleId));
    const fresh = grants.filter((g) => !alreadySet.has(g.roleId));
    if (fresh.length > 0) await tx.insert(roleMenus).values(fresh);
  });
  return userRows.length;
}

/** One row per role and menu: each code of DEMO_ROLE_GRANTS plus the menus above it. */
async function grantRows(db: Database, roleIdOf: (alias: string) => string | undefined) {
  const menuRows = await db
    .select({ id: menus.id, parentId: menus.parentId, code: menus.code })
    .from(menus)
    .where(eq(menus.isDeleted, 0));
  const byCode = new Map(menuRows.map((m) => [m.code, m]));
  const byId = new Map(menuRows.map((m) => [m.id, m]));
  const unknown = Object.values(DEMO_ROLE_GRANTS)
    .flat()
    .filter((code) => !byCode.has(code));
  if (unknown.length > 0) throw new Error(`demo seed: no menu ${[...new Set(unknown)].join(', ')}`);

  let next = FIRST_GRANT_ID;
  return Object.entries(DEMO_ROLE_GRANTS).flatMap(([alias, codes]) => {
    const roleId = roleIdOf(alias);
    if (!roleId) throw new Error(`demo seed: the base seed has no role ${alias}`);
    const menuIds = new Set<string>();
    for (const code of codes) {
      for (let menu = byCode.get(code); menu && !menuIds.has(menu.id); menu = byId.get(menu.parentId)) {
        menuIds.add(menu.id);
      }
    }
    return [...menuIds].map((menuId) => ({ id: String(next++), roleId, menuId }));
  });
}
