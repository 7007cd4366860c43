import type { ScheduleJob } from '@/api/generated/purchase-task/model';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import { Badge } from '@/components/ui/badge';
import type { TaskTranslate } from './task-i18n';

const col = dataTableColumnHelper<ScheduleJob>();

export function scheduleJobColumns(t: TaskTranslate) {
  return col.columns([
    col.accessor('jobName', { header: t('jobName'), meta: { className: 'min-w-40' } }),
    col.accessor('jobKindName', { header: t('jobKind'), meta: { className: 'w-36' } }),
    col.accessor('cron', { header: t('cron'), meta: { className: 'w-36 font-mono text-xs' } }),
    col.accessor('jobStatus', {
      header: t('jobStatus'),
      meta: { className: 'w-24' },
      cell: (info) =>
        info.getValue() === 1 ? (
          <Badge tone="success">{t('started')}</Badge>
        ) : (
          <Badge tone="neutral">{t('stopped')}</Badge>
        ),
    }),
    col.accessor('nextRunTime', { header: t('nextRunTime'), meta: { className: 'w-44' } }),
    col.accessor('lastRunTime', { header: t('lastRunTime'), meta: { className: 'w-44' } }),
  ]);
}
