import { and, asc, count, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../../api/generated/types/purchar-needs';
import type { Caller } from '../../context.ts';
import type { Database, Tx } from '../../db/database.ts';
import { deliveryAddresses, materialCategories, materials } from '../../db/schema/master-data.ts';
import { depts } from '../../db/schema/platform.ts';
import { cgNeeds, cgNeedsItems, cgNoSequences } from '../../db/schema/procurement.ts';
import { tenantScope } from '../../db/tenant-scope.ts';
import {
  APPROVE_STATUS,
  approveStatusName,
  isEditable,
  isNodeCode,
  isPending,
  nodeName,
  type NodeCode,
} from '../../domain/approval/approval-codes.ts';
import type { ApprovalCommand } from '../../domain/approval/approval-transition.ts';
import { multiplyDecimal, sumDecimals } from '../../domain/decimal.ts';
import { cstDay, cstDayStart, decimalFromJson, realDay } from '../../domain/values.ts';
import type { NextId } from '../../domain/ids.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { message, type Lang } from '../../http/messages.ts';
import type { ScopeRules } from '../system/scope-rules.service.ts';
import type { DeptService } from '../system/dept.service.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { dictLabels } from '../../lib/dict-labels.ts';
import { contains, pageOf, type Page, type PageQuery } from '../../lib/page.ts';
import { notFound } from '../../lib/records.ts';
import { createAllowedActions, type ApproveAction } from '../../approval/allowed-actions.ts';
import { toApprovalStep, type ApprovalService } from '../../approval/approval-views.ts';
import type { PermissionSource } from '../../http/permission.ts';
import { MATERIAL_UNIT_DICT } from './material.service.ts';
import { assertDictKey } from '../../lib/dictionary.ts';
import { deptNames, userNames } from '../../documents/enrich.ts';
import {
  IMPORT_MAX_BYTES,
  importColumnName,
  readImportRows,
  sortProblems,
  writeImportTemplate,
  type CellProblem,
} from './support/needs-workbook.ts';
import { headers, EXPORT_MAX_ROWS, type SheetSpec } from '../../documents/export-sheet.ts';

type Schemas = components['schemas'];
type NeedsHeader = Schemas['NeedsHeader'];
type NeedsDetail = Schemas['NeedsDetail'];
type NeedsItem = Schemas['NeedsItem'];
type NeedsSubmit = Schemas['NeedsSubmit'];
type ApprovalStep = Schemas['ApprovalStep'];
type NeedsImport = Schemas['NeedsImport'];
type NeedsRow = typeof cgNeeds.$inferSelect;
type ItemRow = typeof cgNeedsItems.$inferSelect;

export interface NeedsFilter {
  needsNo?: string;
  title?: string;
  approveStatus?: number;
  execStatus?: number;
  deptId?: string;
  mine?: number;
  createTimeFrom?: string;
  createTimeTo?: string;
  needDateFrom?: string;
  needDateTo?: string;
}
export type QueueFilter = Pick<NeedsFilter, 'needsNo' | 'title' | 'deptId'>;
export type Seen = { seenStatus?: number; seenRoundNo?: number };

/** The data-scope resource of the list (blade_scope_data.resource_code). */
export const NEEDS_RESOURCE = 'cg_needs';
const BUSINESS_TYPE_DICT = 'business_type';
const PROJECT_DEPT = 3;
const ITEM_NORMAL = 1;
const ITEM_REJECTED = 2;
const NUMBER_PREFIX = 'XQ';

const EXEC_NAMES: Record<number, [string, string]> = {
  0: ['待执行', 'To execute'],
  1: ['执行中', 'Executing'],
  2: ['已完成', 'Completed'],
  3: ['已作废', 'Voided'],
};
const ITEM_NAMES: Record<number, [string, string]> = {
  1: ['正常', 'Normal'],
  2: ['已驳回', 'Rejected'],
  3: ['已关闭', 'Closed'],
};
const named = (names: Record<number, [string, string]>, code: number, lang: Lang) =>
  names[code]?.[lang === 'en' ? 1 : 0] ?? String(code);

const live = eq(cgNeeds.isDeleted, 0);
const liveItem = eq(cgNeedsItems.isDeleted, 0);
/** `yyyyMMdd` of the day in China Standard Time, the day the bill number carries. */
const numberDay = (now: Date) => cstDay(now).replace(/-/g, '');
const dayStart = cstDayStart;

const lineAmount = (qty: string, price: string | null) =>
  price === null ? null : multiplyDecimal(qty, price, 2);

/** Header totals over the lines that count (not rejected, not closed), exactly. */
function totalsOf(lines: { qty: string; estimatedAmount: string | null; itemStatus: number }[]) {
  const counted = lines.filter((line) => line.itemStatus === ITEM_NORMAL);
  return {
    totalQty: sumDecimals(
      counted.map((line) => line.qty),
      3,
    ),
    estimatedAmount: sumDecimals(
      counted.map((line) => line.estimatedAmount ?? '0'),
      2,
    ),
  };
}

/**
 * Purchase demand bills (需求单): the editor's save with its rules, the lists and queues, the xlsx export and
 * import, and every approval action through the one approval engine (approval.service apply), whose in-
 * transaction hook this module uses for the effects only bills have (line checks at submit, line rejections).
 */
export function createNeedsService(deps: {
  db: Database;
  clock: () => Date;
  nextId: NextId;
  approvals: ApprovalService;
  depts: DeptService;
  scopeRules: ScopeRules;
  permissions: PermissionSource;
}) {
  const { db, clock, nextId, approvals, scopeRules } = deps;
  const deptService = deps.depts;
  const actionsOf = createAllowedActions({ approvals, permissions: deps.permissions });

  // ------------------------------------------------------------------ reading

  async function deptSubtree(tenantId: string, deptId: string | undefined): Promise<SQL | undefined> {
    if (!deptId) return undefined;
    const ids = await deptService.selfAndBelow(tenantId, deptId);
    return ids.length ? inArray(cgNeeds.deptId, ids) : sql`false`;
  }

  async function listCondition(caller: Caller, filter: NeedsFilter): Promise<SQL | undefined> {
    if (filter.createTimeFrom && filter.createTimeTo && filter.createTimeTo < filter.createTimeFrom) {
      throw badRequest('dateRangeReversed', 'createTimeTo');
    }
    if (filter.needDateFrom && filter.needDateTo && filter.needDateTo < filter.needDateFrom) {
      throw badRequest('dateRangeReversed', 'needDateTo');
    }
    const from = realDay('createTimeFrom', filter.createTimeFrom);
    const to = realDay('createTimeTo', filter.createTimeTo);
    const needFrom = realDay('needDateFrom', filter.needDateFrom);
    const needTo = realDay('needDateTo', filter.needDateTo);
    const dataScope = await scopeRules.rowFilter(caller, NEEDS_RESOURCE, cgNeeds.createUser, {
      create_user: { column: cgNeeds.createUser },
      create_dept: { column: cgNeeds.createDept },
      dept_id: { column: cgNeeds.deptId },
    });
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
      from ? gte(cgNeeds.createTime, dayStart(from)) : undefined,
      to ? lt(cgNeeds.createTime, new Date(dayStart(to).getTime() + 24 * 3600_000)) : undefined,
      needFrom ? gte(cgNeeds.needDate, needFrom) : undefined,
      needTo ? lte(cgNeeds.needDate, needTo) : undefined,
    );
  }

  const LIST_ORDER = [desc(cgNeeds.createTime), desc(cgNeeds.id)];

  /** Names, labels and live line counts for a set of headers, in a handful of queries. */
  async function describeHeaders(
    tenantId: string,
    rows: NeedsRow[],
    lang: Lang,
    actions?: ReadonlyMap<string, ApproveAction[]>,
  ) {
    const ids = rows.map((row) => row.id);
    const addressIds = [
      ...new Set(rows.map((row) => row.deliveryAddressId).filter((id): id is string => !!id)),
    ];
    const [deptsById, usersById, addresses, counts, labels] = await Promise.all([
      deptNames(
        db,
        tenantId,
        rows.map((row) => row.deptId),
      ),
      userNames(db, tenantId, [
        ...rows.map((row) => row.projectManagerId),
        ...rows.map((row) => row.createUser),
      ]),
      addressIds.length
        ? db
            .select()
            .from(deliveryAddresses)
            .where(and(eq(deliveryAddresses.tenantId, tenantId), inArray(deliveryAddresses.id, addressIds)))
        : Promise.resolve([]),
      ids.length
        ? db
            .select({ needsId: cgNeedsItems.needsId, n: count() })
            .from(cgNeedsItems)
            .where(
              and(
                eq(cgNeedsItems.tenantId, tenantId),
                inArray(cgNeedsItems.needsId, ids),
                liveItem,
                eq(cgNeedsItems.itemStatus, ITEM_NORMAL),
              ),
            )
            .groupBy(cgNeedsItems.needsId)
        : Promise.resolve([]),
      dictLabels(db, [BUSINESS_TYPE_DICT], lang),
    ]);
    const addressText = new Map(
      addresses.map((a) => [a.id, `${a.province}${a.city}${a.district}${a.detailAddress}`]),
    );
    const countOf = new Map(counts.map((c) => [c.needsId, Number(c.n)]));
    return (row: NeedsRow): NeedsHeader => {
      const pending = isPending(row.approveStatus);
      return {
        id: row.id,
        needsNo: row.needsNo,
        title: row.title,
        deptId: row.deptId,
        deptName: deptsById.get(row.deptId) ?? '',
        businessType: row.businessType,
        businessTypeName: labels(BUSINESS_TYPE_DICT, row.businessType),
        needDate: row.needDate,
        deliveryAddressId: row.deliveryAddressId,
        deliveryAddress: row.deliveryAddressId ? (addressText.get(row.deliveryAddressId) ?? '') : '',
        projectManagerId: row.projectManagerId,
        projectManagerName: row.projectManagerId ? (usersById.get(row.projectManagerId) ?? '') : '',
        totalQty: Number(row.totalQty),
        estimatedAmount: Number(row.estimatedAmount),
        itemCount: countOf.get(row.id) ?? 0,
        approveStatus: row.approveStatus as NeedsHeader['approveStatus'],
        approveStatusName: approveStatusName(row.approveStatus, lang),
        currentNode: pending && isNodeCode(row.currentNode) ? row.currentNode : null,
        currentNodeName: pending ? nodeName(row.currentNode, lang) : '',
        roundNo: row.roundNo,
        execStatus: row.execStatus as NeedsHeader['execStatus'],
        execStatusName: named(EXEC_NAMES, row.execStatus, lang),
        lastRejectReason: row.lastRejectReason,
        submitTime: formatDateTime(row.submitTime),
        approveTime: formatDateTime(row.approveTime),
        remark: row.remark,
        createUser: row.createUser,
        createUserName: row.createUser ? (usersById.get(row.createUser) ?? '') : '',
        createTime: formatDateTime(row.createTime),
        updateTime: formatDateTime(row.updateTime),
        allowedActions: actions?.get(row.id) ?? [],
      };
    };
  }

  /** What the caller may do with each bill now (the server's rules, so the client shows only those buttons). */
  const allowedFor = (caller: Caller, rows: NeedsRow[], openLines: (row: NeedsRow) => boolean) =>
    actionsOf(
      caller,
      'NEEDS',
      rows.map((row) => ({ id: row.id, hasOpenLines: openLines(row) })),
      { permissionPrefix: NEEDS_RESOURCE },
    );

  async function headerPage(caller: Caller, found: Page<NeedsRow>, lang: Lang): Promise<Page<NeedsHeader>> {
    // A row's lines are not read for a list; the totals say whether any line is still open.
    const actions = await allowedFor(caller, found.records, (row) => Number(row.totalQty) > 0);
    const map = await describeHeaders(caller.tenantId, found.records, lang, actions);
    return { ...found, records: found.records.map(map) };
  }

  async function page(caller: Caller, query: PageQuery & NeedsFilter, lang: Lang) {
    const found = await pageOf(db, cgNeeds, await listCondition(caller, query), LIST_ORDER, query);
    return headerPage(caller, found, lang);
  }

  /** A level's queue (PM: the project manager's) with the list's narrowing filters, oldest submission first. */
  async function queue(caller: Caller, node: NodeCode, query: PageQuery & QueueFilter, lang: Lang) {
    const waiting = await approvals.queueCondition(caller, 'NEEDS', node);
    const where = and(
      waiting,
      contains(cgNeeds.needsNo, query.needsNo),
      contains(cgNeeds.title, query.title),
      await deptSubtree(caller.tenantId, query.deptId),
    );
    const found = await pageOf(db, cgNeeds, where, [asc(cgNeeds.submitTime), asc(cgNeeds.id)], query);
    return headerPage(caller, found, lang);
  }

  async function findBill(on: Database | Tx, caller: Caller, id: string, lock = false): Promise<NeedsRow> {
    const query = on
      .select()
      .from(cgNeeds)
      .where(tenantScope(db, caller.tenantId).where(cgNeeds, eq(cgNeeds.id, id), live));
    const [row] = await (lock ? query.for('update') : query);
    if (!row) throw notFound(id);
    return row;
  }

  async function itemsOf(on: Database | Tx, tenantId: string, needsId: string): Promise<ItemRow[]> {
    return on
      .select()
      .from(cgNeedsItems)
      .where(and(eq(cgNeedsItems.tenantId, tenantId), eq(cgNeedsItems.needsId, needsId), liveItem))
      .orderBy(asc(cgNeedsItems.lineNo), asc(cgNeedsItems.id));
  }

  async function detail(caller: Caller, id: string, lang: Lang): Promise<NeedsDetail> {
    const bill = await findBill(db, caller, id);
    const items = await itemsOf(db, caller.tenantId, id);
    const categoryIds = [...new Set(items.map((i) => i.categoryId).filter((c): c is string => !!c))];
    const actions = await allowedFor(caller, [bill], () =>
      items.some((item) => item.itemStatus === ITEM_NORMAL),
    );
    const [header, units, categories, rejecters] = await Promise.all([
      describeHeaders(caller.tenantId, [bill], lang, actions),
      dictLabels(db, [MATERIAL_UNIT_DICT], lang),
      categoryIds.length
        ? db
            .select({ id: materialCategories.id, name: materialCategories.categoryName })
            .from(materialCategories)
            .where(
              and(
                eq(materialCategories.tenantId, caller.tenantId),
                inArray(materialCategories.id, categoryIds),
              ),
            )
        : Promise.resolve([]),
      userNames(
        db,
        caller.tenantId,
        items.map((i) => i.rejectUser),
      ),
    ]);
    const categoryName = new Map(categories.map((c) => [c.id, c.name]));
    return {
      ...header(bill),
      items: items.map((item): NeedsItem => ({
        id: item.id,
        needsId: item.needsId,
        lineNo: item.lineNo,
        materialId: item.materialId,
        materialCode: item.materialCode,
        materialName: item.materialName,
        spec: item.spec,
        unit: item.unit,
        unitName: units(MATERIAL_UNIT_DICT, item.unit) || item.unit,
        categoryId: item.categoryId,
        categoryName: item.categoryId ? (categoryName.get(item.categoryId) ?? '') : '',
        brandRequirement: item.brandRequirement,
        technicalParams: item.technicalParams,
        qty: Number(item.qty),
        estimatedPrice: item.estimatedPrice === null ? null : Number(item.estimatedPrice),
        estimatedAmount: item.estimatedAmount === null ? null : Number(item.estimatedAmount),
        needDate: item.needDate,
        usePart: item.usePart,
        itemStatus: item.itemStatus as NeedsItem['itemStatus'],
        itemStatusName: named(ITEM_NAMES, item.itemStatus, lang),
        rejectReason: item.rejectReason,
        rejectUserName: item.rejectUser ? (rejecters.get(item.rejectUser) ?? '') : '',
        rejectTime: formatDateTime(item.rejectTime),
        remark: item.remark,
      })),
    };
  }

  const projectManagers = (caller: Caller, deptId: string) =>
    approvals.projectManagersOf(caller.tenantId, deptId);

  // ------------------------------------------------------------------ export

  async function exportSheet(caller: Caller, filter: NeedsFilter, lang: Lang): Promise<SheetSpec> {
    const rows = await db
      .select()
      .from(cgNeeds)
      .where(await listCondition(caller, filter))
      .orderBy(...LIST_ORDER)
      .limit(EXPORT_MAX_ROWS + 1);
    if (rows.length > EXPORT_MAX_ROWS) throw badRequest('exportTooLarge', EXPORT_MAX_ROWS);
    const map = await describeHeaders(caller.tenantId, rows, lang);
    return {
      name: lang === 'en' ? 'Demand bills' : '需求单',
      columns: headers(lang, [
        ['needsNo', '需求单号', 'Bill number', 18],
        ['title', '标题', 'Title', 24],
        ['deptName', '项目部', 'Project department', 18],
        ['businessTypeName', '业务类型', 'Business type', 14],
        ['needDate', '需用日期', 'Need date', 12],
        ['projectManagerName', '项目经理', 'Project manager', 12],
        ['totalQty', '总数量', 'Total quantity', 12, '0.000'],
        ['estimatedAmount', '预估金额', 'Estimated amount', 14, '0.00'],
        ['approveStatusName', '审批状态', 'Approval status', 16],
        ['currentNodeName', '当前节点', 'Current node', 16],
        ['execStatusName', '执行状态', 'Execution status', 10],
        ['lastRejectReason', '驳回原因', 'Reject reason', 24],
        ['createUserName', '创建人', 'Created by', 12],
        ['createTime', '创建时间', 'Created at', 20],
        ['submitTime', '提交时间', 'Submitted at', 20],
        ['approveTime', '审批通过时间', 'Approved at', 20],
      ]),
      rows: rows.map(map).map((bill) => ({
        needsNo: bill.needsNo,
        title: bill.title,
        deptName: bill.deptName,
        businessTypeName: bill.businessTypeName || bill.businessType,
        needDate: bill.needDate,
        projectManagerName: bill.projectManagerName,
        totalQty: bill.totalQty,
        estimatedAmount: bill.estimatedAmount,
        approveStatusName: bill.approveStatusName,
        currentNodeName: bill.currentNodeName,
        execStatusName: bill.execStatusName,
        lastRejectReason: bill.lastRejectReason,
        createUserName: bill.createUserName,
        createTime: bill.createTime,
        submitTime: bill.submitTime,
        approveTime: bill.approveTime,
      })),
    };
  }

  // ------------------------------------------------------------------ saving

  /** The creator, on a draft or rejected bill; otherwise 403 / 409 (approved bills never change). */
  function assertEditableBy(caller: Caller, bill: NeedsRow) {
    if (bill.createUser !== caller.userId) throw new AppError(403, 'needsNotCreator');
    if (bill.approveStatus === APPROVE_STATUS.APPROVED) throw new AppError(409, 'approvalImmutable');
    if (!isEditable(bill.approveStatus)) throw new AppError(409, 'needsNotEditable');
  }

  async function assertProjectDept(on: Database | Tx, caller: Caller, deptId: string) {
    const [dept] = await tenantScope(on, caller.tenantId).select(
      depts,
      eq(depts.id, deptId),
      eq(depts.isDeleted, 0),
    );
    if (!dept || dept.deptCategory !== PROJECT_DEPT) throw badRequest('needsDeptNotProject', deptId);
  }

  /** Checks what can be checked before the transaction (reads outside it; PGlite has a single connection). */
  async function assertProjectManager(
    caller: Caller,
    deptId: string,
    projectManagerId: string | null | undefined,
  ) {
    if (!projectManagerId) return;
    const managers = await approvals.projectManagersOf(caller.tenantId, deptId);
    if (!managers.some((m) => m.id === projectManagerId))
      throw badRequest('needsPmNotOfDept', projectManagerId);
    const chain = await approvals.chainFor(caller.tenantId, 'NEEDS');
    if (!chain.allowSelfApproval && projectManagerId === caller.userId) {
      throw badRequest('approvalPmIsSubmitter');
    }
  }

  /** Bumps the tenant's counter of the day in the caller's transaction: XQ + yyyyMMdd + 0001, never twice. */
  async function nextNumber(tx: Tx, tenantId: string): Promise<string> {
    const day = numberDay(clock());
    const [row] = await tx
      .insert(cgNoSequences)
      .values({ tenantId, prefix: NUMBER_PREFIX, day, lastNo: 1 })
      .onConflictDoUpdate({
        target: [cgNoSequences.tenantId, cgNoSequences.prefix, cgNoSequences.day],
        set: { lastNo: sql`${cgNoSequences.lastNo} + 1` },
      })
      .returning({ lastNo: cgNoSequences.lastNo });
    return `${NUMBER_PREFIX}${day}${String(row!.lastNo).padStart(4, '0')}`;
  }

  async function save(caller: Caller, input: NeedsSubmit, lang: Lang): Promise<NeedsDetail> {
    // Shapes and values first: nothing is read for a body that is wrong on its face.
    const header = {
      needDate: realDay('needDate', input.needDate),
    };
    const lines = input.items.map((item, i) => {
      const qty = decimalFromJson(`items.${i}.qty`, item.qty, 3);
      if (!(item.qty > 0)) throw badRequest('fieldNotPositive', `items.${i}.qty`);
      const price =
        item.estimatedPrice === null || item.estimatedPrice === undefined
          ? null
          : decimalFromJson(`items.${i}.estimatedPrice`, item.estimatedPrice, 4);
      return {
        index: i,
        id: item.id,
        materialId: item.materialId,
        qty,
        estimatedPrice: price,
        estimatedAmount: lineAmount(qty, price),
        needDate: realDay(`items.${i}.needDate`, item.needDate) ?? header.needDate,
        usePart: item.usePart ?? '',
        brandRequirement: item.brandRequirement ?? '',
        technicalParams: item.technicalParams ?? '',
        remark: item.remark ?? '',
      };
    });
    // Reads outside the transaction (PGlite serves one connection): the bill must be the caller's tenant's
    // (404 before any other answer), the department a project department, the manager one of its managers.
    if (input.id) await findBill(db, caller, input.id);
    await assertProjectDept(db, caller, input.deptId);
    await assertProjectManager(caller, input.deptId, input.projectManagerId);

    const id = await db.transaction(async (tx) => {
      const scope = tenantScope(tx, caller.tenantId);
      const existing = input.id ? await findBill(tx, caller, input.id, true) : undefined;
      if (existing) assertEditableBy(caller, existing);

      if (input.businessType) await assertDictKey(tx, BUSINESS_TYPE_DICT, input.businessType, 'businessType');
      if (input.deliveryAddressId) {
        const [address] = await scope.select(
          deliveryAddresses,
          eq(deliveryAddresses.id, input.deliveryAddressId),
          eq(deliveryAddresses.isDeleted, 0),
          eq(deliveryAddresses.status, 1),
        );
        if (!address || (address.projectId !== null && address.projectId !== input.deptId)) {
          throw badRequest('needsAddressUnusable', input.deliveryAddressId);
        }
      }

      const oldLines = existing ? await itemsOf(tx, caller.tenantId, existing.id) : [];
      const oldById = new Map(oldLines.map((line) => [line.id, line]));
      for (const line of lines) {
        if (line.id && !oldById.has(line.id)) throw badRequest('needsLineNotOfBill', line.index, line.id);
      }
      const materialIds = [...new Set(lines.map((line) => line.materialId))];
      const found = materialIds.length
        ? await scope.select(materials, inArray(materials.id, materialIds), eq(materials.isDeleted, 0))
        : [];
      const materialOf = new Map(found.map((m) => [m.id, m]));
      for (const line of lines) {
        const material = materialOf.get(line.materialId);
        if (!material) throw badRequest('needsLineMaterialMissing', line.index, line.materialId);
        const kept = line.id ? oldById.get(line.id) : undefined;
        // A line keeping its material may keep one disabled since; new uses need an enabled material.
        if (material.status !== 1 && kept?.materialId !== line.materialId) {
          throw badRequest('needsLineMaterialDisabled', line.index, material.materialCode);
        }
      }

      const now = clock();
      const billId = existing?.id ?? nextId();
      const rows = lines.map((line, i) => {
        const kept = line.id ? oldById.get(line.id) : undefined;
        const sameMaterial = kept && kept.materialId === line.materialId;
        const material = materialOf.get(line.materialId)!;
        // The snapshot is taken when a material enters the line; a kept line keeps the one it has.
        const snapshot = sameMaterial
          ? {
              materialCode: kept.materialCode,
              materialName: kept.materialName,
              spec: kept.spec,
              unit: kept.unit,
              categoryId: kept.categoryId,
            }
          : {
              materialCode: material.materialCode,
              materialName: material.materialName,
              spec: material.spec,
              unit: material.unit,
              categoryId: material.categoryId,
            };
        return {
          id: kept?.id ?? nextId(),
          needsId: billId,
          lineNo: i + 1,
          materialId: line.materialId,
          ...snapshot,
          brandRequirement: line.brandRequirement,
          technicalParams: line.technicalParams,
          qty: line.qty,
          estimatedPrice: line.estimatedPrice,
          estimatedAmount: line.estimatedAmount,
          needDate: line.needDate,
          usePart: line.usePart,
          // The submitter revised it: a rejected line sent again is a normal line (the history keeps the rejection).
          itemStatus: ITEM_NORMAL,
          rejectReason: '',
          rejectUser: null,
          rejectTime: null,
          remark: line.remark,
          createUser: kept?.createUser ?? caller.userId,
          createTime: kept?.createTime ?? now,
          updateUser: caller.userId,
          updateTime: now,
        };
      });
      const values = {
        title: input.title.trim(),
        deptId: input.deptId,
        businessType: input.businessType ?? '',
        needDate: header.needDate,
        deliveryAddressId: input.deliveryAddressId ?? null,
        projectManagerId: input.projectManagerId ?? null,
        remark: input.remark ?? '',
        ...totalsOf(rows.map((row) => ({ ...row, itemStatus: ITEM_NORMAL }))),
        updateUser: caller.userId,
        updateTime: now,
      };
      if (existing) {
        await scope.update(cgNeeds, values, eq(cgNeeds.id, existing.id));
        // Kept lines are rewritten in one insert (same ids) rather than one UPDATE each: a bill may have
        // thousands of lines. Lines not sent are deleted logically.
        const keptIds = rows.filter((row) => oldById.has(row.id)).map((row) => row.id);
        if (keptIds.length) await scope.delete(cgNeedsItems, inArray(cgNeedsItems.id, keptIds));
        const dropped = oldLines.filter((line) => !keptIds.includes(line.id)).map((line) => line.id);
        if (dropped.length) {
          await scope.update(
            cgNeedsItems,
            { isDeleted: 1, updateUser: caller.userId, updateTime: now },
            inArray(cgNeedsItems.id, dropped),
          );
        }
      } else {
        await scope.insert(cgNeeds, [
          {
            id: billId,
            needsNo: await nextNumber(tx, caller.tenantId),
            ...values,
            createUser: caller.userId,
            createDept: caller.deptIds[0] ?? null,
            createTime: now,
          },
        ]);
      }
      for (let start = 0; start < rows.length; start += 1000) {
        await scope.insert(cgNeedsItems, rows.slice(start, start + 1000));
      }
      return billId;
    });
    return detail(caller, id, lang);
  }

  async function remove(caller: Caller, id: string) {
    await db.transaction(async (tx) => {
      const bill = await findBill(tx, caller, id, true);
      assertEditableBy(caller, bill);
      const scope = tenantScope(tx, caller.tenantId);
      const stamp = { isDeleted: 1, updateUser: caller.userId, updateTime: clock() };
      await scope.update(cgNeeds, stamp, eq(cgNeeds.id, id));
      await scope.update(cgNeedsItems, stamp, eq(cgNeedsItems.needsId, id), liveItem);
    });
  }

  // ------------------------------------------------------------------ import

  async function importItems(caller: Caller, file: File, lang: Lang): Promise<NeedsImport> {
    if (file.size > IMPORT_MAX_BYTES) throw badRequest('importTooLarge');
    const parsed = await readImportRows(await file.arrayBuffer(), lang);
    const codes = [...new Set(parsed.map((row) => row.materialCode).filter(Boolean))];
    const found = codes.length
      ? await tenantScope(db, caller.tenantId).select(
          materials,
          inArray(materials.materialCode, codes),
          eq(materials.isDeleted, 0),
        )
      : [];
    const byCode = new Map(found.map((m) => [m.materialCode, m]));
    const problems: CellProblem[] = parsed.flatMap((row) => row.problems);
    for (const row of parsed) {
      if (!row.materialCode) continue;
      const material = byCode.get(row.materialCode);
      const wrong = !material
        ? 'importMaterialUnknown'
        : material.status !== 1
          ? 'importMaterialDisabled'
          : null;
      if (wrong) {
        problems.push({
          row: row.row,
          column: 'materialCode',
          columnName: importColumnName('materialCode', lang),
          value: row.materialCode,
          message: message(lang, wrong),
        });
      }
    }
    if (problems.length) {
      return { valid: false, rowCount: parsed.length, lines: [], errors: sortProblems(problems) };
    }
    const categoryIds = [...new Set(found.map((m) => m.categoryId))];
    const [units, categories] = await Promise.all([
      dictLabels(db, [MATERIAL_UNIT_DICT], lang),
      categoryIds.length
        ? db
            .select({ id: materialCategories.id, name: materialCategories.categoryName })
            .from(materialCategories)
            .where(
              and(
                eq(materialCategories.tenantId, caller.tenantId),
                inArray(materialCategories.id, categoryIds),
              ),
            )
        : Promise.resolve([]),
    ]);
    const categoryName = new Map(categories.map((c) => [c.id, c.name]));
    return {
      valid: true,
      rowCount: parsed.length,
      errors: [],
      lines: parsed.map((row) => {
        const material = byCode.get(row.materialCode)!;
        const qty = row.qty!;
        const amount = lineAmount(qty, row.estimatedPrice);
        return {
          row: row.row,
          materialId: material.id,
          materialCode: material.materialCode,
          materialName: material.materialName,
          spec: material.spec,
          unit: material.unit,
          unitName: units(MATERIAL_UNIT_DICT, material.unit) || material.unit,
          categoryId: material.categoryId,
          categoryName: categoryName.get(material.categoryId) ?? '',
          qty: Number(qty),
          estimatedPrice: row.estimatedPrice === null ? null : Number(row.estimatedPrice),
          estimatedAmount: amount === null ? null : Number(amount),
          needDate: row.needDate,
          usePart: row.usePart,
          brandRequirement: row.brandRequirement,
          technicalParams: row.technicalParams,
          remark: row.remark,
        };
      }),
    };
  }

  async function template(caller: Caller, lang: Lang): Promise<Uint8Array> {
    const [example] = await db
      .select({ code: materials.materialCode })
      .from(materials)
      .where(
        tenantScope(db, caller.tenantId).where(
          materials,
          eq(materials.isDeleted, 0),
          eq(materials.status, 1),
        ),
      )
      .orderBy(asc(materials.materialCode))
      .limit(1);
    return writeImportTemplate(lang, example?.code ?? 'WZ0101001');
  }

  // ------------------------------------------------------------------ approval

  const seenOf = (body: Seen) => ({ approveStatus: body.seenStatus, roundNo: body.seenRoundNo });

  /** Runs one engine action on a bill of the caller's tenant (404 first for another tenant's or a deleted id). */
  async function act(
    caller: Caller,
    id: string,
    command: ApprovalCommand,
    lang: Lang,
    hook?: Parameters<ApprovalService['apply']>[4],
  ): Promise<ApprovalStep> {
    const bill = await findBill(db, caller, id);
    const applied = await approvals.apply(caller, 'NEEDS', id, command, hook);
    return toApprovalStep({ id: bill.id, no: bill.needsNo }, applied, lang);
  }

  async function submit(caller: Caller, body: { id: string } & Seen, lang: Lang) {
    const bill = await findBill(db, caller, body.id);
    // The project manager is checked against the department as it is now (grants may have changed since save);
    // the engine itself refuses the wrong person or state, so only an editable bill of the caller is checked.
    if (isEditable(bill.approveStatus) && bill.createUser === caller.userId && bill.projectManagerId) {
      const chain = await approvals.chainFor(caller.tenantId, 'NEEDS');
      if (chain.nodes.includes('PM')) await assertProjectManager(caller, bill.deptId, bill.projectManagerId);
    }
    return act(caller, body.id, { action: 'submit', seen: seenOf(body) }, lang, async (tx, _outcome, doc) => {
      if (doc.projectManagerId !== bill.projectManagerId || doc.deptId !== bill.deptId) {
        throw new AppError(409, 'approvalMovedOn');
      }
      const open = (await itemsOf(tx, caller.tenantId, body.id)).filter(
        (line) => line.itemStatus === ITEM_NORMAL,
      );
      if (open.length === 0) throw badRequest('needsNoLines');
      const ids = [...new Set(open.map((line) => line.materialId))];
      const usable = await tenantScope(tx, caller.tenantId).select(
        materials,
        inArray(materials.id, ids),
        eq(materials.isDeleted, 0),
      );
      const byId = new Map(usable.map((m) => [m.id, m]));
      for (const line of open) {
        const material = byId.get(line.materialId);
        const index = line.lineNo - 1;
        if (!material) throw badRequest('needsLineMaterialMissing', index, line.materialId);
        if (material.status !== 1)
          throw badRequest('needsLineMaterialDisabled', index, material.materialCode);
      }
    });
  }

  const cancel = (caller: Caller, body: { id: string } & Seen, lang: Lang) =>
    act(caller, body.id, { action: 'cancel', seen: seenOf(body) }, lang);

  const confirm = (caller: Caller, id: string, body: { opinion?: string | null } & Seen, lang: Lang) =>
    act(caller, id, { action: 'confirm', opinion: body.opinion ?? '', seen: seenOf(body) }, lang);

  const approve = (
    caller: Caller,
    level: Exclude<NodeCode, 'PM'>,
    body: { id: string; opinion?: string | null } & Seen,
    lang: Lang,
  ) =>
    act(caller, body.id, { action: 'approve', level, opinion: body.opinion ?? '', seen: seenOf(body) }, lang);

  const reject = (
    caller: Caller,
    body: { id: string; opinion: string; nodeCode?: NodeCode } & Seen,
    lang: Lang,
  ) =>
    act(
      caller,
      body.id,
      { action: 'reject', level: body.nodeCode, opinion: body.opinion, seen: seenOf(body) },
      lang,
    );

  /** Line rejections go through the engine (who may, at which state) and its hook marks the lines atomically. */
  async function rejectItems(
    caller: Caller,
    body: { needsId: string; itemIds: string[]; reason: string } & Seen,
    lang: Lang,
  ) {
    const bill = await findBill(db, caller, body.needsId);
    const wanted = [...new Set(body.itemIds)];
    const openIds = (lines: ItemRow[]) =>
      lines.filter((line) => line.itemStatus === ITEM_NORMAL).map((line) => line.id);
    const before = openIds(await itemsOf(db, caller.tenantId, bill.id));
    const unknown = wanted.filter((id) => !before.includes(id));
    if (unknown.length) throw badRequest('needsItemsNotRejectable', unknown.join(','));
    const everyLine = before.length === wanted.length;
    return act(
      caller,
      bill.id,
      { action: 'rejectLines', reason: body.reason, everyLine, seen: seenOf(body) },
      lang,
      async (tx) => {
        const lines = await itemsOf(tx, caller.tenantId, bill.id);
        const open = openIds(lines);
        // Decided on the lines read before the lock: if they changed meanwhile, the caller saw an old bill.
        if (open.length !== before.length || open.some((id) => !before.includes(id))) {
          throw new AppError(409, 'approvalMovedOn');
        }
        const now = clock();
        const scope = tenantScope(tx, caller.tenantId);
        await scope.update(
          cgNeedsItems,
          {
            itemStatus: ITEM_REJECTED,
            rejectReason: body.reason.trim(),
            rejectUser: caller.userId,
            rejectTime: now,
            updateUser: caller.userId,
            updateTime: now,
          },
          eq(cgNeedsItems.needsId, bill.id),
          inArray(cgNeedsItems.id, wanted),
        );
        const rejected = new Set(wanted);
        await scope.update(
          cgNeeds,
          totalsOf(
            lines.map((line) => ({
              ...line,
              itemStatus: rejected.has(line.id) ? ITEM_REJECTED : line.itemStatus,
            })),
          ),
          eq(cgNeeds.id, bill.id),
        );
      },
    );
  }

  const approveInfo = (caller: Caller, id: string, lang: Lang) =>
    approvals.approveInfo(caller, 'NEEDS', id, lang);
  const approveList = (caller: Caller, id: string, lang: Lang) =>
    approvals.approveList(caller, 'NEEDS', id, lang);

  return {
    page,
    queue,
    detail,
    projectManagers,
    exportSheet,
    save,
    remove,
    importItems,
    template,
    submit,
    cancel,
    confirm,
    approve,
    reject,
    rejectItems,
    approveInfo,
    approveList,
  };
}

export type NeedsService = ReturnType<typeof createNeedsService>;
