import { eq, inArray } from 'drizzle-orm';
import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { gysSuppliers } from '../../../db/schema/suppliers.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { compareDecimal } from '../../../domain/decimal.ts';
import {
  IMPORT_MAX_BYTES,
  columnName,
  readSheet,
  sortProblems,
  writeTemplate,
  type CellProblem,
  type ImportColumn,
} from '../../../documents/import-sheet.ts';
import { badRequest } from '../../../http/errors.ts';
import { message, type Lang } from '../../../http/messages.ts';
import type { OfferValues } from './sourcing-offers.ts';
import { findSourcing, invitedOf, itemsOf, lockEditable } from './sourcing-records.ts';

type Key =
  | 'lineNo'
  | 'materialCode'
  | 'materialName'
  | 'qty'
  | 'supplierCode'
  | 'supplierName'
  | 'unitPrice'
  | 'taxRate'
  | 'deliveryDays'
  | 'brand'
  | 'model'
  | 'validUntil'
  | 'remark';

const text = (maxLength: number) => ({ type: 'text', maxLength }) as const;
const ignored = { type: 'ignored' } as const;

/** The offer workbook: one row per line × invited supplier; the line and supplier columns say what a row is. */
export const OFFER_COLUMNS: readonly ImportColumn<Key>[] = [
  {
    key: 'lineNo',
    zh: '行号',
    en: 'Line',
    kind: { type: 'decimal', scale: 0, positive: true },
    required: true,
    width: 6,
    example: 1,
  },
  {
    key: 'materialCode',
    zh: '物料编码',
    en: 'Material code',
    kind: ignored,
    width: 14,
    example: 'WZ0101001',
  },
  { key: 'materialName', zh: '物料名称', en: 'Material', kind: ignored, width: 20, example: '螺纹钢' },
  { key: 'qty', zh: '数量', en: 'Quantity', kind: ignored, width: 10, example: 10 },
  {
    key: 'supplierCode',
    zh: '供应商编码',
    en: 'Supplier code',
    kind: text(32),
    required: true,
    width: 14,
    example: 'GYS0001',
  },
  { key: 'supplierName', zh: '供应商名称', en: 'Supplier', kind: ignored, width: 24, example: '' },
  {
    key: 'unitPrice',
    zh: '含税单价',
    en: 'Unit price',
    kind: { type: 'decimal', scale: 4, positive: false },
    width: 12,
    example: 3850,
  },
  {
    key: 'taxRate',
    zh: '税率',
    en: 'Tax rate',
    kind: { type: 'decimal', scale: 2, positive: false },
    width: 8,
    example: 13,
  },
  {
    key: 'deliveryDays',
    zh: '供货周期',
    en: 'Delivery days',
    kind: { type: 'decimal', scale: 0, positive: false },
    width: 10,
    example: 7,
  },
  { key: 'brand', zh: '品牌', en: 'Brand', kind: text(100), width: 12, example: '' },
  { key: 'model', zh: '型号', en: 'Model', kind: text(100), width: 12, example: '' },
  { key: 'validUntil', zh: '报价有效期', en: 'Valid until', kind: { type: 'day' }, width: 12, example: '' },
  { key: 'remark', zh: '备注', en: 'Remark', kind: text(500), width: 20, example: '' },
];
const SHEET = { zh: '供应商报价', en: 'Offers' };

/**
 * Offers from the offer workbook (importSupplierDetails), all or nothing: every row checked (a line of the bill,
 * an invited supplier by code, the cells), rows without a price skipped; with any problem nothing is written and
 * every problem is answered; else every supplier's offers are stored in one transaction (storeOffers checks
 * eligibility again under the bill lock).
 */
