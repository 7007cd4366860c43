import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Caller } from '../../../context.ts';
import type { Database, Tx } from '../../../db/database.ts';
import { cgNeedsAllocations } from '../../../db/schema/execution.ts';
import { SOURCING_STATUS, cgSourcing, cgSourcingAwards } from '../../../db/schema/sourcing.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { isNodeCode, type NodeCode } from '../../../domain/approval/approval-codes.ts';
import { compareDecimal, sumDecimals } from '../../../domain/decimal.ts';
import type { NextId } from '../../../domain/ids.ts';
import type { ApprovalService } from '../../../approval/approval-views.ts';
import { createDocumentApproval, type Opinion, type Seen } from '../../../approval/document-approval.ts';
import { EXPORT_MAX_ROWS, headers, type SheetSpec } from '../../../documents/export-sheet.ts';
import { AppError, badRequest } from '../../../http/errors.ts';
import type { Lang } from '../../../http/messages.ts';
import type { PermissionSource } from '../../../http/permission.ts';
import type { OssService } from '../../resource/oss.service.ts';
import { assertSuppliersEligible } from '../supplier/eligibility.ts';
import { createSourcingFiles, type FileLink } from './sourcing-files.ts';
import { createSourcingImport } from './sourcing-import.ts';
import { createSourcingMatrix, lowestValid, type LastPrices } from './sourcing-matrix.ts';
import { createSourcingOffers } from './sourcing-offers.ts';
import { createSourcingReader, type SourcingFilter } from './sourcing-read.ts';
import {
  RFQ,
  SOURCING_RESOURCE,
  assertInvited,
  findSourcing,
  invitedOf,
  isValidOffer,
  itemsOf,
  lockEditable,
  offersOf,
  todayOf,
  type SourcingRow,
} from './sourcing-records.ts';

export { SOURCING_RESOURCE, type SourcingFilter };

const EXPORT_COLUMNS: [string, string, string, number, string?][] = [
  ['sourcingNo', '寻源单号', 'Sourcing no.', 18],
  ['sourcingName', '寻源名称', 'Name', 24],
  ['purcharTypeName', '采购方式', 'Purchase method', 12],
  ['purchaserName', '采购员', 'Purchaser', 10],
  ['deptName', '项目部', 'Department', 16],
  ['lineCount', '明细数', 'Lines', 8],
  ['supplierCount', '邀请供应商数', 'Suppliers', 10],
  ['budgetAmount', '预算金额', 'Budget', 14, '#,##0.00'],
  ['winAmount', '中标金额', 'Award amount', 14, '#,##0.00'],
  ['sourcingStatusName', '寻源状态', 'Status', 10],
  ['approveStatusName', '审批状态', 'Approval', 12],
  ['createTime', '创建时间', 'Created', 18],
];

const liveAward = eq(cgSourcingAwards.isDeleted, 0);

/**
 * Sourcing bills (寻源单) on the document kit: reading, offers, the matrix and award, import and files in their
 * files; 定标审批 through createDocumentApproval('SOURCING') with the award rules (I10) checked inside the submit
 * transaction and the winners' eligibility (I9) again at the final approval; voiding gives the demand back.
 */
