import type { FieldError, Resolver } from 'react-hook-form';
import type { Material } from '@/api/generated/purchar-master/model';
import type { ChangeDetail, PlanChangeSubmit, PlanItem } from '@/api/generated/purchar-plans/model';
import { compareDecimals, decimalFromNumber, decimalPlaces, isDecimal } from '@/lib/decimal';
import type { PurcharTranslate } from '../purchar-i18n';

/** One changed line: a plan line (planItemId) re-quantified, or a new material (planItemId null). */
export interface ChangeLineValues {
  lineId?: string;
  planItemId: string | null;
  materialId: string;
  materialCode: string;
  materialName: string;
  spec: string;
  unitName: string;
  /** Shown only: the plan line's quantity and what bills already demand of it. */
  beforeQty: string;
  demandedQty: string;
  afterQty: string;
  afterPrice: string;
  reason: string;
}

export interface ChangeFormValues {
  planId: string | undefined;
  changeReason: string;
  remark: string;
  items: ChangeLineValues[];
}

export const emptyChange = (): ChangeFormValues => ({
  planId: undefined,
  changeReason: '',
  remark: '',
  items: [],
});

export const lineFromPlanItem = (item: PlanItem): ChangeLineValues => ({
  planItemId: item.id,
  materialId: item.materialId,
  materialCode: item.materialCode,
  materialName: item.materialName,
  spec: item.spec,
  unitName: item.unitName,
  beforeQty: decimalFromNumber(item.planQty),
  demandedQty: decimalFromNumber(item.demandedQty),
  afterQty: decimalFromNumber(item.planQty),
  afterPrice: decimalFromNumber(item.unitPrice),
  reason: '',
});

export const lineFromMaterial = (material: Material): ChangeLineValues => ({
  planItemId: null,
  materialId: material.id,
  materialCode: material.materialCode,
  materialName: material.materialName,
  spec: material.spec,
  unitName: material.unitName,
  beforeQty: '0',
  demandedQty: '0',
  afterQty: '',
  afterPrice: decimalFromNumber(material.referencePrice),
  reason: '',
});

export const valuesFromChange = (change: ChangeDetail): ChangeFormValues => ({
  planId: change.planId,
  changeReason: change.changeReason,
  remark: change.remark,
  items: change.items.map((item) => ({
    lineId: item.id,
    planItemId: item.planItemId,
    materialId: item.materialId,
    materialCode: item.materialCode,
    materialName: item.materialName,
    spec: item.spec,
    unitName: item.unitName,
    beforeQty: decimalFromNumber(item.beforeQty),
    demandedQty: decimalFromNumber(item.demandedQty),
    afterQty: decimalFromNumber(item.afterQty),
    afterPrice: decimalFromNumber(item.afterPrice),
    reason: item.reason,
  })),
});

export function toChangePayload(values: ChangeFormValues, id: string | undefined): PlanChangeSubmit {
  return {
    ...(id ? { id } : {}),
    planId: values.planId ?? '',
    changeReason: values.changeReason.trim(),
    remark: values.remark,
    items: values.items.map((line) => ({
      ...(line.lineId ? { id: line.lineId } : {}),
      planItemId: line.planItemId,
      materialId: line.materialId,
      afterQty: Number(line.afterQty),
      afterPrice: line.afterPrice.trim() ? Number(line.afterPrice) : null,
      reason: line.reason,
    })),
  };
}

const fieldError = (message: string): FieldError => ({ type: 'validate', message });

/** The header's required fields, and every line's new quantity (≥ 0, 3 decimals; 0 deletes a plan line). */
export function changeResolver(t: PurcharTranslate): Resolver<ChangeFormValues> {
  return (values) => {
    const errors: Record<string, unknown> = {};
    if (!values.planId) errors.planId = fieldError(t('planChange.editor.planRequired'));
    if (!values.changeReason.trim()) errors.changeReason = fieldError(t('planChange.editor.reasonRequired'));
    const items: (Record<string, FieldError> | undefined)[] = [];
    values.items.forEach((line, index) => {
      const qty = line.afterQty.trim();
      const bad = !qty || !isDecimal(qty) || decimalPlaces(qty) > 3 || compareDecimals(qty, '0') === -1;
      if (bad) items[index] = { afterQty: fieldError(t('planChange.editor.afterQtyInvalid')) };
    });
    if (items.length) errors.items = items;
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: errors as never };
  };
}
