import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetDictionaryMockHandler } from '@/api/generated/blade-system/endpoints/dict/dict.msw';
import { getGetMenuButtonsMockHandler } from '@/api/generated/blade-system/endpoints/menu/menu.msw';
import type { DictItem, Menu } from '@/api/generated/blade-system/model';
import {
  getGetMaterialPageMockHandler,
  getSaveMaterialMockHandler,
} from '@/api/generated/purchar-master/endpoints/cg-material/cg-material.msw';
import {
  getGetMaterialCategoryTreeMockHandler,
  getSaveMaterialCategoryMockHandler,
} from '@/api/generated/purchar-master/endpoints/cg-materiel-category/cg-materiel-category.msw';
import {
  getGetStorehousePageMockHandler,
  getSaveStorehouseMockHandler,
} from '@/api/generated/purchar-master/endpoints/kc-storehouse/kc-storehouse.msw';
import type {
  Material,
  MaterialCategory,
  MaterialCategorySubmit,
  MaterialSubmit,
  StorehouseSubmit,
} from '@/api/generated/purchar-master/model';
import { setLanguage } from '@/lib/i18n';
import { server } from '../../msw-server';
import { renderApp } from '../../render-app';
import { crudButtons, menuNode, signInAsMockAdmin } from '../../support/mock-session';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

// /purchar/material-category and /purchar/material against MSW overrides that behave like the server: categories
// kept flat and answered as a tree, refused deletes naming the reason, materials filtered by the category and every
// category below it, saves that check codes, and the export answering an .xlsx for the filters it is given.

const unit = (dictKey: string, dictValue: string): DictItem => ({
  id: `material_unit-${dictKey}`,
  parentId: '1',
  code: 'material_unit',
  dictKey,
  dictValue,
  sort: 1,
  remark: '',
});
const UNITS = [unit('t', '吨'), unit('m', '米'), unit('pcs', '个')];

const ok = <T,>(data: T) => ({ code: 200, success: true, msg: '操作成功', data });
const refuse = (msg: string) =>
  HttpResponse.json({ code: 400, success: false, msg, data: null }, { status: 400 });

type CategoryRecord = Omit<MaterialCategory, 'children' | 'hasChildren'>;
let categories: CategoryRecord[] = [];
let categorySaves: MaterialCategorySubmit[] = [];
let categoryDeletes: string[] = [];
let materials: Material[] = [];
let materialSaves: MaterialSubmit[] = [];
let pageCalls: URLSearchParams[] = [];
let exportCalls: URLSearchParams[] = [];

const category = (
  id: string,
  parentId: string,
  categoryName: string,
  categoryCode: string,
): CategoryRecord => ({
  id,
  parentId,
  parentName: '',
  categoryCode,
  categoryName,
  ancestors: parentId === '0' ? '0' : `0,${parentId}`,
  level: parentId === '0' ? 1 : 2,
  sort: 1,
  status: 1,
  remark: '',
  createTime: '2026-01-01 08:00:00',
  updateTime: '2026-01-01 08:00:00',
});

const material = (n: number, categoryId: string, materialName: string): Material => ({
  id: String(500 + n),
  materialCode: `M${String(n).padStart(3, '0')}`,
  materialName,
  categoryId,
  categoryName: categories.find((c) => c.id === categoryId)?.categoryName ?? '',
  spec: '',
  unit: 't',
  unitName: '吨',
  brand: '',
  taxRate: 13,
  referencePrice: null,
  isStock: 1,
  status: 1,
  remark: '',
  createTime: '2026-01-01 08:00:00',
  updateTime: '2026-01-01 08:00:00',
});

const childrenOf = (id: string) => categories.filter((c) => c.parentId === id);
/** A category and every category below it (what the server's categoryId filter covers). */
const branch = (id: string): string[] => [id, ...childrenOf(id).flatMap((c) => branch(c.id))];
const asTree = (parentId: string): MaterialCategory[] =>
  childrenOf(parentId).map((c) => {
    const children = asTree(c.id);
    return { ...c, hasChildren: children.length > 0, children };
  });

