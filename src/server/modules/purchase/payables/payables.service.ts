import { eq, inArray, type SQL } from 'drizzle-orm';
import type { components } from '../../../../api/generated/types/purchase-invoice';
import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { htContractPayTerms, htContracts } from '../../../db/schema/contracts.ts';
import { cwPayments } from '../../../db/schema/finance.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { compareDecimal, subtractDecimal, sumDecimals } from '../../../domain/decimal.ts';
import { cstDay, decimalNumber, realDay } from '../../../domain/values.ts';
import type { Lang } from '../../../http/messages.ts';
import { codeName, type Names } from '../../../lib/code-names.ts';
import type { ScopeRules } from '../../system/scope-rules.service.ts';
import { addDays, BUCKETS, retentionHeld } from './payables-rules.ts';
import { payablesDataScope } from './payables-scope.ts';
import {
  agingStatement,
  contractFiguresStatement,
  coveredContracts,
  type AgedContract,
  type ContractFigures,
  type PayablesFilter,
} from './payables-sql.ts';

type Row = components['schemas']['PayablesRow'];
export type PayablesReport = components['schemas']['PayablesReport'];
export interface PayablesQuery extends PayablesFilter {
  asOf?: string;
}

/** Codes the payables read: approved (5) payment requests, 质保金 (5) and 预付款 (1) terms. */
const APPROVED = 5;
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

const base = (c: ContractFigures) => ({
  supplierId: c.supplierId,
  supplierName: c.supplierName,
  contractId: c.contractId,
  contractNo: c.contractNo,
});

/**
 * 应付账款: aging, retention, received-not-invoiced and the payment forecast, each contract summed in SQL, of the
 * contracts the caller's data scope on the menu covers (payables-scope.ts): rows, totals and export alike.
 */
export function createPayablesService(deps: {
  db: Database;
  clock: () => Date;
  /** The data scope rules (system module), for the rows the caller may see. */
  scopeRules: Pick<ScopeRules, 'rowFilter'>;
}) {
  const { db } = deps;

  async function rowsOf<R>(statement: SQL): Promise<R[]> {
    // eslint-disable-next-line no-restricted-syntax -- payables-sql.ts puts the caller's tenant on every table
    const answer = await db.execute(statement);
    return (answer as unknown as { rows: R[] }).rows;
  }

  /** The aging: one statement does the FIFO and the buckets (payables-sql.ts). */
  async function aging(caller: Caller, query: PayablesQuery, asOf: string, visible?: SQL): Promise<Row[]> {
    const aged = await rowsOf<AgedContract>(agingStatement(caller.tenantId, query, asOf, visible));
    return aged.map((c) => ({
      ...base(c),
      receivedAmount: money(c.receivedAmount),
      paidAmount: money(c.paidAmount),
      payableAmount: money(c.payableAmount),
      ...Object.fromEntries(BUCKETS.map((b) => [b, money(c[b])])),
    }));
  }

  /** The other reports: each contract's received total and last receipt, with its terms and open requests. */
  async function facts(caller: Caller, query: PayablesQuery, visible?: SQL) {
    const contracts = await rowsOf<ContractFigures>(
      contractFiguresStatement(caller.tenantId, query, visible),
    );
    if (!contracts.length) return [];
    const scope = tenantScope(db, caller.tenantId);
    // The same contracts as a subquery rather than their ids: a large tenant's thousands stay in the database.
    const covered = scope.from(htContracts, { id: htContracts.id }).where(coveredContracts(query, visible));
    const [terms, requests] = await Promise.all([
      scope.select(
        htContractPayTerms,
        inArray(htContractPayTerms.contractId, covered),
        eq(htContractPayTerms.isDeleted, 0),
      ),
      scope
        .from(cwPayments)
        .where(
          inArray(cwPayments.contractId, covered),
          eq(cwPayments.isDeleted, 0),
          eq(cwPayments.approveStatus, APPROVED),
          inArray(cwPayments.payStatus, UNPAID),
        ),
    ]);
    return contracts.map((contract) => ({
      contract,
      terms: terms.filter((t) => t.contractId === contract.contractId).sort((a, b) => a.lineNo - b.lineNo),
      requests: requests.filter((p) => p.contractId === contract.contractId),
    }));
  }

  async function report(caller: Caller, report: PayablesReport, query: PayablesQuery, lang: Lang) {
    const asOf = realDay('asOf', query.asOf) ?? cstDay(deps.clock());
    const visible = await payablesDataScope(deps.scopeRules, caller);
    if (report === 'aging') {
      const aged = await aging(caller, query, asOf, visible);
      return { report, asOf, rows: aged, totals: totalsOf(aged) };
    }
    const rows: Row[] = [];
    for (const { contract, terms, requests } of await facts(caller, query, visible)) {
      const { receivedAmount: received, paidAmount: paid, lastReceipt } = contract;
      const retentionTerm = terms.find((t) => t.payContent === RETENTION);
      const held = retentionTerm ? retentionHeld(received, paid, retentionTerm.ratio) : '0.00';
      const retentionDue =
        retentionTerm && lastReceipt && retentionTerm.dueDays !== null
          ? addDays(lastReceipt, retentionTerm.dueDays)
          : null;
      if (report === 'retention' && positive(held)) {
        rows.push({
          ...base(contract),
          receivedAmount: money(received),
          paidAmount: money(paid),
          retentionAmount: money(held),
          dueDate: retentionDue,
        });
      }
      if (report === 'uninvoiced') {
        const uninvoiced = subtractDecimal(received, contract.invoicedAmount, 2);
        if (positive(uninvoiced)) {
          rows.push({
            ...base(contract),
            receivedAmount: money(received),
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
        const payable = subtractDecimal(received, paid, 2);
        const due = subtractDecimal(subtractDecimal(payable, held, 2), requested, 2);
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
