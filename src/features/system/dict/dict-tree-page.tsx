import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { RowSelectionState } from '@tanstack/react-table';
import { useCallback, useId, useMemo, useState } from 'react';
import type { Dict, DictSubmit } from '@/api/generated/blade-system/model';
import { CrudToolbarButtons } from '@/components/crud/crud-toolbar-buttons';
import { useDeleteConfirm } from '@/components/crud/use-delete-confirm';
import { CrudFormDialog, type CrudDialogMode } from '@/components/crud/crud-form-dialog';
import { TreeTable } from '@/components/data-table/tree-table';
import { SearchForm } from '@/components/form/search-form';
import { buttonClasses } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { usePermissions } from '@/lib/permission';
import { useSystemT } from '../system-i18n';
import { dictTreeColumns } from './dict-columns';
import { dictChildForm, dictParentForm, dictSearchFields, type DictChildDefaults } from './dict-form';
import { systemDictHooks } from './dict-hooks';
import { DictRowActions, SealedReason, sealedRows } from './dict-row-actions';

const route = getRouteApi('/_authenticated/dict-vertical/index');
const hooks = systemDictHooks;
const linkClass = buttonClasses('link', 'sm');

/** What the dialog shows: a dictionary (root) or an entry, new or existing. */
type DialogState =
  | { mode: CrudDialogMode; kind: 'parent'; row?: Dict }
  | { mode: CrudDialogMode; kind: 'child'; row?: Dict; defaults?: DictChildDefaults };

/** Ids of every node of a forest, with its row (a selection may span levels). */
function flatten(rows: readonly Dict[], into = new Map<string, Dict>()) {
  for (const row of rows) {
    into.set(row.id, row);
    if (row.children?.length) flatten(row.children, into);
  }
  return into;
}

/**
 * 字典树: the system dictionaries as one tree (dict/list: roots are the dictionaries, below them their entries),
 * searchable by code and name. A dictionary is added from the toolbar, an entry with 新增子项 on the row it goes
 * under; sealed rows cannot be edited or removed.
 */
export function DictTreePage() {
  const t = useSystemT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const { can } = usePermissions();
  const reasonId = useId();
  const [searchOpen, setSearchOpen] = useState(true);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const permissions = {
    view: can('dict_tree_view'),
    add: can('dict_tree_add'),
    edit: can('dict_tree_edit'),
    remove: can('dict_tree_delete'),
  };

  const list = hooks.useList(search, { query: { placeholderData: keepPreviousData } });
  const tree = hooks.useTree(undefined, { query: { enabled: dialog !== null } });
  const refresh = () =>
    Promise.all(hooks.staleKeys().map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const submit = hooks.useSubmit({ mutation: { onSuccess: refresh } });
  const remove = hooks.useRemove({ mutation: { onSuccess: refresh } });

  const rows = list.data?.data;
  const columns = useMemo(() => dictTreeColumns(t), [t]);
  const searchFields = useMemo(() => dictSearchFields(t), [t]);
  const parentForm = useMemo(() => dictParentForm(t, hooks.submitBody), [t]);
  const treeNodes = tree.data?.data;
  const defaults = dialog?.kind === 'child' ? dialog.defaults : undefined;
  const childForm = useMemo(
    () => dictChildForm(t, hooks.submitBody, treeNodes ?? [], defaults),
    [t, treeNodes, defaults],
  );
  const form = dialog?.kind === 'child' ? childForm : parentForm;

  const { view, edit, add, remove: canRemove } = permissions;
  const deletion = useDeleteConfirm(
    (targets: Dict[]) => remove.mutateAsync({ params: { ids: targets.map((row) => row.id).join(',') } }),
    () => setSelection({}),
  );
  const requestDelete = deletion.request;
  const sealedReason = t('dict.sealedReason');
  const rowActions = useCallback(
    (row: Dict) => (
      <DictRowActions
        row={row}
        sealedReason={sealedReason}
        sealedReasonId={reasonId}
        onView={view ? () => setDialog({ mode: 'view', kind: kindOf(row), row }) : undefined}
        onEdit={edit ? () => setDialog({ mode: 'edit', kind: kindOf(row), row }) : undefined}
        onDelete={canRemove ? () => requestDelete([row]) : undefined}
      >
        {add ? (
          <button
            type="button"
            className={linkClass}
            onClick={() =>
              setDialog({ mode: 'create', kind: 'child', defaults: { parentId: row.id, code: row.code } })
            }
          >
            {t('dict.addChild')}
          </button>
        ) : null}
      </DictRowActions>
    ),
    [view, edit, add, canRemove, sealedReason, reasonId, t, requestDelete],
  );

  const batchDelete = () => {
    const byId = flatten(rows ?? []);
    const selected = Object.keys(selection)
      .filter((id) => selection[id])
      .flatMap((id) => byId.get(id) ?? []);
    const sealed = sealedRows(selected);
    if (sealed.length > 0)
      notify.warning(t('dict.sealedSelected', { names: sealed.map((row) => row.dictValue).join('、') }));
    else requestDelete(selected);
  };
  const onSubmit = (values: Omit<DictSubmit, 'id'>) =>
    submit.mutateAsync({ data: { ...values, id: dialog?.row?.id } });

  return (
    <section aria-label={t('dict.treeTitle')} className="flex flex-col gap-4">
      {searchOpen ? (
        <SearchForm
          key={JSON.stringify(search)}
          fields={searchFields}
          values={search}
          onSearch={(values) => {
            setSelection({});
            void navigate({ search: (previous) => ({ ...previous, ...values }) });
          }}
        />
      ) : null}
      <TreeTable
        label={t('dict.treeTitle')}
        columns={columns}
        rows={rows}
        loading={list.isPending}
        fetching={list.isFetching && !list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        onRefresh={() => void list.refetch()}
        // A search shows matches at every level; without one, the dictionaries show with their entries closed.
        defaultExpandDepth={search.code || search.dictValue ? Number.POSITIVE_INFINITY : 0}
        selection={canRemove ? selection : undefined}
        onSelectionChange={canRemove ? setSelection : undefined}
        searchOpen={searchOpen}
        onSearchOpenChange={setSearchOpen}
        rowActions={rowActions}
        toolbar={
          <CrudToolbarButtons
            onAdd={add ? () => setDialog({ mode: 'create', kind: 'parent' }) : undefined}
            onDelete={canRemove ? batchDelete : undefined}
          />
        }
      />
      <SealedReason id={reasonId} text={sealedReason} />
      <CrudFormDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        mode={dialog?.mode ?? 'create'}
        schema={form.schema}
        fields={form.fields}
        values={form.toValues(dialog?.row)}
        className={form.className}
        onSubmit={onSubmit}
      />
      {deletion.dialog}
    </section>
  );
}

/** A root (parentId 0) is a dictionary; anything below is an entry. */
const kindOf = (row: Dict) => (row.parentId === '0' ? 'parent' : 'child');
