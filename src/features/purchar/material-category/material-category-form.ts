import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import type { MaterialCategory } from '@/api/generated/purchar-master/model';
import { saveMaterialCategoryBody } from '@/api/generated/purchar-master/zod/cg-materiel-category/cg-materiel-category.zod';
import type { FieldDef, TreeOption } from '@/components/form/field-def';
import { withRequiredMessages } from '@/components/form/schema';
import type { PurcharTranslate } from '../purchar-i18n';
import { ENABLED, statusOptions, ZERO_ONE } from '../purchar-shared';
import type { MaterialCategorySearch } from './material-category-search';

/** The category form: the contract's addOrEdit schema (without id) plus the required messages. */
export function materialCategoryForm(t: PurcharTranslate) {
  const schema = withRequiredMessages(saveMaterialCategoryBody.omit({ id: true }), {
    categoryName: t('materialCategory.nameRequired'),
    categoryCode: t('materialCategory.codeRequired'),
  });
  type Values = z.input<typeof schema>;
  /** The parent picker offers `parents` (the tree, minus the category being edited and its branch). */
  const fields = (parents: readonly TreeOption[]): FieldDef<Values>[] => [
    {
      name: 'parentId',
      label: t('materialCategory.parentId'),
      kind: 'tree',
      nodes: parents,
      placeholder: t('materialCategory.topLevel'),
    },
    { name: 'categoryName', label: t('materialCategory.categoryName'), kind: 'text', required: true },
    { name: 'categoryCode', label: t('materialCategory.categoryCode'), kind: 'text', required: true },
    { name: 'sort', label: t('materialCategory.sort'), kind: 'number' },
    { name: 'status', label: t('materialCategory.status'), kind: 'switch', values: ZERO_ONE },
    { name: 'remark', label: t('materialCategory.remark'), kind: 'textarea', span: 2 },
  ];
  /** A row's values (edit, view), or a new category's under `parentId` (none: top level). */
  const toValues = (row?: MaterialCategory, parentId?: string): DefaultValues<Values> => ({
    // The tree select holds undefined for none: the top level ("0" on the server).
    parentId: row ? (row.parentId === '0' ? undefined : row.parentId) : parentId,
    categoryName: row?.categoryName ?? '',
    categoryCode: row?.categoryCode ?? '',
    sort: row?.sort ?? 1,
    status: row?.status ?? ENABLED,
    remark: row?.remark ?? '',
  });
  return { schema, fields, toValues };
}

export function materialCategorySearchFields(t: PurcharTranslate): FieldDef<MaterialCategorySearch>[] {
  return [
    { name: 'categoryName', label: t('materialCategory.categoryName'), kind: 'text' },
    { name: 'categoryCode', label: t('materialCategory.categoryCode'), kind: 'text' },
    { name: 'status', label: t('materialCategory.status'), kind: 'select', options: statusOptions(t) },
  ];
}
