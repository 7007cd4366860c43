import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  exportPriceTrend,
  exportSourcingSavings,
  getGetPriceTrendPagesQueryOptions,
  getGetSourcingSavingsPagesQueryOptions,
} from '@/api/generated/purchase-report/endpoints/purchase-report/purchase-report';
import type { PriceTrendRow, SourcingSavingsRow } from '@/api/generated/purchase-report/model';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import type { FieldDef } from '@/components/form/field-def';
import { figureColumn, formatMoney, formatPrice } from '@/lib/format-money';
import { ReportFrame } from './report-frame';
import type { ReportTranslate } from './report-i18n';
import type { ReportScreenProps } from './report-screens';
import { reportFilters, type ReportSearch } from './report-search';
import { pricePivot } from './price-pivot';

type Field = FieldDef<Omit<ReportSearch, 'current' | 'size' | 'ascs' | 'descs'>>;
const options = { placeholderData: keepPreviousData };
const paging = (search: ReportSearch) => ({ current: search.current, size: search.size });

function periodFields(t: ReportTranslate): Field[] {
  return [
    { name: 'dateFrom', label: t('filter.dateFrom'), kind: 'date' },
    { name: 'dateTo', label: t('filter.dateTo'), kind: 'date' },
    { name: 'supplierName', label: t('filter.supplierName'), kind: 'text' },
  ];
}

const priceCol = dataTableColumnHelper<PriceTrendRow>();

/**
 * 价格趋势: what a material was offered and bought at, per month, supplier and source (min, quantity-weighted
 * average, max); the chart draws each supplier's and source's average over the months of the page.
 */
export function PriceTrendReport({ t, search, onSearchChange }: ReportScreenProps) {
  const filters = reportFilters(search);
  const query = useQuery({
    ...getGetPriceTrendPagesQueryOptions({ ...filters, ...paging(search) }),
    ...options,
  });
  const columns = useMemo(
    () =>
      priceCol.columns([
        priceCol.accessor('month', { header: t('col.month'), meta: { className: 'w-24' } }),
        priceCol.accessor('materialCode', {
          header: t('col.materialCode'),
          meta: { className: 'w-28 font-mono text-xs' },
        }),
        priceCol.accessor('materialName', { header: t('col.materialName'), meta: { className: 'min-w-32' } }),
        priceCol.accessor('supplierName', { header: t('col.supplierName'), meta: { className: 'min-w-40' } }),
        priceCol.accessor('sourceName', { header: t('col.sourceName'), meta: { className: 'w-16' } }),
        priceCol.accessor('priceCount', {
          header: t('col.priceCount'),
          meta: { ...figureColumn, className: 'w-16 tabular-nums' },
        }),
        ...(['minPrice', 'avgPrice', 'maxPrice'] as const).map((key) =>
          priceCol.accessor(key, {
            header: t(`col.${key}`),
            cell: (info) => formatPrice(info.getValue()),
            meta: figureColumn,
          }),
        ),
      ]),
    [t],
  );
  const fields: Field[] = [
    { name: 'materialName', label: t('filter.materialName'), kind: 'text' },
    ...periodFields(t),
    {
      name: 'priceSource',
      label: t('filter.source'),
      kind: 'select',
      options: (['1', '2'] as const).map((value) => ({ label: t(`source.${value}`), value })),
    },
  ];
  return (
    <ReportFrame
      title={t('title.price-trend')}
      search={search}
      onSearchChange={onSearchChange}
      fields={fields}
      query={query}
      columns={columns}
      rowKey="key"
      onExport={() => exportPriceTrend(filters)}
      chart={(rows) => {
        const pivot = pricePivot(rows);
        const low = rows.reduce<PriceTrendRow | undefined>(
          (a, r) => (a && a.minPrice <= r.minPrice ? a : r),
          undefined,
        );
        const high = rows.reduce<PriceTrendRow | undefined>(
          (a, r) => (a && a.maxPrice >= r.maxPrice ? a : r),
          undefined,
        );
        return {
          title: t('chart.priceTitle'),
          summary: t('chart.priceSummary', {
            count: rows.length,
            months: pivot.points.length,
            lines: pivot.series.length,
            min: formatPrice(low?.minPrice),
            minWho: low?.supplierName ?? '',
            minMonth: low?.month ?? '',
            max: formatPrice(high?.maxPrice),
            maxWho: high?.supplierName ?? '',
            maxMonth: high?.month ?? '',
          }),
          kind: 'line',
          categoryKey: 'month',
          series: pivot.series,
          points: pivot.points,
        };
      }}
    />
  );
}

const savingsCol = dataTableColumnHelper<SourcingSavingsRow>();
const SAVINGS_GROUPS = ['1', '2', '3'] as const;
const AMOUNTS = ['winAmount', 'lowestAmount', 'premiumOverLowest', 'budgetAmount', 'savingVsBudget'] as const;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** 寻源节约 per sourcing bill (default), month of approval or category: won vs lowest offer vs budget. */
export function SourcingSavingsReport({ t, search, onSearchChange }: ReportScreenProps) {
  const group = SAVINGS_GROUPS.find((value) => value === search.groupBy) ?? '1';
  const filters = { ...reportFilters(search), groupBy: Number(group) };
  const query = useQuery({
    ...getGetSourcingSavingsPagesQueryOptions({ ...filters, ...paging(search) }),
    ...options,
  });
  const dimension = t(`savingsGroupBy.${group}`);
  const columns = useMemo(
    () =>
      savingsCol.columns([
        savingsCol.accessor('name', { header: dimension, meta: { className: 'min-w-48 font-medium' } }),
        ...(['sourcingCount', 'awardCount', 'offerCount'] as const).map((key) =>
          savingsCol.accessor(key, {
            header: t(`col.${key}`),
            meta: { ...figureColumn, className: 'w-20 tabular-nums' },
          }),
        ),
        ...AMOUNTS.map((key) =>
          savingsCol.accessor(key, {
            header: t(`col.${key}`),
            cell: (info) => formatMoney(info.getValue()),
            meta: figureColumn,
          }),
        ),
        savingsCol.accessor('savingPct', {
          header: t('col.savingPct'),
          cell: (info) => info.getValue().toFixed(2),
          meta: { ...figureColumn, className: 'w-20 tabular-nums' },
        }),
      ]),
    [t, dimension],
  );
  const fields: Field[] = [
    {
      name: 'groupBy',
      label: t('filter.groupBy'),
      kind: 'select',
      options: SAVINGS_GROUPS.map((value) => ({ label: t(`savingsGroupBy.${value}`), value })),
    },
    ...periodFields(t),
  ];
  return (
    <ReportFrame
      title={t('title.sourcing-savings')}
      search={search}
      onSearchChange={onSearchChange}
      fields={fields}
      query={query}
      columns={columns}
      rowKey="key"
      onExport={() => exportSourcingSavings(filters)}
      chart={(rows) => ({
        title: t('chart.savingsTitle', { dimension }),
        summary: t('chart.savingsSummary', {
          count: rows.length,
          win: formatMoney(sum(rows.map((row) => row.winAmount))),
          premium: formatMoney(sum(rows.map((row) => row.premiumOverLowest))),
          saving: formatMoney(sum(rows.map((row) => row.savingVsBudget))),
        }),
        kind: 'bar',
        categoryKey: 'name',
        series: (['winAmount', 'lowestAmount', 'budgetAmount'] as const).map((key) => ({
          key,
          label: t(`col.${key}`),
        })),
        points: rows,
      })}
    />
  );
}
