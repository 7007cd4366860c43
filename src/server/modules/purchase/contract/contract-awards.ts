import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/database.ts';
import { htContractItems, htContracts } from '../../../db/schema/contracts.ts';
import {
  SOURCING_STATUS,
  cgSourcing,
  cgSourcingAwards,
  cgSourcingItems,
} from '../../../db/schema/sourcing.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { APPROVE_STATUS } from '../../../domain/approval/approval-codes.ts';
import { compareDecimal } from '../../../domain/decimal.ts';
import { AppError, badRequest } from '../../../http/errors.ts';
import { notFound } from '../../../lib/records.ts';
import { CONTRACT_STATUS } from './contract-records.ts';

/**
 * Rule I11 in one place: a contract line made from an award (sourcing line × winning supplier) never takes more
 * than was awarded, and Σ over the supplier's live (not deleted, not voided) contracts for that award ≤ winQty.
 * Every write that changes such lines (create from sourcing, edit, delete, void) calls `syncAwardContracts` in its
 * transaction: it locks the sourcing bill and its award rows (FOR UPDATE), re-sums the contract lines, refuses an
 * excess and keeps the cached award.contractedQty and the bill's contractStatus (model §3.2) true.
 */

/** 合同生成: 0 未生成, 1 部分生成 (some winners have a live contract), 2 已生成 (every winner has one). */
export const SOURCING_CONTRACT_STATUS = { NONE: 0, PARTLY: 1, MADE: 2 } as const;

const liveContract = and(
  eq(htContracts.isDeleted, 0),
  ne(htContracts.contractStatus, CONTRACT_STATUS.VOIDED),
);

/** The approved, awarded sourcing bill under its row lock: 404 for another tenant's, 409 while not awarded. */
export async function lockAwardedSourcing(tx: Tx, tenantId: string, sourcingId: string) {
  const [row] = await tenantScope(tx, tenantId)
    .from(cgSourcing)
    .where(eq(cgSourcing.id, sourcingId), eq(cgSourcing.isDeleted, 0))
    .for('update');
  if (!row) throw notFound(sourcingId);
  if (row.approveStatus !== APPROVE_STATUS.APPROVED || row.sourcingStatus !== SOURCING_STATUS.AWARDED)
    throw new AppError(409, 'contractSourcingNotAwarded', row.sourcingNo);
  return row;
}

/** The live awards of a bill with their line's material snapshot, in line order (locked when asked). */
export function awardsOf(on: Database | Tx, tenantId: string, sourcingId: string, lock = false) {
  const query = tenantScope(on, tenantId)
    .from(cgSourcingAwards, {
      id: cgSourcingAwards.id,
      sourcingItemId: cgSourcingAwards.sourcingItemId,
      supplierId: cgSourcingAwards.supplierId,
      offerId: cgSourcingAwards.offerId,
      winQty: cgSourcingAwards.winQty,
      winPrice: cgSourcingAwards.winPrice,
      contractedQty: cgSourcingAwards.contractedQty,
      lineNo: cgSourcingItems.lineNo,
      materialId: cgSourcingItems.materialId,
      materialCode: cgSourcingItems.materialCode,
    })
    .innerJoin(cgSourcingItems, eq(cgSourcingItems.id, cgSourcingAwards.sourcingItemId))
    .where(eq(cgSourcingAwards.sourcingId, sourcingId), eq(cgSourcingAwards.isDeleted, 0))
    .orderBy(asc(cgSourcingItems.lineNo), asc(cgSourcingAwards.supplierId));
  return lock ? query.for('update', { of: cgSourcingAwards }) : query;
}

/** The live contracts made from a bill, per supplier (contract no), for the one-contract-per-winner rule. */
export async function liveContractsOf(on: Database | Tx, tenantId: string, sourcingId: string) {
  return tenantScope(on, tenantId)
    .from(htContracts, {
      id: htContracts.id,
      contractNo: htContracts.contractNo,
      supplierId: htContracts.supplierId,
    })
    .where(eq(htContracts.sourcingId, sourcingId), liveContract);
}

/**
 * Re-sums the live contract lines of every award of the bill under the bill's and the awards' locks; 400 naming
 * the line when a sum passes what was awarded (the caller's transaction rolls back), else stores the sums and the
 * bill's contract status.
 */
export async function syncAwardContracts(tx: Tx, tenantId: string, sourcingId: string, now: Date) {
  const scope = tenantScope(tx, tenantId);
  await scope.from(cgSourcing, { id: cgSourcing.id }).where(eq(cgSourcing.id, sourcingId)).for('update');
  const awards = await awardsOf(tx, tenantId, sourcingId, true);
  const sums = await scope
    .from(htContractItems, {
      sourcingItemId: htContractItems.sourcingItemId,
      supplierId: htContracts.supplierId,
      qty: sql<string>`sum(${htContractItems.qty})::text`,
    })
    .innerJoin(htContracts, eq(htContracts.id, htContractItems.contractId))
    .where(eq(htContractItems.sourcingId, sourcingId), eq(htContractItems.isDeleted, 0), liveContract)
    .groupBy(htContractItems.sourcingItemId, htContracts.supplierId);
  const sumOf = new Map(sums.map((s) => [`${s.sourcingItemId}:${s.supplierId}`, s.qty]));
  for (const key of sumOf.keys()) {
    if (!awards.some((a) => `${a.sourcingItemId}:${a.supplierId}` === key))
      throw badRequest('contractLineNotAwarded', key.split(':')[0]!);
  }
  for (const award of awards) {
    const contracted = sumOf.get(`${award.sourcingItemId}:${award.supplierId}`) ?? '0';
    if (compareDecimal(contracted, award.winQty) > 0)
      throw badRequest('contractOverAward', award.materialCode, Number(award.winQty), Number(contracted));
    if (compareDecimal(contracted, award.contractedQty) !== 0)
      await scope.update(
        cgSourcingAwards,
        { contractedQty: contracted, updateTime: now },
        eq(cgSourcingAwards.id, award.id),
      );
  }
  const winners = new Set(awards.map((a) => a.supplierId));
  const covered = new Set((await liveContractsOf(tx, tenantId, sourcingId)).map((c) => c.supplierId));
  const made = [...winners].filter((id) => covered.has(id)).length;
  const status =
    made === 0
      ? SOURCING_CONTRACT_STATUS.NONE
      : made === winners.size
        ? SOURCING_CONTRACT_STATUS.MADE
        : SOURCING_CONTRACT_STATUS.PARTLY;
  await scope.update(cgSourcing, { contractStatus: status }, eq(cgSourcing.id, sourcingId));
}

/** The award lines a contract keeps when edited: their material cannot change (the award is for that material). */
export function assertAwardLinesKeepMaterial(
  plan: readonly {
    line: { materialId: string };
    kept?: { sourcingItemId: string | null; materialId: string };
    lineNo: number;
  }[],
) {
  for (const { line, kept, lineNo } of plan) {
    if (kept?.sourcingItemId && kept.materialId !== line.materialId)
      throw badRequest('contractAwardMaterialFixed', lineNo - 1);
  }
}
