import type { RowData } from '@tanstack/react-table';
import { useCallback, useState, type ReactNode } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumns } from '@/components/data-table/data-table-columns';
import type { CrudListQuery } from '@/components/crud/crud-types';
import type { FieldDef } from '@/components/form/field-def';
import { SearchForm } from '@/components/form/search-form';
import { buttonClasses } from '@/components/ui/button';
import type { MonitorTranslate } from './monitor-i18n';
import type { LogSearch } from './log-search';

export interface LogScreenProps<Row extends { id: string }> {
  title: string;
  t: MonitorTranslate;
  query: CrudListQuery<Row>;
  columns: DataTableColumns<Row>;
  search: LogSearch;
  onSearchChange: (search: LogSearch) => void;
  searchFields: readonly FieldDef<LogSearch>[];
  /** The detail dialog of one row (it loads the row's detail itself); null when closed. */
  detail: (id: string | null, close: () => void) => ReactNode;
}

const linkClass = buttonClasses('link', 'sm');

/** A read-only log list: search (time range, user, path, status), the table, and a detail dialog per row. */
export function LogScreen<Row extends RowData & { id: string }>(props: LogScreenProps<Row>) {
  const { query, search, onSearchChange, t } = props;
  const [openId, setOpenId] = useState<string | null>(null);
  const [searchOpen, setSearchOpen] = useState(true);
  const { current, size, ascs: _ascs, descs: _descs, ...filters } = search;
  const page = query.data?.data ?? undefined;
  const rowActions = useCallback(
    (row: Row) => (
      <button type="button" className={linkClass} onClick={() => setOpenId(row.id)}>
        {t('detail')}
      </button>
    ),
    [t],
  );
  return (
    <section aria-label={props.title} className="flex flex-col gap-4">
      {searchOpen ? (
        <SearchForm
          key={JSON.stringify(filters)}
          fields={props.searchFields}
          values={filters}
          onSearch={(values) => onSearchChange({ ...search, ...values, current: 1 })}
        />
      ) : null}
      <DataTable
        label={props.title}
        columns={props.columns}
        rows={page?.records}
        total={page?.total ?? 0}
        page={{ current, size }}
        onPageChange={(next) => onSearchChange({ ...search, ...next })}
        loading={query.isPending}
        fetching={query.isFetching && !query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        onRefresh={() => void query.refetch()}
        searchOpen={searchOpen}
        onSearchOpenChange={setSearchOpen}
        rowActions={rowActions}
      />
      {props.detail(openId, () => setOpenId(null))}
    </section>
  );
}

/** The search fields of every log; the API log adds the status. */
export function logSearchFields(t: MonitorTranslate, withStatus: boolean): FieldDef<LogSearch>[] {
  const fields: FieldDef<LogSearch>[] = [
    { name: 'startTime', label: t('startTime'), kind: 'datetime' },
    { name: 'endTime', label: t('endTime'), kind: 'datetime' },
    { name: 'createBy', label: t('createBy'), kind: 'text' },
    { name: 'requestUri', label: t('requestUri'), kind: 'text' },
  ];
  if (withStatus) fields.push({ name: 'status', label: t('status'), kind: 'text' });
  return fields;
}
