import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import type { ScheduleJob, ScheduleJobKind } from '@/api/generated/purchase-task/model';
import { submitScheduleJobBody } from '@/api/generated/purchase-task/zod/schedulejob/schedulejob.zod';
import type { FieldDef } from '@/components/form/field-def';
import { withRequiredMessages } from '@/components/form/schema';
import type { ScheduleJobSearch } from './schedulejob-search';
import type { TaskTranslate } from './task-i18n';

/** The job form: the contract's submit schema (the server parses the cron and answers 400 when it cannot). */
export function scheduleJobForm(t: TaskTranslate, kinds: readonly ScheduleJobKind[]) {
  const schema = withRequiredMessages(submitScheduleJobBody.omit({ id: true }), {
    jobName: t('jobNameRequired'),
    jobKind: t('jobKindRequired'),
    cron: t('cronRequired'),
  });
  type Values = z.input<typeof schema>;
  const defaults = kinds.map((kind) => `${kind.name} ${kind.defaultParams}`).join('; ');
  const fields: FieldDef<Values>[] = [
    { name: 'jobName', label: t('jobName'), kind: 'text', required: true },
    {
      name: 'jobKind',
      label: t('jobKind'),
      kind: 'select',
      required: true,
      options: kinds.map((kind) => ({ label: kind.name, value: kind.kind })),
    },
    { name: 'cron', label: t('cron'), kind: 'text', required: true, span: 2, hint: t('cronHint') },
    {
      name: 'params',
      label: t('params'),
      kind: 'textarea',
      span: 2,
      hint: t('paramsHint', { default: defaults }),
    },
    { name: 'remark', label: t('remark'), kind: 'textarea', span: 2 },
  ];
  const toValues = (row?: ScheduleJob): DefaultValues<Values> => ({
    jobName: row?.jobName ?? '',
    jobKind: row?.jobKind ?? kinds[0]?.kind ?? '',
    cron: row?.cron ?? '',
    params: row?.params ?? '',
    remark: row?.remark ?? '',
  });
  return { schema, fields, toValues, validateOn: 'onBlur' as const };
}

export function scheduleJobSearchFields(t: TaskTranslate): FieldDef<ScheduleJobSearch>[] {
  return [
    { name: 'jobName', label: t('jobName'), kind: 'text' },
    {
      name: 'jobStatus',
      label: t('jobStatus'),
      kind: 'select',
      options: [
        { label: t('started'), value: '1' },
        { label: t('stopped'), value: '0' },
      ],
    },
  ];
}
