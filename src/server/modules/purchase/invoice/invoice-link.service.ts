import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { cgOrders, htContracts } from '../../../db/schema/contracts.ts';
import { cwInvoiceContracts } from '../../../db/schema/finance.ts';
import { kcStockIns } from '../../../db/schema/stock.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { compareDecimal, subtractDecimal } from '../../../domain/decimal.ts';
import type { NextId } from '../../../domain/ids.ts';
import { decimalFromJson, decimalNumber } from '../../../domain/values.ts';
import { AppError, badRequest } from '../../../http/errors.ts';
import { invoiceLabel } from './invoice-save.service.ts';
import {
  APPROVED,
  VOIDED,
  findContract,
  findInvoice,
  findLink,
  linkedSum,
  liveLink,
  recomputeLinked,
  type ContractRow,
  type InvoiceLinkSubmit,
  type InvoiceRow,
} from './invoice-records.ts';

/** Purchase stock-ins (type 1) that are posted (status 1): what was received against a contract. */
const PURCHASE_STOCK_IN = 1;
const POSTED = 1;

const linkable = (contract: ContractRow) =>
  contract.approveStatus === APPROVED && contract.contractStatus !== VOIDED;

/**
 * Linking part of an invoice to a contract and unlinking it. Every write locks the invoice, then the contract (the
 * one order everywhere, so two writes never wait on each other crosswise), checks Σ links against both totals
 * under those locks and recomputes the invoice's link status and the contract's invoicedAmount before commit.
 */
