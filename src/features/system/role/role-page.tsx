import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
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
import { TreeCrudScreen, type TreeDialog } from '@/components/crud/tree-crud-screen';
import { nodeTitle, toTreeOptions } from '@/components/form/tree-options';
import { Button, buttonClasses } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { usePermissions } from '@/lib/permission';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { useSystemT } from '../system-i18n';
import { roleColumns } from './role-columns';
import { roleForm, roleSearchFields } from './role-form';
import { RoleGrantDialog } from './role-grant-dialog';

const route = getRouteApi('/_authenticated/system/role');

const linkClass = buttonClasses('link', 'sm');

/**
 * 角色管理: the tenant's roles as a tree (search by name and alias), add at the top or below a role, edit, view,
 * delete one or many (the server refuses roles still in use or with child roles and says which), and
 * 权限设置 for one role (its own dialog, from the row or for the one selected role).
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

  const [opened, setOpened] = useState<TreeDialog<Role> | null>(null);
  const [granting, setGranting] = useState<Role | null>(null);

  const columns = useMemo(() => roleColumns(t), [t]);
  const searchFields = useMemo(() => roleSearchFields(t), [t]);
  const addChild = useMemo(() => ({ label: t('role.addChild') }), [t]);
  const editedId = opened?.mode === 'edit' ? opened.row.id : undefined;
  const form = useMemo(
    () => roleForm(t, toTreeOptions(parents.data?.data ?? [], nodeTitle, editedId)),
    [t, parents.data, editedId],
  );

  // View and edit open on the role as the server has it now (role/detail), not as the list last showed it.
  const openRecord = useCallback(
    async (row: Role) => {
      try {
        const detail = await queryClient.fetchQuery(
          getGetRoleDetailQueryOptions({ id: row.id }, { query: { staleTime: 0 } }),
        );
        return detail.data;
      } catch {
        return undefined; // The http layer has shown the server's reason (e.g. the role is gone).
      }
    },
    [queryClient],
  );

  const { edit } = permissions;
  const grantAction = useCallback(
    (row: Role) =>
      edit ? (
        <button type="button" className={linkClass} onClick={() => setGranting(row)}>
          {t('role.grant')}
        </button>
      ) : null,
    [edit, t],
  );
  const grantSelected = (selected: Role[]) => {
    if (selected.length === 1) setGranting(selected[0]!);
    else notify.warning(selected.length === 0 ? tt('crud.selectFirst') : t('role.selectOne'));
  };

  return (
    <TreeCrudScreen
      title={t('role.title')}
      rows={list.data?.data}
      query={list}
      columns={columns}
      searchFields={searchFields}
      searchValues={search}
      onSearch={(values) => void navigate({ search: { ...search, ...values } })}
      permissions={permissions}
      // 权限设置 works on the one selected role, so rows are selectable for it too.
      selectable={permissions.remove || edit}
      addChild={addChild}
      openRecord={openRecord}
      onDialogChange={setOpened}
      form={(dialog) => ({
        schema: form.schema,
        fields: form.fields,
        values: form.toValues(
          dialog.mode === 'create' ? dialog.parent && { parentId: dialog.parent.id } : dialog.row,
        ),
        validateOn: form.validateOn,
      })}
      onSubmit={(values, dialog) =>
        submit.mutateAsync({ data: { ...values, id: dialog.mode === 'create' ? undefined : dialog.row.id } })
      }
      // The server refuses a role still in use or with child roles, and names it (the http layer shows it).
      onRemove={(rows) => remove.mutateAsync({ params: { ids: rows.map((row) => row.id).join(',') } })}
      rowActions={grantAction}
      toolbar={(selected) =>
        edit ? (
          <Button size="sm" variant="secondary" onClick={() => grantSelected(selected)}>
            <ShieldCheck className="size-4" aria-hidden="true" />
            {t('role.grant')}
          </Button>
        ) : null
      }
    >
      <RoleGrantDialog role={granting} onClose={() => setGranting(null)} />
    </TreeCrudScreen>
  );
}
