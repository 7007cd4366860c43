import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getGetDeptLazyListMockHandler,
  getGetDeptListMockHandler,
  getGetDeptTreeMockHandler,
  getSubmitDeptMockHandler,
} from '@/api/generated/blade-system/endpoints/dept/dept.msw';
import { getGetDictionaryMockHandler } from '@/api/generated/blade-system/endpoints/dict/dict.msw';
import { getGetMenuButtonsMockHandler } from '@/api/generated/blade-system/endpoints/menu/menu.msw';
import {
  getGetPostListMockHandler,
  getRemovePostMockHandler,
} from '@/api/generated/blade-system/endpoints/post/post.msw';
import {
  getGetRegionListMockHandler,
  getGetRegionLazyTreeMockHandler,
} from '@/api/generated/blade-system/endpoints/region/region.msw';
import type { Dept, DeptSubmit, DictItem, Post, Region } from '@/api/generated/blade-system/model';
import { server } from '../../msw-server';
import { renderApp } from '../../render-app';
import { menuNode, signInAsMockAdmin } from '../../support/mock-session';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

// /system/dept, /system/post and /system/region against MSW overrides that behave like the server: depts kept in
// a list and answered level by level, posts paged and removed, regions answered level by level by code.

const crudButtons = (code: string) =>
  menuNode(
    code,
    ['view', 'add', 'edit', 'delete'].map((suffix) => menuNode(`${code}_${suffix}`)),
  );

const dictItem = (code: string, dictKey: string, dictValue: string): DictItem => ({
  id: `${code}-${dictKey}`,
  parentId: '1',
  code,
  dictKey,
  dictValue,
  sort: Number(dictKey),
  remark: '',
});

const DICTIONARIES: Record<string, DictItem[]> = {
  dept_category: [
    dictItem('dept_category', '1', '公司'),
    dictItem('dept_category', '2', '区域'),
    dictItem('dept_category', '3', '项目部'),
    dictItem('dept_category', '4', '部门'),
  ],
  post_category: [dictItem('post_category', '1', '高层'), dictItem('post_category', '3', '基层')],
};

function serveCommon(menu: string) {
  server.use(
    getGetMenuButtonsMockHandler({ code: 200, success: true, msg: '', data: [crudButtons(menu)] }),
    getGetDictionaryMockHandler(({ request }) => ({
      code: 200,
      success: true,
      msg: '',
      data: DICTIONARIES[new URL(request.url).searchParams.get('code') ?? ''] ?? [],
    })),
  );
}

afterEach(() => {
  toast.dismiss();
});

beforeEach(() => {
  signInAsMockAdmin();
});

// ---------------------------------------------------------------------------------------------------- dept

type DeptRecord = Omit<Dept, 'hasChildren' | 'children'>;
let depts: DeptRecord[] = [];
let lazyCalls: string[] = [];
let deptSubmits: DeptSubmit[] = [];
let deptsWithUsers = new Set<string>();

const dept = (id: string, parentId: string, deptName: string, deptCategory = 4): DeptRecord => ({
  id,
  parentId,
  tenantId: '000000',
  ancestors: '0',
  deptCategory,
  deptCategoryName: DICTIONARIES.dept_category![deptCategory - 1]!.dictValue,
  deptName,
  fullName: deptName,
  sort: 1,
  remark: '',
  parentName: '',
});

const ok = <T,>(data: T) => ({ code: 200, success: true, msg: '操作成功', data });
const refuse = (msg: string) =>
  HttpResponse.json({ code: 400, success: false, msg, data: null }, { status: 400 });

function serveDepts() {
  serveCommon('dept');
  const childrenOf = (parentId: string) => depts.filter((d) => d.parentId === parentId);
  const asTreeNodes = (parentId: string): unknown[] =>
    childrenOf(parentId).map((d) => ({
      id: d.id,
      parentId: d.parentId,
      title: d.deptName,
      key: d.id,
      value: d.id,
      children: asTreeNodes(d.id),
    }));
  server.use(
    getGetDeptLazyListMockHandler(({ request }) => {
      const parentId = new URL(request.url).searchParams.get('parentId') || '0';
      lazyCalls.push(parentId);
      return ok(childrenOf(parentId).map((d) => ({ ...d, hasChildren: childrenOf(d.id).length > 0 })));
    }),
    getGetDeptListMockHandler(({ request }) => {
      const name = new URL(request.url).searchParams.get('deptName') ?? '';
      return ok(depts.filter((d) => d.deptName.includes(name)));
    }),
    getGetDeptTreeMockHandler(() => ok(asTreeNodes('0')) as never),
    getSubmitDeptMockHandler(async ({ request }) => {
      const body = (await request.json()) as DeptSubmit;
      deptSubmits.push(body);
      const saved = {
        ...dept(String(900 + deptSubmits.length), body.parentId || '0', body.deptName, body.deptCategory),
      };
      depts.push(saved);
      return ok(saved);
    }),
    // Like the server: all or nothing, refused while a dept has children or users, naming them.
    http.post('*/blade-system/dept/remove', ({ request }) => {
      const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',');
      const held = depts.filter((d) => ids.includes(d.id) && deptsWithUsers.has(d.id));
      if (held.length) return refuse(`部门下还有用户，不能删除: ${held.map((d) => d.deptName).join(',')}`);
      depts = depts.filter((d) => !ids.includes(d.id));
      return HttpResponse.json(ok(null));
    }),
  );
}

