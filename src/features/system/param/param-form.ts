import type { z } from 'zod';
import { submitParamBody } from '@/api/generated/blade-system/zod/param/param.zod';
import type { Param } from '@/api/generated/blade-system/model';
import type { FieldDef } from '@/components/form/field-def';
import { withRequiredMessages } from '@/components/form/schema';
import type { SystemTranslate } from '../system-i18n';
import type { ParamSearch } from './param-search';

/** The param form: the contract's submit schema (without id) plus the SPEC §5 messages, checked on blur. */
export function paramForm(t: SystemTranslate) {
  const schema = withRequiredMessages(submitParamBody.omit({ id: true }), {
    paramName: t('param.nameRequired'),
    paramKey: t('param.keyRequired'),
    paramValue: t('param.valueRequired'),
  });
  type Values = z.input<typeof schema>;
  const fields: FieldDef<Values>[] = [
    { name: 'paramName', label: t('param.paramName'), kind: 'text', required: true },
    { name: 'paramKey', label: t('param.paramKey'), kind: 'text', required: true },
    { name: 'paramValue', label: t('param.paramValue'), kind: 'textarea', required: true, span: 2 },
    { name: 'remark', label: t('param.remark'), kind: 'textarea', span: 2 },
  ];
  const toValues = (row?: Param): Values => ({
    paramName: row?.paramName ?? '',
    paramKey: row?.paramKey ?? '',
    paramValue: row?.paramValue ?? '',
    remark: row?.remark ?? '',
  });
  return { schema, fields, toValues, validateOn: 'onBlur' as const };
}

export function paramSearchFields(t: SystemTranslate): FieldDef<ParamSearch>[] {
  return [
    { name: 'paramName', label: t('param.paramName'), kind: 'text' },
    { name: 'paramKey', label: t('param.paramKey'), kind: 'text' },
  ];
}
