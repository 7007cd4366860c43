import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useGetDeptTree } from '@/api/generated/blade-system/endpoints/dept/dept';
import { useGetUserPage } from '@/api/generated/blade-user/endpoints/user/user';
import {
  getGetStorehousePageQueryKey,
  useDeleteStorehouse,
  useGetStorehousePage,
  useSaveStorehouse,
} from '@/api/generated/purchar-master/endpoints/kc-storehouse/kc-storehouse';
import { CrudScreen } from '@/components/crud/crud-screen';
import { toPageQuery } from '@/lib/list-search';
import { usePermissions } from '@/lib/permission';
import { usePurcharT } from '../purchar-i18n';
import { removeEach, statusParam } from '../purchar-shared';
import { toTreeOptions } from '@/components/form/tree-options';
import { storehouseColumns } from './storehouse-columns';
import { storehouseForm, storehouseSearchFields } from './storehouse-form';

const route = getRouteApi('/_authenticated/purchar/storehouse');

/** The keeper picker lists at most the contract's largest page of users. */
const KEEPER_OPTIONS = 500;

/** 仓库: the tenant's storehouses on the generic CRUD screen (type from kc_storehouse_type, project, keeper). */
export function StorehousePage() {
  const t = usePurcharT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const { can } = usePermissions();
  const canAdd = can('kc_storehouse_add');
  const canEdit = can('kc_storehouse_edit');
  // Keepers are users: only someone who may list users can pick one (the list shows the keeper's name anyway).
  const canPickKeeper = can('user_view') && (canAdd || canEdit);

  const query = toPageQuery(search);
  const list = useGetStorehousePage(
    { ...query, status: statusParam(query.status) },
    { query: { placeholderData: keepPreviousData } },
  );
  // The project picker, and the project's name in a viewed record.
  const depts = useGetDeptTree();
  const users = useGetUserPage({ current: 1, size: KEEPER_OPTIONS }, { query: { enabled: canPickKeeper } });
  const refresh = () => queryClient.invalidateQueries({ queryKey: getGetStorehousePageQueryKey() });
  const save = useSaveStorehouse({ mutation: { onSuccess: refresh } });
  const remove = useDeleteStorehouse({ mutation: { onSuccess: refresh } });

  const columns = useMemo(() => storehouseColumns(t), [t]);
  const searchFields = useMemo(() => storehouseSearchFields(t), [t]);
  const deptNodes = depts.data?.data;
  const userRows = users.data?.data?.records;
  const form = useMemo(() => {
    const base = storehouseForm(t);
    const projects = toTreeOptions(deptNodes ?? [], (node) => node.title);
    const keepers = canPickKeeper
      ? (userRows ?? []).map((user) => ({ value: user.id, label: `${user.realName} (${user.account})` }))
      : undefined;
    return { ...base, fields: base.fields({ projects, keepers }) };
  }, [t, deptNodes, userRows, canPickKeeper]);

  return (
    <CrudScreen
      title={t('storehouse.title')}
      query={list}
      columns={columns}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
      searchFields={searchFields}
      form={form}
      permissions={{
        view: can('kc_storehouse_view'),
        add: canAdd,
        edit: canEdit,
        remove: can('kc_storehouse_delete'),
      }}
      onSubmit={(values, row) => save.mutateAsync({ data: { ...values, id: row?.id } })}
      onRemove={(rows) => removeEach(rows, remove.mutateAsync)}
    />
  );
}
