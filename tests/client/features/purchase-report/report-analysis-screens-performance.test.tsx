import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { mocks } from '@/features/purchase-report/purchase-report.mocks';
import { server } from '../../msw-server';
import { renderApp } from '../../render-app';
import { signInAsMockAdmin } from '../../support/mock-session';

// The recharts drawing is the setup's stand-in (tests/client/support/chart-stand-in.tsx): the count of points it
// was given and each series' legend.

configure({ asyncUtilTimeout: 6000 });
vi.setConfig({ testTimeout: 120_000 });

// 供应商绩效 and 审批时效 on the feature's mocks: the table, the chart's figure with its bars and text summary,
// the filters sent to the page and to the export, and the empty and failed states.

const pageCalls: URLSearchParams[] = [];
const exportCalls: URLSearchParams[] = [];
const saved: string[] = [];

/** Listens to a report's page call (the feature's mock answers it) and answers its export with a workbook. */
function listen(report: string, fileName: string) {
  server.use(
    http.get(`*/purchase/report/${report}/pages`, ({ request }) => {
      pageCalls.push(new URL(request.url).searchParams);
    }),
    http.get(`*/purchase/report/${report}/export`, ({ request }) => {
      exportCalls.push(new URL(request.url).searchParams);
      return new HttpResponse(new TextEncoder().encode('PK xlsx'), {
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        },
      });
    }),
  );
}

beforeEach(() => {
  signInAsMockAdmin();
  server.use(...mocks.defaults());
  pageCalls.length = 0;
  exportCalls.length = 0;
  saved.length = 0;
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:report');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});

describe('supplier performance', () => {
  it('shows each supplier’s rates, charts them, filters and exports what the filters select', async () => {
    listen('supplier-performance', '供应商绩效_20261122170000.xlsx');
    const { user } = await renderApp('/purchar/cg-report/supplier-performance?size=30');
    const table = await screen.findByRole('table', { name: '供应商绩效' });
    const first = await within(table).findByRole('row', { name: /上海宝钢建材有限公司/ });
    // 14 receipts, all dated and on time; 4 of 6 lines won; 1,860,000.00 contracted.
    expect(within(first).getByText('100.00')).toBeTruthy();
    expect(within(first).getByText('66.67')).toBeTruthy();
    expect(within(first).getByText('1,860,000.00')).toBeTruthy();
    // Offered only: no delivery, so no on-time or rejection rate.
    const offeredOnly = await within(table).findByRole('row', { name: /浙江华友五金有限公司/ });
    expect(within(offeredOnly).getAllByText('—')).toHaveLength(2);
    const figure = screen.getByRole('figure', { name: '供应商准时率、拒收率与中标率(本页,%)' });
    expect((await within(figure).findByTestId('chart-drawing')).textContent).toBe(
      '12 / 准时率%, 拒收率%, 中标率%',
    );
    expect(
      within(figure).getByText(/本页 12 个供应商,其中 10 个有到货;准时率最高的是 上海宝钢建材有限公司/),
    ).toBeTruthy();

    await user.type(screen.getByLabelText('供应商'), '钢铁');
    await user.type(screen.getByLabelText('开始日期'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(pageCalls.at(-1)?.get('supplierName')).toBe('钢铁'));
    expect(pageCalls.at(-1)?.get('dateFrom')).toBe('2026-11-01');
    expect(await within(table).findAllByRole('row', { name: /有限公司/ })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(saved).toEqual(['供应商绩效_20261122170000.xlsx']));
    expect(Object.fromEntries(exportCalls[0]!)).toEqual({ supplierName: '钢铁', dateFrom: '2026-11-01' });
  });

  it('says there is nothing to chart when nothing matches, and shows a failure', async () => {
    server.use(...mocks.scenarios.empty());
    await renderApp('/purchar/cg-report/supplier-performance');
    expect(await screen.findByText('没有符合条件的数据,无图表。')).toBeTruthy();
    server.use(...mocks.scenarios.error());
    await renderApp('/purchar/cg-report/supplier-performance?supplierName=x');
    expect(await screen.findByText(/服务器异常/)).toBeTruthy();
  });
});

describe('approval turnaround', () => {
  it('shows hours per document type and level, charts average and median, and filters by type', async () => {
    listen('approval-turnaround', '审批时效_20261122170000.xlsx');
    const { user } = await renderApp('/purchar/cg-report/approval-turnaround');
    const table = await screen.findByRole('table', { name: '审批时效' });
    const pm = await within(table).findByRole('row', { name: /需求单 项目经理确认/ });
    // Median 3.5 h, longest 34 h: not overdue.
    expect(within(pm).getByText('3.50')).toBeTruthy();
    expect(within(pm).getByText('34.00')).toBeTruthy();
    const figure = screen.getByRole('figure', { name: '各单据类型与层级的平均与中位审批时长(本页,小时)' });
    expect((await within(figure).findByTestId('chart-drawing')).textContent).toBe(
      '10 / 平均时长(小时), 中位时长(小时)',
    );
    expect(within(figure).getByText(/本页 10 项,共 \d+ 次审批,\d+ 次超过 48 小时/)).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('单据类型'), '合同');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(pageCalls.at(-1)?.get('bizType')).toBe('CONTRACT'));
    await waitFor(() => expect(within(table).getAllByRole('row', { name: /合同/ })).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(saved).toEqual(['审批时效_20261122170000.xlsx']));
    expect(Object.fromEntries(exportCalls[0]!)).toEqual({ bizType: 'CONTRACT' });
  });

  it('shows a failure, and says there is nothing to chart when nothing matches', async () => {
    server.use(...mocks.scenarios.error());
    await renderApp('/purchar/cg-report/approval-turnaround?bizType=PAYMENT');
    expect(await screen.findByText(/服务器异常/)).toBeTruthy();
    server.use(...mocks.scenarios.empty());
    await renderApp('/purchar/cg-report/approval-turnaround');
    expect(await screen.findByText('没有符合条件的数据,无图表。')).toBeTruthy();
  });
});
