import { and, asc, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../../db/database.ts';
import { cwInvoiceContracts, cwInvoices, cwPayments } from '../../../db/schema/finance.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { isPending } from '../../../domain/approval/approval-codes.ts';
import { PAY_STATUS } from '../payment/payment-records.ts';

/**
 * The finance rows that bind a contract (procurement-model I17), read by the caller inside its transaction after
 * taking the contract's row lock. Invoice links and payment requests are written under that same lock
 * (invoice-link.service, payment-save.service, payment-rules), so what is read here cannot change before commit.
 */
export async function financeOf(tx: Tx, tenantId: string, contractId: string) {
  const scope = tenantScope(tx, tenantId);
  const [links, payments] = await Promise.all([
    scope
      .from(cwInvoiceContracts, { invoiceNo: cwInvoices.invoiceNo })
      .innerJoin(cwInvoices, eq(cwInvoices.id, cwInvoiceContracts.invoiceId))
      .where(eq(cwInvoiceContracts.contractId, contractId), eq(cwInvoiceContracts.isDeleted, 0))
      .orderBy(asc(cwInvoiceContracts.linkTime), asc(cwInvoiceContracts.id)),
    scope
      .from(cwPayments, { paymentNo: cwPayments.paymentNo, approveStatus: cwPayments.approveStatus })
      .where(
        and(
          eq(cwPayments.contractId, contractId),
          eq(cwPayments.isDeleted, 0),
          ne(cwPayments.payStatus, PAY_STATUS.VOIDED),
        ),
      )
      .orderBy(asc(cwPayments.createTime), asc(cwPayments.id)),
  ]);
  return {
    invoiceNos: [...new Set(links.map((l) => l.invoiceNo))],
    /** Every live request not voided, drafts too: it was written against this contract. */
    paymentNos: payments.map((p) => p.paymentNo),
    paymentsInApproval: payments.filter((p) => isPending(p.approveStatus)).map((p) => p.paymentNo),
  };
}
