import { and, eq, inArray, ne, sum } from 'drizzle-orm';
import type { Caller } from '../../../context.ts';
import type { Database, Tx } from '../../../db/database.ts';
import { cgOrders, htContracts } from '../../../db/schema/contracts.ts';
import { cwPaymentFiles, cwPaymentOrders, cwPayments } from '../../../db/schema/finance.ts';
import { attachments } from '../../../db/schema/resources.ts';
import { gysSupplierBankAccounts } from '../../../db/schema/suppliers.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { APPROVE_STATUS, isEditable } from '../../../domain/approval/approval-codes.ts';
import { compareDecimal, sumDecimals } from '../../../domain/decimal.ts';
import type { NextId } from '../../../domain/ids.ts';
import { decimalFromJson, realDay } from '../../../domain/values.ts';
import { nextDocumentNo } from '../../../documents/numbering.ts';
import { AppError, badRequest } from '../../../http/errors.ts';
import { assertDictKey } from '../../../lib/dictionary.ts';
import { subtractDecimal } from '../contract/contract-money.ts';
import {
  counted,
  findPayment,
  PAY_CONTENT_DICT,
  PAY_STATUS,
  type PaymentRow,
  type PaymentSubmit,
} from './payment-records.ts';

const NUMBER_PREFIX = 'FK';
/** Contracts a payment may be asked on: approved, and in force, completed or terminated (not void, not draft). */
export const PAYABLE_CONTRACT_STATUSES = [1, 2, 3];

/** The creator, on a draft or rejected request not voided; otherwise 403 / 409. */
export function assertEditableBy(caller: Caller, payment: PaymentRow) {
  if (payment.createUser !== caller.userId) throw new AppError(403, 'paymentNotCreator');
  if (payment.payStatus === PAY_STATUS.VOIDED) throw new AppError(409, 'paymentVoided');
  if (payment.approveStatus === APPROVE_STATUS.APPROVED) throw new AppError(409, 'approvalImmutable');
  if (!isEditable(payment.approveStatus)) throw new AppError(409, 'paymentNotEditable');
}

/**
 * The contract a payment may be asked on (400 naming it otherwise), under its row lock: voiding the contract reads
 * its requests under that lock (I17), so a draft saved meanwhile waits for it and then sees the contract void.
 */
export async function payableContract(tx: Tx, tenantId: string, contractId: string) {
  const [contract] = await tenantScope(tx, tenantId)
    .from(htContracts)
    .where(eq(htContracts.id, contractId), eq(htContracts.isDeleted, 0))
    .for('update');
  if (
    !contract ||
    contract.approveStatus !== APPROVE_STATUS.APPROVED ||
    !PAYABLE_CONTRACT_STATUSES.includes(contract.contractStatus)
  )
    throw badRequest('paymentContractNotPayable', contract?.contractNo ?? contractId);
  return contract;
}

/** One of the contract supplier's live bank accounts (400 otherwise: another supplier's account is refused). */
export async function supplierAccount(
  on: Database | Tx,
  tenantId: string,
  supplier: { id: string; name: string },
  id: string,
) {
  const [account] = await tenantScope(on, tenantId).select(
    gysSupplierBankAccounts,
    eq(gysSupplierBankAccounts.id, id),
    eq(gysSupplierBankAccounts.supplierId, supplier.id),
    eq(gysSupplierBankAccounts.isDeleted, 0),
  );
  if (!account) throw badRequest('paymentAccountNotSupplier', supplier.name);
  return account;
}

/** Σ of what other submitted requests (pending or approved, not voided) already name of each order; drafts hold nothing. */
export async function coveredOfOrders(
  on: Database | Tx,
  tenantId: string,
  orderIds: string[],
  exceptPaymentId?: string,
) {
  if (orderIds.length === 0) return new Map<string, string>();
  const rows = await tenantScope(on, tenantId)
    .from(cwPaymentOrders, { orderId: cwPaymentOrders.orderId, amount: sum(cwPaymentOrders.amount) })
    .innerJoin(cwPayments, eq(cwPayments.id, cwPaymentOrders.paymentId))
    .where(
      inArray(cwPaymentOrders.orderId, orderIds),
      eq(cwPaymentOrders.isDeleted, 0),
      counted(),
      exceptPaymentId ? ne(cwPayments.id, exceptPaymentId) : undefined,
    )
    .groupBy(cwPaymentOrders.orderId);
  return new Map(rows.map((r) => [r.orderId, r.amount ?? '0']));
}

/** The named orders: of this contract, once each, each within its received and not yet requested amount. */
export async function checkedOrders(
  on: Database | Tx,
  tenantId: string,
  contractId: string,
  lines: readonly { orderId: string; amount: string }[],
  applyAmount: string,
  paymentId?: string,
) {
  const ids = lines.map((l) => l.orderId);
  const found = ids.length
    ? await tenantScope(on, tenantId)
        .from(cgOrders)
        .where(inArray(cgOrders.id, ids), eq(cgOrders.contractId, contractId), eq(cgOrders.isDeleted, 0))
    : [];
  const orderOf = new Map(found.map((o) => [o.id, o]));
  const covered = await coveredOfOrders(on, tenantId, ids, paymentId);
  const seen = new Set<string>();
  const checked = lines.map((line, i) => {
    const order = orderOf.get(line.orderId);
    if (!order) throw badRequest('paymentOrderNotOfContract', i, line.orderId);
    if (seen.has(line.orderId)) throw badRequest('paymentOrderTwice', i, order.orderNo);
    seen.add(line.orderId);
    if (compareDecimal(line.amount, '0') <= 0) throw badRequest('fieldNotPositive', `orders.${i}.amount`);
    const open = subtractDecimal(order.receivedAmount, covered.get(order.id) ?? '0', 2);
    if (compareDecimal(line.amount, open) > 0)
      throw badRequest('paymentOrderOverReceived', i, order.orderNo, open, line.amount);
    return { ...line, orderNo: order.orderNo };
  });
  const linked = sumDecimals([...checked.map((l) => l.amount), '0'], 2);
  if (compareDecimal(linked, applyAmount) > 0)
    throw badRequest('paymentOrdersOverAmount', linked, applyAmount);
  return checked;
}

