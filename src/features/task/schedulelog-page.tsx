import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import type { ScheduleLog } from '@/api/generated/purchase-task/model';
import { useGetScheduleJobDetail } from '@/api/generated/purchase-task/endpoints/schedulejob/schedulejob';
import { useGetScheduleLogList } from '@/api/generated/purchase-task/endpoints/schedulelog/schedulelog';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import { DataTable } from '@/components/data-table/data-table';
import { SearchForm } from '@/components/form/search-form';
import type { FieldDef } from '@/components/form/field-def';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { DescriptionItem, DescriptionList } from '@/components/ui/description-list';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { ScheduleLogSearch } from './schedulejob-search';
import { useTaskT, type TaskTranslate } from './task-i18n';

const route = getRouteApi('/_authenticated/task/schedulelog/$uuid');
const col = dataTableColumnHelper<ScheduleLog>();
const linkClass = buttonClasses('link', 'sm');

const OUTCOME_TONE: Record<ScheduleLog['outcome'], BadgeTone> = {
  running: 'warning',
  success: 'success',
  failure: 'danger',
};
const outcomeKey = (outcome: ScheduleLog['outcome']) =>
  outcome === 'running' ? 'outcomeRunning' : outcome === 'success' ? 'outcomeSuccess' : 'outcomeFailure';

function logColumns(t: TaskTranslate) {
  return col.columns([
    col.accessor('startTime', { header: t('startTime'), meta: { className: 'w-44' } }),
    col.accessor('endTime', { header: t('endTime'), meta: { className: 'w-44' } }),
    col.accessor('triggerType', {
      header: t('triggerType'),
      meta: { className: 'w-24' },
      cell: (info) => t(info.getValue() === 'cron' ? 'triggerCron' : 'triggerManual'),
    }),
    col.accessor('outcome', {
      header: t('outcome'),
      meta: { className: 'w-24' },
      cell: (info) => <Badge tone={OUTCOME_TONE[info.getValue()]}>{t(outcomeKey(info.getValue()))}</Badge>,
    }),
    col.accessor('output', { header: t('output'), meta: { className: 'max-w-96 truncate' } }),
  ]);
}

/** /task/schedulelog/:uuid (SPEC §2): the runs of one job, newest first, each with its full output. */
export function ScheduleLogPage() {
  const t = useTaskT();
  const { uuid } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [shown, setShown] = useState<ScheduleLog | null>(null);
  const [searchOpen, setSearchOpen] = useState(true);
  const job = useGetScheduleJobDetail({ uuid });
  const { current, size, outcome } = search;
  const list = useGetScheduleLogList(
    { current, size, uuid, outcome: outcome as ScheduleLog['outcome'] | undefined },
    { query: { placeholderData: keepPreviousData } },
  );
  const columns = useMemo(() => logColumns(t), [t]);
  const searchFields = useMemo<FieldDef<ScheduleLogSearch>[]>(
    () => [
      {
        name: 'outcome',
        label: t('outcome'),
        kind: 'select',
        options: (['success', 'failure', 'running'] as const).map((value) => ({
          value,
          label: t(outcomeKey(value)),
        })),
      },
    ],
    [t],
  );
  const rowActions = useCallback(
    (row: ScheduleLog) => (
      <button type="button" className={linkClass} onClick={() => setShown(row)}>
        {t('output')}
      </button>
    ),
    [t],
  );
  const detail = job.data?.data;
  const page = list.data?.data;

  return (
    <section aria-label={t('logTitle')} className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4">
        <Link to="/task/schedulejob" className={`${linkClass} inline-flex w-fit items-center gap-1`}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('back')}
        </Link>
        {job.isError ? <p role="alert">{t('jobMissing')}</p> : null}
        {detail ? (
          <DescriptionList>
            <DescriptionItem label={t('jobName')}>{detail.jobName}</DescriptionItem>
            <DescriptionItem label={t('jobKind')}>{detail.jobKindName}</DescriptionItem>
            <DescriptionItem label={t('cron')}>
              <span className="font-mono text-xs">{detail.cron}</span>
            </DescriptionItem>
            <DescriptionItem label={t('jobStatus')}>
              {detail.jobStatus === 1 ? t('started') : t('stopped')}
            </DescriptionItem>
            <DescriptionItem label={t('nextRunTime')}>{detail.nextRunTime}</DescriptionItem>
            <DescriptionItem label={t('lastRunTime')}>{detail.lastRunTime}</DescriptionItem>
          </DescriptionList>
        ) : null}
      </div>
      {searchOpen ? (
        <SearchForm
          key={outcome ?? ''}
          fields={searchFields}
          values={{ outcome }}
          onSearch={(values) => void navigate({ search: { ...search, ...values, current: 1 } })}
        />
      ) : null}
      <DataTable
        label={t('logTitle')}
        columns={columns}
        rows={page?.records}
        total={page?.total ?? 0}
        page={{ current, size }}
        onPageChange={(next) => void navigate({ search: { ...search, ...next } })}
        loading={list.isPending}
        fetching={list.isFetching && !list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        onRefresh={() => void list.refetch()}
        searchOpen={searchOpen}
        onSearchOpenChange={setSearchOpen}
        rowActions={rowActions}
      />
      <Dialog open={shown !== null} onOpenChange={(open) => !open && setShown(null)}>
        <DialogContent className="max-w-2xl" closeLabel={t('back')}>
          <DialogTitle className="text-base font-semibold">{t('output')}</DialogTitle>
          <DialogDescription className="mb-3 text-xs text-muted">
            {shown ? `${shown.startTime} – ${shown.endTime} · ${t(outcomeKey(shown.outcome))}` : ''}
          </DialogDescription>
          <pre className="max-h-96 overflow-auto rounded-md bg-canvas p-3 text-xs break-all whitespace-pre-wrap">
            {shown?.output || '—'}
          </pre>
        </DialogContent>
      </Dialog>
    </section>
  );
}
