import type { z } from 'zod';
import { submitDeptBody } from '@/api/generated/blade-system/zod/dept/dept.zod';
import type { DefaultValues } from 'react-hook-form';
import type { Dept } from '@/api/generated/blade-system/model';
import type { FieldDef, TreeOption } from '@/components/form/field-def';
import { requiredNumber, withRequiredMessages } from '@/components/form/schema';
import type { SystemTranslate } from '../system-i18n';
import type { DeptSearch } from './dept-search';

/**
 * The dept form: the contract's submit schema (without id) plus the required messages. deptCategory (dict
 * dept_category: company / area / project department / department) is what procurement approvals route by.
 */
export function deptForm(t: SystemTranslate) {
  const base = submitDeptBody.omit({ id: true });
  const schema = withRequiredMessages(base, { deptName: t('dept.deptNameRequired') }).extend({
    deptCategory: requiredNumber(t('dept.deptCategoryRequired'), base.shape.deptCategory),
    sort: requiredNumber(t('dept.sortRequired'), base.shape.sort),
  });
  type Values = z.input<typeof schema>;
  /** The parent picker offers `parents` (the tenant's tree, minus the dept being edited and its branch). */
  const fields = (parents: readonly TreeOption[]): FieldDef<Values>[] => [
    {
      name: 'parentId',
      label: t('dept.parentId'),
      kind: 'tree',
      nodes: parents,
      placeholder: t('dept.topLevel'),
    },
    { name: 'deptName', label: t('dept.deptName'), kind: 'text', required: true },
    { name: 'fullName', label: t('dept.fullName'), kind: 'text', hint: t('dept.fullNameHint') },
    {
      name: 'deptCategory',
      label: t('dept.deptCategory'),
      kind: 'dictionary',
      code: 'dept_category',
      required: true,
    },
    { name: 'sort', label: t('dept.sort'), kind: 'number', required: true },
    { name: 'remark', label: t('dept.remark'), kind: 'textarea', span: 2 },
  ];
  /** A row's values (edit, view), or a new dept's under `parentId` (none: top level). */
  const toValues = (row?: Dept, parentId?: string): DefaultValues<Values> => ({
    parentId: row ? (row.parentId === '0' ? '' : row.parentId) : (parentId ?? ''),
    deptName: row?.deptName ?? '',
    fullName: row?.fullName ?? '',
    // The dictionary select holds the dictKey text.
    deptCategory: row ? String(row.deptCategory) : undefined,
    sort: row?.sort ?? 1,
    remark: row?.remark ?? '',
  });
  return { schema, fields, toValues };
}

export function deptSearchFields(t: SystemTranslate): FieldDef<DeptSearch>[] {
  return [
    { name: 'deptName', label: t('dept.deptName'), kind: 'text' },
    { name: 'fullName', label: t('dept.fullName'), kind: 'text' },
  ];
}
