import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCreateTokenResponseMock } from '@/api/generated/blade-auth/endpoints/oauth/oauth.msw';
import { getGetDeptTreeMockHandler } from '@/api/generated/blade-system/endpoints/dept/dept.msw';
import { getGetDictionaryMockHandler } from '@/api/generated/blade-system/endpoints/dict/dict.msw';
import { getGetMenuButtonsMockHandler } from '@/api/generated/blade-system/endpoints/menu/menu.msw';
import type { Menu } from '@/api/generated/blade-system/model';
import { getGetDeliveryAddressPageMockHandler } from '@/api/generated/purchar-master/endpoints/cg-delivery-address/cg-delivery-address.msw';
import { getGetMaterialPageMockHandler } from '@/api/generated/purchar-master/endpoints/cg-material/cg-material.msw';
import { getGetMaterialCategoryTreeMockHandler } from '@/api/generated/purchar-master/endpoints/cg-materiel-category/cg-materiel-category.msw';
import type { Material } from '@/api/generated/purchar-master/model';
import {
  getGetNeedsApproveHistoryMockHandler,
  getGetNeedsApproveInfoMockHandler,
  getGetNeedsProjectManagersMockHandler,
  getImportNeedsItemsMockHandler,
} from '@/api/generated/purchar-needs/endpoints/cg-needs/cg-needs.msw';
import type {
  NeedsDetail,
  NeedsHeader,
  NeedsImport,
  NeedsItem,
  NeedsSubmit,
} from '@/api/generated/purchar-needs/model';
import type { ApproveInfo, ApproveRecord, NodeCode } from '@/api/generated/purchar-needs/model/approval';
import { setTokens, setUserInfo } from '@/lib/session';
import { server } from './msw-server';
import { renderApp } from './render-app';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 30_000 });

// /purchar/needs (list, queues), /purchar/needs/$id (detail) and the bill editor against MSW overrides that behave
// like the server: bills in memory move through the approval states, queues list the bills waiting at their node,
// reject needs a reason, saves recompute nothing the client should have sent.

const ME = '100';
const OTHER = '200';

function menuNode(code: string, children?: Menu[]): Menu {
  return {
    id: code,
    parentId: '0',
    code,
    name: code,
    alias: code,
    path: '',
    source: '',
    sort: 1,
    category: 2,
    action: 0,
    isOpen: 1,
    children,
  };
}
const ALL_BUTTONS = [
  'view',
  'add',
  'edit',
  'delete',
  'submit',
  'approve',
  'reject',
  'cancel',
  'export',
  'import',
  'reject_material',
];
const buttons = (suffixes = ALL_BUTTONS) => [
  menuNode(
    'cg_needs',
    suffixes.map((s) => menuNode(`cg_needs_${s}`)),
  ),
];

const STATUS_NAMES = [
  '草稿',
  '待项目经理确认',
  '待总监审批',
  '待区域经理审批',
  '待经理审批',
  '审批通过',
  '已驳回',
];
const NODE_OF_STATUS: Record<number, NodeCode | null> = {
  1: 'PM',
  2: 'DIRECTOR',
  3: 'AREA_MANAGER',
  4: 'MANAGER',
};
const NODE_NAMES: Record<string, string> = {
  PM: '项目经理确认',
  DIRECTOR: '总监审批',
  AREA_MANAGER: '区域经理审批',
  MANAGER: '经理审批',
  SUBMIT: '提交',
};

const ok = <T,>(data: T) => ({ code: 200, success: true, msg: '操作成功', data });
const refuse = (status: number, msg: string) =>
  HttpResponse.json({ code: status, success: false, msg, data: null }, { status });

function item(n: number, extra: Partial<NeedsItem> = {}): NeedsItem {
  return {
    id: String(9000 + n),
    needsId: '1',
    lineNo: n,
    materialId: '501',
    materialCode: `M${String(n).padStart(4, '0')}`,
    materialName: `螺纹钢${n}`,
    spec: 'HRB400',
    unit: 't',
    unitName: '吨',
    categoryId: '11',
    categoryName: '钢筋',
    brandRequirement: '',
    technicalParams: '',
    qty: 1,
    estimatedPrice: null,
    estimatedAmount: null,
    needDate: null,
    usePart: '',
    itemStatus: 1,
    itemStatusName: '正常',
    rejectReason: '',
    rejectUserName: '',
    rejectTime: '',
    remark: '',
    ...extra,
  };
}

