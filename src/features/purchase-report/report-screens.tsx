import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  exportContractExecution,
  exportOpenOrders,
  exportSpendReport,
  getGetContractExecutionPagesQueryOptions,
  getGetOpenOrderPagesQueryOptions,
  getGetSpendReportPagesQueryOptions,
} from '@/api/generated/purchase-report/endpoints/purchase-report/purchase-report';
import type { ContractExecutionRow, OpenOrderRow, SpendRow } from '@/api/generated/purchase-report/model';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import type { FieldDef } from '@/components/form/field-def';
import { figureColumn, formatMoney } from '@/lib/format-money';
import { ReportFrame } from './report-frame';
import type { ReportTranslate } from './report-i18n';
import { reportFilters, type ReportSearch } from './report-search';

export interface ReportScreenProps {
  t: ReportTranslate;
  search: ReportSearch;
  onSearchChange: (next: Partial<ReportSearch>) => void;
}

type Field = FieldDef<Omit<ReportSearch, 'current' | 'size' | 'ascs' | 'descs'>>;
const options = { placeholderData: keepPreviousData };
const paging = (search: ReportSearch) => ({ current: search.current, size: search.size });

function commonFields(t: ReportTranslate): Field[] {
  return [
    { name: 'dateFrom', label: t('filter.dateFrom'), kind: 'date' },
    { name: 'dateTo', label: t('filter.dateTo'), kind: 'date' },
    { name: 'supplierName', label: t('filter.supplierName'), kind: 'text' },
  ];
}
const yesOnly = (t: ReportTranslate) => [{ label: t('filter.yes'), value: '1' }];
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const average = (values: number[]) => (values.length ? (sum(values) / values.length).toFixed(2) : '0');

const spendCol = dataTableColumnHelper<SpendRow>();

/** 采购支出 per supplier (default), project, category or month; the first page by amount is the top ten. */
export function SpendReport({ t, search, onSearchChange }: ReportScreenProps) {
  const filters = reportFilters(search);
  const query = useQuery({
    ...getGetSpendReportPagesQueryOptions({ ...filters, ...paging(search) }),
    ...options,
  });
  const dimension = t(`groupBy.${search.groupBy ?? '1'}`);
  const columns = useMemo(
    () =>
      spendCol.columns([
        spendCol.accessor('name', { header: dimension, meta: { className: 'min-w-40 font-medium' } }),
        spendCol.accessor('contractCount', { header: t('col.contractCount'), meta: figureColumn }),
        ...(['contractAmount', 'receivedAmount', 'paidAmount'] as const).map((key) =>
          spendCol.accessor(key, {
            header: t(`col.${key}`),
            cell: (info) => formatMoney(info.getValue()),
            meta: figureColumn,
          }),
        ),
      ]),
    [t, dimension],
  );
  const fields: Field[] = [
    {
      name: 'groupBy',
      label: t('filter.groupBy'),
      kind: 'select',
      options: (['1', '2', '3', '4'] as const).map((value) => ({ label: t(`groupBy.${value}`), value })),
    },
    ...commonFields(t),
  ];
  return (
    <ReportFrame
      title={t('title.spend')}
      search={search}
      onSearchChange={onSearchChange}
      fields={fields}
      query={query}
      columns={columns}
      rowKey="key"
      onExport={() => exportSpendReport(filters)}
      chart={(rows) => {
        const top = rows[0];
        return {
          title: t('chart.spendTitle', { dimension }),
          summary: t('chart.spendSummary', {
            count: rows.length,
            total: formatMoney(sum(rows.map((row) => row.contractAmount))),
            top: top?.name ?? '',
            topAmount: formatMoney(top?.contractAmount),
          }),
          kind: search.groupBy === '4' ? 'line' : 'bar',
          categoryKey: 'name',
          series: (['contractAmount', 'receivedAmount', 'paidAmount'] as const)
            .filter((key) => key !== 'paidAmount' || search.groupBy !== '3')
            .map((key) => ({ key, label: t(`col.${key}`) })),
          points: rows,
        };
      }}
    />
  );
}

const execCol = dataTableColumnHelper<ContractExecutionRow>();

