import type { RowSelectionState } from '@tanstack/react-table';
import { useCallback, useId, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import type { Dict } from '@/api/generated/blade-system/model';
import { CrudToolbarButtons } from '@/components/crud/crud-toolbar-buttons';
import { useDeleteConfirm } from '@/components/crud/use-delete-confirm';
import {
  CrudFormDialog,
  entityOf,
  type CrudDialogMode,
  type FormSchema,
} from '@/components/crud/crud-form-dialog';
import type { CrudForm, CrudListQuery, CrudPermissions } from '@/components/crud/crud-types';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumns } from '@/components/data-table/data-table-columns';
import type { DataTablePage } from '@/components/data-table/data-table-pagination';
import type { FieldDef } from '@/components/form/field-def';
import { SearchForm } from '@/components/form/search-form';
import { notify } from '@/lib/notify';
import { useSystemT } from '../system-i18n';
import type { DictFilters } from './dict-form';
import { DictRowActions, SealedReason, sealedRows } from './dict-row-actions';

export interface DictListPanelProps<S extends FormSchema> {
  /** The list's name: the table's accessible name and the heading unless `heading` is given. */
  title: string;
  /** One record's name for the dialog titles (新增字典); defaults to the title without 管理. */
  entity?: string;
  heading?: ReactNode;
  query: CrudListQuery<Dict>;
  columns: DataTableColumns<Dict>;
  page: DataTablePage;
  onPageChange: (page: DataTablePage) => void;
  /** A search form over the list (the dictionaries' list has one). */
  search?: {
    fields: readonly FieldDef<DictFilters>[];
    values: DictFilters;
    onSearch: (next: DictFilters) => void;
  };
  form: CrudForm<Dict, S>;
  permissions: CrudPermissions;
  /** Create (no row) or update; throw to keep the dialog open with the server's message. */
  onSubmit: (values: z.output<S>, row: Dict | undefined) => Promise<unknown>;
  onRemove: (rows: Dict[]) => Promise<unknown>;
  /** After a successful remove (the split screen forgets a removed dictionary it was showing). */
  onRemoved?: (rows: Dict[]) => void;
  /** Actions of this list before 查看/编辑/删除 (字典配置 on the dictionaries). */
  rowActions?: (row: Dict) => ReactNode;
}

/**
 * One list of the split dictionary screens (the dictionaries, or the entries of the chosen one): a DataTable
 * with add, batch delete, row actions and the add/edit/view dialog, like CrudScreen, except that sealed rows
 * cannot be edited or removed: their buttons say why, and a batch delete that includes one is refused before
 * asking.
 */
export function DictListPanel<S extends FormSchema>(props: DictListPanelProps<S>) {
  const { query, page, onPageChange, form, permissions } = props;
  const t = useSystemT();
  const reasonId = useId();
  const headingId = useId();
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [dialog, setDialog] = useState<{ mode: CrudDialogMode; row?: Dict } | null>(null);
  const [searchOpen, setSearchOpen] = useState(true);
  const result = query.data?.data ?? undefined;
  const rows = result?.records;
  const sealedReason = t('dict.sealedReason');

  const changePage = (next: DataTablePage) => {
    setSelection({});
    onPageChange(next);
  };
  const deletion = useDeleteConfirm(props.onRemove, (targets) => {
    setSelection({});
    props.onRemoved?.(targets);
    // Emptying the last page would leave an empty page behind: step back one.
    const onLastPage = page.current >= Math.ceil((result?.total ?? 0) / page.size);
    if (onLastPage && targets.length === rows?.length && page.current > 1)
      changePage({ ...page, current: page.current - 1 });
  });
  const requestDelete = deletion.request;

  const { view, edit, remove: canRemove } = permissions;
  const extraActions = props.rowActions;
  const rowActions = useCallback(
    (row: Dict) => (
      <DictRowActions
        row={row}
        sealedReason={sealedReason}
        sealedReasonId={reasonId}
        onView={view ? () => setDialog({ mode: 'view', row }) : undefined}
        onEdit={edit ? () => setDialog({ mode: 'edit', row }) : undefined}
        onDelete={canRemove ? () => requestDelete([row]) : undefined}
      >
        {extraActions?.(row)}
      </DictRowActions>
    ),
    [view, edit, canRemove, extraActions, sealedReason, reasonId, requestDelete],
  );

  const batchDelete = () => {
    const selected = (rows ?? []).filter((row) => selection[row.id]);
    const sealed = sealedRows(selected);
    if (sealed.length > 0)
      notify.warning(t('dict.sealedSelected', { names: sealed.map((row) => row.dictValue).join('、') }));
    else requestDelete(selected);
  };

  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
      <h2 id={headingId} className="text-base font-semibold">
        {props.heading ?? props.title}
      </h2>
      {props.search && searchOpen ? (
        <SearchForm
          key={JSON.stringify(props.search.values)}
          idPrefix={`${headingId}-search`}
          fields={props.search.fields}
          values={props.search.values}
          onSearch={(values) => {
            setSelection({});
            props.search?.onSearch(values);
          }}
        />
      ) : null}
      <DataTable
        label={props.title}
        columns={props.columns}
        rows={rows}
        total={result?.total ?? 0}
        page={page}
        onPageChange={changePage}
        loading={query.isPending}
        fetching={query.isFetching && !query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        onRefresh={() => void query.refetch()}
        selection={canRemove ? selection : undefined}
        onSelectionChange={canRemove ? setSelection : undefined}
        searchOpen={props.search ? searchOpen : undefined}
        onSearchOpenChange={props.search ? setSearchOpen : undefined}
        toolbar={
          <CrudToolbarButtons
            onAdd={permissions.add ? () => setDialog({ mode: 'create' }) : undefined}
            onDelete={canRemove ? batchDelete : undefined}
          />
        }
        rowActions={rowActions}
      />
      <SealedReason id={reasonId} text={sealedReason} />
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