function bill(id: string, status: number, extra: Partial<NeedsDetail> = {}): NeedsDetail {
  const node = NODE_OF_STATUS[status] ?? null;
  return {
    id,
    needsNo: `XQ20260101${id.padStart(4, '0')}`,
    title: `需求${id}`,
    deptId: '31',
    deptName: '上海项目部',
    businessType: '',
    businessTypeName: '',
    needDate: null,
    deliveryAddressId: null,
    deliveryAddress: '',
    projectManagerId: '300',
    projectManagerName: '项目经理甲',
    totalQty: 1,
    estimatedAmount: 0,
    itemCount: 1,
    approveStatus: status as NeedsDetail['approveStatus'],
    approveStatusName: STATUS_NAMES[status]!,
    currentNode: node,
    currentNodeName: node ? NODE_NAMES[node]! : '',
    roundNo: status === 0 ? 0 : 1,
    execStatus: 0,
    execStatusName: '待执行',
    lastRejectReason: '',
    submitTime: '',
    approveTime: '',
    remark: '',
    createUser: ME,
    createUserName: '材料员',
    createTime: '2026-01-01 08:00:00',
    updateTime: '2026-01-01 08:00:00',
    allowedActions: [],
    items: [item(1)],
    ...extra,
  };
}

let bills: NeedsDetail[] = [];
let history: Record<string, ApproveRecord[]> = {};
let listCalls: { path: string; query: URLSearchParams }[] = [];
let actionCalls: { path: string; body: Record<string, unknown> }[] = [];
let saves: NeedsSubmit[] = [];
let importAnswer: NeedsImport;
let materials: Material[] = [];

const header = ({ items: _items, ...rest }: NeedsDetail): NeedsHeader => rest;
const pageOf = (rows: NeedsDetail[], query: URLSearchParams) => {
  const current = Number(query.get('current') ?? 1);
  const size = Number(query.get('size') ?? 10);
  return ok({
    records: rows.slice((current - 1) * size, current * size).map(header),
    total: rows.length,
    size,
    current,
    pages: Math.ceil(rows.length / size),
  });
};

function move(id: string, to: number, action: number, opinion: string, extra: Partial<NeedsDetail> = {}) {
  const found = bills.find((b) => b.id === id)!;
  const from = found.approveStatus;
  const next = bill(id, to, {
    ...found,
    ...extra,
    approveStatus: to as NeedsDetail['approveStatus'],
    approveStatusName: STATUS_NAMES[to]!,
    currentNode: NODE_OF_STATUS[to] ?? null,
    currentNodeName: NODE_OF_STATUS[to] ? NODE_NAMES[NODE_OF_STATUS[to]!]! : '',
  });
  bills = bills.map((b) => (b.id === id ? next : b));
  const record: ApproveRecord = {
    id: String(Date.now()),
    roundNo: 1,
    nodeCode: NODE_OF_STATUS[from] ?? 'SUBMIT',
    nodeName: NODE_NAMES[NODE_OF_STATUS[from] ?? 'SUBMIT']!,
    action,
    actionName: ['', '提交', '通过', '驳回', '撤回', '作废', '确认', '物料驳回'][action]!,
    approverId: ME,
    approverName: '我',
    opinion,
    fromStatus: from,
    fromStatusName: STATUS_NAMES[from]!,
    toStatus: to as ApproveRecord['toStatus'],
    toStatusName: STATUS_NAMES[to]!,
    actionTime: '2026-01-02 09:00:00',
  };
  history[id] = [...(history[id] ?? []), record];
  return ok({
    id,
    needsNo: next.needsNo,
    approveStatus: next.approveStatus,
    approveStatusName: next.approveStatusName,
    currentNode: next.currentNode,
    currentNodeName: next.currentNodeName,
    roundNo: next.roundNo,
    record,
  });
}

/** An approval at a fixed level, refused (409) when the bill is not there, as the server does. */
const approveAt = (path: string, status: number) =>
  http.post(`*/api/purchar/cg-needs/${path}`, async ({ request }) => {
    const body = (await request.json()) as { id: string; opinion?: string };
    actionCalls.push({ path, body });
    const found = bills.find((b) => b.id === body.id);
    if (!found || found.approveStatus !== status) return refuse(409, '单据已被他人处理,请刷新后重试');
    return HttpResponse.json(move(body.id, status === 4 ? 5 : status + 1, 2, body.opinion ?? ''));
  });

