import { desc, eq, inArray, ne, sum } from 'drizzle-orm';
import type { Caller } from '../../../context.ts';
import type { Database, Tx } from '../../../db/database.ts';
import { cwPaids, cwPayments } from '../../../db/schema/finance.ts';
import { attachments } from '../../../db/schema/resources.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { compareDecimal, sumDecimals } from '../../../domain/decimal.ts';
import type { NextId } from '../../../domain/ids.ts';
import { cstDay, decimalFromJson, realDay } from '../../../domain/values.ts';
import { nextDocumentNo } from '../../../documents/numbering.ts';
import { badRequest } from '../../../http/errors.ts';
import type { Lang } from '../../../http/messages.ts';
import { assertDictKey } from '../../../lib/dictionary.ts';
import { contains, pageOf, type PageQuery } from '../../../lib/page.ts';
import { notFound } from '../../../lib/records.ts';
import { subtractDecimal } from '../contract/contract-money.ts';
import { describePaids } from './paid-describe.ts';
import {
  findPayment,
  PAY_METHOD_DICT,
  PAY_STATUS,
  type PaidSubmit,
  type SignedLinks,
} from './payment-records.ts';
import { assertPayable, recomputeContractPaid } from './payment-rules.ts';

const NUMBER_PREFIX = 'ZF';

export interface PaidFilter {
  paidNo?: string;
  paymentNo?: string;
  supplierName?: string;
  paymentId?: string;
}

const livePaid = eq(cwPaids.isDeleted, 0);

/**
 * 付款信息 (CwPaid): what finance paid against an approved, not voided request. Every write locks the request
 * first (I21: Σ paid ≤ its amount), recomputes its paid amount and pay status, then its contract's paid amount —
 * one transaction, the same lock order as voiding and approval (request, then contract).
 */