/** The editor's save (add / edit) and delete: the header, its orders and files in one transaction. */
export function createPaymentSaver(deps: { db: Database; clock: () => Date; nextId: NextId }) {
  const { db, clock, nextId } = deps;

  async function save(caller: Caller, input: PaymentSubmit): Promise<string> {
    const applyAmount = decimalFromJson('applyAmount', input.applyAmount, 2);
    if (compareDecimal(applyAmount, '0') <= 0) throw badRequest('paymentAmountNotPositive');
    const expectedPayDate = realDay('expectedPayDate', input.expectedPayDate);
    const lines = (input.orders ?? []).map((o, i) => ({
      orderId: o.orderId,
      amount: decimalFromJson(`orders.${i}.amount`, o.amount, 2),
    }));
    if (input.id) await findPayment(db, caller, input.id);
    return db.transaction(async (tx) => {
      const scope = tenantScope(tx, caller.tenantId);
      const existing = input.id ? await findPayment(tx, caller, input.id, true) : undefined;
      if (existing) assertEditableBy(caller, existing);
      await assertDictKey(tx, PAY_CONTENT_DICT, input.payContent, 'payContent');
      const contract = await payableContract(tx, caller.tenantId, input.contractId);
      const supplier = { id: contract.supplierId, name: contract.supplierName };
      const account = await supplierAccount(tx, caller.tenantId, supplier, input.payeeAccountId);
      const orders = await checkedOrders(tx, caller.tenantId, contract.id, lines, applyAmount, existing?.id);
      const files = input.files ?? [];
      const attachIds = [...new Set(files.map((f) => f.attachId))];
      const stored = attachIds.length
        ? await scope.select(attachments, inArray(attachments.id, attachIds), eq(attachments.isDeleted, 0))
        : [];
      const attachOf = new Map(stored.map((a) => [a.id, a]));
      files.forEach((file, i) => {
        if (!attachOf.has(file.attachId)) throw badRequest('paymentFileUnknown', i, file.attachId);
      });
      const now = clock();
      const stamp = { updateUser: caller.userId, updateTime: now };
      const header = {
        contractId: contract.id,
        contractNo: contract.contractNo,
        contractName: contract.contractName,
        supplierId: contract.supplierId,
        supplierName: contract.supplierName,
        deptId: contract.deptId,
        payContent: input.payContent,
        applyAmount,
        currency: contract.currency,
        payeeAccountId: account.id,
        payeeAccountName: account.accountName,
        payeeBankName: account.bankName,
        payeeAccountNo: account.accountNo,
        expectedPayDate,
        applyReason: input.applyReason ?? '',
        ...stamp,
      };
      let paymentId: string;
      if (existing) {
        paymentId = existing.id;
        await scope.update(cwPayments, header, eq(cwPayments.id, paymentId));
      } else {
        paymentId = nextId();
        const paymentNo = await nextDocumentNo(tx, caller.tenantId, NUMBER_PREFIX, clock);
        await scope.insert(cwPayments, [
          {
            id: paymentId,
            paymentNo,
            ...header,
            createUser: caller.userId,
            createDept: caller.deptIds[0] ?? null,
            createTime: now,
          },
        ]);
      }
      // Orders and files have no identity worth keeping across edits: the saved set replaces the old one.
      const gone = { isDeleted: 1, ...stamp };
      await scope.update(
        cwPaymentOrders,
        gone,
        and(eq(cwPaymentOrders.paymentId, paymentId), eq(cwPaymentOrders.isDeleted, 0)),
      );
      await scope.update(
        cwPaymentFiles,
        gone,
        and(eq(cwPaymentFiles.paymentId, paymentId), eq(cwPaymentFiles.isDeleted, 0)),
      );
      const born = { createUser: caller.userId, createTime: now, ...stamp };
      if (orders.length)
        await scope.insert(
          cwPaymentOrders,
          orders.map((o) => ({
            id: nextId(),
            paymentId,
            orderId: o.orderId,
            orderNo: o.orderNo,
            amount: o.amount,
            ...born,
          })),
        );
      if (files.length)
        await scope.insert(
          cwPaymentFiles,
          files.map((file) => {
            const attach = attachOf.get(file.attachId)!;
            return {
              id: nextId(),
              paymentId,
              attachId: attach.id,
              fileType: file.fileType ?? 2,
              fileName: attach.originalName,
              objectName: attach.name,
              ...born,
            };
          }),
        );
      return paymentId;
    });
  }

  /** delete/{id}: the creator's draft or rejected request, with its orders and files. */
  async function remove(caller: Caller, id: string) {
    await db.transaction(async (tx) => {
      const scope = tenantScope(tx, caller.tenantId);
      assertEditableBy(caller, await findPayment(tx, caller, id, true));
      const stamp = { isDeleted: 1, updateUser: caller.userId, updateTime: clock() };
      await scope.update(cwPayments, stamp, eq(cwPayments.id, id));
      await scope.update(cwPaymentOrders, stamp, eq(cwPaymentOrders.paymentId, id));
      await scope.update(cwPaymentFiles, stamp, eq(cwPaymentFiles.paymentId, id));
    });
  }

  return { save, remove };
}
