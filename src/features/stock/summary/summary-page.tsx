import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import {
  exportStockMovement,
  getGetSlowMoverPagesQueryOptions,
  getGetStockBalancePagesQueryOptions,
  getGetStockLedgerPagesQueryOptions,
  getGetStockMovementPagesQueryOptions,
} from '@/api/generated/stock/endpoints/kc-stock-summary/kc-stock-summary';
import type { StockBalance, StockLedgerRow, StockMovementRow } from '@/api/generated/stock/model';
import { DataTable } from '@/components/data-table/data-table';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import { ExportButton } from '@/components/document/export-button';
import type { FieldDef } from '@/components/form/field-def';
import { SearchForm } from '@/components/form/search-form';
import { Button } from '@/components/ui/button';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import { usePermissions } from '@/lib/permission';
import { useStockT, type StockTranslate } from '../stock-i18n';
import type { stockZh } from '../stock-zh';
import { useStorehouseOptions } from '../shared/stock-list-filters';
import { SUMMARY_TABS, type SummarySearch } from './summary-search';

const route = getRouteApi('/_authenticated/stock/summary');
type StockZh = typeof stockZh;
const ID_BASE = 'stock-summary';
const num = { className: 'w-28 tabular-nums', align: 'right' as const };
const money = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : value.toFixed(2);

/** The first and last day of the current month (UTC+8): the 收发存 period until the user picks one. */
function thisMonth() {
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const [y, m] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return {
    dateFrom: `${today.slice(0, 8)}01`,
    dateTo: `${today.slice(0, 8)}${String(last).padStart(2, '0')}`,
  };
}

const balanceCol = dataTableColumnHelper<StockBalance>();
function balanceColumns(t: StockTranslate, drill: (row: StockBalance) => void) {
  const b = (key: keyof StockZh['summary']['balance']) => t(`summary.balance.${key}`);
  return balanceCol.columns([
    balanceCol.accessor('storehouseName', { header: t('field.storehouse'), meta: { className: 'min-w-32' } }),
    balanceCol.accessor('materialCode', {
      header: t('item.materialCode'),
      meta: { className: 'w-28 font-mono text-xs' },
    }),
    balanceCol.accessor('materialName', { header: t('item.materialName'), meta: { className: 'min-w-32' } }),
    balanceCol.accessor('spec', { header: t('item.spec'), meta: { className: 'min-w-28' } }),
    balanceCol.accessor('unitName', { header: t('item.unit'), meta: { className: 'w-14' } }),
    balanceCol.accessor('qty', { header: b('qty'), meta: num }),
    balanceCol.accessor('avgCost', {
      header: b('avgCost'),
      cell: (info) => info.getValue().toFixed(4),
      meta: num,
    }),
    balanceCol.accessor('amount', { header: b('amount'), cell: (info) => money(info.getValue()), meta: num }),
    balanceCol.accessor('inQtyTotal', { header: b('inQtyTotal'), meta: num }),
    balanceCol.accessor('outQtyTotal', { header: b('outQtyTotal'), meta: num }),
    balanceCol.accessor('idleDays', {
      header: b('idleDays'),
      cell: (info) => info.getValue() ?? '',
      meta: num,
    }),
    balanceCol.accessor('lastInDate', { header: b('lastInDate'), meta: { className: 'w-28' } }),
    balanceCol.accessor('lastOutDate', { header: b('lastOutDate'), meta: { className: 'w-28' } }),
    balanceCol.display({
      id: 'ledger',
      header: b('ledger'),
      cell: (info) => (
        <Button
          size="sm"
          variant="link"
          aria-label={t('summary.ledger.filtered', {
            material: `${info.row.original.materialCode} ${info.row.original.materialName}`,
            storehouse: info.row.original.storehouseName,
          })}
          onClick={() => drill(info.row.original)}
        >
          {b('ledger')}
        </Button>
      ),
      meta: { className: 'w-16' },
    }),
  ]);
}

