import { keepPreviousData } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { SourcingRow } from '@/api/generated/purchar-sourcing/model';
import {
  exportSourcing,
  useGetSourcingPages,
} from '@/api/generated/purchar-sourcing/endpoints/cg-sourcing/cg-sourcing';
import { DataTable } from '@/components/data-table/data-table';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import { ExportButton } from '@/components/document/export-button';
import type { FieldDef } from '@/components/form/field-def';
import { SearchForm } from '@/components/form/search-form';
import { usePermissions } from '@/lib/permission';
import { usePurcharT, type PurcharTranslate } from '../purchar-i18n';
import type { SourcingSearch } from './sourcing-search';

const route = getRouteApi('/_authenticated/purchar/sourcing/');
const col = dataTableColumnHelper<SourcingRow>();
const num = { className: 'w-28 tabular-nums', align: 'right' as const };
type Filters = Pick<SourcingSearch, 'sourcingNo' | 'sourcingName'>;

function sourcingColumns(t: PurcharTranslate) {
  return col.columns([
    col.accessor('sourcingNo', {
      header: t('sourcing.field.sourcingNo'),
      cell: (info) => (
        <Link
          to="/purchar/sourcing/$id"
          params={{ id: info.row.original.id }}
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
    col.accessor('purcharTypeName', { header: t('sourcing.field.purcharType'), meta: { className: 'w-24' } }),
    col.accessor('purchaserName', { header: t('sourcing.field.purchaser'), meta: { className: 'w-24' } }),
    col.accessor('deptName', { header: t('sourcing.field.dept'), meta: { className: 'min-w-28' } }),
    col.accessor('lineCount', { header: t('sourcing.field.lines'), meta: num }),
    col.accessor('supplierCount', { header: t('sourcing.field.suppliers'), meta: num }),
    col.accessor('budgetAmount', { header: t('sourcing.field.budgetAmount'), meta: num }),
    col.accessor('winAmount', { header: t('sourcing.field.winAmount'), meta: num }),
    col.accessor('sourcingStatusName', {
      header: t('sourcing.field.sourcingStatus'),
      meta: { className: 'w-20' },
    }),
    col.accessor('approveStatusName', {
      header: t('sourcing.field.approveStatus'),
      meta: { className: 'w-24' },
    }),
    col.accessor('createTime', {
      header: t('sourcing.field.createTime'),
      meta: { className: 'w-40 tabular-nums' },
    }),
  ]);
}

/** 寻源单 list: every bill of the tenant, newest first; the number opens the editor (read-only once submitted). */
export function SourcingListPage() {
  const t = usePurcharT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { can } = usePermissions();
  const { current, size, sourcingNo, sourcingName } = search;
  const filters = { sourcingNo: sourcingNo || undefined, sourcingName: sourcingName || undefined };
  const list = useGetSourcingPages(
    { current, size, ...filters },
    { query: { placeholderData: keepPreviousData } },
  );
  const columns = useMemo(() => sourcingColumns(t), [t]);
  const fields = useMemo(
    (): FieldDef<Filters>[] => [
      { name: 'sourcingNo', label: t('sourcing.field.sourcingNo'), kind: 'text' },
      { name: 'sourcingName', label: t('sourcing.field.sourcingName'), kind: 'text' },
    ],
    [t],
  );
  const changeSearch = (next: SourcingSearch) => void navigate({ search: next });
  const page = list.data?.data;
  return (
    <section aria-label={t('sourcing.title')} className="flex flex-col gap-4">
      <SearchForm<Filters>
        key={`${sourcingNo}:${sourcingName}`}
        fields={fields}
        values={{ sourcingNo, sourcingName }}
        onSearch={(values) => changeSearch({ ...search, ...values, current: 1 })}
      />
      <DataTable
        label={t('sourcing.title')}
        columns={columns}
        rows={page?.records}
        total={page?.total ?? 0}
        page={{ current, size }}
        onPageChange={(next) => changeSearch({ ...search, ...next })}
        loading={list.isPending}
        fetching={list.isFetching && !list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        onRefresh={() => void list.refetch()}
        toolbar={can('cg_sourcing_export') ? <ExportButton onExport={() => exportSourcing(filters)} /> : null}
      />
    </section>
  );
}
