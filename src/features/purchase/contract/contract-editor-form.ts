import type { FieldError, Resolver } from 'react-hook-form';
import type {
  ContractDetail,
  ContractImportLine,
  ContractItem,
  PickMaterial,
  ContractSubmit,
} from '@/api/generated/purchase-contract/model';
import { compareDecimals, decimalFromNumber, decimalPlaces, isDecimal, sumDecimals } from '@/lib/decimal';
import type { PurchaseTranslate } from '../purchase-i18n';

/**
 * The contract editor's values. Quantities, prices, rates and ratios stay the text typed (exact decimals with
 * lib/decimal); they become JSON numbers only in the payload. `lineId` is a saved line's id (react-hook-form keeps
 * its own `id` on field-array rows); `fromAward` marks a line made from a sourcing award (its material is fixed).
 */
export interface ContractLineValues {
  lineId?: string;
  fromAward: boolean;
  materialId: string;
  materialCode: string;
  materialName: string;
  spec: string;
  unitName: string;
  qty: string;
  unitPrice: string;
  taxRate: string;
  remark: string;
}

export interface PayTermValues {
  payContent: string;
  ratio: string;
  payCondition: string;
  dueDays: string;
}

export interface ContractFileValues {
  attachId: string;
  fileName: string;
  fileType: number;
}

export interface ContractFormValues {
  contractNo: string;
  contractName: string;
  contractType: string;
  deptId: string | undefined;
  buyerId: string | undefined;
  supplierId: string | undefined;
  salerAccountId: string | undefined;
  signDate: string | undefined;
  startDate: string | undefined;
  endDate: string | undefined;
  currency: string | undefined;
  taxRate: string;
  deliveryTerms: string;
  remark: string;
  items: ContractLineValues[];
  payTerms: PayTermValues[];
  files: ContractFileValues[];
}

export const emptyTerm = (): PayTermValues => ({ payContent: '', ratio: '', payCondition: '', dueDays: '' });

export function emptyContract(): ContractFormValues {
  return {
    contractNo: '',
    contractName: '',
    contractType: '1',
    deptId: undefined,
    buyerId: undefined,
    supplierId: undefined,
    salerAccountId: undefined,
    signDate: undefined,
    startDate: undefined,
    endDate: undefined,
    currency: 'CNY',
    taxRate: '13',
    deliveryTerms: '',
    remark: '',
    items: [],
    payTerms: [emptyTerm()],
    files: [],
  };
}

const lineFromItem = (item: ContractItem): ContractLineValues => ({
  lineId: item.id,
  fromAward: !!item.sourcingItemId,
  materialId: item.materialId,
  materialCode: item.materialCode,
  materialName: item.materialName,
  spec: item.spec,
  unitName: item.unitName,
  qty: decimalFromNumber(item.qty),
  unitPrice: decimalFromNumber(item.unitPrice),
  taxRate: decimalFromNumber(item.taxRate),
  remark: item.remark,
});

/** A picked material as a new line: price from its reference price, rate from the material or the header. */
export const lineFromMaterial = (m: PickMaterial, headerRate: string): ContractLineValues => ({
  fromAward: false,
  materialId: m.id,
  materialCode: m.materialCode,
  materialName: m.materialName,
  spec: m.spec,
  unitName: m.unitName,
  qty: '',
  unitPrice: decimalFromNumber(m.referencePrice),
  taxRate: decimalFromNumber(m.taxRate) || headerRate,
  remark: '',
});

export const lineFromImport = (line: ContractImportLine): ContractLineValues => ({
  fromAward: false,
  materialId: line.materialId,
  materialCode: line.materialCode,
  materialName: line.materialName,
  spec: line.spec,
  unitName: line.unit,
  qty: decimalFromNumber(line.qty),
  unitPrice: decimalFromNumber(line.unitPrice),
  taxRate: decimalFromNumber(line.taxRate),
  remark: line.remark,
});

export function valuesFromContract(c: ContractDetail): ContractFormValues {
  return {
    contractNo: c.contractNo,
    contractName: c.contractName,
    contractType: String(c.contractType),
    deptId: c.deptId,
    buyerId: c.buyerId,
    supplierId: c.supplierId,
    salerAccountId: c.salerAccountId ?? undefined,
    signDate: c.signDate ?? undefined,
    startDate: c.startDate ?? undefined,
    endDate: c.endDate ?? undefined,
    currency: c.currency || undefined,
    taxRate: decimalFromNumber(c.taxRate),
    deliveryTerms: c.deliveryTerms,
    remark: c.remark,
    items: c.items.map(lineFromItem),
    payTerms: c.payTerms.length
      ? c.payTerms.map((term) => ({
          payContent: term.payContent,
          ratio: decimalFromNumber(term.ratio),
          payCondition: term.payCondition,
          dueDays: term.dueDays === null ? '' : String(term.dueDays),
        }))
      : [emptyTerm()],
    files: c.files.map((f) => ({ attachId: f.attachId, fileName: f.fileName, fileType: f.fileType })),
  };
}

