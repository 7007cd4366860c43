import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Send } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import type { Sms } from '@/api/generated/blade-resource/model';
import {
  getGetSmsListQueryKey,
  useEnableSms,
  useGetSmsList,
  useRemoveSms,
  useSendSmsMessage,
  useSubmitSms,
} from '@/api/generated/blade-resource/endpoints/sms/sms';
import { CrudFormDialog } from '@/components/crud/crud-form-dialog';
import { CrudScreen } from '@/components/crud/crud-screen';
import { Button } from '@/components/ui/button';
import { toPageQuery } from '@/lib/list-search';
import { notify } from '@/lib/notify';
import { usePermissions } from '@/lib/permission';
import { useResourceT } from '../resource-i18n';
import { EnableAction } from '../resource-enable';
import { smsColumns } from './sms-columns';
import { smsForm, smsSearchFields, smsSendForm } from './sms-form';

const route = getRouteApi('/_authenticated/resource/sms');

/** 短信配置: the tenant's SMS configurations, and a message sent through the enabled one. */
export function SmsPage() {
  const t = useResourceT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const { can } = usePermissions();
  const [sending, setSending] = useState(false);

  const list = useGetSmsList(toPageQuery(search), { query: { placeholderData: keepPreviousData } });
  const refresh = () => queryClient.invalidateQueries({ queryKey: getGetSmsListQueryKey() });
  const submit = useSubmitSms({ mutation: { onSuccess: refresh } });
  const remove = useRemoveSms({ mutation: { onSuccess: refresh } });
  const enable = useEnableSms({ mutation: { onSuccess: refresh } });
  const send = useSendSmsMessage();

  const columns = useMemo(() => smsColumns(t), [t]);
  const form = useMemo(() => smsForm(t), [t]);
  const sendForm = useMemo(() => smsSendForm(t), [t]);
  const searchFields = useMemo(() => smsSearchFields(t), [t]);
  const canEnable = can('sms_enable');
  const enableMutate = enable.mutateAsync;

  const rowActions = useCallback(
    (row: Sms) =>
      canEnable ? (
        <EnableAction
          status={row.status}
          t={t}
          onEnable={() =>
            // A refusal is already a toast with the server's message (the API client's error catalogue).
            void enableMutate({ params: { id: row.id } }).then(
              () => notify.success(t('common.enableDone', { code: row.smsCode })),
              () => undefined,
            )
          }
        />
      ) : null,
    [canEnable, enableMutate, t],
  );

  return (
    <>
      <CrudScreen
        title={t('sms.title')}
        query={list}
        columns={columns}
        search={search}
        onSearchChange={(next) => void navigate({ search: next })}
        searchFields={searchFields}
        form={form}
        permissions={{
          view: can('sms_view'),
          add: can('sms_add'),
          edit: can('sms_edit'),
          remove: can('sms_delete'),
        }}
        onSubmit={(values, row) => submit.mutateAsync({ data: { ...values, id: row?.id } })}
        onRemove={(rows) => remove.mutateAsync({ params: { ids: rows.map((row) => row.id).join(',') } })}
        toolbar={
          can('sms_send') ? (
            <Button size="sm" variant="secondary" onClick={() => setSending(true)}>
              <Send className="size-4" aria-hidden="true" />
              {t('sms.send')}
            </Button>
          ) : null
        }
        rowActions={rowActions}
      />
      <CrudFormDialog
        open={sending}
        onOpenChange={setSending}
        mode="create"
        title={t('sms.sendTitle')}
        className="max-w-xl"
        schema={sendForm.schema}
        fields={sendForm.fields}
        values={sendForm.toValues()}
        onSubmit={async (values) => {
          const answer = await send.mutateAsync({
            params: { phones: values.phones, ...(values.params ? { params: values.params } : {}) },
          });
          notify.success(t('sms.sent', { count: answer.data.phones.length }));
        }}
      />
    </>
  );
}
