import { between, eq, inArray, max } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { cgApproveRecords, cgNeeds } from '../../db/schema/procurement.ts';
import { tenantScope } from '../../db/tenant-scope.ts';
import { APPROVE_STATUS } from '../../domain/approval/approval-codes.ts';

export interface OverdueApproval {
  bizType: string;
  bizId: string;
  bizNo: string;
  title: string;
  /** The level it waits on (PM, DIRECTOR, …). */
  node: string;
  waitingSince: Date;
}

/**
 * The tenant's documents pending on one level since before `waitingSince`: the wait starts at the last action of
 * the current round (the previous level's approval) or, before any, at the submission. Demand bills today; each
 * approvable document type adds its table here as it arrives.
 */
export function createOverdueApprovals(db: Database) {
  return async function overdue(tenantId: string, waitingSince: Date): Promise<OverdueApproval[]> {
    const scope = tenantScope(db, tenantId);
    const pending = await scope
      .from(cgNeeds, {
        id: cgNeeds.id,
        no: cgNeeds.needsNo,
        title: cgNeeds.title,
        node: cgNeeds.currentNode,
        roundNo: cgNeeds.roundNo,
        submitTime: cgNeeds.submitTime,
      })
      .where(
        eq(cgNeeds.isDeleted, 0),
        between(cgNeeds.approveStatus, APPROVE_STATUS.PENDING_PM, APPROVE_STATUS.PENDING_MANAGER),
      );
    if (pending.length === 0) return [];
    const actions = await scope
      .from(cgApproveRecords, {
        bizId: cgApproveRecords.bizId,
        roundNo: cgApproveRecords.roundNo,
        last: max(cgApproveRecords.actionTime),
      })
      .where(
        eq(cgApproveRecords.bizType, 'NEEDS'),
        inArray(
          cgApproveRecords.bizId,
          pending.map((doc) => doc.id),
        ),
      )
      .groupBy(cgApproveRecords.bizId, cgApproveRecords.roundNo);
    const lastAction = new Map(actions.map((row) => [`${row.bizId}:${row.roundNo}`, row.last]));
    return pending.flatMap((doc) => {
      const since = lastAction.get(`${doc.id}:${doc.roundNo}`) ?? doc.submitTime;
      if (!since || since >= waitingSince) return [];
      return [
        {
          bizType: 'NEEDS',
          bizId: doc.id,
          bizNo: doc.no,
          title: doc.title,
          node: doc.node ?? '',
          waitingSince: since,
        },
      ];
    });
  };
}
