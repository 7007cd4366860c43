import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import type { Attach } from '@/api/generated/blade-resource/model';
import {
  getGetAttachListQueryKey,
  useGetAttachList,
  useRemoveAttach,
} from '@/api/generated/blade-resource/endpoints/attach/attach';
import { CrudScreen } from '@/components/crud/crud-screen';
import { buttonClasses } from '@/components/ui/button';
import { toPageQuery } from '@/lib/list-search';
import { notify } from '@/lib/notify';
import { usePermissions } from '@/lib/permission';
import { useResourceT } from '../resource-i18n';
import { attachColumns } from './attach-columns';
import { attachForm, attachSearchFields } from './attach-form';

const route = getRouteApi('/_authenticated/resource/attach');
const linkClass = buttonClasses('link', 'sm');

/** 附件管理: every uploaded file of the tenant; upload one, open or download it, remove it with its object. */
export function AttachPage() {
  const t = useResourceT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const { can } = usePermissions();

  const list = useGetAttachList(toPageQuery(search), { query: { placeholderData: keepPreviousData } });
  const refresh = () => queryClient.invalidateQueries({ queryKey: getGetAttachListQueryKey() });
  const remove = useRemoveAttach({ mutation: { onSuccess: refresh } });

  const columns = useMemo(() => attachColumns(t), [t]);
  const form = useMemo(() => attachForm(t), [t]);
  const searchFields = useMemo(() => attachSearchFields(t), [t]);

  const rowActions = useCallback(
    (row: Attach) => (
      <a href={row.link} download={row.originalName} className={linkClass}>
        {t('attach.download')}
      </a>
    ),
    [t],
  );

  return (
    <CrudScreen
      title={t('attach.title')}
      query={list}
      columns={columns}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
      searchFields={searchFields}
      form={form}
      permissions={{
        view: can('attach_view'),
        // Uploading is what adds an attachment; the server lets the file screens upload.
        add: can('attach_add'),
        remove: can('attach_delete'),
      }}
      onSubmit={async () => {
        // put-file already stored and recorded the file; the dialog only confirms it.
        await refresh();
        notify.success(t('attach.uploaded'));
      }}
      onRemove={(rows) => remove.mutateAsync({ params: { ids: rows.map((row) => row.id).join(',') } })}
      rowActions={rowActions}
    />
  );
}
