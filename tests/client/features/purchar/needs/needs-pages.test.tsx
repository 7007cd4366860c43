import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getImportNeedsItemsMockHandler } from '@/api/generated/purchar-needs/endpoints/cg-needs/cg-needs.msw';
import type { NeedsDetail, NeedsImport } from '@/api/generated/purchar-needs/model';
import { setLanguage } from '@/lib/i18n';
import { getTags } from '@/lib/tags';
import { materials } from '@/server/db/schema/master-data';
import { server } from '../../../msw-server';
import { renderApp } from '../../../render-app';
import {
  addDirectorOfAnotherRegion,
  addRole,
  addUser,
  apiFor,
  deptIdOf,
  grantMenus,
  NEEDS_MENU_CODES,
  revokeMenus,
  signInAs,
  userIdOf,
  type Api,
} from '../../../support/fixtures';
import { startRealBackend, type RealBackend } from '../../../support/real-backend';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

// /purchar/needs (list, queues), /purchar/needs/$id (detail) and the bill editor against the real server (one
// in-memory database for the file): bills are made and moved through the approval chain by the demo's users
// (clerk 陈材 creates, pm 王项目 confirms, director 李总监, area 赵区域, manager 孙经理 approve), and the pages
// offer what the server says each caller may do. Every test makes its own bills with their own titles.

let backend: RealBackend;
let shanghai: string;
let pmId: string;
const REBAR = '41000001';
const CEMENT = '41000004';
/** Who acts at each node after the creator submits. */
const APPROVERS = ['pm', 'director', 'area', 'manager'] as const;
const people = new Map<string, Api>();

/** A person's API for arranging data (one sign-in per person for the file). */
async function as(account: string): Promise<Api> {
  let api = people.get(account);
  if (!api) {
    api = await apiFor(backend, account);
    people.set(account, api);
  }
  return api;
}

beforeAll(async () => {
  backend = await startRealBackend();
  // The seed's roles see the demand bill menu but not its buttons: grant them as an administrator would.
  for (const role of ['material_clerk', 'project_manager', 'director', 'area_manager', 'manager'])
    await grantMenus(backend, role, NEEDS_MENU_CODES);
  // The editor's pickers read materials, their categories and the delivery addresses.
  await grantMenus(backend, 'material_clerk', [
    'cg_material',
    'cg_material_view',
    'cg_material_category',
    'cg_material_category_view',
    'cg_delivery_address',
    'cg_delivery_address_view',
  ]);
  shanghai = await deptIdOf(backend, '上海项目部');
  pmId = await userIdOf(backend, 'pm');
  // A disabled material: the picker shows it but will not take it.
  await backend.db.insert(materials).values({
    id: '41009999',
    tenantId: '000000',
    materialCode: 'WZ9999001',
    materialName: '旧水泥',
    categoryId: '40000003',
    spec: 'P.O 32.5',
    unit: 't',
    status: 0,
  });
});
afterAll(() => backend.close());
beforeEach(() => backend.serve());
afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

type Line = { materialId: string; qty: number; estimatedPrice?: number };

/** A draft made by `creator` (the clerk unless told), with the pm chosen to confirm it. */
async function draft(title: string, creator = 'clerk', lines: Line[] = [{ materialId: REBAR, qty: 1 }]) {
  const api = await as(creator);
  return api.post<NeedsDetail>('/purchar/cg-needs/addOrEdit', {
    title,
    deptId: shanghai,
    projectManagerId: pmId,
    items: lines,
  });
}

/** Walks a bill on: submitted by its creator, then decided by the next `steps` approvers (pm confirms first). */
async function advance(bill: NeedsDetail, steps: number, creator = 'clerk', opinions: string[] = []) {
  await (await as(creator)).post('/purchar/cg-needs/submitApprove', { id: bill.id });
  const paths = [
    '',
    '/purchar/cg-needs/approve',
    '/purchar/cg-needs/approveAreaManager',
    '/purchar/cg-needs/approveManager',
  ];
  for (let step = 0; step < steps; step += 1) {
    const api = await as(APPROVERS[step]!);
    const opinion = opinions[step] ?? '';
    if (step === 0) await api.post(`/purchar/cg-needs/confirmSubmit/${bill.id}`, { opinion });
    else await api.post(paths[step]!, { id: bill.id, opinion });
  }
  return bill;
}

