import { asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { cgOrderItems, cgOrders, htContractItems, htContracts } from '../../../db/schema/contracts.ts';
import { cgNeeds } from '../../../db/schema/procurement.ts';
import { cgSourcingItems } from '../../../db/schema/sourcing.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { APPROVE_STATUS } from '../../../domain/approval/approval-codes.ts';
import { dictLabels } from '../../../documents/enrich.ts';
import type { Lang } from '../../../http/messages.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { contains, type PageQuery } from '../../../lib/page.ts';
import { MATERIAL_UNIT_DICT, contractStatusName, remainingOf } from './contract-records.ts';
import { chainsOf } from './contract-tracking-chain.ts';
import { createDemandTracking } from './contract-tracking-demand.ts';

export interface TrackingQuery extends PageQuery {
  contractNo?: string;
  materialKeyword?: string;
  orderNo?: string;
  needsNo?: string;
}

/**
 * purchaseProcessTracking (采购过程跟踪): a page of the lines of approved contracts — found by contract, order or
 * demand bill number, or material — each with its figures (contracted, ordered, received, left), its orders, and
 * the whole chain from the demand bill line to what was paid (contract-tracking-chain.ts). Found by a demand
 * bill, the page goes on with the bill's lines no approved contract was made from yet (contract-tracking-demand.ts).
 */
export function createContractTracking(deps: {
  db: Database;
  /** The data scope granted on the 采购合同 menu: the tracking shows the lines of the contracts the list shows. */
  contractScope: (caller: Caller) => Promise<SQL | undefined>;
  /** The data scope granted on the 需求 menu: the uncontracted lines of the bills the needs list shows. */
  needsScope: (caller: Caller) => Promise<SQL | undefined>;
}) {
  const { db } = deps;
  const demandTracking = createDemandTracking({ db, needsScope: deps.needsScope });

  async function tracking(caller: Caller, query: TrackingQuery, lang: Lang) {
    const scope = tenantScope(db, caller.tenantId);
    const orderNo = query.orderNo?.trim();
    const needsNo = query.needsNo?.trim();
    const conditions = [
      await deps.contractScope(caller),
      eq(htContractItems.isDeleted, 0),
      eq(htContracts.isDeleted, 0),
      eq(htContracts.approveStatus, APPROVE_STATUS.APPROVED),
      contains(htContracts.contractNo, query.contractNo),
      query.materialKeyword
        ? or(
            contains(htContractItems.materialCode, query.materialKeyword),
            contains(htContractItems.materialName, query.materialKeyword),
          )
        : undefined,
      orderNo
        ? inArray(
            htContractItems.id,
            scope
              .from(cgOrderItems, { id: cgOrderItems.contractItemId })
              .innerJoin(cgOrders, eq(cgOrders.id, cgOrderItems.orderId))
              .where(contains(cgOrders.orderNo, orderNo)),
          )
        : undefined,
      // A demand bill's lines reach contracts through the sourcing lines made from them.
      needsNo
        ? inArray(
            htContractItems.sourcingItemId,
            scope
              .from(cgSourcingItems, { id: cgSourcingItems.id })
              .innerJoin(cgNeeds, eq(cgNeeds.id, cgSourcingItems.needsId))
              .where(contains(cgNeeds.needsNo, needsNo)),
          )
        : undefined,
    ];
    const [rows, [total], units] = await Promise.all([
      scope
        .from(htContractItems, { item: htContractItems, contract: htContracts })
        .innerJoin(htContracts, eq(htContracts.id, htContractItems.contractId))
        .where(...conditions)
        .orderBy(desc(htContracts.approveTime), desc(htContracts.id), asc(htContractItems.lineNo))
        .limit(query.size)
        .offset((query.current - 1) * query.size),
      scope
        .from(htContractItems, { n: count() })
        .innerJoin(htContracts, eq(htContracts.id, htContractItems.contractId))
        .where(...conditions),
      dictLabels(db, [MATERIAL_UNIT_DICT], lang),
    ]);
    const contractLines = Number(total?.n ?? 0);
    // Found by a demand bill: its lines no approved contract was made from follow the contract lines.
    const offset = (query.current - 1) * query.size;
    const [chains, demand] = await Promise.all([
      chainsOf(db, caller.tenantId, rows, lang),
      needsNo
        ? demandTracking.page(caller, needsNo, Math.max(0, offset - contractLines), query.size - rows.length)
        : Promise.resolve({ rows: [], total: 0 }),
    ]);
    const demandSteps = await demandTracking.stepsFor(caller.tenantId, demand.rows, lang);
    const n = contractLines + demand.total;
    const contracted = rows.map(({ item, contract }) => {
      const chain = chains.get(item.id)!;
      return {
        contractId: contract.id,
        contractNo: contract.contractNo,
        contractStatusName: contractStatusName(contract.contractStatus, lang),
        supplierName: contract.supplierName,
        contractItemId: item.id,
        needsItemId: chain.needsItemId,
        lineNo: item.lineNo,
        materialCode: item.materialCode,
        materialName: item.materialName,
        unitName: units(MATERIAL_UNIT_DICT, item.unit) || item.unit,
        contractQty: Number(item.qty),
        orderedQty: Number(item.orderedQty),
        receivedQty: Number(item.receivedQty),
        remainingQty: Number(remainingOf(item)),
        approveTime: formatDateTime(contract.approveTime),
        needsNo: chain.needsNo,
        orders: chain.orders,
        steps: chain.steps,
      };
    });
    const uncontracted = demand.rows.map(({ line, bill }) => ({
      contractId: null,
      contractNo: '',
      contractStatusName: '',
      supplierName: '',
      contractItemId: null,
      needsItemId: line.id,
      lineNo: line.lineNo,
      materialCode: line.materialCode,
      materialName: line.materialName,
      unitName: units(MATERIAL_UNIT_DICT, line.unit) || line.unit,
      contractQty: 0,
      orderedQty: 0,
      receivedQty: 0,
      remainingQty: 0,
      approveTime: '',
      needsNo: bill.needsNo,
      orders: [],
      steps: demandSteps.get(line.id)!,
    }));
    return {
      records: [...contracted, ...uncontracted],
      total: n,
      size: query.size,
      current: query.current,
      pages: Math.ceil(n / query.size),
    };
  }

  return { tracking };
}
