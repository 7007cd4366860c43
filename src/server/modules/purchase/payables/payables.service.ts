import { asc, eq, inArray, ne } from 'drizzle-orm';
import type { components } from '../../../../api/generated/types/purchase-invoice';
import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { htContractPayTerms, htContracts } from '../../../db/schema/contracts.ts';
import { cwPayments } from '../../../db/schema/finance.ts';
import { kcStockIns } from '../../../db/schema/stock.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { compareDecimal, subtractDecimal, sumDecimals } from '../../../domain/decimal.ts';
import { cstDay, decimalNumber, realDay } from '../../../domain/values.ts';
import type { Lang } from '../../../http/messages.ts';
import { codeName, type Names } from '../../../lib/code-names.ts';
import { contains } from '../../../lib/page.ts';
import { addDays, ageReceipts, BUCKETS, retentionHeld, type Receipt } from './payables-rules.ts';

type Row = components['schemas']['PayablesRow'];
export type PayablesReport = components['schemas']['PayablesReport'];
export interface PayablesQuery {
  supplierName?: string;
  asOf?: string;
}

/** Codes the payables read: approved contracts (5) not voided (4), posted (1) purchase (1) stock-ins, 质保金 (5). */
const APPROVED = 5;
const VOIDED = 4;
const PURCHASE = 1;
const POSTED = 1;
const RETENTION = '5';
const ADVANCE = '1';
/** Payment requests approved and not fully paid or voided: 0 未支付, 1 部分支付. */
const UNPAID = [0, 1];

const KIND_NAMES: Record<string, Names> = {
  request: { zh: '已批付款申请', en: 'Approved request' },
  term: { zh: '合同应付', en: 'Contractual due' },
  retention: { zh: '质保金到期', en: 'Retention maturity' },
};

const money = (value: string) => decimalNumber(value);
const positive = (value: string) => compareDecimal(value, '0') > 0;

