import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  exportApprovalTurnaround,
  exportSupplierPerformance,
  getGetApprovalTurnaroundPagesQueryOptions,
  getGetSupplierPerformancePagesQueryOptions,
} from '@/api/generated/purchase-report/endpoints/purchase-report/purchase-report';
import {
  BizTypeParameter,
  type ApprovalTurnaroundRow,
  type SupplierPerformanceRow,
} from '@/api/generated/purchase-report/model';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import type { FieldDef } from '@/components/form/field-def';
import { figureColumn, formatMoney } from '@/lib/format-money';
import { ReportFrame } from './report-frame';
import type { ReportScreenProps } from './report-screens';
import { reportFilters, type ReportSearch } from './report-search';

type Field = FieldDef<Omit<ReportSearch, 'current' | 'size' | 'ascs' | 'descs'>>;
const options = { placeholderData: keepPreviousData };
const paging = (search: ReportSearch) => ({ current: search.current, size: search.size });
const narrow = { ...figureColumn, className: 'w-20 tabular-nums' };
/** A share with two decimals; a dash where the base was empty (no delivery is neither on time nor late). */
const percent = (value: number | null | undefined) => (value == null ? '—' : value.toFixed(2));
const quantity = (value: number) => value.toLocaleString(undefined, { maximumFractionDigits: 3 });

const perfCol = dataTableColumnHelper<SupplierPerformanceRow>();
const RATES = ['onTimePct', 'rejectionPct', 'winPct'] as const;

/** 供应商绩效: per supplier, deliveries on time, refused quantities, sourcing lines won and contract amount. */
export function SupplierPerformanceReport({ t, search, onSearchChange }: ReportScreenProps) {
  const { dateFrom, dateTo, supplierName } = reportFilters(search);
  const filters = { dateFrom, dateTo, supplierName };
  const query = useQuery({
    ...getGetSupplierPerformancePagesQueryOptions({ ...filters, ...paging(search) }),
    ...options,
  });
  const columns = useMemo(
    () =>
      perfCol.columns([
        perfCol.accessor('supplierName', {
          header: t('col.supplierName'),
          meta: { className: 'min-w-40 font-medium' },
        }),
        perfCol.accessor('receiptCount', { header: t('col.receiptCount'), meta: narrow }),
        perfCol.accessor('onTimeCount', { header: t('col.onTimeCount'), meta: narrow }),
        perfCol.accessor('onTimePct', {
          header: t('col.onTimePct'),
          cell: (i) => percent(i.getValue()),
          meta: narrow,
        }),
        ...(['arrivedQty', 'rejectedQty'] as const).map((key) =>
          perfCol.accessor(key, {
            header: t(`col.${key}`),
            cell: (i) => quantity(i.getValue()),
            meta: narrow,
          }),
        ),
        perfCol.accessor('rejectionPct', {
          header: t('col.rejectionPct'),
          cell: (i) => percent(i.getValue()),
          meta: narrow,
        }),
        perfCol.accessor('offeredLines', { header: t('col.offeredLines'), meta: narrow }),
        perfCol.accessor('wonLines', { header: t('col.wonLines'), meta: narrow }),
        perfCol.accessor('winPct', {
          header: t('col.winPct'),
          cell: (i) => percent(i.getValue()),
          meta: narrow,
        }),
        perfCol.accessor('contractAmount', {
          header: t('col.contractAmount'),
          cell: (i) => formatMoney(i.getValue()),
          meta: figureColumn,
        }),
      ]),
    [t],
  );
  const fields: Field[] = [
    { name: 'supplierName', label: t('filter.supplierName'), kind: 'text' },
    { name: 'dateFrom', label: t('filter.dateFrom'), kind: 'date' },
    { name: 'dateTo', label: t('filter.dateTo'), kind: 'date' },
  ];
  return (
    <ReportFrame
      title={t('title.supplier-performance')}
      search={search}
      onSearchChange={onSearchChange}
      fields={fields}
      query={query}
      columns={columns}
      rowKey="supplierId"
      onExport={() => exportSupplierPerformance(filters)}
      chart={(rows) => {
        const best = rows
          .filter((row) => row.onTimePct !== null)
          .reduce<SupplierPerformanceRow | undefined>(
            (a, r) => (a && a.onTimePct! >= r.onTimePct! ? a : r),
            undefined,
          );
        return {
          title: t('chart.performanceTitle'),
          summary: t('chart.performanceSummary', {
            count: rows.length,
            delivered: rows.filter((row) => row.receiptCount > 0).length,
            best: best?.supplierName ?? '—',
            bestPct: percent(best?.onTimePct),
          }),
          kind: 'bar',
          categoryKey: 'supplierName',
          series: RATES.map((key) => ({ key, label: t(`col.${key}`) })),
          points: rows,
        };
      }}
    />
  );
}

