import type { CellValue, Workbook } from 'exceljs';
import { decimalPlaces, numberToDecimal, parseDecimal } from '../domain/decimal.ts';
import { badRequest } from '../http/errors.ts';
import { message, type Lang, type MessageKey } from '../http/messages.ts';
import type { Names } from '../lib/code-names.ts';

/**
 * The workbook side of a document's line import (importDetails) and its template (downloadTempFile): a
 * document lists its columns once, in both languages, with what each cell must hold; readSheet turns the
 * first sheet into checked text values plus every cell problem, writeTemplate writes the matching template.
 * Nothing here knows the database: looking up materials and the like is the document's part.
 */

export type CellKind =
  /** Free text, at most maxLength characters. */
  | { type: 'text'; maxLength?: number }
  /** A decimal with at most `scale` places; `positive`: > 0, else ≥ 0. */
  | { type: 'decimal'; scale: number; positive: boolean }
  /** A real calendar day (yyyy-MM-dd text or a date cell). */
  | { type: 'day' }
  /** Read only so the sheet is readable for people (the document takes it from elsewhere). */
  | { type: 'ignored' };

export interface ImportColumn<K extends string> {
  key: K;
  zh: string;
  en: string;
  kind: CellKind;
  required?: boolean;
  width: number;
  example: string | number;
  /** The format note on the template's header cell. */
  note?: Names;
}

/** approval.yaml ImportError: one wrong cell. */
export interface CellProblem<K extends string = string> {
  row: number;
  column: K;
  columnName: string;
  value: string;
  message: string;
}

/** One data row: text ('' when blank) for text columns, checked text or null for decimals and days. */
export interface SheetRow<K extends string> {
  row: number;
  values: Record<K, string | null>;
}

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 5000;

export const columnName = <K extends string>(columns: readonly ImportColumn<K>[], key: K, lang: Lang) => {
  const column = columns.find((c) => c.key === key)!;
  return lang === 'en' ? column.en : column.zh;
};

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
function isRealDay(text: string): boolean {
  if (!REAL_DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** A cell's checked value, or the message saying what is wrong with it. */
function checkCell(
  kind: CellKind,
  raw: CellValue,
  text: string,
  say: Say,
): { value: string | null } | string {
  switch (kind.type) {
    case 'ignored':
      return { value: null };
    case 'text':
      return kind.maxLength !== undefined && text.length > kind.maxLength
        ? say('importTooLong', kind.maxLength)
        : { value: text };
    case 'decimal': {
      if (text === '') return { value: null };
      const parsed = parseDecimal(text);
      if (!parsed) return say('importNotNumber');
      if (kind.positive ? parsed.units <= 0n : parsed.units < 0n) {
        return say(kind.positive ? 'importNotPositive' : 'importNegative');
      }
      if ((decimalPlaces(text) ?? 0) > kind.scale) return say('importDecimals', kind.scale);
      return { value: text };
    }
    case 'day':
      if (raw instanceof Date) return { value: raw.toISOString().slice(0, 10) };
      if (text === '') return { value: null };
      return isRealDay(text) ? { value: text } : say('importBadDate');
  }
}

type Say = (key: MessageKey, ...args: (string | number)[]) => string;

/**
 * Reads the first sheet. Refuses the whole file (400) when it is no workbook, lacks a required column (by its
 * title in either language, `*` and spaces ignored), has more than IMPORT_MAX_ROWS data rows or none; else
 * every non-blank row with its values, and every wrong cell (required and empty, not a number, …) by row then
 * column order.
 */
export async function readSheet<K extends string>(
  bytes: ArrayBuffer,
  columns: readonly ImportColumn<K>[],
  lang: Lang,
): Promise<{ rows: SheetRow<K>[]; problems: CellProblem<K>[] }> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook: Workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes);
  } catch {
    throw badRequest('importNotXlsx');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest('importNotXlsx');

  const columnOf = new Map<K, number>();
  sheet.getRow(1).eachCell((cell, col) => {
    const text = normalTitle(cellText(cell.value));
    const column = columns.find((c) => normalTitle(c.zh) === text || normalTitle(c.en) === text);
    if (column && !columnOf.has(column.key)) columnOf.set(column.key, col);
  });
  const missing = columns.filter((c) => c.required && !columnOf.has(c.key));
  if (missing.length) {
    throw badRequest('importColumnMissing', missing.map((c) => columnName(columns, c.key, lang)).join(', '));
  }

  const say: Say = (key, ...args) => message(lang, key, ...args);
  const rows: SheetRow<K>[] = [];
  const problems: CellProblem<K>[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const sheetRow = sheet.getRow(r);
    const raw = new Map<K, CellValue>();
    for (const [key, col] of columnOf) raw.set(key, sheetRow.getCell(col).value);
    const texts = new Map([...raw].map(([key, value]) => [key, cellText(value)]));
    // Blank rows (every column read, the ignored ones too) are skipped, not counted.
    if ([...texts.values()].every((text) => text === '')) continue;
    if (rows.length === IMPORT_MAX_ROWS) throw badRequest('importTooManyRows', IMPORT_MAX_ROWS);

    const values = {} as Record<K, string | null>;
    for (const column of columns) {
      const text = texts.get(column.key) ?? '';
      const wrong = (text: string, messageText: string) =>
        problems.push({
          row: r,
          column: column.key,
          columnName: columnName(columns, column.key, lang),
          value: text,
          message: messageText,
        });
      const checked = checkCell(column.kind, raw.get(column.key) ?? null, text, say);
      if (typeof checked === 'string') {
        wrong(text, checked);
        values[column.key] = null;
        continue;
      }
      values[column.key] = checked.value;
      if (column.required && text === '') wrong(text, say('importRequired'));
    }
    rows.push({ row: r, values });
  }
  if (rows.length === 0) throw badRequest('importNoRows');
  return { rows, problems: sortProblems(problems, columns) };
}

/** Problems in the order the contract promises: by row, then by the column order of the template. */
export function sortProblems<K extends string>(
  problems: readonly CellProblem<K>[],
  columns: readonly ImportColumn<K>[],
): CellProblem<K>[] {
  const order = (key: K) => columns.findIndex((c) => c.key === key);
  return [...problems].sort((a, b) => a.row - b.row || order(a.column) - order(b.column));
}

/** The template: header row (required columns marked *, the format notes on their cells), one example row. */
export async function writeTemplate<K extends string>(
  columns: readonly ImportColumn<K>[],
  lang: Lang,
  sheetName: Names,
  examples: Partial<Record<K, string | number>> = {},
): Promise<Uint8Array> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName[lang], { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: `${column.required ? '*' : ''}${columnName(columns, column.key, lang)}`,
    key: column.key,
    width: column.width,
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  columns.forEach((column, i) => {
    if (column.note) header.getCell(i + 1).note = column.note[lang];
  });
  sheet.addRow(
    Object.fromEntries(columns.map((column) => [column.key, examples[column.key] ?? column.example])),
  );
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}
