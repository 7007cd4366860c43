import { configure, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NeedsDetail } from '@/api/generated/purchar-needs/model';
import { renderApp } from '../../../render-app';
import {
  apiFor,
  deptIdOf,
  grantMenus,
  NEEDS_MENU_CODES,
  signInAs,
  userIdOf,
} from '../../../support/fixtures';
import { startRealBackend, type RealBackend } from '../../../support/real-backend';

configure({ asyncUtilTimeout: 5000 });
// The first test also loads the route tree: seconds on a busy machine.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 180_000 });

// 需求汇总's project filter against the real server: the demo clerk's approved bill for 上海项目部 (cement,
// WZ0102001) shows under its own project and not under another, picked in the 项目部 tree or carried in the URL.

let backend: RealBackend;
const CEMENT = '41000004';
let shanghai: string;
let purchasing: string;

beforeAll(async () => {
  backend = await startRealBackend();
  for (const role of ['material_clerk', 'project_manager', 'director', 'area_manager', 'manager'])
    await grantMenus(backend, role, NEEDS_MENU_CODES);
  await grantMenus(backend, 'purchase_admin', ['cg_needs_summary', 'cg_needs_summary_view']);
  shanghai = await deptIdOf(backend, '上海项目部');
  purchasing = await deptIdOf(backend, '采购部');
  const clerk = await apiFor(backend, 'clerk');
  const bill = await clerk.post<NeedsDetail>('/purchar/cg-needs/addOrEdit', {
    title: '汇总项目筛选',
    deptId: shanghai,
    projectManagerId: await userIdOf(backend, 'pm'),
    items: [{ materialId: CEMENT, qty: 3 }],
  });
  await clerk.post('/purchar/cg-needs/submitApprove', { id: bill.id });
  await (await apiFor(backend, 'pm')).post(`/purchar/cg-needs/confirmSubmit/${bill.id}`, {});
  await (await apiFor(backend, 'director')).post('/purchar/cg-needs/approve', { id: bill.id });
  await (await apiFor(backend, 'area')).post('/purchar/cg-needs/approveAreaManager', { id: bill.id });
  await (await apiFor(backend, 'manager')).post('/purchar/cg-needs/approveManager', { id: bill.id });
});
afterAll(() => backend.close());
beforeEach(() => backend.serve());
afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

describe('the demand summary by project', () => {
  it("narrows to the project picked in the tree, and shows a project's own demand only", async () => {
    await signInAs(backend, 'buyer_admin');
    const { user, router } = await renderApp('/purchar/needs-summary?materialCode=WZ0102001');
    const table = await screen.findByRole('table', { name: '无框架协议' });
    await within(table).findByText('WZ0102001');

    // 总公司 raised no demand of its own: picking it empties the list and puts the project in the URL.
    await user.click(screen.getByLabelText('项目部'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '总公司' }));
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await within(table).findByText('暂无数据');
    expect(within(table).queryByText('WZ0102001')).not.toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({
      materialCode: 'WZ0102001',
      deptId: await deptIdOf(backend, '总公司'),
    });
  });

  it('reads the project from the URL: its own demand under 上海项目部, none under 采购部', async () => {
    await signInAs(backend, 'buyer_admin');
    const first = await renderApp(`/purchar/needs-summary?materialCode=WZ0102001&deptId=${shanghai}`);
    const table = await screen.findByRole('table', { name: '无框架协议' });
    await within(table).findByText('WZ0102001');
    await waitFor(() => expect(screen.getByLabelText('项目部')).toHaveTextContent('上海项目部'));
    first.unmount();

    await renderApp(`/purchar/needs-summary?materialCode=WZ0102001&deptId=${purchasing}`);
    await waitFor(() => expect(screen.getByLabelText('项目部')).toHaveTextContent('采购部'));
    const other = await screen.findByRole('table', { name: '无框架协议' });
    // The list has answered, and holds no cement of 上海项目部.
    await within(other).findByText('暂无数据');
    expect(within(other).queryByText('WZ0102001')).not.toBeInTheDocument();
  });
});
