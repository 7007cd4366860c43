import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Caller } from '../../../context.ts';
import type { Database, Tx } from '../../../db/database.ts';
import { cwInvoices } from '../../../db/schema/finance.ts';
import { depts } from '../../../db/schema/platform.ts';
import { attachments } from '../../../db/schema/resources.ts';
import { gysSuppliers } from '../../../db/schema/suppliers.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { compareDecimal, sumDecimals } from '../../../domain/decimal.ts';
import { sniffFileType } from '../../../domain/file-type.ts';
import type { NextId } from '../../../domain/ids.ts';
import { cstDay, decimalFromJson, optionalDecimalFromJson, realDay } from '../../../domain/values.ts';
import { AppError, badRequest } from '../../../http/errors.ts';
import { assertDictKey } from '../../../lib/dictionary.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import type { OssService } from '../../resource/oss.service.ts';
import {
  DIGITAL_TYPES,
  INVOICE_TYPE_DICT,
  findInvoice,
  liveInvoice,
  type InvoiceRow,
  type InvoiceSubmit,
} from './invoice-records.ts';

/** Scans are what an invoice arrives as: a PDF or image, or OFD (the 数电票 format, a zip container). */
export const SCAN_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'application/zip'];
const BUYER_DEPT_CATEGORIES = [1, 2];
/** Suppliers through admission (approveStatus 5). */
const ADMITTED = 5;

/** The number as the invoice prints it, e.g. 12345678 or 044001900111/12345678. */
export const invoiceLabel = (code: string, no: string) => (code ? `${code}/${no}` : no);

/** The body's own rules, before anything is read: a body wrong on its face costs no query. */
function checked(input: InvoiceSubmit, today: string) {
  const invoiceNo = input.invoiceNo.trim();
  const invoiceCode = (input.invoiceCode ?? '').trim();
  const digital = DIGITAL_TYPES.includes(input.invoiceType);
  const digits = digital ? 20 : 8;
  if (!new RegExp(`^\\d{${digits}}$`).test(invoiceNo)) {
    throw badRequest('invoiceNoForm', digital ? '数电票' : '纸质发票', digits);
  }
  if (digital && invoiceCode) throw badRequest('invoiceCodeDigital');
  if (!digital && !/^(\d{10}|\d{12})$/.test(invoiceCode)) throw badRequest('invoiceCodeForm');
  const invoiceDate = realDay('invoiceDate', input.invoiceDate)!;
  if (!invoiceDate) throw badRequest('fieldBadDate', 'invoiceDate', input.invoiceDate);
  if (invoiceDate > today) throw badRequest('invoiceDateFuture', invoiceDate, today);
  const amountExclTax = decimalFromJson('amountExclTax', input.amountExclTax, 2);
  const taxAmount = decimalFromJson('taxAmount', input.taxAmount, 2);
  const totalAmount = decimalFromJson('totalAmount', input.totalAmount, 2);
  const sum = sumDecimals([amountExclTax, taxAmount], 2);
  if (compareDecimal(sum, totalAmount) !== 0) {
    throw badRequest('invoiceTotalMismatch', totalAmount, amountExclTax, taxAmount, sum);
  }
  return {
    invoiceNo,
    invoiceCode,
    invoiceType: input.invoiceType,
    invoiceDate,
    amountExclTax,
    taxAmount,
    totalAmount,
    taxRate: optionalDecimalFromJson('taxRate', input.taxRate, 2),
    buyerTaxNo: (input.buyerTaxNo ?? '').trim(),
    remark: (input.remark ?? '').trim(),
  };
}

/** Edit and delete only while nothing is linked: a link is what payments and the contract's invoicedAmount rest on. */
export function assertUnlinked(invoice: InvoiceRow) {
  if (compareDecimal(invoice.linkedAmount, '0') > 0) {
    throw new AppError(
      409,
      'invoiceLinked',
      invoiceLabel(invoice.invoiceCode, invoice.invoiceNo),
      invoice.linkedAmount,
    );
  }
}

