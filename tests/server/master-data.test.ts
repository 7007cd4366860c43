import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertUsableMaterials } from '../../src/server/modules/purchar/material.service.ts';
import { caller, newTenant, roleWith, signInTo, userWith, type Caller } from './support/system-fixtures.ts';
import { call, createTestApp, signIn, type TestContext } from './support/test-app.ts';

/**
 * Procurement master data end to end through HTTP: material categories (a tree), materials, commodities,
 * delivery addresses and storehouses, with their rules, permissions, tenant isolation and the xlsx exports.
 */
let ctx: TestContext;
let admin: Caller;

const del = (who: Caller, path: string) => call(ctx.app, 'DELETE', `/api${path}`, { token: who.token });
const save = async (who: Caller, resource: string, json: Record<string, unknown>) =>
  who.post(`/purchar/${resource}/addOrEdit`, { json });
/** Saves and expects success; answers the saved record. */
async function saved(who: Caller, resource: string, json: Record<string, unknown>) {
  const answer = await save(who, resource, json);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

async function download(token: string, path: string, query: Record<string, string>, lang?: 'en') {
  const url = `/api${path}?${new URLSearchParams(query)}`;
  const headers: Record<string, string> = { 'Blade-Auth': `bearer ${token}` };
  if (lang) headers['Accept-Language'] = lang;
  return ctx.app.request(url, { headers });
}

async function readSheet(response: Response) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = caller(ctx, (await signIn(ctx.app)).access_token);
});
afterAll(async () => ctx.close());

