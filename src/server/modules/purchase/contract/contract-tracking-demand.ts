import { and, asc, count, desc, eq, inArray, ne, notExists, type SQL } from 'drizzle-orm';
import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { htContractItems, htContracts } from '../../../db/schema/contracts.ts';
import { cgNeedsAllocations } from '../../../db/schema/execution.ts';
import { cgPlanNeeds, cgPlanNeedsItems } from '../../../db/schema/plans.ts';
import { cgNeeds, cgNeedsItems } from '../../../db/schema/procurement.ts';
import {
  cgSourcing,
  cgSourcingAwards,
  cgSourcingItems,
  cgSourcingOffers,
} from '../../../db/schema/sourcing.ts';
import { gysSuppliers } from '../../../db/schema/suppliers.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { sumDecimals } from '../../../domain/decimal.ts';
import { APPROVE_STATUS, approveStatusName } from '../../../domain/approval/approval-codes.ts';
import { namesOf } from '../../../documents/enrich.ts';
import type { Lang } from '../../../http/messages.ts';
import { contains } from '../../../lib/page.ts';
import { CONTRACT_STATUS } from './contract-records.ts';
import { stepsOf, type StepEntry, type TrackingStepCode } from './contract-tracking-steps.ts';

type DemandRow = { line: typeof cgNeedsItems.$inferSelect; bill: typeof cgNeeds.$inferSelect };

/**
 * Demand lines of the bills matching `needsNo` that no approved contract line was made from yet: 采购过程跟踪
 * found by a demand bill shows them too, with demand → plan → assignment → sourcing as far as they got and the
 * later steps not reached (a line sourced into an approved contract is shown through its contract line instead).
 * Only lines of bills the caller may see in the 需求 list: its data scope (needs-scope.ts) narrows them.
 */
