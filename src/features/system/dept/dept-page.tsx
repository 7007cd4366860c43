import { useQueryClient } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import type { Dept } from '@/api/generated/blade-system/model';
import {
  getDeptLazyList,
  getGetDeptLazyListQueryKey,
  getGetDeptLazyTreeQueryKey,
  getGetDeptListQueryKey,
  getGetDeptTreeQueryKey,
  useGetDeptLazyList,
  useGetDeptList,
  useGetDeptTree,
  useRemoveDept,
  useSubmitDept,
} from '@/api/generated/blade-system/endpoints/dept/dept';
import { CrudFormDialog, type CrudDialogMode } from '@/components/crud/crud-form-dialog';
import { CrudRowActions } from '@/components/crud/crud-row-actions';
import { CrudToolbarButtons } from '@/components/crud/crud-toolbar-buttons';
import { useDeleteConfirm } from '@/components/crud/use-delete-confirm';
import { TreeTable } from '@/components/data-table/tree-table';
import { SearchForm } from '@/components/form/search-form';
import { buttonClasses } from '@/components/ui/button';
import { usePermissions } from '@/lib/permission';
import { useSystemT } from '../system-i18n';
import { deptColumns } from './dept-columns';
import { nodeTitle, toTreeOptions } from '@/components/form/tree-options';
import { deptForm, deptSearchFields } from './dept-form';

const route = getRouteApi('/_authenticated/system/dept');
const linkClass = buttonClasses('link', 'sm');

type DialogState = { mode: CrudDialogMode; row?: Dept; parent?: Dept } | null;

/**
 * 部门管理: the tenant's departments as a tree. Unfiltered, it loads level by level (dept/lazy-list, children on
 * expand); with a name filter it shows the matching departments (dept/list). Add at the top or under a dept, edit,
 * view, delete one or the selected ones; the server refuses a dept with children or users and says which.
 */
export function DeptPage() {
  const t = useSystemT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const { can } = usePermissions();
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [dialog, setDialog] = useState<DialogState>(null);
  const [searchOpen, setSearchOpen] = useState(true);

  const filters = { deptName: search.deptName, fullName: search.fullName };
  const filtered = Boolean(filters.deptName || filters.fullName);
  // Every refetch hands the tree new roots, which is what makes it reload the open lazy levels.
  const roots = useGetDeptLazyList(undefined, { query: { enabled: !filtered, structuralSharing: false } });
  const matches = useGetDeptList(filters, { query: { enabled: filtered } });
  const query = filtered ? matches : roots;
  const parents = useGetDeptTree(undefined, {
    query: { enabled: dialog !== null && dialog.mode !== 'view' },
  });

  const loadChildren = useCallback(
    (row: Dept) => getDeptLazyList({ parentId: row.id }).then((answer) => answer.data),
    [],
  );
  const refresh = () =>
    Promise.all(
      [
        getGetDeptLazyListQueryKey(),
        getGetDeptListQueryKey(),
        getGetDeptTreeQueryKey(),
        getGetDeptLazyTreeQueryKey(),
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  const submit = useSubmitDept({ mutation: { onSuccess: refresh } });
  const remove = useRemoveDept({ mutation: { onSuccess: refresh } });

  const columns = useMemo(() => deptColumns(t), [t]);
  const form = useMemo(() => deptForm(t), [t]);
  const searchFields = useMemo(() => deptSearchFields(t), [t]);
  const parentNodes = useMemo(
    () =>
      toTreeOptions(
        parents.data?.data ?? [],
        nodeTitle,
        dialog?.mode === 'edit' ? dialog.row?.id : undefined,
      ),
    [parents.data, dialog],
  );

  const canView = can('dept_view');
  const canAdd = can('dept_add');
  const canEdit = can('dept_edit');
  const canRemove = can('dept_delete');
  // The server refuses a dept with children or users and names them (the http layer shows it).
  const deletion = useDeleteConfirm(
    (ids: string[]) => remove.mutateAsync({ params: { ids: ids.join(',') } }),
    () => setSelection({}),
  );
  const requestDelete = deletion.request;
  const rowActions = useCallback(
    (row: Dept) => (
      <CrudRowActions
        onView={canView ? () => setDialog({ mode: 'view', row }) : undefined}
        onEdit={canEdit ? () => setDialog({ mode: 'edit', row }) : undefined}
        onDelete={canRemove ? () => requestDelete([row.id]) : undefined}
      >
        {canAdd ? (
          <button
            type="button"
            className={linkClass}
            onClick={() => setDialog({ mode: 'create', parent: row })}
          >
            {t('dept.addChild')}
          </button>
        ) : null}
      </CrudRowActions>
    ),
    [canView, canEdit, canRemove, canAdd, t, requestDelete],
  );

  return (
    <section aria-label={t('dept.title')} className="flex flex-col gap-4">
      {searchOpen ? (
        <SearchForm
          key={JSON.stringify(filters)}
          fields={searchFields}
          values={filters}
          onSearch={(values) => {
            setSelection({});
            void navigate({ search: { ...search, ...values } });
          }}
        />
      ) : null}
      <TreeTable
        label={t('dept.title')}
        columns={columns}
        rows={query.data?.data}
        loading={query.isPending}
        fetching={query.isFetching && !query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        onRefresh={() => void refresh()}
        loadChildren={filtered ? undefined : loadChildren}
        defaultExpandDepth={filtered ? Number.POSITIVE_INFINITY : 0}
        selection={canRemove ? selection : undefined}
        onSelectionChange={canRemove ? setSelection : undefined}
        searchOpen={searchOpen}
        onSearchOpenChange={setSearchOpen}
        rowActions={rowActions}
        toolbar={
          <CrudToolbarButtons
            onAdd={canAdd ? () => setDialog({ mode: 'create' }) : undefined}
            onDelete={
              canRemove
                ? () => requestDelete(Object.keys(selection).filter((id) => selection[id]))
                : undefined
            }
          />
        }
      />
      <CrudFormDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        mode={dialog?.mode ?? 'create'}
        title={dialog?.parent ? t('dept.addChildTitle', { name: dialog.parent.deptName }) : undefined}
        schema={form.schema}
        fields={form.fields(
          // View shows the parent's name from the row; the pickers' tree is fetched for add and edit only.
          dialog?.mode === 'view' && dialog.row
            ? [{ id: dialog.row.parentId, title: dialog.row.parentName }]
            : parentNodes,
        )}
        values={
          dialog?.mode === 'view' && dialog.row
            ? // The server names a root's parent too (顶级): show it by the raw parent id.
              { ...form.toValues(dialog.row), parentId: dialog.row.parentId }
            : form.toValues(dialog?.row, dialog?.parent?.id)
        }
        onSubmit={(values) => submit.mutateAsync({ data: { ...values, id: dialog?.row?.id } })}
      />
      {deletion.dialog}
    </section>
  );
}
