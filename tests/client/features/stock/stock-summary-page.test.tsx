import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetMenuButtonsMockHandler } from '@/api/generated/blade-system/endpoints/menu/menu.msw';
import { getGetStorehousePageMockHandler } from '@/api/generated/purchar-master/endpoints/kc-storehouse/kc-storehouse.msw';
import {
  getGetStockBalancePagesMockHandler,
  getGetStockLedgerPagesMockHandler,
} from '@/api/generated/stock/endpoints/kc-stock-summary/kc-stock-summary.msw';
import type { StockBalance, StockLedgerRow } from '@/api/generated/stock/model';
import { mocks } from '@/features/stock/stock.mocks';
import { server } from '../../msw-server';
import { renderApp } from '../../render-app';
import { menuNode, signInAsMockAdmin } from '../../support/mock-session';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

// /stock/summary (库存汇总) against MSW answers shaped like the server's: the balance row, its ledger one click
// away (the drill-down asks for that storehouse × material), and the list's empty state.

const ok = <T,>(data: T) => ({ code: 200, success: true, msg: '操作成功', data });
const page = <T,>(records: T[]) => ok({ records, total: records.length, size: 10, current: 1, pages: 1 });

const balance: StockBalance = {
  id: '1',
  storehouseId: '42000001',
  storehouseName: '集团中心仓库',
  materialId: '41000002',
  materialCode: 'WZ0101002',
  materialName: '热轧带肋钢筋',
  spec: 'HRB400E Φ25',
  unit: 't',
  unitName: '吨',
  qty: 6,
  avgCost: 100,
  amount: 600,
  inQtyTotal: 10,
  outQtyTotal: 4,
  lastInDate: '2026-11-22',
  lastOutDate: '2026-11-22',
  idleDays: 0,
};
const ledgerRow = (over: Partial<StockLedgerRow>): StockLedgerRow => ({
  id: '9',
  storehouseId: '42000001',
  storehouseName: '集团中心仓库',
  materialId: '41000002',
  materialCode: 'WZ0101002',
  materialName: '热轧带肋钢筋',
  spec: 'HRB400E Φ25',
  unitName: '吨',
  bizType: 2,
  bizTypeName: '其他入库',
  bizId: '77',
  bizNo: 'RK202611220001',
  bizDate: '2026-11-22',
  direction: 1,
  qty: 10,
  unitCost: 100,
  costAmount: 1000,
  balanceQty: 10,
  balanceAmount: 1000,
  createTime: '2026-11-22 10:00:00',
  ...over,
});
let ledgerQueries: URLSearchParams[] = [];

beforeEach(() => {
  ledgerQueries = [];
  signInAsMockAdmin();
  server.use(
    getGetMenuButtonsMockHandler(
      ok([
        menuNode('kc_stock_summary', [
          menuNode('kc_stock_summary_view'),
          menuNode('kc_stock_summary_export'),
        ]),
      ]),
    ),
    getGetStorehousePageMockHandler(ok({ records: [], total: 0, size: 500, current: 1, pages: 0 })),
    getGetStockBalancePagesMockHandler(() => page([balance])),
    getGetStockLedgerPagesMockHandler(({ request }) => {
      ledgerQueries.push(new URL(request.url).searchParams);
      return page([
        ledgerRow({
          id: '10',
          bizNo: 'CK202611220001',
          direction: -1,
          qty: 4,
          costAmount: 400,
          balanceQty: 6,
          balanceAmount: 600,
          bizType: 3,
          bizTypeName: '领用出库',
        }),
        ledgerRow({}),
      ]);
    }),
  );
});
afterEach(() => server.resetHandlers());

describe('stock summary', () => {
  it('shows a balance and opens its ledger with running balances', async () => {
    const { user } = await renderApp('/stock/summary');
    const balances = await screen.findByRole('table', { name: '库存余额' });
    const row = await within(balances).findByRole('row', { name: /WZ0101002/ });
    expect(within(row).getByText('100.0000')).toBeTruthy();
    expect(within(row).getByText('600.00')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: /热轧带肋钢筋 在 集团中心仓库 的流水/ }));
    const ledger = await screen.findByRole('table', { name: '库存流水' });
    await within(ledger).findByText('CK202611220001');
    await waitFor(() => expect(ledgerQueries.at(-1)?.get('materialId')).toBe('41000002'));
    expect(ledgerQueries.at(-1)?.get('storehouseId')).toBe('42000001');
    expect(within(ledger).getAllByText('1000.00')).toHaveLength(2); // the receipt's amount and the balance after it
    expect(screen.getByRole('tab', { name: '库存流水', selected: true })).toBeTruthy();
  });

  it('says so when there is no stock', async () => {
    server.use(...mocks.scenarios.empty());
    await renderApp('/stock/summary');
    const balances = await screen.findByRole('table', { name: '库存余额' });
    await waitFor(() => expect(within(balances).queryByRole('row', { name: /WZ0101002/ })).toBeNull());
  });
});
