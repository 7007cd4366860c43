import type { SQL } from 'drizzle-orm';
import type { Caller } from '../../../context.ts';
import { EXPORT_MAX_ROWS, headers, type SheetSpec } from '../../../documents/export-sheet.ts';
import { badRequest } from '../../../http/errors.ts';
import type { Lang } from '../../../http/messages.ts';
import type { Page, PageQuery } from '../../../lib/page.ts';
import { documentScope, type DocumentOwnerColumns } from '../../../documents/document-scope.ts';
import type { ScopeRules } from '../../system/scope-rules.service.ts';

/** The data-scope resource of every procurement report: a rule on it narrows the rows by department or creator. */
export const REPORT_RESOURCE = 'cg_report';

/** The report rows the caller may see of a departmental document table (its creator, creating and owning dept). */
export function reportScope(
  scopeRules: ScopeRules,
  caller: Caller,
  table: DocumentOwnerColumns,
): Promise<SQL | undefined> {
  return documentScope(scopeRules, caller, REPORT_RESOURCE, table);
}

/** The filters every report shares (days inclusive; the ids narrow to one supplier or one project). */
export interface ReportFilter {
  dateFrom?: string;
  dateTo?: string;
  supplierId?: string;
  /** Substring of the supplier's name. */
  supplierName?: string;
  deptId?: string;
}

/** [key, zh, en, width, number format]: one column of a report, as the screen and the workbook show it. */
export type ReportColumn = [string, string, string, number?, string?];

/** A page of rows computed in full (reports aggregate before they page). */
export function pageOf<T>(rows: T[], query: PageQuery): Page<T> {
  const start = (query.current - 1) * query.size;
  return {
    records: rows.slice(start, start + query.size),
    total: rows.length,
    size: query.size,
    current: query.current,
    pages: Math.ceil(rows.length / query.size),
  };
}

/** The workbook of exactly the rows a report's screen pages through, with the screen's columns. */
export function reportSheet<T extends object>(
  name: { zh: string; en: string },
  columns: ReportColumn[],
  rows: T[],
  lang: Lang,
): SheetSpec {
  if (rows.length > EXPORT_MAX_ROWS) throw badRequest('exportTooLarge', EXPORT_MAX_ROWS);
  return {
    name: name[lang],
    columns: headers(lang, columns),
    rows: rows as unknown as SheetSpec['rows'],
  };
}

/** A numeric column's exact text as the JSON number the screens chart (two decimals already). */
export const money = (text: string | null | undefined): number => Number(text ?? 0);
