import { z } from 'zod';
import type { Attach } from '@/api/generated/blade-resource/model';
import type { FieldDef } from '@/components/form/field-def';
import type { ResourceTranslate } from '../resource-i18n';
import type { AttachSearch } from './attach-search';

/**
 * The upload dialog: the upload control stores the file (put-file records the attachment) and holds its link;
 * viewing an attachment shows the same control read-only, with its fresh link to open or download.
 */
export function attachForm(t: ResourceTranslate) {
  const schema = z.object({
    link: z.string({ error: t('attach.fileRequired') }).min(1, t('attach.fileRequired')),
  });
  type Values = z.input<typeof schema>;
  const fields: FieldDef<Values>[] = [
    { name: 'link', label: t('attach.file'), kind: 'upload', category: 'file', required: true, span: 2 },
  ];
  const toValues = (row?: Attach): Values => ({ link: row?.link ?? '' });
  return { schema, fields, toValues };
}

export function attachSearchFields(t: ResourceTranslate): FieldDef<AttachSearch>[] {
  return [
    { name: 'originalName', label: t('attach.originalName'), kind: 'text' },
    { name: 'extension', label: t('attach.extension'), kind: 'text' },
  ];
}
