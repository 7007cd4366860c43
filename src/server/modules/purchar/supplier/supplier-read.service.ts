import { and, asc, desc, eq, gte, inArray, isNotNull, lte, type SQL } from 'drizzle-orm';
import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { gysSupplierQualifications, gysSuppliers } from '../../../db/schema/suppliers.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import type { NodeCode } from '../../../domain/approval/approval-codes.ts';
import { DAY_MS, cstDay } from '../../../domain/values.ts';
import { approvalListColumns } from '../../../approval/approval-page-reads.ts';
import type { DocumentApproval } from '../../../approval/document-approval.ts';
import { dictLabels } from '../../../documents/enrich.ts';
import type { Lang } from '../../../http/messages.ts';
import type { PermissionSource } from '../../../http/permission.ts';
import { contains, pageOf, type Page, type PageQuery } from '../../../lib/page.ts';
import { describeQualifications, replacedQualificationsOf, type FileLink } from './qualification-view.ts';
import { describeSuppliers } from './supplier-describe.ts';
import { statusHistory } from './supplier-status.ts';
import {
  QUAL_TYPE_DICT,
  accountsOf,
  findSupplier,
  live,
  liveQualification,
  qualificationsOf,
  type ExpiringQualification,
  type QueueFilter,
  type SupplierDetail,
  type SupplierFilter,
  type SupplierHeader,
  type SupplierRow,
} from './supplier-records.ts';

export type { FileLink } from './qualification-view.ts';

export const LIST_ORDER = [desc(gysSuppliers.createTime), desc(gysSuppliers.id)];

