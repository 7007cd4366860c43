import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depts, menus, roleMenus, roles, users } from '../../src/server/db/schema/platform.ts';
import { sharedTables, tenantScope } from '../../src/server/db/tenant-scope.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';

const OWN = '000000';
const OTHER = '100001';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  await db.insert(users).values({ id: '9200001', tenantId: OTHER, account: 'other', password: 'x' });
  // Same-looking rows on both sides: a dept of the other tenant, and users of both tenants pointing at it.
  await db.insert(depts).values([
    { id: '9300001', tenantId: OTHER, deptName: '别家部门' },
    { id: '9300002', tenantId: OWN, deptName: '自家部门' },
  ]);
  await db.insert(users).values([
    { id: '9200011', tenantId: OWN, account: 'points_away', password: 'x', deptId: '9300001' },
    { id: '9200012', tenantId: OWN, account: 'points_home', password: 'x', deptId: '9300002' },
    { id: '9200013', tenantId: OTHER, account: 'other_home', password: 'x', deptId: '9300002' },
  ]);
});
afterAll(async () => ctx.close());

describe('tenant scope', () => {
  it('reads only the own tenant, even when asked for another tenant’s id', async () => {
    const platform = tenantScope(ctx.database.db, OWN);
    const all = await platform.select(users);
    expect(new Set(all.map((u) => u.tenantId))).toEqual(new Set([OWN]));
    expect(await platform.select(users, eq(users.id, '9200001'))).toEqual([]);
  });

  it('cannot update or delete another tenant’s rows, and stamps its own tenant on inserts', async () => {
    const platform = tenantScope(ctx.database.db, OWN);
    await platform.update(users, { realName: 'hijacked' }, eq(users.id, '9200001'));
    await platform.delete(users, eq(users.id, '9200001'));
    const [other] = await ctx.database.db.select().from(users).where(eq(users.id, '9200001'));
    expect(other).toMatchObject({ tenantId: OTHER, realName: '' });
    await tenantScope(ctx.database.db, OTHER).insert(users, [
      { id: '9200002', account: 'second', password: 'x' },
    ]);
    const [inserted] = await ctx.database.db.select().from(users).where(eq(users.id, '9200002'));
    expect(inserted?.tenantId).toBe(OTHER);
  });

  it('projects only the own tenant’s rows, whatever ids the condition names', async () => {
    const own = tenantScope(ctx.database.db, OWN);
    const rows = await own
      .from(users, { id: users.id, account: users.account })
      .where(inArray(users.id, ['9200001', '9200011', '9200013']))
      .orderBy(users.id);
    expect(rows).toEqual([{ id: '9200011', account: 'points_away' }]);
    // Without fields: whole rows.
    const [dept] = await own.from(depts).where(eq(depts.id, '9300001'));
    expect(dept).toBeUndefined();
  });

  it('never joins another tenant’s rows, on either side of the join', async () => {
    const rows = await tenantScope(ctx.database.db, OWN)
      .from(users, { account: users.account, dept: depts.deptName })
      .innerJoin(depts, eq(sql`${depts.id}::text`, users.deptId))
      .where(inArray(users.id, ['9200011', '9200012', '9200013']));
    // points_away names the other tenant's dept, other_home is the other tenant's user: neither comes back.
    expect(rows).toEqual([{ account: 'points_home', dept: '自家部门' }]);
  });

  it('counts only the own tenant’s rows', async () => {
    const ids = ['9200001', '9200011', '9200012', '9200013'];
    expect(await tenantScope(ctx.database.db, OWN).count(users, inArray(users.id, ids))).toBe(2);
    expect(await tenantScope(ctx.database.db, OTHER).count(users, inArray(users.id, ids))).toBe(2);
    expect(await tenantScope(ctx.database.db, OTHER).count(depts, eq(depts.id, '9300002'))).toBe(0);
  });

  it('reaches a shared link table only through the tenant’s own rows', async () => {
    const db = ctx.database.db;
    const [menu] = await sharedTables(db)
      .from(menus, { id: menus.id })
      .where(eq(menus.isDeleted, 0))
      .limit(1);
    await db
      .insert(roles)
      .values({ id: '9400001', tenantId: OTHER, roleName: '别家角色', roleAlias: 'other_role' });
    await sharedTables(db).insert(roleMenus, [{ id: '9500001', roleId: '9400001', menuId: menu!.id }]);
    const grantsOf = (tenantId: string) =>
      tenantScope(db, tenantId)
        .from(roles, { menuId: roleMenus.menuId })
        .innerJoinShared(roleMenus, eq(roleMenus.roleId, roles.id))
        .where(eq(roles.id, '9400001'));
    expect(await grantsOf(OWN)).toEqual([]);
    expect(await grantsOf(OTHER)).toEqual([{ menuId: menu!.id }]);
    // A tenant-owned table is not a shared one: this does not compile.
    // @ts-expect-error users has a tenant_id
    expect(() => sharedTables(db).from(users)).toBeDefined();
  });
});
