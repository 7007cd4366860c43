import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { RowSelectionState } from '@tanstack/react-table';
import { ShieldCheck } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import {
  getGetRoleDetailQueryOptions,
  getGetRoleListQueryKey,
  getGetRoleTreeQueryKey,
  useGetRoleList,
  useGetRoleTree,
  useRemoveRole,
  useSubmitRole,
} from '@/api/generated/blade-system/endpoints/role/role';
import type { Role } from '@/api/generated/blade-system/model';
import { CrudFormDialog, type CrudDialogMode } from '@/components/crud/crud-form-dialog';
import { CrudRowActions } from '@/components/crud/crud-row-actions';
import { CrudToolbarButtons } from '@/components/crud/crud-toolbar-buttons';
import { useDeleteConfirm } from '@/components/crud/use-delete-confirm';
import { TreeTable } from '@/components/data-table/tree-table';
import { SearchForm } from '@/components/form/search-form';
import { Button, buttonClasses } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { usePermissions } from '@/lib/permission';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { useSystemT } from '../system-i18n';
import { roleColumns } from './role-columns';
import { nodeTitle, toTreeOptions } from '@/components/form/tree-options';
import { roleForm, roleSearchFields, type RoleDraft } from './role-form';
import { RoleGrantDialog } from './role-grant-dialog';

const route = getRouteApi('/_authenticated/system/role');

type DialogState = { mode: CrudDialogMode; row?: Role; draft?: RoleDraft } | null;

const linkClass = buttonClasses('link', 'sm');

/** Every role of the tree, depth first (a batch may include rows of collapsed branches). */
function flatten(rows: readonly Role[]): Role[] {
  return rows.flatMap((row) => [row, ...flatten(row.children ?? [])]);
}

/**
 * 角色管理: the tenant's roles as a tree (search by name and alias), add at the top or below a role, edit, view,
 * delete one or many (the server refuses roles still in use or with child roles and says which), and
 * 权限设置 for one role.
 */
export function RolePage() {
  const t = useSystemT();
  const tt = useToolkitT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const { can } = usePermissions();
  const permissions = {
    view: can('role_view'),
    add: can('role_add'),
    edit: can('role_edit'),
    remove: can('role_delete'),
  };

  const list = useGetRoleList(search);
  const parents = useGetRoleTree();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetRoleListQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getGetRoleTreeQueryKey() }),
    ]);
  const submit = useSubmitRole({ mutation: { onSuccess: refresh } });
  const remove = useRemoveRole({ mutation: { onSuccess: refresh } });

  const [selection, setSelection] = useState<RowSelectionState>({});
  const [searchOpen, setSearchOpen] = useState(true);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [granting, setGranting] = useState<Role | null>(null);

  const rows = list.data?.data;
  const columns = useMemo(() => roleColumns(t), [t]);
  const searchFields = useMemo(() => roleSearchFields(t), [t]);
  const editedId = dialog?.mode === 'edit' ? dialog.row?.id : undefined;
  const form = useMemo(
    () => roleForm(t, toTreeOptions(parents.data?.data ?? [], nodeTitle, editedId)),
    [t, parents.data, editedId],
  );

  // View and edit open on the role as the server has it now (role/detail), not as the list last showed it.
  const openWithDetail = useCallback(
    async (mode: 'view' | 'edit', row: Role) => {
      try {
        const detail = await queryClient.fetchQuery(
          getGetRoleDetailQueryOptions({ id: row.id }, { query: { staleTime: 0 } }),
        );
        setDialog({ mode, row: detail.data });
      } catch {
        // The http layer has shown the server's reason (e.g. the role is gone).
      }
    },
    [queryClient],
  );

  const { view, edit, remove: canRemove, add } = permissions;
  // The server refuses a role still in use or with child roles, and names it (the http layer shows it).
  const deletion = useDeleteConfirm(
    (targets: Role[]) => remove.mutateAsync({ params: { ids: targets.map((row) => row.id).join(',') } }),
    () => setSelection({}),
  );
  const requestDelete = deletion.request;
  const rowActions = useCallback(
    (row: Role) => (
      <CrudRowActions
        onView={view ? () => void openWithDetail('view', row) : undefined}
        onEdit={edit ? () => void openWithDetail('edit', row) : undefined}
        onDelete={canRemove ? () => requestDelete([row]) : undefined}
      >
        {add ? (
          <button
            type="button"
            className={linkClass}
            onClick={() => setDialog({ mode: 'create', draft: { parentId: row.id } })}
          >
            {t('role.addChild')}
          </button>
        ) : null}
        {edit ? (
          <button type="button" className={linkClass} onClick={() => setGranting(row)}>
            {t('role.grant')}
          </button>
        ) : null}
      </CrudRowActions>
    ),
    [view, edit, canRemove, add, t, openWithDetail, requestDelete],
  );

  const selectedRoles = () => flatten(rows ?? []).filter((row) => selection[row.id]);
  const grantSelected = () => {
    const selected = selectedRoles();
    if (selected.length === 1) setGranting(selected[0]!);
    else notify.warning(selected.length === 0 ? tt('crud.selectFirst') : t('role.selectOne'));
  };
  const selectable = canRemove || edit;
  return (
    <section aria-label={t('role.title')} className="flex flex-col gap-4">
      {searchOpen ? (
        <SearchForm
          key={JSON.stringify(search)}
          fields={searchFields}
          values={search}
          onSearch={(values) => {
            setSelection({});
            void navigate({ search: { ...search, ...values } });
          }}
        />
      ) : null}
      <TreeTable
        label={t('role.title')}
        columns={columns}
        rows={rows}
        loading={list.isPending}
        fetching={list.isFetching && !list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        onRefresh={() => void list.refetch()}
        selection={selectable ? selection : undefined}
        onSelectionChange={selectable ? setSelection : undefined}
        searchOpen={searchOpen}
        onSearchOpenChange={setSearchOpen}
        rowActions={rowActions}
        toolbar={
          <>
            <CrudToolbarButtons
              onAdd={add ? () => setDialog({ mode: 'create' }) : undefined}
              onDelete={canRemove ? () => requestDelete(selectedRoles()) : undefined}
            />
            {edit ? (
              <Button size="sm" variant="secondary" onClick={grantSelected}>
                <ShieldCheck className="size-4" aria-hidden="true" />
                {t('role.grant')}
              </Button>
            ) : null}
          </>
        }
      />
      <CrudFormDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        mode={dialog?.mode ?? 'create'}
        schema={form.schema}
        fields={form.fields}
        values={form.toValues(dialog?.row ?? dialog?.draft)}
        validateOn={form.validateOn}
        onSubmit={(values) => submit.mutateAsync({ data: { ...values, id: dialog?.row?.id } })}
      />
      {deletion.dialog}
      <RoleGrantDialog role={granting} onClose={() => setGranting(null)} />
    </section>
  );
}
