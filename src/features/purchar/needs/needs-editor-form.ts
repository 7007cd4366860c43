import type { FieldError, Resolver } from 'react-hook-form';
import type { Material } from '@/api/generated/purchar-master/model';
import type {
  NeedsDetail,
  NeedsImportLine,
  NeedsItem,
  NeedsSubmit,
} from '@/api/generated/purchar-needs/model';
import type { PlanMaterial } from '@/api/generated/purchar-plans/model';
import { decimalFromNumber, decimalPlaces, isDecimal, compareDecimals } from '@/lib/decimal';
import type { PurcharTranslate } from '../purchar-i18n';

/**
 * The editor's values. Quantities and prices stay the text the user typed (exact decimals, summed with
 * lib/decimal); they become JSON numbers only in the payload. `lineId` is the saved line's id (RHF keeps its
 * own `id` on field-array rows), absent for a new line.
 */
export interface NeedsLineValues {
  lineId?: string;
  materialId: string;
  materialCode: string;
  materialName: string;
  spec: string;
  unitName: string;
  qty: string;
  estimatedPrice: string;
  needDate: string;
  usePart: string;
  brandRequirement: string;
  technicalParams: string;
  remark: string;
  /** Set when the line was rejected (rejectMaterial); saving it again makes it a normal line. */
  rejectReason: string;
  /** The demand plan line it draws from (从计划选择), with its plan's number and line number; absent otherwise. */
  planItemId?: string | null;
  planNo?: string;
  planLineNo?: number | null;
}

export interface NeedsFormValues {
  title: string;
  deptId: string | undefined;
  projectManagerId: string | undefined;
  needDate: string | undefined;
  deliveryAddressId: string | undefined;
  businessType: string | undefined;
  remark: string;
  items: NeedsLineValues[];
}

/** `NeedsItem.itemStatus` of a line taken out by 驳回物料. */
export const ITEM_REJECTED = 2;

export function emptyNeeds(): NeedsFormValues {
  return {
    title: '',
    deptId: undefined,
    projectManagerId: undefined,
    needDate: undefined,
    deliveryAddressId: undefined,
    businessType: undefined,
    remark: '',
    items: [],
  };
}

export function lineFromItem(item: NeedsItem): NeedsLineValues {
  return {
    lineId: item.id,
    materialId: item.materialId,
    materialCode: item.materialCode,
    materialName: item.materialName,
    spec: item.spec,
    unitName: item.unitName,
    qty: decimalFromNumber(item.qty),
    estimatedPrice: decimalFromNumber(item.estimatedPrice),
    needDate: item.needDate ?? '',
    usePart: item.usePart,
    brandRequirement: item.brandRequirement,
    technicalParams: item.technicalParams,
    remark: item.remark,
    rejectReason: item.itemStatus === ITEM_REJECTED ? item.rejectReason : '',
    planItemId: item.planItemId,
    planNo: item.planNo,
    planLineNo: item.planLineNo,
  };
}

/** A picked plan line as a new bill line: its material, the plan's need date and use part, what is left as qty. */
export function lineFromPlanMaterial(line: PlanMaterial): NeedsLineValues {
  return {
    materialId: line.materialId,
    materialCode: line.materialCode,
    materialName: line.materialName,
    spec: line.spec,
    unitName: line.unitName,
    qty: decimalFromNumber(line.remainingQty),
    estimatedPrice: decimalFromNumber(line.unitPrice),
    needDate: line.needDate ?? '',
    usePart: line.usePart,
    brandRequirement: '',
    technicalParams: '',
    remark: '',
    rejectReason: '',
    planItemId: line.planItemId,
    planNo: line.planNo,
    planLineNo: line.lineNo,
  };
}

/** A picked material as a new line: unit and names from the material, quantity to be typed. */
export function lineFromMaterial(material: Material): NeedsLineValues {
  return {
    materialId: material.id,
    materialCode: material.materialCode,
    materialName: material.materialName,
    spec: material.spec,
    unitName: material.unitName,
    qty: '',
    estimatedPrice: decimalFromNumber(material.referencePrice),
    needDate: '',
    usePart: '',
    brandRequirement: '',
    technicalParams: '',
    remark: '',
    rejectReason: '',
  };
}

