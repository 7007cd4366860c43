import type { Names } from '../lib/code-names.ts';

/** What the document kit says about values, list filters and imported workbooks (merged into MessageKey). */
export const DOCUMENT_MESSAGES = {
  fieldBadDate: { zh: '{0}: 日期不正确: {1}', en: '{0}: not a valid date: {1}' },
  dateRangeReversed: {
    zh: '{0}: 结束日期不能早于开始日期',
    en: '{0}: the end date is before the start date',
  },
  importNotXlsx: { zh: '文件不是有效的 .xlsx 工作簿', en: 'The file is not a readable .xlsx workbook' },
  importTooLarge: { zh: '导入文件不能超过 5MB', en: 'The file may be at most 5 MB' },
  importColumnMissing: { zh: '缺少必填列: {0}', en: 'A required column is missing: {0}' },
  importNoRows: { zh: '文件中没有数据行', en: 'The file has no data rows' },
  importTooManyRows: { zh: '数据行超过 {0} 行,请分批导入', en: 'More than {0} data rows; split the file' },
  importRequired: { zh: '必填', en: 'Required' },
  importNotNumber: { zh: '不是数字', en: 'Not a number' },
  importNotPositive: { zh: '必须大于 0', en: 'Must be greater than 0' },
  importNegative: { zh: '不能为负数', en: 'Cannot be negative' },
  importDecimals: { zh: '最多 {0} 位小数', en: 'At most {0} decimals' },
  importBadDate: { zh: '日期应为 yyyy-MM-dd 的有效日期', en: 'Must be a real date as yyyy-MM-dd' },
  importTooLong: { zh: '最多 {0} 个字符', en: 'At most {0} characters' },
} as const satisfies Record<string, Names>;
