import { and, eq, inArray } from 'drizzle-orm';
import { md5 } from 'js-md5';
import type { Database } from '@/server/db/database';
import { depts, roles, users } from '@/server/db/schema/platform';
import { hashPassword } from '@/server/domain/password';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TENANT_ID } from './demo-accounts';

/**
 * Inserts the demo users (./demo-accounts.ts) with the server's schema and password hashing, each with its role
 * and department of the seed. Runs when none of them exists yet (first boot, or a boot interrupted before this
 * step), all or nothing; returns how many were added.
 */
export async function seedDemoUsers(db: Database, passwordIterations: number): Promise<number> {
  const accounts = DEMO_ACCOUNTS.map((a) => a.account);
  const existing = await db
    .select({ account: users.account })
    .from(users)
    .where(and(eq(users.tenantId, DEMO_TENANT_ID), inArray(users.account, accounts)));
  if (existing.length > 0) return 0;

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

  const hashes = await Promise.all(
    DEMO_ACCOUNTS.map(() => hashPassword(md5(DEMO_PASSWORD), passwordIterations)),
  );
  // Fixed ids after the seed's blocks (admin is 9000001), so they read the same in every browser.
  const rows = DEMO_ACCOUNTS.map((a, i) => ({
    id: String(9_100_001 + i),
    tenantId: DEMO_TENANT_ID,
    account: a.account,
    password: hashes[i] ?? '',
    name: a.name,
    realName: a.name,
    email: `${a.account}@demo.example.com`,
    roleId: roleId.get(a.roleAlias) ?? '',
    deptId: deptId.get(a.deptName) ?? '',
  }));
  const missingRoles = DEMO_ACCOUNTS.filter((a) => !roleId.has(a.roleAlias)).map((a) => a.roleAlias);
  if (missingRoles.length > 0) throw new Error(`the seed has no role ${missingRoles.join(', ')}`);
  await db.transaction(async (tx) => {
    await tx.insert(users).values(rows);
  });
  return rows.length;
}
