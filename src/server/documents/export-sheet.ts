import { CST_OFFSET_MS } from '../domain/values.ts';
import type { Lang } from '../http/messages.ts';
import { codeName, type Names } from '../lib/code-names.ts';

export interface SheetColumn {
  /** Header text, already in the caller's language. */
  header: string;
  key: string;
  width?: number;
  /** Excel number format for numeric cells, e.g. '0.00'. */
  numFmt?: string;
}

export type SheetRow = Record<string, string | number | null>;

export interface SheetSpec {
  name: string;
  columns: SheetColumn[];
  rows: SheetRow[];
}

/** Exports refuse beyond this many rows: the workbook is built in memory (and, in the demo, in the page). */
export const EXPORT_MAX_ROWS = 50_000;

/**
 * One sheet with a bold, frozen header row. exceljs is loaded on the first export only, so it stays out of the
 * start-up path (and, in the demo build, in a chunk of its own that the page fetches when someone exports).
 */
export async function writeXlsx(sheet: SheetSpec): Promise<Uint8Array> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = sheet.columns.map((column) => ({
    header: column.header,
    key: column.key,
    width: column.width ?? 16,
    style: column.numFmt ? { numFmt: column.numFmt } : {},
  }));
  worksheet.getRow(1).font = { bold: true };
  worksheet.addRows(sheet.rows);
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}

/** `<base>_<yyyyMMddHHmmss>.xlsx` in UTC+8, the time users read. */
export function exportFileName(base: string, now: Date): string {
  const stamp = new Date(now.getTime() + CST_OFFSET_MS).toISOString().slice(0, 19).replace(/\D/g, '');
  return `${base}_${stamp}.xlsx`;
}

const STATUS_NAMES: Record<number, Names> = {
  0: { zh: '停用', en: 'Disabled' },
  1: { zh: '启用', en: 'Enabled' },
};
const YES_NO_NAMES: Record<number, Names> = { 0: { zh: '否', en: 'No' }, 1: { zh: '是', en: 'Yes' } };

/** Cell texts of exports (the JSON answers carry codes; a spreadsheet is read by people). Only 1 is on/yes. */
export const statusLabel = (lang: Lang, status: number) => codeName(STATUS_NAMES, status === 1 ? 1 : 0, lang);

export const yesNoLabel = (lang: Lang, value: number) => codeName(YES_NO_NAMES, value === 1 ? 1 : 0, lang);

/** A header row in the caller's language from [key, zh, en, width?] tuples. */
export function headers(lang: Lang, columns: [string, string, string, number?, string?][]) {
  return columns.map(([key, zh, en, width, numFmt]) => ({
    key,
    header: lang === 'en' ? en : zh,
    width,
    numFmt,
  }));
}
