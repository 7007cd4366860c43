import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import {
  getGetClientListQueryKey,
  useGetClientList,
  useRemoveClient,
  useSubmitClient,
} from '@/api/generated/blade-system/endpoints/client/client';
import { CrudScreen } from '@/components/crud/crud-screen';
import { toPageQuery } from '@/lib/list-search';
import { usePermissions } from '@/lib/permission';
import { useSystemT } from '../system-i18n';
import { clientColumns } from './client-columns';
import { clientForm, clientSearchFields } from './client-form';

const route = getRouteApi('/_authenticated/system/client');

/** 应用管理: the OAuth clients (platform-wide; the server lets only the platform administrator in). */
export function ClientPage() {
  const t = useSystemT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const { can } = usePermissions();

  const list = useGetClientList(toPageQuery(search), { query: { placeholderData: keepPreviousData } });
  const refresh = () => queryClient.invalidateQueries({ queryKey: getGetClientListQueryKey() });
  const submit = useSubmitClient({ mutation: { onSuccess: refresh } });
  const remove = useRemoveClient({ mutation: { onSuccess: refresh } });

  const columns = useMemo(() => clientColumns(t), [t]);
  const form = useMemo(() => clientForm(t), [t]);
  const searchFields = useMemo(() => clientSearchFields(t), [t]);

  return (
    <CrudScreen
      title={t('client.title')}
      query={list}
      columns={columns}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
      searchFields={searchFields}
      form={form}
      permissions={{
        view: can('client_view'),
        add: can('client_add'),
        edit: can('client_edit'),
        remove: can('client_delete'),
      }}
      onSubmit={(values, row) => submit.mutateAsync({ data: { ...values, id: row?.id } })}
      onRemove={(rows) => remove.mutateAsync({ params: { ids: rows.map((row) => row.id).join(',') } })}
    />
  );
}
