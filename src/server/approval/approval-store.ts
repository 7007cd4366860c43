import {
  and,
  asc,
  between,
  count,
  eq,
  inArray,
  isNull,
  max,
  ne,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Caller } from '../context.ts';
import type { Database, Tx } from '../db/database.ts';
import { depts, roles, users } from '../db/schema/platform.ts';
import { cgPlanNeeds, cgPlanNeedsChanges } from '../db/schema/plans.ts';
import { htContracts } from '../db/schema/contracts.ts';
import { htContractSupplements } from '../db/schema/supplements.ts';
import { cwPayments } from '../db/schema/finance.ts';
import { cgApproveRecords, cgNeeds, cgReportConfigs } from '../db/schema/procurement.ts';
import { gysSupplierBlacklistLogs, gysSuppliers } from '../db/schema/suppliers.ts';
import { cgSourcing } from '../db/schema/sourcing.ts';
import { wfLeaves, wfTaskClaims } from '../db/schema/workflow.ts';
import { tenantScope } from '../db/tenant-scope.ts';
import {
  chainForAmount,
  formatChainNodes,
  parseChainNodes,
  type ApprovalChain,
  type BizType,
} from '../domain/approval/approval-chain.ts';
import {
  APPROVE_ACTION,
  APPROVE_STATUS,
  NODES,
  NODE_ORDER,
  PURCHASE_ADMIN_ROLE,
  isNodeCode,
  type ApproveStatus,
  type NodeCode,
} from '../domain/approval/approval-codes.ts';
import {
  decideApproval,
  type ApprovalCommand,
  type ApprovalOutcome,
  type ApprovalState,
  type Refusal,
} from '../domain/approval/approval-transition.ts';
import type { NextId } from '../domain/ids.ts';
import { approversAt, writeApprovalNotices, writeOverdueReminders } from './approval-notices.ts';
import { AppError, badRequest } from '../http/errors.ts';
import type { MessageKey } from '../http/messages.ts';
import { csvHasAny } from '../lib/csv.ts';
import type { LookupCache } from '../http/lookup-cache.ts';
import { chainFor, createApprovalLookups, pathOf, personOf, type Person } from './approval-lookups.ts';
import { docRowsOf, NODE_ACTIONS, roundHistoryOf, type ListedRow } from './approval-page-reads.ts';
import { pageOf, type Page, type PageQuery } from '../lib/page.ts';
import { notFound } from '../lib/records.ts';

type Who = Pick<Caller, 'tenantId' | 'userId'>;

/** An approvable header table: the shared approval columns (schema `approvalColumns`) plus what routes it. */
type ApprovableTable = PgTable &
  Record<
    | 'id'
    | 'tenantId'
    | 'isDeleted'
    | 'createUser'
    | 'approveStatus'
    | 'currentNode'
    | 'roundNo'
    | 'approveChain'
    | 'submitTime',
    PgColumn
  > &
  Partial<Record<'deptId', PgColumn>>;

interface Approvable<T extends ApprovableTable = ApprovableTable> {
  table: T;
  /** The document number shown in the history (needsNo, contractNo…). */
  no: PgColumn;
  /** Who confirms at the PM node; null for documents without one (their chains cannot contain PM). */
  projectManager: PgColumn | null;
  /**
   * Documents no department raises (suppliers, blacklist requests): their approvers are the holders of the node's
   * role anywhere in the tenant instead of in the document's department path; the table needs no deptId.
   */
  tenantWide?: boolean;
  /**
   * The document's amount (exact decimal): the approvals inbox shows it, and at submit a level whose minimum
   * (报表/审批配置) it does not reach is skipped. Absent for documents without one (leave): levels never skip.
   */
  amount?: PgColumn;
  /**
   * At submit, leave out the chain's nodes where nobody but the submitter could act (no holder of the role in
   * the document's department or above): a leave request goes to the leaders its applicant actually has.
   */
  skipVacantNodes?: boolean;
}

/**
 * The document types the engine serves so far; each later one (plans, sourcing, contracts…) adds a line here
 * and spreads `approvalColumns` into its header table.
 */
