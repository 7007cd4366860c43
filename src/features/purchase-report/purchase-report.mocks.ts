import {
  getGetApprovalTurnaroundPagesMockHandler,
  getGetSupplierPerformancePagesMockHandler,
  getGetContractExecutionPagesMockHandler,
  getGetDashboardMockHandler,
  getGetOpenOrderPagesMockHandler,
  getGetPriceTrendPagesMockHandler,
  getGetSourcingSavingsPagesMockHandler,
  getGetSpendReportPagesMockHandler,
} from '@/api/generated/purchase-report/endpoints/purchase-report/purchase-report.msw';
import type {
  ContractExecutionRow,
  Dashboard,
  OpenOrderRow,
  PriceTrendRow,
  SourcingSavingsRow,
  SpendRow,
} from '@/api/generated/purchase-report/model';
import { defineMocks, failure, listScenarios } from '@/mocks/define-mocks';
import { MOCK_SUPPLIERS, performanceRows, turnaroundRows } from './report-mock-rows';

/**
 * The procurement reports and the dashboard on mock data: figures that hang together (received ≤ contract,
 * paid ≤ received, shares from the amounts, min ≤ average ≤ max price), paged as asked. `purchase-report/empty` and `purchase-report/error`
 * are the empty and failed states of every report and of the dashboard's figures.
 */
const PROJECTS = ['城南安置房项目部', '滨江商务中心项目部', '北郊学校项目部', '东湖医院项目部'];
const CATEGORIES = ['钢材', '水泥', '商品混凝土', '电线电缆', '防水材料', '管材管件'];
const cents = (value: number) => Math.round(value * 100) / 100;

function spendRows(groupBy: string): SpendRow[] {
  if (groupBy === '4') {
    return ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'].map((month, i) => {
      const amount = cents(820_000 + i * 135_400.5);
      return {
        key: month,
        name: month,
        contractCount: 6 + i,
        contractAmount: amount,
        receivedAmount: cents(amount * 0.72),
        paidAmount: cents(amount * 0.5),
      };
    });
  }
  const names = groupBy === '2' ? PROJECTS : groupBy === '3' ? CATEGORIES : MOCK_SUPPLIERS;
  return names.map((name, i) => {
    const amount = cents(1_860_000 / (i + 1) + 3_880.25 * i);
    return {
      key: String(7_700_000 + i),
      name,
      contractCount: Math.max(1, 9 - i),
      contractAmount: amount,
      receivedAmount: cents(amount * (0.9 - i * 0.05)),
      paidAmount: groupBy === '3' ? null : cents(amount * (0.6 - i * 0.04)),
    };
  });
}

function executionRows(): ContractExecutionRow[] {
  return MOCK_SUPPLIERS.slice(0, 8).map((supplierName, i) => {
    const total = cents(388_000 + i * 52_340.5);
    const share = (pct: number) => ({ amount: cents((total * pct) / 100), pct });
    const ordered = share(100 - i * 5);
    const received = share(Math.max(0, 80 - i * 10));
    const invoiced = share(Math.max(0, 70 - i * 10));
    const paid = share(Math.max(0, 60 - i * 10));
    return {
      id: `19900000000000000${String(i).padStart(2, '0')}`,
      contractNo: `HT2026110${String(i + 1).padStart(5, '0')}`,
      contractName: `${PROJECTS[i % PROJECTS.length]!.replace('项目部', '')}主体材料采购合同`,
      supplierName,
      deptName: PROJECTS[i % PROJECTS.length]!,
      signDate: `2026-0${(i % 9) + 1}-15`,
      endDate: i < 2 ? `2026-12-0${i + 5}` : `2027-0${(i % 9) + 1}-14`,
      contractStatus: 1,
      totalAmount: total,
      orderedAmount: ordered.amount,
      receivedAmount: received.amount,
      invoicedAmount: invoiced.amount,
      paidAmount: paid.amount,
      orderedPct: ordered.pct,
      receivedPct: received.pct,
      invoicedPct: invoiced.pct,
      paidPct: paid.pct,
      expiring: i < 2 ? 1 : 0,
    };
  });
}

