import { asc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { cgApproveRecords } from '../../../db/schema/procurement.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { approvableTypes } from '../../../approval/approval-store.ts';
import { BIZ_TYPE_NAMES } from '../../../approval/biz-type-names.ts';
import { isBizType, BIZ_TYPES } from '../../../domain/approval/approval-chain.ts';
import { APPROVE_ACTION, NODE_ORDER, nodeName } from '../../../domain/approval/approval-codes.ts';
import { dateRange } from '../../../documents/list-filters.ts';
import { badRequest } from '../../../http/errors.ts';
import type { Lang } from '../../../http/messages.ts';
import type { ScopeRules } from '../../system/scope-rules.service.ts';
import { REPORT_RESOURCE, type ReportColumn } from './report-scope.ts';

/** A decision that waited longer than this at its level is overdue (model §5: overdue > 48 h). */
export const OVERDUE_HOURS = 48;

export interface ApprovalTurnaroundFilter {
  bizType?: string;
  dateFrom?: string;
  dateTo?: string;
}

export interface ApprovalTurnaroundRow {
  key: string;
  bizType: string;
  bizTypeName: string;
  nodeCode: string;
  nodeName: string;
  decisionCount: number;
  rejectedCount: number;
  avgHours: number;
  medianHours: number;
  maxHours: number;
  overdueCount: number;
}

export const APPROVAL_TURNAROUND_NAME = { zh: '审批时效', en: 'Approval turnaround' };

export const APPROVAL_TURNAROUND_COLUMNS: ReportColumn[] = [
  ['bizTypeName', '单据类型', 'Document type', 16],
  ['nodeName', '审批层级', 'Level', 18],
  ['decisionCount', '审批次数', 'Decisions', 10, '0'],
  ['rejectedCount', '驳回次数', 'Rejected', 10, '0'],
  ['avgHours', '平均时长(小时)', 'Average hours', 14, '0.00'],
  ['medianHours', '中位时长(小时)', 'Median hours', 14, '0.00'],
  ['maxHours', '最长时长(小时)', 'Longest hours', 14, '0.00'],
  ['overdueCount', '超时次数(>48h)', 'Overdue (> 48 h)', 14, '0'],
];

/** The actions with which a level decides (a partial line rejection that leaves the level waiting is not one). */
const DECISIONS = [
  APPROVE_ACTION.APPROVE,
  APPROVE_ACTION.REJECT,
  APPROVE_ACTION.CONFIRM,
  APPROVE_ACTION.REJECT_LINES,
];
const REJECTIONS = [APPROVE_ACTION.REJECT, APPROVE_ACTION.REJECT_LINES];

/**
 * 审批时效 per document type and level, over the decisions taken in the period (action time, UTC+8): a decision
 * is a record at a level that moved the document on (approved, confirmed or rejected: its status changed); it
 * arrived at the level with the round's latest earlier record that brought the document into the status the
 * decision left (the submit, or the level below approving). Hours to two decimals; the median is the 50th
 * percentile (continuous). Document types in the engine's order, levels in chain order.
 */
export async function approvalTurnaroundRows(
  deps: { db: Database; scopeRules: ScopeRules },
  caller: Caller,
  filter: ApprovalTurnaroundFilter,
  lang: Lang,
): Promise<ApprovalTurnaroundRow[]> {
  if (filter.bizType !== undefined && !isBizType(filter.bizType))
    throw badRequest('reportBizType', BIZ_TYPES.join(', '));
  const r = cgApproveRecords;
  const before = alias(cgApproveRecords, 'arrival'); // named in the FROM below
  // When the document reached the status it was in when decided (index cg_approve_record_biz_idx).
  const arrivedAt = sql`(select max(${before.actionTime}) from ${r} ${sql.identifier('arrival')} where ${before.tenantId} = ${r.tenantId}
    and ${before.bizType} = ${r.bizType} and ${before.bizId} = ${r.bizId} and ${before.roundNo} = ${r.roundNo}
    and ${before.toStatus} = ${r.fromStatus} and ${before.toStatus} <> ${before.fromStatus}
    and (${before.actionTime}, ${before.id}) < (${r.actionTime}, ${r.id}))`;
  const hours = sql`(extract(epoch from (${r.actionTime} - ${arrivedAt})) / 3600)`;
  const rows = await tenantScope(deps.db, caller.tenantId)
    .from(r, {
      bizType: r.bizType,
      nodeCode: r.nodeCode,
      decisionCount: sql<number>`count(${hours})`,
      rejectedCount: sql<number>`count(${hours}) filter (where ${inArray(r.action, REJECTIONS)})`,
      avgHours: sql<string>`round(avg(${hours}), 2)`,
      medianHours: sql<string>`round(cast(percentile_cont(0.5) within group (order by ${hours}) as numeric), 2)`,
      maxHours: sql<string>`round(max(${hours}), 2)`,
      overdueCount: sql<number>`count(*) filter (where ${hours} > ${OVERDUE_HOURS})`,
    })
    .where(
      inArray(r.action, DECISIONS),
      inArray(r.nodeCode, [...NODE_ORDER]),
      ne(r.toStatus, r.fromStatus),
      filter.bizType ? eq(r.bizType, filter.bizType) : undefined,
      ...dateRange(r.actionTime, filter.dateFrom, filter.dateTo, { from: 'dateFrom', to: 'dateTo' }),
      await documentScope(deps.scopeRules, caller),
    )
    .groupBy(r.bizType, r.nodeCode)
    .having(sql`count(${hours}) > 0`)
    .orderBy(asc(r.bizType), asc(r.nodeCode));
  const typeOrder = (code: string) => BIZ_TYPES.indexOf(code as (typeof BIZ_TYPES)[number]);
  const levelOrder = (code: string) => NODE_ORDER.indexOf(code as (typeof NODE_ORDER)[number]);
  return rows
    .sort(
      (a, b) =>
        typeOrder(a.bizType) - typeOrder(b.bizType) || levelOrder(a.nodeCode) - levelOrder(b.nodeCode),
    )
    .map((row) => ({
      key: `${row.bizType}|${row.nodeCode}`,
      bizType: row.bizType,
      bizTypeName: isBizType(row.bizType) ? BIZ_TYPE_NAMES[row.bizType][lang] : row.bizType,
      nodeCode: row.nodeCode,
      nodeName: nodeName(row.nodeCode, lang),
      decisionCount: Number(row.decisionCount),
      rejectedCount: Number(row.rejectedCount),
      avgHours: Number(row.avgHours),
      medianHours: Number(row.medianHours),
      maxHours: Number(row.maxHours),
      overdueCount: Number(row.overdueCount),
    }));
}

/**
 * The report scope on approval records, by the document each one decided: the rule every report applies to a
 * departmental document (creator, creating department, owning department) applied to the document's own row, type
 * by type (the approval registry names each type's table). A document no department owns (a supplier, a
 * blacklist request) belongs to the department that raised it. Records whose document is gone match nothing.
 */
async function documentScope(scopeRules: ScopeRules, caller: Caller): Promise<SQL | undefined> {
  const r = cgApproveRecords;
  const perType: SQL[] = [];
  for (const [bizType, { table }] of approvableTypes()) {
    const document = table as typeof table & { createDept: PgColumn };
    const visible = await scopeRules.rowFilter(caller, REPORT_RESOURCE, document.createUser, {
      create_user: { column: document.createUser },
      create_dept: { column: document.createDept },
      dept_id: { column: document.deptId ?? document.createDept },
    });
    // The rules are the caller's, not the table's: unrestricted for one type is unrestricted for all.
    if (!visible) return undefined;
    perType.push(sql`(${r.bizType} = ${bizType} and exists (select 1 from ${document}
      where ${document.id} = ${r.bizId} and ${document.tenantId} = ${r.tenantId} and ${visible}))`);
  }
  return or(...perType);
}