const APPROVABLES = {
  NEEDS: {
    table: cgNeeds,
    no: cgNeeds.needsNo,
    projectManager: cgNeeds.projectManagerId,
    amount: cgNeeds.estimatedAmount,
  },
  PLAN: {
    table: cgPlanNeeds,
    no: cgPlanNeeds.planNo,
    projectManager: cgPlanNeeds.projectManagerId,
    amount: cgPlanNeeds.totalAmount,
  },
  PLAN_CHANGE: {
    table: cgPlanNeedsChanges,
    no: cgPlanNeedsChanges.changeNo,
    projectManager: cgPlanNeedsChanges.projectManagerId,
  },
  SUPPLIER: { table: gysSuppliers, no: gysSuppliers.supplierCode, projectManager: null, tenantWide: true },
  BLACKLIST: {
    table: gysSupplierBlacklistLogs,
    no: gysSupplierBlacklistLogs.requestNo,
    projectManager: null,
    tenantWide: true,
  },
  SOURCING: { table: cgSourcing, no: cgSourcing.sourcingNo, projectManager: null },
  LEAVE: { table: wfLeaves, no: wfLeaves.leaveNo, projectManager: null, skipVacantNodes: true },
  CONTRACT: {
    table: htContracts,
    no: htContracts.contractNo,
    projectManager: null,
    amount: htContracts.totalAmount,
  },
  // The amount its levels' minimums compare against: Σ |line delta| (approval_amount), not the signed delta.
  SUPPLEMENT: {
    table: htContractSupplements,
    no: htContractSupplements.supplementNo,
    projectManager: null,
    amount: htContractSupplements.approvalAmount,
  },
  PAYMENT: {
    table: cwPayments,
    no: cwPayments.paymentNo,
    projectManager: null,
    amount: cwPayments.applyAmount,
  },
} satisfies Partial<Record<BizType, Approvable>>;

export type ApprovableBizType = keyof typeof APPROVABLES;

/** Every registered document type with its table, in registration order (what the approvals inbox reads). */
export const approvableTypes = () => Object.entries(APPROVABLES) as [ApprovableBizType, Approvable][];

export const isApprovableBizType = (value: unknown): value is ApprovableBizType =>
  typeof value === 'string' && value in APPROVABLES;
type RowOf<B extends ApprovableBizType> = (typeof APPROVABLES)[B]['table']['$inferSelect'];

/** A document waiting on one level longer than the overdue-approval job allows. */
export interface OverdueDocument {
  bizType: ApprovableBizType;
  doc: DocRow;
  waitingSince: Date;
}

/** What the engine reads of a document (under its row lock when acting). */
export interface DocRow {
  id: string;
  no: string;
  deptId: string | null;
  projectManagerId: string | null;
  createUser: string | null;
  approveStatus: number;
  currentNode: string | null;
  roundNo: number;
  approveChain: string;
  lastRejectReason: string;
  submitTime: Date | null;
  approveTime: Date | null;
  /** The document's amount (decimal text) when its type has one. */
  amount: string | null;
}

const NOT_AT: Record<NodeCode, MessageKey> = {
  PM: 'approvalNotAtPm',
  DIRECTOR: 'approvalNotAtDirector',
  AREA_MANAGER: 'approvalNotAtAreaManager',
  MANAGER: 'approvalNotAtManager',
};
const NOT_APPROVER: Record<NodeCode, MessageKey> = {
  PM: 'approvalNotPm',
  DIRECTOR: 'approvalNotDirector',
  AREA_MANAGER: 'approvalNotAreaManager',
  MANAGER: 'approvalNotManager',
};
const REFUSAL_KEYS: Record<Exclude<Refusal['code'], 'notAtNode' | 'notApprover'>, MessageKey> = {
  movedOn: 'approvalMovedOn',
  immutable: 'approvalImmutable',
  notPending: 'approvalNotPending',
  alreadySubmitted: 'approvalAlreadySubmitted',
  notSubmitter: 'approvalNotSubmitter',
  selfApproval: 'approvalSelf',
  reasonRequired: 'approvalReasonRequired',
  projectManagerRequired: 'approvalPmRequired',
  projectManagerIsSubmitter: 'approvalPmIsSubmitter',
  alreadyActed: 'approvalAlreadyActed',
};