const ledgerCol = dataTableColumnHelper<StockLedgerRow>();
function ledgerColumns(t: StockTranslate) {
  const l = (key: keyof StockZh['summary']['ledger']) => t(`summary.ledger.${key}`);
  return ledgerCol.columns([
    ledgerCol.accessor('bizDate', { header: l('bizDate'), meta: { className: 'w-28' } }),
    ledgerCol.accessor('bizNo', { header: l('bizNo'), meta: { className: 'w-40 font-mono text-xs' } }),
    ledgerCol.accessor('bizTypeName', { header: l('bizType'), meta: { className: 'w-24' } }),
    ledgerCol.accessor('storehouseName', { header: t('field.storehouse'), meta: { className: 'min-w-28' } }),
    ledgerCol.accessor('materialCode', {
      header: t('item.materialCode'),
      meta: { className: 'w-28 font-mono text-xs' },
    }),
    ledgerCol.accessor('materialName', { header: t('item.materialName'), meta: { className: 'min-w-28' } }),
    ledgerCol.display({
      id: 'in',
      header: l('inQty'),
      cell: (info) => (info.row.original.direction === 1 ? info.row.original.qty : ''),
      meta: num,
    }),
    ledgerCol.display({
      id: 'out',
      header: l('outQty'),
      cell: (info) => (info.row.original.direction === -1 ? info.row.original.qty : ''),
      meta: num,
    }),
    ledgerCol.accessor('unitCost', {
      header: l('unitCost'),
      cell: (info) => info.getValue().toFixed(4),
      meta: num,
    }),
    ledgerCol.accessor('costAmount', {
      header: l('costAmount'),
      cell: (info) => money(info.getValue()),
      meta: num,
    }),
    ledgerCol.accessor('balanceQty', { header: l('balanceQty'), meta: num }),
    ledgerCol.accessor('balanceAmount', {
      header: l('balanceAmount'),
      cell: (info) => money(info.getValue()),
      meta: num,
    }),
  ]);
}

const movementCol = dataTableColumnHelper<StockMovementRow>();
function movementColumns(t: StockTranslate) {
  const m = (key: keyof StockZh['summary']['movement']) => t(`summary.movement.${key}`);
  const amount = (key: 'openingAmount' | 'inAmount' | 'outAmount' | 'closingAmount') =>
    movementCol.accessor(key, { header: m(key), cell: (info) => money(info.getValue()), meta: num });
  return movementCol.columns([
    movementCol.accessor('storehouseName', {
      header: t('field.storehouse'),
      meta: { className: 'min-w-28' },
    }),
    movementCol.accessor('materialCode', {
      header: t('item.materialCode'),
      meta: { className: 'w-28 font-mono text-xs' },
    }),
    movementCol.accessor('materialName', { header: t('item.materialName'), meta: { className: 'min-w-28' } }),
    movementCol.accessor('unitName', { header: t('item.unit'), meta: { className: 'w-14' } }),
    movementCol.accessor('openingQty', { header: m('openingQty'), meta: num }),
    amount('openingAmount'),
    movementCol.accessor('inQty', { header: m('inQty'), meta: num }),
    amount('inAmount'),
    movementCol.accessor('outQty', { header: m('outQty'), meta: num }),
    amount('outAmount'),
    movementCol.accessor('closingQty', { header: m('closingQty'), meta: num }),
    amount('closingAmount'),
  ]);
}

type Filters = Pick<SummarySearch, 'storehouseId' | 'materialCode' | 'dateFrom' | 'dateTo' | 'days'>;

/**
 * 库存汇总: balances per storehouse × material (each with its ledger one click away), the ledger with running
 * balances, the 收发存 report for a period (exported with the same filters) and slow movers; all in the URL.
 */