const orNull = (value: string | undefined) => (value ? value : null);

/** add / edit's body: the header, every line in display order, the terms and the files. */
export function toPayload(values: ContractFormValues, id: string | undefined): ContractSubmit {
  return {
    ...(id ? { id } : {}),
    contractNo: values.contractNo.trim() || null,
    contractName: values.contractName.trim(),
    contractType: Number(values.contractType),
    deptId: values.deptId ?? '',
    buyerId: values.buyerId ?? '',
    supplierId: values.supplierId ?? '',
    salerAccountId: orNull(values.salerAccountId),
    signDate: orNull(values.signDate),
    startDate: orNull(values.startDate),
    endDate: orNull(values.endDate),
    currency: orNull(values.currency),
    taxRate: values.taxRate.trim() ? Number(values.taxRate) : null,
    deliveryTerms: values.deliveryTerms,
    remark: values.remark,
    items: values.items.map((line) => ({
      ...(line.lineId ? { id: line.lineId } : {}),
      materialId: line.materialId,
      qty: Number(line.qty),
      unitPrice: Number(line.unitPrice),
      taxRate: line.taxRate.trim() ? Number(line.taxRate) : null,
      remark: line.remark,
    })),
    payTerms: values.payTerms.map((term) => ({
      payContent: term.payContent,
      ratio: Number(term.ratio),
      payCondition: term.payCondition,
      dueDays: term.dueDays.trim() ? Number(term.dueDays) : null,
    })),
    files: values.files.map((f) => ({ attachId: f.attachId, fileType: f.fileType })),
  };
}

const decimalIn = (text: string, places: number, min: string, max?: string, strict = false) => {
  const value = text.trim();
  if (!isDecimal(value) || decimalPlaces(value) > places) return false;
  const low = compareDecimals(value, min);
  if (low === -1 || (strict && low === 0)) return false;
  return max === undefined || compareDecimals(value, max) !== 1;
};

/** The first problem of each column of a line, as the server allows them (qty > 0 ≤ 3 dp; price ≥ 0 ≤ 4 dp). */
export function lineProblems(line: ContractLineValues, t: PurchaseTranslate) {
  const problems: Partial<Record<'qty' | 'unitPrice' | 'taxRate', string>> = {};
  if (!decimalIn(line.qty, 3, '0', undefined, true)) problems.qty = t('contract.editor.qtyInvalid');
  if (!decimalIn(line.unitPrice, 4, '0')) problems.unitPrice = t('contract.editor.priceInvalid');
  if (line.taxRate.trim() && !decimalIn(line.taxRate, 2, '0', '100'))
    problems.taxRate = t('contract.editor.rateInvalid');
  return problems;
}

/** Σ ratios of the terms, exactly (blank counts 0). */
export const ratioSum = (terms: readonly PayTermValues[]) => sumDecimals(terms.map((term) => term.ratio));

const fieldError = (message: string): FieldError => ({ type: 'validate', message });

/**
 * The form's checks, for comfort (the server repeats every one): required header fields, each line, each term,
 * and the terms' ratios summing to exactly 100 %.
 */
export function contractResolver(t: PurchaseTranslate): Resolver<ContractFormValues> {
  return (values) => {
    const errors: Record<string, unknown> = {};
    const required = t('contract.editor.required');
    if (!values.contractName.trim()) errors.contractName = fieldError(required);
    for (const key of ['deptId', 'buyerId', 'supplierId'] as const)
      if (!values[key]) errors[key] = fieldError(required);
    if (values.taxRate.trim() && !decimalIn(values.taxRate, 2, '0', '100'))
      errors.taxRate = fieldError(t('contract.editor.rateInvalid'));
    const items: (Record<string, FieldError> | undefined)[] = [];
    values.items.forEach((line, index) => {
      const entries = Object.entries(lineProblems(line, t));
      if (entries.length) items[index] = Object.fromEntries(entries.map(([k, m]) => [k, fieldError(m)]));
    });
    if (items.some(Boolean)) errors.items = items;
    const terms: (Record<string, FieldError> | undefined)[] = [];
    values.payTerms.forEach((term, index) => {
      const problems: Record<string, FieldError> = {};
      if (!term.payContent) problems.payContent = fieldError(required);
      if (!decimalIn(term.ratio, 2, '0', '100', true))
        problems.ratio = fieldError(t('contract.editor.ratioInvalid'));
      if (term.dueDays.trim() && !/^\d{1,4}$/.test(term.dueDays.trim()))
        problems.dueDays = fieldError(t('contract.editor.daysInvalid'));
      if (Object.keys(problems).length) terms[index] = problems;
    });
    if (terms.some(Boolean)) errors.payTerms = terms;
    else if (values.payTerms.length === 0 || compareDecimals(ratioSum(values.payTerms), '100') !== 0)
      errors.payTerms = {
        root: fieldError(t('contract.editor.ratiosNot100', { sum: ratioSum(values.payTerms) })),
      };
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: errors as never };
  };
}
