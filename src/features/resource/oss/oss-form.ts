import { z } from 'zod';
import {
  submitOssBody,
  submitOssBodyMaxFileSizeMax,
  submitOssBodyOssCodeMax,
  submitOssBodyOssCodeRegExp,
} from '@/api/generated/blade-resource/zod/oss/oss.zod';
import type { Oss } from '@/api/generated/blade-resource/model';
import type { FieldDef, SelectOption } from '@/components/form/field-def';
import { requiredNumber, requiredText } from '@/components/form/schema';
import type { ResourceTranslate } from '../resource-i18n';
import type { OssSearch } from './oss-search';

/** The categories the contract knows (Oss.category): 1 is the server's own disk, the rest speak S3. */
const OSS_CATEGORIES = { 1: 'local', 2: 'minio', 3: 'aliyun', 4: 'tencent', 5: 'aws' } as const;

export const ossCategoryLabel = (t: ResourceTranslate, category: number) => {
  const key = OSS_CATEGORIES[category as keyof typeof OSS_CATEGORIES];
  return key ? t(`oss.categories.${key}`) : String(category);
};

const categoryOptions = (t: ResourceTranslate): SelectOption[] =>
  Object.keys(OSS_CATEGORIES).map((value) => ({
    value: Number(value),
    label: ossCategoryLabel(t, Number(value)),
  }));

/**
 * The storage form: the contract's submit schema plus the messages a user reads. Which fields an S3 category
 * needs is the server's rule (it names the field); the keys come back masked and are sent back as they are.
 */
export function ossForm(t: ResourceTranslate) {
  const schema = submitOssBody.omit({ id: true }).extend({
    category: requiredNumber(t('common.categoryRequired'), submitOssBody.shape.category),
    ossCode: requiredText(
      t('oss.ossCodeRequired'),
      z.string().max(submitOssBodyOssCodeMax).regex(submitOssBodyOssCodeRegExp, t('oss.ossCodeFormat')),
    ),
    maxFileSize: requiredNumber(
      t('oss.maxFileSizeRequired'),
      z
        .number()
        .int()
        .min(1, t('oss.maxFileSizeRange'))
        .max(submitOssBodyMaxFileSizeMax, t('oss.maxFileSizeRange')),
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
    { name: 'ossCode', label: t('oss.ossCode'), kind: 'text', required: true },
    { name: 'endpoint', label: t('oss.endpoint'), kind: 'text', span: 2, hint: t('oss.endpointHint') },
    { name: 'bucketName', label: t('oss.bucketName'), kind: 'text' },
    { name: 'region', label: t('oss.region'), kind: 'text' },
    { name: 'accessKey', label: t('common.accessKey'), kind: 'text' },
    { name: 'secretKey', label: t('common.secretKey'), kind: 'text', hint: t('common.secretHint') },
    { name: 'appId', label: t('oss.appId'), kind: 'text' },
    { name: 'maxFileSize', label: t('oss.maxFileSize'), kind: 'number', required: true },
    { name: 'remark', label: t('common.remark'), kind: 'textarea', span: 2 },
  ];
  const toValues = (row?: Oss): Values => ({
    category: row?.category ?? 1,
    ossCode: row?.ossCode ?? '',
    endpoint: row?.endpoint ?? '',
    bucketName: row?.bucketName ?? '',
    region: row?.region ?? '',
    accessKey: row?.accessKey ?? '',
    secretKey: row?.secretKey ?? '',
    appId: row?.appId ?? '',
    maxFileSize: row?.maxFileSize ?? 20,
    remark: row?.remark ?? '',
  });
  return { schema, fields, toValues, validateOn: 'onBlur' as const };
}

export function ossSearchFields(t: ResourceTranslate): FieldDef<OssSearch>[] {
  return [
    { name: 'ossCode', label: t('oss.ossCode'), kind: 'text' },
    { name: 'category', label: t('common.category'), kind: 'select', options: categoryOptions(t) },
  ];
}