export function createDemandTracking(deps: {
  db: Database;
  /** The data scope granted on the 需求 menu, as the needs list applies it. */
  needsScope: (caller: Caller) => Promise<SQL | undefined>;
}) {
  const { db } = deps;

  function condition(tenantId: string, needsNo: string, visible: SQL | undefined): SQL | undefined {
    const scope = tenantScope(db, tenantId);
    const contracted = scope
      .from(cgSourcingItems, { one: cgSourcingItems.id })
      .innerJoin(htContractItems, eq(htContractItems.sourcingItemId, cgSourcingItems.id))
      .innerJoin(htContracts, eq(htContracts.id, htContractItems.contractId))
      .where(
        eq(cgSourcingItems.needsItemId, cgNeedsItems.id),
        eq(htContractItems.isDeleted, 0),
        eq(htContracts.isDeleted, 0),
        eq(htContracts.approveStatus, APPROVE_STATUS.APPROVED),
        // A voided contract gave its lines back (demand-contracted.ts counts it as 0): they are uncontracted again.
        ne(htContracts.contractStatus, CONTRACT_STATUS.VOIDED),
      );
    return and(
      eq(cgNeedsItems.isDeleted, 0),
      eq(cgNeeds.isDeleted, 0),
      visible,
      contains(cgNeeds.needsNo, needsNo),
      notExists(contracted),
    );
  }

  async function page(caller: Caller, needsNo: string, offset: number, limit: number) {
    const scope = tenantScope(db, caller.tenantId);
    const where = condition(caller.tenantId, needsNo, await deps.needsScope(caller));
    const [rows, [total]] = await Promise.all([
      limit > 0
        ? scope
            .from(cgNeedsItems, { line: cgNeedsItems, bill: cgNeeds })
            .innerJoin(cgNeeds, eq(cgNeeds.id, cgNeedsItems.needsId))
            .where(where)
            .orderBy(desc(cgNeeds.createTime), desc(cgNeeds.id), asc(cgNeedsItems.lineNo))
            .limit(limit)
            .offset(offset)
        : Promise.resolve([] as DemandRow[]),
      scope
        .from(cgNeedsItems, { n: count() })
        .innerJoin(cgNeeds, eq(cgNeeds.id, cgNeedsItems.needsId))
        .where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }

  /** The steps of each demand line: its bill, its plan line, its assignments, the sourcing lines made of it. */
  async function stepsFor(tenantId: string, rows: DemandRow[], lang: Lang) {
    if (rows.length === 0) return new Map<string, ReturnType<typeof stepsOf>>();
    const scope = tenantScope(db, tenantId);
    const lineIds = rows.map((r) => r.line.id);
    const planItemIds = rows.map((r) => r.line.planItemId).filter((v): v is string => !!v);
    const [plans, allocations, sourcing] = await Promise.all([
      planItemIds.length
        ? scope
            .from(cgPlanNeedsItems, { line: cgPlanNeedsItems, plan: cgPlanNeeds })
            .innerJoin(cgPlanNeeds, eq(cgPlanNeeds.id, cgPlanNeedsItems.planId))
            .where(inArray(cgPlanNeedsItems.id, planItemIds))
        : Promise.resolve([]),
      scope
        .from(cgNeedsAllocations)
        .where(inArray(cgNeedsAllocations.needsItemId, lineIds), eq(cgNeedsAllocations.allocStatus, 1)),
      scope
        .from(cgSourcingItems, { line: cgSourcingItems, sourcing: cgSourcing })
        .innerJoin(cgSourcing, eq(cgSourcing.id, cgSourcingItems.sourcingId))
        .where(
          inArray(cgSourcingItems.needsItemId, lineIds),
          eq(cgSourcingItems.isDeleted, 0),
          eq(cgSourcing.isDeleted, 0),
        ),
    ]);
    const sourcingItemIds = sourcing.map((s) => s.line.id);
    const [offers, awards] = sourcingItemIds.length
      ? await Promise.all([
          scope
            .from(cgSourcingOffers, { sourcingItemId: cgSourcingOffers.sourcingItemId, n: count() })
            .where(
              inArray(cgSourcingOffers.sourcingItemId, sourcingItemIds),
              eq(cgSourcingOffers.isDeleted, 0),
            )
            .groupBy(cgSourcingOffers.sourcingItemId),
          scope
            .from(cgSourcingAwards, { award: cgSourcingAwards, supplierName: gysSuppliers.supplierName })
            .innerJoin(gysSuppliers, eq(gysSuppliers.id, cgSourcingAwards.supplierId))
            .where(
              inArray(cgSourcingAwards.sourcingItemId, sourcingItemIds),
              eq(cgSourcingAwards.isDeleted, 0),
            ),
        ])
      : [[], []];
    const people = (
      await namesOf(db, tenantId, {
        users: [
          ...rows.map((r) => r.bill.createUser),
          ...plans.map((p) => p.plan.createUser),
          ...allocations.flatMap((a) => [a.assignUser, a.targetId]),
          ...sourcing.map((s) => s.sourcing.purchaserId),
        ].filter((v): v is string => !!v),
      })
    ).users;
    const offersBy = new Map(offers.map((o) => [o.sourcingItemId, Number(o.n)]));
    return new Map(
      rows.map(({ line, bill }) => {
        const entries: Partial<Record<TrackingStepCode, StepEntry[]>> = {};
        const no = `${bill.needsNo} #${line.lineNo}`;
        entries.NEEDS = [
          {
            id: line.id,
            no,
            at: bill.submitTime ?? bill.createTime,
            personId: bill.createUser,
            qty: line.qty,
            statusName: approveStatusName(bill.approveStatus, lang),
          },
        ];
        entries.PLAN = plans
          .filter((p) => p.line.id === line.planItemId)
          .map((p) => ({
            id: p.line.id,
            no: `${p.plan.planNo} #${p.line.lineNo}`,
            at: p.plan.submitTime ?? p.plan.createTime,
            personId: p.plan.createUser,
            qty: p.line.planQty,
            unitPrice: p.line.unitPrice,
            amount: p.line.amount,
            statusName: approveStatusName(p.plan.approveStatus, lang),
          }));
        entries.ASSIGN = allocations
          .filter((a) => a.needsItemId === line.id)
          .map((a) => ({
            id: a.id,
            no,
            at: a.assignTime ?? a.createTime,
            personId: a.assignUser,
            party: people.get(a.targetId) ?? '',
            qty: a.qty,
          }));
        entries.SOURCING = sourcing
          .filter((s) => s.line.needsItemId === line.id)
          .map((s) => {
            const won = awards.filter((a) => a.award.sourcingItemId === s.line.id);
            return {
              id: s.line.id,
              no: `${s.sourcing.sourcingNo} #${s.line.lineNo}`,
              at: s.sourcing.createTime,
              personId: s.sourcing.purchaserId,
              party: won.map((a) => a.supplierName).join('、'),
              qty: won.length
                ? sumDecimals(
                    won.map((a) => a.award.winQty),
                    3,
                  )
                : null,
              unitPrice: won.length === 1 ? won[0]!.award.winPrice : null,
              offerCount: offersBy.get(s.line.id) ?? 0,
              statusName: approveStatusName(s.sourcing.approveStatus, lang),
            };
          });
        return [line.id, stepsOf(entries, people, lang)];
      }),
    );
  }

  return { page, stepsFor };
}

export type DemandTracking = ReturnType<typeof createDemandTracking>;