/** A bill waiting at: 1 PM, 2 DIRECTOR, 3 AREA_MANAGER, 4 MANAGER; 5 approved. */
const billAt = async (title: string, status: 1 | 2 | 3 | 4 | 5) => advance(await draft(title), status - 1);

const rowOf = (table: HTMLElement, text: string) =>
  within(table).getByText(text).closest('tr') as HTMLElement;
const actionNames = (row: HTMLElement) =>
  within(row)
    .getAllByRole('button')
    .map((b) => b.textContent);
/** The list filtered to one test's bills (the database is shared by the file). */
const listOf = (title: string, tab?: string) =>
  `/purchar/needs?title=${encodeURIComponent(title)}${tab ? `&tab=${tab}` : ''}`;
const sentTo = (path: string) => backend.sent.filter((request) => request.path === path);

// ----------------------------------------------------------------------------------------------------- list

describe('the demand bill list', () => {
  it('shows my bills, and each queue tab calls its own queue', async () => {
    await draft('L1我的草稿', 'director');
    await billAt('L1待总监', 2);
    await signInAs(backend, 'director');
    const { user, router } = await renderApp(listOf('L1'));
    const mine = await screen.findByRole('table', { name: '我的需求单' });
    await within(mine).findByText('L1我的草稿');
    expect(within(mine).queryByText('L1待总监')).not.toBeInTheDocument();
    expect(sentTo('/purchar/cg-needs/pages').at(-1)!.query.get('mine')).toBe('1');
    expect(within(rowOf(mine, 'L1我的草稿')).getByText('草稿')).toBeInTheDocument();

    const expected = [
      ['待我确认', 'approveProjectManagerList', 'pm'],
      ['待总监审批', 'approveDirectorList', 'director'],
      ['待区域经理审批', 'approveAreaManagerList', 'areaManager'],
      ['待经理审批', 'approveManagerList', 'manager'],
    ] as const;
    for (const [tab, path, search] of expected) {
      await user.click(screen.getByRole('tab', { name: tab }));
      await waitFor(() => expect(backend.sent.at(-1)?.path).toBe(`/purchar/cg-needs/${path}`));
      expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      expect(router.state.location.search).toMatchObject({ tab: search });
      expect(backend.sent.at(-1)!.query.get('mine')).toBeNull();
    }
    await screen.findByRole('table', { name: '待经理审批' });
    // The arrow keys move between the tabs (the WAI-ARIA pattern), and the URL follows.
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ tab: 'areaManager' }));
    await user.click(screen.getByRole('tab', { name: '待总监审批' }));
    expect(
      await within(await screen.findByRole('table', { name: '待总监审批' })).findByText('L1待总监'),
    ).toBeInTheDocument();
  });

  it('offers each bill only the actions its state and the permissions allow', async () => {
    await draft('L2草稿');
    const rejected = await billAt('L2驳回', 2);
    await (await as('director')).post('/purchar/cg-needs/reject', { id: rejected.id, opinion: '数量不对' });
    await billAt('L2待确认', 1);
    await billAt('L2通过', 5);
    await signInAs(backend, 'clerk');
    await renderApp(listOf('L2'));
    const mine = await screen.findByRole('table', { name: '我的需求单' });
    await within(mine).findByText('L2通过');
    expect(actionNames(rowOf(mine, 'L2草稿'))).toEqual(['查看', '编辑', '删除', '提交']);
    expect(actionNames(rowOf(mine, 'L2驳回'))).toEqual(['查看', '编辑', '删除', '提交']);
    expect(actionNames(rowOf(mine, 'L2待确认'))).toEqual(['查看', '撤回']);
    expect(actionNames(rowOf(mine, 'L2通过'))).toEqual(['查看']);
    expect(screen.getByRole('button', { name: '新增' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导出' })).toBeInTheDocument();
  });

  it('offers nothing to change, no queues and no export with the view permission only', async () => {
    await addRole(backend, 'needs_viewer', '需求查看');
    await grantMenus(backend, 'needs_viewer', ['cg_needs', 'cg_needs_view', 'cg_needs_add']);
    await addUser(backend, {
      account: 'viewer',
      name: '查看员',
      roleAlias: 'needs_viewer',
      deptName: '上海项目部',
    });
    await draft('L3只看', 'viewer');
    // The bill exists; now the viewer may only look.
    await revokeMenus(backend, 'needs_viewer', ['cg_needs_add']);
    await signInAs(backend, 'viewer');
    await renderApp(listOf('L3'));
    const mine = await screen.findByRole('table', { name: '我的需求单' });
    await within(mine).findByText('L3只看');
    expect(actionNames(rowOf(mine, 'L3只看'))).toEqual(['查看']);
    // 我的需求单 and 全部; no 已办 and no queues without the approve permission.
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['我的需求单', '全部']);
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '导出' })).not.toBeInTheDocument();
  });

  it('shows 全部 and 已办 (the bills I decided on), and exports what the tab shows', async () => {
    await billAt('L8总监已批', 3);
    await draft('L8材料员草稿');
    await signInAs(backend, 'director');
    const { user } = await renderApp(listOf('L8', 'all'));
    const all = await screen.findByRole('table', { name: '全部' });
    await within(all).findByText('L8材料员草稿');
    expect(within(all).getByText('L8总监已批')).toBeInTheDocument();
    const allCall = sentTo('/purchar/cg-needs/pages').at(-1)!;
    expect([allCall.query.get('mine'), allCall.query.get('done')]).toEqual([null, null]);

    await user.click(screen.getByRole('tab', { name: '已办' }));
    const done = await screen.findByRole('table', { name: '已办' });
    await within(done).findByText('L8总监已批');
    expect(within(done).queryByText('L8材料员草稿')).not.toBeInTheDocument();
    expect(sentTo('/purchar/cg-needs/pages').at(-1)!.query.get('done')).toBe('1');

    await user.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(sentTo('/purchar/cg-needs/export')).not.toHaveLength(0));
    const exported = sentTo('/purchar/cg-needs/export').at(-1)!.query;
    expect([exported.get('done'), exported.get('title'), exported.get('mine')]).toEqual(['1', 'L8', null]);
  });

  it('speaks English, with the approval kit strings the area loads', async () => {
    await draft('L7英文');
    await signInAs(backend, 'clerk');
    await setLanguage('en');
    await renderApp(listOf('L7'));
    const mine = await screen.findByRole('table', { name: 'My bills' });
    await within(mine).findByText('L7英文');
    expect(screen.getByRole('tab', { name: 'To confirm' })).toBeInTheDocument();
    expect(within(rowOf(mine, 'L7英文')).getByText('Draft')).toBeInTheDocument();
    expect(actionNames(rowOf(mine, 'L7英文'))).toEqual(['View', 'Edit', 'Delete', 'Submit']);
  });

  it('submits a draft after confirmation, toasts, and shows its new state', async () => {
    const bill = await draft('L4提交');
    await signInAs(backend, 'clerk');
    const { user } = await renderApp(listOf('L4'));
    const mine = await screen.findByRole('table', { name: '我的需求单' });
    await within(mine).findByText('L4提交');
    await user.click(within(rowOf(mine, 'L4提交')).getByRole('button', { name: '提交' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(bill.needsNo);
    await user.click(within(confirm).getByRole('button', { name: '提交' }));
    expect(await screen.findByText('提交成功')).toBeInTheDocument();
    expect(sentTo('/purchar/cg-needs/submitApprove').map((request) => request.body)).toEqual([
      { id: bill.id, seenStatus: 0, seenRoundNo: 0 },
    ]);
    expect(await within(mine).findByText('待项目经理确认')).toBeInTheDocument();
    await waitFor(() => expect(actionNames(rowOf(mine, 'L4提交'))).toEqual(['查看', '撤回']));
  });

  it('approves from the director queue with a comment', async () => {
    const bill = await billAt('L5总监', 2);
    await signInAs(backend, 'director');
    const { user } = await renderApp(listOf('L5', 'director'));
    const queue = await screen.findByRole('table', { name: '待总监审批' });
    await within(queue).findByText('L5总监');
    expect(actionNames(rowOf(queue, 'L5总监'))).toEqual(['查看', '审批通过', '驳回']);
    await user.click(within(rowOf(queue, 'L5总监')).getByRole('button', { name: '审批通过' }));
    const dialog = await screen.findByRole('dialog', { name: `审批通过 · ${bill.needsNo}` });
    await user.type(within(dialog).getByLabelText('审批意见'), '同意采购');
    await user.click(within(dialog).getByRole('button', { name: '审批通过' }));
    expect(await screen.findByText('审批成功')).toBeInTheDocument();
    expect(sentTo('/purchar/cg-needs/approve').map((request) => request.body)).toEqual([
      { id: bill.id, opinion: '同意采购', seenStatus: 2, seenRoundNo: 1 },
    ]);
    await waitFor(() => expect(within(queue).queryByText('L5总监')).not.toBeInTheDocument());
  });

  it('will not reject without a reason, then rejects with it', async () => {
    const bill = await billAt('L6区域', 3);
    await signInAs(backend, 'area');
    const { user } = await renderApp(listOf('L6', 'areaManager'));
    const queue = await screen.findByRole('table', { name: '待区域经理审批' });
    await within(queue).findByText('L6区域');
    await user.click(within(rowOf(queue, 'L6区域')).getByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog', { name: `驳回 · ${bill.needsNo}` });
    await user.click(within(dialog).getByRole('button', { name: '驳回' }));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('驳回原因')).toHaveAccessibleDescription('请填写驳回原因');
    expect(sentTo('/purchar/cg-needs/reject')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('驳回原因'), '预算超标');
    await user.click(within(dialog).getByRole('button', { name: '驳回' }));
    expect(await screen.findByText('驳回成功')).toBeInTheDocument();
    expect(sentTo('/purchar/cg-needs/reject').map((request) => request.body)).toEqual([
      { id: bill.id, opinion: '预算超标', nodeCode: 'AREA_MANAGER', seenStatus: 3, seenRoundNo: 1 },
    ]);
    const now = await (await as('clerk')).get<NeedsDetail>(`/purchar/cg-needs/${bill.id}`);
    expect(now.lastRejectReason).toBe('预算超标');
  });
});

// --------------------------------------------------------------------------------------------------- detail

describe('the demand bill detail', () => {
  it('shows the progress, the history and the reason of a rejected line', async () => {
    const bill = await draft('D1明细', 'clerk', [
      { materialId: REBAR, qty: 1 },
      { materialId: CEMENT, qty: 2 },
    ]);
    await advance(bill, 1, 'clerk', ['已核对']);
    const director = await as('director');
    const cement = bill.items.find((item) => item.materialId === CEMENT)!;
    await director.post('/purchar/cg-needs/rejectMaterial', {
      needsId: bill.id,
      itemIds: [cement.id],
      reason: '规格不符',
    });
    await director.post('/purchar/cg-needs/approve', { id: bill.id, opinion: '同意' });

    await signInAs(backend, 'area');
    const { user } = await renderApp(`/purchar/needs/${bill.id}`);
    const timeline = await screen.findByRole('list', { name: '审批记录' });
    const entries = within(timeline).getAllByRole('listitem');
    expect(entries.map((entry) => within(entry).getByText(/ · /).textContent)).toEqual([
      '陈材 · 提交 · 提交',
      '王项目 · 项目经理确认 · 确认',
      '李总监 · 总监审批 · 物料驳回',
      '李总监 · 总监审批 · 通过',
    ]);
    expect(entries[1]).toHaveTextContent('已核对');
    expect(entries[3]).toHaveTextContent('同意');

    const steps = screen.getByRole('list', { name: '审批进度' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.textContent?.replace(/(王项目|李总监).*$/, '')),
    ).toEqual(['项目经理确认已完成', '总监审批已完成', '区域经理审批进行中', '经理审批未开始']);
    expect(within(steps).getAllByRole('listitem')[2]).toHaveAttribute('aria-current', 'step');

    const lines = screen.getByRole('table', { name: '需求明细' });
    expect(rowOf(lines, '普通硅酸盐水泥')).toHaveTextContent('已驳回: 规格不符');
    expect(rowOf(lines, '热轧带肋钢筋')).not.toHaveTextContent('已驳回');

    // The area manager at the area manager node may approve, reject, and reject single lines.
    expect(screen.getByRole('button', { name: '审批通过' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '驳回' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '驳回物料' }));
    const dialog = await screen.findByRole('dialog', { name: `驳回物料 · ${bill.needsNo}` });
    expect(within(dialog).queryByLabelText(/选择第 2 行/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '驳回物料' }));
    expect(await within(dialog).findByText('请选择至少一行明细')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('选择第 1 行 热轧带肋钢筋'));
    await user.type(within(dialog).getByLabelText('驳回原因'), '不再需要');
    await user.click(within(dialog).getByRole('button', { name: '驳回物料' }));
    expect(await screen.findByText('物料驳回成功')).toBeInTheDocument();
    const rebar = bill.items.find((item) => item.materialId === REBAR)!;
    expect(sentTo('/purchar/cg-needs/rejectMaterial').map((request) => request.body)).toEqual([
      { needsId: bill.id, itemIds: [rebar.id], reason: '不再需要', seenStatus: 3, seenRoundNo: 1 },
    ]);
    expect(await within(lines).findByText('已驳回: 不再需要')).toBeInTheDocument();
  });

  it('offers no approval to someone who does not act at the current node', async () => {
    const bill = await billAt('D2经理', 4);
    await signInAs(backend, 'director');
    await renderApp(`/purchar/needs/${bill.id}`);
    await screen.findByRole('list', { name: '审批进度' });
    expect(screen.queryByRole('button', { name: '审批通过' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '驳回' })).not.toBeInTheDocument();
  });

  it('offers a director of another region no approval of a bill waiting for the director', async () => {
    const bill = await billAt('D3他区', 2);
    const south = await addDirectorOfAnotherRegion(backend);
    // The role is the same as the bill's director's; only the department path differs.
    await signInAs(backend, south);
    await renderApp(`/purchar/needs/${bill.id}`);
    const steps = await screen.findByRole('list', { name: '审批进度' });
    expect(within(steps).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByRole('button', { name: '审批通过' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '驳回' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '驳回物料' })).not.toBeInTheDocument();
    // The server agrees: the same approval from this director is refused.
    const refused = await (await as(south)).send('POST', '/purchar/cg-needs/approve', { id: bill.id });
    expect(refused.status).toBe(403);
  });

  it('says when the bill cannot be loaded, with a way back', async () => {
    await signInAs(backend, 'clerk');
    await renderApp('/purchar/needs/1234567890');
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('需求单加载失败');
    expect(screen.getByRole('link', { name: '返回列表' })).toBeInTheDocument();
  });
});