describe('material categories', () => {
  let top: { id: string };
  let child: { id: string };
  let grandchild: { id: string };

  beforeAll(async () => {
    top = await saved(admin, 'cg-materiel-category', {
      categoryCode: 'T1',
      categoryName: '测试大类',
      sort: 9,
    });
    child = await saved(admin, 'cg-materiel-category', {
      parentId: top.id,
      categoryCode: 'T101',
      categoryName: '测试中类',
    });
    grandchild = await saved(admin, 'cg-materiel-category', {
      parentId: child.id,
      categoryCode: 'T10101',
      categoryName: '测试小类',
    });
  });

  it('lists the tree with ancestors, levels and parent names', async () => {
    const tree = (await admin.get('/purchar/cg-materiel-category/list')).body.data;
    const root = tree.find((node: { id: string }) => node.id === top.id);
    expect(root).toMatchObject({ level: 1, ancestors: '0', hasChildren: true, parentName: '' });
    const middle = root.children[0];
    expect(middle).toMatchObject({
      id: child.id,
      level: 2,
      ancestors: `0,${top.id}`,
      parentName: '测试大类',
    });
    expect(middle.children[0]).toMatchObject({
      id: grandchild.id,
      level: 3,
      ancestors: `0,${top.id},${child.id}`,
    });
    expect(middle.children[0].children).toBeUndefined();
  });

  it('filters by name: matches only, an orphaned match becomes a root', async () => {
    const tree = (await admin.get('/purchar/cg-materiel-category/list', { categoryName: '测试小' })).body
      .data;
    expect(tree.map((node: { id: string }) => node.id)).toEqual([grandchild.id]);
  });

  it('refuses a duplicate code, a missing parent, and a parent below itself', async () => {
    const duplicate = await save(admin, 'cg-materiel-category', { categoryCode: 'T101', categoryName: 'x' });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.msg).toContain('T101');
    const orphan = await save(admin, 'cg-materiel-category', {
      parentId: '999999',
      categoryCode: 'T9',
      categoryName: 'x',
    });
    expect(orphan.status).toBe(400);
    const self = await save(admin, 'cg-materiel-category', {
      id: top.id,
      parentId: top.id,
      categoryCode: 'T1',
      categoryName: '测试大类',
    });
    expect(self.status).toBe(400);
    const cycle = await save(admin, 'cg-materiel-category', {
      id: top.id,
      parentId: grandchild.id,
      categoryCode: 'T1',
      categoryName: '测试大类',
    });
    expect(cycle.status).toBe(400);
    expect(cycle.body.msg).toBe('上级不能选择自身或其下级');
  });

  it('moves a subtree: descendants follow with ancestors and levels', async () => {
    const other = await saved(admin, 'cg-materiel-category', {
      categoryCode: 'T2',
      categoryName: '另一大类',
    });
    await saved(admin, 'cg-materiel-category', {
      id: child.id,
      parentId: other.id,
      categoryCode: 'T101',
      categoryName: '测试中类',
    });
    const tree = (await admin.get('/purchar/cg-materiel-category/list', { categoryCode: 'T10101' })).body
      .data;
    expect(tree[0]).toMatchObject({ ancestors: `0,${other.id},${child.id}`, level: 3 });
    await saved(admin, 'cg-materiel-category', {
      id: child.id,
      parentId: top.id,
      categoryCode: 'T101',
      categoryName: '测试中类',
    });
  });

  it('refuses to delete a category with children or with materials, and deletes a bare one', async () => {
    const withChildren = await del(admin, `/purchar/cg-materiel-category/delete/${child.id}`);
    expect(withChildren.status).toBe(400);
    expect(withChildren.body.msg).toContain('子分类');

    const material = await saved(admin, 'cg-material', {
      materialCode: 'DEL-M1',
      materialName: '占位物料',
      categoryId: grandchild.id,
      unit: 'kg',
    });
    const withMaterials = await del(admin, `/purchar/cg-materiel-category/delete/${grandchild.id}`);
    expect(withMaterials.status).toBe(400);
    expect(withMaterials.body.msg).toContain('物料');

    expect((await del(admin, `/purchar/cg-material/delete/${material.id}`)).status).toBe(200);
    expect((await del(admin, `/purchar/cg-materiel-category/delete/${grandchild.id}`)).status).toBe(200);
    const tree = (await admin.get('/purchar/cg-materiel-category/list', { categoryCode: 'T10101' })).body
      .data;
    expect(tree).toEqual([]);
    // The code is free again once its category is gone.
    grandchild = await saved(admin, 'cg-materiel-category', {
      parentId: child.id,
      categoryCode: 'T10101',
      categoryName: '测试小类',
    });
  });

  it('exports the filtered tree as xlsx with headers in the caller language', async () => {
    const response = await download(
      admin.token,
      '/purchar/cg-materiel-category/export',
      { categoryCode: 'T1' },
      'en',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const rows = await readSheet(response);
    expect(rows[0]!.slice(0, 3)).toEqual(['Code', 'Name', 'Parent code']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(['T1', 'T101', 'T10101']);
  });
});

describe('materials', () => {
  let steel: string;
  let rebar: string;

  beforeAll(async () => {
    steel = (await saved(admin, 'cg-materiel-category', { categoryCode: 'M1', categoryName: '试验钢材' })).id;
    rebar = (
      await saved(admin, 'cg-materiel-category', {
        parentId: steel,
        categoryCode: 'M101',
        categoryName: '试验钢筋',
      })
    ).id;
  });

  it('creates and edits a material, prices and rates kept exactly', async () => {
    const created = await saved(admin, 'cg-material', {
      materialCode: 'M-001',
      materialName: '螺纹钢',
      categoryId: rebar,
      spec: 'HRB400 Φ16',
      unit: 't',
      taxRate: 13,
      referencePrice: 3850.1234,
    });
    expect(created).toMatchObject({
      materialCode: 'M-001',
      categoryName: '试验钢筋',
      unit: 't',
      unitName: '吨',
      taxRate: 13,
      referencePrice: 3850.1234,
      status: 1,
      isStock: 1,
    });
    const edited = await saved(admin, 'cg-material', {
      id: created.id,
      materialCode: 'M-001',
      materialName: '螺纹钢筋',
      categoryId: rebar,
      unit: 't',
      taxRate: 9.5,
      referencePrice: null,
      status: 0,
    });
    expect(edited).toMatchObject({ materialName: '螺纹钢筋', taxRate: 9.5, referencePrice: null, status: 0 });
  });

  it('refuses a duplicate code, an unknown unit or category, and a price with too many decimals', async () => {
    const base = { materialName: '测试', categoryId: rebar, unit: 't' };
    const duplicate = await save(admin, 'cg-material', { ...base, materialCode: 'M-001' });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.msg).toContain('M-001');
    const unit = await save(admin, 'cg-material', { ...base, materialCode: 'M-X1', unit: 'furlong' });
    expect(unit.status).toBe(400);
    expect(unit.body.msg).toContain('material_unit');
    const category = await save(admin, 'cg-material', {
      ...base,
      materialCode: 'M-X2',
      categoryId: '123456789',
    });
    expect(category.status).toBe(400);
    expect(category.body.msg).toContain('物料分类');
    const price = await save(admin, 'cg-material', {
      ...base,
      materialCode: 'M-X3',
      referencePrice: 1.23456,
    });
    expect(price.status).toBe(400);
    expect(price.body.msg).toContain('referencePrice');
    const missing = await save(admin, 'cg-material', { materialCode: 'M-X4' });
    expect(missing.status).toBe(400);
    const page = await admin.get('/purchar/cg-material/pages', { keyword: 'M-X', size: 50 });
    expect(page.body.data.total).toBe(0);
  });

  it('pages with filters: code, name, keyword, status, and a category including its sub-categories', async () => {
    await saved(admin, 'cg-material', {
      materialCode: 'M-002',
      materialName: '工字钢',
      categoryId: steel,
      unit: 't',
    });
    await saved(admin, 'cg-material', {
      materialCode: 'M-003',
      materialName: '圆钢',
      categoryId: rebar,
      unit: 'kg',
    });
    const inSteel = (await admin.get('/purchar/cg-material/pages', { categoryId: steel, size: 50 })).body
      .data;
    expect(inSteel.records.map((m: { materialCode: string }) => m.materialCode)).toEqual([
      'M-001',
      'M-002',
      'M-003',
    ]);
    const inRebar = (await admin.get('/purchar/cg-material/pages', { categoryId: rebar })).body.data;
    expect(inRebar.records.map((m: { materialCode: string }) => m.materialCode)).toEqual(['M-001', 'M-003']);
    const enabled = (await admin.get('/purchar/cg-material/pages', { categoryId: steel, status: 1 })).body
      .data;
    expect(enabled.total).toBe(2);
    const byName = (await admin.get('/purchar/cg-material/pages', { materialName: '工字' })).body.data;
    expect(byName.records.map((m: { materialCode: string }) => m.materialCode)).toEqual(['M-002']);
    const paged = (await admin.get('/purchar/cg-material/pages', { categoryId: steel, size: 2, current: 2 }))
      .body.data;
    expect(paged).toMatchObject({ total: 3, pages: 2, current: 2 });
    expect(paged.records).toHaveLength(1);
  });

  it('exports exactly the rows of the filtered page, headers in the caller language', async () => {
    const query = { categoryId: rebar, status: '0' };
    const page = (await admin.get('/purchar/cg-material/pages', { ...query, size: 100 })).body.data;
    const response = await download(admin.token, '/purchar/cg-material/export', query);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toMatch(/attachment; .*filename\*=UTF-8''.*\.xlsx/);
    const rows = await readSheet(response);
    expect(rows[0]!.slice(0, 5)).toEqual(['物料编码', '物料名称', '物料分类', '规格型号', '计量单位']);
    const body = rows.slice(1);
    expect(body.map((row) => row[0])).toEqual(
      page.records.map((m: { materialCode: string }) => m.materialCode),
    );
    expect(body[0]!.slice(0, 7)).toEqual(['M-001', '螺纹钢筋', '试验钢筋', '', '吨', '', 9.5]);
    expect(body[0]![9]).toBe('停用');
  });

  it('tells documents which materials they may use: live, own tenant, enabled', async () => {
    const page = (await admin.get('/purchar/cg-material/pages', { categoryId: steel, size: 50 })).body.data;
    const byCode = Object.fromEntries(
      page.records.map((m: { materialCode: string; id: string }) => [m.materialCode, m.id]),
    );
    const db = ctx.database.db;
    const usable = await assertUsableMaterials(db, '000000', [byCode['M-002'], byCode['M-003']]);
    expect([...usable.values()].map((row) => row.materialCode).sort()).toEqual(['M-002', 'M-003']);
    await expect(assertUsableMaterials(db, '000000', [byCode['M-001']])).rejects.toMatchObject({
      key: 'materialDisabled',
      args: ['M-001'],
    });
    await expect(assertUsableMaterials(db, '000000', ['99999'])).rejects.toMatchObject({
      key: 'materialMissing',
    });
    await expect(assertUsableMaterials(db, '654321', [byCode['M-002']])).rejects.toMatchObject({
      key: 'materialMissing',
    });
  });
});