function serveNeeds(menu: Menu[] = buttons()) {
  server.use(
    getGetMenuButtonsMockHandler({ code: 200, success: true, msg: '', data: menu }),
    getGetDictionaryMockHandler(({ request }) =>
      ok(
        new URL(request.url).searchParams.get('code') === 'business_type'
          ? [
              {
                id: 'bt1',
                parentId: '1',
                code: 'business_type',
                dictKey: 'civil',
                dictValue: '土建',
                sort: 1,
                remark: '',
              },
            ]
          : [],
      ),
    ),
    getGetDeptTreeMockHandler(
      ok([
        {
          id: '3',
          parentId: '0',
          title: '华东区域',
          key: '3',
          value: '3',
          children: [{ id: '31', parentId: '3', title: '上海项目部', key: '31', value: '31' }],
        },
      ]),
    ),
    getGetDeliveryAddressPageMockHandler(ok({ records: [], total: 0, size: 500, current: 1, pages: 0 })),
    getGetNeedsProjectManagersMockHandler(ok([{ id: '300', account: 'pm1', name: '项目经理甲' }])),
    getGetMaterialCategoryTreeMockHandler(ok([])),
    getGetMaterialPageMockHandler(({ request }) => {
      const query = new URL(request.url).searchParams;
      const keyword = query.get('keyword') ?? '';
      const rows = materials.filter(
        (m) => m.materialCode.includes(keyword) || m.materialName.includes(keyword),
      );
      return ok({ records: rows, total: rows.length, size: 10, current: 1, pages: 1 });
    }),
    http.get('*/api/purchar/cg-needs/pages', ({ request }) => {
      const query = new URL(request.url).searchParams;
      listCalls.push({ path: 'pages', query });
      const rows = bills.filter(
        (b) =>
          (query.get('mine') !== '1' || b.createUser === ME) &&
          (query.get('approveStatus') === null || String(b.approveStatus) === query.get('approveStatus')),
      );
      return HttpResponse.json(pageOf(rows, query));
    }),
    ...(
      [
        ['approveProjectManagerList', 1],
        ['approveDirectorList', 2],
        ['approveAreaManagerList', 3],
        ['approveManagerList', 4],
      ] as const
    ).map(([path, status]) =>
      http.get(`*/api/purchar/cg-needs/${path}`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        listCalls.push({ path, query });
        return HttpResponse.json(
          pageOf(
            bills.filter((b) => b.approveStatus === status),
            query,
          ),
        );
      }),
    ),
    http.post('*/api/purchar/cg-needs/confirmSubmit/:id', async ({ params, request }) => {
      const body = ((await request.json().catch(() => ({}))) ?? {}) as { opinion?: string };
      actionCalls.push({ path: 'confirmSubmit', body: { id: params.id, ...body } });
      return HttpResponse.json(move(String(params.id), 2, 6, body.opinion ?? ''));
    }),
    approveAt('approve', 2),
    approveAt('approveAreaManager', 3),
    approveAt('approveManager', 4),
    http.post('*/api/purchar/cg-needs/reject', async ({ request }) => {
      const body = (await request.json()) as { id: string; opinion?: string };
      actionCalls.push({ path: 'reject', body });
      if (!body.opinion?.trim()) return refuse(400, '请填写驳回原因');
      return HttpResponse.json(move(body.id, 6, 3, body.opinion, { lastRejectReason: body.opinion }));
    }),
    http.post('*/api/purchar/cg-needs/submitApprove', async ({ request }) => {
      const body = (await request.json()) as { id: string };
      actionCalls.push({ path: 'submitApprove', body });
      return HttpResponse.json(move(body.id, 1, 1, ''));
    }),
    http.post('*/api/purchar/cg-needs/cancel', async ({ request }) => {
      const body = (await request.json()) as { id: string };
      actionCalls.push({ path: 'cancel', body });
      return HttpResponse.json(move(body.id, 0, 4, ''));
    }),
    http.delete('*/api/purchar/cg-needs/delete/:id', ({ params }) => {
      actionCalls.push({ path: 'delete', body: { id: params.id } });
      bills = bills.filter((b) => b.id !== params.id);
      return HttpResponse.json(ok(null));
    }),
    http.post('*/api/purchar/cg-needs/addOrEdit', async ({ request }) => {
      const body = (await request.json()) as NeedsSubmit;
      saves.push(body);
      const id = body.id ?? '77';
      const saved = bill(id, 0, {
        title: body.title,
        deptId: body.deptId,
        items: body.items.map((line, index) =>
          item(index + 1, {
            id: line.id ?? String(8000 + index),
            materialId: line.materialId,
            qty: line.qty,
          }),
        ),
      });
      bills = [...bills.filter((b) => b.id !== id), saved];
      return HttpResponse.json(ok(saved));
    }),
    getImportNeedsItemsMockHandler(() => ok(importAnswer)),
    getGetNeedsApproveInfoMockHandler(({ request }) => {
      const found = bills.find((b) => b.id === new URL(request.url).searchParams.get('needsId'))!;
      const info: ApproveInfo = {
        bizType: 'NEEDS',
        bizId: found.id,
        bizNo: found.needsNo,
        approveStatus: found.approveStatus,
        approveStatusName: found.approveStatusName,
        currentNode: found.currentNode,
        currentNodeName: found.currentNodeName,
        roundNo: found.roundNo,
        lastRejectReason: found.lastRejectReason,
        submitTime: '',
        approveTime: '',
        nodes: (['PM', 'DIRECTOR', 'AREA_MANAGER', 'MANAGER'] as const).map((code, index) => ({
          nodeCode: code,
          nodeName: NODE_NAMES[code]!,
          approverId: null,
          approverName: '',
          opinion: '',
          time: '',
          state:
            found.approveStatus === 6 && index === 2
              ? 'rejected'
              : found.approveStatus === 5 || index + 1 < found.approveStatus
                ? 'done'
                : index + 1 === found.approveStatus
                  ? 'current'
                  : 'pending',
        })),
      };
      return ok(info);
    }),
    getGetNeedsApproveHistoryMockHandler(({ request }) =>
      ok(history[new URL(request.url).searchParams.get('needsId') ?? ''] ?? []),
    ),
    http.get('*/api/purchar/cg-needs/:id', ({ params }) => {
      const found = bills.find((b) => b.id === params.id);
      return found ? HttpResponse.json(ok(found)) : refuse(404, '需求单不存在');
    }),
  );
}

