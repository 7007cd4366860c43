import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';
import type { Dict } from '@/api/generated/blade-system/model';
import type { FieldDef, TreeOption } from '@/components/form/field-def';
import { withRequiredMessages } from '@/components/form/schema';
import type { SystemTranslate } from '../system-i18n';
import type { DictHooks } from './dict-hooks';

/** SPEC §9: the dictionary dialog is 880 px wide. */
const DIALOG_WIDTH = 'max-w-[880px]';

/** A number or choice the user must give: `message` when it is left empty, then the contract's own rule. */
const requiredNumber = <S extends z.ZodType<unknown, number>>(message: string, schema: S) =>
  z.number({ error: message }).pipe(schema);

function sealedOptions(t: SystemTranslate) {
  return [
    { label: t('dict.no'), value: 0 },
    { label: t('dict.yes'), value: 1 },
  ] as const;
}

/**
 * A dictionary (a root entry): the contract's submit schema without the entry-only fields, plus the SPEC §5
 * messages for code, dictValue, sort and isSealed.
 */
export function dictParentForm(t: SystemTranslate, body: DictHooks['submitBody']) {
  const base = body.omit({ id: true, parentId: true, dictKey: true });
  const schema = withRequiredMessages(base, {
    code: t('dict.codeRequired'),
    dictValue: t('dict.dictValueRequired'),
  }).extend({
    sort: requiredNumber(t('dict.sortRequired'), base.shape.sort),
    isSealed: requiredNumber(t('dict.sealedRequired'), base.shape.isSealed),
  });
  type Values = z.input<typeof schema>;
  const fields: FieldDef<Values>[] = [
    { name: 'code', label: t('dict.code'), kind: 'text', required: true },
    { name: 'dictValue', label: t('dict.dictValue'), kind: 'text', required: true },
    { name: 'dictValueEn', label: t('dict.dictValueEn'), kind: 'text' },
    { name: 'sort', label: t('dict.sort'), kind: 'number', required: true },
    {
      name: 'isSealed',
      label: t('dict.isSealed'),
      kind: 'select',
      options: sealedOptions(t),
      required: true,
    },
    { name: 'remark', label: t('dict.remark'), kind: 'textarea', span: 2 },
  ];
  const toValues = (row?: Dict): DefaultValues<Values> => ({
    code: row?.code ?? '',
    dictValue: row?.dictValue ?? '',
    dictValueEn: row?.dictValueEn ?? '',
    sort: row?.sort,
    isSealed: row?.isSealed ?? 0,
    remark: row?.remark ?? '',
  });
  return { schema, fields, toValues, className: DIALOG_WIDTH };
}

/** What a new entry starts from: its parent (the chosen dictionary, or the tree row it is added under). */
export interface DictChildDefaults {
  parentId: string;
  code: string;
}

/**
 * An entry of a dictionary: code, dictKey, dictValue, sort and isSealed required (SPEC §5), the parent optional
 * and picked from the dictionary tree. The server files an entry under its parent's code whatever is typed, so
 * a new entry starts with that code.
 */
export function dictChildForm(
  t: SystemTranslate,
  body: DictHooks['submitBody'],
  parents: readonly TreeOption[],
  defaults: DictChildDefaults | undefined,
) {
  const base = body.omit({ id: true });
  const schema = withRequiredMessages(base, {
    code: t('dict.codeRequired'),
    dictKey: t('dict.dictKeyRequired'),
    dictValue: t('dict.dictValueRequired'),
  }).extend({
    sort: requiredNumber(t('dict.sortRequired'), base.shape.sort),
    isSealed: requiredNumber(t('dict.sealedRequired'), base.shape.isSealed),
  });
  type Values = z.input<typeof schema>;
  const fields: FieldDef<Values>[] = [
    { name: 'code', label: t('dict.code'), kind: 'text', required: true, hint: t('dict.codeHint') },
    { name: 'parentId', label: t('dict.parentId'), kind: 'tree', nodes: parents },
    { name: 'dictKey', label: t('dict.dictKey'), kind: 'text', required: true },
    { name: 'dictValue', label: t('dict.dictValue'), kind: 'text', required: true },
    { name: 'dictValueEn', label: t('dict.dictValueEn'), kind: 'text' },
    { name: 'sort', label: t('dict.sort'), kind: 'number', required: true },
    {
      name: 'isSealed',
      label: t('dict.isSealed'),
      kind: 'select',
      options: sealedOptions(t),
      required: true,
    },
    { name: 'remark', label: t('dict.remark'), kind: 'textarea', span: 2 },
  ];
  const toValues = (row?: Dict): DefaultValues<Values> => ({
    parentId: row?.parentId ?? defaults?.parentId,
    code: row?.code ?? defaults?.code ?? '',
    dictKey: row?.dictKey ?? '',
    dictValue: row?.dictValue ?? '',
    dictValueEn: row?.dictValueEn ?? '',
    sort: row?.sort,
    isSealed: row?.isSealed ?? 0,
    remark: row?.remark ?? '',
  });
  return { schema, fields, toValues, className: DIALOG_WIDTH };
}

/** The filters both dictionary screens offer (SPEC: search by code and name). */
export interface DictFilters {
  code?: string;
  dictValue?: string;
}

export function dictSearchFields(t: SystemTranslate): FieldDef<DictFilters>[] {
  return [
    { name: 'code', label: t('dict.code'), kind: 'text' },
    { name: 'dictValue', label: t('dict.dictValue'), kind: 'text' },
  ];
}
