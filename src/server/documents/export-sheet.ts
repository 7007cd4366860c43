import type { Context } from 'hono';
import { CST_OFFSET_MS } from '../domain/values.ts';

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

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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

/** The file answer: the xlsx type and a Content-Disposition that keeps a Chinese name (RFC 6266 filename*). */
export function xlsxResponse(c: Context, bytes: Uint8Array, fileName: string): Response {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': XLSX_TYPE,
    'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
  });
}
