import type { RowData, RowSelectionState } from '@tanstack/react-table';
import { useCallback, useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { SearchForm } from '@/components/form/search-form';
import { sortOf, sortToSearch, type ListSearch } from '@/lib/list-search';
import { CrudFormDialog, entityOf, type CrudDialogMode, type FormSchema } from './crud-form-dialog';
import { CrudRowActions } from './crud-row-actions';
import { CrudToolbarButtons } from './crud-toolbar-buttons';
import type { CrudScreenProps } from './crud-types';
import { useDeleteConfirm } from './use-delete-confirm';

type DialogState<Row> = { mode: CrudDialogMode; row?: Row } | null;

/**
 * The generic screen of a plain resource: search form, DataTable, add/edit/view dialog, single and batch delete.
 * It does not fetch: the feature passes its generated query and wraps its generated mutations in onSubmit and
 * onRemove, so the data flow stays visible in the feature file.
 */
export function CrudScreen<Row extends RowData, S extends FormSchema, Search extends ListSearch>(
  props: CrudScreenProps<Row, S, Search>,
) {
  const { query, search, onSearchChange, form, permissions, rowKey = 'id' as keyof Row & string } = props;
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [dialog, setDialog] = useState<DialogState<Row>>(null);
  const [searchOpen, setSearchOpen] = useState(true);
  const page = query.data?.data ?? undefined;
  const rows = page?.records;

  const changeSearch = (next: Search) => {
    setSelection({});
    onSearchChange(next);
  };
  const { current, size, ascs, descs, ...filters } = search;
  const deletion = useDeleteConfirm(props.onRemove, (targets) => {
    setSelection({});
    // Emptying the last page would leave an empty page behind: step back one.
    const onLastPage = current >= Math.ceil((page?.total ?? 0) / size);
    if (onLastPage && targets.length === rows?.length && current > 1)
      changeSearch({ ...search, current: current - 1 });
  });
  const requestDelete = deletion.request;

  // Stable, so selecting a row re-renders that row only (DataTable memoises its rows).
  const { view, edit, remove: canRemove } = permissions;
  const extraActions = props.rowActions;
  const rowActions = useCallback(
    (row: Row) => (
      <CrudRowActions
        onView={view ? () => setDialog({ mode: 'view', row }) : undefined}
        onEdit={edit ? () => setDialog({ mode: 'edit', row }) : undefined}
        onDelete={canRemove ? () => requestDelete([row]) : undefined}
      >
        {extraActions?.(row)}
      </CrudRowActions>
    ),
    [view, edit, canRemove, extraActions, requestDelete],
  );
  const selectedRows = () => (rows ?? []).filter((row) => selection[String(row[rowKey])]);

  return (
    <section aria-label={props.title} className="flex flex-col gap-4">
      {props.searchFields && searchOpen ? (
        <SearchForm
          key={JSON.stringify(filters)}
          fields={props.searchFields}
          values={filters as Partial<Search>}
          onSearch={(values) => changeSearch({ ...search, ...values, current: 1 })}
        />
      ) : null}
      <DataTable
        label={props.title}
        columns={props.columns}
        rows={rows}
        total={page?.total ?? 0}
        rowKey={rowKey}
        page={{ current, size }}
        onPageChange={(next) => changeSearch({ ...search, ...next })}
        sort={sortOf({ ascs, descs })}
        onSortChange={(sort) => changeSearch({ ...search, ...sortToSearch(sort), current: 1 })}
        loading={query.isPending}
        fetching={query.isFetching && !query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        onRefresh={() => void query.refetch()}
        selection={permissions.remove ? selection : undefined}
        onSelectionChange={permissions.remove ? setSelection : undefined}
        searchOpen={props.searchFields ? searchOpen : undefined}
        onSearchOpenChange={props.searchFields ? setSearchOpen : undefined}
        toolbar={
          <>
            <CrudToolbarButtons
              onAdd={permissions.add ? () => setDialog({ mode: 'create' }) : undefined}
              onDelete={permissions.remove ? () => requestDelete(selectedRows()) : undefined}
            />
            {typeof props.toolbar === 'function' ? props.toolbar(selectedRows()) : props.toolbar}
          </>
        }
        rowActions={rowActions}
      />
      <CrudFormDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        mode={dialog?.mode ?? 'create'}
        entity={props.entity ?? entityOf(props.title)}
        schema={form.schema}
        fields={form.fields}
        values={form.toValues(dialog?.row)}
        validateOn={form.validateOn}
        className={form.className}
        onSubmit={(values) => props.onSubmit(values, dialog?.row)}
      />
      {deletion.dialog}
    </section>
  );
}
