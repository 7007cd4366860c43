import { approvalListColumns } from '../../../approval/approval-page-reads.ts';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../../../api/generated/types/purchar-sourcing';
import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { htContracts } from '../../../db/schema/contracts.ts';
import { cgNeeds } from '../../../db/schema/procurement.ts';
import {
  SOURCING_STATUS,
  cgSourcing,
  cgSourcingAwards,
  cgSourcingItems,
  cgSourcingOfferFiles,
  cgSourcingOffers,
  cgSourcingSuppliers,
} from '../../../db/schema/sourcing.ts';
import { gysSuppliers } from '../../../db/schema/suppliers.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import {
  approveStatusName,
  isNodeCode,
  isPending,
  nodeName,
  type NodeCode,
} from '../../../domain/approval/approval-codes.ts';
import type { DocumentApproval } from '../../../approval/document-approval.ts';
import { dictLabels, namesOf } from '../../../documents/enrich.ts';
import type { Lang } from '../../../http/messages.ts';
import { codeName } from '../../../lib/code-names.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { contains, pageOf, type Page, type PageQuery } from '../../../lib/page.ts';
import { PURCHAR_TYPE_DICT } from '../needs-subpackage/demand-lines.ts';
import {
  CONTRACT_STATUS_NAMES,
  QUOTE_STATUS_NAMES,
  SOURCING_STATUS_NAMES,
  findSourcing,
  invitedOf,
  isValidOffer,
  itemsOf,
  live,
  liveItem,
  liveOffer,
  offersOf,
  todayOf,
  type InvitedSupplierOut,
  type OfferOut,
  type SourcingDetail,
  type SourcingItemOut,
  type SourcingRow,
  type SourcingRowOut,
} from './sourcing-records.ts';

type Schemas = components['schemas'];
export type WinRow = Schemas['WinRow'];

export interface SourcingFilter {
  sourcingNo?: string;
  sourcingName?: string;
  sourcingStatus?: number;
  approveStatus?: number;
  node?: NodeCode;
}

const UNIT_DICT = 'material_unit';
const LIST_ORDER = [desc(cgSourcing.createTime), desc(cgSourcing.id)];

