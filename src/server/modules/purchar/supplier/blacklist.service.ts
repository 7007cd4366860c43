import { and, asc, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Caller } from '../../../context.ts';
import type { Database, Tx } from '../../../db/database.ts';
import { gysSupplierBlacklistLogs, gysSuppliers } from '../../../db/schema/suppliers.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import {
  APPROVE_STATUS,
  approveStatusName,
  isEditable,
  isNodeCode,
  isPending,
  nodeName,
  type NodeCode,
} from '../../../domain/approval/approval-codes.ts';
import type { NextId } from '../../../domain/ids.ts';
import type { ApprovalService } from '../../../approval/approval-views.ts';
import { approvalListColumns } from '../../../approval/approval-page-reads.ts';
import { createDocumentApproval } from '../../../approval/document-approval.ts';
import { nextDocumentNo } from '../../../documents/numbering.ts';
import { namesOf } from '../../../documents/enrich.ts';
import { AppError, badRequest } from '../../../http/errors.ts';
import type { Lang } from '../../../http/messages.ts';
import type { PermissionSource } from '../../../http/permission.ts';
import { codeName } from '../../../lib/code-names.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { contains, pageOf, type PageQuery } from '../../../lib/page.ts';
import { notFound } from '../../../lib/records.ts';
import {
  BLACKLIST_ACTION,
  BLACKLIST_ACTION_NAMES,
  BLACKLIST_RESOURCE,
  live as liveSupplier,
  type BlacklistRequest,
} from './supplier-records.ts';

type RequestRow = typeof gysSupplierBlacklistLogs.$inferSelect;
type SupplierRow = typeof gysSuppliers.$inferSelect;
const t = gysSupplierBlacklistLogs;
const live = eq(t.isDeleted, 0);
const NUMBER_PREFIX = 'HMD';

export interface BlacklistFilter {
  supplierId?: string;
  supplierName?: string;
  requestType?: number;
  approveStatus?: number;
}

async function findRequest(on: Database | Tx, caller: Pick<Caller, 'tenantId'>, id: string, lock = false) {
  const query = tenantScope(on, caller.tenantId).from(t).where(eq(t.id, id), live);
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound(id);
  return row;
}

/** The supplier of a request under its row lock (after the request's): the flag it changes is decided on it. */
async function lockSupplier(tx: Tx, tenantId: string, supplierId: string): Promise<SupplierRow> {
  const [row] = await tenantScope(tx, tenantId)
    .from(gysSuppliers)
    .where(eq(gysSuppliers.id, supplierId), liveSupplier)
    .for('update');
  if (!row) throw badRequest('supplierMissing', supplierId);
  return row;
}

/** Put on (the supplier must not be on the list) or take off (it must be): 409 otherwise. */
function assertActionFits(action: number, supplier: SupplierRow) {
  if (action === BLACKLIST_ACTION.PUT_ON && supplier.blacklistFlag === 1)
    throw new AppError(409, 'blacklistAlreadyOn', supplier.supplierName);
  if (action === BLACKLIST_ACTION.TAKE_OFF && supplier.blacklistFlag !== 1)
    throw new AppError(409, 'blacklistNotOn', supplier.supplierName);
}

/**
 * Blacklist requests (黑名单申请, rows of gys_supplier_blacklist_log): a reason to put a supplier on the list or
 * take it off, approved through createDocumentApproval('BLACKLIST') (tenant-wide approvers); the supplier's flag,
 * reason, time and who change only on the final approval, in its transaction. One open request per supplier.
 */