const deptTable = () => screen.getByRole('treegrid', { name: '部门管理' });
const rowOf = (grid: HTMLElement, text: string) =>
  within(grid).getAllByText(text)[0]!.closest('tr') as HTMLElement;

describe('部门管理', () => {
  beforeEach(() => {
    depts = [dept('1', '0', '总公司', 1), dept('11', '1', '华东区域', 2), dept('12', '1', '华南区域', 2)];
    lazyCalls = [];
    deptSubmits = [];
    deptsWithUsers = new Set();
  });

  it('loads the top level, fetches children when a dept is expanded, and adds a child under a dept', async () => {
    serveDepts();
    const { user } = await renderApp('/system/dept');
    await within(await screen.findByRole('treegrid', { name: '部门管理' })).findAllByText('总公司');
    expect(lazyCalls).toEqual(['0']);
    expect(within(deptTable()).queryByText('华东区域')).not.toBeInTheDocument();

    await user.click(within(deptTable()).getByRole('button', { name: '展开 总公司' }));
    expect(await within(deptTable()).findAllByText('华东区域')).not.toHaveLength(0);
    expect(lazyCalls).toEqual(['0', '1']);
    expect(rowOf(deptTable(), '华东区域')).toHaveAttribute('aria-level', '2');

    await user.click(within(rowOf(deptTable(), '华东区域')).getByRole('button', { name: '新增子项' }));
    const form = screen.getByRole('dialog');
    expect(within(form).getByRole('heading', { name: '新增子项 · 华东区域' })).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText('上级部门')).toHaveTextContent('华东区域'));

    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请输入部门名称')).toBeInTheDocument();
    expect(within(form).getByText('请选择机构类型')).toBeInTheDocument();
    expect(deptSubmits).toHaveLength(0);

    await user.type(within(form).getByLabelText('部门名称'), '上海项目部');
    await user.selectOptions(within(form).getByLabelText('机构类型'), '项目部');
    await user.click(within(form).getByRole('button', { name: '保存' }));

    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(deptSubmits).toEqual([
      expect.objectContaining({ parentId: '11', deptName: '上海项目部', deptCategory: 3, sort: 1 }),
    ]);
    // The open level is fetched again: 华东区域 now has a child to expand.
    expect(await within(deptTable()).findByRole('button', { name: '展开 华东区域' })).toBeInTheDocument();
  });

  it("shows the server's refusal to delete a dept that still has users, and keeps the dept", async () => {
    deptsWithUsers = new Set(['12']);
    serveDepts();
    const { user } = await renderApp('/system/dept');
    await user.click(await screen.findByRole('button', { name: '展开 总公司' }));
    await within(deptTable()).findAllByText('华南区域');
    await user.click(within(rowOf(deptTable(), '华南区域')).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: '删除' }));

    expect(await screen.findByText('部门下还有用户，不能删除: 华南区域')).toBeInTheDocument();
    expect(screen.queryByText('删除成功')).not.toBeInTheDocument();
    expect(rowOf(deptTable(), '华南区域')).toBeInTheDocument();
  });
});

// ---------------------------------------------------------------------------------------------------- post

let posts: Post[] = [];
let postRemoves: string[] = [];
let postListCalls = 0;

const post = (n: number): Post => ({
  id: String(2000 + n),
  tenantId: '000000',
  category: 3,
  categoryName: '基层',
  postCode: `P${String(n).padStart(3, '0')}`,
  postName: `岗位${n}`,
  sort: n,
  remark: '',
});

function servePosts() {
  serveCommon('post');
  server.use(
    getGetPostListMockHandler(({ request }) => {
      postListCalls += 1;
      const query = new URL(request.url).searchParams;
      const current = Number(query.get('current') ?? 1);
      const size = Number(query.get('size') ?? 10);
      const rows = posts.filter(
        (p) =>
          p.postCode.includes(query.get('postCode') ?? '') &&
          p.postName.includes(query.get('postName') ?? ''),
      );
      return ok({
        records: rows.slice((current - 1) * size, current * size),
        total: rows.length,
        size,
        current,
        pages: Math.ceil(rows.length / size),
      });
    }),
    getRemovePostMockHandler(({ request }) => {
      const ids = new URL(request.url).searchParams.get('ids') ?? '';
      postRemoves.push(ids);
      posts = posts.filter((p) => !ids.split(',').includes(p.id));
      return ok(null);
    }),
  );
}

