import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import type { Material } from '@/api/generated/purchar-master/model';
import { saveMaterialBody } from '@/api/generated/purchar-master/zod/cg-material/cg-material.zod';
import type { FieldDef, TreeOption } from '@/components/form/field-def';
import { withRequiredMessages } from '@/components/form/schema';
import type { PurcharTranslate } from '../purchar-i18n';
import { ENABLED, statusOptions, ZERO_ONE } from '../purchar-shared';
import type { MaterialSearch } from './material-search';

/** The contract's default tax rate of a material (percent). */
const DEFAULT_TAX_RATE = 13;

/** The material form: the contract's addOrEdit schema (without id) plus the required messages. */
export function materialForm(t: PurcharTranslate) {
  const schema = withRequiredMessages(saveMaterialBody.omit({ id: true }), {
    materialCode: t('material.codeRequired'),
    materialName: t('material.nameRequired'),
    categoryId: t('material.categoryRequired'),
    unit: t('material.unitRequired'),
  });
  type Values = z.input<typeof schema>;
  /** The category picker offers `categories` (the tenant's category tree). */
  const fields = (categories: readonly TreeOption[]): FieldDef<Values>[] => [
    { name: 'materialCode', label: t('material.materialCode'), kind: 'text', required: true },
    { name: 'materialName', label: t('material.materialName'), kind: 'text', required: true },
    { name: 'categoryId', label: t('material.category'), kind: 'tree', nodes: categories, required: true },
    { name: 'spec', label: t('material.spec'), kind: 'text' },
    { name: 'unit', label: t('material.unit'), kind: 'dictionary', code: 'material_unit', required: true },
    { name: 'brand', label: t('material.brand'), kind: 'text' },
    { name: 'taxRate', label: t('material.taxRate'), kind: 'number' },
    { name: 'referencePrice', label: t('material.referencePrice'), kind: 'number' },
    { name: 'isStock', label: t('material.isStock'), kind: 'switch', values: ZERO_ONE },
    { name: 'status', label: t('material.status'), kind: 'switch', values: ZERO_ONE },
    { name: 'remark', label: t('material.remark'), kind: 'textarea', span: 2 },
  ];
  /** A row's values (edit, view), or a new material's, in the category the list is filtered by. */
  const toValues = (row?: Material, categoryId?: string): DefaultValues<Values> => ({
    materialCode: row?.materialCode ?? '',
    materialName: row?.materialName ?? '',
    categoryId: row?.categoryId ?? categoryId,
    spec: row?.spec ?? '',
    unit: row?.unit,
    brand: row?.brand ?? '',
    taxRate: row?.taxRate ?? DEFAULT_TAX_RATE,
    referencePrice: row?.referencePrice ?? undefined,
    isStock: row?.isStock ?? 1,
    status: row?.status ?? ENABLED,
    remark: row?.remark ?? '',
  });
  return { schema, fields, toValues };
}

export function materialSearchFields(t: PurcharTranslate): FieldDef<MaterialSearch>[] {
  return [
    { name: 'materialCode', label: t('material.materialCode'), kind: 'text' },
    { name: 'materialName', label: t('material.materialName'), kind: 'text' },
    { name: 'status', label: t('material.status'), kind: 'select', options: statusOptions(t) },
  ];
}
