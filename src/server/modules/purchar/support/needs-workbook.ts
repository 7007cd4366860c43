import type { CellValue, Workbook } from 'exceljs';
import { decimalPlaces, numberToDecimal, parseDecimal } from '../../../domain/decimal.ts';
import { badRequest } from '../../../http/errors.ts';
import { message, type Lang, type MessageKey } from '../../../http/messages.ts';

/**
 * The workbook of importDetails and its template (downloadTempFile): which columns exist, in both languages,
 * and how one sheet row becomes the raw values of a demand line or a list of cell problems. Looking the
 * materials up is the service's part; this file knows nothing of the database.
 */

export type ImportField =
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

interface ImportColumn {
  key: ImportField;
  zh: string;
  en: string;
  required?: boolean;
  /** Read only so the sheet is readable; the material decides name, spec and unit. */
  ignored?: boolean;
  maxLength?: number;
  width: number;
  example: string | number;
}

export const IMPORT_COLUMNS: ImportColumn[] = [
  {
    key: 'materialCode',
    zh: '物料编码',
    en: 'Material code',
    required: true,
    width: 16,
    example: 'WZ0101001',
  },
  {
    key: 'materialName',
    zh: '物料名称',
    en: 'Material name',
    ignored: true,
    width: 20,
    example: '热轧带肋钢筋',
  },
  { key: 'spec', zh: '规格型号', en: 'Specification', ignored: true, width: 18, example: 'HRB400E Φ12' },
  { key: 'unit', zh: '单位', en: 'Unit', ignored: true, width: 8, example: 't' },
  { key: 'qty', zh: '数量', en: 'Quantity', required: true, width: 12, example: 12.5 },
  { key: 'estimatedPrice', zh: '预估单价', en: 'Estimated price', width: 14, example: 3850 },
  { key: 'needDate', zh: '需用日期', en: 'Need date', width: 14, example: '2026-12-01' },
  { key: 'usePart', zh: '使用部位', en: 'Use part', maxLength: 200, width: 20, example: '1#楼 3层 梁板' },
  {
    key: 'brandRequirement',
    zh: '品牌要求',
    en: 'Brand requirement',
    maxLength: 200,
    width: 16,
    example: '',
  },
  {
    key: 'technicalParams',
    zh: '技术参数',
    en: 'Technical parameters',
    maxLength: 500,
    width: 20,
    example: '',
  },
  { key: 'remark', zh: '备注', en: 'Remark', maxLength: 500, width: 20, example: '' },
];

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 5000;

const FORMAT_NOTES: Partial<Record<ImportField, [string, string]>> = {
  materialCode: [
    '必填;按编码匹配本租户已启用的物料',
    'Required; an enabled material of your tenant, by code',
  ],
  qty: ['必填;大于 0,最多 3 位小数', 'Required; greater than 0, at most 3 decimals'],
  estimatedPrice: ['可空;不小于 0,最多 4 位小数', 'Optional; 0 or more, at most 4 decimals'],
  needDate: ['可空;yyyy-MM-dd,空则取表头需用日期', "Optional; yyyy-MM-dd, empty = the header's date"],
};

const title = (column: ImportColumn, lang: Lang) => (lang === 'en' ? column.en : column.zh);

