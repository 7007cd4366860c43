import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depts, roles, users } from '../../src/server/db/schema/platform.ts';
import { caller, userWith, type Caller } from './support/system-fixtures.ts';
import { createPostgresTestApp, withoutPostgres } from './support/postgres-app.ts';
import { createTestApp, signIn, type TestContext } from './support/test-app.ts';

/**
 * The user list and detail read the names of a user's roles, departments and posts in the same query as the
 * user (src/server/modules/user/user-names.ts). The rule they kept from the separate look-up: the comma-joined
 * list's order, each id once, live rows of the user's own tenant only; an id that names nothing (another
 * tenant's, removed, or text a legacy import left behind) is left out and never fails the page.
 */
const noPostgres = withoutPostgres('postgres user-name tests');

for (const engine of ['pglite', 'postgres'] as const) {
  describe.skipIf(engine === 'postgres' && noPostgres)(`user names on ${engine}`, () => {
    let ctx: TestContext;
    let admin: Caller;
    const role = async (roleName: string, tenantId = '000000', isDeleted = 0) => {
      const id = String(7_700_000_000_000_000n + BigInt(Math.floor(Math.random() * 1e9)));
      await ctx.database.db.insert(roles).values({ id, tenantId, roleName, roleAlias: roleName, isDeleted });
      return id;
    };

    beforeAll(async () => {
      ctx =
        engine === 'postgres' ? await createPostgresTestApp('purchasing_user_names') : await createTestApp();
      admin = caller(ctx, (await signIn(ctx.app)).access_token);
    }, 120_000);
    afterAll(async () => ctx?.close());

    const shown = async (id: string, account: string) => {
      const page = await admin.get('/blade-user/page', { account, size: 10 });
      expect(page.status).toBe(200);
      const detail = await admin.get('/blade-user/detail', { id });
      expect(detail.status).toBe(200);
      const record = page.body.data.records.find((u: { id: string }) => u.id === id);
      expect(record.roleName, 'the list and the detail name the same').toBe(detail.body.data.roleName);
      expect(record.deptName).toBe(detail.body.data.deptName);
      return record as { roleName: string; deptName: string; postName: string };
    };

    it("names a user's roles in the list's order, each once, live rows of the tenant only", async () => {
      const [writer, approver, removed, foreign] = [
        await role('writer'),
        await role('approver'),
        await role('removed', '000000', 1),
        await role('foreign', '123456'),
      ];
      const id = await userWith(admin, 'names_order', approver);
      // Written directly: the API would refuse these ids, a legacy import or another tenant's row may not.
      await ctx.database.db
        .update(users)
        .set({
          roleId: `${approver}, ${writer},${approver},${removed},${foreign},,abc,99999999999999999999,9999999999999999999,0${writer}`,
        })
        .where(eq(users.id, id));
      expect(await shown(id, 'names_order')).toMatchObject({ roleName: 'approver,writer' });
    });

    it('names nothing, without failing, when no id of a list names a row', async () => {
      const id = await userWith(admin, 'names_none', await role('only'));
      const [foreignDept] = await ctx.database.db
        .insert(depts)
        .values({ id: '7799000000000000001', tenantId: '123456', deptName: '别的租户' })
        .returning({ id: depts.id });
      await ctx.database.db
        .update(users)
        .set({ roleId: 'x', deptId: foreignDept!.id, postId: '' })
        .where(eq(users.id, id));
      expect(await shown(id, 'names_none')).toMatchObject({ roleName: '', deptName: '', postName: '' });
    });

    it('shows a renamed role at once: the names are read with the user, never kept', async () => {
      const renamed = await role('before');
      const id = await userWith(admin, 'names_fresh', renamed);
      expect((await shown(id, 'names_fresh')).roleName).toBe('before');
      await ctx.database.db.update(roles).set({ roleName: 'after' }).where(eq(roles.id, renamed));
      expect((await shown(id, 'names_fresh')).roleName).toBe('after');
    });
  });
}