function signInAs(roles: string) {
  setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  setUserInfo(
    getCreateTokenResponseMock({
      nick_name: '材料员',
      account: 'clerk',
      tenant_id: '000000',
      user_id: ME,
      role_name: roles,
    }),
  );
}

afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

beforeEach(() => {
  bills = [];
  history = {};
  listCalls = [];
  actionCalls = [];
  saves = [];
  materials = [];
  signInAs('material_clerk,director');
});

const rowOf = (table: HTMLElement, text: string) =>
  within(table).getByText(text).closest('tr') as HTMLElement;
const actionNames = (row: HTMLElement) =>
  within(row)
    .getAllByRole('button')
    .map((b) => b.textContent);

async function openList(path = '/purchar/needs', menu?: Menu[]) {
  serveNeeds(menu);
  const view = await renderApp(path);
  return view;
}

// ----------------------------------------------------------------------------------------------------- list

describe('the demand bill list', () => {
  it('shows my bills, and each queue tab calls its own queue', async () => {
    bills = [bill('1', 0), bill('2', 2, { createUser: OTHER }), bill('3', 3, { createUser: OTHER })];
    const { user, router } = await openList();
    const mine = await screen.findByRole('table', { name: '我的需求单' });
    await within(mine).findByText('需求1');
    expect(within(mine).queryByText('需求2')).not.toBeInTheDocument();
    expect(listCalls.at(-1)).toMatchObject({ path: 'pages' });
    expect(listCalls.at(-1)!.query.get('mine')).toBe('1');
    expect(within(rowOf(mine, '需求1')).getByText('草稿')).toBeInTheDocument();

    const expected = [
      ['待我确认', 'approveProjectManagerList', 'pm'],
      ['待总监审批', 'approveDirectorList', 'director'],
      ['待区域经理审批', 'approveAreaManagerList', 'areaManager'],
      ['待经理审批', 'approveManagerList', 'manager'],
    ] as const;
    for (const [tab, path, search] of expected) {
      await user.click(screen.getByRole('tab', { name: tab }));
      await waitFor(() => expect(listCalls.at(-1)?.path).toBe(path));
      expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      expect(router.state.location.search).toMatchObject({ tab: search });
      expect(listCalls.at(-1)!.query.get('mine')).toBeNull();
    }
    await screen.findByRole('table', { name: '待经理审批' });
    await user.click(screen.getByRole('tab', { name: '待区域经理审批' }));
    expect(
      await within(await screen.findByRole('table', { name: '待区域经理审批' })).findByText('需求3'),
    ).toBeInTheDocument();
  });

  it('offers each bill only the actions its state and the permissions allow', async () => {
    bills = [bill('1', 0), bill('2', 6, { lastRejectReason: '数量不对' }), bill('3', 1), bill('4', 5)];
    await openList();
    const mine = await screen.findByRole('table', { name: '我的需求单' });
    await within(mine).findByText('需求4');
    expect(actionNames(rowOf(mine, '需求1'))).toEqual(['查看', '编辑', '删除', '提交']);
    expect(actionNames(rowOf(mine, '需求2'))).toEqual(['查看', '编辑', '删除', '提交']);
    expect(actionNames(rowOf(mine, '需求3'))).toEqual(['查看', '撤回']);
    expect(actionNames(rowOf(mine, '需求4'))).toEqual(['查看']);
    expect(screen.getByRole('button', { name: '新增' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导出' })).toBeInTheDocument();
  });

  it('offers nothing to change, no queues and no export with the view permission only', async () => {
    bills = [bill('1', 0)];
    await openList('/purchar/needs', buttons(['view']));
    const mine = await screen.findByRole('table', { name: '我的需求单' });
    await within(mine).findByText('需求1');
    expect(actionNames(rowOf(mine, '需求1'))).toEqual(['查看']);
    expect(screen.getAllByRole('tab')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '导出' })).not.toBeInTheDocument();
  });

  it('submits a draft after confirmation, toasts, and shows its new state', async () => {
    bills = [bill('1', 0)];
    const { user } = await openList();
    const mine = await screen.findByRole('table', { name: '我的需求单' });
    await user.click(
      within(
        rowOf(
          await within(mine)
            .findByText('需求1')
            .then(() => mine),
          '需求1',
        ),
      ).getByRole('button', { name: '提交' }),
    );
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('XQ202601010001');
    await user.click(within(confirm).getByRole('button', { name: '提交' }));
    expect(await screen.findByText('提交成功')).toBeInTheDocument();
    expect(actionCalls).toEqual([
      { path: 'submitApprove', body: { id: '1', seenStatus: 0, seenRoundNo: 0 } },
    ]);
    expect(await within(mine).findByText('待项目经理确认')).toBeInTheDocument();
    expect(actionNames(rowOf(mine, '需求1'))).toEqual(['查看', '撤回']);
  });

  it('approves from the director queue with a comment', async () => {
    bills = [bill('2', 2, { createUser: OTHER })];
    const { user } = await openList('/purchar/needs?tab=director');
    const queue = await screen.findByRole('table', { name: '待总监审批' });
    await within(queue).findByText('需求2');
    expect(actionNames(rowOf(queue, '需求2'))).toEqual(['查看', '审批通过', '驳回']);
    await user.click(within(rowOf(queue, '需求2')).getByRole('button', { name: '审批通过' }));
    const dialog = await screen.findByRole('dialog', { name: '审批通过 · XQ202601010002' });
    await user.type(within(dialog).getByLabelText('审批意见'), '同意采购');
    await user.click(within(dialog).getByRole('button', { name: '审批通过' }));
    expect(await screen.findByText('审批成功')).toBeInTheDocument();
    expect(actionCalls).toEqual([
      { path: 'approve', body: { id: '2', opinion: '同意采购', seenStatus: 2, seenRoundNo: 1 } },
    ]);
    await waitFor(() => expect(within(queue).queryByText('需求2')).not.toBeInTheDocument());
  });

  it('will not reject without a reason, then rejects with it', async () => {
    bills = [bill('3', 3, { createUser: OTHER })];
    const { user } = await openList('/purchar/needs?tab=areaManager');
    const queue = await screen.findByRole('table', { name: '待区域经理审批' });
    await within(queue).findByText('需求3');
    await user.click(within(rowOf(queue, '需求3')).getByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog', { name: '驳回 · XQ202601010003' });
    await user.click(within(dialog).getByRole('button', { name: '驳回' }));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('驳回原因')).toHaveAccessibleDescription('请填写驳回原因');
    expect(actionCalls).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('驳回原因'), '预算超标');
    await user.click(within(dialog).getByRole('button', { name: '驳回' }));
    expect(await screen.findByText('驳回成功')).toBeInTheDocument();
    expect(actionCalls).toEqual([
      {
        path: 'reject',
        body: { id: '3', opinion: '预算超标', nodeCode: 'AREA_MANAGER', seenStatus: 3, seenRoundNo: 1 },
      },
    ]);
    expect(bills[0]!.lastRejectReason).toBe('预算超标');
  });
});