// --------------------------------------------------------------------------------------------------- editor

const grid = () => screen.getByRole('table', { name: '需求明细' });
const totals = () => screen.getByRole('status', { name: '合计' });

async function pickMaterials(user: Awaited<ReturnType<typeof renderApp>>['user'], codes: string[]) {
  await user.click(screen.getByRole('button', { name: '选择物料' }));
  const picker = await screen.findByRole('dialog', { name: '选择物料' });
  for (const code of codes)
    await user.click(await within(picker).findByRole('checkbox', { name: new RegExp(`^选择 ${code} `) }));
  await user.click(within(picker).getByRole('button', { name: '添加到明细' }));
}

async function typeInto(user: Awaited<ReturnType<typeof renderApp>>['user'], label: string, text: string) {
  const input = within(grid()).getByLabelText(label);
  await user.clear(input);
  await user.type(input, text);
}

describe('the bill editor', () => {
  it('picks materials, totals exactly, reorders and removes lines, and saves them in order', async () => {
    await signInAs(backend, 'clerk');
    const { user, router } = await renderApp('/purchar/needs/add');
    await user.click(await screen.findByRole('button', { name: '选择物料' }));
    const picker = await screen.findByRole('dialog', { name: '选择物料' });
    await user.type(within(picker).getByLabelText('物料编码/名称'), '水泥');
    await user.click(within(picker).getByRole('button', { name: '搜索' }));
    expect(await within(picker).findByRole('checkbox', { name: '选择 WZ9999001 旧水泥' })).toBeDisabled();
    await user.clear(within(picker).getByLabelText('物料编码/名称'));
    await user.click(within(picker).getByRole('button', { name: '搜索' }));
    await user.click(await within(picker).findByRole('checkbox', { name: /^选择 WZ0101001 / }));
    await user.click(within(picker).getByRole('checkbox', { name: /^选择 WZ0101002 / }));
    await user.click(within(picker).getByRole('button', { name: '添加到明细' }));

    await typeInto(user, '第 1 行 数量', '0.1');
    await typeInto(user, '第 2 行 数量', '0.2');
    await typeInto(user, '第 1 行 预估单价', '0.1');
    await typeInto(user, '第 2 行 预估单价', '10.005');
    expect(totals()).toHaveTextContent('共 2 行');
    expect(totals()).toHaveTextContent('总数量 0.3');
    // 0.1 × 0.1 = 0.01; 0.2 × 10.005 = 2.001 → 2.00; together 2.01.
    expect(totals()).toHaveTextContent('预估金额 2.01');

    await user.click(within(grid()).getByRole('button', { name: '第 2 行上移' }));
    expect(within(grid()).getByLabelText('第 1 行 数量')).toHaveValue('0.2');
    expect(rowOf(grid(), 'HRB400E Φ25')).toHaveAttribute('aria-rowindex', '2');

    await pickMaterials(user, ['WZ0101003']);
    await user.click(within(grid()).getByRole('button', { name: '删除第 3 行' }));
    expect(totals()).toHaveTextContent('共 2 行');

    await user.type(screen.getByLabelText('标题'), 'E1三月钢材');
    await user.click(screen.getByLabelText('项目部'));
    for (const group of ['总公司', '华东区域']) {
      const expand = screen.queryByRole('button', { name: `展开 ${group}` });
      if (expand) await user.click(expand);
    }
    await user.click(await screen.findByRole('button', { name: '上海项目部', pressed: false }));
    // The project managers of the chosen department arrive after it is chosen.
    await screen.findByRole('option', { name: '王项目' });
    await user.selectOptions(screen.getByLabelText('确认项目经理'), '王项目');
    await user.click(screen.getByRole('button', { name: '保存草稿' }));

    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(sentTo('/purchar/cg-needs/addOrEdit').map((request) => request.body)).toEqual([
      expect.objectContaining({
        title: 'E1三月钢材',
        deptId: shanghai,
        projectManagerId: pmId,
        items: [
          expect.objectContaining({ materialId: '41000002', qty: 0.2, estimatedPrice: 10.005 }),
          expect.objectContaining({ materialId: '41000001', qty: 0.1, estimatedPrice: 0.1 }),
        ],
      }),
    ]);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/purchar\/needs\/edit\/\d+$/));
    const id = router.state.location.pathname.split('/').at(-1)!;
    // The 新增 tab became the bill's edit tab (no stale 新增 tab beside it).
    const tabs = getTags().map((tag) => tag.value);
    expect(tabs).toContain(`/purchar/needs/edit/${id}`);
    expect(tabs).not.toContain('/purchar/needs/add');
    const saved = await (await as('clerk')).get<NeedsDetail>(`/purchar/cg-needs/${id}`);
    expect(saved.items.map((item) => [item.materialId, item.qty, item.estimatedAmount])).toEqual([
      ['41000002', 0.2, 2],
      ['41000001', 0.1, 0.01],
    ]);
  });

  it('refuses to save a line without a quantity, naming the line', async () => {
    await signInAs(backend, 'clerk');
    const { user } = await renderApp('/purchar/needs/add');
    await screen.findByRole('button', { name: '选择物料' });
    await pickMaterials(user, ['WZ0101001']);
    await user.type(screen.getByLabelText('标题'), 'E2缺数量');
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(screen.getByLabelText('项目部')).toHaveAccessibleDescription('请选择项目部'));
    expect(await screen.findByText('第 1 行 数量: 请输入数量')).toBeInTheDocument();
    expect(within(grid()).getByLabelText('第 1 行 数量')).toHaveAttribute('aria-invalid', 'true');
    expect(sentTo('/purchar/cg-needs/addOrEdit')).toHaveLength(0);
  });

  it('asks before leaving with unsaved changes, and stays when told to', async () => {
    const bill = await draft('E3离开');
    await signInAs(backend, 'clerk');
    const { user, router } = await renderApp(`/purchar/needs/edit/${bill.id}`);
    const qty = await within(await screen.findByRole('table', { name: '需求明细' })).findByLabelText(
      '第 1 行 数量',
    );
    await user.clear(qty);
    await user.type(qty, '5');
    await user.click(screen.getByRole('link', { name: '返回列表' }));
    const ask = await screen.findByRole('alertdialog', { name: '离开此页?' });
    await user.click(within(ask).getByRole('button', { name: '留下' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(`/purchar/needs/edit/${bill.id}`);
    expect(within(grid()).getByLabelText('第 1 行 数量')).toHaveValue('5');

    await user.click(screen.getByRole('link', { name: '返回列表' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '离开' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchar/needs'));
  });

  it('leaves without asking when nothing changed', async () => {
    const bill = await draft('E4不改');
    await signInAs(backend, 'clerk');
    const { user, router } = await renderApp(`/purchar/needs/edit/${bill.id}`);
    await within(await screen.findByRole('table', { name: '需求明细' })).findByLabelText('第 1 行 数量');
    await user.click(screen.getByRole('link', { name: '返回列表' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchar/needs'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('will not edit a submitted bill', async () => {
    const bill = await billAt('E5已提交', 1);
    await signInAs(backend, 'clerk');
    await renderApp(`/purchar/needs/edit/${bill.id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('该需求单已提交或已审批, 不能编辑');
    expect(screen.getByRole('link', { name: '查看' })).toHaveAttribute('href', `/purchar/needs/${bill.id}`);
  });

  // The import's answer comes from the contract's mock here: the server's reading of .xlsx files is tested on
  // the server (tests/server/needs.test.ts); these tests are about what the editor does with the answer.
  const answerImport = (answer: NeedsImport) =>
    server.use(getImportNeedsItemsMockHandler({ code: 200, success: true, msg: '', data: answer }));

  it('lists the errors of an import by row and column and adds no line', async () => {
    answerImport({
      valid: false,
      rowCount: 3,
      lines: [],
      errors: [
        { row: 2, column: 'materialCode', columnName: '物料编码', value: 'X999', message: '物料不存在' },
        { row: 4, column: 'qty', columnName: '数量', value: '-1', message: '数量须大于 0' },
      ],
    });
    await signInAs(backend, 'clerk');
    const { user } = await renderApp('/purchar/needs/add');
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
    answerImport({
      valid: true,
      rowCount: 1,
      errors: [],
      lines: [
        {
          row: 2,
          materialId: REBAR,
          materialCode: 'WZ0101001',
          materialName: '热轧带肋钢筋',
          spec: 'HRB400E Φ12',
          unit: 't',
          unitName: 't',
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
    });
    await signInAs(backend, 'clerk');
    const { user } = await renderApp('/purchar/needs/add');
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
    const bill = await draft(
      'E6两千行',
      'clerk',
      Array.from({ length: 2000 }, () => ({ materialId: REBAR, qty: 1 })),
    );
    await signInAs(backend, 'clerk');
    await renderApp(`/purchar/needs/edit/${bill.id}`);
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