export function createPaidService(deps: {
  db: Database;
  clock: () => Date;
  nextId: NextId;
  links: SignedLinks;
}) {
  const { db, clock, nextId } = deps;

  async function findPaid(on: Database | Tx, caller: Caller, id: string, lock = false) {
    const query = tenantScope(on, caller.tenantId).from(cwPaids).where(eq(cwPaids.id, id), livePaid);
    const [row] = await (lock ? query.for('update') : query);
    if (!row) throw notFound(id);
    return row;
  }

  /** The request's paid amount and status from its live records, with `extra` (this write) checked against it. */
  async function settle(tx: Tx, caller: Caller, paymentId: string, exceptPaidId?: string, extra = '0') {
    const payment = await findPayment(tx, caller, paymentId, true);
    const [row] = await tenantScope(tx, caller.tenantId)
      .from(cwPaids, { paid: sum(cwPaids.paidAmount) })
      .where(
        eq(cwPaids.paymentId, paymentId),
        livePaid,
        exceptPaidId ? ne(cwPaids.id, exceptPaidId) : undefined,
      );
    const before = sumDecimals([row?.paid ?? '0'], 2);
    const left = subtractDecimal(payment.applyAmount, before, 2);
    if (compareDecimal(extra, left) > 0)
      throw badRequest('paidOverApplied', extra, left, payment.applyAmount, before);
    return { payment, paid: sumDecimals([before, extra], 2) };
  }

  async function writeStatus(tx: Tx, caller: Caller, paymentId: string, paid: string) {
    const payment = await findPayment(tx, caller, paymentId, true);
    const payStatus =
      compareDecimal(paid, '0') === 0
        ? PAY_STATUS.UNPAID
        : compareDecimal(paid, payment.applyAmount) >= 0
          ? PAY_STATUS.PAID
          : PAY_STATUS.PARTLY;
    await tenantScope(tx, caller.tenantId).update(
      cwPayments,
      { paidAmount: paid, payStatus, updateTime: clock() },
      eq(cwPayments.id, paymentId),
    );
    await recomputeContractPaid(tx, caller.tenantId, payment.contractId);
  }

  /** Shapes and values of the body, before anything is read. */
  function checked(input: PaidSubmit) {
    const paidAmount = decimalFromJson('paidAmount', input.paidAmount, 2);
    if (compareDecimal(paidAmount, '0') <= 0) throw badRequest('paidAmountNotPositive');
    const paidDate = realDay('paidDate', input.paidDate)!;
    if (paidDate > cstDay(clock())) throw badRequest('paidDateFuture');
    return { paidAmount, paidDate };
  }

  async function save(caller: Caller, input: PaidSubmit, lang: Lang) {
    const { paidAmount, paidDate } = checked(input);
    const id = await db.transaction(async (tx) => {
      const scope = tenantScope(tx, caller.tenantId);
      const existing = input.id ? await findPaid(tx, caller, input.id) : undefined;
      if (existing && existing.paymentId !== input.paymentId) throw badRequest('paidPaymentChanged');
      // The request's row lock first: concurrent records on one request queue here (I21).
      assertPayable(await findPayment(tx, caller, input.paymentId, true));
      const { payment, paid } = await settle(tx, caller, input.paymentId, existing?.id, paidAmount);
      await assertDictKey(tx, PAY_METHOD_DICT, input.payMethod, 'payMethod');
      let receipt: typeof attachments.$inferSelect | undefined;
      if (input.attachId) {
        [receipt] = await scope.select(
          attachments,
          eq(attachments.id, input.attachId),
          eq(attachments.isDeleted, 0),
        );
        if (!receipt) throw badRequest('paidReceiptUnknown', input.attachId);
      }
      const now = clock();
      const values = {
        paidAmount,
        paidDate,
        payMethod: input.payMethod,
        payerAccount: input.payerAccount ?? '',
        bankSerialNo: input.bankSerialNo ?? '',
        attachId: receipt?.id ?? null,
        fileName: receipt?.originalName ?? '',
        objectName: receipt?.name ?? '',
        remark: input.remark ?? '',
        updateUser: caller.userId,
        updateTime: now,
      };
      let paidId: string;
      if (existing) {
        paidId = existing.id;
        await scope.update(cwPaids, values, eq(cwPaids.id, paidId));
      } else {
        paidId = nextId();
        await scope.insert(cwPaids, [
          {
            id: paidId,
            paidNo: await nextDocumentNo(tx, caller.tenantId, NUMBER_PREFIX, clock),
            paymentId: payment.id,
            paymentNo: payment.paymentNo,
            contractId: payment.contractId,
            supplierId: payment.supplierId,
            ...values,
            createUser: caller.userId,
            createDept: caller.deptIds[0] ?? null,
            createTime: now,
          },
        ]);
      }
      await writeStatus(tx, caller, payment.id, paid);
      return paidId;
    });
    return detail(caller, id, lang);
  }

  /** delete: the records go, their requests and contracts are recomputed, all or nothing. */
  async function remove(caller: Caller, ids: string[]) {
    await db.transaction(async (tx) => {
      for (const id of [...new Set(ids)]) {
        const row = await findPaid(tx, caller, id);
        await findPayment(tx, caller, row.paymentId, true);
        await tenantScope(tx, caller.tenantId).update(
          cwPaids,
          { isDeleted: 1, updateUser: caller.userId, updateTime: clock() },
          eq(cwPaids.id, id),
        );
        const { paid } = await settle(tx, caller, row.paymentId);
        await writeStatus(tx, caller, row.paymentId, paid);
      }
    });
  }

  async function detail(caller: Caller, id: string, lang: Lang) {
    const [record] = await describePaids(
      db,
      caller.tenantId,
      [await findPaid(db, caller, id)],
      lang,
      deps.links,
    );
    return record!;
  }

  const page = (caller: Caller, query: PaidFilter & PageQuery, lang: Lang) =>
    pageOf(
      db,
      cwPaids,
      tenantScope(db, caller.tenantId).where(
        cwPaids,
        livePaid,
        contains(cwPaids.paidNo, query.paidNo),
        contains(cwPaids.paymentNo, query.paymentNo),
        query.paymentId ? eq(cwPaids.paymentId, query.paymentId) : undefined,
        query.supplierName
          ? // The supplier's name lives on the request (a snapshot): narrow through it.
            inArray(
              cwPaids.paymentId,
              tenantScope(db, caller.tenantId)
                .from(cwPayments, { id: cwPayments.id })
                .where(contains(cwPayments.supplierName, query.supplierName)),
            )
          : undefined,
      ),
      [desc(cwPaids.createTime), desc(cwPaids.id)],
      query,
      (rows) => describePaids(db, caller.tenantId, rows, lang, deps.links),
    );

  return { page, detail, save, remove };
}

export type PaidService = ReturnType<typeof createPaidService>;
