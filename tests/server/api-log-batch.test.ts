import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogs } from '../../src/server/db/schema/platform.ts';
import { createPostgresTestApp, withoutPostgres } from './support/postgres-app.ts';
import { call, createTestApp, signIn, type TestContext } from './support/test-app.ts';

// The API log writes a batch of rows as one INSERT of column arrays: every value must arrive exactly as the
// row held it, whatever characters an array literal would have to escape, and a batch of many rows must land whole.

/** Values a hand-made array literal would get wrong: quotes, backslashes, braces, commas, NULL, blanks. */
const AWKWARD = ['say "hi"', 'back\\slash', '{braces}', 'a,b', 'NULL', 'two  spaces', "it's", '(x)'];

function suite(name: string, open: () => Promise<TestContext>) {
  describe(name, () => {
    let ctx: TestContext;
    let token: string;
    beforeAll(async () => {
      ctx = await open();
      token = (await signIn(ctx.app)).access_token;
    }, 120_000);
    afterAll(async () => ctx?.close());

    it('keeps every value of every row of a batch as it was', async () => {
      const answers = await Promise.all(
        AWKWARD.map((agent, i) =>
          call(ctx.app, 'GET', '/api/blade-user/info', {
            token,
            headers: { 'User-Agent': agent },
            query: { probe: `${agent}#${i} 采购`, password: 'secret' },
          }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(AWKWARD.map(() => 200));
      await ctx.app.flushLogs();
      const rows = await ctx.database.db
        .select()
        .from(apiLogs)
        .where(eq(apiLogs.requestUri, '/api/blade-user/info'))
        .orderBy(desc(apiLogs.createTime), desc(apiLogs.id))
        .limit(AWKWARD.length);
      expect(rows.map((row) => row.userAgent).sort()).toEqual([...AWKWARD].sort());
      for (const row of rows) {
        const i = AWKWARD.indexOf(row.userAgent);
        const params = new URLSearchParams(row.params);
        expect(params.get('probe')).toBe(`${AWKWARD[i]}#${i} 采购`);
        expect(params.get('password')).not.toBe('secret');
        expect(row).toMatchObject({
          tenantId: '000000',
          serviceId: 'blade-user',
          method: 'GET',
          title: 'info',
          createBy: 'admin',
          status: 200,
        });
        expect(row.createTime).toBeInstanceOf(Date);
        expect(Number(row.time)).toBeGreaterThanOrEqual(0);
      }
    });

    it('writes a batch of many rows, refused calls included, in full', async () => {
      await ctx.app.flushLogs();
      const before = await ctx.database.db.$count(apiLogs);
      const statuses = await Promise.all(
        Array.from({ length: 120 }, (_, i) =>
          call(ctx.app, 'GET', '/api/blade-user/info', i % 3 ? { token } : {}).then((a) => a.status),
        ),
      );
      expect(new Set(statuses)).toEqual(new Set([200, 401]));
      await ctx.app.flushLogs();
      expect((await ctx.database.db.$count(apiLogs)) - before).toBe(120);
    });
  });
}

suite('the API log on PGlite', () => createTestApp());
describe.skipIf(withoutPostgres('API log batch on PostgreSQL'))('on PostgreSQL', () => {
  suite('the API log on PostgreSQL', () => createPostgresTestApp('purchasing_api_log'));
});