function refusalError(refusal: Refusal): AppError {
  const status = refusal.kind === 'invalid' ? 400 : refusal.kind === 'forbidden' ? 403 : 409;
  const node = refusal.node ?? 'PM';
  if (refusal.code === 'notAtNode') return new AppError(status, NOT_AT[node]);
  if (refusal.code === 'notApprover') return new AppError(status, NOT_APPROVER[node]);
  return new AppError(status, REFUSAL_KEYS[refusal.code]);
}

export const chainNodesOf = (text: string): NodeCode[] => text.split(',').filter(isNodeCode);

/** The engine's view of a document's approval state. */
const stateOf = (doc: DocRow, actedThisRound: boolean): ApprovalState => ({
  approveStatus: doc.approveStatus as ApproveStatus,
  currentNode: isNodeCode(doc.currentNode) ? doc.currentNode : null,
  roundNo: doc.roundNo,
  roundNodes: chainNodesOf(doc.approveChain),
  submitterId: doc.createUser,
  projectManagerId: doc.projectManagerId,
  actedThisRound,
});

/** The chain less the nodes where nobody other than the submitter (unless self-approval is on) could act. */
async function withoutVacantNodes(
  tx: Tx,
  tenantId: string,
  doc: DocRow,
  chain: ApprovalChain,
): Promise<ApprovalChain> {
  const nodes: NodeCode[] = [];
  for (const node of chain.nodes) {
    const people = await approversAt(tx, tenantId, doc, node);
    if (people.some((id) => chain.allowSelfApproval || id !== doc.createUser)) nodes.push(node);
  }
  return { ...chain, nodes };
}

/**
 * The one claim rule (签收, blade-flow claim-task): a task — the node a document waits at, in its round — that a
 * holder claimed is theirs alone, so that node leaves everybody else's qualified nodes. Applied where the engine
 * decides (apply), where it dry-runs the buttons (decisionInputs) and, in SQL, in every queue (queueCondition).
 */
function withoutOthersClaim(
  nodes: Set<NodeCode>,
  doc: Pick<DocRow, 'currentNode'>,
  claimant: string | null | undefined,
  userId: string,
): Set<NodeCode> {
  if (claimant && claimant !== userId && isNodeCode(doc.currentNode)) nodes.delete(doc.currentNode);
  return nodes;
}

export { NODE_ACTIONS };

/**
 * The approval engine over the database: applies an action to a document of any registered type inside one
 * transaction (row lock, re-check, write the state and the history record), and answers what the approval
 * screens need (current node, history, each level's queue).
 *
 * Who qualifies at a node: at PM, the project manager chosen on the document; at the other nodes, a user of the
 * tenant holding the node's role (NODES[node].roleAlias) whose department is the document's department or one
 * above it — so the director of 华东区域 approves bills of every project under 华东区域, and nobody else's.
 * An action reads roles, departments and the chain afresh in its transaction; lists and queues take them from
 * the look-up cache (approval-lookups.ts), which every write through this instance empties, so a changed grant
 * applies at the next request here and within LOOKUP_MS on another instance.
 */
