import type { ImportColumn } from '../../../documents/import-sheet.ts';

/**
 * The columns of the demand bill line workbook (importDetails and its template), in template order. Name,
 * specification and unit are read only so the sheet is readable: the material found by code decides them.
 */
export type NeedsImportField =
  | 'materialCode'
  | 'materialName'
  | 'spec'
  | 'unit'
  | 'qty'
  | 'estimatedPrice'
  | 'needDate'
  | 'usePart'
  | 'brandRequirement'
  | 'technicalParams'
  | 'remark';

const ignored = { type: 'ignored' } as const;
const text = (maxLength: number) => ({ type: 'text', maxLength }) as const;

export const NEEDS_IMPORT_COLUMNS: readonly ImportColumn<NeedsImportField>[] = [
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
    example: 12.5,
    note: { zh: '必填;大于 0,最多 3 位小数', en: 'Required; greater than 0, at most 3 decimals' },
  },
  {
    key: 'estimatedPrice',
    zh: '预估单价',
    en: 'Estimated price',
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
    note: { zh: '可空;yyyy-MM-dd,空则取表头需用日期', en: "Optional; yyyy-MM-dd, empty = the header's date" },
  },
  { key: 'usePart', zh: '使用部位', en: 'Use part', kind: text(200), width: 20, example: '1#楼 3层 梁板' },
  {
    key: 'brandRequirement',
    zh: '品牌要求',
    en: 'Brand requirement',
    kind: text(200),
    width: 16,
    example: '',
  },
  {
    key: 'technicalParams',
    zh: '技术参数',
    en: 'Technical parameters',
    kind: text(500),
    width: 20,
    example: '',
  },
  { key: 'remark', zh: '备注', en: 'Remark', kind: text(500), width: 20, example: '' },
];
