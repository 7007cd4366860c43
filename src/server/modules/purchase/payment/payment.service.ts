import { eq } from 'drizzle-orm';
import type { Caller } from '../../../context.ts';
import type { Database, Tx } from '../../../db/database.ts';
import { cwPayments } from '../../../db/schema/finance.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import {
  APPROVE_STATUS,
  isNodeCode,
  isPending,
  type NodeCode,
} from '../../../domain/approval/approval-codes.ts';
import { compareDecimal } from '../../../domain/decimal.ts';
import type { NextId } from '../../../domain/ids.ts';
import type { ApprovalService } from '../../../approval/approval-views.ts';
import {
  createDocumentApproval,
  type InSameTransaction,
  type Seen,
} from '../../../approval/document-approval.ts';
import { AppError, badRequest } from '../../../http/errors.ts';
import type { Lang } from '../../../http/messages.ts';
import type { PermissionSource } from '../../../http/permission.ts';
import { subtractDecimal } from '../contract/contract-money.ts';
import { createApproveFormWriter } from './payment-form-data.ts';
import { createPaymentReader } from './payment-read.service.ts';
import {
  findPayment,
  ordersOf,
  PAY_STATUS,
  PAYMENT_RESOURCE,
  type PaymentSubmit,
  type SignedLinks,
} from './payment-records.ts';
import { assertPaymentFits, invoiceBeforePayment, recomputeApplied } from './payment-rules.ts';
import { checkedOrders, createPaymentSaver, supplierAccount } from './payment-save.service.ts';

export { PAYMENT_RESOURCE } from './payment-records.ts';

/**
 * Payment requests (付款申请), composed from the document kit: reading and saving in their files, the approval
 * through createDocumentApproval('PAYMENT') with the money rules (payment-rules.ts) checked at submit and again at
 * the final approval under the contract's row lock, plus what only requests have: voiding and the approval form.
 */
