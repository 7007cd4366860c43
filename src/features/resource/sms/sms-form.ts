import { z } from 'zod';
import {
  sendSmsMessageQueryParams,
  submitSmsBody,
  submitSmsBodySmsCodeMax,
  submitSmsBodySmsCodeRegExp,
} from '@/api/generated/blade-resource/zod/sms/sms.zod';
import type { Sms } from '@/api/generated/blade-resource/model';
import type { FieldDef, SelectOption } from '@/components/form/field-def';
import { requiredNumber, requiredText } from '@/components/form/schema';
import type { ResourceTranslate } from '../resource-i18n';
import type { SmsSearch } from './sms-search';

/** The categories the contract knows (Sms.category): 1 writes the send log only, 2 is Tencent Cloud SMS. */
const SMS_CATEGORIES = { 1: 'log', 2: 'tencent' } as const;

export const smsCategoryLabel = (t: ResourceTranslate, category: number) => {
  const key = SMS_CATEGORIES[category as keyof typeof SMS_CATEGORIES];
  return key ? t(`sms.categories.${key}`) : String(category);
};

const categoryOptions = (t: ResourceTranslate): SelectOption[] =>
  Object.keys(SMS_CATEGORIES).map((value) => ({
    value: Number(value),
    label: smsCategoryLabel(t, Number(value)),
  }));

/** The SMS configuration form; which fields Tencent needs is the server's rule (it names the field). */
export function smsForm(t: ResourceTranslate) {
  const schema = submitSmsBody.omit({ id: true }).extend({
    category: requiredNumber(t('common.categoryRequired'), submitSmsBody.shape.category),
    smsCode: requiredText(
      t('sms.smsCodeRequired'),
      z.string().max(submitSmsBodySmsCodeMax).regex(submitSmsBodySmsCodeRegExp, t('sms.smsCodeFormat')),
    ),
  });
  type Values = z.input<typeof schema>;
  const fields: FieldDef<Values>[] = [
    {
      name: 'category',
      label: t('common.category'),
      kind: 'select',
      options: categoryOptions(t),
      required: true,
    },
    { name: 'smsCode', label: t('sms.smsCode'), kind: 'text', required: true },
    { name: 'templateId', label: t('sms.templateId'), kind: 'text' },
    { name: 'signName', label: t('sms.signName'), kind: 'text' },
    { name: 'accessKey', label: t('common.accessKey'), kind: 'text' },
    { name: 'secretKey', label: t('common.secretKey'), kind: 'text', hint: t('common.secretHint') },
    { name: 'appId', label: t('sms.appId'), kind: 'text' },
    { name: 'regionId', label: t('sms.regionId'), kind: 'text' },
    { name: 'remark', label: t('common.remark'), kind: 'textarea', span: 2 },
  ];
  const toValues = (row?: Sms): Values => ({
    category: row?.category ?? 1,
    smsCode: row?.smsCode ?? '',
    templateId: row?.templateId ?? '',
    signName: row?.signName ?? '',
    accessKey: row?.accessKey ?? '',
    secretKey: row?.secretKey ?? '',
    appId: row?.appId ?? '',
    regionId: row?.regionId ?? '',
    remark: row?.remark ?? '',
  });
  return { schema, fields, toValues, validateOn: 'onBlur' as const };
}

const PHONES = /^\s*1[3-9][0-9]{9}\s*(,\s*1[3-9][0-9]{9}\s*)*$/;

const isJsonObject = (text: string) => {
  try {
    const value: unknown = JSON.parse(text);
    return !!value && typeof value === 'object' && !Array.isArray(value);
  } catch {
    return false;
  }
};

/** The send dialog: numbers and template parameters, checked here first (the server checks them again). */
export function smsSendForm(t: ResourceTranslate) {
  const schema = z.object({
    phones: requiredText(
      t('sms.phonesRequired'),
      sendSmsMessageQueryParams.shape.phones.regex(PHONES, t('sms.phonesFormat')),
    ),
    params: z
      .string()
      .trim()
      .refine((text) => text === '' || isJsonObject(text), t('sms.paramsFormat'))
      .optional(),
  });
  type Values = z.input<typeof schema>;
  const fields: FieldDef<Values>[] = [
    {
      name: 'phones',
      label: t('sms.phones'),
      kind: 'text',
      required: true,
      span: 2,
      hint: t('sms.phonesHint'),
    },
    { name: 'params', label: t('sms.params'), kind: 'textarea', span: 2, hint: t('sms.paramsHint') },
  ];
  const toValues = (): Values => ({ phones: '', params: '' });
  return { schema, fields, toValues };
}

export function smsSearchFields(t: ResourceTranslate): FieldDef<SmsSearch>[] {
  return [
    { name: 'smsCode', label: t('sms.smsCode'), kind: 'text' },
    { name: 'category', label: t('common.category'), kind: 'select', options: categoryOptions(t) },
  ];
}