/** Lists, the detail and what the offer screens read; every row says what the caller may do with it. */
export function createSourcingReader(deps: {
  db: Database;
  clock: () => Date;
  approval: Pick<DocumentApproval, 'queueCondition' | 'allowedActions'>;
}) {
  const { db, clock, approval } = deps;

  async function describeRows(caller: Caller, rows: SourcingRow[], lang: Lang): Promise<SourcingRowOut[]> {
    const ids = rows.map((row) => row.id);
    const scope = tenantScope(db, caller.tenantId);
    const [actions, names, labels, lineCounts, supplierCounts] = await Promise.all([
      approval.allowedActions(
        caller,
        rows.map((row) => ({ id: row.id, row })),
      ),
      namesOf(db, caller.tenantId, {
        depts: rows.map((row) => row.deptId),
        users: rows.map((row) => row.purchaserId),
      }),
      dictLabels(db, [PURCHAR_TYPE_DICT], lang),
      ids.length
        ? scope
            .from(cgSourcingItems, { id: cgSourcingItems.sourcingId, n: count() })
            .where(inArray(cgSourcingItems.sourcingId, ids), liveItem)
            .groupBy(cgSourcingItems.sourcingId)
        : Promise.resolve([]),
      ids.length
        ? scope
            .from(cgSourcingSuppliers, { id: cgSourcingSuppliers.sourcingId, n: count() })
            .where(inArray(cgSourcingSuppliers.sourcingId, ids), eq(cgSourcingSuppliers.isDeleted, 0))
            .groupBy(cgSourcingSuppliers.sourcingId)
        : Promise.resolve([]),
    ]);
    const lines = new Map(lineCounts.map((c) => [c.id, Number(c.n)]));
    const suppliers = new Map(supplierCounts.map((c) => [c.id, Number(c.n)]));
    return rows.map((row) => {
      const pending = isPending(row.approveStatus);
      return {
        id: row.id,
        sourcingNo: row.sourcingNo,
        sourcingName: row.sourcingName,
        purcharType: row.purcharType,
        purcharTypeName: labels(PURCHAR_TYPE_DICT, row.purcharType),
        purchaserId: row.purchaserId,
        purchaserName: names.users.get(row.purchaserId) ?? '',
        deptId: row.deptId,
        deptName: names.depts.get(row.deptId) ?? '',
        quoteDeadline: formatDateTime(row.quoteDeadline),
        currency: row.currency,
        budgetAmount: Number(row.budgetAmount),
        winAmount: Number(row.winAmount),
        lineCount: lines.get(row.id) ?? 0,
        supplierCount: suppliers.get(row.id) ?? 0,
        sourcingStatus: row.sourcingStatus as SourcingRowOut['sourcingStatus'],
        sourcingStatusName: codeName(SOURCING_STATUS_NAMES, row.sourcingStatus, lang),
        contractStatus: row.contractStatus as SourcingRowOut['contractStatus'],
        approveStatus: row.approveStatus as SourcingRowOut['approveStatus'],
        approveStatusName: approveStatusName(row.approveStatus, lang),
        currentNode: pending && isNodeCode(row.currentNode) ? row.currentNode : null,
        currentNodeName: pending ? nodeName(row.currentNode, lang) : '',
        roundNo: row.roundNo,
        lastRejectReason: row.lastRejectReason,
        submitTime: formatDateTime(row.submitTime),
        approveTime: formatDateTime(row.approveTime),
        createTime: formatDateTime(row.createTime),
        // A voided bill is kept for the record; nothing more happens to it.
        allowedActions: row.sourcingStatus === SOURCING_STATUS.VOID ? [] : (actions.get(row.id) ?? []),
      };
    });
  }

  function listCondition(caller: Caller, filter: SourcingFilter): SQL | undefined {
    return tenantScope(db, caller.tenantId).where(
      cgSourcing,
      live,
      contains(cgSourcing.sourcingNo, filter.sourcingNo),
      contains(cgSourcing.sourcingName, filter.sourcingName),
      filter.sourcingStatus === undefined ? undefined : eq(cgSourcing.sourcingStatus, filter.sourcingStatus),
      filter.approveStatus === undefined ? undefined : eq(cgSourcing.approveStatus, filter.approveStatus),
    );
  }

  /** A list's columns: the bill's own and its round history (approval-page-reads.ts). */
  const LIST_COLUMNS = approvalListColumns(cgSourcing, 'SOURCING');

  /** The bills, newest first; with `node`, the caller's 定标审批 queue at that level, oldest submission first. */
  async function page(
    caller: Caller,
    query: SourcingFilter & PageQuery,
    lang: Lang,
  ): Promise<Page<SourcingRowOut>> {
    const describe = (rows: SourcingRow[]) => describeRows(caller, rows, lang);
    if (query.node) {
      const where = and(listCondition(caller, query), await approval.queueCondition(caller, query.node));
      const order = [asc(cgSourcing.submitTime), asc(cgSourcing.id)];
      return pageOf(db, cgSourcing, where, order, query, describe, LIST_COLUMNS);
    }
    return pageOf(db, cgSourcing, listCondition(caller, query), LIST_ORDER, query, describe, LIST_COLUMNS);
  }

  async function exportRows(caller: Caller, filter: SourcingFilter, lang: Lang, max: number) {
    const rows = await tenantScope(db, caller.tenantId)
      .from(cgSourcing)
      .where(listCondition(caller, filter)!)
      .orderBy(...LIST_ORDER)
      .limit(max + 1);
    return { rows: await describeRows(caller, rows.slice(0, max), lang), tooMany: rows.length > max };
  }

  async function items(caller: Caller, sourcingId: string, lang: Lang): Promise<SourcingItemOut[]> {
    const rows = await itemsOf(db, caller.tenantId, sourcingId);
    const needsIds = [...new Set(rows.map((row) => row.needsId))];
    const [labels, bills] = await Promise.all([
      dictLabels(db, [UNIT_DICT], lang),
      needsIds.length
        ? tenantScope(db, caller.tenantId)
            .from(cgNeeds, { id: cgNeeds.id, needsNo: cgNeeds.needsNo })
            .where(inArray(cgNeeds.id, needsIds))
        : Promise.resolve([]),
    ]);
    const billNo = new Map(bills.map((b) => [b.id, b.needsNo]));
    return rows.map((row) => ({
      id: row.id,
      lineNo: row.lineNo,
      needsId: row.needsId,
      needsNo: billNo.get(row.needsId) ?? '',
      needsItemId: row.needsItemId,
      allocationId: row.allocationId,
      materialId: row.materialId,
      materialCode: row.materialCode,
      materialName: row.materialName,
      spec: row.spec,
      unit: row.unit,
      unitName: labels(UNIT_DICT, row.unit) || row.unit,
      qty: Number(row.qty),
      budgetPrice: row.budgetPrice === null ? null : Number(row.budgetPrice),
      needDate: row.needDate,
      awardedQty: Number(row.awardedQty),
    }));
  }

  async function invited(caller: Caller, sourcingId: string, lang: Lang): Promise<InvitedSupplierOut[]> {
    const scope = tenantScope(db, caller.tenantId);
    const rows = await invitedOf(db, caller.tenantId, sourcingId);
    const ids = rows.map((row) => row.supplierId);
    const [codes, offered, files] = await Promise.all([
      ids.length
        ? scope
            .from(gysSuppliers, { id: gysSuppliers.id, code: gysSuppliers.supplierCode })
            .where(inArray(gysSuppliers.id, ids))
        : Promise.resolve([]),
      scope
        .from(cgSourcingOffers, { id: cgSourcingOffers.supplierId, n: count() })
        .where(eq(cgSourcingOffers.sourcingId, sourcingId), liveOffer)
        .groupBy(cgSourcingOffers.supplierId),
      scope
        .from(cgSourcingOfferFiles, { id: cgSourcingOfferFiles.supplierId, n: count() })
        .where(eq(cgSourcingOfferFiles.sourcingId, sourcingId), eq(cgSourcingOfferFiles.isDeleted, 0))
        .groupBy(cgSourcingOfferFiles.supplierId),
    ]);
    const codeOf = new Map(codes.map((c) => [c.id, c.code]));
    const offeredOf = new Map(offered.map((c) => [c.id, Number(c.n)]));
    const filesOf = new Map(files.map((c) => [c.id, Number(c.n)]));
    return rows.map((row) => ({
      id: row.id,
      supplierId: row.supplierId,
      supplierCode: codeOf.get(row.supplierId) ?? '',
      supplierName: row.supplierName,
      contactName: row.contactName,
      contactPhone: row.contactPhone,
      quoteStatus: row.quoteStatus as InvitedSupplierOut['quoteStatus'],
      quoteStatusName: codeName(QUOTE_STATUS_NAMES, row.quoteStatus, lang),
      offeredLines: offeredOf.get(row.supplierId) ?? 0,
      totalOfferAmount: Number(row.totalOfferAmount),
      fileCount: filesOf.get(row.supplierId) ?? 0,
    }));
  }

  async function detail(caller: Caller, id: string, lang: Lang): Promise<SourcingDetail> {
    const row = await findSourcing(db, caller, id);
    const [[header], lines, suppliers] = await Promise.all([
      describeRows(caller, [row], lang),
      items(caller, id, lang),
      invited(caller, id, lang),
    ]);
    return {
      ...header!,
      evaluationNote: row.evaluationNote,
      lessThanThreeReason: row.lessThanThreeReason,
      remark: row.remark,
      items: lines,
      suppliers,
    };
  }

  async function supplierPages(caller: Caller, query: { sourcingId: string } & PageQuery, lang: Lang) {
    await findSourcing(db, caller, query.sourcingId);
    const all = await invited(caller, query.sourcingId, lang);
    const start = (query.current - 1) * query.size;
    return {
      records: all.slice(start, start + query.size),
      total: all.length,
      size: query.size,
      current: query.current,
      pages: Math.ceil(all.length / query.size),
    };
  }

  async function offerDetails(caller: Caller, sourcingId: string, supplierId: string): Promise<OfferOut[]> {
    await findSourcing(db, caller, sourcingId);
    const [lines, offers, suppliers] = await Promise.all([
      itemsOf(db, caller.tenantId, sourcingId),
      offersOf(db, caller.tenantId, sourcingId, [supplierId]),
      invitedOf(db, caller.tenantId, sourcingId),
    ]);
    const lineOf = new Map(lines.map((l) => [l.id, l]));
    const name = suppliers.find((s) => s.supplierId === supplierId)?.supplierName ?? '';
    const today = todayOf(clock);
    return offers
      .filter((o) => lineOf.has(o.sourcingItemId))
      .sort((a, b) => lineOf.get(a.sourcingItemId)!.lineNo - lineOf.get(b.sourcingItemId)!.lineNo)
      .map((o) => {
        const line = lineOf.get(o.sourcingItemId)!;
        return {
          id: o.id,
          sourcingItemId: o.sourcingItemId,
          lineNo: line.lineNo,
          materialCode: line.materialCode,
          materialName: line.materialName,
          qty: Number(line.qty),
          supplierId: o.supplierId,
          supplierName: name,
          unitPrice: Number(o.unitPrice),
          taxRate: Number(o.taxRate),
          unitPriceExclTax: Number(o.unitPriceExclTax),
          amount: Number(o.amount),
          deliveryDays: o.deliveryDays,
          brand: o.brand,
          model: o.model,
          validUntil: o.validUntil,
          paymentTerms: o.paymentTerms,
          remark: o.remark,
          valid: isValidOffer(o, today),
        };
      });
  }

  /** 中标供应商: one row per approved bill and winning supplier, newest approval first. */
  async function winPage(
    caller: Caller,
    query: { sourcingNo?: string; supplierName?: string } & PageQuery,
    lang: Lang,
  ): Promise<Page<WinRow>> {
    const scope = tenantScope(db, caller.tenantId);
    const conditions = [
      eq(cgSourcingAwards.isDeleted, 0),
      live,
      eq(cgSourcing.sourcingStatus, SOURCING_STATUS.AWARDED),
      contains(cgSourcing.sourcingNo, query.sourcingNo),
      contains(cgSourcingSuppliers.supplierName, query.supplierName),
    ];
    const grouped = () =>
      scope
        .from(cgSourcingAwards, {
          sourcingId: cgSourcingAwards.sourcingId,
          supplierId: cgSourcingAwards.supplierId,
          sourcingNo: cgSourcing.sourcingNo,
          sourcingName: cgSourcing.sourcingName,
          approveTime: cgSourcing.approveTime,
          contractStatus: cgSourcing.contractStatus,
          supplierName: cgSourcingSuppliers.supplierName,
          winLines: sql<number>`count(*)::int`,
          winAmount: sql<string>`sum(${cgSourcingAwards.winAmount})::text`,
        })
        .innerJoin(cgSourcing, eq(cgSourcing.id, cgSourcingAwards.sourcingId))
        .innerJoin(
          cgSourcingSuppliers,
          and(
            eq(cgSourcingSuppliers.sourcingId, cgSourcingAwards.sourcingId),
            eq(cgSourcingSuppliers.supplierId, cgSourcingAwards.supplierId),
            eq(cgSourcingSuppliers.isDeleted, 0),
          )!,
        )
        .where(...conditions.filter((c): c is SQL => c !== undefined))
        .groupBy(
          cgSourcingAwards.sourcingId,
          cgSourcingAwards.supplierId,
          cgSourcing.sourcingNo,
          cgSourcing.sourcingName,
          cgSourcing.approveTime,
          cgSourcing.contractStatus,
          cgSourcingSuppliers.supplierName,
          cgSourcingSuppliers.createTime,
        );
    const all = await grouped().orderBy(
      desc(cgSourcing.approveTime),
      desc(cgSourcingAwards.sourcingId),
      asc(cgSourcingSuppliers.createTime),
    );
    const start = (query.current - 1) * query.size;
    const shown = all.slice(start, start + query.size);
    // Each winner's live (not deleted, not voided) contract made from the bill, for its link on the row.
    const made = shown.length
      ? await scope
          .from(htContracts, {
            id: htContracts.id,
            contractNo: htContracts.contractNo,
            sourcingId: htContracts.sourcingId,
            supplierId: htContracts.supplierId,
          })
          .where(
            inArray(htContracts.sourcingId, [...new Set(shown.map((row) => row.sourcingId))]),
            eq(htContracts.isDeleted, 0),
            sql`${htContracts.contractStatus} <> 4`,
          )
      : [];
    const contractOf = (row: { sourcingId: string; supplierId: string }) =>
      made.find((c) => c.sourcingId === row.sourcingId && c.supplierId === row.supplierId);
    return {
      records: shown.map((row) => ({
        sourcingId: row.sourcingId,
        sourcingNo: row.sourcingNo,
        sourcingName: row.sourcingName,
        supplierId: row.supplierId,
        supplierName: row.supplierName,
        winLines: Number(row.winLines),
        winAmount: Number(row.winAmount),
        approveTime: formatDateTime(row.approveTime),
        contractStatus: row.contractStatus as WinRow['contractStatus'],
        contractStatusName: codeName(CONTRACT_STATUS_NAMES, row.contractStatus, lang),
        contractId: contractOf(row)?.id ?? null,
        contractNo: contractOf(row)?.contractNo ?? '',
      })),
      total: all.length,
      size: query.size,
      current: query.current,
      pages: Math.ceil(all.length / query.size),
    };
  }

  /** Who may be invited now: admitted, not suspended or blacklisted (the licence is checked at the invitation). */
  async function supplierOptions(caller: Caller) {
    return tenantScope(db, caller.tenantId)
      .from(gysSuppliers, {
        id: gysSuppliers.id,
        supplierCode: gysSuppliers.supplierCode,
        supplierName: gysSuppliers.supplierName,
      })
      .where(
        eq(gysSuppliers.isDeleted, 0),
        eq(gysSuppliers.supplierStatus, 1),
        eq(gysSuppliers.blacklistFlag, 0),
      )
      .orderBy(asc(gysSuppliers.supplierCode));
  }

  return { supplierOptions, page, exportRows, detail, items, invited, supplierPages, offerDetails, winPage };
}
