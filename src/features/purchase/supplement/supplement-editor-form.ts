import type { FieldError, Resolver } from 'react-hook-form';
import type { ContractDetail } from '@/api/generated/purchase-contract/model';
import type { SupplementDetail, SupplementSubmit } from '@/api/generated/purchase-supplement/model';
import { compareDecimals, decimalFromNumber, decimalPlaces, isDecimal } from '@/lib/decimal';
import type { SupplementTranslate } from '../shared/supplement-i18n';

/** A contract line as the editor shows it: what it is now, and the quantity and price after the supplement. */
export interface ContractLineValues {
  contractItemId: string;
  lineNo: number;
  materialCode: string;
  materialName: string;
  spec: string;
  unitName: string;
  beforeQty: string;
  beforePrice: string;
  orderedQty: string;
  afterQty: string;
  afterPrice: string;
}

/** A new line: a material with its quantity and tax-inclusive price (the contract's tax rate by default). */
export interface NewLineValues {
  materialId: string;
  materialCode: string;
  materialName: string;
  spec: string;
  unitName: string;
  afterQty: string;
  afterPrice: string;
}

export interface SupplementFormValues {
  supplementName: string;
  reason: string;
  signDate: string;
  newEndDate: string;
  termChange: string;
  remark: string;
  lines: ContractLineValues[];
  newLines: NewLineValues[];
}

/** The form for a contract, with a saved supplement's values over its lines when editing. */
export function formValues(contract: ContractDetail, saved?: SupplementDetail): SupplementFormValues {
  const after = new Map(
    (saved?.items ?? []).flatMap((i) => (i.contractItemId ? [[i.contractItemId, i]] : [])),
  );
  return {
    supplementName: saved?.supplementName ?? '',
    reason: saved?.reason ?? '',
    signDate: saved?.signDate ?? '',
    newEndDate: saved?.newEndDate ?? '',
    termChange: saved?.termChange ?? '',
    remark: saved?.remark ?? '',
    lines: contract.items.map((item) => {
      const changed = after.get(item.id);
      return {
        contractItemId: item.id,
        lineNo: item.lineNo,
        materialCode: item.materialCode,
        materialName: item.materialName,
        spec: item.spec,
        unitName: item.unitName,
        beforeQty: decimalFromNumber(item.qty),
        beforePrice: decimalFromNumber(item.unitPrice),
        orderedQty: decimalFromNumber(item.orderedQty),
        afterQty: decimalFromNumber(changed?.afterQty ?? item.qty),
        afterPrice: decimalFromNumber(changed?.afterPrice ?? item.unitPrice),
      };
    }),
    newLines: (saved?.items ?? [])
      .filter((i) => !i.contractItemId)
      .map((i) => ({
        materialId: i.materialId,
        materialCode: i.materialCode,
        materialName: i.materialName,
        spec: i.spec,
        unitName: i.unitName,
        afterQty: decimalFromNumber(i.afterQty),
        afterPrice: decimalFromNumber(i.afterPrice),
      })),
  };
}

const same = (a: string, b: string) => isDecimal(a.trim()) && compareDecimals(a.trim(), b) === 0;
/** Does this contract line change (a new quantity or price)? Unchanged lines are not sent. */
export const lineChanges = (line: ContractLineValues) =>
  !(same(line.afterQty, line.beforeQty) && same(line.afterPrice, line.beforePrice));

export function toPayload(
  values: SupplementFormValues,
  contractId: string,
  id: string | undefined,
): SupplementSubmit {
  const text = (value: string) => value.trim() || null;
  return {
    ...(id ? { id } : {}),
    contractId,
    supplementName: values.supplementName.trim(),
    reason: values.reason.trim(),
    signDate: text(values.signDate),
    newEndDate: text(values.newEndDate),
    termChange: text(values.termChange),
    remark: text(values.remark),
    items: [
      ...values.lines.filter(lineChanges).map((line) => ({
        contractItemId: line.contractItemId,
        afterQty: Number(line.afterQty),
        afterPrice: Number(line.afterPrice),
      })),
      ...values.newLines.map((line) => ({
        contractItemId: null,
        materialId: line.materialId,
        afterQty: Number(line.afterQty),
        afterPrice: Number(line.afterPrice),
      })),
    ],
  };
}

const fieldError = (message: string): FieldError => ({ type: 'validate', message });
const badQty = (v: string) =>
  !isDecimal(v.trim()) || decimalPlaces(v.trim()) > 3 || (compareDecimals(v.trim(), '0') ?? -1) <= 0;
const badPrice = (v: string) =>
  !isDecimal(v.trim()) || decimalPlaces(v.trim()) > 4 || (compareDecimals(v.trim(), '0') ?? -1) < 0;

/** Required header fields, each line's quantity and price, and at least one change (the server checks again). */
export function supplementResolver(t: SupplementTranslate): Resolver<SupplementFormValues> {
  return (values) => {
    const errors: Record<string, unknown> = {};
    if (!values.supplementName.trim()) errors.supplementName = fieldError(t('editor.nameRequired'));
    if (!values.reason.trim()) errors.reason = fieldError(t('editor.reasonRequired'));
    const check = (list: { afterQty: string; afterPrice: string }[]) => {
      const found: (Record<string, FieldError> | undefined)[] = [];
      list.forEach((line, index) => {
        if (badQty(line.afterQty)) found[index] = { afterQty: fieldError(t('editor.qtyInvalid')) };
        else if (badPrice(line.afterPrice))
          found[index] = { afterPrice: fieldError(t('editor.priceInvalid')) };
      });
      return found.length ? found : undefined;
    };
    const lines = check(values.lines);
    const newLines = check(values.newLines);
    if (lines) errors.lines = lines;
    if (newLines) errors.newLines = newLines;
    const anyChange =
      values.lines.some(lineChanges) ||
      values.newLines.length > 0 ||
      values.newEndDate ||
      values.termChange.trim();
    if (!anyChange && !lines && !newLines) errors.termChange = fieldError(t('editor.noChange'));
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: errors as never };
  };
}
