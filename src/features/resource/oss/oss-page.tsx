import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import type { Oss } from '@/api/generated/blade-resource/model';
import {
  getGetOssListQueryKey,
  useEnableOss,
  useGetOssList,
  useRemoveOss,
  useSubmitOss,
} from '@/api/generated/blade-resource/endpoints/oss/oss';
import { CrudScreen } from '@/components/crud/crud-screen';
import { toPageQuery } from '@/lib/list-search';
import { notify } from '@/lib/notify';
import { usePermissions } from '@/lib/permission';
import { useResourceT } from '../resource-i18n';
import { EnableAction } from '../resource-enable';
import { ossColumns } from './oss-columns';
import { ossForm, ossSearchFields } from './oss-form';

const route = getRouteApi('/_authenticated/resource/oss');

/** 对象存储: the tenant's storage configurations; uploads go to the enabled one (local disk when none is). */
export function OssPage() {
  const t = useResourceT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const { can } = usePermissions();

  const list = useGetOssList(toPageQuery(search), { query: { placeholderData: keepPreviousData } });
  const refresh = () => queryClient.invalidateQueries({ queryKey: getGetOssListQueryKey() });
  const submit = useSubmitOss({ mutation: { onSuccess: refresh } });
  const remove = useRemoveOss({ mutation: { onSuccess: refresh } });
  const enable = useEnableOss({ mutation: { onSuccess: refresh } });

  const columns = useMemo(() => ossColumns(t), [t]);
  const form = useMemo(() => ossForm(t), [t]);
  const searchFields = useMemo(() => ossSearchFields(t), [t]);
  const canEnable = can('oss_enable');
  const enableMutate = enable.mutateAsync;

  const rowActions = useCallback(
    (row: Oss) =>
      canEnable ? (
        <EnableAction
          status={row.status}
          t={t}
          onEnable={() =>
            // A refusal is already a toast with the server's message (the API client's error catalogue).
            void enableMutate({ params: { id: row.id } }).then(
              () => notify.success(t('common.enableDone', { code: row.ossCode })),
              () => undefined,
            )
          }
        />
      ) : null,
    [canEnable, enableMutate, t],
  );

  return (
    <CrudScreen
      title={t('oss.title')}
      query={list}
      columns={columns}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
      searchFields={searchFields}
      form={form}
      permissions={{
        view: can('oss_view'),
        add: can('oss_add'),
        edit: can('oss_edit'),
        remove: can('oss_delete'),
      }}
      onSubmit={(values, row) => submit.mutateAsync({ data: { ...values, id: row?.id } })}
      onRemove={(rows) => remove.mutateAsync({ params: { ids: rows.map((row) => row.id).join(',') } })}
      rowActions={rowActions}
    />
  );
}
