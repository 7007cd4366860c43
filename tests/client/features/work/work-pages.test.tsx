import { configure, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Leave } from '@/api/generated/blade-desk/model';
import type { NeedsDetail } from '@/api/generated/purchar-needs/model';
import { mocks } from '@/features/work/work.mocks';
import { server } from '../../msw-server';
import { renderApp } from '../../render-app';
import {
  apiFor,
  deptIdOf,
  grantMenus,
  NEEDS_MENU_CODES,
  signInAs,
  userIdOf,
  type Api,
} from '../../support/fixtures';
import { startRealBackend, type RealBackend } from '../../support/real-backend';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

// /work/* against the real server (one in-memory database for the file), with the demo's people: the director's
// 待办 lists a demand bill and a leave request, each opening its own screen; 签收 takes a task off 待签; the
// leave form applies, the handle screen needs a comment to reject and completes the task.

let backend: RealBackend;
let shanghai: string;
let pmId: string;
const WORK_CODES = [
  'work_start',
  'work_start_submit',
  'work_start_approve',
  'work_start_reject',
  'work_claim',
  'work_todo',
  'work_send',
  'work_done',
];
const people = new Map<string, Api>();
async function as(account: string): Promise<Api> {
  if (!people.has(account)) people.set(account, await apiFor(backend, account));
  return people.get(account)!;
}

beforeAll(async () => {
  backend = await startRealBackend();
  for (const role of ['material_clerk', 'project_manager', 'director', 'area_manager', 'manager'])
    await grantMenus(backend, role, [...NEEDS_MENU_CODES, ...WORK_CODES]);
  shanghai = await deptIdOf(backend, '上海项目部');
  pmId = await userIdOf(backend, 'pm');
});
afterAll(() => backend.close());
beforeEach(() => backend.serve());
afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

/** A bill of the clerk's, submitted and confirmed: waiting for the director. */
async function billAtDirector(title: string) {
  const bill = await (
    await as('clerk')
  ).post<NeedsDetail>('/purchar/cg-needs/addOrEdit', {
    title,
    deptId: shanghai,
    projectManagerId: pmId,
    items: [{ materialId: '41000001', qty: 1, estimatedPrice: 12.5 }],
  });
  await (await as('clerk')).post('/purchar/cg-needs/submitApprove', { id: bill.id });
  await (await as('pm')).post(`/purchar/cg-needs/confirmSubmit/${bill.id}`, { opinion: '' });
  return bill;
}

const leaveForm = {
  processDefinitionId: 'leave',
  leaveType: 'SICK',
  startTime: '2026-12-01',
  endTime: '2026-12-01',
  days: '1',
  reason: '感冒',
};

describe('the inbox', () => {
  it("lists the director's bill and leave request, each opening its own screen", async () => {
    const bill = await billAtDirector('收件箱需求单');
    const leave = await (await as('clerk')).post<Leave>('/blade-desk/process/leave/start-process', leaveForm);
    await signInAs(backend, 'director');
    await renderApp('/work/todo');
    const cards = await screen.findByRole('list', { name: '待办事务' });
    const billCard = (await within(cards).findByText(bill.needsNo)).closest('li') as HTMLElement;
    expect(within(billCard).getByText('需求单')).toBeTruthy();
    expect(within(billCard).getByText('总监审批')).toBeTruthy();
    expect(within(billCard).getByRole('link', { name: '办理' }).getAttribute('href')).toBe(
      `/purchar/needs/${bill.id}`,
    );
    const leaveCard = within(cards).getByText(leave.leaveNo).closest('li') as HTMLElement;
    expect(within(leaveCard).getByRole('link', { name: '办理' }).getAttribute('href')).toBe(
      `/work/process/leave/handle/${leave.taskId}/${leave.processInstanceId}/${leave.id}`,
    );
  });

  it('签收 takes a task off the claim list', async () => {
    const bill = await billAtDirector('待签需求单');
    await signInAs(backend, 'director');
    const { user } = await renderApp('/work/claim?bizType=NEEDS');
    const cards = await screen.findByRole('list', { name: '待签事务' });
    const card = (await within(cards).findByText(bill.needsNo)).closest('li') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: '签收' }));
    await screen.findByText('签收成功');
    await waitFor(() => expect(screen.queryByText(bill.needsNo)).toBeNull());
    expect(backend.sent.some((r) => r.path.endsWith('/blade-flow/work/claim-task'))).toBe(true);
  });
});

describe('the inbox states (work.mocks.ts scenarios)', () => {
  it('says when a list is empty, and offers a retry when it fails', async () => {
    await signInAs(backend, 'director');
    server.use(...mocks.scenarios.empty());
    const first = await renderApp('/work/done');
    await screen.findByText('暂无数据');
    first.unmount();
    server.use(...mocks.scenarios.error());
    await renderApp('/work/todo');
    await screen.findByText('加载失败');
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});

describe('the leave screens', () => {
  it('applies from the form and lands on the detail', async () => {
    await signInAs(backend, 'clerk');
    const { user, router } = await renderApp('/work/process/leave/form/leave');
    await user.selectOptions(await screen.findByLabelText('请假类型'), 'PERSONAL');
    await user.type(screen.getByLabelText('开始日期'), '2026-12-10');
    await user.type(screen.getByLabelText('结束日期'), '2026-12-09');
    await user.clear(screen.getByLabelText('请假天数'));
    await user.type(screen.getByLabelText('请假天数'), '0.5');
    await user.type(screen.getByLabelText('请假事由'), '办事');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    // The form's own check first: nothing sent.
    await screen.findByText('结束日期不能早于开始日期');
    expect(backend.sent.some((r) => r.path.endsWith('/start-process'))).toBe(false);
    await user.clear(screen.getByLabelText('结束日期'));
    await user.type(screen.getByLabelText('结束日期'), '2026-12-10');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/work\/process\/leave\/detail\/LEAVE-\d+\/\d+$/),
    );
    await screen.findByText('事假');
    expect((await screen.findAllByText('待总监审批')).length).toBeGreaterThan(0);
  });

  it('the handle screen needs a comment to reject, then completes the task', async () => {
    const leave = await (await as('clerk')).post<Leave>('/blade-desk/process/leave/start-process', leaveForm);
    await signInAs(backend, 'director');
    const { user, router } = await renderApp(
      `/work/process/leave/handle/${leave.taskId}/${leave.processInstanceId}/${leave.id}`,
    );
    await user.click(await screen.findByRole('button', { name: '驳回' }));
    await screen.findByText('驳回时请填写审批意见');
    expect(backend.sent.some((r) => r.path.endsWith('/complete-task'))).toBe(false);
    await user.type(screen.getByLabelText('审批意见'), '年底赶工');
    await user.click(screen.getByRole('button', { name: '驳回' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/work/done'));
    const after = await (
      await as('clerk')
    ).get<Leave>(`/blade-desk/process/leave/detail?businessId=${leave.id}`);
    expect(after).toMatchObject({ approveStatus: 6, lastRejectReason: '年底赶工' });
  });
});