export function createPaymentService(deps: {
  db: Database;
  clock: () => Date;
  nextId: NextId;
  approvals: ApprovalService;
  permissions: PermissionSource;
  links: SignedLinks;
}) {
  const { db, clock, nextId } = deps;

  /** The rules under the contract's lock, for the request as the transaction sees it now. */
  async function assertFits(tx: Tx, caller: Caller, paymentId: string) {
    const payment = await findPayment(tx, caller, paymentId, true);
    if (payment.payStatus === PAY_STATUS.VOIDED) throw new AppError(409, 'paymentVoided');
    const contract = await assertPaymentFits(tx, caller.tenantId, payment, {
      now: clock(),
      invoiceFirst: await invoiceBeforePayment(tx, caller.tenantId),
    });
    return { payment, contract };
  }

  const approval = createDocumentApproval(deps, 'PAYMENT', {
    find: (caller, id) => findPayment(db, caller, id),
    number: (payment) => payment.paymentNo,
    permissionPrefix: PAYMENT_RESOURCE,
    supports: ['edit', 'remove', 'submit', 'cancel', 'approve', 'reject'],
    // Submitted = counted: the rules hold with it, and the contract figures the approvers see are frozen.
    onSubmit: async (tx, caller, _row, _outcome, doc) => {
      const { payment, contract } = await assertFits(tx, caller, doc.id);
      if (contract.approveStatus !== APPROVE_STATUS.APPROVED || contract.contractStatus === 4)
        throw badRequest('paymentContractNotPayable', contract.contractNo);
      await supplierAccount(
        tx,
        caller.tenantId,
        { id: contract.supplierId, name: contract.supplierName },
        payment.payeeAccountId,
      );
      const lines = (await ordersOf(tx, caller.tenantId, [payment.id])).map((o) => ({
        orderId: o.orderId,
        amount: o.amount,
      }));
      await checkedOrders(tx, caller.tenantId, contract.id, lines, payment.applyAmount, payment.id);
      await tenantScope(tx, caller.tenantId).update(
        cwPayments,
        {
          snapContractAmount: contract.totalAmount,
          snapReceivedAmount: contract.receivedAmount,
          snapInvoicedAmount: contract.invoicedAmount,
          snapPaidBefore: contract.paidAmount,
          snapAppliedBefore: subtractDecimal(contract.appliedAmount, payment.applyAmount, 2),
        },
        eq(cwPayments.id, payment.id),
      );
    },
    // Time passed since submit (receipts, invoices, other requests): the final approval checks again.
    onApproved: async (tx, caller, _outcome, doc) => {
      await assertFits(tx, caller, doc.id);
    },
  });

  /** Withdrawal and rejection take the request out of the contract's applied amount, in the same transaction. */
  const releaseApplied =
    (caller: Caller): InSameTransaction =>
    async (tx, _outcome, doc) => {
      const payment = await findPayment(tx, caller, doc.id, true);
      await recomputeApplied(tx, caller.tenantId, payment.contractId);
    };

  const seenOf = (body: Seen) => ({ approveStatus: body.seenStatus, roundNo: body.seenRoundNo });

  const withdraw = (caller: Caller, body: { id: string } & Seen, lang: Lang) =>
    approval.act(caller, body.id, { action: 'cancel', seen: seenOf(body) }, lang, releaseApplied(caller));

  const reject = (
    caller: Caller,
    body: { id: string; opinion: string; nodeCode?: NodeCode } & Seen,
    lang: Lang,
  ) =>
    approval.act(
      caller,
      body.id,
      { action: 'reject', level: body.nodeCode, opinion: body.opinion, seen: seenOf(body) },
      lang,
      releaseApplied(caller),
    );

  const reader = createPaymentReader({ db, permissions: deps.permissions, links: deps.links, approval });
  const saver = createPaymentSaver({ db, clock, nextId });
  const forms = createApproveFormWriter({ db, clock, approval });

  /** `approve`: status 1 approves at the level the request waits at, status 2 rejects there (opinion required). */
  async function approveHere(
    caller: Caller,
    body: { id: string; status: number; opinion?: string | null } & Seen,
    lang: Lang,
  ) {
    const payment = await findPayment(db, caller, body.id);
    if (body.status === 2) {
      const opinion = body.opinion?.trim() ?? '';
      if (!opinion) throw badRequest('paymentApproveOpinionRequired');
      return reject(caller, { ...body, opinion }, lang);
    }
    if (!isPending(payment.approveStatus)) throw new AppError(409, 'paymentNotPending');
    // Read before the engine's lock: if the request moves on meanwhile, the engine refuses (409, not at level).
    const level =
      isNodeCode(payment.currentNode) && payment.currentNode !== 'PM' ? payment.currentNode : 'DIRECTOR';
    return approval.approve(caller, level, body, lang);
  }

  /** cancel (作废): a request not in approval with nothing paid is void for good; its amount leaves the contract. */
  async function voidPayment(caller: Caller, id: string, reason: string, lang: Lang) {
    const why = reason.trim();
    if (!why) throw badRequest('paymentReasonRequired');
    await findPayment(db, caller, id);
    await db.transaction(async (tx) => {
      const payment = await findPayment(tx, caller, id, true);
      if (payment.payStatus === PAY_STATUS.VOIDED) throw new AppError(409, 'paymentVoided');
      if (isPending(payment.approveStatus)) throw new AppError(409, 'paymentVoidInApproval');
      // Paid records change under this request's lock (paid.service takes it first), so this holds.
      if (compareDecimal(payment.paidAmount, '0') !== 0) throw new AppError(409, 'paymentVoidHasPaid');
      const now = clock();
      await tenantScope(tx, caller.tenantId).update(
        cwPayments,
        {
          payStatus: PAY_STATUS.VOIDED,
          cancelReason: why,
          cancelTime: now,
          cancelUser: caller.userId,
          updateUser: caller.userId,
          updateTime: now,
        },
        eq(cwPayments.id, id),
      );
      await recomputeApplied(tx, caller.tenantId, payment.contractId);
    });
    return reader.detail(caller, id, lang);
  }

  return {
    ...reader,
    /** The RoutableApproval's per-level queue: requests have one queue (approve/pages), so no level is mounted. */
    queue: (caller: Caller, _node: unknown, query: Parameters<typeof reader.approvePage>[1], lang: Lang) =>
      reader.approvePage(caller, query, lang),
    save: async (caller: Caller, input: PaymentSubmit, lang: Lang) =>
      reader.detail(caller, await saver.save(caller, input), lang),
    remove: saver.remove,
    submit: approval.submit,
    cancel: withdraw,
    confirm: approval.confirm,
    approve: approval.approve,
    reject,
    approveHere,
    approveInfo: approval.approveInfo,
    approveList: approval.approveList,
    voidPayment,
    approveForm: forms.write,
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