describe('commodities, delivery addresses and storehouses', () => {
  let material: { id: string; materialCode: string };

  beforeAll(async () => {
    const category = await saved(admin, 'cg-materiel-category', {
      categoryCode: 'C1',
      categoryName: '商品测试分类',
    });
    material = await saved(admin, 'cg-material', {
      materialCode: 'C-M1',
      materialName: '电缆',
      categoryId: category.id,
      spec: 'YJV 4×25',
      unit: 'm',
      taxRate: 13,
    });
  });

  it('keeps a commodity of a material, defaults taken from the material', async () => {
    const created = await saved(admin, 'cg-commodity', {
      commodityCode: 'SP-1',
      commodityName: '远东电缆',
      materialId: material.id,
      brand: '远东',
      price: 96.55,
      priceDate: '2026-11-01',
      validUntil: '2026-12-31',
    });
    expect(created).toMatchObject({
      materialCode: 'C-M1',
      unit: 'm',
      unitName: '米',
      spec: 'YJV 4×25',
      taxRate: 13,
      price: 96.55,
      priceSource: 2,
      validUntil: '2026-12-31',
    });
    expect((await admin.get(`/purchar/cg-commodity/${created.id}`)).body.data.commodityName).toBe('远东电缆');
    const page = (await admin.get('/purchar/cg-commodity/pages', { materialId: material.id })).body.data;
    expect(page.total).toBe(1);

    const backwards = await save(admin, 'cg-commodity', {
      commodityCode: 'SP-2',
      commodityName: 'x',
      materialId: material.id,
      price: 1,
      priceDate: '2026-11-01',
      validUntil: '2026-10-01',
    });
    expect(backwards.status).toBe(400);
    const badDate = await save(admin, 'cg-commodity', {
      commodityCode: 'SP-3',
      commodityName: 'x',
      materialId: material.id,
      price: 1,
      priceDate: '2026-02-30',
    });
    expect(badDate.status).toBe(400);
    const duplicate = await save(admin, 'cg-commodity', {
      commodityCode: 'SP-1',
      commodityName: 'x',
      materialId: material.id,
      price: 1,
    });
    expect(duplicate.status).toBe(400);

    // A material with commodities stays: it can only be disabled.
    const inUse = await del(admin, `/purchar/cg-material/delete/${material.id}`);
    expect(inUse.status).toBe(400);
    expect(inUse.body.msg).toContain('C-M1');
    expect((await del(admin, `/purchar/cg-commodity/delete/${created.id}`)).status).toBe(200);
    expect((await admin.get(`/purchar/cg-commodity/${created.id}`)).status).toBe(404);
  });

  it('keeps one default delivery address per project', async () => {
    const depts = (await admin.get('/blade-system/dept/list')).body.data;
    const project = depts[0].id as string;
    const first = await saved(admin, 'cg-delivery-address', {
      projectId: project,
      receiverName: '张三',
      receiverPhone: '13800000001',
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      detailAddress: '文三路 1 号',
      isDefault: 1,
    });
    expect(first).toMatchObject({ fullAddress: '浙江省杭州市西湖区文三路 1 号', isDefault: 1 });
    expect(first.projectName).not.toBe('');
    const second = await saved(admin, 'cg-delivery-address', {
      projectId: project,
      receiverName: '李四',
      receiverPhone: '13800000002',
      detailAddress: '文三路 2 号',
      isDefault: 1,
    });
    const list = (await admin.get('/purchar/cg-delivery-address/pages', { projectId: project, size: 50 }))
      .body.data;
    expect(list.records[0].id).toBe(second.id);
    expect(list.records.filter((a: { isDefault: number }) => a.isDefault === 1)).toHaveLength(1);
    expect((await admin.get(`/purchar/cg-delivery-address/${first.id}`)).body.data.isDefault).toBe(0);

    const unknownProject = await save(admin, 'cg-delivery-address', {
      projectId: '424242',
      receiverName: 'x',
      receiverPhone: '13800000003',
      detailAddress: 'x',
    });
    expect(unknownProject.status).toBe(400);
    const badPhone = await save(admin, 'cg-delivery-address', {
      receiverName: 'x',
      receiverPhone: 'call me',
      detailAddress: 'x',
    });
    expect(badPhone.status).toBe(400);
    expect((await del(admin, `/purchar/cg-delivery-address/delete/${first.id}`)).status).toBe(200);
  });

  it('keeps storehouses with a type from kc_storehouse_type and a keeper of the tenant', async () => {
    const created = await saved(admin, 'kc-storehouse', {
      storehouseCode: 'WH-T1',
      storehouseName: '测试仓库',
      storehouseType: '2',
      keeperId: '9000001',
    });
    expect(created).toMatchObject({ storehouseTypeName: '项目仓库', keeperName: '管理员', projectId: null });
    const inEnglish = await caller(ctx, admin.token, 'en').get(`/purchar/kc-storehouse/${created.id}`);
    expect(inEnglish.body.data.storehouseTypeName).toBe('Project warehouse');
    const badType = await save(admin, 'kc-storehouse', {
      storehouseCode: 'WH-T2',
      storehouseName: 'x',
      storehouseType: '99',
    });
    expect(badType.status).toBe(400);
    expect(badType.body.msg).toContain('kc_storehouse_type');
    const badKeeper = await save(admin, 'kc-storehouse', {
      storehouseCode: 'WH-T3',
      storehouseName: 'x',
      storehouseType: '1',
      keeperId: '77777',
    });
    expect(badKeeper.status).toBe(400);
    const duplicate = await save(admin, 'kc-storehouse', {
      storehouseCode: 'WH-T1',
      storehouseName: 'x',
      storehouseType: '1',
    });
    expect(duplicate.status).toBe(400);
    const page = (await admin.get('/purchar/kc-storehouse/pages', { storehouseType: '2', size: 50 })).body
      .data;
    expect(page.records.map((s: { storehouseCode: string }) => s.storehouseCode)).toContain('WH-T1');
    expect((await del(admin, `/purchar/kc-storehouse/delete/${created.id}`)).status).toBe(200);
  });

  it('serves the demo master data of tenant 000000', async () => {
    const materials = (await admin.get('/purchar/cg-material/pages', { keyword: 'HRB400E' })).body.data;
    expect(materials.total).toBe(2);
    const storehouses = (await admin.get('/purchar/kc-storehouse/pages', { storehouseCode: 'CK00' })).body
      .data;
    expect(storehouses.records.map((s: { storehouseName: string }) => s.storehouseName)).toEqual([
      '集团中心仓库',
      '上海一号项目仓库',
    ]);
  });
});

