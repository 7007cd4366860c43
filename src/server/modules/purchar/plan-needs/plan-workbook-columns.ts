import type { ImportColumn } from '../../../documents/import-sheet.ts';

/**
 * The columns of the plan line workbook (importDetails and its template), in template order. Name, spec and unit
 * are read only so the sheet is readable: the material found by code decides them.
 */
export type PlanImportField =
  | 'materialCode'
  | 'materialName'
  | 'spec'
  | 'unit'
  | 'planQty'
  | 'unitPrice'
  | 'needDate'
  | 'usePart'
  | 'remark';

const ignored = { type: 'ignored' } as const;

export const PLAN_IMPORT_COLUMNS: readonly ImportColumn<PlanImportField>[] = [
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
    key: 'planQty',
    zh: '计划数量',
    en: 'Planned quantity',
    kind: { type: 'decimal', scale: 3, positive: true },
    required: true,
    width: 12,
    example: 120,
    note: { zh: '必填;大于 0,最多 3 位小数', en: 'Required; greater than 0, at most 3 decimals' },
  },
  {
    key: 'unitPrice',
    zh: '计划单价',
    en: 'Planned price',
    kind: { type: 'decimal', scale: 4, positive: false },
    width: 14,
    example: 3850,
    note: { zh: '可空;不小于 0,最多 4 位小数', en: 'Optional; 0 or more, at most 4 decimals' },
  },
  {
    key: 'needDate',
    zh: '需用日期',
    en: 'Need date',
    kind: { type: 'day' },
    width: 14,
    example: '2026-12-01',
    note: { zh: '可空;yyyy-MM-dd', en: 'Optional; yyyy-MM-dd' },
  },
  {
    key: 'usePart',
    zh: '使用部位',
    en: 'Use part',
    kind: { type: 'text', maxLength: 200 },
    width: 20,
    example: '1#楼 主体',
  },
  { key: 'remark', zh: '备注', en: 'Remark', kind: { type: 'text', maxLength: 500 }, width: 20, example: '' },
];
