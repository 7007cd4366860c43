import { z } from 'zod';
import {
  submitRegionBody,
  submitRegionBodyCodeRegExp,
} from '@/api/generated/blade-system/zod/region/region.zod';
import type { Region } from '@/api/generated/blade-system/model';
import type { FieldDef } from '@/components/form/field-def';
import { requiredNumber, requiredText, withRequiredMessages } from '@/components/form/schema';
import type { SystemTranslate } from '../system-i18n';
import { ROOT_REGION } from './region-tree';

/**
 * The region form: the contract's submit schema plus the messages, and the code rule a user would otherwise
 * learn from the server: below a province, a code starts with its parent's code (1101 → 110101). The parent's
 * name and the level are shown (read-only) and not sent.
 */
export function regionForm(t: SystemTranslate) {
  const schema = withRequiredMessages(submitRegionBody, { name: t('region.nameRequired') })
    .extend({
      code: requiredText(
        t('region.codeRequired'),
        z.string().regex(submitRegionBodyCodeRegExp, t('region.codeFormat')),
      ),
      sort: requiredNumber(t('region.sortRequired'), submitRegionBody.shape.sort),
      parentName: z.string().optional(),
      levelName: z.string().optional(),
    })
    .superRefine((values, context) => {
      const { code, parentCode } = values;
      if (parentCode === ROOT_REGION || !code) return;
      if (!code.startsWith(parentCode) || code.length <= parentCode.length)
        context.addIssue({
          code: 'custom',
          path: ['code'],
          message: t('region.codePrefix', { parent: parentCode }),
        });
    });
  type Values = z.input<typeof schema>;
  /** On edit the code and the parent are fixed (the server keeps a region's place). */
  const fields = (mode: 'create' | 'edit' | 'view'): FieldDef<Values>[] => [
    { name: 'parentName', label: t('region.parentName'), kind: 'text', disabled: true },
    { name: 'parentCode', label: t('region.parentCode'), kind: 'text', disabled: true },
    {
      name: 'code',
      label: t('region.code'),
      kind: 'text',
      required: true,
      disabled: mode !== 'create',
      hint: mode === 'create' ? t('region.codeHint') : undefined,
    },
    { name: 'name', label: t('region.name'), kind: 'text', required: true },
    ...(mode === 'create'
      ? []
      : [{ name: 'levelName', label: t('region.level'), kind: 'text', disabled: true } as const]),
    { name: 'sort', label: t('region.sort'), kind: 'number', required: true },
    { name: 'remark', label: t('region.remark'), kind: 'textarea', span: 2 },
  ];
  /** A region's values (edit, view), or a new one's under `parent` (its code preset as the prefix). */
  const toValues = (row?: Region, parent?: { code: string; name: string }): Values =>
    row
      ? {
          code: row.code,
          parentCode: row.parentCode,
          parentName: row.parentName ?? '',
          levelName: row.levelName,
          name: row.name,
          sort: row.sort,
          remark: row.remark,
        }
      : {
          code: parent && parent.code !== ROOT_REGION ? parent.code : '',
          parentCode: parent?.code ?? ROOT_REGION,
          parentName: parent?.name ?? '',
          name: '',
          sort: 1,
          remark: '',
        };
  return { schema, fields, toValues };
}