export function createSourcingImport(deps: {
  db: Database;
  storeOffers: (
    tx: Parameters<Parameters<Database['transaction']>[0]>[0],
    caller: Caller,
    sourcingId: string,
    supplierId: string,
    offers: OfferValues[],
  ) => Promise<void>;
}) {
  const { db } = deps;

  async function template(caller: Caller, sourcingId: string | null, lang: Lang) {
    if (!sourcingId) return writeTemplate(OFFER_COLUMNS, lang, SHEET);
    await findSourcing(db, caller, sourcingId);
    const [items, invited] = await Promise.all([
      itemsOf(db, caller.tenantId, sourcingId),
      invitedOf(db, caller.tenantId, sourcingId),
    ]);
    const codes = invited.length
      ? await tenantScope(db, caller.tenantId)
          .from(gysSuppliers, { id: gysSuppliers.id, code: gysSuppliers.supplierCode })
          .where(
            inArray(
              gysSuppliers.id,
              invited.map((s) => s.supplierId),
            ),
          )
      : [];
    const codeOf = new Map(codes.map((c) => [c.id, c.code]));
    const rows = items.flatMap((item) =>
      invited.map((s) => ({
        lineNo: item.lineNo,
        materialCode: item.materialCode,
        materialName: item.materialName,
        qty: Number(item.qty),
        supplierCode: codeOf.get(s.supplierId) ?? '',
        supplierName: s.supplierName,
      })),
    );
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet(SHEET[lang], { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = OFFER_COLUMNS.map((c) => ({
      header: `${c.required ? '*' : ''}${columnName(OFFER_COLUMNS, c.key, lang)}`,
      key: c.key,
      width: c.width,
    }));
    sheet.getRow(1).font = { bold: true };
    for (const row of rows) sheet.addRow(row);
    return new Uint8Array((await book.xlsx.writeBuffer()) as ArrayBuffer);
  }

  async function importOffers(caller: Caller, sourcingId: string, file: File, lang: Lang) {
    if (file.size > IMPORT_MAX_BYTES) throw badRequest('importTooLarge');
    await findSourcing(db, caller, sourcingId);
    const sheet = await readSheet(await file.arrayBuffer(), OFFER_COLUMNS, lang);
    const [items, invited] = await Promise.all([
      itemsOf(db, caller.tenantId, sourcingId),
      invitedOf(db, caller.tenantId, sourcingId),
    ]);
    const codes = invited.length
      ? await tenantScope(db, caller.tenantId)
          .from(gysSuppliers, { id: gysSuppliers.id, code: gysSuppliers.supplierCode })
          .where(
            inArray(
              gysSuppliers.id,
              invited.map((s) => s.supplierId),
            ),
            eq(gysSuppliers.isDeleted, 0),
          )
      : [];
    const supplierByCode = new Map(codes.map((c) => [c.code.toUpperCase(), c.id]));
    const itemByLine = new Map(items.map((item) => [item.lineNo, item]));
    const problems: CellProblem<Key>[] = [...sheet.problems];
    const say = (key: Parameters<typeof message>[1], ...args: (string | number)[]) =>
      message(lang, key, ...args);
    const wrong = (row: number, column: Key, value: string, text: string) =>
      problems.push({
        row,
        column,
        columnName: columnName(OFFER_COLUMNS, column, lang),
        value,
        message: text,
      });
    const bySupplier = new Map<string, OfferValues[]>();
    const firstRow = new Map<string, number>();
    for (const { row, values } of sheet.rows) {
      if (values.unitPrice === null || values.unitPrice === '') continue;
      const lineNo = values.lineNo === null ? null : Number(values.lineNo);
      const item = lineNo === null ? undefined : itemByLine.get(lineNo);
      if (lineNo !== null && !item) wrong(row, 'lineNo', String(lineNo), say('srcImportLine', lineNo));
      const code = (values.supplierCode ?? '').trim();
      const supplierId = supplierByCode.get(code.toUpperCase());
      if (code && !supplierId) wrong(row, 'supplierCode', code, say('srcImportSupplier', code));
      const rate = values.taxRate ?? '13';
      if (compareDecimal(rate, '100') > 0) wrong(row, 'taxRate', rate, say('srcImportTaxRate'));
      const days = values.deliveryDays;
      if (days !== null && compareDecimal(days, '3650') > 0)
        wrong(row, 'deliveryDays', days, say('srcImportDays'));
      if (!item || !supplierId) continue;
      const key = `${item.id}:${supplierId}`;
      if (firstRow.has(key)) {
        wrong(row, 'supplierCode', code, say('srcImportDuplicate', firstRow.get(key)!));
        continue;
      }
      firstRow.set(key, row);
      bySupplier.set(supplierId, [
        ...(bySupplier.get(supplierId) ?? []),
        {
          sourcingItemId: item.id,
          unitPrice: values.unitPrice,
          taxRate: rate,
          deliveryDays: days === null ? null : Number(days),
          brand: values.brand ?? '',
          model: values.model ?? '',
          validUntil: values.validUntil,
          paymentTerms: '',
          remark: values.remark ?? '',
        },
      ]);
    }
    const rowCount = sheet.rows.length;
    if (problems.length)
      return { valid: false, rowCount, errors: sortProblems(problems, OFFER_COLUMNS), imported: 0 };
    await db.transaction(async (tx) => {
      await lockEditable(tx, caller, sourcingId);
      for (const [supplierId, offers] of bySupplier)
        await deps.storeOffers(tx, caller, sourcingId, supplierId, offers);
    });
    const imported = [...bySupplier.values()].reduce((n, offers) => n + offers.length, 0);
    return { valid: true, rowCount, errors: [], imported };
  }

  return { template, importOffers };
}
