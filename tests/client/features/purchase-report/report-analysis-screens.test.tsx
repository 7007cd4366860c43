import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from 'msw';
import { mocks } from '@/features/purchase-report/purchase-report.mocks';
import { server } from '../../msw-server';
import { renderApp } from '../../render-app';
import { signInAsMockAdmin } from '../../support/mock-session';

// The recharts drawing is the setup's stand-in (tests/client/support/chart-stand-in.tsx): the count of points it
// was given and each series' legend.

configure({ asyncUtilTimeout: 6000 });
vi.setConfig({ testTimeout: 120_000 });

// The analysis reports (价格趋势, …) on the feature's mocks: the table, the chart's figure with its lines and
// text summary, the filters sent to the server, and the empty and failed states.

beforeEach(() => {
  signInAsMockAdmin();
  server.use(...mocks.defaults());
});
afterEach(() => server.resetHandlers());

describe('price trend', () => {
  it('shows the prices per month and supplier, draws a line per supplier and source, and sends the filters', async () => {
    const queries: URLSearchParams[] = [];
    // Listens and answers nothing, so the feature's mock answers.
    server.use(
      http.get('*/purchase/report/price-trend/pages', ({ request }) => {
        queries.push(new URL(request.url).searchParams);
      }),
    );
    const { user } = await renderApp('/purchar/cg-report/price-trend');
    const table = await screen.findByRole('table', { name: '价格趋势' });
    const rows = await within(table).findAllByRole('row', { name: /2026-06/ });
    expect(rows).toHaveLength(4);
    expect(within(rows[3]!).getByText('合同')).toBeTruthy();
    const figure = screen.getByRole('figure', { name: /含税平均单价走势/ });
    const drawing = await within(figure).findByTestId('chart-drawing');
    // The first page of ten rows: June and July in full, two of August's; three offer lines and one contract line.
    expect(drawing.textContent).toBe(
      '3 / 上海宝钢建材有限公司·报价, 江苏华东钢铁贸易有限公司·报价, 南京海螺水泥销售有限公司·报价, 江苏华东钢铁贸易有限公司·合同',
    );
    expect(within(figure).getByText(/本页 10 行,3 个月,4 条线;最低单价/)).toBeTruthy();

    await user.type(screen.getByLabelText('物料'), 'WZ0101');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(queries.at(-1)?.get('materialName')).toBe('WZ0101'));
    expect(queries.at(-1)?.get('current')).toBe('1');
  });

  it('says there is nothing to chart when nothing matches, and shows a failure', async () => {
    server.use(...mocks.scenarios.empty());
    await renderApp('/purchar/cg-report/price-trend');
    expect(await screen.findByText('没有符合条件的数据,无图表。')).toBeTruthy();
    server.use(...mocks.scenarios.error());
    await renderApp('/purchar/cg-report/price-trend?priceSource=2');
    expect(await screen.findByText(/服务器异常/)).toBeTruthy();
  });
});

describe('sourcing savings', () => {
  it('shows won, lowest-offer and budget amounts per bill, charts them, and groups by month on request', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      http.get('*/purchase/report/sourcing-savings/pages', ({ request }) => {
        queries.push(new URL(request.url).searchParams);
      }),
    );
    const { user } = await renderApp('/purchar/cg-report/sourcing-savings');
    const table = await screen.findByRole('table', { name: '寻源节约' });
    const first = await within(table).findByRole('row', { name: /城南安置房主体材料寻源/ });
    // The first bill went to the lowest offers: won and lowest are the same.
    expect(within(first).getAllByText('286,400.00')).toHaveLength(2);
    const figure = screen.getByRole('figure', { name: '寻源单中标、最低报价与预算金额(本页)' });
    expect((await within(figure).findByTestId('chart-drawing')).textContent).toBe(
      '4 / 中标金额, 最低报价金额, 预算金额',
    );
    expect(within(figure).getByText(/本页 4 项,中标金额合计/)).toBeTruthy();
    expect(queries.at(-1)?.get('groupBy')).toBe('1');

    await user.type(screen.getByLabelText('供应商'), '宝钢');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(queries.at(-1)?.get('supplierName')).toBe('宝钢'));
    expect(queries.at(-1)?.get('groupBy')).toBe('1');
  });

  it('groups by month when the URL says so', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      http.get('*/purchase/report/sourcing-savings/pages', ({ request }) => {
        queries.push(new URL(request.url).searchParams);
      }),
    );
    await renderApp('/purchar/cg-report/sourcing-savings?groupBy=2');
    const table = await screen.findByRole('table', { name: '寻源节约' });
    await waitFor(() => expect(queries.map((query) => query.get('groupBy'))).toContain('2'));
    expect(await screen.findByRole('figure', { name: '月份中标、最低报价与预算金额(本页)' })).toBeTruthy();
    expect(await within(table).findByRole('row', { name: /2026-06/ })).toBeTruthy();
  });

  it('says there is nothing to chart when nothing matches, and shows a failure', async () => {
    server.use(...mocks.scenarios.empty());
    await renderApp('/purchar/cg-report/sourcing-savings');
    expect(await screen.findByText('没有符合条件的数据,无图表。')).toBeTruthy();
    server.use(...mocks.scenarios.error());
    await renderApp('/purchar/cg-report/sourcing-savings?groupBy=3');
    expect(await screen.findByText(/服务器异常/)).toBeTruthy();
  });
});