/** The template: header row (required columns marked *, a format note on the cells that need one), one example. */
export async function writeImportTemplate(lang: Lang, exampleCode: string): Promise<Uint8Array> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(lang === 'en' ? 'Lines' : '需求明细', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = IMPORT_COLUMNS.map((column) => ({
    header: `${column.required ? '*' : ''}${title(column, lang)}`,
    key: column.key,
    width: column.width,
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  IMPORT_COLUMNS.forEach((column, i) => {
    const note = FORMAT_NOTES[column.key];
    if (note) header.getCell(i + 1).note = lang === 'en' ? note[1] : note[0];
  });
  sheet.addRow(
    Object.fromEntries(
      IMPORT_COLUMNS.map((column) => [
        column.key,
        column.key === 'materialCode' ? exampleCode : column.example,
      ]),
    ),
  );
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}

export interface CellProblem {
  row: number;
  column: ImportField;
  columnName: string;
  value: string;
  message: string;
}

/** One data row as text and checked values; `problems` lists every cell that is wrong. */
export interface ParsedRow {
  row: number;
  materialCode: string;
  qty: string | null;
  estimatedPrice: string | null;
  needDate: string | null;
  usePart: string;
  brandRequirement: string;
  technicalParams: string;
  remark: string;
  problems: CellProblem[];
}

const normalTitle = (text: string) => text.replace(/[*＊\s]/g, '').toLowerCase();

/** What a person sees in the cell, whatever exceljs made of it (rich text, formula result, hyperlink, date). */
function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number') return numberToDecimal(value) ?? String(value);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellText((value.result ?? null) as CellValue);
    if ('text' in value) return String(value.text);
    if ('error' in value) return String(value.error);
  }
  return String(value).trim();
}

const REAL_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
function realDay(text: string): boolean {
  const match = REAL_DAY.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Reads the first sheet: refuses the whole file (400) when it cannot be a template, else every row parsed. */
export async function readImportRows(bytes: ArrayBuffer, lang: Lang): Promise<ParsedRow[]> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook: Workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes);
  } catch {
    throw badRequest('importNotXlsx');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest('importNotXlsx');

  const columnOf = new Map<ImportField, number>();
  sheet.getRow(1).eachCell((cell, col) => {
    const text = normalTitle(cellText(cell.value));
    const column = IMPORT_COLUMNS.find((c) => normalTitle(c.zh) === text || normalTitle(c.en) === text);
    if (column && !columnOf.has(column.key)) columnOf.set(column.key, col);
  });
  const missing = IMPORT_COLUMNS.filter((c) => c.required && !columnOf.has(c.key));
  if (missing.length) throw badRequest('importColumnMissing', missing.map((c) => title(c, lang)).join(', '));

  const rows: ParsedRow[] = [];
  const say = (key: MessageKey, ...args: (string | number)[]) => message(lang, key, ...args);
  for (let r = 2; r <= sheet.rowCount; r++) {
    const sheetRow = sheet.getRow(r);
    const raw = new Map<ImportField, CellValue>();
    for (const [key, col] of columnOf) raw.set(key, sheetRow.getCell(col).value);
    const texts = new Map([...raw].map(([key, value]) => [key, cellText(value)]));
    if ([...texts.values()].every((text) => text === '')) continue;
    if (rows.length === IMPORT_MAX_ROWS) throw badRequest('importTooManyRows', IMPORT_MAX_ROWS);

    const problems: CellProblem[] = [];
    const problem = (key: ImportField, text: string) =>
      problems.push({
        row: r,
        column: key,
        columnName: title(
          IMPORT_COLUMNS.find((c) => c.key === key)!,
          lang,
        ),
        value: texts.get(key) ?? '',
        message: text,
      });
    const text = (key: ImportField) => texts.get(key) ?? '';
    const decimal = (key: ImportField, scale: number, positive: boolean): string | null => {
      const value = text(key);
      if (value === '') return null;
      const parsed = parseDecimal(value);
      if (!parsed) return (problem(key, say('importNotNumber')), null);
      if (positive ? parsed.units <= 0n : parsed.units < 0n)
        return (problem(key, say(positive ? 'importNotPositive' : 'importNegative')), null);
      if ((decimalPlaces(value) ?? 0) > scale) return (problem(key, say('importDecimals', scale)), null);
      return value;
    };

    const materialCode = text('materialCode');
    if (materialCode === '') problem('materialCode', say('importRequired'));
    const qty = decimal('qty', 3, true);
    if (text('qty') === '') problem('qty', say('importRequired'));
    const estimatedPrice = decimal('estimatedPrice', 4, false);
    let needDate: string | null = null;
    const dateValue = raw.get('needDate');
    const dateText = text('needDate');
    if (dateValue instanceof Date) needDate = dateValue.toISOString().slice(0, 10);
    else if (dateText !== '') {
      if (realDay(dateText)) needDate = dateText;
      else problem('needDate', say('importBadDate'));
    }
    const free = (key: 'usePart' | 'brandRequirement' | 'technicalParams' | 'remark') => {
      const max = IMPORT_COLUMNS.find((c) => c.key === key)!.maxLength!;
      const value = text(key);
      if (value.length > max) problem(key, say('importTooLong', max));
      return value;
    };
    rows.push({
      row: r,
      materialCode,
      qty,
      estimatedPrice,
      needDate,
      usePart: free('usePart'),
      brandRequirement: free('brandRequirement'),
      technicalParams: free('technicalParams'),
      remark: free('remark'),
      problems,
    });
  }
  if (rows.length === 0) throw badRequest('importNoRows');
  return rows;
}

/** Problems in the order the contract promises: by row, then by the column order of the template. */
export function sortProblems(problems: CellProblem[]): CellProblem[] {
  const order = (key: ImportField) => IMPORT_COLUMNS.findIndex((c) => c.key === key);
  return [...problems].sort((a, b) => a.row - b.row || order(a.column) - order(b.column));
}

export function importColumnName(key: ImportField, lang: Lang): string {
  return title(
    IMPORT_COLUMNS.find((c) => c.key === key)!,
    lang,
  );
}
