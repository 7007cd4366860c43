import { eq, sum } from 'drizzle-orm';
import type { Tx } from '../../../db/database.ts';
import { htContractPayTerms, htContracts } from '../../../db/schema/contracts.ts';
import { cwPaids, cwPayments } from '../../../db/schema/finance.ts';
import { params } from '../../../db/schema/platform.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { compareDecimal, sumDecimals } from '../../../domain/decimal.ts';
import { cstDay, DAY_MS } from '../../../domain/values.ts';
import { AppError, badRequest } from '../../../http/errors.ts';
import { INVOICE_BEFORE_PAYMENT_KEY } from '../../../lib/param-keys.ts';
import { notFound } from '../../../lib/records.ts';
import { subtractDecimal } from '../contract/contract-money.ts';
import { counted, PAY_CONTENT, type PaymentRow } from './payment-records.ts';

/**
 * The money rules of a payment request (procurement-model I19/I20), checked under the contract's row lock in the
 * transaction that submits or finally approves the request, and the contract's applied and paid amounts
 * recomputed from their source rows there. Lock order everywhere: the request first, then its contract.
 */

/** Retention (质保金) falls due this many days after the last receipt when its term names no due days. */
export const DEFAULT_RETENTION_DAYS = 365;

export type ContractMoney = typeof htContracts.$inferSelect;

export async function lockContract(tx: Tx, tenantId: string, contractId: string): Promise<ContractMoney> {
  const [row] = await tenantScope(tx, tenantId)
    .from(htContracts)
    .where(eq(htContracts.id, contractId), eq(htContracts.isDeleted, 0))
    .for('update');
  if (!row) throw notFound(contractId);
  return row;
}

/** Σ applyAmount of the contract's counted requests, per pay content. */
async function appliedByContent(tx: Tx, tenantId: string, contractId: string) {
  const rows = await tenantScope(tx, tenantId)
    .from(cwPayments, { payContent: cwPayments.payContent, amount: sum(cwPayments.applyAmount) })
    .where(eq(cwPayments.contractId, contractId), counted())
    .groupBy(cwPayments.payContent);
  return new Map(rows.map((r) => [r.payContent, r.amount ?? '0']));
}

const total = (values: Iterable<string>) => sumDecimals([...values, '0'], 2);

/** Σ of the contract's payment-term amounts with this pay content (null: the contract has no such term). */
async function termAmount(tx: Tx, tenantId: string, contractId: string, payContent: string) {
  const terms = await tenantScope(tx, tenantId)
    .from(htContractPayTerms)
    .where(eq(htContractPayTerms.contractId, contractId), eq(htContractPayTerms.isDeleted, 0));
  const mine = terms.filter((t) => t.payContent === payContent);
  if (mine.length === 0) return null;
  const dueDays = Math.max(0, ...mine.map((t) => t.dueDays ?? DEFAULT_RETENTION_DAYS));
  return { amount: total(mine.map((t) => t.amount)), dueDays };
}

const addDays = (day: string, days: number) =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Checks that the contract holds `payment` (already counted: its state is written before this runs) and writes
 * the contract's applied amount. Refusals name the figures; throwing rolls the whole transition back.
 */
