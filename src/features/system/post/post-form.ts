import type { z } from 'zod';
import { submitPostBody } from '@/api/generated/blade-system/zod/post/post.zod';
import type { DefaultValues } from 'react-hook-form';
import type { Post } from '@/api/generated/blade-system/model';
import type { FieldDef } from '@/components/form/field-def';
import { requiredNumber, withRequiredMessages } from '@/components/form/schema';
import type { SystemTranslate } from '../system-i18n';
import type { PostSearch } from './post-search';

/** The post form: the contract's submit schema (without id) plus the required messages. */
export function postForm(t: SystemTranslate) {
  const base = submitPostBody.omit({ id: true });
  const schema = withRequiredMessages(base, {
    postCode: t('post.postCodeRequired'),
    postName: t('post.postNameRequired'),
  }).extend({
    category: requiredNumber(t('post.categoryRequired'), base.shape.category),
    sort: requiredNumber(t('post.sortRequired'), base.shape.sort),
  });
  type Values = z.input<typeof schema>;
  const fields: FieldDef<Values>[] = [
    {
      name: 'category',
      label: t('post.category'),
      kind: 'dictionary',
      code: 'post_category',
      required: true,
    },
    { name: 'postCode', label: t('post.postCode'), kind: 'text', required: true },
    { name: 'postName', label: t('post.postName'), kind: 'text', required: true },
    { name: 'sort', label: t('post.sort'), kind: 'number', required: true },
    { name: 'remark', label: t('post.remark'), kind: 'textarea', span: 2 },
  ];
  const toValues = (row?: Post): DefaultValues<Values> => ({
    // The dictionary select holds the dictKey text.
    category: row ? String(row.category) : undefined,
    postCode: row?.postCode ?? '',
    postName: row?.postName ?? '',
    sort: row?.sort ?? 1,
    remark: row?.remark ?? '',
  });
  return { schema, fields, toValues, validateOn: 'onBlur' as const };
}

export function postSearchFields(t: SystemTranslate): FieldDef<PostSearch>[] {
  return [
    { name: 'postCode', label: t('post.postCode'), kind: 'text' },
    { name: 'postName', label: t('post.postName'), kind: 'text' },
    { name: 'category', label: t('post.category'), kind: 'dictionary', code: 'post_category' },
  ];
}