function openOrderRows(): OpenOrderRow[] {
  return MOCK_SUPPLIERS.slice(0, 7).map((supplierName, i) => {
    const amount = cents(92_000 + i * 18_450.75);
    const remainingQty = 40 - i * 4;
    return {
      id: `19910000000000000${String(i).padStart(2, '0')}`,
      orderNo: `DD2026111${String(i + 1).padStart(5, '0')}`,
      contractNo: `HT2026110${String(i + 1).padStart(5, '0')}`,
      supplierName,
      deptName: PROJECTS[i % PROJECTS.length]!,
      orderDate: `2026-11-0${i + 1}`,
      expectedArrivalDate: `2026-11-${String(12 + i * 2).padStart(2, '0')}`,
      orderStatus: i % 2 ? 2 : 1,
      orderAmount: amount,
      receivedAmount: i % 2 ? cents(amount * 0.4) : 0,
      remainingQty,
      remainingAmount: i % 2 ? cents(amount * 0.6) : amount,
      daysLate: Math.max(0, 10 - i * 2),
    };
  });
}

/**
 * Six months of rebar prices from three suppliers' offers and one supplier's contracts: offers drift down and
 * up around 3 900, each contract price at or below that month's offers, min ≤ average ≤ max.
 */
function priceTrendRows(query: URLSearchParams): PriceTrendRow[] {
  const months = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
  const sellers = MOCK_SUPPLIERS.slice(0, 3).map((name, i) => ({
    id: String(7_800_000 + i),
    name,
    base: 3_880 + i * 45,
  }));
  const source = query.get('priceSource');
  const price = (value: number) => Math.round(value * 10_000) / 10_000;
  const rows: PriceTrendRow[] = [];
  months.forEach((month, m) => {
    const drift = [0, -35.5, -62.25, -20, 18.75, 42.5][m]!;
    for (const seller of sellers) {
      if (source === '2') continue;
      const avg = price(seller.base + drift);
      rows.push(row(month, seller, 1, '报价', 1 + (m % 2), avg - 12.5, avg, avg + (m % 2 ? 12.5 : -12.5)));
    }
    if (source !== '1') {
      const avg = price(sellers[1]!.base + drift - 28.4);
      rows.push(row(month, sellers[1]!, 2, '合同', 2, avg - 10, avg, avg + 10));
    }
  });
  const text = query.get('materialName')?.trim();
  return text && !'WZ0101001 热轧带肋钢筋'.includes(text) ? [] : rows;

  function row(
    month: string,
    seller: { id: string; name: string },
    kind: number,
    sourceName: string,
    priceCount: number,
    min: number,
    avg: number,
    max: number,
  ): PriceTrendRow {
    const [low, high] = priceCount === 1 ? [avg, avg] : [Math.min(min, avg), Math.max(max, avg)];
    return {
      key: `${month}|41000001|${seller.id}|${kind}`,
      month,
      materialId: '41000001',
      materialCode: 'WZ0101001',
      materialName: '热轧带肋钢筋',
      supplierId: seller.id,
      supplierName: seller.name,
      priceSource: kind,
      sourceName,
      priceCount,
      minPrice: price(low),
      avgPrice: avg,
      maxPrice: price(high),
    };
  }
}

/**
 * Sourcing savings that add up: lowest ≤ won, the premium their difference, the saving budget − budgeted win
 * (negative once, where the winners came in over budget), the rate of the budget.
 */
function savingsRows(groupBy: string): SourcingSavingsRow[] {
  const names =
    groupBy === '2'
      ? ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']
      : groupBy === '3'
        ? CATEGORIES
        : PROJECTS.map((project, i) => `XY2026110${i + 1} ${project.replace('项目部', '')}主体材料寻源`);
  return names.map((name, i) => {
    const win = cents(286_400 + i * 41_235.5);
    const lowest = cents(win - (i % 3) * 1_280.25);
    const budget = i === 4 ? cents(win - 3_600) : cents(win * 1.04);
    const saving = cents(budget - win);
    return {
      key: groupBy === '2' ? name : String(7_900_000 + i),
      name,
      sourcingCount: groupBy === '1' ? 1 : 2 + (i % 3),
      awardCount: 2 + i,
      offerCount: 3 * (2 + i),
      winAmount: win,
      lowestAmount: lowest,
      premiumOverLowest: cents(win - lowest),
      budgetAmount: budget,
      budgetedWinAmount: win,
      savingVsBudget: saving,
      savingPct: Math.round((saving / budget) * 10_000) / 100,
    };
  });
}

