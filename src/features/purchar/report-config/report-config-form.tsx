import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';
import type { ReportConfig } from '@/api/generated/purchar-config/model';
import { BizType } from '@/api/generated/purchar-config/model/approval';
import { addReportConfigBody } from '@/api/generated/purchar-config/zod/cg-report-config/cg-report-config.zod';
import type { FieldDef, SelectOption } from '@/components/form/field-def';
import { withRequiredMessages } from '@/components/form/schema';
import type { PurcharTranslate } from '../purchar-i18n';
import { ENABLED, statusOptions, ZERO_ONE } from '../purchar-shared';
import { LevelCheckboxes, MinAmountInputs } from './report-config-levels';
import type { ReportConfigSearch } from './report-config-search';

/**
 * Only documents a project department raises name a project manager, so only their chains may keep the PM level
 * (the server's rule too; checked here so the form says it under the levels before anything is sent).
 */
const WITH_PROJECT_MANAGER: readonly string[] = [BizType.NEEDS, BizType.PLAN, BizType.PLAN_CHANGE];

export const BIZ_TYPES = Object.values(BizType);

export function bizTypeOptions(t: PurcharTranslate): SelectOption[] {
  return BIZ_TYPES.map((type) => ({ value: type, label: t(`reportConfig.bizTypes.${type}`) }));
}

/**
 * The add/edit form: the contract's add schema plus the messages. At least one level is required — a chain
 * with none would approve every document at submit, which is not something to do by leaving boxes unticked.
 */
export function reportConfigForm(t: PurcharTranslate) {
  const schema = withRequiredMessages(addReportConfigBody, { bizType: t('reportConfig.bizTypeRequired') })
    .extend({
      nodes: z
        .array(addReportConfigBody.shape.nodes.element, { error: t('reportConfig.levelsRequired') })
        .min(1, t('reportConfig.levelsRequired')),
    })
    .superRefine((values, context) => {
      if (values.nodes.includes('PM') && !WITH_PROJECT_MANAGER.includes(values.bizType)) {
        context.addIssue({ code: 'custom', path: ['nodes'], message: t('reportConfig.pmNotApplicable') });
      }
    });
  type Values = z.input<typeof schema>;
  const fields: FieldDef<Values>[] = [
    {
      name: 'bizType',
      label: t('reportConfig.bizType'),
      kind: 'select',
      options: bizTypeOptions(t),
      required: true,
    },
    { name: 'status', label: t('reportConfig.status'), kind: 'switch', values: ZERO_ONE },
    {
      name: 'nodes',
      label: t('reportConfig.levels'),
      kind: 'custom',
      render: (props) => <LevelCheckboxes {...props} t={t} />,
      required: true,
      span: 2,
      hint: t('reportConfig.levelsHint'),
    },
    {
      name: 'minAmounts',
      label: t('reportConfig.minAmounts'),
      kind: 'custom',
      render: (props) => <MinAmountInputs {...props} t={t} />,
      span: 2,
      hint: t('reportConfig.minAmountsHint'),
    },
    {
      name: 'allowSelfApproval',
      label: t('reportConfig.allowSelfApproval'),
      kind: 'switch',
      values: ZERO_ONE,
      span: 2,
    },
    { name: 'remark', label: t('reportConfig.remark'), kind: 'textarea', span: 2 },
  ];
  const toValues = (row?: ReportConfig): DefaultValues<Values> => ({
    bizType: row?.bizType,
    nodes: row?.nodes ?? [],
    minAmounts: row?.minAmounts ?? {},
    allowSelfApproval: row?.allowSelfApproval ?? 0,
    status: row?.status ?? ENABLED,
    remark: row?.remark ?? '',
  });
  return { schema, fields, toValues };
}

export function reportConfigSearchFields(t: PurcharTranslate): FieldDef<ReportConfigSearch>[] {
  return [
    { name: 'bizType', label: t('reportConfig.bizType'), kind: 'select', options: bizTypeOptions(t) },
    { name: 'status', label: t('reportConfig.status'), kind: 'select', options: statusOptions(t) },
  ];
}
