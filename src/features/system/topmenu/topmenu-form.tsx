import { z } from 'zod';
import { submitTopMenuBody } from '@/api/generated/blade-system/zod/topmenu/topmenu.zod';
import type { TopMenu } from '@/api/generated/blade-system/model';
import type { FieldDef } from '@/components/form/field-def';
import { IconPicker } from '@/components/form/icon-picker';
import { withRequiredMessages } from '@/components/form/schema';
import type { SystemTranslate } from '../system-i18n';
import type { TopmenuSearch } from './topmenu-search';

/** The top menu form: the contract's submit schema (without id) plus the SPEC §5 messages. */
export function topmenuForm(t: SystemTranslate) {
  const schema = withRequiredMessages(submitTopMenuBody.omit({ id: true }), {
    name: t('topmenu.nameRequired'),
    code: t('topmenu.codeRequired'),
  }).extend({
    sort: z.number({ error: t('topmenu.sortRequired') }).pipe(submitTopMenuBody.shape.sort),
  });
  type Values = z.input<typeof schema>;
  const fields: FieldDef<Values>[] = [
    { name: 'name', label: t('topmenu.name'), kind: 'text', required: true },
    { name: 'code', label: t('topmenu.code'), kind: 'text', required: true },
    {
      name: 'source',
      label: t('topmenu.source'),
      kind: 'custom',
      render: (props) => <IconPicker {...props} label={t('topmenu.source')} />,
    },
    { name: 'path', label: t('topmenu.path'), kind: 'text', hint: t('topmenu.pathHint') },
    { name: 'sort', label: t('topmenu.sort'), kind: 'number', required: true },
  ];
  const toValues = (row?: TopMenu): Values => ({
    name: row?.name ?? '',
    code: row?.code ?? '',
    source: row?.source ?? '',
    path: row?.path ?? '',
    sort: row?.sort ?? 1,
  });
  return { schema, fields, toValues, validateOn: 'onBlur' as const };
}

export function topmenuSearchFields(t: SystemTranslate): FieldDef<TopmenuSearch>[] {
  return [
    { name: 'name', label: t('topmenu.name'), kind: 'text' },
    { name: 'code', label: t('topmenu.code'), kind: 'text' },
  ];
}