describe('岗位管理', () => {
  beforeEach(() => {
    posts = [1, 2, 3, 4].map(post);
    postRemoves = [];
    postListCalls = 0;
  });

  it('deletes two selected posts after confirmation and shows the list without them', async () => {
    servePosts();
    const { user } = await renderApp('/system/post');
    const table = await screen.findByRole('table', { name: '岗位管理' });
    await within(table).findByText('岗位1');

    await user.click(within(rowOf(table, '岗位2')).getByRole('checkbox'));
    await user.click(within(rowOf(table, '岗位3')).getByRole('checkbox'));
    expect(screen.getByText('已选择 2 项')).toBeInTheDocument();
    const callsBefore = postListCalls;
    await user.click(screen.getAllByRole('button', { name: '删除' })[0]!);
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('确定将选择数据删除?');
    await user.click(within(confirm).getByRole('button', { name: '删除' }));

    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(postRemoves).toEqual(['2002,2003']);
    await waitFor(() => expect(within(table).queryByText('岗位2')).not.toBeInTheDocument());
    expect(within(table).queryByText('岗位3')).not.toBeInTheDocument();
    expect(within(table).getByText('岗位4')).toBeInTheDocument();
    expect(postListCalls).toBeGreaterThan(callsBefore);
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
  });
});

// ---------------------------------------------------------------------------------------------------- region

const REGIONS: [code: string, parentCode: string, name: string, level: number][] = [
  ['11', '00', '北京市', 1],
  ['31', '00', '上海市', 1],
  ['1101', '11', '北京市辖区', 2],
  ['110101', '1101', '东城区', 3],
];

let regionTreeCalls: string[] = [];

function serveRegions() {
  serveCommon('region');
  const below = (parentCode: string) => REGIONS.filter(([, parent]) => parent === parentCode);
  const region = ([code, parentCode, name, level]: (typeof REGIONS)[number]): Region => ({
    code,
    parentCode,
    ancestors: '',
    name,
    level,
    levelName: ['国家', '省份/直辖市', '地市', '区县'][level]!,
    sort: 1,
    remark: '',
    provinceCode: '',
    provinceName: '',
    cityCode: '',
    cityName: '',
    districtCode: '',
    districtName: '',
    townCode: '',
    townName: '',
    villageCode: '',
    villageName: '',
  });
  server.use(
    getGetRegionLazyTreeMockHandler(({ request }) => {
      const parentCode = new URL(request.url).searchParams.get('parentCode') || '00';
      regionTreeCalls.push(parentCode);
      return ok(
        below(parentCode).map(([code, parent, name]) => ({
          id: code,
          parentId: parent,
          title: name,
          key: code,
          value: code,
          hasChildren: below(code).length > 0,
        })),
      );
    }),
    getGetRegionListMockHandler(({ request }) => {
      const rows = below(new URL(request.url).searchParams.get('parentCode') ?? '').map(region);
      return ok({ records: rows, total: rows.length, size: 500, current: 1, pages: 1 });
    }),
  );
}

describe('行政区划', () => {
  beforeEach(() => {
    regionTreeCalls = [];
  });

  it('shows the provinces and loads the regions below one when it is expanded', async () => {
    serveRegions();
    const { user } = await renderApp('/system/region');
    const grid = await screen.findByRole('treegrid', { name: '行政区划' });
    await within(grid).findByText('北京市');
    expect(within(rowOf(grid, '北京市')).getByText('省份/直辖市')).toBeInTheDocument();
    expect(within(grid).queryByText('北京市辖区')).not.toBeInTheDocument();
    // 上海市 has nothing below it: no expand button.
    expect(within(grid).queryByRole('button', { name: '展开 上海市' })).not.toBeInTheDocument();

    await user.click(within(grid).getByRole('button', { name: '展开 北京市' }));
    expect(await within(grid).findByText('北京市辖区')).toBeInTheDocument();
    expect(regionTreeCalls).toEqual(['00', '11']);

    await user.click(within(grid).getByRole('button', { name: '展开 北京市辖区' }));
    expect(await within(grid).findByText('东城区')).toBeInTheDocument();
    expect(rowOf(grid, '东城区')).toHaveAttribute('aria-level', '3');
    expect(within(rowOf(grid, '东城区')).getByText('110101')).toBeInTheDocument();
  });

  it('presets the parent code as the prefix of a new child region', async () => {
    serveRegions();
    const { user } = await renderApp('/system/region');
    const grid = await screen.findByRole('treegrid', { name: '行政区划' });
    await within(grid).findByText('北京市');
    await user.click(within(rowOf(grid, '北京市')).getByRole('button', { name: '新增子项' }));
    const form = screen.getByRole('dialog');
    expect(within(form).getByLabelText('上级编号')).toHaveValue('11');
    expect(within(form).getByLabelText('上级区划')).toHaveValue('北京市');
    expect(within(form).getByLabelText('区划编号')).toHaveValue('11');
    await user.clear(within(form).getByLabelText('区划编号'));
    await user.type(within(form).getByLabelText('区划编号'), '3101');
    await user.type(within(form).getByLabelText('区划名称'), '错误');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('区划编号须以上级编号 11 开头且更长')).toBeInTheDocument();
  });
});