export async function assertPaymentFits(
  tx: Tx,
  tenantId: string,
  payment: PaymentRow,
  options: { now: Date; invoiceFirst: boolean },
): Promise<ContractMoney> {
  const contract = await lockContract(tx, tenantId, payment.contractId);
  if (compareDecimal(payment.applyAmount, '0') <= 0) throw badRequest('paymentAmountNotPositive');
  const byContent = await appliedByContent(tx, tenantId, contract.id);
  const applied = total(byContent.values());
  if (compareDecimal(applied, contract.totalAmount) > 0)
    throw badRequest(
      'paymentOverContract',
      subtractDecimal(applied, payment.applyAmount, 2),
      payment.applyAmount,
      contract.totalAmount,
    );
  const content = payment.payContent;
  if (content === PAY_CONTENT.ADVANCE) {
    const advance = byContent.get(PAY_CONTENT.ADVANCE) ?? '0';
    const term = await termAmount(tx, tenantId, contract.id, PAY_CONTENT.ADVANCE);
    const allowed = term?.amount ?? '0';
    if (compareDecimal(advance, allowed) > 0) throw badRequest('paymentAdvanceOverTerms', advance, allowed);
  } else {
    const forGoods = total([...byContent].filter(([key]) => key !== PAY_CONTENT.ADVANCE).map(([, v]) => v));
    if (compareDecimal(forGoods, contract.receivedAmount) > 0)
      throw badRequest('paymentOverReceived', forGoods, contract.receivedAmount);
    if (options.invoiceFirst && compareDecimal(forGoods, contract.invoicedAmount) > 0)
      throw badRequest('paymentOverInvoiced', forGoods, contract.invoicedAmount);
  }
  if (content === PAY_CONTENT.RETENTION) {
    const term = await termAmount(tx, tenantId, contract.id, PAY_CONTENT.RETENTION);
    if (!term) throw badRequest('paymentRetentionNoTerm');
    const lastReceipt = contract.lastReceiptDate;
    const due = lastReceipt ? addDays(lastReceipt, term.dueDays) : null;
    if (!due || cstDay(options.now) < due)
      throw badRequest('paymentRetentionNotDue', due ?? '—', lastReceipt ?? '—', term.dueDays);
    const retention = byContent.get(PAY_CONTENT.RETENTION) ?? '0';
    if (compareDecimal(retention, term.amount) > 0)
      throw badRequest('paymentRetentionOverTerm', retention, term.amount);
  }
  await tenantScope(tx, tenantId).update(
    htContracts,
    { appliedAmount: applied },
    eq(htContracts.id, contract.id),
  );
  return { ...contract, appliedAmount: applied };
}

/** The contract's applied amount from its counted requests (after a withdrawal, rejection or void). */
export async function recomputeApplied(tx: Tx, tenantId: string, contractId: string) {
  await lockContract(tx, tenantId, contractId);
  const applied = total((await appliedByContent(tx, tenantId, contractId)).values());
  await tenantScope(tx, tenantId).update(
    htContracts,
    { appliedAmount: applied },
    eq(htContracts.id, contractId),
  );
}

/** The contract's paid amount = Σ live paid records of its requests. */
export async function recomputeContractPaid(tx: Tx, tenantId: string, contractId: string) {
  await lockContract(tx, tenantId, contractId);
  const [row] = await tenantScope(tx, tenantId)
    .from(cwPaids, { paid: sum(cwPaids.paidAmount) })
    .where(eq(cwPaids.contractId, contractId), eq(cwPaids.isDeleted, 0));
  await tenantScope(tx, tenantId).update(
    htContracts,
    { paidAmount: sumDecimals([row?.paid ?? '0'], 2) },
    eq(htContracts.id, contractId),
  );
}

/** A request that may be paid on: approved and not voided (409 otherwise, naming it). */
export function assertPayable(payment: PaymentRow) {
  if (payment.payStatus === 3) throw new AppError(409, 'paidPaymentVoided', payment.paymentNo);
  if (payment.approveStatus !== 5) throw new AppError(409, 'paidPaymentNotApproved', payment.paymentNo);
}

/** 先票后款 (参数管理 cw.invoiceBeforePayment = 'true'), read in the transaction that applies it. */
export async function invoiceBeforePayment(tx: Tx, tenantId: string): Promise<boolean> {
  const [row] = await tenantScope(tx, tenantId).select(
    params,
    eq(params.isDeleted, 0),
    eq(params.paramKey, INVOICE_BEFORE_PAYMENT_KEY),
  );
  return row?.paramValue.trim() === 'true';
}
