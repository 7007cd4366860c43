import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';
import type { Notice } from '@/api/generated/blade-desk/model';
import { submitNoticeBody } from '@/api/generated/blade-desk/zod/notice/notice.zod';
import type { FieldDef, TreeOption } from '@/components/form/field-def';
import { requiredNumber, withRequiredMessages } from '@/components/form/schema';
import { TreeMultiSelect } from '@/components/form/tree-multi-select';
import type { DeskTranslate } from './desk-i18n';
import type { NoticeSearch } from './notice-search';

export const audienceTypes = (t: DeskTranslate) => [
  { label: t('audienceAll'), value: 'all' },
  { label: t('audienceRoles'), value: 'roles' },
  { label: t('audienceDepts'), value: 'depts' },
];

/**
 * The notice form. The audience's ids are one field on the wire; the form keeps a role pick and a department pick
 * apart (each a tree of its own) and `toSubmit` sends the one the audience type names.
 */
export function noticeForm(
  t: DeskTranslate,
  options: { roles: readonly TreeOption[]; depts: readonly TreeOption[] },
) {
  const base = submitNoticeBody.omit({ id: true, audienceIds: true });
  const schema = withRequiredMessages(base, { title: t('titleRequired') }).extend({
    category: requiredNumber(t('categoryRequired'), base.shape.category),
    audienceType: z.enum(['all', 'roles', 'depts'], { error: t('audienceTypeRequired') }),
    roleIds: z.string().optional(),
    deptIds: z.string().optional(),
  });
  type Values = z.input<typeof schema>;
  const fields: FieldDef<Values>[] = [
    { name: 'title', label: t('title'), kind: 'text', required: true, span: 2 },
    { name: 'category', label: t('category'), kind: 'dictionary', code: 'notice', required: true },
    {
      name: 'audienceType',
      label: t('audienceType'),
      kind: 'select',
      options: audienceTypes(t),
      required: true,
    },
    {
      name: 'roleIds',
      label: t('roleIds'),
      kind: 'custom',
      hint: t('roleIdsHint'),
      render: (props) => <TreeMultiSelect {...props} nodes={options.roles} placeholder={t('roleIds')} />,
    },
    {
      name: 'deptIds',
      label: t('deptIds'),
      kind: 'custom',
      hint: t('deptIdsHint'),
      render: (props) => <TreeMultiSelect {...props} nodes={options.depts} placeholder={t('deptIds')} />,
    },
    { name: 'content', label: t('content'), kind: 'textarea', span: 2 },
  ];
  const toValues = (row?: Notice): DefaultValues<Values> => ({
    title: row?.title ?? '',
    category: row ? String(row.category) : '1',
    audienceType: row?.audienceType ?? 'all',
    roleIds: row?.audienceType === 'roles' ? row.audienceIds : '',
    deptIds: row?.audienceType === 'depts' ? row.audienceIds : '',
    content: row?.content ?? '',
  });
  const toSubmit = ({ roleIds, deptIds, ...values }: z.output<typeof schema>) => ({
    ...values,
    audienceIds:
      values.audienceType === 'roles'
        ? (roleIds ?? '')
        : values.audienceType === 'depts'
          ? (deptIds ?? '')
          : '',
  });
  return { schema, fields, toValues, toSubmit, validateOn: 'onBlur' as const, className: 'max-w-3xl' };
}

export function noticeSearchFields(t: DeskTranslate): FieldDef<NoticeSearch>[] {
  return [
    { name: 'title', label: t('title'), kind: 'text' },
    { name: 'category', label: t('category'), kind: 'dictionary', code: 'notice' },
    {
      name: 'publishStatus',
      label: t('publishStatus'),
      kind: 'select',
      options: [
        { label: t('published'), value: '1' },
        { label: t('draft'), value: '0' },
      ],
    },
  ];
}