export function lineFromImport(line: NeedsImportLine): NeedsLineValues {
  return {
    materialId: line.materialId,
    materialCode: line.materialCode,
    materialName: line.materialName,
    spec: line.spec,
    unitName: line.unitName,
    qty: decimalFromNumber(line.qty),
    estimatedPrice: decimalFromNumber(line.estimatedPrice),
    needDate: line.needDate ?? '',
    usePart: line.usePart,
    brandRequirement: line.brandRequirement,
    technicalParams: line.technicalParams,
    remark: line.remark,
    rejectReason: '',
  };
}

export function valuesFromBill(bill: NeedsDetail): NeedsFormValues {
  return {
    title: bill.title,
    deptId: bill.deptId,
    projectManagerId: bill.projectManagerId ?? undefined,
    needDate: bill.needDate ?? undefined,
    deliveryAddressId: bill.deliveryAddressId ?? undefined,
    businessType: bill.businessType || undefined,
    remark: bill.remark,
    items: bill.items.map(lineFromItem),
  };
}

const orNull = (value: string | undefined) => (value ? value : null);

/** addOrEdit's body: the header and every line in display order (the server numbers them 1…n). */
export function toPayload(values: NeedsFormValues, id: string | undefined): NeedsSubmit {
  return {
    ...(id ? { id } : {}),
    title: values.title.trim(),
    deptId: values.deptId ?? '',
    projectManagerId: orNull(values.projectManagerId),
    needDate: orNull(values.needDate),
    deliveryAddressId: orNull(values.deliveryAddressId),
    businessType: orNull(values.businessType),
    remark: values.remark,
    items: values.items.map((line) => ({
      ...(line.lineId ? { id: line.lineId } : {}),
      materialId: line.materialId,
      planItemId: line.planItemId ?? null,
      qty: Number(line.qty),
      estimatedPrice: line.estimatedPrice.trim() ? Number(line.estimatedPrice) : null,
      needDate: orNull(line.needDate),
      usePart: line.usePart,
      brandRequirement: line.brandRequirement,
      technicalParams: line.technicalParams,
      remark: line.remark,
    })),
  };
}

export type LineColumn = 'qty' | 'estimatedPrice';

/** The first problem of a line's quantity or price, as the contract allows them (qty > 0, ≤ 3 decimals; price ≥ 0, ≤ 4). */
export function lineProblem(line: NeedsLineValues, t: PurcharTranslate): Partial<Record<LineColumn, string>> {
  const problems: Partial<Record<LineColumn, string>> = {};
  const qty = line.qty.trim();
  if (!qty) problems.qty = t('needs.editor.qtyRequired');
  else if (!isDecimal(qty) || decimalPlaces(qty) > 3 || compareDecimals(qty, '0') !== 1)
    problems.qty = t('needs.editor.qtyInvalid');
  const price = line.estimatedPrice.trim();
  if (price && (!isDecimal(price) || decimalPlaces(price) > 4 || compareDecimals(price, '0') === -1))
    problems.estimatedPrice = t('needs.editor.priceInvalid');
  return problems;
}

const fieldError = (message: string): FieldError => ({ type: 'validate', message });

/**
 * Checks the header's required fields and every line (cheap enough to run on each keystroke after a failed save,
 * even with thousands of lines).
 */
export function needsResolver(t: PurcharTranslate): Resolver<NeedsFormValues> {
  return (values) => {
    const errors: Record<string, unknown> = {};
    if (!values.title.trim()) errors.title = fieldError(t('needs.editor.titleRequired'));
    if (!values.deptId) errors.deptId = fieldError(t('needs.editor.deptRequired'));
    const items: (Record<string, FieldError> | undefined)[] = [];
    let lineErrors = false;
    values.items.forEach((line, index) => {
      const problems = lineProblem(line, t);
      const entries = Object.entries(problems);
      if (entries.length === 0) return;
      lineErrors = true;
      items[index] = Object.fromEntries(entries.map(([key, message]) => [key, fieldError(message)]));
    });
    if (lineErrors) errors.items = items;
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: errors as never };
  };
}
