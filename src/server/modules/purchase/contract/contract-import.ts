import type { ImportColumn } from '../../../documents/import-sheet.ts';
import type { components } from '../../../../api/generated/types/purchase-contract';

type ContractImportLine = components['schemas']['ContractImportLine'];
type Field = 'materialCode' | 'materialName' | 'spec' | 'unit' | 'qty' | 'unitPrice' | 'taxRate' | 'remark';

const ignored = { type: 'ignored' } as const;

/** The contract line workbook (importDetails and its template); name, spec and unit come from the material. */
export const CONTRACT_IMPORT_COLUMNS: readonly ImportColumn<Field>[] = [
  {
    key: 'materialCode',
    zh: '物料编码',
    en: 'Material code',
    kind: { type: 'text' },
    required: true,
    width: 16,
    example: 'WZ0101001',
    note: {
      zh: '必填;按编码匹配本租户已启用的物料',
      en: 'Required; an enabled material of your tenant, by code',
    },
  },
  {
    key: 'materialName',
    zh: '物料名称',
    en: 'Material name',
    kind: ignored,
    width: 20,
    example: '热轧带肋钢筋',
  },
  { key: 'spec', zh: '规格型号', en: 'Specification', kind: ignored, width: 18, example: 'HRB400E Φ12' },
  { key: 'unit', zh: '单位', en: 'Unit', kind: ignored, width: 8, example: 't' },
  {
    key: 'qty',
    zh: '数量',
    en: 'Quantity',
    kind: { type: 'decimal', scale: 3, positive: true },
    required: true,
    width: 12,
    example: 10,
    note: { zh: '必填;大于 0,最多 3 位小数', en: 'Required; greater than 0, at most 3 decimals' },
  },
  {
    key: 'unitPrice',
    zh: '含税单价',
    en: 'Unit price incl. tax',
    kind: { type: 'decimal', scale: 4, positive: false },
    required: true,
    width: 14,
    example: 3850,
    note: { zh: '必填;不小于 0,最多 4 位小数', en: 'Required; 0 or more, at most 4 decimals' },
  },
  {
    key: 'taxRate',
    zh: '税率(%)',
    en: 'Tax rate (%)',
    kind: { type: 'decimal', scale: 2, positive: false },
    width: 10,
    example: 13,
    note: { zh: '可空;空则按 13%', en: 'Optional; empty = 13%' },
  },
  { key: 'remark', zh: '备注', en: 'Remark', kind: { type: 'text', maxLength: 500 }, width: 20, example: '' },
];

/** One checked workbook row and its material as a contract line (the editor fills the rest). */
export function contractImportLine(
  row: { values: Record<Field, string | null> },
  material: { materialId: string; materialCode: string; materialName: string; spec: string; unit: string },
): ContractImportLine {
  return {
    materialId: material.materialId,
    materialCode: material.materialCode,
    materialName: material.materialName,
    spec: material.spec,
    unit: material.unit,
    qty: Number(row.values.qty),
    unitPrice: Number(row.values.unitPrice),
    taxRate: row.values.taxRate === null || row.values.taxRate === '' ? 13 : Number(row.values.taxRate),
    remark: row.values.remark ?? '',
  };
}

export const CONTRACT_IMPORT_SHEET = { zh: '合同明细', en: 'Contract lines' };
