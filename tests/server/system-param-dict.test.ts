import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { params } from '../../src/server/db/schema/platform.ts';
import { caller, newTenant, roleWith, signInTo, userWith, type Caller } from './support/system-fixtures.ts';
import { createTestApp, signIn, type TestContext } from './support/test-app.ts';

let ctx: TestContext;
let admin: Caller;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = caller(ctx, (await signIn(ctx.app)).access_token);
});
afterAll(async () => ctx.close());

describe('params', () => {
  it('lists, filters, creates, updates and removes parameters', async () => {
    const list = await admin.get('/blade-system/param/list', { current: 1, size: 10 });
    // The seed's parameters: self-registration, the initial password, the log retention of the scheduled purge
    // and 先票后款 (off).
    expect(list.body.data).toMatchObject({ total: 4, size: 10, current: 1, pages: 1 });
    expect(list.body.data.records.map((p: { paramKey: string }) => p.paramKey)).toContain(
      'log.retentionDays',
    );
    const init = list.body.data.records.find(
      (p: { paramKey: string }) => p.paramKey === 'account.initPassword',
    );
    expect(init).toMatchObject({ paramValue: 'abc123456', tenantId: '000000' });
    expect(init.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const created = await admin.post('/blade-system/param/submit', {
      json: { paramName: '审批超时', paramKey: 'approve.timeout', paramValue: '48', remark: 'hours' },
    });
    expect(created.body).toMatchObject({ code: 200, success: true, data: null });
    const filtered = await admin.get('/blade-system/param/list', { paramKey: 'approve' });
    expect(filtered.body.data.records).toHaveLength(1);
    const id = filtered.body.data.records[0].id;
    expect(typeof id).toBe('string');

    await admin.post('/blade-system/param/submit', {
      json: { id, paramName: '审批超时', paramKey: 'approve.timeout', paramValue: '72' },
    });
    expect((await admin.get('/blade-system/param/detail', { id })).body.data).toMatchObject({
      paramValue: '72',
      remark: '',
    });

    expect((await admin.post('/blade-system/param/remove', { query: { ids: id } })).status).toBe(200);
    expect((await admin.get('/blade-system/param/detail', { id })).status).toBe(404);
    expect((await admin.get('/blade-system/param/list', { paramName: '审批' })).body.data.total).toBe(0);
  });

  it('refuses a duplicate key in both languages, and bad input, with 400s', async () => {
    const dup = await admin.post('/blade-system/param/submit', {
      json: { paramName: 'x', paramKey: 'account.initPassword', paramValue: 'y' },
    });
    expect(dup.status).toBe(400);
    expect(dup.body.msg).toBe('参数键名已存在: account.initPassword');
    const en = await caller(ctx, admin.token, 'en').post('/blade-system/param/submit', {
      json: { paramName: 'x', paramKey: 'account.initPassword', paramValue: 'y' },
    });
    expect(en.body.msg).toBe('The parameter key account.initPassword already exists');
    const missing = await admin.post('/blade-system/param/submit', {
      json: { paramName: 'x', paramKey: 'k' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toMatch(/^paramValue: /);
    expect((await admin.get('/blade-system/param/detail', { id: 'abc' })).status).toBe(400);
    // 20 digits pass the pattern's length check only if the server also guards the 64-bit range.
    expect((await admin.get('/blade-system/param/detail', { id: '9999999999999999999' })).status).toBe(400);
    expect((await admin.post('/blade-system/param/remove', { query: { ids: '1,,2' } })).status).toBe(400);
    expect((await admin.post('/blade-system/param/remove', { query: { ids: '424242' } })).status).toBe(404);
  });

  it('needs the param buttons: view to read, add/edit/delete to write', async () => {
    const roleId = await roleWith(ctx, admin, 'param_reader', ['param', 'param_view']);
    await userWith(admin, 'paramreader', roleId);
    const reader = await signInTo(ctx, '000000', 'paramreader', 'pass1234');
    expect((await reader.get('/blade-system/param/list')).status).toBe(200);
    const add = await reader.post('/blade-system/param/submit', {
      json: { paramName: 'a', paramKey: 'b', paramValue: 'c' },
    });
    expect(add.status).toBe(403);
    expect(add.body.msg).toBe('无权访问: 参数管理 · 新增');
    const [row] = await ctx.database.db
      .select()
      .from(params)
      .where(eq(params.paramKey, 'account.registerUser'));
    expect((await reader.post('/blade-system/param/remove', { query: { ids: row!.id } })).status).toBe(403);
    expect(
      (
        await reader.post('/blade-system/param/submit', {
          json: { id: row!.id, paramName: 'a', paramKey: 'b', paramValue: 'c' },
        })
      ).body.msg,
    ).toBe('无权访问: 参数管理 · 修改');
    const [still] = await ctx.database.db.select().from(params).where(eq(params.id, row!.id));
    expect(still).toMatchObject({ paramKey: 'account.registerUser', isDeleted: 0 });
  });
});

describe('system dictionaries', () => {
  let parentId: string;

  it("creates a dictionary and its entries, and serves them flat, sorted, in the caller's language", async () => {
    const parent = await admin.post('/blade-system/dict/submit', {
      json: { code: 'bill_state', dictValue: '单据状态', dictValueEn: 'Bill state', sort: 20, isSealed: 0 },
    });
    expect(parent.status, JSON.stringify(parent.body)).toBe(200);
    const roots = await admin.get('/blade-system/dict/parent-list', { code: 'bill_state' });
    expect(roots.body.data.total).toBe(1);
    parentId = roots.body.data.records[0].id;
    expect(roots.body.data.records[0]).toMatchObject({ dictKey: '-1', parentId: '0' });
    for (const [dictKey, dictValue, dictValueEn, sort] of [
      ['2', '已提交', 'Submitted', 2],
      ['1', '草稿', 'Draft', 1],
    ] as const) {
      const entry = await admin.post('/blade-system/dict/submit', {
        // The code an entry sends is replaced by its dictionary's.
        json: { parentId, code: 'whatever', dictKey, dictValue, dictValueEn, sort, isSealed: 0 },
      });
      expect(entry.status, JSON.stringify(entry.body)).toBe(200);
    }
    const zh = await admin.get('/blade-system/dict/dictionary', { code: 'bill_state' });
    expect(
      zh.body.data.map((d: { dictKey: string; dictValue: string }) => `${d.dictKey}=${d.dictValue}`),
    ).toEqual(['1=草稿', '2=已提交']);
    expect(Object.keys(zh.body.data[0]).sort()).toEqual([
      'code',
      'dictKey',
      'dictValue',
      'id',
      'parentId',
      'remark',
      'sort',
    ]);
    const en = await caller(ctx, admin.token, 'en').get('/blade-system/dict/dictionary', {
      code: 'bill_state',
    });
    expect(en.body.data.map((d: { dictValue: string }) => d.dictValue)).toEqual(['Draft', 'Submitted']);
    const children = await admin.get('/blade-system/dict/child-list', { parentId, size: 1 });
    expect(children.body.data).toMatchObject({ total: 2, pages: 2, size: 1 });
    const detail = await admin.get('/blade-system/dict/detail', { id: children.body.data.records[0].id });
    expect(detail.body.data).toMatchObject({ parentName: '单据状态', code: 'bill_state' });
  });

  it('answers trees: list nests entries under dictionaries, tree gives TreeNodes with leaves bare', async () => {
    const list = await admin.get('/blade-system/dict/list', { code: 'bill_state' });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ code: 'bill_state', hasChildren: true, parentName: '顶级' });
    expect(list.body.data[0].children).toHaveLength(2);
    expect('children' in list.body.data[0].children[0]).toBe(false);
    const tree = await admin.get('/blade-system/dict/tree', { code: 'bill_state' });
    expect(tree.body.data[0]).toMatchObject({
      id: parentId,
      key: parentId,
      value: parentId,
      title: '单据状态',
      hasChildren: true,
    });
    const all = await admin.get('/blade-system/dict/tree', { code: 'DICT' });
    expect(all.body.data.map((n: { title: string }) => n.title)).toEqual(
      expect.arrayContaining(['性别', '单据状态']),
    );
  });

  it('keeps code + key unique and requires the fields of SPEC §5', async () => {
    const dupKey = await admin.post('/blade-system/dict/submit', {
      json: { parentId, code: 'bill_state', dictKey: '1', dictValue: '又一个', sort: 3, isSealed: 0 },
    });
    expect(dupKey.status).toBe(400);
    expect(dupKey.body.msg).toBe('当前字典键值已存在: bill_state / 1');
    const dupCode = await admin.post('/blade-system/dict/submit', {
      json: { code: 'sex', dictValue: '性别2', sort: 1, isSealed: 0 },
    });
    expect(dupCode.body.msg).toBe('字典编号已存在: sex');
    const noKey = await admin.post('/blade-system/dict/submit', {
      json: { parentId, code: 'bill_state', dictValue: 'x', sort: 1, isSealed: 0 },
    });
    expect(noKey.body.msg).toBe('dictKey: 请输入字典键值');
    const noSealed = await admin.post('/blade-system/dict/submit', {
      json: { code: 'x_y', dictValue: 'x', sort: 1 },
    });
    expect(noSealed.status).toBe(400);
    expect(noSealed.body.msg).toMatch(/^isSealed: /);
    const badParent = await admin.post('/blade-system/dict/submit', {
      json: { parentId: '777777', code: 'x', dictKey: '1', dictValue: 'x', sort: 1, isSealed: 0 },
    });
    expect(badParent.body.msg).toBe('上级不存在: 777777');
    const fraction = await admin.post('/blade-system/dict/submit', {
      json: { code: 'frac', dictValue: 'x', sort: 1.5, isSealed: 0 },
    });
    expect(fraction.status).toBe(400);
  });

  it('refuses to change or remove a sealed entry, and a dictionary that still has entries', async () => {
    await admin.post('/blade-system/dict/submit', {
      json: { parentId, code: 'bill_state', dictKey: '9', dictValue: '作废', sort: 9, isSealed: 1 },
    });
    const sealed = (
      await admin.get('/blade-system/dict/child-list', { parentId, size: 50 })
    ).body.data.records.find((d: { dictKey: string }) => d.dictKey === '9');
    const edit = await admin.post('/blade-system/dict/submit', {
      json: {
        id: sealed.id,
        parentId,
        code: 'bill_state',
        dictKey: '9',
        dictValue: '改',
        sort: 9,
        isSealed: 0,
      },
    });
    expect(edit.status).toBe(400);
    expect(edit.body.msg).toBe(`字典已封存,不能修改或删除: ${sealed.id}`);
    expect((await admin.post('/blade-system/dict/remove', { query: { ids: sealed.id } })).status).toBe(400);
    const withEntries = await admin.post('/blade-system/dict/remove', { query: { ids: parentId } });
    expect(withEntries.status).toBe(400);
    expect(withEntries.body.msg).toBe(`请先删除下级: ${parentId}`);
    expect((await admin.get('/blade-system/dict/dictionary', { code: 'bill_state' })).body.data).toHaveLength(
      3,
    );
  });

  it('lets platform-tenant staff with the dict buttons change system dictionaries, and nobody else', async () => {
    const roleId = await roleWith(ctx, admin, 'dict_editor', ['dict', 'dict_add', 'dict_edit']);
    await userWith(admin, 'dicteditor', roleId);
    const editor = await signInTo(ctx, '000000', 'dicteditor', 'pass1234');
    const write = await editor.post('/blade-system/dict/submit', {
      json: { code: 'mine', dictValue: 'x', sort: 1, isSealed: 0 },
    });
    expect(write.status, JSON.stringify(write.body)).toBe(200);
    // Without dict_delete the same editor may not remove it.
    const mine = (await editor.get('/blade-system/dict/parent-list', { code: 'mine' })).body.data.records[0];
    const remove = await editor.post('/blade-system/dict/remove', { query: { ids: mine.id } });
    expect(remove.status).toBe(403);
    expect(remove.body.msg).toBe('无权访问: 字典管理 · 删除');

    const readerRole = await roleWith(ctx, admin, 'dict_reader', ['dict']);
    await userWith(admin, 'dictreader', readerRole);
    const reader = await signInTo(ctx, '000000', 'dictreader', 'pass1234');
    const refused = await reader.post('/blade-system/dict/submit', {
      json: { code: 'theirs', dictValue: 'x', sort: 1, isSealed: 0 },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('无权访问: 字典管理 · 新增');
    expect((await reader.get('/blade-system/dict/dictionary', { code: 'sex' })).body.data).toHaveLength(3);
  });
});

describe('business dictionaries', () => {
  it('belong to the tenant: another tenant neither sees nor can touch them', async () => {
    const created = await admin.post('/blade-system/dict-biz/submit', {
      json: { code: 'project_type', dictValue: '项目类型', sort: 1, isSealed: 0 },
    });
    expect(created.status).toBe(200);
    const root = (await admin.get('/blade-system/dict-biz/parent-list')).body.data.records[0];
    expect(root).toMatchObject({ tenantId: '000000', code: 'project_type' });
    await admin.post('/blade-system/dict-biz/submit', {
      json: {
        parentId: root.id,
        code: 'project_type',
        dictKey: 'house',
        dictValue: '房建',
        sort: 1,
        isSealed: 0,
      },
    });
    expect(
      (await admin.get('/blade-system/dict-biz/dictionary', { code: 'project_type' })).body.data,
    ).toHaveLength(1);

    const other = await newTenant(ctx, admin, '字典隔离租户');
    expect(
      (await other.admin.get('/blade-system/dict-biz/dictionary', { code: 'project_type' })).body.data,
    ).toEqual([]);
    expect((await other.admin.get('/blade-system/dict-biz/list')).body.data).toEqual([]);
    expect((await other.admin.get('/blade-system/dict-biz/detail', { id: root.id })).status).toBe(404);
    const edit = await other.admin.post('/blade-system/dict-biz/submit', {
      json: { id: root.id, code: 'project_type', dictValue: '被改', sort: 1, isSealed: 0 },
    });
    expect(edit.status).toBe(404);
    expect(
      (await other.admin.post('/blade-system/dict-biz/remove', { query: { ids: root.id } })).status,
    ).toBe(404);
    // The same code is free in the other tenant.
    const own = await other.admin.post('/blade-system/dict-biz/submit', {
      json: { code: 'project_type', dictValue: '自己的', sort: 1, isSealed: 0 },
    });
    expect(own.status).toBe(200);
    expect((await admin.get('/blade-system/dict-biz/detail', { id: root.id })).body.data.dictValue).toBe(
      '项目类型',
    );
  });
});
