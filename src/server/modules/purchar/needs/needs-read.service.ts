import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { cgApproveRecords, cgNeeds } from '../../../db/schema/procurement.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { APPROVE_ACTION, type NodeCode } from '../../../domain/approval/approval-codes.ts';
import type { DocumentApproval } from '../../../approval/document-approval.ts';
import { dictLabels, namesOf } from '../../../documents/enrich.ts';
import { dateRange } from '../../../documents/list-filters.ts';
import type { Lang } from '../../../http/messages.ts';
import {
  contains,
  pageOf,
  preparedPageOf,
  type Page,
  type PageQuery,
  type PageShape,
} from '../../../lib/page.ts';
import type { DeptService } from '../../system/dept.service.ts';
import type { ScopeRules } from '../../system/scope-rules.service.ts';
import { MATERIAL_UNIT_DICT } from '../material.service.ts';
import {
  BUSINESS_TYPE_DICT,
  ITEM_NORMAL,
  findBill,
  itemsOf,
  live,
  type NeedsDetail,
  type NeedsFilter,
  type NeedsHeader,
  type QueueFilter,
  toNeedsItem,
} from './needs-records.ts';
import { planLineLabels } from '../plan-needs/plan-control.ts';
import { describeHeaders, headersWith } from './needs-describe.ts';
import { NEEDS_LIST_COLUMNS, listedNames, type NeedsListRow } from './needs-list-columns.ts';
import { needsDataScope } from './needs-scope.ts';

export const LIST_ORDER = [desc(cgNeeds.createTime), desc(cgNeeds.id)];

/** No filter given (blank text filters are none, as `contains` has them): the list as it first opens. */
const unfiltered = (f: NeedsFilter) =>
  !f.needsNo?.trim() &&
  !f.title?.trim() &&
  f.approveStatus === undefined &&
  f.execStatus === undefined &&
  !f.deptId &&
  f.mine !== 1 &&
  f.done !== 1 &&
  !f.createTimeFrom &&
  !f.createTimeTo &&
  !f.needDateFrom &&
  !f.needDateTo;

/**
 * The unfiltered list as a prepared shape: the tenant and the live flag are placeholders, so one statement
 * serves every tenant (the same condition as listCondition without filters and data scope).
 */
const unfilteredShape = (tenantId: string): PageShape => ({
  key: 'needs:unfiltered',
  where: () =>
    and(eq(cgNeeds.tenantId, sql.placeholder('tenantId')), eq(cgNeeds.isDeleted, sql.placeholder('live'))),
  orderBy: () => LIST_ORDER,
  values: { tenantId, live: 0 },
});

const DECISIONS = [
  APPROVE_ACTION.CONFIRM,
  APPROVE_ACTION.APPROVE,
  APPROVE_ACTION.REJECT,
  APPROVE_ACTION.REJECT_LINES,
];

