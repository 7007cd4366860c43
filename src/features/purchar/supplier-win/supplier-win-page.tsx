import { keepPreviousData } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { WinRow } from '@/api/generated/purchar-sourcing/model';
import { useGetSupplierWinPage } from '@/api/generated/purchar-sourcing/endpoints/cg-sourcing/cg-sourcing';
import { DataTable } from '@/components/data-table/data-table';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import type { FieldDef } from '@/components/form/field-def';
import { SearchForm } from '@/components/form/search-form';
import { usePurcharT, type PurcharTranslate } from '../purchar-i18n';
import { WinRowActions } from './supplier-win-actions';
import type { SupplierWinSearch } from './supplier-win-search';

const route = getRouteApi('/_authenticated/purchar/supplier-win');
/** A winner row keyed by bill and supplier (a bill has several winners). */
type KeyedWinRow = WinRow & { key: string };
const col = dataTableColumnHelper<KeyedWinRow>();
type Filters = Pick<SupplierWinSearch, 'sourcingNo' | 'supplierName'>;

function winColumns(t: PurcharTranslate) {
  return col.columns([
    col.accessor('sourcingNo', {
      header: t('sourcing.field.sourcingNo'),
      cell: (info) => (
        <Link
          to="/purchar/sourcing/$id"
          params={{ id: info.row.original.sourcingId }}
          className="text-primary hover:underline"
        >
          {info.getValue()}
        </Link>
      ),
      meta: { className: 'min-w-36 font-mono text-xs' },
    }),
    col.accessor('sourcingName', {
      header: t('sourcing.field.sourcingName'),
      meta: { className: 'min-w-32' },
    }),
    col.accessor('supplierName', { header: t('sourcing.field.supplier'), meta: { className: 'min-w-40' } }),
    col.accessor('winLines', {
      header: t('sourcing.win.winLines'),
      meta: { className: 'w-20 tabular-nums', align: 'right' },
    }),
    col.accessor('winAmount', {
      header: t('sourcing.field.winAmount'),
      meta: { className: 'w-28 tabular-nums', align: 'right' },
    }),
    col.accessor('approveTime', {
      header: t('sourcing.win.approveTime'),
      meta: { className: 'w-40 tabular-nums' },
    }),
    col.accessor('contractStatusName', {
      header: t('sourcing.win.contractStatus'),
      meta: { className: 'w-24' },
    }),
    col.display({
      id: 'actions',
      header: t('sourcing.win.actions'),
      cell: (info) => <WinRowActions row={info.row.original} />,
      meta: { className: 'min-w-48' },
    }),
  ]);
}

/** 中标供应商: one row per approved sourcing bill and winning supplier, with its contract or 生成合同. */
export function SupplierWinPage() {
  const t = usePurcharT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { current, size, sourcingNo, supplierName } = search;
  const filters = { sourcingNo: sourcingNo || undefined, supplierName: supplierName || undefined };
  const list = useGetSupplierWinPage(
    { current, size, ...filters },
    { query: { placeholderData: keepPreviousData } },
  );
  const columns = useMemo(() => winColumns(t), [t]);
  const fields = useMemo(
    (): FieldDef<Filters>[] => [
      { name: 'sourcingNo', label: t('sourcing.field.sourcingNo'), kind: 'text' },
      { name: 'supplierName', label: t('sourcing.field.supplier'), kind: 'text' },
    ],
    [t],
  );
  const changeSearch = (next: SupplierWinSearch) => void navigate({ search: next });
  const page = list.data?.data;
  return (
    <section aria-label={t('sourcing.win.title')} className="flex flex-col gap-4">
      <SearchForm<Filters>
        key={`${sourcingNo}:${supplierName}`}
        fields={fields}
        values={{ sourcingNo, supplierName }}
        onSearch={(values) => changeSearch({ ...search, ...values, current: 1 })}
      />
      <DataTable
        label={t('sourcing.win.title')}
        columns={columns}
        rows={page?.records.map((row) => ({ ...row, key: `${row.sourcingId}:${row.supplierId}` }))}
        rowKey="key"
        total={page?.total ?? 0}
        page={{ current, size }}
        onPageChange={(next) => changeSearch({ ...search, ...next })}
        loading={list.isPending}
        fetching={list.isFetching && !list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        onRefresh={() => void list.refetch()}
      />
    </section>
  );
}