/** 合同执行: each contract's ordered, received, invoiced and paid shares; those ending within 30 days marked. */
export function ContractExecutionReport({ t, search, onSearchChange }: ReportScreenProps) {
  const filters = reportFilters(search);
  const query = useQuery({
    ...getGetContractExecutionPagesQueryOptions({ ...filters, ...paging(search) }),
    ...options,
  });
  const columns = useMemo(
    () =>
      execCol.columns([
        execCol.accessor('contractNo', {
          header: t('col.contractNo'),
          meta: { className: 'w-40 font-mono text-xs' },
        }),
        execCol.accessor('contractName', { header: t('col.contractName'), meta: { className: 'min-w-40' } }),
        execCol.accessor('supplierName', { header: t('col.supplierName'), meta: { className: 'min-w-40' } }),
        execCol.accessor('deptName', { header: t('col.deptName'), meta: { className: 'min-w-28' } }),
        execCol.accessor('endDate', {
          header: t('col.endDate'),
          cell: (info) => (
            <span className={info.row.original.expiring ? 'font-medium text-amber-700' : undefined}>
              {info.getValue() ?? '—'}
              {info.row.original.expiring ? ` (${t('col.expiring')})` : ''}
            </span>
          ),
          meta: { className: 'w-44' },
        }),
        execCol.accessor('totalAmount', {
          header: t('col.totalAmount'),
          cell: (info) => formatMoney(info.getValue()),
          meta: figureColumn,
        }),
        ...(['orderedPct', 'receivedPct', 'invoicedPct', 'paidPct'] as const).map((key) =>
          execCol.accessor(key, {
            header: t(`col.${key}`),
            cell: (info) => info.getValue().toFixed(2),
            meta: { ...figureColumn, className: 'w-20 tabular-nums' },
          }),
        ),
      ]),
    [t],
  );
  const fields: Field[] = [
    ...commonFields(t),
    { name: 'contractNo', label: t('filter.contractNo'), kind: 'text' },
    { name: 'expiringOnly', label: t('filter.expiringOnly'), kind: 'select', options: yesOnly(t) },
  ];
  return (
    <ReportFrame
      title={t('title.contract-execution')}
      search={search}
      onSearchChange={onSearchChange}
      fields={fields}
      query={query}
      columns={columns}
      onExport={() => exportContractExecution(filters)}
      chart={(rows) => ({
        title: t('chart.executionTitle'),
        summary: t('chart.executionSummary', {
          count: rows.length,
          received: average(rows.map((row) => row.receivedPct)),
          paid: average(rows.map((row) => row.paidPct)),
          expiring: rows.filter((row) => row.expiring === 1).length,
        }),
        kind: 'bar',
        categoryKey: 'contractNo',
        series: (['orderedPct', 'receivedPct', 'invoicedPct', 'paidPct'] as const).map((key) => ({
          key,
          label: t(`col.${key}`),
        })),
        points: rows,
      })}
    />
  );
}

const orderCol = dataTableColumnHelper<OpenOrderRow>();

/** 在途订单: what each open order still waits for, and how many days it is past its expected arrival. */
export function OpenOrderReport({ t, search, onSearchChange }: ReportScreenProps) {
  const filters = reportFilters(search);
  const query = useQuery({
    ...getGetOpenOrderPagesQueryOptions({ ...filters, ...paging(search) }),
    ...options,
  });
  const columns = useMemo(
    () =>
      orderCol.columns([
        orderCol.accessor('orderNo', {
          header: t('col.orderNo'),
          meta: { className: 'w-40 font-mono text-xs' },
        }),
        orderCol.accessor('contractNo', {
          header: t('col.contractNo'),
          meta: { className: 'w-40 font-mono text-xs' },
        }),
        orderCol.accessor('supplierName', { header: t('col.supplierName'), meta: { className: 'min-w-40' } }),
        orderCol.accessor('deptName', { header: t('col.deptName'), meta: { className: 'min-w-28' } }),
        orderCol.accessor('orderDate', { header: t('col.orderDate'), meta: { className: 'w-28' } }),
        orderCol.accessor('expectedArrivalDate', {
          header: t('col.expectedArrivalDate'),
          cell: (info) => info.getValue() ?? '—',
          meta: { className: 'w-28' },
        }),
        orderCol.accessor('orderAmount', {
          header: t('col.orderAmount'),
          cell: (info) => formatMoney(info.getValue()),
          meta: figureColumn,
        }),
        orderCol.accessor('remainingQty', { header: t('col.remainingQty'), meta: figureColumn }),
        orderCol.accessor('remainingAmount', {
          header: t('col.remainingAmount'),
          cell: (info) => formatMoney(info.getValue()),
          meta: figureColumn,
        }),
        orderCol.accessor('daysLate', {
          header: t('col.daysLate'),
          cell: (info) =>
            info.getValue() > 0 ? <span className="font-medium text-red-700">{info.getValue()}</span> : 0,
          meta: { ...figureColumn, className: 'w-20 tabular-nums' },
        }),
      ]),
    [t],
  );
  const fields: Field[] = [
    ...commonFields(t),
    { name: 'lateOnly', label: t('filter.lateOnly'), kind: 'select', options: yesOnly(t) },
  ];
  return (
    <ReportFrame
      title={t('title.open-orders')}
      search={search}
      onSearchChange={onSearchChange}
      fields={fields}
      query={query}
      columns={columns}
      onExport={() => exportOpenOrders(filters)}
      chart={(rows) => ({
        title: t('chart.ordersTitle'),
        summary: t('chart.ordersSummary', {
          count: rows.length,
          total: formatMoney(sum(rows.map((row) => row.remainingAmount))),
          late: rows.filter((row) => row.daysLate > 0).length,
        }),
        kind: 'bar',
        categoryKey: 'orderNo',
        series: [
          { key: 'remainingAmount', label: t('col.remainingAmount') },
          { key: 'orderAmount', label: t('col.orderAmount') },
        ],
        points: rows,
      })}
    />
  );
}
