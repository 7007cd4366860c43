import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import type { Notice } from '@/api/generated/blade-desk/model';
import {
  getGetMyNoticesQueryKey,
  getGetNoticeListQueryKey,
  useGetNoticeList,
  usePublishNotice,
  useRemoveNotice,
  useRevokeNotice,
  useSubmitNotice,
} from '@/api/generated/blade-desk/endpoints/notice/notice';
import { useGetDeptTree } from '@/api/generated/blade-system/endpoints/dept/dept';
import { useGetRoleTree } from '@/api/generated/blade-system/endpoints/role/role';
import { CrudScreen } from '@/components/crud/crud-screen';
import { buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toPageQuery } from '@/lib/list-search';
import { notify } from '@/lib/notify';
import { usePermissions } from '@/lib/permission';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { useDeskT } from './desk-i18n';
import { noticeColumns } from './notice-columns';
import { noticeForm, noticeSearchFields } from './notice-form';

const route = getRouteApi('/_authenticated/desk/notice');
const linkClass = buttonClasses('link', 'sm');
const NO_NODES: never[] = [];

/** 通知公告: the tenant's notices; a draft is published to its audience, and withdrawn back to a draft. */
export function NoticePage() {
  const t = useDeskT();
  const tt = useToolkitT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const { can } = usePermissions();
  const canPublish = can('notice_edit');
  const [pending, setPending] = useState<{ action: 'publish' | 'revoke'; notice: Notice } | null>(null);

  const list = useGetNoticeList(toPageQuery(search), { query: { placeholderData: keepPreviousData } });
  const roles = useGetRoleTree();
  const depts = useGetDeptTree();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetNoticeListQueryKey() }),
      // The bell in the top bar shows the published ones.
      queryClient.invalidateQueries({ queryKey: getGetMyNoticesQueryKey() }),
    ]);
  const submit = useSubmitNotice({ mutation: { onSuccess: refresh } });
  const remove = useRemoveNotice({ mutation: { onSuccess: refresh } });
  const publish = usePublishNotice({ mutation: { onSuccess: refresh } });
  const revoke = useRevokeNotice({ mutation: { onSuccess: refresh } });

  const roleNodes = roles.data?.data ?? NO_NODES;
  const deptNodes = depts.data?.data ?? NO_NODES;
  const columns = useMemo(() => noticeColumns(t), [t]);
  const form = useMemo(
    () => noticeForm(t, { roles: roleNodes, depts: deptNodes }),
    [t, roleNodes, deptNodes],
  );
  const searchFields = useMemo(() => noticeSearchFields(t), [t]);

  const rowActions = useCallback(
    (notice: Notice) =>
      canPublish ? (
        <button
          type="button"
          className={linkClass}
          onClick={() => setPending({ action: notice.publishStatus === 1 ? 'revoke' : 'publish', notice })}
        >
          {t(notice.publishStatus === 1 ? 'revoke' : 'publish')}
        </button>
      ) : null,
    [canPublish, t],
  );

  const confirm = async () => {
    if (!pending) return;
    const params = { ids: pending.notice.id };
    try {
      if (pending.action === 'publish') await publish.mutateAsync({ params });
      else await revoke.mutateAsync({ params });
    } catch {
      // The http layer has shown the server's reason.
      return;
    }
    notify.success(t(pending.action === 'publish' ? 'publishedOk' : 'revokedOk'));
  };

  return (
    <>
      <CrudScreen
        title={t('noticeTitle')}
        query={list}
        columns={columns}
        search={search}
        onSearchChange={(next) => void navigate({ search: next })}
        searchFields={searchFields}
        form={form}
        permissions={{
          view: can('notice_view'),
          add: can('notice_add'),
          edit: can('notice_edit'),
          remove: can('notice_delete'),
        }}
        onSubmit={(values, row) => submit.mutateAsync({ data: { ...form.toSubmit(values), id: row?.id } })}
        onRemove={(rows) => remove.mutateAsync({ params: { ids: rows.map((row) => row.id).join(',') } })}
        rowActions={rowActions}
      />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending ? t(pending.action) : ''}
        description={pending ? t(`${pending.action}Confirm`, { title: pending.notice.title }) : undefined}
        confirmText={pending ? t(pending.action) : ''}
        cancelText={tt('crud.cancel')}
        confirmVariant={pending?.action === 'revoke' ? 'danger' : 'primary'}
        onConfirm={confirm}
      />
    </>
  );
}
