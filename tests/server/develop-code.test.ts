import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeConfigs } from '../../src/server/db/schema/devtools.ts';
import { caller, newTenant, roleWith, signInTo, userWith, type Caller } from './support/system-fixtures.ts';
import { createTestApp, signIn, type TestContext } from './support/test-app.ts';

/**
 * 代码生成: configurations for tables of this database (list, detail, submit, remove, copy, table-list); a table
 * that does not exist, or a prefix that does not begin it, is refused on its field with nothing written, and so is
 * generating from a configuration whose table has gone. Platform administrator only.
 */
let ctx: TestContext;
let admin: Caller;
let adminEn: Caller;

beforeAll(async () => {
  ctx = await createTestApp();
  const token = (await signIn(ctx.app)).access_token;
  admin = caller(ctx, token);
  adminEn = caller(ctx, token, 'en');
});
afterAll(async () => ctx.close());

const storehouse = {
  codeName: '仓库',
  serviceName: 'purchar-master',
  tableName: 'kc_storehouse',
  tablePrefix: 'kc_',
  packageName: 'purchar/storehouse',
  apiPath: '/purchar/kc-storehouse',
};
const stored = () => ctx.database.db.select().from(codeConfigs).where(eq(codeConfigs.isDeleted, 0));

async function listed(query: Record<string, string> = {}) {
  const page = await admin.get('/blade-develop/code/list', { size: 50, ...query });
  expect(page.status).toBe(200);
  return page.body.data.records as {
    id: string;
    codeName: string;
    tableName: string;
    tableExists: boolean;
  }[];
}