export function createBlacklistService(deps: {
  db: Database;
  clock: () => Date;
  nextId: NextId;
  approvals: ApprovalService;
  permissions: PermissionSource;
}) {
  const { db, clock, nextId } = deps;

  const approval = createDocumentApproval(deps, 'BLACKLIST', {
    find: (caller, id) => findRequest(db, caller, id),
    number: (row) => row.requestNo,
    permissionPrefix: BLACKLIST_RESOURCE,
    supports: ['remove', 'submit', 'cancel', 'approve', 'reject'],
    onSubmit: async (tx, caller, request) => {
      assertActionFits(request.action, await lockSupplier(tx, caller.tenantId, request.supplierId));
    },
    onApproved: async (tx, caller, _outcome, doc) => {
      const request = await findRequest(tx, caller, doc.id);
      const supplier = await lockSupplier(tx, caller.tenantId, request.supplierId);
      assertActionFits(request.action, supplier);
      const putOn = request.action === BLACKLIST_ACTION.PUT_ON;
      await tenantScope(tx, caller.tenantId).update(
        gysSuppliers,
        {
          blacklistFlag: putOn ? 1 : 0,
          blacklistReason: putOn ? request.reason : '',
          blacklistTime: putOn ? clock() : null,
          blacklistUserName: putOn ? request.operatorName : '',
          updateUser: caller.userId,
          updateTime: clock(),
        },
        eq(gysSuppliers.id, supplier.id),
      );
    },
  });

  async function describe(caller: Caller, rows: RequestRow[], lang: Lang): Promise<BlacklistRequest[]> {
    const supplierIds = [...new Set(rows.map((row) => row.supplierId))];
    const [suppliers, actions] = await Promise.all([
      supplierIds.length
        ? tenantScope(db, caller.tenantId)
            .from(gysSuppliers, {
              id: gysSuppliers.id,
              code: gysSuppliers.supplierCode,
              name: gysSuppliers.supplierName,
            })
            .where(inArray(gysSuppliers.id, supplierIds))
        : Promise.resolve([]),
      approval.allowedActions(
        caller,
        rows.map((row) => ({ id: row.id, row })),
      ),
    ]);
    const byId = new Map(suppliers.map((s) => [s.id, s]));
    return rows.map((row) => {
      const pending = isPending(row.approveStatus);
      return {
        id: row.id,
        requestNo: row.requestNo,
        supplierId: row.supplierId,
        supplierCode: byId.get(row.supplierId)?.code ?? '',
        supplierName: byId.get(row.supplierId)?.name ?? '',
        requestType: row.action === 2 ? 2 : 1,
        requestTypeName: codeName(BLACKLIST_ACTION_NAMES, row.action, lang),
        reason: row.reason,
        operatorName: row.operatorName,
        approveStatus: row.approveStatus as BlacklistRequest['approveStatus'],
        approveStatusName: approveStatusName(row.approveStatus, lang),
        currentNode: pending && isNodeCode(row.currentNode) ? row.currentNode : null,
        currentNodeName: pending ? nodeName(row.currentNode, lang) : '',
        roundNo: row.roundNo,
        lastRejectReason: row.lastRejectReason,
        submitTime: formatDateTime(row.submitTime),
        approveTime: formatDateTime(row.approveTime),
        createUser: row.createUser,
        createTime: formatDateTime(row.createTime),
        allowedActions: actions.get(row.id) ?? [],
      };
    });
  }

  const supplierNamed = (caller: Caller, name: string | undefined): SQL | undefined =>
    name
      ? inArray(
          t.supplierId,
          tenantScope(db, caller.tenantId)
            .from(gysSuppliers, { id: gysSuppliers.id })
            .where(contains(gysSuppliers.supplierName, name)),
        )
      : undefined;

  /** A list's columns: the request's own and its round history (approval-page-reads.ts). */
  const LIST_COLUMNS = approvalListColumns(t, 'BLACKLIST');

  /** A page of requests as the log and the queues show them: described, round history read with the rows. */
  const listPage = (caller: Caller, where: SQL | undefined, order: SQL[], query: PageQuery, lang: Lang) =>
    pageOf(db, t, where, order, query, (rows) => describe(caller, rows, lang), LIST_COLUMNS);

  async function logs(caller: Caller, query: PageQuery & BlacklistFilter, lang: Lang) {
    const where = tenantScope(db, caller.tenantId).where(
      t,
      live,
      query.supplierId ? eq(t.supplierId, query.supplierId) : undefined,
      supplierNamed(caller, query.supplierName),
      query.requestType === undefined ? undefined : eq(t.action, query.requestType),
      query.approveStatus === undefined ? undefined : eq(t.approveStatus, query.approveStatus),
    );
    return listPage(caller, where, [desc(t.createTime), desc(t.id)], query, lang);
  }

  async function queue(caller: Caller, node: NodeCode, query: PageQuery & BlacklistFilter, lang: Lang) {
    const where = and(await approval.queueCondition(caller, node), supplierNamed(caller, query.supplierName));
    return listPage(caller, where, [asc(t.submitTime), asc(t.id)], query, lang);
  }

  async function detail(caller: Caller, id: string, lang: Lang) {
    const [row] = await describe(caller, [await findRequest(db, caller, id)], lang);
    return row!;
  }

  /** A draft request; the supplier row is locked so two concurrent requests for it cannot both be written. */
  async function create(
    caller: Caller,
    input: { supplierId: string; requestType: 1 | 2; reason: string },
    lang: Lang,
  ) {
    const id = await db.transaction(async (tx) => {
      const supplier = await lockSupplier(tx, caller.tenantId, input.supplierId);
      const [open] = await tenantScope(tx, caller.tenantId)
        .from(t, { requestNo: t.requestNo })
        .where(eq(t.supplierId, supplier.id), live, ne(t.approveStatus, APPROVE_STATUS.APPROVED))
        .limit(1);
      if (open) throw new AppError(409, 'blacklistOpenRequest', supplier.supplierName, open.requestNo);
      assertActionFits(input.requestType, supplier);
      const names = await namesOf(tx, caller.tenantId, { users: [caller.userId] });
      const now = clock();
      const requestId = nextId();
      await tenantScope(tx, caller.tenantId).insert(t, [
        {
          id: requestId,
          requestNo: await nextDocumentNo(tx, caller.tenantId, NUMBER_PREFIX, clock),
          supplierId: supplier.id,
          action: input.requestType,
          reason: input.reason.trim(),
          operatorName: names.users.get(caller.userId) ?? '',
          createUser: caller.userId,
          createDept: caller.deptIds[0] ?? null,
          createTime: now,
          updateUser: caller.userId,
          updateTime: now,
        },
      ]);
      return requestId;
    });
    return detail(caller, id, lang);
  }

  async function remove(caller: Caller, id: string) {
    await db.transaction(async (tx) => {
      const request = await findRequest(tx, caller, id, true);
      if (request.createUser !== caller.userId) throw new AppError(403, 'blacklistNotCreator');
      if (!isEditable(request.approveStatus)) throw new AppError(409, 'blacklistNotEditable');
      await tenantScope(tx, caller.tenantId).update(
        t,
        { isDeleted: 1, updateUser: caller.userId, updateTime: clock() },
        eq(t.id, id),
      );
    });
  }

  return {
    logs,
    queue,
    detail,
    create,
    remove,
    submit: approval.submit,
    cancel: approval.cancel,
    confirm: approval.confirm,
    approve: approval.approve,
    reject: approval.reject,
    approveInfo: approval.approveInfo,
    approveList: approval.approveList,
  };
}

export type BlacklistService = ReturnType<typeof createBlacklistService>;