describe('permissions', () => {
  let viewer: Caller;
  let editor: Caller;
  let category: string;

  beforeAll(async () => {
    const viewRole = await roleWith(ctx, admin, 'md_viewer', ['cg_material', 'cg_material_view']);
    await userWith(admin, 'mdviewer', viewRole);
    viewer = await signInTo(ctx, '000000', 'mdviewer', 'pass1234');
    const editRole = await roleWith(ctx, admin, 'md_editor', [
      'cg_material',
      'cg_material_view',
      'cg_material_add',
    ]);
    await userWith(admin, 'mdeditor', editRole);
    editor = await signInTo(ctx, '000000', 'mdeditor', 'pass1234');
    category = (await saved(admin, 'cg-materiel-category', { categoryCode: 'P1', categoryName: '权限测试' }))
      .id;
  });

  it('needs cg_material_add to add and cg_material_edit to edit', async () => {
    const input = { materialCode: 'P-1', materialName: '权限物料', categoryId: category, unit: 'pcs' };
    const refused = await save(viewer, 'cg-material', input);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('无权访问: 物料 · 新增');
    const created = await saved(editor, 'cg-material', input);
    const edit = await save(editor, 'cg-material', { ...input, id: created.id, materialName: '改名' });
    expect(edit.status).toBe(403);
    expect(edit.body.msg).toBe('无权访问: 物料 · 修改');
  });

  it('needs cg_material_export to export and cg_material_delete to delete', async () => {
    const page = (await viewer.get('/purchar/cg-material/pages', { materialCode: 'P-1' })).body.data;
    expect(page.total).toBe(1);
    expect((await download(viewer.token, '/purchar/cg-material/export', {})).status).toBe(403);
    expect((await del(editor, `/purchar/cg-material/delete/${page.records[0].id}`)).status).toBe(403);
  });

  it('needs the view button of each screen to read it', async () => {
    expect((await viewer.get('/purchar/kc-storehouse/pages')).status).toBe(403);
    expect((await viewer.get('/purchar/cg-commodity/pages')).status).toBe(403);
    // The category tree is the material form's picker: whoever sees materials reads it.
    expect((await viewer.get('/purchar/cg-materiel-category/list')).status).toBe(200);
    expect((await call(ctx.app, 'GET', '/api/purchar/cg-material/pages')).status).toBe(401);
  });
});

