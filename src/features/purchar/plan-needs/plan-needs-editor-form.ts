import type { FieldError, Resolver } from 'react-hook-form';
import type { Material } from '@/api/generated/purchar-master/model';
import type { PlanDetail, PlanImportLine, PlanItem, PlanSubmit } from '@/api/generated/purchar-plans/model';
import { compareDecimals, decimalFromNumber, decimalPlaces, isDecimal } from '@/lib/decimal';
import type { PurcharTranslate } from '../purchar-i18n';

/** The plan editor's values; quantities and prices stay the typed text (exact decimals) until the payload. */
export interface PlanLineValues {
  lineId?: string;
  materialId: string;
  materialCode: string;
  materialName: string;
  spec: string;
  unitName: string;
  planQty: string;
  unitPrice: string;
  needDate: string;
  usePart: string;
  remark: string;
}

export interface PlanFormValues {
  planName: string;
  deptId: string | undefined;
  projectManagerId: string | undefined;
  planType: string;
  planPeriod: string;
  startDate: string | undefined;
  endDate: string | undefined;
  remark: string;
  items: PlanLineValues[];
}

export const emptyPlan = (): PlanFormValues => ({
  planName: '',
  deptId: undefined,
  projectManagerId: undefined,
  planType: '',
  planPeriod: '',
  startDate: undefined,
  endDate: undefined,
  remark: '',
  items: [],
});

const line = (values: Omit<PlanLineValues, 'needDate' | 'usePart' | 'remark'> & Partial<PlanLineValues>) => ({
  needDate: '',
  usePart: '',
  remark: '',
  ...values,
});

export const lineFromItem = (item: PlanItem): PlanLineValues =>
  line({
    lineId: item.id,
    materialId: item.materialId,
    materialCode: item.materialCode,
    materialName: item.materialName,
    spec: item.spec,
    unitName: item.unitName,
    planQty: decimalFromNumber(item.planQty),
    unitPrice: decimalFromNumber(item.unitPrice),
    needDate: item.needDate ?? '',
    usePart: item.usePart,
    remark: item.remark,
  });

export const lineFromMaterial = (material: Material): PlanLineValues =>
  line({
    materialId: material.id,
    materialCode: material.materialCode,
    materialName: material.materialName,
    spec: material.spec,
    unitName: material.unitName,
    planQty: '',
    unitPrice: decimalFromNumber(material.referencePrice),
  });

export const lineFromImport = (imported: PlanImportLine): PlanLineValues =>
  line({
    materialId: imported.materialId,
    materialCode: imported.materialCode,
    materialName: imported.materialName,
    spec: imported.spec,
    unitName: imported.unitName,
    planQty: decimalFromNumber(imported.planQty),
    unitPrice: decimalFromNumber(imported.unitPrice),
    needDate: imported.needDate ?? '',
    usePart: imported.usePart,
    remark: imported.remark,
  });

export const valuesFromPlan = (plan: PlanDetail): PlanFormValues => ({
  planName: plan.planName,
  deptId: plan.deptId,
  projectManagerId: plan.projectManagerId ?? undefined,
  planType: plan.planType,
  planPeriod: plan.planPeriod,
  startDate: plan.startDate ?? undefined,
  endDate: plan.endDate ?? undefined,
  remark: plan.remark,
  items: plan.items.map(lineFromItem),
});

const orNull = (value: string | undefined) => (value ? value : null);

export function toPlanPayload(values: PlanFormValues, id: string | undefined): PlanSubmit {
  return {
    ...(id ? { id } : {}),
    planName: values.planName.trim(),
    deptId: values.deptId ?? '',
    projectManagerId: orNull(values.projectManagerId),
    planType: values.planType,
    planPeriod: orNull(values.planPeriod.trim()),
    startDate: orNull(values.startDate),
    endDate: orNull(values.endDate),
    remark: values.remark,
    items: values.items.map((item) => ({
      ...(item.lineId ? { id: item.lineId } : {}),
      materialId: item.materialId,
      planQty: Number(item.planQty),
      unitPrice: item.unitPrice.trim() ? Number(item.unitPrice) : null,
      needDate: orNull(item.needDate),
      usePart: item.usePart,
      remark: item.remark,
    })),
  };
}

export type PlanLineColumn = 'planQty' | 'unitPrice';

export function planLineProblem(item: PlanLineValues, t: PurcharTranslate) {
  const problems: Partial<Record<PlanLineColumn, string>> = {};
  const qty = item.planQty.trim();
  if (!qty) problems.planQty = t('planNeeds.editor.qtyRequired');
  else if (!isDecimal(qty) || decimalPlaces(qty) > 3 || compareDecimals(qty, '0') !== 1)
    problems.planQty = t('planNeeds.editor.qtyInvalid');
  const price = item.unitPrice.trim();
  if (price && (!isDecimal(price) || decimalPlaces(price) > 4 || compareDecimals(price, '0') === -1))
    problems.unitPrice = t('planNeeds.editor.priceInvalid');
  return problems;
}

const fieldError = (message: string): FieldError => ({ type: 'validate', message });

export function planResolver(t: PurcharTranslate): Resolver<PlanFormValues> {
  return (values) => {
    const errors: Record<string, unknown> = {};
    if (!values.planName.trim()) errors.planName = fieldError(t('planNeeds.editor.nameRequired'));
    if (!values.deptId) errors.deptId = fieldError(t('planNeeds.editor.deptRequired'));
    const items: (Record<string, FieldError> | undefined)[] = [];
    values.items.forEach((item, index) => {
      const entries = Object.entries(planLineProblem(item, t));
      if (entries.length) items[index] = Object.fromEntries(entries.map(([k, m]) => [k, fieldError(m)]));
    });
    if (items.length) errors.items = items;
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: errors as never };
  };
}
