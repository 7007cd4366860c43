import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import {
  getGetParamListQueryKey,
  useGetParamList,
  useRemoveParam,
  useSubmitParam,
} from '@/api/generated/blade-system/endpoints/param/param';
import { CrudScreen } from '@/components/crud/crud-screen';
import { toPageQuery } from '@/lib/list-search';
import { usePermissions } from '@/lib/permission';
import { useSystemT } from '../system-i18n';
import { paramColumns } from './param-columns';
import { paramForm, paramSearchFields } from './param-form';

const route = getRouteApi('/_authenticated/system/param');

/** 参数管理: the tenant's parameters on the generic CRUD screen. */
export function ParamPage() {
  const t = useSystemT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const { can } = usePermissions();

  const list = useGetParamList(toPageQuery(search), { query: { placeholderData: keepPreviousData } });
  const refresh = () => queryClient.invalidateQueries({ queryKey: getGetParamListQueryKey() });
  const submit = useSubmitParam({ mutation: { onSuccess: refresh } });
  const remove = useRemoveParam({ mutation: { onSuccess: refresh } });

  const columns = useMemo(() => paramColumns(t), [t]);
  const form = useMemo(() => paramForm(t), [t]);
  const searchFields = useMemo(() => paramSearchFields(t), [t]);

  return (
    <CrudScreen
      title={t('param.title')}
      query={list}
      columns={columns}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
      searchFields={searchFields}
      form={form}
      permissions={{
        view: can('param_view'),
        add: can('param_add'),
        edit: can('param_edit'),
        remove: can('param_delete'),
      }}
      onSubmit={(values, row) => submit.mutateAsync({ data: { ...values, id: row?.id } })}
      onRemove={(rows) => remove.mutateAsync({ params: { ids: rows.map((row) => row.id).join(',') } })}
    />
  );
}
