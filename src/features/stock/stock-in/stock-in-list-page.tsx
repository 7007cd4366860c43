import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { getGetStockInPagesQueryOptions } from '@/api/generated/stock/endpoints/kc-stock-in/kc-stock-in';
import type { StockIn } from '@/api/generated/stock/model';
import { DataTable } from '@/components/data-table/data-table';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import type { FieldDef } from '@/components/form/field-def';
import { SearchForm } from '@/components/form/search-form';
import { Button, buttonClasses } from '@/components/ui/button';
import { toPageQuery } from '@/lib/list-search';
import { usePermissions } from '@/lib/permission';
import { useStockT, type StockTranslate } from '../stock-i18n';
import { DRAFT, DocStatusBadge, useStockDocActions } from '../shared/stock-doc-actions';
import {
  docFilterFields,
  docQuery,
  useStorehouseOptions,
  type DocFilters,
} from '../shared/stock-list-filters';
import type { StockInSearch } from './stock-in-search';

const route = getRouteApi('/_authenticated/stock/stock-in/');
const col = dataTableColumnHelper<StockIn>();
type Filters = DocFilters & { stockInNo?: string };

function columns(t: StockTranslate) {
  const num = { className: 'w-28 tabular-nums', align: 'right' as const };
  return col.columns([
    col.accessor('stockInNo', {
      header: t('field.stockInNo'),
      cell: (info) => (
        <Link
          to="/stock/stock-in/$id"
          params={{ id: info.row.original.id }}
          className="font-mono text-xs text-primary"
        >
          {info.getValue()}
        </Link>
      ),
      meta: { className: 'w-40' },
    }),
    col.accessor('stockInTypeName', { header: t('field.stockInType'), meta: { className: 'w-24' } }),
    col.accessor('otherTypeName', { header: t('field.otherType'), meta: { className: 'w-20' } }),
    col.accessor('storehouseName', { header: t('field.storehouse'), meta: { className: 'min-w-32' } }),
    col.accessor('stockInDate', { header: t('field.stockInDate'), meta: { className: 'w-28' } }),
    col.accessor('totalQty', { header: t('field.totalQty'), meta: num }),
    col.accessor('totalAmount', {
      header: t('field.totalAmount'),
      cell: (info) => info.getValue()?.toFixed(2) ?? '',
      meta: num,
    }),
    col.accessor('status', {
      header: t('field.status'),
      cell: (info) => <DocStatusBadge status={info.getValue()} name={info.row.original.statusName} />,
      meta: { className: 'w-24' },
    }),
    col.accessor('createUserName', { header: t('field.createUser'), meta: { className: 'w-24' } }),
  ]);
}

/** 入库: every stock-in (purchase receipts, posted on create, and other ones), drafts editable, posting asked first. */
export function StockInListPage() {
  const t = useStockT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { can } = usePermissions();
  const [searchOpen, setSearchOpen] = useState(true);
  const { stockInNo, ...rest } = toPageQuery(search);
  const filters: Filters = {
    stockInNo,
    storehouseId: rest.storehouseId,
    status: rest.status,
    dateFrom: rest.dateFrom,
    dateTo: rest.dateTo,
  };
  const list = useQuery({
    ...getGetStockInPagesQueryOptions({
      stockInNo,
      ...docQuery(filters),
      current: search.current,
      size: search.size,
    }),
    placeholderData: keepPreviousData,
  });
  const actions = useStockDocActions('in');
  const storehouses = useStorehouseOptions();
  const cols = useMemo(() => columns(t), [t]);
  const fields = useMemo(
    (): FieldDef<Filters>[] => [
      { name: 'stockInNo', label: t('field.stockInNo'), kind: 'text' },
      ...docFilterFields<Filters>(t, storehouses),
    ],
    [t, storehouses],
  );
  const change = (next: Partial<StockInSearch>) => void navigate({ search: { ...search, ...next } });
  const page = list.data?.data;

  return (
    <section aria-label={t('stockIn.title')} className="flex flex-col gap-4">
      {searchOpen ? (
        <SearchForm
          key={JSON.stringify(filters)}
          fields={fields}
          values={filters}
          onSearch={(values) => change({ ...values, current: 1 })}
        />
      ) : null}
      <DataTable
        label={t('stockIn.title')}
        columns={cols}
        rows={page?.records}
        total={page?.total ?? 0}
        page={{ current: search.current, size: search.size }}
        onPageChange={(next) => change(next)}
        loading={list.isPending}
        fetching={list.isFetching && !list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        onRefresh={() => void list.refetch()}
        searchOpen={searchOpen}
        onSearchOpenChange={setSearchOpen}
        toolbar={
          can('kc_stock_in_add') ? (
            <span className="flex gap-2">
              <Link to="/stock/stock-in/receive" className={buttonClasses('primary', 'sm')}>
                <Plus className="size-4" aria-hidden="true" />
                {t('receipt.add')}
              </Link>
              <Link to="/stock/stockIn/otherStockIn/add" className={buttonClasses('secondary', 'sm')}>
                <Plus className="size-4" aria-hidden="true" />
                {t('action.addOther')}
              </Link>
            </span>
          ) : null
        }
        rowActions={(row) => (
          <span className="flex gap-1">
            <Link to="/stock/stock-in/$id" params={{ id: row.id }} className={buttonClasses('link', 'sm')}>
              {t('action.view')}
            </Link>
            {row.status === DRAFT && row.stockInType === 2 && can('kc_stock_in_edit') ? (
              <Link
                to="/stock/stockIn/otherStockIn/edit"
                search={{ id: row.id }}
                className={buttonClasses('link', 'sm')}
              >
                {t('action.edit')}
              </Link>
            ) : null}
            {row.status === DRAFT && can('kc_stock_in_confirm') ? (
              <Button
                size="sm"
                variant="link"
                onClick={() => actions.confirm({ id: row.id, no: row.stockInNo })}
              >
                {t('action.confirmIn')}
              </Button>
            ) : null}
            {row.status === DRAFT && can('kc_stock_in_delete') ? (
              <Button
                size="sm"
                variant="link"
                onClick={() => actions.remove({ id: row.id, no: row.stockInNo })}
              >
                {t('action.delete')}
              </Button>
            ) : null}
          </span>
        )}
      />
      {actions.dialog}
    </section>
  );
}