export function createInvoiceLinks(deps: {
  db: Database;
  clock: () => Date;
  nextId: NextId;
  /** 先票后款 (tenant parameter cw.invoiceBeforePayment), read per write. */
  invoiceBeforePayment: (tenantId: string) => Promise<boolean>;
}) {
  const { db, clock, nextId } = deps;

  async function assertPartOf(caller: Caller, contract: ContractRow, input: InvoiceLinkSubmit) {
    const scope = tenantScope(db, caller.tenantId);
    if (input.orderId) {
      const [order] = await scope.select(cgOrders, eq(cgOrders.id, input.orderId), eq(cgOrders.isDeleted, 0));
      if (order?.contractId !== contract.id)
        throw badRequest('invoiceOrderNotOfContract', contract.contractNo, input.orderId);
    }
    if (input.stockInId) {
      const [stockIn] = await scope.select(
        kcStockIns,
        eq(kcStockIns.id, input.stockInId),
        eq(kcStockIns.isDeleted, 0),
        eq(kcStockIns.stockInType, PURCHASE_STOCK_IN),
        eq(kcStockIns.status, POSTED),
      );
      if (stockIn?.contractId !== contract.id) {
        throw badRequest('invoiceStockInNotOfContract', contract.contractNo, input.stockInId);
      }
    }
  }

  function assertMayLink(invoice: InvoiceRow, contract: ContractRow) {
    if (!linkable(contract)) throw new AppError(409, 'invoiceContractNotLinkable', contract.contractNo);
    if (contract.supplierId !== invoice.supplierId) {
      throw new AppError(
        409,
        'invoiceSellerNotSupplier',
        invoice.sellerName,
        contract.contractNo,
        contract.supplierName,
      );
    }
  }

  /** Links and answers the invoice's id. */
  async function link(caller: Caller, input: InvoiceLinkSubmit): Promise<string> {
    const amount = decimalFromJson('amount', input.amount, 2);
    // 404 for another tenant's ids, and the cheap refusals, before any lock is taken.
    const contract = await findContract(db, caller, input.contractId);
    assertMayLink(await findInvoice(db, caller, input.invoiceId), contract);
    await assertPartOf(caller, contract, input);
    await db.transaction(async (tx) => {
      const invoice = await findInvoice(tx, caller, input.invoiceId, true);
      const locked = await findContract(tx, caller, input.contractId, true);
      assertMayLink(invoice, locked);
      const label = invoiceLabel(invoice.invoiceCode, invoice.invoiceNo);
      const invoiceLinked = await linkedSum(tx, caller.tenantId, 'invoice', invoice.id);
      const invoiceLeft = subtractDecimal(invoice.totalAmount, invoiceLinked, 2);
      if (compareDecimal(amount, invoiceLeft) > 0) {
        throw new AppError(
          409,
          'invoiceOverLinked',
          amount,
          label,
          invoiceLeft,
          invoice.totalAmount,
          invoiceLinked,
        );
      }
      const contractLinked = await linkedSum(tx, caller.tenantId, 'contract', locked.id);
      const contractLeft = subtractDecimal(locked.totalAmount, contractLinked, 2);
      if (compareDecimal(amount, contractLeft) > 0) {
        throw new AppError(
          409,
          'invoiceContractOverInvoiced',
          amount,
          locked.contractNo,
          contractLeft,
          locked.totalAmount,
          contractLinked,
        );
      }
      const now = clock();
      await tenantScope(tx, caller.tenantId).insert(cwInvoiceContracts, [
        {
          id: nextId(),
          invoiceId: invoice.id,
          contractId: locked.id,
          contractNo: locked.contractNo,
          orderId: input.orderId ?? null,
          stockInId: input.stockInId ?? null,
          amount,
          linkTime: now,
          createUser: caller.userId,
          createDept: caller.deptIds[0] ?? null,
          createTime: now,
          updateUser: caller.userId,
          updateTime: now,
        },
      ]);
      await recomputeLinked(tx, caller, invoice, locked.id, now);
    });
    return input.invoiceId;
  }

  /** Unlinks and answers the invoice's id. */
  async function unlink(caller: Caller, linkId: string): Promise<string> {
    const found = await findLink(db, caller, linkId);
    const strict = await deps.invoiceBeforePayment(caller.tenantId);
    await db.transaction(async (tx) => {
      const invoice = await findInvoice(tx, caller, found.invoiceId, true);
      const contract = await findContract(tx, caller, found.contractId, true);
      // Read again under the locks: a concurrent unlink of the same link has either finished or not started.
      const link = await findLink(tx, caller, linkId);
      if (strict) {
        const invoicedAfter = subtractDecimal(
          await linkedSum(tx, caller.tenantId, 'contract', contract.id),
          link.amount,
          2,
        );
        if (compareDecimal(contract.paidAmount, invoicedAfter) > 0) {
          throw new AppError(
            409,
            'invoiceUnlinkPaid',
            contract.contractNo,
            contract.paidAmount,
            invoicedAfter,
          );
        }
      }
      const now = clock();
      await tenantScope(tx, caller.tenantId).update(
        cwInvoiceContracts,
        { isDeleted: 1, updateUser: caller.userId, updateTime: now },
        and(eq(cwInvoiceContracts.id, link.id), liveLink),
      );
      await recomputeLinked(tx, caller, invoice, contract.id, now);
    });
    return found.invoiceId;
  }

  /** The contracts the invoice may link to, each with its orders and posted purchase stock-ins. */
  async function contractsFor(caller: Caller, invoiceId: string) {
    const invoice = await findInvoice(db, caller, invoiceId);
    const scope = tenantScope(db, caller.tenantId);
    const contracts = await scope
      .from(htContracts)
      .where(
        eq(htContracts.isDeleted, 0),
        eq(htContracts.supplierId, invoice.supplierId),
        eq(htContracts.approveStatus, APPROVED),
        ne(htContracts.contractStatus, VOIDED),
        gt(sql`${htContracts.totalAmount} - ${htContracts.invoicedAmount}`, 0),
      )
      .orderBy(asc(htContracts.contractNo));
    const ids = contracts.map((c) => c.id);
    const [orders, stockIns] = ids.length
      ? await Promise.all([
          scope
            .from(cgOrders, { id: cgOrders.id, orderNo: cgOrders.orderNo, contractId: cgOrders.contractId })
            .where(inArray(cgOrders.contractId, ids), eq(cgOrders.isDeleted, 0))
            .orderBy(asc(cgOrders.orderNo)),
          scope
            .from(kcStockIns)
            .where(
              inArray(kcStockIns.contractId, ids),
              eq(kcStockIns.isDeleted, 0),
              eq(kcStockIns.stockInType, PURCHASE_STOCK_IN),
              eq(kcStockIns.status, POSTED),
            )
            .orderBy(asc(kcStockIns.stockInDate), asc(kcStockIns.stockInNo)),
        ])
      : [[], []];
    return contracts.map((c) => ({
      contractId: c.id,
      contractNo: c.contractNo,
      contractName: c.contractName,
      totalAmount: decimalNumber(c.totalAmount),
      invoicedAmount: decimalNumber(c.invoicedAmount),
      invoiceableAmount: decimalNumber(subtractDecimal(c.totalAmount, c.invoicedAmount, 2)),
      orders: orders.filter((o) => o.contractId === c.id).map((o) => ({ id: o.id, orderNo: o.orderNo })),
      stockIns: stockIns
        .filter((s) => s.contractId === c.id)
        .map((s) => ({
          id: s.id,
          stockInNo: s.stockInNo,
          stockInDate: s.stockInDate,
          amountInclTax: decimalNumber(s.amountInclTax),
        })),
    }));
  }

  return { link, unlink, contractsFor };
}
