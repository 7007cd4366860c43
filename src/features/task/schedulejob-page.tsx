import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import type { ScheduleJob } from '@/api/generated/purchase-task/model';
import {
  getGetScheduleJobListQueryKey,
  useGetScheduleJobKinds,
  useGetScheduleJobList,
  useRemoveScheduleJob,
  useRunScheduleJob,
  useStartScheduleJob,
  useStopScheduleJob,
  useSubmitScheduleJob,
} from '@/api/generated/purchase-task/endpoints/schedulejob/schedulejob';
import { getGetScheduleLogListQueryKey } from '@/api/generated/purchase-task/endpoints/schedulelog/schedulelog';
import { CrudScreen } from '@/components/crud/crud-screen';
import { buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toPageQuery } from '@/lib/list-search';
import { notify } from '@/lib/notify';
import { usePermissions } from '@/lib/permission';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { scheduleJobColumns } from './schedulejob-columns';
import { scheduleJobForm, scheduleJobSearchFields } from './schedulejob-form';
import { useTaskT } from './task-i18n';

const route = getRouteApi('/_authenticated/task/schedulejob');
const linkClass = buttonClasses('link', 'sm');

type Action = 'start' | 'stop' | 'run';

/** 定时任务: the tenant's jobs; start, stop, run now, and each job's run log at /task/schedulelog/:uuid. */
export function ScheduleJobPage() {
  const t = useTaskT();
  const tt = useToolkitT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const { can } = usePermissions();
  const [pending, setPending] = useState<{ action: Action; job: ScheduleJob } | null>(null);

  const list = useGetScheduleJobList(toPageQuery(search), { query: { placeholderData: keepPreviousData } });
  const kinds = useGetScheduleJobKinds();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetScheduleJobListQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getGetScheduleLogListQueryKey() }),
    ]);
  const submit = useSubmitScheduleJob({ mutation: { onSuccess: refresh } });
  const remove = useRemoveScheduleJob({ mutation: { onSuccess: refresh } });
  const start = useStartScheduleJob({ mutation: { onSuccess: refresh } });
  const stop = useStopScheduleJob({ mutation: { onSuccess: refresh } });
  const run = useRunScheduleJob({ mutation: { onSuccess: refresh } });

  const columns = useMemo(() => scheduleJobColumns(t), [t]);
  const kindList = kinds.data?.data;
  const form = useMemo(() => scheduleJobForm(t, kindList ?? []), [t, kindList]);
  const searchFields = useMemo(() => scheduleJobSearchFields(t), [t]);

  const canStart = can('schedulejob_start');
  const canStop = can('schedulejob_stop');
  const canRun = can('schedulejob_run');
  const rowActions = useCallback(
    (job: ScheduleJob) => (
      <>
        {job.jobStatus === 1 && canStop ? (
          <button type="button" className={linkClass} onClick={() => setPending({ action: 'stop', job })}>
            {t('stop')}
          </button>
        ) : null}
        {job.jobStatus !== 1 && canStart ? (
          <button type="button" className={linkClass} onClick={() => setPending({ action: 'start', job })}>
            {t('start')}
          </button>
        ) : null}
        {canRun ? (
          <button type="button" className={linkClass} onClick={() => setPending({ action: 'run', job })}>
            {t('run')}
          </button>
        ) : null}
        <Link to="/task/schedulelog/$uuid" params={{ uuid: job.uuid }} className={linkClass}>
          {t('logs')}
        </Link>
      </>
    ),
    [canRun, canStart, canStop, t],
  );

  const confirm = async () => {
    if (!pending) return;
    const { action, job } = pending;
    try {
      if (action === 'start') {
        await start.mutateAsync({ params: { ids: job.id } });
        notify.success(t('startedOk'));
      } else if (action === 'stop') {
        await stop.mutateAsync({ params: { ids: job.id } });
        notify.success(t('stoppedOk'));
      } else {
        const answer = await run.mutateAsync({ params: { id: job.id } });
        const log = answer.data;
        if (log.outcome === 'failure') notify.error(t('runFailed', { output: log.output }));
        else notify.success(t('runOk'));
      }
    } catch {
      // The http layer has shown the server's reason.
    }
  };

  return (
    <>
      <CrudScreen
        title={t('jobTitle')}
        query={list}
        columns={columns}
        search={search}
        onSearchChange={(next) => void navigate({ search: next })}
        searchFields={searchFields}
        form={form}
        permissions={{
          view: can('schedulejob_view'),
          add: can('schedulejob_add'),
          edit: can('schedulejob_edit'),
          remove: can('schedulejob_delete'),
        }}
        onSubmit={(values, row) => submit.mutateAsync({ data: { ...values, id: row?.id } })}
        onRemove={(rows) => remove.mutateAsync({ params: { ids: rows.map((row) => row.id).join(',') } })}
        rowActions={rowActions}
      />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending ? t(pending.action) : ''}
        description={pending ? t(`${pending.action}Confirm`, { name: pending.job.jobName }) : undefined}
        confirmText={pending ? t(pending.action) : ''}
        cancelText={tt('crud.cancel')}
        confirmVariant={pending?.action === 'stop' ? 'danger' : 'primary'}
        onConfirm={confirm}
      />
    </>
  );
}
