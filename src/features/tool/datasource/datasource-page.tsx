import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import {
  getGetDatasourceListQueryKey,
  useGetDatasourceList,
  useRemoveDatasource,
  useSubmitDatasource,
} from '@/api/generated/blade-develop/endpoints/datasource/datasource';
import { CrudScreen } from '@/components/crud/crud-screen';
import { toPageQuery } from '@/lib/list-search';
import { usePermissions } from '@/lib/permission';
import { useToolT } from '../tool-i18n';
import { datasourceColumns } from './datasource-columns';
import { datasourceForm, datasourceSearchFields } from './datasource-form';

const route = getRouteApi('/_authenticated/tool/datasource');

/** 数据源管理: the platform's data sources; the password is typed, never shown back. */
export function DatasourcePage() {
  const t = useToolT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const { can } = usePermissions();

  const list = useGetDatasourceList(toPageQuery(search), { query: { placeholderData: keepPreviousData } });
  const refresh = () => queryClient.invalidateQueries({ queryKey: getGetDatasourceListQueryKey() });
  const submit = useSubmitDatasource({ mutation: { onSuccess: refresh } });
  const remove = useRemoveDatasource({ mutation: { onSuccess: refresh } });

  const columns = useMemo(() => datasourceColumns(t), [t]);
  const form = useMemo(() => datasourceForm(t), [t]);
  const searchFields = useMemo(() => datasourceSearchFields(t), [t]);

  return (
    <CrudScreen
      title={t('datasource.title')}
      entity={t('datasource.entity')}
      query={list}
      columns={columns}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
      searchFields={searchFields}
      form={form}
      permissions={{
        view: can('datasource_view'),
        add: can('datasource_add'),
        edit: can('datasource_edit'),
        remove: can('datasource_delete'),
      }}
      onSubmit={(values, row) => submit.mutateAsync({ data: { ...values, id: row?.id } })}
      onRemove={(rows) => remove.mutateAsync({ params: { ids: rows.map((row) => row.id).join(',') } })}
    />
  );
}