/** Register, edit and delete invoices, and store their scans. */
export function createInvoiceSaver(deps: {
  db: Database;
  clock: () => Date;
  nextId: NextId;
  oss: OssService;
}) {
  const { db, clock, nextId } = deps;

  async function references(tx: Tx, caller: Caller, input: InvoiceSubmit) {
    const scope = tenantScope(tx, caller.tenantId);
    await assertDictKey(tx, INVOICE_TYPE_DICT, input.invoiceType, 'invoiceType');
    const [supplier] = await scope.select(
      gysSuppliers,
      eq(gysSuppliers.id, input.supplierId),
      eq(gysSuppliers.isDeleted, 0),
    );
    if (!supplier) throw badRequest('invoiceSupplierMissing', input.supplierId);
    const [buyer] = await scope.select(depts, eq(depts.id, input.buyerId), eq(depts.isDeleted, 0));
    if (!buyer || !BUYER_DEPT_CATEGORIES.includes(buyer.deptCategory)) {
      throw badRequest('invoiceBuyerUnknown', input.buyerId);
    }
    let scan: { attachId: string; fileName: string; objectName: string } | undefined;
    if (input.attachId) {
      const [file] = await scope.select(
        attachments,
        eq(attachments.id, input.attachId),
        eq(attachments.isDeleted, 0),
      );
      if (!file) throw badRequest('invoiceScanMissing', input.attachId);
      if (!SCAN_TYPES.includes(file.contentType)) throw badRequest('invoiceScanType');
      scan = { attachId: file.id, fileName: file.originalName, objectName: file.name };
    }
    return { supplier, buyer, scan };
  }

  async function assertUnique(tx: Tx, caller: Caller, values: ReturnType<typeof checked>, id?: string) {
    const [clash] = await tenantScope(tx, caller.tenantId).select(
      cwInvoices,
      liveInvoice,
      eq(cwInvoices.invoiceCode, values.invoiceCode),
      eq(cwInvoices.invoiceNo, values.invoiceNo),
      id ? ne(cwInvoices.id, id) : undefined,
    );
    if (clash) throw new AppError(409, 'invoiceNoTaken', invoiceLabel(values.invoiceCode, values.invoiceNo));
  }

  /** Saves and answers the invoice's id. */
  async function save(caller: Caller, input: InvoiceSubmit): Promise<string> {
    const values = checked(input, cstDay(clock()));
    if (input.id) await findInvoice(db, caller, input.id);
    try {
      return await db.transaction(async (tx) => {
        const existing = input.id ? await findInvoice(tx, caller, input.id, true) : undefined;
        if (existing) assertUnlinked(existing);
        const { supplier, buyer, scan } = await references(tx, caller, input);
        await assertUnique(tx, caller, values, existing?.id);
        const now = clock();
        const row = {
          ...values,
          supplierId: supplier.id,
          sellerName: supplier.supplierName,
          sellerTaxNo: supplier.creditCode,
          buyerId: buyer.id,
          buyerName: buyer.fullName || buyer.deptName,
          attachId: scan?.attachId ?? null,
          fileName: scan?.fileName ?? '',
          objectName: scan?.objectName ?? '',
          updateUser: caller.userId,
          updateTime: now,
        };
        const scope = tenantScope(tx, caller.tenantId);
        if (existing) {
          await scope.update(cwInvoices, row, eq(cwInvoices.id, existing.id));
          return existing.id;
        }
        const id = nextId();
        await scope.insert(cwInvoices, [
          { id, ...row, createUser: caller.userId, createDept: caller.deptIds[0] ?? null, createTime: now },
        ]);
        return id;
      });
    } catch (error) {
      // Two registrations of one number at once: the partial unique index refuses the second.
      if (isUniqueViolation(error)) {
        throw new AppError(409, 'invoiceNoTaken', invoiceLabel(values.invoiceCode, values.invoiceNo));
      }
      throw error;
    }
  }

  async function remove(caller: Caller, id: string) {
    await db.transaction(async (tx) => {
      const invoice = await findInvoice(tx, caller, id, true);
      assertUnlinked(invoice);
      await tenantScope(tx, caller.tenantId).update(
        cwInvoices,
        { isDeleted: 1, updateUser: caller.userId, updateTime: clock() },
        and(eq(cwInvoices.id, id), liveInvoice),
      );
    });
  }

  /** The scan, checked by content before it is stored. */
  async function upload(caller: Caller, file: File) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = bytes.length ? sniffFileType(bytes) : undefined;
    if (!kind || !SCAN_TYPES.includes(kind.contentType)) throw badRequest('invoiceScanType');
    const stored = await deps.oss.putFile(
      caller,
      new File([bytes], file.name, { type: kind.contentType }),
      'file',
    );
    return { attachId: stored.attachId, fileName: stored.originalName, link: stored.link };
  }

  /** The pickers of the form: the tenant's companies and its admitted suppliers, by name. */
  async function parties(caller: Caller) {
    const scope = tenantScope(db, caller.tenantId);
    const [companies, suppliers] = await Promise.all([
      scope.select(depts, eq(depts.isDeleted, 0), inArray(depts.deptCategory, BUYER_DEPT_CATEGORIES)),
      scope
        .from(gysSuppliers)
        .where(eq(gysSuppliers.isDeleted, 0), eq(gysSuppliers.approveStatus, ADMITTED))
        .orderBy(asc(gysSuppliers.supplierName)),
    ]);
    return {
      buyers: companies.map((d) => ({ id: d.id, name: d.fullName || d.deptName, taxNo: '' })),
      sellers: suppliers.map((s) => ({ id: s.id, name: s.supplierName, taxNo: s.creditCode })),
    };
  }

  return { save, remove, upload, parties };
}