// --------------------------------------------------------------------------------------------------- detail

describe('the demand bill detail', () => {
  it('shows the progress, the history and the reason of a rejected line', async () => {
    bills = [
      bill('5', 3, {
        createUser: OTHER,
        items: [
          item(1),
          item(2, {
            itemStatus: 2,
            itemStatusName: '已驳回',
            rejectReason: '规格不符',
            rejectUserName: '总监乙',
            rejectTime: '2026-01-02 10:00:00',
          }),
        ],
      }),
    ];
    history['5'] = [
      {
        id: 'h1',
        roundNo: 1,
        nodeCode: 'SUBMIT',
        nodeName: '提交',
        action: 1,
        actionName: '提交',
        approverId: OTHER,
        approverName: '材料员',
        opinion: '',
        fromStatus: 0,
        fromStatusName: '草稿',
        toStatus: 1,
        toStatusName: '待项目经理确认',
        actionTime: '2026-01-01 09:00:00',
      },
      {
        id: 'h2',
        roundNo: 1,
        nodeCode: 'PM',
        nodeName: '项目经理确认',
        action: 6,
        actionName: '确认',
        approverId: '300',
        approverName: '项目经理甲',
        opinion: '已核对',
        fromStatus: 1,
        fromStatusName: '待项目经理确认',
        toStatus: 2,
        toStatusName: '待总监审批',
        actionTime: '2026-01-01 10:00:00',
      },
      {
        id: 'h3',
        roundNo: 1,
        nodeCode: 'DIRECTOR',
        nodeName: '总监审批',
        action: 2,
        actionName: '通过',
        approverId: '400',
        approverName: '总监乙',
        opinion: '同意',
        fromStatus: 2,
        fromStatusName: '待总监审批',
        toStatus: 3,
        toStatusName: '待区域经理审批',
        actionTime: '2026-01-01 11:00:00',
      },
    ];
    signInAs('area_manager');
    const { user } = await openList('/purchar/needs/5');
    const timeline = await screen.findByRole('list', { name: '审批记录' });
    const entries = within(timeline).getAllByRole('listitem');
    expect(entries.map((entry) => within(entry).getByText(/ · /).textContent)).toEqual([
      '材料员 · 提交 · 提交',
      '项目经理甲 · 项目经理确认 · 确认',
      '总监乙 · 总监审批 · 通过',
    ]);
    expect(entries[1]).toHaveTextContent('已核对');
    expect(entries[2]).toHaveTextContent('2026-01-01 11:00:00');

    const steps = screen.getByRole('list', { name: '审批进度' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['项目经理确认已完成', '总监审批已完成', '区域经理审批进行中', '经理审批未开始']);
    expect(within(steps).getAllByRole('listitem')[2]).toHaveAttribute('aria-current', 'step');

    const lines = screen.getByRole('table', { name: '需求明细' });
    expect(rowOf(lines, '螺纹钢2')).toHaveTextContent('已驳回: 规格不符');
    expect(rowOf(lines, '螺纹钢1')).not.toHaveTextContent('已驳回');

    // An area manager at the area manager node may approve, reject, and reject single lines.
    expect(screen.getByRole('button', { name: '审批通过' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '驳回' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '驳回物料' }));
    const dialog = await screen.findByRole('dialog', { name: '驳回物料 · XQ202601010005' });
    expect(within(dialog).queryByLabelText(/选择第 2 行/)).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('选择第 1 行 螺纹钢1')).toBeInTheDocument();
  });

  it('offers no approval to someone who does not act at the current node', async () => {
    bills = [bill('6', 4, { createUser: OTHER })];
    signInAs('director');
    await openList('/purchar/needs/6');
    await screen.findByRole('list', { name: '审批进度' });
    expect(screen.queryByRole('button', { name: '审批通过' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '驳回' })).not.toBeInTheDocument();
  });
});

