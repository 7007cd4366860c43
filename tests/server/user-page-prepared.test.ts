import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/platform.ts';
import { preparedPageOf } from '../../src/server/lib/page.ts';
import { caller, newTenant, userWith, type Caller } from './support/system-fixtures.ts';
import { createPostgresTestApp, withoutPostgres } from './support/postgres-app.ts';
import { createTestApp, signIn, type TestContext } from './support/test-app.ts';

// The user list runs as prepared statements shared by every caller of a shape (lib/page.ts preparedPageOf): one
// tenant's statement must never answer with another tenant's users or another search's filter.

function suite(name: string, open: () => Promise<TestContext>) {
  describe(name, () => {
    let ctx: TestContext;
    let admin: Caller;
    let other: Caller;
    let roleId: string;
    beforeAll(async () => {
      ctx = await open();
      admin = caller(ctx, (await signIn(ctx.app)).access_token);
      roleId = (await admin.get('/blade-system/role/list')).body.data[0].id;
      await userWith(admin, 'pp_a', roleId, { realName: '百分100%' });
      await userWith(admin, 'ppxb', roleId, { realName: '下划线' });
      other = (await newTenant(ctx, admin, 'Prepared Co')).admin;
      await userWith(other, 'pp_other', (await other.get('/blade-system/role/list')).body.data[0].id);
    }, 120_000);
    afterAll(async () => ctx?.close());

    const accounts = async (who: Caller, query: Record<string, string | number> = {}) => {
      const page = await who.get('/blade-user/page', { size: 50, ...query });
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      return page.body.data.records.map((u: { account: string }) => u.account).sort();
    };

    it('answers each tenant with its own users through the same statement, turn by turn', async () => {
      for (let round = 0; round < 3; round++) {
        expect(await accounts(admin)).toEqual(['admin', 'pp_a', 'ppxb']);
        expect(await accounts(other)).toEqual(['admin', 'pp_other']);
      }
      const [mine, theirs] = await Promise.all([
        accounts(admin, { account: 'pp' }),
        accounts(other, { account: 'pp' }),
      ]);
      expect(mine).toEqual(['pp_a', 'ppxb']);
      expect(theirs).toEqual(['pp_other']);
    });

    it('takes each search value as given: wildcards match themselves, status and order apply', async () => {
      expect(await accounts(admin, { account: '_' })).toEqual(['pp_a']);
      expect(await accounts(admin, { account: 'p_x' })).toEqual([]);
      expect(await accounts(admin, { realName: '100%' })).toEqual(['pp_a']);
      expect(await accounts(admin, { realName: '1%0' })).toEqual([]);
      expect(await accounts(admin, { realName: '百分' })).toEqual(['pp_a']);
      await ctx.database.db
        .update(users)
        .set({ status: 2 })
        .where(and(eq(users.tenantId, '000000'), eq(users.account, 'ppxb')));
      expect(await accounts(admin, { status: 2 })).toEqual(['ppxb']);
      expect(await accounts(admin, { status: 1, account: 'pp' })).toEqual(['pp_a']);
      const page = await admin.get('/blade-user/page', {
        account: 'pp',
        descs: 'account',
        size: 1,
        current: 2,
      });
      expect(page.body.data).toMatchObject({ total: 2, pages: 2, current: 2, size: 1 });
      expect(page.body.data.records.map((u: { account: string }) => u.account)).toEqual(['pp_a']);
    });

    it('refuses to prepare a shape that holds a value instead of a placeholder', async () => {
      const shape = {
        key: 'test:baked',
        where: () => eq(users.tenantId, '000000'),
        orderBy: () => [users.id],
        values: {},
      };
      await expect(
        preparedPageOf(ctx.database.db, users, shape, { current: 1, size: 10 }, async (rows) => rows),
      ).rejects.toThrow(/placeholder/);
    });
  });
}

suite('the user list as prepared statements on PGlite', () => createTestApp());
describe.skipIf(withoutPostgres('prepared user list on PostgreSQL'))('on PostgreSQL', () => {
  suite('the user list as prepared statements on PostgreSQL', () =>
    createPostgresTestApp('purchasing_user_page'),
  );
});