export function StockSummaryPage() {
  const t = useStockT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { can } = usePermissions();
  const [searchOpen, setSearchOpen] = useState(true);
  const storehouses = useStorehouseOptions();
  const change = (next: Partial<SummarySearch>) => void navigate({ search: { ...search, ...next } });
  const paging = { current: search.current, size: search.size };
  const period = {
    dateFrom: search.dateFrom ?? thisMonth().dateFrom,
    dateTo: search.dateTo ?? thisMonth().dateTo,
  };
  const common = { storehouseId: search.storehouseId, materialCode: search.materialCode };
  const options = { placeholderData: keepPreviousData };
  const balances = useQuery({
    ...getGetStockBalancePagesQueryOptions({ ...common, ...paging }),
    ...options,
    enabled: search.tab === 'balances',
  });
  const ledger = useQuery({
    ...getGetStockLedgerPagesQueryOptions({
      ...common,
      materialId: search.materialId,
      dateFrom: search.dateFrom,
      dateTo: search.dateTo,
      ...paging,
    }),
    ...options,
    enabled: search.tab === 'ledger',
  });
  const movement = useQuery({
    ...getGetStockMovementPagesQueryOptions({ ...common, ...period, ...paging }),
    ...options,
    enabled: search.tab === 'movement',
  });
  const days = Number(search.days) > 0 ? Number(search.days) : 90;
  const slow = useQuery({
    ...getGetSlowMoverPagesQueryOptions({ storehouseId: search.storehouseId, days, ...paging }),
    ...options,
    enabled: search.tab === 'slow',
  });
  const drill = (row: StockBalance) =>
    change({
      tab: 'ledger',
      current: 1,
      storehouseId: row.storehouseId,
      materialId: row.materialId,
      materialLabel: `${row.materialCode} ${row.materialName}`,
      materialCode: undefined,
    });
  // The drill-down navigates with the search of its render; columns are rebuilt with it.
  const balanceCols = useMemo(() => balanceColumns(t, drill), [t, search]); // eslint-disable-line react-hooks/exhaustive-deps
  const ledgerCols = useMemo(() => ledgerColumns(t), [t]);
  const movementCols = useMemo(() => movementColumns(t), [t]);

  const fields = useMemo((): FieldDef<Filters>[] => {
    const house: FieldDef<Filters> = {
      name: 'storehouseId',
      label: t('field.storehouse'),
      kind: 'select',
      options: storehouses,
    };
    const code: FieldDef<Filters> = { name: 'materialCode', label: t('item.materialCode'), kind: 'text' };
    const from: FieldDef<Filters> = { name: 'dateFrom', label: t('field.dateFrom'), kind: 'date' };
    const to: FieldDef<Filters> = { name: 'dateTo', label: t('field.dateTo'), kind: 'date' };
    if (search.tab === 'slow') return [house, { name: 'days', label: t('summary.slow.days'), kind: 'text' }];
    if (search.tab === 'balances') return [house, code];
    return [house, code, from, to];
  }, [t, storehouses, search.tab]);
  const values: Filters = {
    storehouseId: search.storehouseId,
    materialCode: search.materialCode,
    dateFrom: search.tab === 'movement' ? period.dateFrom : search.dateFrom,
    dateTo: search.tab === 'movement' ? period.dateTo : search.dateTo,
    days: search.days,
  };

  const table = (
    label: string,
    query: typeof balances | typeof ledger | typeof movement | typeof slow,
    columns: unknown,
    toolbar?: React.ReactNode,
  ) => {
    const page = query.data?.data as { records: never[]; total: number } | undefined;
    return (
      <DataTable
        label={label}
        columns={columns as never}
        rows={page?.records}
        total={page?.total ?? 0}
        page={paging}
        onPageChange={(next) => change(next)}
        loading={query.isPending}
        fetching={query.isFetching && !query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        onRefresh={() => void query.refetch()}
        searchOpen={searchOpen}
        onSearchOpenChange={setSearchOpen}
        toolbar={toolbar}
      />
    );
  };

  return (
    <section aria-label={t('summary.title')} className="flex flex-col gap-4">
      <Tabs
        label={t('summary.title')}
        idBase={ID_BASE}
        tabs={SUMMARY_TABS.map((id) => ({ id, label: t(`summary.tabs.${id}`) }))}
        selected={search.tab}
        onSelect={(tab) => change({ tab, current: 1, materialId: undefined, materialLabel: undefined })}
      />
      <TabPanel idBase={ID_BASE} tab={search.tab} className="flex flex-col gap-4">
        {searchOpen ? (
          <SearchForm
            key={`${search.tab}-${JSON.stringify(values)}`}
            fields={fields}
            values={values}
            onSearch={(next) => change({ ...next, current: 1 })}
          />
        ) : null}
        {search.tab === 'ledger' && search.materialId ? (
          <p className="flex items-center gap-2 text-sm" role="status">
            {t('summary.ledger.filtered', {
              material: search.materialLabel ?? search.materialId,
              storehouse: storehouses.find((h) => h.value === search.storehouseId)?.label ?? '',
            })}
            <Button
              size="sm"
              variant="link"
              onClick={() => change({ materialId: undefined, materialLabel: undefined, current: 1 })}
            >
              {t('summary.ledger.clear')}
            </Button>
          </p>
        ) : null}
        {search.tab === 'slow' ? (
          <p className="text-sm text-muted">{t('summary.slow.hint', { days })}</p>
        ) : null}
        {search.tab === 'balances' ? table(t('summary.tabs.balances'), balances, balanceCols) : null}
        {search.tab === 'ledger' ? table(t('summary.tabs.ledger'), ledger, ledgerCols) : null}
        {search.tab === 'movement'
          ? table(
              t('summary.tabs.movement'),
              movement,
              movementCols,
              can('kc_stock_summary_export') ? (
                <ExportButton onExport={() => exportStockMovement({ ...common, ...period })} />
              ) : null,
            )
          : null}
        {search.tab === 'slow' ? table(t('summary.tabs.slow'), slow, balanceCols) : null}
      </TabPanel>
    </section>
  );
}