// --------------------------------------------------------------------------------------------------- editor

const material = (n: number, name: string, status = 1): Material => ({
  id: String(500 + n),
  materialCode: `M${String(n).padStart(3, '0')}`,
  materialName: name,
  categoryId: '11',
  categoryName: '钢筋',
  spec: 'HRB400',
  unit: 't',
  unitName: '吨',
  brand: '',
  taxRate: 13,
  referencePrice: null,
  isStock: 1,
  status: status as 0 | 1,
  remark: '',
  createTime: '2026-01-01 08:00:00',
  updateTime: '2026-01-01 08:00:00',
});

const grid = () => screen.getByRole('table', { name: '需求明细' });
const totals = () => screen.getByRole('status', { name: '合计' });

async function pickMaterials(user: Awaited<ReturnType<typeof renderApp>>['user'], names: string[]) {
  await user.click(screen.getByRole('button', { name: '选择物料' }));
  const picker = await screen.findByRole('dialog', { name: '选择物料' });
  for (const name of names)
    await user.click(await within(picker).findByRole('checkbox', { name: new RegExp(name) }));
  await user.click(within(picker).getByRole('button', { name: '添加到明细' }));
}

describe('the bill editor', () => {
  it('picks materials, totals exactly, reorders and removes lines, and saves them in order', async () => {
    materials = [material(1, '螺纹钢'), material(2, '工字钢'), material(3, '旧水泥', 0)];
    const { user, router } = await openList('/purchar/needs/add');
    await user.click(await screen.findByRole('button', { name: '选择物料' }));
    const picker = await screen.findByRole('dialog', { name: '选择物料' });
    expect(await within(picker).findByRole('checkbox', { name: '选择 M003 旧水泥' })).toBeDisabled();
    await user.click(within(picker).getByRole('checkbox', { name: '选择 M001 螺纹钢' }));
    await user.click(within(picker).getByRole('checkbox', { name: '选择 M002 工字钢' }));
    await user.click(within(picker).getByRole('button', { name: '添加到明细' }));

    await user.type(within(grid()).getByLabelText('第 1 行 数量'), '0.1');
    await user.type(within(grid()).getByLabelText('第 2 行 数量'), '0.2');
    await user.type(within(grid()).getByLabelText('第 1 行 预估单价'), '0.1');
    await user.type(within(grid()).getByLabelText('第 2 行 预估单价'), '10.005');
    expect(totals()).toHaveTextContent('共 2 行');
    expect(totals()).toHaveTextContent('总数量 0.3');
    // 0.1 × 0.1 = 0.01; 0.2 × 10.005 = 2.001 → 2.00; together 2.01.
    expect(totals()).toHaveTextContent('预估金额 2.01');

    await user.click(within(grid()).getByRole('button', { name: '第 2 行上移' }));
    expect(within(grid()).getByLabelText('第 1 行 数量')).toHaveValue('0.2');
    expect(rowOf(grid(), '工字钢')).toHaveAttribute('aria-rowindex', '2');

    await pickMaterials(user, ['M001']);
    await user.click(within(grid()).getByRole('button', { name: '删除第 3 行' }));
    expect(totals()).toHaveTextContent('共 2 行');

    await user.type(screen.getByLabelText('标题'), '三月钢材');
    await user.click(screen.getByLabelText('项目部'));
    await user.click(await screen.findByRole('button', { name: '展开 华东区域' }));
    await user.click(screen.getByRole('button', { name: '上海项目部', pressed: false }));
    await user.selectOptions(await screen.findByLabelText('确认项目经理'), '项目经理甲');
    await user.click(screen.getByRole('button', { name: '保存草稿' }));

    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(saves).toEqual([
      expect.objectContaining({
        title: '三月钢材',
        deptId: '31',
        projectManagerId: '300',
        items: [
          expect.objectContaining({ materialId: '502', qty: 0.2, estimatedPrice: 10.005 }),
          expect.objectContaining({ materialId: '501', qty: 0.1, estimatedPrice: 0.1 }),
        ],
      }),
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchar/needs/edit/77'));
  });

  it('refuses to save a line without a quantity, naming the line', async () => {
    materials = [material(1, '螺纹钢')];
    const { user } = await openList('/purchar/needs/add');
    await screen.findByRole('button', { name: '选择物料' });
    await pickMaterials(user, ['M001']);
    await user.type(screen.getByLabelText('标题'), '缺数量');
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(screen.getByLabelText('项目部')).toHaveAccessibleDescription('请选择项目部'));
    expect(await screen.findByText('第 1 行 数量: 请输入数量')).toBeInTheDocument();
    expect(within(grid()).getByLabelText('第 1 行 数量')).toHaveAttribute('aria-invalid', 'true');
    expect(saves).toHaveLength(0);
  });

  it('asks before leaving with unsaved changes, and stays when told to', async () => {
    bills = [bill('1', 0)];
    const { user, router } = await openList('/purchar/needs/edit/1');
    const qty = await within(await screen.findByRole('table', { name: '需求明细' })).findByLabelText(
      '第 1 行 数量',
    );
    await user.clear(qty);
    await user.type(qty, '5');
    await user.click(screen.getByRole('link', { name: '返回列表' }));
    const ask = await screen.findByRole('alertdialog', { name: '离开此页?' });
    await user.click(within(ask).getByRole('button', { name: '留下' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/purchar/needs/edit/1');
    expect(within(grid()).getByLabelText('第 1 行 数量')).toHaveValue('5');

    await user.click(screen.getByRole('link', { name: '返回列表' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '离开' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchar/needs'));
  });

  it('leaves without asking when nothing changed', async () => {
    bills = [bill('1', 0)];
    const { user, router } = await openList('/purchar/needs/edit/1');
    await within(await screen.findByRole('table', { name: '需求明细' })).findByLabelText('第 1 行 数量');
    await user.click(screen.getByRole('link', { name: '返回列表' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchar/needs'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('lists the errors of an import by row and column and adds no line', async () => {
    importAnswer = {
      valid: false,
      rowCount: 3,
      lines: [],
      errors: [
        { row: 2, column: 'materialCode', columnName: '物料编码', value: 'X999', message: '物料不存在' },
        { row: 4, column: 'qty', columnName: '数量', value: '-1', message: '数量须大于 0' },
      ],
    };
    const { user } = await openList('/purchar/needs/add');
    await screen.findByRole('button', { name: '导入明细' });
    await user.upload(
      screen.getByLabelText('导入明细', { selector: 'input' }),
      new File(['PK'], 'lines.xlsx'),
    );
    const dialog = await screen.findByRole('dialog', { name: '导入失败' });
    const rows = within(within(dialog).getByRole('table')).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['2', '物料编码', 'X999', '物料不存在'],
      ['4', '数量', '-1', '数量须大于 0'],
    ]);
    await user.click(within(dialog).getAllByRole('button', { name: '关闭' })[0]!);
    expect(screen.getByText('暂无明细, 请选择物料或导入明细')).toBeInTheDocument();
    expect(totals()).toHaveTextContent('共 0 行');
  });

  it('appends the lines of a valid import', async () => {
    importAnswer = {
      valid: true,
      rowCount: 1,
      errors: [],
      lines: [
        {
          row: 2,
          materialId: '501',
          materialCode: 'M001',
          materialName: '螺纹钢',
          spec: '',
          unit: 't',
          unitName: '吨',
          categoryId: null,
          categoryName: '',
          qty: 2.5,
          estimatedPrice: 4000,
          estimatedAmount: 10000,
          needDate: '2026-03-01',
          usePart: '1#楼',
          brandRequirement: '',
          technicalParams: '',
          remark: '',
        },
      ],
    };
    const { user } = await openList('/purchar/needs/add');
    await screen.findByRole('button', { name: '导入明细' });
    await user.upload(
      screen.getByLabelText('导入明细', { selector: 'input' }),
      new File(['PK'], 'lines.xlsx'),
    );
    expect(await screen.findByText('已导入 1 行明细')).toBeInTheDocument();
    expect(within(grid()).getByLabelText('第 1 行 数量')).toHaveValue('2.5');
    expect(totals()).toHaveTextContent('预估金额 10000.00');
  });

  it('renders only a window of a 2 000-line bill, and typing changes the totals', async () => {
    bills = [
      bill('9', 0, {
        items: Array.from({ length: 2000 }, (_, i) => item(i + 1, { id: String(20000 + i), qty: 1 })),
      }),
    ];
    await openList('/purchar/needs/edit/9');
    const table = await screen.findByRole('table', { name: '需求明细' });
    await within(table).findByLabelText('第 1 行 数量');
    expect(table).toHaveAttribute('aria-rowcount', '2001');
    const rendered =
      within(table)
        .getAllByRole('row')
        .filter((row) => row.hasAttribute('aria-rowindex')).length - 1;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(60);
    expect(within(table).queryByLabelText('第 2000 行 数量')).not.toBeInTheDocument();
    expect(totals()).toHaveTextContent('共 2000 行');
    expect(totals()).toHaveTextContent('总数量 2000');
    fireEvent.change(within(table).getByLabelText('第 1 行 数量'), { target: { value: '1.5' } });
    await waitFor(() => expect(totals()).toHaveTextContent('总数量 2000.5'));
  });
});