/** The lists (mine and all with the data scope, 已办), the approval queues and the detail of demand bills. */
export function createNeedsReader(deps: {
  db: Database;
  depts: DeptService;
  scopeRules: ScopeRules;
  approval: Pick<DocumentApproval, 'queueCondition' | 'allowedActions'>;
}) {
  const { db, scopeRules, approval } = deps;

  async function deptSubtree(tenantId: string, deptId: string | undefined): Promise<SQL | undefined> {
    if (!deptId) return undefined;
    const ids = await deps.depts.selfAndBelow(tenantId, deptId);
    return ids.length ? inArray(cgNeeds.deptId, ids) : sql`false`;
  }

  /**
   * 已办: the bills the caller decided on (confirmed, approved, rejected, rejected lines of), in any round, read
   * from the approval history. A creator's own submit, withdrawal and cancellation are no decisions.
   */
  function actedOn(caller: Caller): SQL {
    const decided = tenantScope(db, caller.tenantId)
      .from(cgApproveRecords, { id: cgApproveRecords.bizId })
      .where(
        eq(cgApproveRecords.bizType, 'NEEDS'),
        eq(cgApproveRecords.approverId, caller.userId),
        inArray(cgApproveRecords.action, DECISIONS),
      );
    return inArray(cgNeeds.id, decided);
  }

  /** The caller's data scope on bills; 已办 instead of it (see listCondition). Held per request (scope rules). */
  async function dataScopeOf(caller: Caller, filter: NeedsFilter): Promise<SQL | undefined> {
    if (filter.done === 1) return actedOn(caller);
    return needsDataScope(scopeRules, caller);
  }

  /**
   * The list's condition: tenant, live, the caller's data scope and every filter (export uses it too). 已办 is
   * not narrowed by the data scope: those bills were routed to the caller, who may have to look back at them.
   */
  async function listCondition(caller: Caller, filter: NeedsFilter): Promise<SQL | undefined> {
    const created = dateRange(cgNeeds.createTime, filter.createTimeFrom, filter.createTimeTo, {
      from: 'createTimeFrom',
      to: 'createTimeTo',
    });
    const needed = dateRange(
      cgNeeds.needDate,
      filter.needDateFrom,
      filter.needDateTo,
      { from: 'needDateFrom', to: 'needDateTo' },
      'date',
    );
    const dataScope = await dataScopeOf(caller, filter);
    return tenantScope(db, caller.tenantId).where(
      cgNeeds,
      live,
      dataScope,
      contains(cgNeeds.needsNo, filter.needsNo),
      contains(cgNeeds.title, filter.title),
      filter.approveStatus === undefined ? undefined : eq(cgNeeds.approveStatus, filter.approveStatus),
      filter.execStatus === undefined ? undefined : eq(cgNeeds.execStatus, filter.execStatus),
      await deptSubtree(caller.tenantId, filter.deptId),
      filter.mine === 1 ? eq(cgNeeds.createUser, caller.userId) : undefined,
      ...created,
      ...needed,
    );
  }

  /**
   * The list rows of a page of bills: names, labels and what the caller may do with each, from the page's own
   * query (NEEDS_LIST_COLUMNS); on a warm look-up cache no further statement.
   */
  async function describeRows(caller: Caller, rows: NeedsListRow[], lang: Lang): Promise<NeedsHeader[]> {
    const [actions, labels] = await Promise.all([
      // A list does not read lines: a bill with a quantity left has a line still open.
      approval.allowedActions(
        caller,
        rows.map((row) => ({ id: row.id, hasOpenLines: Number(row.totalQty) > 0, row })),
      ),
      dictLabels(db, [BUSINESS_TYPE_DICT], lang),
    ]);
    const describe = headersWith(listedNames(rows), labels, lang, actions);
    return rows.map(describe);
  }

  async function page(
    caller: Caller,
    query: PageQuery & NeedsFilter,
    lang: Lang,
  ): Promise<Page<NeedsHeader>> {
    const describe = (rows: NeedsListRow[]) => describeRows(caller, rows, lang);
    // The list as it first opens, for a caller no data scope narrows: prepared statements shared by every
    // tenant (lib/page.ts). Any filter or data scope makes a condition of its own, built for this request.
    if (unfiltered(query) && !(await dataScopeOf(caller, query))) {
      return preparedPageOf(
        db,
        cgNeeds,
        unfilteredShape(caller.tenantId),
        query,
        describe,
        NEEDS_LIST_COLUMNS,
      );
    }
    const where = await listCondition(caller, query);
    return pageOf(db, cgNeeds, where, LIST_ORDER, query, describe, NEEDS_LIST_COLUMNS);
  }

  /** A level's queue (PM: the project manager's) with the list's narrowing filters, oldest submission first. */
  async function queue(caller: Caller, node: NodeCode, query: PageQuery & QueueFilter, lang: Lang) {
    const where = and(
      await approval.queueCondition(caller, node),
      contains(cgNeeds.needsNo, query.needsNo),
      contains(cgNeeds.title, query.title),
      await deptSubtree(caller.tenantId, query.deptId),
    );
    return pageOf(
      db,
      cgNeeds,
      where,
      [asc(cgNeeds.submitTime), asc(cgNeeds.id)],
      query,
      (rows: NeedsListRow[]) => describeRows(caller, rows, lang),
      NEEDS_LIST_COLUMNS,
    );
  }

  async function detail(caller: Caller, id: string, lang: Lang): Promise<NeedsDetail> {
    const bill = await findBill(db, caller, id);
    const items = await itemsOf(db, caller.tenantId, id);
    const actions = await approval.allowedActions(caller, [
      { id, hasOpenLines: items.some((item) => item.itemStatus === ITEM_NORMAL), row: bill },
    ]);
    const [header, units, names, planLines] = await Promise.all([
      describeHeaders(db, caller.tenantId, [bill], lang, actions),
      dictLabels(db, [MATERIAL_UNIT_DICT], lang),
      namesOf(db, caller.tenantId, {
        categories: items.map((i) => i.categoryId),
        users: items.map((i) => i.rejectUser),
      }),
      planLineLabels(
        db,
        caller.tenantId,
        items.map((i) => i.planItemId),
      ),
    ]);
    const { categories: categoryName, users: rejecters } = names;
    return {
      ...header(bill),
      items: items.map((item) =>
        toNeedsItem(item, lang, {
          unitName: units(MATERIAL_UNIT_DICT, item.unit) || item.unit,
          categoryName: item.categoryId ? (categoryName.get(item.categoryId) ?? '') : '',
          rejectUserName: item.rejectUser ? (rejecters.get(item.rejectUser) ?? '') : '',
          planLine: item.planItemId ? planLines.get(item.planItemId) : undefined,
        }),
      ),
    };
  }

  return { listCondition, page, queue, detail };
}

export type NeedsReader = ReturnType<typeof createNeedsReader>;