/** The calendar day `days` after `day` (yyyy-MM-dd). */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (yyyy-MM-dd). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The supplier list (with its filters, also the export's), the admission queues, the detail, expiring certificates. */
export function createSupplierReader(deps: {
  db: Database;
  clock: () => Date;
  permissions: PermissionSource;
  /** A signed, expiring download link of a stored attachment (object storage's file links). */
  fileLink: FileLink;
  approval: Pick<DocumentApproval, 'queueCondition' | 'allowedActions'>;
}) {
  const { db, approval } = deps;

  function listCondition(caller: Caller, filter: SupplierFilter): SQL | undefined {
    return tenantScope(db, caller.tenantId).where(
      gysSuppliers,
      live,
      contains(gysSuppliers.supplierCode, filter.supplierCode),
      contains(gysSuppliers.supplierName, filter.supplierName),
      contains(gysSuppliers.creditCode, filter.creditCode?.toUpperCase()),
      filter.supplierType ? eq(gysSuppliers.supplierType, filter.supplierType) : undefined,
      filter.supplierStatus === undefined
        ? undefined
        : eq(gysSuppliers.supplierStatus, filter.supplierStatus),
      filter.approveStatus === undefined ? undefined : eq(gysSuppliers.approveStatus, filter.approveStatus),
      filter.blacklistFlag === undefined ? undefined : eq(gysSuppliers.blacklistFlag, filter.blacklistFlag),
    );
  }

  async function describeRows(caller: Caller, rows: SupplierRow[], lang: Lang): Promise<SupplierHeader[]> {
    const [actions, describe] = await Promise.all([
      approval.allowedActions(
        caller,
        rows.map((row) => ({ id: row.id, row })),
      ),
      describeSuppliers(deps, caller, rows, lang),
    ]);
    return rows.map((row) => ({ ...describe(row), allowedActions: actions.get(row.id) ?? [] }));
  }

  /** A list's columns: the supplier's own and its admission round history (approval-page-reads.ts). */
  const LIST_COLUMNS = approvalListColumns(gysSuppliers, 'SUPPLIER');

  /** A page of suppliers as every list of them shows it: described, with its round history read with the rows. */
  const listPage = (caller: Caller, where: SQL | undefined, order: SQL[], query: PageQuery, lang: Lang) =>
    pageOf(db, gysSuppliers, where, order, query, (rows) => describeRows(caller, rows, lang), LIST_COLUMNS);

  async function page(caller: Caller, query: PageQuery & SupplierFilter, lang: Lang) {
    return listPage(caller, listCondition(caller, query), LIST_ORDER, query, lang);
  }

  /** The blacklist screen: suppliers on the list, most recently blacklisted first. */
  async function blacklisted(caller: Caller, query: PageQuery & QueueFilter, lang: Lang) {
    const where = listCondition(caller, { ...query, blacklistFlag: 1 });
    const order = [desc(gysSuppliers.blacklistTime), desc(gysSuppliers.id)];
    return listPage(caller, where, order, query, lang);
  }

  async function queue(caller: Caller, node: NodeCode, query: PageQuery & QueueFilter, lang: Lang) {
    const where = and(
      await approval.queueCondition(caller, node),
      contains(gysSuppliers.supplierCode, query.supplierCode),
      contains(gysSuppliers.supplierName, query.supplierName),
    );
    const order = [asc(gysSuppliers.submitTime), asc(gysSuppliers.id)];
    return listPage(caller, where, order, query, lang);
  }

  async function detail(caller: Caller, id: string, lang: Lang): Promise<SupplierDetail> {
    const supplier = await findSupplier(db, caller, id);
    const [current, replaced, accounts, actions, statusLogs] = await Promise.all([
      qualificationsOf(db, caller.tenantId, id),
      replacedQualificationsOf(db, caller.tenantId, id),
      accountsOf(db, caller.tenantId, id),
      approval.allowedActions(caller, [{ id, row: supplier }]),
      statusHistory(db, caller, id, lang),
    ]);
    const [describe, certificates] = await Promise.all([
      describeSuppliers(deps, caller, [supplier], lang, actions),
      describeQualifications(deps, caller, current, replaced, lang),
    ]);
    return {
      ...describe(supplier),
      ...certificates,
      bankAccounts: accounts.map((a) => ({
        id: a.id,
        accountName: a.accountName,
        bankName: a.bankName,
        bankBranch: a.bankBranch,
        accountNo: a.accountNo,
        isDefault: a.isDefault === 1 ? 1 : 0,
      })),
      statusLogs,
    };
  }

  /** Certificates of live suppliers ending within `days` from today (and, when asked, already ended). */
  async function expiring(
    caller: Caller,
    query: PageQuery & { days?: number; includeExpired?: number; supplierName?: string; qualType?: string },
    lang: Lang,
  ): Promise<Page<ExpiringQualification>> {
    const today = cstDay(deps.clock());
    const until = addDays(today, query.days ?? 30);
    const q = gysSupplierQualifications;
    const scope = tenantScope(db, caller.tenantId);
    const where = scope.where(
      q,
      liveQualification,
      isNotNull(q.validTo),
      lte(q.validTo, until),
      query.includeExpired === 1 ? undefined : gte(q.validTo, today),
      query.qualType ? eq(q.qualType, query.qualType) : undefined,
      inArray(
        q.supplierId,
        scope
          .from(gysSuppliers, { id: gysSuppliers.id })
          .where(live, contains(gysSuppliers.supplierName, query.supplierName)),
      ),
    );
    const result = await pageOf(db, q, where, [asc(q.validTo), asc(q.id)], query);
    const [suppliers, labels] = await Promise.all([
      result.records.length
        ? scope.from(gysSuppliers).where(
            inArray(
              gysSuppliers.id,
              result.records.map((r) => r.supplierId),
            ),
          )
        : Promise.resolve([]),
      dictLabels(db, [QUAL_TYPE_DICT], lang),
    ]);
    const byId = new Map(suppliers.map((s) => [s.id, s]));
    return {
      ...result,
      records: result.records.map((r) => ({
        qualificationId: r.id,
        supplierId: r.supplierId,
        supplierCode: byId.get(r.supplierId)?.supplierCode ?? '',
        supplierName: byId.get(r.supplierId)?.supplierName ?? '',
        qualType: r.qualType,
        qualTypeName: labels(QUAL_TYPE_DICT, r.qualType) || r.qualType,
        certNo: r.certNo,
        validTo: r.validTo!,
        daysLeft: daysBetween(today, r.validTo!),
      })),
    };
  }

  return { listCondition, page, blacklisted, queue, detail, expiring };
}

export type SupplierReader = ReturnType<typeof createSupplierReader>;
