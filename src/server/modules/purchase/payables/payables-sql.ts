import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { htContracts } from '../../../db/schema/contracts.ts';
import { kcStockIns } from '../../../db/schema/stock.ts';
import { contains } from '../../../lib/page.ts';

/**
 * The payables' reads as single statements, so 100 000 receipts are summed and aged in the database rather than
 * shipped to the server. Every table carries the caller's tenant condition by hand (a statement with CTEs is
 * beyond tenantScope's builder), which is why these take the tenant id and nothing reads them but the service
 * and the benchmark. Money stays numeric and leaves as text: exact to the cent. `visible` is the caller's data
 * scope on the contracts (the benchmark reads as the platform administrator: none).
 */

/** Codes the payables read: approved contracts (5) not voided (4), posted (1) purchase (1) stock-ins. */
const APPROVED = 5;
const VOIDED = 4;
const PURCHASE = 1;
const POSTED = 1;

export interface PayablesFilter {
  supplierName?: string;
}

/** One contract's figures: the contract's own, plus what its posted purchase receipts add up to. */
export interface ContractFigures {
  contractId: string;
  contractNo: string;
  supplierId: string;
  supplierName: string;
  paidAmount: string;
  invoicedAmount: string;
  receivedAmount: string;
  lastReceipt: string | null;
}

/** …and, for the aging, what is owed by age of the receipt it is owed on. */
export interface AgedContract extends ContractFigures {
  payableAmount: string;
  days0to30: string;
  days31to60: string;
  days61to90: string;
  daysOver90: string;
}

/**
 * Which of the tenant's contracts the payables cover: approved, not voided, of the supplier asked for, within the
 * caller's data scope (`visible`, payables-scope.ts; undefined = all). The statements below and the service's
 * reads of terms and requests (as a subquery) share it, so every part of a report covers the same contracts.
 */
export function coveredContracts(filter: PayablesFilter, visible: SQL | undefined): SQL {
  const c = htContracts;
  return and(
    eq(c.isDeleted, 0),
    eq(c.approveStatus, APPROVED),
    ne(c.contractStatus, VOIDED),
    contains(c.supplierName, filter.supplierName),
    visible,
  )!;
}

/** The contracts the payables cover, in the report's order (supplier, then contract no.). */
function contractsCte(tenantId: string, filter: PayablesFilter, visible: SQL | undefined): SQL {
  const c = htContracts;
  return sql`contract as (
    select ${c.id} as id, ${c.contractNo} as contract_no, ${c.supplierId} as supplier_id,
           ${c.supplierName} as supplier_name, ${c.paidAmount} as paid_amount, ${c.invoicedAmount} as invoiced_amount
      from ${c}
     where ${c.tenantId} = ${tenantId} and ${coveredContracts(filter, visible)})`;
}

/** The posted purchase receipts of the tenant (the join to `contract` narrows them to the contracts covered). */
const receiptConditions = (tenantId: string) => {
  const s = kcStockIns;
  return sql`${s.tenantId} = ${tenantId} and ${s.isDeleted} = 0 and ${s.stockInType} = ${PURCHASE}
     and ${s.status} = ${POSTED}`;
};

// Ids leave as text too: a raw statement would hand bigint columns over as BigInt.
const figureColumns = sql`contract.id::text as "contractId", contract.contract_no as "contractNo",
  contract.supplier_id::text as "supplierId", contract.supplier_name as "supplierName",
  contract.paid_amount::text as "paidAmount", contract.invoiced_amount::text as "invoicedAmount",
  coalesce(received.amount, 0)::numeric(18, 2)::text as "receivedAmount",
  received.last_day::text as "lastReceipt"`;

/** Each covered contract with what was received on it and when last: one grouped read, no receipt leaves. */
export function contractFiguresStatement(tenantId: string, filter: PayablesFilter, visible?: SQL): SQL {
  const s = kcStockIns;
  return sql`with ${contractsCte(tenantId, filter, visible)},
  received as (
    select ${s.contractId} as contract_id, sum(${s.amountInclTax}) as amount, max(${s.stockInDate}) as last_day
      from ${s} join contract on contract.id = ${s.contractId}
     where ${receiptConditions(tenantId)}
     group by ${s.contractId})
  select ${figureColumns}
    from contract left join received on received.contract_id = contract.id
   order by contract.supplier_name, contract.contract_no`;
}

/**
 * The aging (procurement-model §5): payments settle the oldest receipts first (FIFO), and what is left unpaid of
 * each receipt is aged from its own day into 0–30 / 31–60 / 61–90 / over 90 days before `asOf`.
 *
 * With P the amount paid (never below 0) and M the highest running received total so far (oldest first), a
 * receipt leaves open greatest(P, M after it) − greatest(P, M before it): the part of the running total that rose
 * above what was paid on this receipt. For receipts of positive amounts M is the running total itself; the running
 * maximum keeps a negative correction from reopening what an earlier receipt had settled, as a FIFO walk does.
 * Contracts without receipts still answer when something was paid (a negative payable: an advance).
 */
export function agingStatement(tenantId: string, filter: PayablesFilter, asOf: string, visible?: SQL): SQL {
  const s = kcStockIns;
  return sql`with ${contractsCte(tenantId, filter, visible)},
  receipt as (
    select ${s.id} as id, ${s.contractId} as contract_id, ${s.stockInDate} as day, ${s.amountInclTax} as amount,
           greatest(contract.paid_amount, 0) as paid,
           sum(${s.amountInclTax}) over (partition by ${s.contractId} order by ${s.stockInDate}, ${s.id}) as upto
      from ${s} join contract on contract.id = ${s.contractId}
     where ${receiptConditions(tenantId)}),
  settled as (
    select contract_id, day, amount,
           greatest(paid, max(upto) over fifo)
             - greatest(paid, coalesce(max(upto) over (fifo rows between unbounded preceding and 1 preceding), paid))
             as open,
           ${asOf}::date - day as age
      from receipt
    window fifo as (partition by contract_id order by day, id)),
  received as (
    select contract_id, sum(amount) as amount, max(day) as last_day,
           coalesce(sum(open) filter (where age <= 30), 0) as d30,
           coalesce(sum(open) filter (where age between 31 and 60), 0) as d60,
           coalesce(sum(open) filter (where age between 61 and 90), 0) as d90,
           coalesce(sum(open) filter (where age > 90), 0) as over90
      from settled
     group by contract_id)
  select ${figureColumns},
         (coalesce(received.amount, 0) - contract.paid_amount)::numeric(18, 2)::text as "payableAmount",
         coalesce(received.d30, 0)::numeric(18, 2)::text as "days0to30",
         coalesce(received.d60, 0)::numeric(18, 2)::text as "days31to60",
         coalesce(received.d90, 0)::numeric(18, 2)::text as "days61to90",
         coalesce(received.over90, 0)::numeric(18, 2)::text as "daysOver90"
    from contract left join received on received.contract_id = contract.id
   where coalesce(received.amount, 0) > 0 or coalesce(received.amount, 0) <> contract.paid_amount
   order by contract.supplier_name, contract.contract_no`;
}