describe('code generator configurations', () => {
  it('lists the tables of this database to pick from', async () => {
    const tables = await admin.get('/blade-develop/code/table-list');
    const names = (tables.body.data as { tableName: string }[]).map((table) => table.tableName);
    expect(names).toEqual(expect.arrayContaining(['kc_storehouse', 'cg_needs', 'blade_user']));
    expect(names).not.toContain('app_migration');
  });

  it('saves, reads, edits, copies and removes a configuration', async () => {
    const created = await admin.post('/blade-develop/code/submit', { json: storehouse });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const [row] = await listed({ tableName: 'storehouse' });
    expect(row).toMatchObject({ codeName: '仓库', tableName: 'kc_storehouse', tableExists: true });
    const detail = await admin.get('/blade-develop/code/detail', { id: row!.id });
    expect(detail.body.data).toMatchObject({ ...storehouse, id: row!.id });

    const edit = await admin.post('/blade-develop/code/submit', {
      json: { ...storehouse, id: row!.id, codeName: '库房' },
    });
    expect(edit.status).toBe(200);
    expect((await admin.get('/blade-develop/code/detail', { id: row!.id })).body.data.codeName).toBe('库房');

    const copy = await admin.post('/blade-develop/code/copy', { query: { id: row!.id } });
    expect(copy.status).toBe(200);
    const both = await listed({ tableName: 'kc_storehouse' });
    expect(both.map((code) => code.codeName).sort()).toEqual(['库房', '库房-copy']);
    const theCopy = both.find((code) => code.codeName === '库房-copy')!;
    expect((await admin.get('/blade-develop/code/detail', { id: theCopy.id })).body.data).toMatchObject({
      ...storehouse,
      codeName: '库房-copy',
    });

    expect((await admin.post('/blade-develop/code/remove', { query: { ids: theCopy.id } })).status).toBe(200);
    expect((await listed({ tableName: 'kc_storehouse' })).map((code) => code.codeName)).toEqual(['库房']);
    expect((await admin.post('/blade-develop/code/copy', { query: { id: theCopy.id } })).status).toBe(404);
  });

  it('refuses a table that does not exist, or a prefix that does not begin it; nothing written', async () => {
    const before = (await stored()).length;
    const missing = await admin.post('/blade-develop/code/submit', {
      json: { ...storehouse, tableName: 'kc_no_such_table' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('tableName: 数据库中没有此表: kc_no_such_table');
    const english = await adminEn.post('/blade-develop/code/submit', {
      json: { ...storehouse, tableName: 'kc_no_such_table' },
    });
    expect(english.body.msg).toBe('tableName: this database has no table kc_no_such_table');
    const prefix = await admin.post('/blade-develop/code/submit', {
      json: { ...storehouse, tablePrefix: 'cg_' },
    });
    expect(prefix.status).toBe(400);
    expect(prefix.body.msg).toBe('tablePrefix: 表前缀 cg_ 不是表名 kc_storehouse 的开头');
    const whole = await admin.post('/blade-develop/code/submit', {
      json: { ...storehouse, tablePrefix: 'kc_storehouse' },
    });
    expect(whole.status).toBe(400);
    expect(whole.body.msg).toMatch(/^tablePrefix: /);
    const badPath = await admin.post('/blade-develop/code/submit', {
      json: { ...storehouse, apiPath: 'purchar' },
    });
    expect(badPath.status).toBe(400);
    // An edit naming a missing table leaves the configuration as it was.
    const [row] = await listed({ tableName: 'kc_storehouse' });
    const edit = await admin.post('/blade-develop/code/submit', {
      json: { ...storehouse, id: row!.id, tableName: 'kc_gone' },
    });
    expect(edit.status).toBe(400);
    expect((await admin.get('/blade-develop/code/detail', { id: row!.id })).body.data.tableName).toBe(
      'kc_storehouse',
    );
    expect((await stored()).length).toBe(before);
  });

  it('generating from a configuration whose table has gone answers 400 naming it, and no zip', async () => {
    await ctx.database.db.execute(
      sql`create table cg_short_lived (id bigint primary key, label varchar(20))`,
    );
    const created = await admin.post('/blade-develop/code/submit', {
      json: { ...storehouse, codeName: '短命', tableName: 'cg_short_lived', tablePrefix: 'cg_' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const [short] = await listed({ tableName: 'cg_short_lived' });
    await ctx.database.db.execute(sql`drop table cg_short_lived`);
    expect((await listed({ tableName: 'cg_short_lived' }))[0]!.tableExists).toBe(false);
    const [kept] = await listed({ tableName: 'kc_storehouse' });
    const answer = await admin.post('/blade-develop/code/gen-code', {
      query: { ids: `${kept!.id},${short!.id}`, system: 'saber3' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('tableName: 数据库中没有此表: cg_short_lived');
    const unknown = await admin.post('/blade-develop/code/gen-code', { query: { ids: '42' } });
    expect(unknown.status).toBe(404);
  });

  it('a table with nothing but standard columns has nothing to generate', async () => {
    await ctx.database.db.execute(sql`create table cg_bare (id bigint primary key, tenant_id varchar(12))`);
    const answer = await admin.post('/blade-develop/code/submit', {
      json: { ...storehouse, tableName: 'cg_bare', tablePrefix: 'cg_' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toMatch(/^tableName: 表 cg_bare 除主键、租户和审计字段外没有其他字段/);
  });

  it('is the platform administrator’s alone', async () => {
    const roleId = await roleWith(ctx, admin, 'code_user', ['code', 'code_view', 'code_add', 'code_gen']);
    await userWith(admin, 'coder', roleId);
    const granted = await signInTo(ctx, '000000', 'coder', 'pass1234');
    const other = (await newTenant(ctx, admin, '代码租户')).admin;
    for (const who of [granted, other]) {
      expect((await who.get('/blade-develop/code/list')).status).toBe(403);
      expect((await who.get('/blade-develop/code/table-list')).status).toBe(403);
      const [row] = await listed({ tableName: 'kc_storehouse' });
      expect((await who.post('/blade-develop/code/gen-code', { query: { ids: row!.id } })).status).toBe(403);
    }
  });
});