/** A page of `rows` as the request asks it (current, size). */
function paged<T>(request: Request, rows: T[]) {
  const query = new URL(request.url).searchParams;
  const size = Number(query.get('size')) || 10;
  const current = Number(query.get('current')) || 1;
  return {
    code: 200,
    success: true,
    msg: '操作成功',
    data: {
      records: rows.slice((current - 1) * size, current * size),
      total: rows.length,
      size,
      current,
      pages: Math.ceil(rows.length / size),
    },
  };
}

const DASHBOARD: Dashboard = {
  approvals: {
    total: 5,
    byNode: [
      { nodeCode: 'PM', count: 0 },
      { nodeCode: 'DIRECTOR', count: 3 },
      { nodeCode: 'AREA_MANAGER', count: 2 },
      { nodeCode: 'MANAGER', count: 0 },
    ],
  },
  monthSpend: 1_497_001.5,
  spendByMonth: spendRows('4').map((row) => ({ month: row.key, contractAmount: row.contractAmount })),
  openOrders: 7,
  lateOrders: 5,
  stockValue: 2_406_353.98,
  payablesDueThisWeek: 368_600,
};
const EMPTY_DASHBOARD: Dashboard = {
  ...DASHBOARD,
  approvals: { total: 0, byNode: DASHBOARD.approvals.byNode.map((node) => ({ ...node, count: 0 })) },
  monthSpend: 0,
  spendByMonth: DASHBOARD.spendByMonth!.map((month) => ({ ...month, contractAmount: 0 })),
  openOrders: 0,
  lateOrders: 0,
  stockValue: 0,
  payablesDueThisWeek: 0,
};
const answer = (data: Dashboard) => ({ code: 200, success: true, msg: '操作成功', data });

const listed = listScenarios(
  getGetSpendReportPagesMockHandler,
  getGetContractExecutionPagesMockHandler,
  getGetOpenOrderPagesMockHandler,
  getGetPriceTrendPagesMockHandler,
  getGetSourcingSavingsPagesMockHandler,
  getGetSupplierPerformancePagesMockHandler,
  getGetApprovalTurnaroundPagesMockHandler,
);

export const mocks = defineMocks({
  defaults: () => [
    getGetSpendReportPagesMockHandler(({ request }) =>
      paged(request, spendRows(new URL(request.url).searchParams.get('groupBy') ?? '1')),
    ),
    getGetContractExecutionPagesMockHandler(({ request }) => paged(request, executionRows())),
    getGetOpenOrderPagesMockHandler(({ request }) => paged(request, openOrderRows())),
    getGetSourcingSavingsPagesMockHandler(({ request }) =>
      paged(request, savingsRows(new URL(request.url).searchParams.get('groupBy') ?? '1')),
    ),
    getGetPriceTrendPagesMockHandler(({ request }) =>
      paged(request, priceTrendRows(new URL(request.url).searchParams)),
    ),
    getGetSupplierPerformancePagesMockHandler(({ request }) =>
      paged(request, performanceRows(new URL(request.url).searchParams)),
    ),
    getGetApprovalTurnaroundPagesMockHandler(({ request }) =>
      paged(request, turnaroundRows(new URL(request.url).searchParams)),
    ),
    getGetDashboardMockHandler(answer(DASHBOARD)),
  ],
  scenarios: {
    empty: () => [...listed.empty(), getGetDashboardMockHandler(answer(EMPTY_DASHBOARD))],
    error: () => [...listed.error(), failure(getGetDashboardMockHandler, '服务器异常')],
  },
});