export function createSourcingService(deps: {
  db: Database;
  clock: () => Date;
  nextId: NextId;
  approvals: ApprovalService;
  permissions: PermissionSource;
  oss: OssService;
  fileLink: FileLink;
  lastPrices: LastPrices;
}) {
  const { db, clock } = deps;

  /** I10 and I9 on the stored award, under the bill's row lock. */
  async function assertAwardComplete(tx: Tx, caller: Caller, bill: SourcingRow) {
    if (bill.sourcingStatus !== SOURCING_STATUS.OPEN)
      throw new AppError(409, 'srcNotEditable', bill.sourcingNo);
    const awards = await tenantScope(tx, caller.tenantId)
      .from(cgSourcingAwards)
      .where(eq(cgSourcingAwards.sourcingId, bill.id), liveAward);
    if (awards.length === 0) throw badRequest('srcNoAward');
    const [items, offers, invited] = await Promise.all([
      itemsOf(tx, caller.tenantId, bill.id),
      offersOf(tx, caller.tenantId, bill.id),
      invitedOf(tx, caller.tenantId, bill.id),
    ]);
    const nameOf = new Map(invited.map((s) => [s.supplierId, s.supplierName]));
    const winners = [...new Set(awards.map((a) => a.supplierId))];
    await assertInvited(tx, caller.tenantId, bill.id, winners);
    const today = todayOf(clock);
    for (const item of items) {
      const lineOffers = offers.filter((o) => o.sourcingItemId === item.id && nameOf.has(o.supplierId));
      const lineAwards = awards.filter((a) => a.sourcingItemId === item.id);
      const lowest = lowestValid(lineOffers, today);
      for (const award of lineAwards) {
        const offer = lineOffers.find((o) => o.id === award.offerId);
        const name = nameOf.get(award.supplierId) ?? award.supplierId;
        if (!offer || !isValidOffer(offer, today))
          throw new AppError(409, 'srcNoValidOffer', name, item.lineNo);
        if (lowest !== null && compareDecimal(offer.unitPrice, lowest) > 0 && !award.reason.trim()) {
          throw badRequest('srcReasonNeeded', item.lineNo, name);
        }
      }
      const total = sumDecimals(
        lineAwards.map((a) => a.winQty),
        3,
      );
      if (compareDecimal(total, item.qty) > 0)
        throw new AppError(409, 'srcOverAward', item.lineNo, Number(item.qty), Number(total));
      const valid = lineOffers.filter((o) => isValidOffer(o, today)).length;
      if (bill.purcharType === RFQ && valid < 3 && !bill.lessThanThreeReason.trim()) {
        throw badRequest('srcLessThanThree', item.lineNo);
      }
    }
    await assertSuppliersEligible(tx, caller.tenantId, winners, today);
    return { awards, items };
  }

  /**
   * Gives back what a line does not use to the purchaser assignment it came from: `keep` of each line stays
   * sourced (its awarded qty at approval, nothing when voided), the rest is the purchaser's again.
   */
  async function release(
    tx: Tx,
    caller: Caller,
    sourcingId: string,
    keep: (item: { qty: string; awardedQty: string }) => string,
    reason: string,
  ) {
    const scope = tenantScope(tx, caller.tenantId);
    const items = await itemsOf(tx, caller.tenantId, sourcingId);
    if (!items.length) return;
    // Allocation rows in id order, as create-sourcing and sub-packaging lock them (no deadlock between them).
    await scope
      .from(cgNeedsAllocations)
      .where(
        inArray(
          cgNeedsAllocations.id,
          items.flatMap((i) => [i.allocationId, i.sourceAllocationId]),
        ),
      )
      .orderBy(asc(cgNeedsAllocations.id))
      .for('update');
    const now = clock();
    for (const item of items) {
      const kept = keep(item);
      const back = sumDecimals([item.qty, `-${kept}`], 3);
      if (compareDecimal(back, '0') <= 0) continue;
      await scope.update(
        cgNeedsAllocations,
        {
          usedQty: sql`${cgNeedsAllocations.usedQty} - ${back}::numeric`,
          updateUser: caller.userId,
          updateTime: now,
        },
        eq(cgNeedsAllocations.id, item.allocationId),
      );
      const none = compareDecimal(kept, '0') <= 0;
      await scope.update(
        cgNeedsAllocations,
        none
          ? {
              allocStatus: 0,
              cancelUser: caller.userId,
              cancelTime: now,
              cancelReason: reason,
              updateUser: caller.userId,
              updateTime: now,
            }
          : { qty: kept, updateUser: caller.userId, updateTime: now },
        eq(cgNeedsAllocations.id, item.sourceAllocationId),
      );
    }
  }

  const approval = createDocumentApproval(deps, 'SOURCING', {
    find: (caller, id) => findSourcing(db, caller, id),
    number: (row) => row.sourcingNo,
    permissionPrefix: SOURCING_RESOURCE,
    supports: ['edit', 'remove', 'submit', 'cancel', 'approve', 'reject'],
    onSubmit: async (tx, caller, row) => {
      await assertAwardComplete(tx, caller, await findSourcing(tx, caller, row.id, true));
    },
    // The final approval: winners still eligible (a supplier blacklisted meanwhile stops the award), the bill
    // awarded, and what no winner took back to the purchaser.
    onApproved: async (tx, caller, _outcome, doc) => {
      const bill = await findSourcing(tx, caller, doc.id, true);
      const awards = await tenantScope(tx, caller.tenantId)
        .from(cgSourcingAwards, { supplierId: cgSourcingAwards.supplierId })
        .where(eq(cgSourcingAwards.sourcingId, bill.id), liveAward);
      await assertSuppliersEligible(
        tx,
        caller.tenantId,
        awards.map((a) => a.supplierId),
        todayOf(clock),
      );
      await release(tx, caller, bill.id, (item) => item.awardedQty, '');
      await tenantScope(tx, caller.tenantId).update(
        cgSourcing,
        { sourcingStatus: SOURCING_STATUS.AWARDED, updateTime: clock() },
        eq(cgSourcing.id, bill.id),
      );
    },
  });

  const reader = createSourcingReader({ db, clock, approval });
  const offers = createSourcingOffers(deps);
  const matrix = createSourcingMatrix(deps);
  const files = createSourcingFiles(deps);
  const workbook = createSourcingImport({ db, storeOffers: offers.storeOffers });

  /** 作废: the owner voids a draft or rejected bill; its lines' quantities go back to the purchaser's assignments. */
  async function voidBill(caller: Caller, id: string) {
    await db.transaction(async (tx) => {
      const bill = await lockEditable(tx, caller, id);
      await release(tx, caller, bill.id, () => '0', 'void');
      await tenantScope(tx, caller.tenantId).update(
        cgSourcing,
        { sourcingStatus: SOURCING_STATUS.VOID, updateUser: caller.userId, updateTime: clock() },
        eq(cgSourcing.id, bill.id),
      );
    });
  }

  /** SPEC has one approve call: it approves at the level the bill waits at (the engine checks who and when). */
  async function approveCurrent(caller: Caller, body: { id: string } & Opinion & Seen, lang: Lang) {
    const row = await findSourcing(db, caller, body.id);
    const level: Exclude<NodeCode, 'PM'> =
      isNodeCode(row.currentNode) && row.currentNode !== 'PM' ? row.currentNode : 'DIRECTOR';
    return approval.approve(caller, level, body, lang);
  }

  async function approveDetails(caller: Caller, id: string, lang: Lang) {
    const [sourcing, grid, approveInfo] = await Promise.all([
      reader.detail(caller, id, lang),
      matrix.matrix(caller, id, lang),
      approval.approveInfo(caller, id, lang),
    ]);
    return { sourcing, matrix: grid, approveInfo };
  }

  async function exportSheet(caller: Caller, filter: SourcingFilter, lang: Lang): Promise<SheetSpec> {
    const { rows, tooMany } = await reader.exportRows(caller, filter, lang, EXPORT_MAX_ROWS);
    if (tooMany) throw badRequest('exportTooLarge', EXPORT_MAX_ROWS);
    return {
      name: lang === 'en' ? 'Sourcing bills' : '寻源单',
      columns: headers(lang, EXPORT_COLUMNS),
      rows: rows.map((row) => ({ ...row, allowedActions: null, currentNode: null })),
    };
  }

  return {
    page: reader.page,
    supplierOptions: reader.supplierOptions,
    detail: reader.detail,
    items: async (caller: Caller, id: string, lang: Lang) => {
      await findSourcing(db, caller, id);
      return reader.items(caller, id, lang);
    },
    supplierPages: reader.supplierPages,
    offerDetails: reader.offerDetails,
    winPage: reader.winPage,
    exportSheet,
    edit: async (caller: Caller, body: Parameters<typeof offers.edit>[1], lang: Lang) =>
      reader.detail(caller, await offers.edit(caller, body, lang), lang),
    saveOffers: async (caller: Caller, body: Parameters<typeof offers.saveOffers>[1]) => {
      await offers.saveOffers(caller, body);
      return reader.offerDetails(caller, body.sourcingId, body.supplierId);
    },
    removeOffer: offers.removeOffer,
    matrix: matrix.matrix,
    award: matrix.award,
    template: workbook.template,
    importOffers: workbook.importOffers,
    fileCheck: files.check,
    uploadFile: files.upload,
    removeFile: files.remove,
    files: files.list,
    voidBill,
    submit: approval.submit,
    cancel: approval.cancel,
    approve: approveCurrent,
    reject: approval.reject,
    approveDetails,
    approveList: approval.approveList,
  };
}

export type SourcingService = ReturnType<typeof createSourcingService>;