function serveMasterData(buttons: Menu[]) {
  server.use(
    getGetMenuButtonsMockHandler({ code: 200, success: true, msg: '', data: buttons }),
    getGetDictionaryMockHandler(({ request }) =>
      ok(new URL(request.url).searchParams.get('code') === 'material_unit' ? UNITS : []),
    ),
    getGetMaterialCategoryTreeMockHandler(() => ok(asTree('0'))),
    getSaveMaterialCategoryMockHandler(async ({ request }) => {
      const body = (await request.json()) as MaterialCategorySubmit;
      categorySaves.push(body);
      const saved = category(
        String(900 + categorySaves.length),
        body.parentId || '0',
        body.categoryName,
        body.categoryCode,
      );
      categories.push(saved);
      return ok(saved);
    }),
    // Like the server: a category with sub-categories or materials is refused, saying which.
    http.delete('*/api/purchar/cg-materiel-category/delete/:id', ({ params }) => {
      const id = String(params.id);
      categoryDeletes.push(id);
      const name = categories.find((c) => c.id === id)?.categoryName ?? id;
      if (childrenOf(id).length) return refuse(`分类下还有子分类，不能删除: ${name}`);
      if (materials.some((m) => m.categoryId === id)) return refuse(`分类下还有物料，不能删除: ${name}`);
      categories = categories.filter((c) => c.id !== id);
      return HttpResponse.json(ok(null));
    }),
    getGetMaterialPageMockHandler(({ request }) => {
      const query = new URL(request.url).searchParams;
      pageCalls.push(query);
      const current = Number(query.get('current') ?? 1);
      const size = Number(query.get('size') ?? 10);
      const inCategories = query.get('categoryId') ? new Set(branch(query.get('categoryId')!)) : undefined;
      const rows = materials.filter(
        (m) =>
          (!inCategories || inCategories.has(m.categoryId)) &&
          m.materialCode.includes(query.get('materialCode') ?? '') &&
          m.materialName.includes(query.get('materialName') ?? '') &&
          (query.get('status') === null || String(m.status) === query.get('status')),
      );
      return ok({
        records: rows.slice((current - 1) * size, current * size),
        total: rows.length,
        size,
        current,
        pages: Math.ceil(rows.length / size),
      });
    }),
    getSaveMaterialMockHandler(async ({ request }) => {
      const body = (await request.json()) as MaterialSubmit;
      materialSaves.push(body);
      if (materials.some((m) => m.materialCode === body.materialCode))
        return (await refuse(`物料编码已存在: ${body.materialCode}`).json()) as never;
      const saved = { ...material(materials.length + 1, body.categoryId, body.materialName), ...body };
      materials.push(saved as Material);
      return ok(saved as Material);
    }),
    http.get('*/api/purchar/cg-material/export', ({ request }) => {
      exportCalls.push(new URL(request.url).searchParams);
      return new HttpResponse(new TextEncoder().encode('PK xlsx'), {
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('物料_20260101080000.xlsx')}`,
        },
      });
    }),
  );
}

afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

beforeEach(() => {
  signInAsMockAdmin();
  categories = [
    category('1', '0', '钢材', '01'),
    category('11', '1', '钢筋', '0101'),
    category('12', '1', '型钢', '0102'),
    category('2', '0', '水泥', '02'),
  ];
  materials = [material(1, '11', '螺纹钢'), material(2, '12', '工字钢'), material(3, '2', '硅酸盐水泥')];
  categorySaves = [];
  categoryDeletes = [];
  materialSaves = [];
  pageCalls = [];
  exportCalls = [];
});

const rowOf = (grid: HTMLElement, text: string) =>
  within(grid).getAllByText(text)[0]!.closest('tr') as HTMLElement;

// ------------------------------------------------------------------------------------------ material categories

describe('物料分类', () => {
  const grid = () => screen.getByRole('treegrid', { name: '物料分类' });

  async function openCategories() {
    serveMasterData([crudButtons('cg_material_category')]);
    const view = await renderApp('/purchar/material-category');
    await within(await screen.findByRole('treegrid', { name: '物料分类' })).findByText('钢筋');
    return view;
  }

  it('adds a child under a category with that category preset as its parent', async () => {
    const { user } = await openCategories();
    expect(rowOf(grid(), '钢筋')).toHaveAttribute('aria-level', '2');

    await user.click(within(rowOf(grid(), '钢材')).getByRole('button', { name: '新增子项' }));
    const form = screen.getByRole('dialog');
    expect(within(form).getByRole('heading', { name: '新增子项 · 钢材' })).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText('上级分类')).toHaveTextContent('钢材'));

    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请输入分类名称')).toBeInTheDocument();
    expect(within(form).getByText('请输入分类编码')).toBeInTheDocument();
    expect(categorySaves).toHaveLength(0);

    await user.type(within(form).getByLabelText('分类名称'), '钢板');
    await user.type(within(form).getByLabelText('分类编码'), '0103');
    await user.click(within(form).getByRole('button', { name: '保存' }));

    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(categorySaves).toEqual([
      expect.objectContaining({ parentId: '1', categoryName: '钢板', categoryCode: '0103', status: 1 }),
    ]);
    expect(await within(grid()).findByText('钢板')).toBeInTheDocument();
    expect(rowOf(grid(), '钢板')).toHaveAttribute('aria-level', '2');
  });

  it("shows the server's refusal to delete a category that still has materials, and keeps it", async () => {
    const { user } = await openCategories();
    await user.click(within(rowOf(grid(), '钢筋')).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('确定将选择数据删除?');
    await user.click(within(confirm).getByRole('button', { name: '删除' }));

    expect(await screen.findByText('分类下还有物料，不能删除: 钢筋')).toBeInTheDocument();
    expect(categoryDeletes).toEqual(['11']);
    expect(screen.queryByText('删除成功')).not.toBeInTheDocument();
    expect(rowOf(grid(), '钢筋')).toBeInTheDocument();
  });

  it('deletes a category without materials after confirmation', async () => {
    const { user } = await openCategories();
    materials = materials.filter((m) => m.categoryId !== '2');
    await user.click(within(rowOf(grid(), '水泥')).getByRole('button', { name: '删除' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' }));

    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    await waitFor(() => expect(within(grid()).queryByText('水泥')).not.toBeInTheDocument());
  });
});

// ------------------------------------------------------------------------------------------------ materials

describe('物料', () => {
  const table = () => screen.getByRole('table', { name: '物料' });
  const categoryTree = () => screen.getByRole('navigation', { name: '物料分类' });

  async function openMaterials(buttons = [crudButtons('cg_material', ['export'])]) {
    serveMasterData(buttons);
    const view = await renderApp('/purchar/material');
    await within(await screen.findByRole('table', { name: '物料' })).findByText('螺纹钢');
    await within(categoryTree()).findByRole('button', { name: '钢筋' });
    return view;
  }

  it('lists the materials of the category clicked in the tree, with those of the categories below it', async () => {
    const { user, router } = await openMaterials();
    expect(within(table()).getByText('硅酸盐水泥')).toBeInTheDocument();

    await user.click(within(categoryTree()).getByRole('button', { name: '钢材' }));
    await waitFor(() => expect(within(table()).queryByText('硅酸盐水泥')).not.toBeInTheDocument());
    expect(within(table()).getByText('螺纹钢')).toBeInTheDocument();
    expect(within(table()).getByText('工字钢')).toBeInTheDocument();
    expect(pageCalls.at(-1)?.get('categoryId')).toBe('1');
    expect(router.state.location.search).toMatchObject({ categoryId: '1' });
    expect(within(categoryTree()).getByRole('button', { name: '钢材' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await user.click(within(categoryTree()).getByRole('button', { name: '钢筋' }));
    await waitFor(() => expect(within(table()).queryByText('工字钢')).not.toBeInTheDocument());
    expect(within(table()).getByText('螺纹钢')).toBeInTheDocument();
    expect(pageCalls.at(-1)?.get('categoryId')).toBe('11');

    await user.click(within(categoryTree()).getByRole('button', { name: '全部分类' }));
    expect(await within(table()).findByText('硅酸盐水泥')).toBeInTheDocument();
    expect(router.state.location.search).not.toHaveProperty('categoryId');
  });

  it('says what is missing, then adds the material in the chosen category and toasts 新增成功', async () => {
    const { user } = await openMaterials();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const form = screen.getByRole('dialog');
    await user.click(within(form).getByRole('button', { name: '保存' }));

    expect(await within(form).findByText('请输入物料编码')).toBeInTheDocument();
    expect(within(form).getByText('请输入物料名称')).toBeInTheDocument();
    // The pickers' placeholders say the same words: read the messages as the fields' descriptions.
    expect(within(form).getByLabelText('物料分类')).toHaveAccessibleDescription('请选择物料分类');
    expect(within(form).getByLabelText('计量单位')).toHaveAccessibleDescription('请选择计量单位');
    expect(materialSaves).toHaveLength(0);

    await user.type(within(form).getByLabelText('物料编码'), 'M100');
    await user.type(within(form).getByLabelText('物料名称'), '盘螺');
    await user.click(within(form).getByLabelText('物料分类'));
    await user.click(await screen.findByRole('button', { name: '展开 钢材' }));
    await user.click(screen.getByRole('button', { name: '钢筋', pressed: false }));
    await user.type(within(form).getByLabelText('规格型号'), 'HRB400E Φ8');
    await user.selectOptions(within(form).getByLabelText('计量单位'), '吨');
    await user.clear(within(form).getByLabelText('税率(%)'));
    await user.type(within(form).getByLabelText('税率(%)'), '9');
    await user.type(within(form).getByLabelText('参考单价'), '4150.5');
    await user.click(within(form).getByRole('switch', { name: '库存管理' }));
    await user.click(within(form).getByRole('button', { name: '保存' }));

    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(materialSaves).toEqual([
      {
        materialCode: 'M100',
        materialName: '盘螺',
        categoryId: '11',
        spec: 'HRB400E Φ8',
        unit: 't',
        brand: '',
        taxRate: 9,
        referencePrice: 4150.5,
        isStock: 0,
        status: 1,
        remark: '',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(table()).findByText('盘螺')).toBeInTheDocument();
  });

  it('exports the materials the current filters select, as the server names the file', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:materials');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = await openMaterials();

    await user.click(within(categoryTree()).getByRole('button', { name: '钢材' }));
    await waitFor(() => expect(pageCalls.at(-1)?.get('categoryId')).toBe('1'));
    const search = screen.getByRole('search');
    await user.type(within(search).getByLabelText('物料名称'), '钢');
    await user.selectOptions(within(search).getByLabelText('状态'), '启用');
    await user.click(within(search).getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(pageCalls.at(-1)?.get('materialName')).toBe('钢'));

    await user.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(saved).toEqual(['物料_20260101080000.xlsx']));
    expect(exportCalls).toHaveLength(1);
    expect(Object.fromEntries(exportCalls[0]!)).toEqual({ categoryId: '1', materialName: '钢', status: '1' });
  });

  it('offers no export without the export button, and nothing to change with view only', async () => {
    await openMaterials([menuNode('cg_material', [menuNode('cg_material_view')])]);
    expect(within(rowOf(table(), '螺纹钢')).getByRole('button', { name: '查看' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '导出' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    await setLanguage('en');
    serveMasterData([crudButtons('cg_material', ['export'])]);
    const { user } = await renderApp('/purchar/material');
    await within(await screen.findByRole('table', { name: 'Materials' })).findByText('螺纹钢');
    expect(screen.getByRole('navigation', { name: 'Material categories' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter the material code')).toBeInTheDocument();
  });
});

// ---------------------------------------------------------------------------------------------- storehouses

describe('仓库', () => {
  it('adds a storehouse with its type from kc_storehouse_type, after saying what is missing', async () => {
    const saves: StorehouseSubmit[] = [];
    server.use(
      getGetMenuButtonsMockHandler({
        code: 200,
        success: true,
        msg: '',
        data: [crudButtons('kc_storehouse')],
      }),
      getGetDictionaryMockHandler(({ request }) =>
        ok(
          new URL(request.url).searchParams.get('code') === 'kc_storehouse_type'
            ? [{ ...unit('1', '中心仓库'), code: 'kc_storehouse_type' }]
            : [],
        ),
      ),
      getGetStorehousePageMockHandler(() => ok({ records: [], total: 0, size: 10, current: 1, pages: 0 })),
      getSaveStorehouseMockHandler(async ({ request }) => {
        saves.push((await request.json()) as StorehouseSubmit);
        return (await refuse('仓库编码已存在: CK01').json()) as never;
      }),
    );
    const { user } = await renderApp('/purchar/storehouse');
    await within(await screen.findByRole('table', { name: '仓库' })).findByText('暂无数据');
    await user.click(screen.getByRole('button', { name: '新增' }));
    const form = screen.getByRole('dialog');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请输入仓库编码')).toBeInTheDocument();
    expect(within(form).getByLabelText('仓库类型')).toHaveAccessibleDescription('请选择仓库类型');

    await user.type(within(form).getByLabelText('仓库编码'), 'CK01');
    await user.type(within(form).getByLabelText('仓库名称'), '中心库');
    await user.selectOptions(within(form).getByLabelText('仓库类型'), '中心仓库');
    await user.click(within(form).getByRole('button', { name: '保存' }));

    // The server's refusal stays on the open form.
    expect(await within(form).findByRole('alert')).toHaveTextContent('仓库编码已存在: CK01');
    expect(saves).toEqual([
      expect.objectContaining({
        storehouseCode: 'CK01',
        storehouseName: '中心库',
        storehouseType: '1',
        status: 1,
      }),
    ]);
  });
});