export function createApprovalStore(db: Database, clock: () => Date, nextId: NextId, lookups: LookupCache) {
  // Reads for lists and queues only; apply and claim read afresh inside their transaction.
  const held = createApprovalLookups(db, lookups);
  const live = (table: ApprovableTable) => eq(table.isDeleted, 0);

  function approvable(bizType: string): Approvable {
    if (!(bizType in APPROVABLES)) throw badRequest('approvalBizType', bizType);
    return APPROVABLES[bizType as ApprovableBizType];
  }

  function docColumns(a: Approvable) {
    const t = a.table as ApprovableTable & Record<'lastRejectReason' | 'approveTime', PgColumn>;
    return {
      id: t.id,
      no: a.no,
      deptId: t.deptId ?? sql<string | null>`null`,
      projectManagerId: a.projectManager ?? sql<string | null>`null`,
      createUser: t.createUser,
      approveStatus: t.approveStatus,
      currentNode: t.currentNode,
      roundNo: t.roundNo,
      approveChain: t.approveChain,
      lastRejectReason: t.lastRejectReason,
      submitTime: t.submitTime,
      approveTime: t.approveTime,
      amount: a.amount ?? sql<string | null>`null`,
    };
  }

  async function readDoc(
    on: Database | Tx,
    who: Who,
    a: Approvable,
    bizId: string,
    lock: boolean,
  ): Promise<DocRow> {
    const query = on
      .select(docColumns(a))
      .from(a.table as PgTable)
      .where(tenantScope(db, who.tenantId).where(a.table, eq(a.table.id, bizId), live(a.table)));
    const [row] = (await (lock ? query.for('update') : query)) as DocRow[];
    if (!row) throw notFound(bizId);
    return row;
  }

  /** Sets a tenant's chain for a document type (what cg-report-config will edit); nodes in any order. */
  async function saveChain(
    caller: Who,
    bizType: BizType,
    input: { nodes: string | readonly string[]; allowSelfApproval?: boolean; enabled?: boolean },
  ): Promise<ApprovalChain> {
    const parsed = parseChainNodes(bizType, input.nodes);
    if (!parsed.ok) {
      throw parsed.problem.kind === 'unknownNode'
        ? badRequest('approvalChainUnknownNode', parsed.problem.value)
        : badRequest('approvalChainNoPm');
    }
    const values = {
      nodes: formatChainNodes(parsed.nodes),
      allowSelfApproval: input.allowSelfApproval ? 1 : 0,
      status: input.enabled === false ? 0 : 1,
      updateUser: caller.userId,
      updateTime: clock(),
    };
    await db.transaction(async (tx) => {
      const scope = tenantScope(tx, caller.tenantId);
      const where = [eq(cgReportConfigs.isDeleted, 0), eq(cgReportConfigs.bizType, bizType)] as const;
      const [existing] = await scope.select(cgReportConfigs, ...where);
      if (existing) await scope.update(cgReportConfigs, values, ...where);
      else
        await scope.insert(cgReportConfigs, [
          { id: nextId(), bizType, ...values, createUser: caller.userId },
        ]);
    });
    held.forgetChain(caller.tenantId, bizType);
    return { nodes: parsed.nodes, allowSelfApproval: values.allowSelfApproval === 1 };
  }

  /** The document's department and every department above it. */
  async function deptPath(on: Database | Tx, tenantId: string, deptId: string | null): Promise<Set<string>> {
    if (!deptId) return new Set();
    const [dept] = await tenantScope(on, tenantId).select(
      depts,
      eq(depts.id, deptId),
      eq(depts.isDeleted, 0),
    );
    if (!dept) return new Set();
    return new Set(pathOf(dept));
  }

  /**
   * Where the person qualifies on this document: PM when chosen on it, a level by role within its dept path
   * ('tenant' for tenant-wide documents: the role anywhere in the tenant).
   */
  function nodesFor(
    who: Who,
    person: Person,
    doc: DocRow,
    path: ReadonlySet<string> | 'tenant',
  ): Set<NodeCode> {
    const nodes = new Set<NodeCode>();
    if (doc.projectManagerId && doc.projectManagerId === who.userId) nodes.add('PM');
    const inPath = path === 'tenant' || person.deptIds.some((id) => path.has(id));
    for (const code of NODE_ORDER) {
      if (code !== 'PM' && inPath && person.roleAliases.has(NODES[code].roleAlias)) nodes.add(code);
    }
    return nodes;
  }

  async function actedThisRound(on: Database | Tx, who: Who, bizType: string, doc: DocRow): Promise<boolean> {
    const [row] = await on
      .select({ n: count() })
      .from(cgApproveRecords)
      .where(
        tenantScope(db, who.tenantId).where(
          cgApproveRecords,
          eq(cgApproveRecords.bizType, bizType),
          eq(cgApproveRecords.bizId, doc.id),
          eq(cgApproveRecords.roundNo, doc.roundNo),
          inArray(cgApproveRecords.action, NODE_ACTIONS),
        ),
      );
    return Number(row?.n ?? 0) > 0;
  }

  /**
   * Applies one action to one document, all or nothing: locks the row (SELECT … FOR UPDATE), decides on the
   * state read under the lock, writes the new state and the history record. Concurrent callers queue on the
   * lock and each decides on what the one before left, so fifty approvals of one level advance it once and the
   * other forty-nine are told the document is no longer at that level. `inSameTransaction` lets a document
   * module add its own effects (line rejections, side effects of approval) atomically.
   */
  async function apply(
    caller: Who,
    bizType: ApprovableBizType,
    bizId: string,
    command: ApprovalCommand,
    inSameTransaction?: (tx: Tx, outcome: ApprovalOutcome, doc: DocRow) => Promise<void>,
  ) {
    const a = approvable(bizType);
    return db.transaction(async (tx) => {
      const doc = await readDoc(tx, caller, a, bizId, true);
      // One connection inside the transaction: these run one after the other anyway.
      const configured = await chainFor(tx, caller.tenantId, bizType);
      // A submit freezes the levels this amount runs through; the skipped ones are written to the history.
      const { chain: byAmount, skipped } =
        command.action === 'submit'
          ? chainForAmount(configured, doc.amount)
          : { chain: configured, skipped: [] };
      const chain =
        a.skipVacantNodes && command.action === 'submit'
          ? await withoutVacantNodes(tx, caller.tenantId, doc, byAmount)
          : byAmount;
      const person = await personOf(tx, caller);
      const acted = await actedThisRound(tx, caller, bizType, doc);
      const claimant = await claimantOf(tx, caller.tenantId, bizType, doc);
      const qualified = nodesFor(
        caller,
        person,
        doc,
        a.tenantWide ? 'tenant' : await deptPath(tx, caller.tenantId, doc.deptId),
      );
      const wouldQualify = isNodeCode(doc.currentNode) && qualified.has(doc.currentNode);
      const decision = decideApproval(
        stateOf(doc, acted),
        chain,
        {
          userId: caller.userId,
          qualifiedNodes: withoutOthersClaim(qualified, doc, claimant, caller.userId),
          purchaseAdmin: person.roleAliases.has(PURCHASE_ADMIN_ROLE),
        },
        command,
      );
      if (!decision.ok) {
        // Refused only because another holder claimed the task: say so rather than "not an approver".
        const claimedAway =
          decision.refusal.code === 'notApprover' &&
          wouldQualify &&
          claimant &&
          claimant !== caller.userId &&
          decision.refusal.node === doc.currentNode;
        if (claimedAway) throw new AppError(403, 'approvalClaimedByOther', doc.no);
        throw refusalError(decision.refusal);
      }
      const { next, record } = decision;
      const now = clock();
      await tx
        .update(a.table)
        .set({
          approveStatus: next.approveStatus,
          currentNode: next.currentNode,
          roundNo: next.roundNo,
          approveChain: formatChainNodes(next.roundNodes),
          ...(next.lastRejectReason !== undefined ? { lastRejectReason: next.lastRejectReason } : {}),
          ...(next.submitted ? { submitTime: now, approveTime: null } : {}),
          ...(next.approved ? { approveTime: now } : {}),
          updateUser: caller.userId,
          updateTime: now,
        } as never)
        .where(tenantScope(db, caller.tenantId).where(a.table, eq(a.table.id, doc.id)));
      const recordRow = {
        id: nextId(),
        bizType,
        bizId: doc.id,
        bizNo: doc.no,
        ...record,
        approverId: caller.userId,
        approverName: person.name,
        actionTime: now,
      };
      await tenantScope(tx, caller.tenantId).insert(cgApproveRecords, [
        recordRow,
        ...skipped.map((skip) => ({
          id: nextId(),
          bizType,
          bizId: doc.id,
          bizNo: doc.no,
          roundNo: next.roundNo,
          nodeCode: skip.node,
          action: APPROVE_ACTION.SKIP,
          opinion: `${doc.amount} < ${skip.minAmount}`,
          fromStatus: next.approveStatus,
          toStatus: next.approveStatus,
          approverId: caller.userId,
          approverName: '',
          actionTime: now,
        })),
      ]);
      // Every approvable document tells the next approvers and the submitter, atomically with the change.
      await writeApprovalNotices(tx, nextId, {
        tenantId: caller.tenantId,
        bizType,
        doc,
        tenantWide: a.tenantWide === true,
        next,
        action: record.action,
        actorId: caller.userId,
        actorName: person.name,
        opinion: record.opinion ?? '',
        now,
      });
      await inSameTransaction?.(tx, decision, doc);
      return {
        approveStatus: next.approveStatus,
        currentNode: next.currentNode,
        roundNo: next.roundNo,
        record: recordRow,
      };
    });
  }

  /** Who claimed the task the document waits on now (its current node in this round), if anyone. */
  async function claimantOf(
    on: Database | Tx,
    tenantId: string,
    bizType: string,
    doc: DocRow,
  ): Promise<string | null> {
    if (!isNodeCode(doc.currentNode)) return null;
    const [claim] = await tenantScope(on, tenantId).select(
      wfTaskClaims,
      eq(wfTaskClaims.bizType, bizType),
      eq(wfTaskClaims.bizId, doc.id),
      eq(wfTaskClaims.roundNo, doc.roundNo),
      eq(wfTaskClaims.nodeCode, doc.currentNode),
    );
    return claim?.userId ?? null;
  }

  /**
   * 签收: makes the task (the document waiting at `node` in round `roundNo`) the caller's alone. Under the
   * document's row lock, so of two holders claiming at once one wins and the other is told it is taken (409); a
   * task the document has left is 409 too, a caller who could not act at that node 403, and the PM node (already
   * one person's) is not shared.
   */
  async function claim(
    caller: Who,
    bizType: ApprovableBizType,
    bizId: string,
    roundNo: number,
    node: NodeCode,
  ) {
    const a = approvable(bizType);
    await db.transaction(async (tx) => {
      const doc = await readDoc(tx, caller, a, bizId, true);
      if (doc.roundNo !== roundNo || doc.currentNode !== node || doc.approveStatus !== NODES[node].status) {
        throw new AppError(409, 'approvalMovedOn');
      }
      if (node === 'PM') throw new AppError(403, 'approvalPmNotClaimable');
      const person = await personOf(tx, caller);
      const nodes = nodesFor(caller, person, doc, await deptPath(tx, caller.tenantId, doc.deptId));
      if (!nodes.has(node)) throw refusalError({ code: 'notApprover', kind: 'forbidden', node });
      const chain = await chainFor(tx, caller.tenantId, bizType);
      if (doc.createUser === caller.userId && !chain.allowSelfApproval)
        throw new AppError(403, 'approvalSelf');
      if (await claimantOf(tx, caller.tenantId, bizType, doc)) throw new AppError(409, 'approvalTaskClaimed');
      await tenantScope(tx, caller.tenantId).insert(wfTaskClaims, [
        {
          id: nextId(),
          bizType,
          bizId: doc.id,
          roundNo,
          nodeCode: node,
          userId: caller.userId,
          claimTime: clock(),
        },
      ]);
    });
  }

  /** The history records of a document (of one round when given), oldest first. */
  function records(caller: Who, bizType: string, bizId: string, roundNo?: number) {
    return db
      .select()
      .from(cgApproveRecords)
      .where(
        tenantScope(db, caller.tenantId).where(
          cgApproveRecords,
          eq(cgApproveRecords.bizType, bizType),
          eq(cgApproveRecords.bizId, bizId),
          roundNo === undefined ? undefined : eq(cgApproveRecords.roundNo, roundNo),
        ),
      )
      .orderBy(asc(cgApproveRecords.actionTime), asc(cgApproveRecords.id));
  }

  /**
   * The condition "waiting at `node` for this caller": the same rule as qualifiedNodes, in SQL, so a document
   * module can add its own filters (number, dates) and select what its list shows.
   */
  async function queueCondition(
    caller: Who,
    bizType: ApprovableBizType,
    node: NodeCode,
  ): Promise<SQL | undefined> {
    const a = approvable(bizType);
    const t = a.table;
    const chain = await held.chain(caller.tenantId, bizType);
    const notOwn = chain.allowSelfApproval
      ? undefined
      : or(isNull(t.createUser), ne(t.createUser, caller.userId));
    // Not a task another holder claimed (withoutOthersClaim, in SQL).
    const notClaimedByOther = notExists(
      db
        .select({ one: sql`1` })
        .from(wfTaskClaims)
        .where(
          and(
            eq(wfTaskClaims.tenantId, caller.tenantId),
            eq(wfTaskClaims.bizType, bizType),
            eq(wfTaskClaims.bizId, t.id),
            eq(wfTaskClaims.roundNo, t.roundNo),
            eq(wfTaskClaims.nodeCode, node),
            ne(wfTaskClaims.userId, caller.userId),
          ),
        ),
    );
    const atNode = [
      live(t),
      eq(t.approveStatus, NODES[node].status),
      eq(t.currentNode, node),
      notOwn,
      notClaimedByOther,
    ];
    const scope = tenantScope(db, caller.tenantId);
    if (node === 'PM') {
      if (!a.projectManager) return scope.where(t, sql`false`);
      return scope.where(t, ...atNode, eq(a.projectManager, caller.userId));
    }
    const person = await held.person(caller);
    if (!person.roleAliases.has(NODES[node].roleAlias)) return scope.where(t, sql`false`);
    if (a.tenantWide) return scope.where(t, ...atNode);
    if (person.deptIds.length === 0 || !t.deptId) return scope.where(t, sql`false`);
    // Documents of the caller's departments and every department below them.
    const reachable = db
      .select({ id: depts.id })
      .from(depts)
      .where(
        scope.where(
          depts,
          eq(depts.isDeleted, 0),
          or(inArray(depts.id, [...person.deptIds]), csvHasAny(depts.ancestors, [...person.deptIds])),
        ),
      );
    return scope.where(t, ...atNode, inArray(t.deptId, reachable));
  }

  /** One page of a level's queue, oldest submission first. */
  async function queue<B extends ApprovableBizType>(
    caller: Who,
    bizType: B,
    node: NodeCode,
    page: PageQuery,
  ): Promise<Page<RowOf<B>>> {
    const t = approvable(bizType).table;
    const where = await queueCondition(caller, bizType, node);
    return (await pageOf(db, t, where, [asc(t.submitTime), asc(t.id)], page)) as Page<RowOf<B>>;
  }

  /** One live document of the caller's tenant as the engine reads it (404 otherwise), without a lock. */
  const findDoc = (who: Who, bizType: ApprovableBizType, bizId: string) =>
    readDoc(db, who, approvable(bizType), bizId, false);

  /**
   * What decideApproval needs for each of a page of documents, without locks: a dry run for the buttons
   * (allowed-actions.ts); the real action re-reads everything under the row lock. A list passes the rows it has
   * just read (`listed`, whole rows of the document's table), which are then not read again; the caller's
   * person, the chain and the departments' paths come from the look-up cache; the round history and the claims
   * of the whole page are one statement, or none when the rows carry them (approvalRoundColumns). On a warm
   * cache: at most one statement for a page.
   */
  async function decisionInputs(
    caller: Who,
    bizType: ApprovableBizType,
    ids: readonly string[],
    listed?: readonly ListedRow[],
  ) {
    const a = approvable(bizType);
    const wanted = [...new Set(ids)];
    const given = listed && docRowsOf(a.table, docColumns(a), listed, caller.tenantId);
    const docs =
      given?.docs ??
      (wanted.length
        ? ((await db
            .select(docColumns(a))
            .from(a.table as PgTable)
            .where(
              tenantScope(db, caller.tenantId).where(a.table, inArray(a.table.id, wanted), live(a.table)),
            )) as DocRow[])
        : []);
    const [chain, person, paths, history] = await Promise.all([
      held.chain(caller.tenantId, bizType),
      held.person(caller),
      a.tenantWide ? undefined : held.deptPaths(caller.tenantId),
      given?.history ??
        roundHistoryOf(
          db,
          caller.tenantId,
          bizType,
          docs.map((doc) => doc.id),
        ),
    ]);
    const { actedIn, claimantOfTask } = history;
    const noPath: ReadonlySet<string> = new Set();
    return {
      chain,
      purchaseAdmin: person.roleAliases.has(PURCHASE_ADMIN_ROLE),
      docs: docs.map((doc) => ({
        doc,
        state: stateOf(doc, actedIn.has(`${doc.id}:${doc.roundNo}`)),
        qualifiedNodes: withoutOthersClaim(
          nodesFor(caller, person, doc, a.tenantWide ? 'tenant' : (paths?.get(doc.deptId ?? '') ?? noPath)),
          doc,
          claimantOfTask.get(`${doc.id}:${doc.roundNo}:${doc.currentNode}`),
          caller.userId,
        ),
      })),
    };
  }

  /** Users holding project_manager in exactly this project department (the choices for projectManagerList). */
  async function projectManagersOf(tenantId: string, deptId: string) {
    const scope = tenantScope(db, tenantId);
    const pmRoles = await scope.select(
      roles,
      eq(roles.roleAlias, NODES.PM.roleAlias),
      eq(roles.isDeleted, 0),
    );
    if (pmRoles.length === 0) return [];
    const rows = await db
      .select({
        id: users.id,
        account: users.account,
        name: users.name,
        realName: users.realName,
        deptId: users.deptId,
      })
      .from(users)
      .where(
        scope.where(
          users,
          eq(users.isDeleted, 0),
          eq(users.status, 1),
          csvHasAny(users.deptId, [deptId]),
          csvHasAny(
            users.roleId,
            pmRoles.map((role) => role.id),
          ),
        ),
      )
      .orderBy(asc(users.account));
    return rows.map((row) => ({
      id: row.id,
      account: row.account,
      name: row.realName || row.name || row.account,
    }));
  }

  /**
   * Documents of every registered type waiting on one level since before `waitingSince`: the wait starts at the
   * round's last action (the previous level's approval) or, before any, at the submission.
   */
  async function overdue(tenantId: string, waitingSince: Date): Promise<OverdueDocument[]> {
    const scope = tenantScope(db, tenantId);
    const late: OverdueDocument[] = [];
    for (const [bizType, a] of Object.entries(APPROVABLES) as [ApprovableBizType, Approvable][]) {
      const t = a.table;
      const pending = (await db
        .select(docColumns(a))
        .from(t as PgTable)
        .where(
          scope.where(
            t,
            live(t),
            between(t.approveStatus, APPROVE_STATUS.PENDING_PM, APPROVE_STATUS.PENDING_MANAGER),
          ),
        )) as DocRow[];
      if (pending.length === 0) continue;
      const actions = await scope
        .from(cgApproveRecords, {
          bizId: cgApproveRecords.bizId,
          roundNo: cgApproveRecords.roundNo,
          last: max(cgApproveRecords.actionTime),
        })
        .where(
          eq(cgApproveRecords.bizType, bizType),
          inArray(
            cgApproveRecords.bizId,
            pending.map((doc) => doc.id),
          ),
        )
        .groupBy(cgApproveRecords.bizId, cgApproveRecords.roundNo);
      const lastAction = new Map(actions.map((row) => [`${row.bizId}:${row.roundNo}`, row.last]));
      for (const doc of pending) {
        const since = lastAction.get(`${doc.id}:${doc.roundNo}`) ?? doc.submitTime;
        if (since && since < waitingSince) late.push({ bizType, doc, waitingSince: since });
      }
    }
    return late;
  }

  /** Reminds the people who may act now of an overdue document (re-read under its lock: it may have moved on). */
  async function remind(tenantId: string, late: OverdueDocument): Promise<number> {
    return db.transaction(async (tx) => {
      const a = approvable(late.bizType);
      const [doc] = (await tx
        .select(docColumns(a))
        .from(a.table as PgTable)
        .where(tenantScope(db, tenantId).where(a.table, eq(a.table.id, late.doc.id), live(a.table)))
        .for('update')) as DocRow[];
      if (!doc || doc.approveStatus !== late.doc.approveStatus || doc.roundNo !== late.doc.roundNo) return 0;
      return writeOverdueReminders(tx, nextId, {
        tenantId,
        bizType: late.bizType,
        doc,
        tenantWide: a.tenantWide === true,
        now: clock(),
      });
    });
  }

  return {
    apply,
    findDoc,
    overdue,
    remind,
    records,
    decisionInputs,
    queue,
    queueCondition,
    claimantOf: (tenantId: string, bizType: ApprovableBizType, doc: DocRow) =>
      claimantOf(db, tenantId, bizType, doc),
    claim,
    chainFor: (tenantId: string, bizType: BizType) => chainFor(db, tenantId, bizType),
    saveChain,
    projectManagersOf,
  };
}

export type ApprovalStore = ReturnType<typeof createApprovalStore>;
