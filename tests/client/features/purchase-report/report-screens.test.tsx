import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getGetDashboardMockHandler,
  getGetSpendReportPagesMockHandler,
} from '@/api/generated/purchase-report/endpoints/purchase-report/purchase-report.msw';
import type { Dashboard } from '@/api/generated/purchase-report/model';
import { mocks } from '@/features/purchase-report/purchase-report.mocks';
import { server } from '../../msw-server';
import { renderApp } from '../../render-app';
import { signInAsMockAdmin } from '../../support/mock-session';

// The recharts drawing is the setup's stand-in (tests/client/support/chart-stand-in.tsx): the count of points it
// was given and each series' legend.

configure({ asyncUtilTimeout: 6000 });
vi.setConfig({ testTimeout: 120_000 });

// The procurement reports (/purchar/cg-report/$code) and the dashboard's figures on the feature's mocks: the
// table, the chart's figure with its title and text summary, the filters sent to the server, the empty and
// failed states, and the figures the user may not read left out.

const ok = <T,>(data: T) => ({ code: 200, success: true, msg: '操作成功', data });

beforeEach(() => {
  signInAsMockAdmin();
  server.use(...mocks.defaults());
});
afterEach(() => server.resetHandlers());

describe('procurement reports', () => {
  it('shows spend per supplier as a table and a chart with its summary, and sends the filters', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      getGetSpendReportPagesMockHandler(({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return ok({
          records: [
            {
              key: '1',
              name: '上海宝钢建材有限公司',
              contractCount: 2,
              contractAmount: 388000,
              receivedAmount: 206017.7,
              paidAmount: 100000,
            },
          ],
          total: 1,
          size: 10,
          current: 1,
          pages: 1,
        });
      }),
    );
    const { user } = await renderApp('/purchar/cg-report/spend');
    const table = await screen.findByRole('table', { name: '采购支出' });
    const row = await within(table).findByRole('row', { name: /上海宝钢建材有限公司/ });
    expect(within(row).getByText('388,000.00')).toBeTruthy();
    const figure = screen.getByRole('figure', { name: '供应商支出(本页,按合同金额)' });
    expect((await within(figure).findByTestId('chart-drawing')).textContent).toBe(
      '1 / 合同金额, 已到货金额, 已付款金额',
    );
    expect(within(figure).getByText(/合同金额合计 388,000.00,最高为 上海宝钢建材有限公司/)).toBeTruthy();

    await user.type(screen.getByLabelText('供应商'), '宝钢');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(queries.at(-1)?.get('supplierName')).toBe('宝钢'));
  });

  it('shows open orders with their days late', async () => {
    await renderApp('/purchar/cg-report/open-orders');
    const table = await screen.findByRole('table', { name: '在途订单' });
    const first = await within(table).findByRole('row', { name: /DD202611100001/ });
    expect(within(first).getByText('10')).toBeTruthy();
    expect(screen.getByRole('figure', { name: '在途订单未到金额(本页)' })).toBeTruthy();
  });

  it('says there is nothing to chart when nothing matches, and shows a failure', async () => {
    server.use(...mocks.scenarios.empty());
    await renderApp('/purchar/cg-report/contract-execution');
    expect(await screen.findByText('没有符合条件的数据,无图表。')).toBeTruthy();
    server.use(...mocks.scenarios.error());
    await renderApp('/purchar/cg-report/spend');
    expect(await screen.findByText(/服务器异常/)).toBeTruthy();
  });

  it('names a report that does not exist and leads back to the list', async () => {
    await renderApp('/purchar/cg-report/nope');
    expect(await screen.findByText(/没有这个报表: nope/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回报表列表' })).toBeTruthy();
  });
});

describe('dashboard figures', () => {
  it('shows the figures the user may read and leaves out the others', async () => {
    const mine: Dashboard = {
      approvals: {
        total: 3,
        byNode: [
          { nodeCode: 'PM', count: 0 },
          { nodeCode: 'DIRECTOR', count: 3 },
          { nodeCode: 'AREA_MANAGER', count: 0 },
          { nodeCode: 'MANAGER', count: 0 },
        ],
      },
      monthSpend: null,
      spendByMonth: null,
      openOrders: null,
      lateOrders: null,
      stockValue: 240353.98,
      payablesDueThisWeek: null,
    };
    server.use(getGetDashboardMockHandler(ok(mine)));
    await renderApp('/wel/dashboard');
    const figures = await screen.findByRole('region', { name: '我的工作台数据' });
    expect(within(figures).getByText('待我审批')).toBeTruthy();
    expect(within(figures).getByText('总监 3')).toBeTruthy();
    expect(within(figures).getByText('240,353.98')).toBeTruthy();
    expect(within(figures).queryByText('本月采购额')).toBeNull();
    expect(within(figures).queryByText('本周应付')).toBeNull();
    expect(within(figures).getByRole('figure', { name: '待审批数量(按审批级别)' })).toBeTruthy();
    expect(within(figures).getByText('共 3 张待审批:项目经理 0, 总监 3, 区域经理 0, 经理 0。')).toBeTruthy();
  });
});