const turnCol = dataTableColumnHelper<ApprovalTurnaroundRow>();
const HOURS = ['avgHours', 'medianHours', 'maxHours'] as const;

/** 审批时效: how long each document type waits at each level before it is decided; over 48 hours is overdue. */
export function ApprovalTurnaroundReport({ t, search, onSearchChange }: ReportScreenProps) {
  const { dateFrom, dateTo, bizType } = reportFilters(search);
  const filters = { dateFrom, dateTo, bizType };
  const query = useQuery({
    ...getGetApprovalTurnaroundPagesQueryOptions({ ...filters, ...paging(search) }),
    ...options,
  });
  const columns = useMemo(
    () =>
      turnCol.columns([
        turnCol.accessor('bizTypeName', { header: t('col.bizTypeName'), meta: { className: 'min-w-28' } }),
        turnCol.accessor('nodeName', { header: t('col.nodeName'), meta: { className: 'min-w-32' } }),
        turnCol.accessor('decisionCount', { header: t('col.decisionCount'), meta: narrow }),
        turnCol.accessor('rejectedCount', { header: t('col.rejectedCount'), meta: narrow }),
        ...HOURS.map((key) =>
          turnCol.accessor(key, {
            header: t(`col.${key}`),
            cell: (i) => i.getValue().toFixed(2),
            meta: narrow,
          }),
        ),
        turnCol.accessor('overdueCount', {
          header: t('col.overdueCount'),
          cell: (i) => (
            <span className={i.getValue() ? 'font-medium text-amber-700' : undefined}>{i.getValue()}</span>
          ),
          meta: narrow,
        }),
      ]),
    [t],
  );
  const fields: Field[] = [
    {
      name: 'bizType',
      label: t('filter.bizType'),
      kind: 'select',
      options: Object.values(BizTypeParameter).map((value) => ({ label: t(`bizType.${value}`), value })),
    },
    { name: 'dateFrom', label: t('filter.dateFrom'), kind: 'date' },
    { name: 'dateTo', label: t('filter.dateTo'), kind: 'date' },
  ];
  return (
    <ReportFrame
      title={t('title.approval-turnaround')}
      search={search}
      onSearchChange={onSearchChange}
      fields={fields}
      query={query}
      columns={columns}
      rowKey="key"
      onExport={() => exportApprovalTurnaround(filters)}
      chart={(rows) => {
        const slowest = rows.reduce<ApprovalTurnaroundRow | undefined>(
          (a, r) => (a && a.avgHours >= r.avgHours ? a : r),
          undefined,
        );
        return {
          title: t('chart.turnaroundTitle'),
          summary: t('chart.turnaroundSummary', {
            count: rows.length,
            decisions: rows.reduce((total, row) => total + row.decisionCount, 0),
            overdue: rows.reduce((total, row) => total + row.overdueCount, 0),
            slowest: slowest ? `${slowest.bizTypeName} · ${slowest.nodeName}` : '—',
            hours: slowest?.avgHours.toFixed(2) ?? '0',
          }),
          kind: 'bar',
          categoryKey: 'level',
          series: (['avgHours', 'medianHours'] as const).map((key) => ({ key, label: t(`col.${key}`) })),
          points: rows.map((row) => ({ ...row, level: `${row.bizTypeName} · ${row.nodeName}` })),
        };
      }}
    />
  );
}
