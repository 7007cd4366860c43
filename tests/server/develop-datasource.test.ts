import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasources } from '../../src/server/db/schema/devtools.ts';
import { createSealer } from '../../src/server/modules/develop/sealed-secret.ts';
import { caller, newTenant, roleWith, signInTo, userWith, type Caller } from './support/system-fixtures.ts';
import { createTestApp, signIn, TEST_SECRET, type TestContext } from './support/test-app.ts';

/**
 * 数据源管理: the platform administrator's data sources. The password is sealed at rest and never answered; an
 * edit without a new one keeps it; a URL that does not parse as PostgreSQL, a duplicate name or a missing
 * password is refused on its field with nothing written; nobody else may even read the list.
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

const base = {
  name: '报表库',
  driverClass: 'org.postgresql.Driver',
  url: 'jdbc:postgresql://db.internal:5433/reports',
  username: 'reporter',
  password: 'S3cret!pass',
  remark: '只读账号',
};

async function byName(name: string) {
  const page = await admin.get('/blade-develop/datasource/list', { name });
  return page.body.data.records.find((row: { name: string }) => row.name === name) as
    { id: string; name: string; url: string; username: string; password: string; remark: string } | undefined;
}

const storedRows = () => ctx.database.db.select().from(datasources);
const storedPassword = async (id: string) =>
  (await ctx.database.db.select().from(datasources).where(eq(datasources.id, id)))[0]!.password;

describe('data sources', () => {
  it('creates one whose password is sealed at rest and answered only as a mask', async () => {
    const created = await admin.post('/blade-develop/datasource/submit', { json: base });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const row = await byName('报表库');
    expect(row).toMatchObject({
      url: base.url,
      username: 'reporter',
      password: '******',
      remark: '只读账号',
    });
    const detail = await admin.get('/blade-develop/datasource/detail', { id: row!.id });
    expect(detail.body.data.password).toBe('******');
    expect(JSON.stringify(detail.body)).not.toContain('S3cret');

    const sealed = await storedPassword(row!.id);
    expect(sealed).not.toContain('S3cret');
    expect(sealed.startsWith('v1:')).toBe(true);
    expect(await createSealer(TEST_SECRET).open(sealed)).toBe('S3cret!pass');
  });

  it('an edit without a new password (empty or the mask) keeps the old one; a new one replaces it', async () => {
    const row = (await byName('报表库'))!;
    const before = await storedPassword(row.id);
    for (const password of ['', '******', null]) {
      const edit = await admin.post('/blade-develop/datasource/submit', {
        json: { ...base, id: row.id, password, remark: `备注 ${String(password)}` },
      });
      expect(edit.status, JSON.stringify(edit.body)).toBe(200);
      expect(await storedPassword(row.id)).toBe(before);
    }
    await admin.post('/blade-develop/datasource/submit', {
      json: { ...base, id: row.id, password: 'n3w-Password' },
    });
    expect(await createSealer(TEST_SECRET).open(await storedPassword(row.id))).toBe('n3w-Password');
  });

  it('accepts the URL forms PostgreSQL drivers read', async () => {
    const urls = [
      'postgresql://db.internal/reports',
      'postgres://user@10.0.0.5:5432/erp?sslmode=require',
      'jdbc:postgresql://[::1]:5432/local',
    ];
    for (const [i, url] of urls.entries()) {
      const answer = await admin.post('/blade-develop/datasource/submit', {
        json: { ...base, name: `库${i}`, url },
      });
      expect(answer.status, `${url}: ${JSON.stringify(answer.body)}`).toBe(200);
    }
  });

  it('refuses a URL that does not parse, naming the url field, and writes nothing', async () => {
    const count = (await storedRows()).length;
    const cases: [string, RegExp][] = [
      ['mysql://db.internal:3306/reports', /^url: 不是有效的 PostgreSQL 连接地址/],
      ['jdbc:postgresql://:5432/reports', /^url: 连接地址缺少主机名/],
      ['jdbc:postgresql://db.internal:99999/reports', /^url: 端口应为 1-65535 之间的整数: 99999/],
      ['jdbc:postgresql://db.internal:54a/reports', /^url: 端口/],
      ['jdbc:postgresql://db.internal:5432/', /^url: 连接地址缺少数据库名/],
      ['jdbc:postgresql://db.internal:5432', /^url: 连接地址缺少数据库名/],
      ['not a url at all', /^url: /],
    ];
    for (const [url, message] of cases) {
      const answer = await admin.post('/blade-develop/datasource/submit', {
        json: { ...base, name: '坏地址', url },
      });
      expect(answer.status, url).toBe(400);
      expect(answer.body.msg, url).toMatch(message);
    }
    const english = await adminEn.post('/blade-develop/datasource/submit', {
      json: { ...base, name: '坏地址', url: 'mysql://x/y' },
    });
    expect(english.body.msg).toBe(
      'url: not a PostgreSQL URL; write it as jdbc:postgresql://host:port/database',
    );
    // An edit with a bad URL leaves the stored row as it was.
    const row = (await byName('报表库'))!;
    const edit = await admin.post('/blade-develop/datasource/submit', {
      json: { ...base, id: row.id, url: 'jdbc:postgresql://db.internal:0/reports' },
    });
    expect(edit.status).toBe(400);
    expect((await byName('报表库'))!.url).toBe(base.url);
    expect((await storedRows()).length).toBe(count);
  });

  it('refuses a duplicate name and a new data source without a password', async () => {
    const count = (await storedRows()).length;
    const duplicate = await admin.post('/blade-develop/datasource/submit', { json: base });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.msg).toBe('name: 数据源名称已存在: 报表库');
    for (const password of ['', '******', undefined]) {
      const answer = await admin.post('/blade-develop/datasource/submit', {
        json: { ...base, name: '无密码', password },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toBe('password: 请输入密码');
    }
    const driver = await admin.post('/blade-develop/datasource/submit', {
      json: { ...base, name: '别的驱动', driverClass: 'com.mysql.cj.jdbc.Driver' },
    });
    expect(driver.status).toBe(400);
    expect((await storedRows()).length).toBe(count);
  });

  it('removes data sources; an unknown id removes nothing', async () => {
    const a = (await byName('库0'))!;
    const unknown = await admin.post('/blade-develop/datasource/remove', { query: { ids: `${a.id},123` } });
    expect(unknown.status).toBe(404);
    expect(await byName('库0')).toBeDefined();
    const removed = await admin.post('/blade-develop/datasource/remove', { query: { ids: a.id } });
    expect(removed.status).toBe(200);
    expect(await byName('库0')).toBeUndefined();
    expect((await admin.get('/blade-develop/datasource/detail', { id: a.id })).status).toBe(404);
  });

  it('is the platform administrator’s alone: a granted user or another tenant’s administrator gets 403', async () => {
    const roleId = await roleWith(ctx, admin, 'ds_reader', [
      'datasource',
      'datasource_view',
      'datasource_add',
    ]);
    await userWith(admin, 'dsreader', roleId);
    const granted = await signInTo(ctx, '000000', 'dsreader', 'pass1234');
    const other = (await newTenant(ctx, admin, '数据源租户')).admin;
    for (const who of [granted, other]) {
      expect((await who.get('/blade-develop/datasource/list')).status).toBe(403);
      const write = await who.post('/blade-develop/datasource/submit', { json: { ...base, name: '越权' } });
      expect(write.status).toBe(403);
    }
    expect(await byName('越权')).toBeUndefined();
  });
});