describe('tenant isolation', () => {
  let intruder: Caller;
  const victim: Record<string, string> = {};

  beforeAll(async () => {
    intruder = (await newTenant(ctx, admin, '主数据入侵者')).admin;
    const category = await saved(admin, 'cg-materiel-category', {
      categoryCode: 'V1',
      categoryName: '受害分类',
    });
    victim.category = category.id;
    victim.material = (
      await saved(admin, 'cg-material', {
        materialCode: 'V-1',
        materialName: '受害物料',
        categoryId: category.id,
        unit: 't',
      })
    ).id;
    victim.storehouse = (
      await saved(admin, 'kc-storehouse', {
        storehouseCode: 'V-WH',
        storehouseName: '受害仓库',
        storehouseType: '1',
      })
    ).id;
  });

  it("another tenant sees none of the tenant's master data", async () => {
    const materials = (await intruder.get('/purchar/cg-material/pages', { size: 100 })).body.data;
    expect(materials.records).toEqual([]);
    const tree = (await intruder.get('/purchar/cg-materiel-category/list')).body.data;
    expect(tree).toEqual([]);
    expect((await intruder.get(`/purchar/kc-storehouse/${victim.storehouse}`)).status).toBe(404);
    const exported = await readSheet(await download(intruder.token, '/purchar/cg-material/export', {}));
    expect(exported).toHaveLength(1);
  });

  it('another tenant can neither change nor delete them, nor use them in its own records', async () => {
    const update = await save(intruder, 'cg-material', {
      id: victim.material,
      materialCode: 'V-1',
      materialName: '被改了',
      categoryId: victim.category,
      unit: 't',
    });
    expect([400, 404]).toContain(update.status);
    expect((await del(intruder, `/purchar/cg-material/delete/${victim.material}`)).status).toBe(404);
    expect((await del(intruder, `/purchar/cg-materiel-category/delete/${victim.category}`)).status).toBe(404);
    expect((await del(intruder, `/purchar/kc-storehouse/delete/${victim.storehouse}`)).status).toBe(404);
    const foreignParent = await save(intruder, 'cg-materiel-category', {
      parentId: victim.category,
      categoryCode: 'X1',
      categoryName: 'x',
    });
    expect(foreignParent.status).toBe(400);
    // Codes are per tenant: the same code is free in the other tenant.
    const own = await save(intruder, 'cg-materiel-category', { categoryCode: 'V1', categoryName: '自己的' });
    expect(own.status).toBe(200);

    const page = (await admin.get('/purchar/cg-material/pages', { materialCode: 'V-1' })).body.data;
    expect(page.records[0]).toMatchObject({ id: victim.material, materialName: '受害物料' });
  });
});