/** 应付账款: aging, retention, received-not-invoiced and the payment forecast, all from one read of the contracts. */
export function createPayablesService(deps: { db: Database; clock: () => Date }) {
  const { db } = deps;

  async function facts(caller: Caller, query: PayablesQuery) {
    const scope = tenantScope(db, caller.tenantId);
    const contracts = await scope
      .from(htContracts)
      .where(
        eq(htContracts.isDeleted, 0),
        eq(htContracts.approveStatus, APPROVED),
        ne(htContracts.contractStatus, VOIDED),
        contains(htContracts.supplierName, query.supplierName),
      )
      .orderBy(asc(htContracts.supplierName), asc(htContracts.contractNo));
    const ids = contracts.map((c) => c.id);
    if (!ids.length) return [];
    const [receipts, terms, requests] = await Promise.all([
      scope
        .from(kcStockIns, {
          contractId: kcStockIns.contractId,
          day: kcStockIns.stockInDate,
          amount: kcStockIns.amountInclTax,
        })
        .where(
          inArray(kcStockIns.contractId, ids),
          eq(kcStockIns.isDeleted, 0),
          eq(kcStockIns.stockInType, PURCHASE),
          eq(kcStockIns.status, POSTED),
        ),
      scope.select(
        htContractPayTerms,
        inArray(htContractPayTerms.contractId, ids),
        eq(htContractPayTerms.isDeleted, 0),
      ),
      scope
        .from(cwPayments)
        .where(
          inArray(cwPayments.contractId, ids),
          eq(cwPayments.isDeleted, 0),
          eq(cwPayments.approveStatus, APPROVED),
          inArray(cwPayments.payStatus, UNPAID),
        ),
    ]);
    return contracts.map((contract) => {
      const mine: Receipt[] = receipts.filter((r) => r.contractId === contract.id);
      const lastReceipt = mine.reduce<string | null>(
        (last, r) => (last && last > r.day ? last : r.day),
        null,
      );
      const myTerms = terms.filter((t) => t.contractId === contract.id).sort((a, b) => a.lineNo - b.lineNo);
      return {
        contract,
        receipts: mine,
        lastReceipt,
        terms: myTerms,
        requests: requests.filter((p) => p.contractId === contract.id),
      };
    });
  }

  const base = (c: { supplierId: string; supplierName: string; id: string; contractNo: string }) => ({
    supplierId: c.supplierId,
    supplierName: c.supplierName,
    contractId: c.id,
    contractNo: c.contractNo,
  });

  async function report(caller: Caller, report: PayablesReport, query: PayablesQuery, lang: Lang) {
    const asOf = realDay('asOf', query.asOf) ?? cstDay(deps.clock());
    const rows: Row[] = [];
    for (const { contract, receipts, lastReceipt, terms, requests } of await facts(caller, query)) {
      const aged = ageReceipts(receipts, contract.paidAmount, asOf);
      const retentionTerm = terms.find((t) => t.payContent === RETENTION);
      const held = retentionTerm
        ? retentionHeld(aged.received, contract.paidAmount, retentionTerm.ratio)
        : '0.00';
      const retentionDue =
        retentionTerm && lastReceipt && retentionTerm.dueDays !== null
          ? addDays(lastReceipt, retentionTerm.dueDays)
          : null;
      if (report === 'aging' && (positive(aged.received) || compareDecimal(aged.payable, '0') !== 0)) {
        rows.push({
          ...base(contract),
          receivedAmount: money(aged.received),
          paidAmount: money(contract.paidAmount),
          payableAmount: money(aged.payable),
          ...Object.fromEntries(BUCKETS.map((b) => [b, money(aged.buckets[b])])),
        });
      }
      if (report === 'retention' && positive(held)) {
        rows.push({
          ...base(contract),
          receivedAmount: money(aged.received),
          paidAmount: money(contract.paidAmount),
          retentionAmount: money(held),
          dueDate: retentionDue,
        });
      }
      if (report === 'uninvoiced') {
        const uninvoiced = subtractDecimal(aged.received, contract.invoicedAmount, 2);
        if (positive(uninvoiced)) {
          rows.push({
            ...base(contract),
            receivedAmount: money(aged.received),
            invoicedAmount: money(contract.invoicedAmount),
            uninvoicedAmount: money(uninvoiced),
          });
        }
      }
      if (report === 'forecast') {
        const kind = (k: string) => ({ kind: k, kindName: codeName(KIND_NAMES, k, lang) });
        let requested = '0.00';
        for (const request of requests) {
          const left = subtractDecimal(request.applyAmount, request.paidAmount, 2);
          if (!positive(left)) continue;
          requested = sumDecimals([requested, left], 2);
          rows.push({
            ...base(contract),
            ...kind('request'),
            reference: request.paymentNo,
            dueDate: request.expectedPayDate,
            amount: money(left),
          });
        }
        // What the terms owe beyond the requests already approved and the retention still held.
        const due = subtractDecimal(subtractDecimal(aged.payable, held, 2), requested, 2);
        if (positive(due)) {
          const term = terms.find(
            (t) => t.payContent !== RETENTION && t.payContent !== ADVANCE && t.dueDays !== null,
          );
          rows.push({
            ...base(contract),
            ...kind('term'),
            reference: term?.payCondition ?? '',
            dueDate: lastReceipt ? addDays(lastReceipt, term?.dueDays ?? 0) : null,
            amount: money(due),
          });
        }
        if (positive(held)) {
          rows.push({
            ...base(contract),
            ...kind('retention'),
            reference: retentionTerm?.payCondition ?? '',
            dueDate: retentionDue,
            amount: money(held),
          });
        }
      }
    }
    if (report === 'forecast') rows.sort((a, b) => (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999'));
    return { report, asOf, rows, totals: totalsOf(rows) };
  }

  return { report };
}

const MONEY_FIELDS = [
  'receivedAmount',
  'paidAmount',
  'invoicedAmount',
  'payableAmount',
  ...BUCKETS,
  'retentionAmount',
  'uninvoicedAmount',
  'amount',
] as const;

/** Σ of each money column present, exact (the rows carry numbers of at most 2 decimals). */
function totalsOf(rows: readonly Row[]) {
  const totals: Record<string, number> = {};
  for (const field of MONEY_FIELDS) {
    const values = rows.map((r) => r[field]).filter((v): v is number => typeof v === 'number');
    if (values.length)
      totals[field] = decimalNumber(
        sumDecimals(
          values.map((v) => v.toFixed(2)),
          2,
        ),
      );
  }
  return totals;
}

export type PayablesService = ReturnType<typeof createPayablesService>;
