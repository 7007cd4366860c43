import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { getGetMenuButtonsMockHandler } from '@/api/generated/blade-system/endpoints/menu/menu.msw';
import {
  getGetScheduleJobDetailMockHandler,
  getGetScheduleJobKindsMockHandler,
  getGetScheduleJobListMockHandler,
  getRunScheduleJobMockHandler,
} from '@/api/generated/purchase-task/endpoints/schedulejob/schedulejob.msw';
import { getGetScheduleLogListMockHandler } from '@/api/generated/purchase-task/endpoints/schedulelog/schedulelog.msw';
import type { ScheduleJob, ScheduleLog } from '@/api/generated/purchase-task/model';
import { server } from '../../msw-server';
import { renderApp } from '../../render-app';
import { crudButtons, signInAsMockAdmin } from '../../support/mock-session';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

// /task/schedulejob and /task/schedulelog/:uuid against MSW overrides shaped like the server.

const UUID = '3f8e2b2c-6a0d-4c8e-9b1a-2f6c1d7e9a10';
const job: ScheduleJob = {
  id: '700',
  uuid: UUID,
  jobName: '日志清理',
  jobKind: 'logRetention',
  jobKindName: '日志清理',
  cron: '0 30 2 * * *',
  params: '',
  remark: '',
  jobStatus: 1,
  nextRunTime: '2026-11-23 02:30:00',
  lastRunTime: '',
  createTime: '2026-11-22 17:00:00',
};
const runLog: ScheduleLog = {
  id: '900',
  jobId: '700',
  jobUuid: UUID,
  jobName: '日志清理',
  triggerType: 'manual',
  startTime: '2026-11-22 17:01:00',
  endTime: '2026-11-22 17:01:01',
  outcome: 'success',
  output: 'retention 90 days, before 2026-08-24 17:01:00: usual 0, api 12, error 0',
};

let runs: string[] = [];
let logQueries: URLSearchParams[] = [];

beforeEach(() => {
  runs = [];
  logQueries = [];
  signInAsMockAdmin();
  server.use(
    getGetMenuButtonsMockHandler({
      code: 200,
      success: true,
      msg: '',
      data: [crudButtons('schedulejob', ['start', 'stop', 'run'])],
    }),
    getGetScheduleJobKindsMockHandler({
      code: 200,
      success: true,
      msg: '',
      data: [{ kind: 'logRetention', name: '日志清理', description: '', defaultParams: '{}' }],
    }),
    getGetScheduleJobListMockHandler({
      code: 200,
      success: true,
      msg: '',
      data: { records: [job], total: 1, size: 10, current: 1, pages: 1 },
    }),
    getGetScheduleJobDetailMockHandler({ code: 200, success: true, msg: '', data: job }),
    getRunScheduleJobMockHandler(({ request }) => {
      runs.push(new URL(request.url).searchParams.get('id') ?? '');
      return { code: 200, success: true, msg: '', data: runLog };
    }),
    getGetScheduleLogListMockHandler(({ request }) => {
      logQueries.push(new URL(request.url).searchParams);
      return {
        code: 200,
        success: true,
        msg: '',
        data: { records: runs.length ? [runLog] : [], total: runs.length, size: 10, current: 1, pages: 1 },
      };
    }),
  );
});
afterEach(() => {
  toast.dismiss();
});

describe('scheduled jobs', () => {
  it('runs a job now after confirmation, then shows its run in the job log', async () => {
    const { user, router } = await renderApp('/task/schedulejob');
    const line = (await screen.findByText('0 30 2 * * *')).closest('tr') as HTMLElement;
    expect(within(line).getByText('运行中')).toBeInTheDocument();
    expect(within(line).getByRole('button', { name: '停止' })).toBeInTheDocument();
    await user.click(within(line).getByRole('button', { name: '执行一次' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('立即执行一次任务“日志清理”?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '执行一次' }));
    expect(await screen.findByText('执行成功')).toBeInTheDocument();
    expect(runs).toEqual(['700']);

    await user.click(within(line).getByRole('link', { name: '日志' }));
    expect(router.state.location.pathname).toBe(`/task/schedulelog/${UUID}`);
    const output = await screen.findByText(runLog.output);
    expect(logQueries.at(-1)?.get('uuid')).toBe(UUID);
    await user.click(within(output.closest('tr') as HTMLElement).getByRole('button', { name: '输出' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('成功');
  });
});
