import type { FieldError, Resolver } from 'react-hook-form';
import type { StockLineBase, StockMaterial } from '@/api/generated/stock/model';
import { compareDecimals, decimalFromNumber, decimalPlaces, isDecimal } from '@/lib/decimal';
import type { StockTranslate } from '../stock-i18n';

/**
 * The values both stock editors share. Quantities and costs stay the text the user typed (exact decimals, summed
 * with lib/decimal) and become JSON numbers only in the payload; `lineId` is the saved line's id (react-hook-form
 * keeps its own `id` on field-array rows). `unitCost` is typed on stock-ins only (stock-outs cost at posting).
 */
export interface StockLineValues {
  lineId?: string;
  materialId: string;
  materialCode: string;
  materialName: string;
  spec: string;
  unitName: string;
  stockQty: number;
  qty: string;
  unitCost: string;
  remark: string;
}

export const lineFromPick = (material: StockMaterial, withCost: boolean): StockLineValues => ({
  materialId: material.materialId,
  materialCode: material.materialCode,
  materialName: material.materialName,
  spec: material.spec,
  unitName: material.unitName,
  stockQty: material.stockQty,
  qty: '',
  // A receipt of a material already held starts at its average cost; the keeper types the real one.
  unitCost: withCost && material.avgCost ? decimalFromNumber(material.avgCost) : '',
  remark: '',
});

export const lineFromSaved = (item: StockLineBase & { stockQty?: number }): StockLineValues => ({
  lineId: item.id,
  materialId: item.materialId,
  materialCode: item.materialCode,
  materialName: item.materialName,
  spec: item.spec,
  unitName: item.unitName,
  stockQty: item.stockQty ?? 0,
  qty: decimalFromNumber(item.qty),
  unitCost: decimalFromNumber(item.unitCost),
  remark: item.remark,
});

export type LineColumnKey = 'qty' | 'unitCost';

/** The first problem of a line as the contract allows it (qty > 0, ≤ 3 decimals; unit cost ≥ 0, ≤ 4). */
export function lineProblems(line: StockLineValues, withCost: boolean, t: StockTranslate) {
  const problems: Partial<Record<LineColumnKey, string>> = {};
  const qty = line.qty.trim();
  if (!qty || !isDecimal(qty) || decimalPlaces(qty) > 3 || compareDecimals(qty, '0') !== 1)
    problems.qty = t('editor.qtyInvalid');
  const cost = line.unitCost.trim();
  if (withCost && (!cost || !isDecimal(cost) || decimalPlaces(cost) > 4 || compareDecimals(cost, '0') === -1))
    problems.unitCost = t('editor.costInvalid');
  return problems;
}

const fieldError = (message: string): FieldError => ({ type: 'validate', message });

/**
 * A resolver over the header's required fields (named) and every line; `required` lists the header fields the
 * document needs (a stock-out's 领用 fields depend on its type, so they come as a function of the values).
 */
export function stockResolver<V extends { items: StockLineValues[] }>(
  t: StockTranslate,
  withCost: boolean,
  required: (values: V) => (keyof V & string)[],
): Resolver<V> {
  return (values) => {
    const errors: Record<string, unknown> = {};
    for (const name of required(values)) {
      const value = values[name];
      if (typeof value !== 'string' || !value.trim()) errors[name] = fieldError(t('editor.required'));
    }
    const items: (Record<string, FieldError> | undefined)[] = [];
    let lineErrors = false;
    values.items.forEach((line, index) => {
      const entries = Object.entries(lineProblems(line, withCost, t));
      if (!entries.length) return;
      lineErrors = true;
      items[index] = Object.fromEntries(entries.map(([key, message]) => [key, fieldError(message)]));
    });
    if (lineErrors) errors.items = items;
    return Object.keys(errors).length ? { values: {}, errors: errors as never } : { values, errors: {} };
  };
}

export const linePayload = (line: StockLineValues) => ({
  ...(line.lineId ? { id: line.lineId } : {}),
  materialId: line.materialId,
  qty: Number(line.qty),
  remark: line.remark,
});
