import { configure, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlanDetail } from '@/api/generated/purchar-plans/model';
import { renderApp } from '../../../render-app';
import {
  apiFor,
  deptIdOf,
  grantMenus,
  NEEDS_MENU_CODES,
  signInAs,
  userIdOf,
  type Api,
} from '../../../support/fixtures';
import { startRealBackend, type RealBackend } from '../../../support/real-backend';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

// The demand plan screens against the real server (one in-memory database for the file), with the demo's people:
// the plan detail with its lines, demanded quantities and versions; the change editor offering only open plans;
// the summary with its tooltip; and the demand bill editor's 从计划选择 picker.

let backend: RealBackend;
let shanghai: string;
let pmId: string;
const REBAR = '41000001';
const people = new Map<string, Api>();
const APPROVAL = ['view', 'add', 'edit', 'delete', 'submit', 'approve', 'reject', 'cancel', 'export'];
const codes = (menu: string, suffixes: string[]) => [menu, ...suffixes.map((s) => `${menu}_${s}`)];

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
  const planCodes = [
    ...codes('cg_plan_needs', [...APPROVAL, 'import', 'status']),
    ...codes('cg_plan_needs_change', APPROVAL),
    ...codes('cg_plan_needs_summary', ['view', 'export']),
  ];
  for (const role of ['material_clerk', 'project_manager', 'director', 'area_manager', 'manager'])
    await grantMenus(backend, role, [...NEEDS_MENU_CODES, ...planCodes]);
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
});
afterAll(() => backend.close());
beforeEach(() => backend.serve());
afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

/** A plan of the clerk, approved by the demo approvers. */
async function approvedPlan(planName: string, planQty = 10): Promise<PlanDetail> {
  const clerk = await as('clerk');
  const plan = await clerk.post<PlanDetail>('/purchar/cg-plan-needs/addOrEdit', {
    planName,
    deptId: shanghai,
    projectManagerId: pmId,
    items: [{ materialId: REBAR, planQty, unitPrice: 3850 }],
  });
  await clerk.post('/purchar/cg-plan-needs/submitApprove', { id: plan.id });
  await (await as('pm')).post(`/purchar/cg-plan-needs/confirmSubmit/${plan.id}`, {});
  await (await as('director')).post('/purchar/cg-plan-needs/approve', { id: plan.id });
  await (await as('area')).post('/purchar/cg-plan-needs/approveAreaManager', { id: plan.id });
  await (await as('manager')).post('/purchar/cg-plan-needs/approveManager', { id: plan.id });
  return plan;
}

describe('the plan detail', () => {
  it('shows each line with what bills demand and what is left, and version 1', async () => {
    const plan = await approvedPlan('D1计划');
    const clerk = await as('clerk');
    const bill = await clerk.post<{ id: string }>('/purchar/cg-needs/addOrEdit', {
      title: 'D1按计划',
      deptId: shanghai,
      projectManagerId: pmId,
      items: [{ materialId: REBAR, qty: 4, planItemId: plan.items[0]!.id }],
    });
    await clerk.post('/purchar/cg-needs/submitApprove', { id: bill.id });
    await signInAs(backend, 'clerk');
    await renderApp(`/purchar/plan-needs/${plan.id}`);
    const lines = await screen.findByRole('table', { name: '计划明细' });
    const row = within(lines).getByText('WZ0101001').closest('tr')!;
    // planned 10, demanded 4, remaining 6
    expect(
      within(row)
        .getAllByText(/^(10|4|6)$/)
        .map((cell) => cell.textContent),
    ).toEqual(['10', '10', '4', '6']);
    expect(within(screen.getByRole('list', { name: '版本记录' })).getByText('版本 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '停用' })).toBeInTheDocument();
  });
});

describe('the plan change editor', () => {
  it('offers only approved, enabled plans without a change in flight', async () => {
    const open = await approvedPlan('C1可变更');
    const busy = await approvedPlan('C1已有变更');
    await (
      await as('clerk')
    ).post('/purchar/cg-plan-needs-change/addOrEdit', {
      planId: busy.id,
      changeReason: '占用',
      items: [{ planItemId: busy.items[0]!.id, afterQty: 11 }],
    });
    await signInAs(backend, 'clerk');
    await renderApp('/purchar/plan-needs-change/add');
    const select = await screen.findByLabelText('需求计划', { selector: 'select' });
    await waitFor(() =>
      expect(within(select).getByText(new RegExp(`${open.planNo} C1可变更`))).toBeInTheDocument(),
    );
    expect(within(select).queryByText(new RegExp(busy.planNo))).not.toBeInTheDocument();
  });
});

describe('the plan summary', () => {
  it('lists planned against demanded, contracted and received', async () => {
    await approvedPlan('S1计划', 7);
    await signInAs(backend, 'clerk');
    await renderApp('/purchar/plan-needs-summary?materialKeyword=WZ0101001');
    const table = await screen.findByRole('table', { name: '计划汇总' });
    await within(table).findAllByText('WZ0101001');
    // Both are counted on the demand lines now: plain column headers, no note on a stage to come.
    expect(within(table).getByRole('columnheader', { name: '已签合同数量' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: '已到货数量' })).toBeInTheDocument();
    const calls = backend.sent.filter((request) => request.path === '/purchar/cg-plan-needs-summary/pages');
    expect(calls.at(-1)?.query.get('materialKeyword')).toBe('WZ0101001');
  });
});

describe('the demand bill editor', () => {
  it('adds a plan line from 从计划选择 with what is left proposed and the plan line named', async () => {
    const plan = await approvedPlan('B1计划', 9);
    await signInAs(backend, 'clerk');
    const { user } = await renderApp('/purchar/needs/add');
    await user.click(await screen.findByRole('button', { name: '从计划选择' }));
    const picker = await screen.findByRole('dialog', { name: '从需求计划选择物料' });
    const line = await within(picker).findByText(`计划 ${plan.planNo} 第 1 行`);
    await user.click(within(line.closest('tr')!).getByRole('checkbox'));
    await user.click(within(picker).getByRole('button', { name: '加入 1 行' }));
    const grid = await screen.findByRole('table', { name: '需求明细' });
    expect(within(grid).getByLabelText('第 1 行 数量')).toHaveValue('9');
    expect(within(grid).getByText(`计划 ${plan.planNo} 第 1 行`)).toBeInTheDocument();
  });
});
