import { approvalListColumns } from '../../../approval/approval-page-reads.ts';
import { asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { htContractItems } from '../../../db/schema/contracts.ts';
import { htContractSupplements } from '../../../db/schema/supplements.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import {
  approveStatusName,
  isNodeCode,
  isPending,
  nodeName,
} from '../../../domain/approval/approval-codes.ts';
import type { DocumentApproval } from '../../../approval/document-approval.ts';
import { dictLabels, namesOf } from '../../../documents/enrich.ts';
import type { Lang } from '../../../http/messages.ts';
import { isSuperAdmin, type PermissionSource } from '../../../http/permission.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { contains, pageOf, type PageQuery } from '../../../lib/page.ts';
import { sumDecimals } from '../../../domain/decimal.ts';
import { MATERIAL_UNIT_DICT, findContract, type SignedLinks } from '../contract/contract-records.ts';
import { assertTakesSupplement } from './supplement-save.service.ts';
import {
  SUPPLEMENT_RESOURCE,
  changeTypeNames,
  findSupplement,
  liveSupplement,
  parseChangeTypes,
  supplementFilesOf,
  supplementItemsOf,
  type SupplementDetail,
  type SupplementHeader,
  type SupplementRow,
} from './supplement-records.ts';

export interface SupplementFilter {
  supplementNo?: string;
  contractNo?: string;
  contractId?: string;
  approveStatus?: number;
}

const LIST_ORDER = [desc(htContractSupplements.createTime), desc(htContractSupplements.id)];

/** The supplement list, the approval queue, a contract's supplements and the detail. */
export function createSupplementReader(deps: {
  db: Database;
  permissions: PermissionSource;
  links: SignedLinks;
  approval: Pick<DocumentApproval, 'queueCondition' | 'allowedActions'>;
}) {
  const { db, approval } = deps;

  async function describe(caller: Caller, rows: SupplementRow[], lang: Lang): Promise<SupplementHeader[]> {
    const contractIds = [...new Set(rows.filter((r) => !r.applied).map((r) => r.contractId))];
    const [names, actions, totals] = await Promise.all([
      namesOf(db, caller.tenantId, {
        depts: rows.map((r) => r.deptId),
        users: rows.map((r) => r.createUser),
      }),
      approval.allowedActions(
        caller,
        rows.map((row) => ({ id: row.id, row })),
      ),
      Promise.all(
        contractIds.map(async (id) => [id, (await findContract(db, caller, id)).totalAmount] as const),
      ),
    ]);
    const totalNow = new Map(totals);
    return rows.map((row) => {
      const pending = isPending(row.approveStatus);
      const types = parseChangeTypes(row.changeTypes);
      // Applied: as it was applied. Not yet: against the contract's total now.
      const before = row.applied ? (row.contractAmountBefore ?? '0') : (totalNow.get(row.contractId) ?? '0');
      const after = row.applied
        ? (row.contractAmountAfter ?? '0')
        : sumDecimals([before, row.deltaAmount], 2);
      return {
        id: row.id,
        supplementNo: row.supplementNo,
        supplementName: row.supplementName,
        contractId: row.contractId,
        contractNo: row.contractNo,
        supplierName: row.supplierName,
        deptId: row.deptId,
        deptName: names.depts.get(row.deptId) ?? '',
        changeTypes: types,
        changeTypeNames: changeTypeNames(types, lang),
        reason: row.reason,
        signDate: row.signDate,
        newEndDate: row.newEndDate,
        deltaAmount: Number(row.deltaAmount),
        approvalAmount: Number(row.approvalAmount),
        amountBefore: Number(before),
        amountAfter: Number(after),
        applied: row.applied ? 1 : 0,
        appliedTime: formatDateTime(row.appliedTime),
        approveStatus: row.approveStatus as SupplementHeader['approveStatus'],
        approveStatusName: approveStatusName(row.approveStatus, lang),
        currentNode: pending && isNodeCode(row.currentNode) ? row.currentNode : null,
        currentNodeName: pending ? nodeName(row.currentNode, lang) : '',
        roundNo: row.roundNo,
        createUser: row.createUser,
        createUserName: names.users.get(row.createUser ?? '') ?? '',
        createTime: formatDateTime(row.createTime),
        allowedActions: actions.get(row.id) ?? [],
      };
    });
  }

  function listCondition(caller: Caller, filter: SupplementFilter, extra?: SQL): SQL | undefined {
    return tenantScope(db, caller.tenantId).where(
      htContractSupplements,
      liveSupplement,
      contains(htContractSupplements.supplementNo, filter.supplementNo),
      contains(htContractSupplements.contractNo, filter.contractNo),
      filter.contractId ? eq(htContractSupplements.contractId, filter.contractId) : undefined,
      filter.approveStatus === undefined
        ? undefined
        : eq(htContractSupplements.approveStatus, filter.approveStatus),
      extra,
    );
  }

  /** A list's columns: the supplement's own and its round history (approval-page-reads.ts). */
  const LIST_COLUMNS = approvalListColumns(htContractSupplements, 'SUPPLEMENT');

  const page = (caller: Caller, query: SupplementFilter & PageQuery, lang: Lang) =>
    pageOf(
      db,
      htContractSupplements,
      listCondition(caller, query),
      LIST_ORDER,
      query,
      (rows) => describe(caller, rows, lang),
      LIST_COLUMNS,
    );

  /** approve/pages: supplements waiting for the caller at any level (oldest submission first). */
  async function approvePage(caller: Caller, query: SupplementFilter & PageQuery, lang: Lang) {
    const waiting = await Promise.all(
      (['DIRECTOR', 'AREA_MANAGER', 'MANAGER'] as const).map((node) => approval.queueCondition(caller, node)),
    );
    return pageOf(
      db,
      htContractSupplements,
      listCondition(caller, query, or(...waiting.map((w) => w ?? sql`false`))),
      [asc(htContractSupplements.submitTime), asc(htContractSupplements.id)],
      query,
      (rows) => describe(caller, rows, lang),
      LIST_COLUMNS,
    );
  }

  /** ofContract: the contract detail's section — its supplements, and whether the caller may add one now. */
  async function ofContract(caller: Caller, contractId: string, lang: Lang) {
    const contract = await findContract(db, caller, contractId);
    const rows = await tenantScope(db, caller.tenantId)
      .from(htContractSupplements)
      .where(eq(htContractSupplements.contractId, contractId), liveSupplement)
      .orderBy(...LIST_ORDER);
    let executing = true;
    try {
      assertTakesSupplement(contract);
    } catch {
      executing = false;
    }
    const granted =
      isSuperAdmin(caller) ||
      (await deps.permissions.codesForRoles(caller.roleIds)).has(`${SUPPLEMENT_RESOURCE}_add`);
    return {
      canAdd: executing && granted && !rows.some((r) => !r.applied),
      records: await describe(caller, rows, lang),
    };
  }

  async function detail(caller: Caller, id: string, lang: Lang): Promise<SupplementDetail> {
    const row = await findSupplement(db, caller, id);
    const [[header], lines, files, units, contract] = await Promise.all([
      describe(caller, [row], lang),
      supplementItemsOf(db, caller.tenantId, id),
      supplementFilesOf(db, caller.tenantId, id),
      dictLabels(db, [MATERIAL_UNIT_DICT], lang),
      findContract(db, caller, row.contractId),
    ]);
    const ordered = new Map(
      (
        await tenantScope(db, caller.tenantId)
          .from(htContractItems, { id: htContractItems.id, orderedQty: htContractItems.orderedQty })
          .where(eq(htContractItems.contractId, row.contractId))
      ).map((l) => [l.id, l.orderedQty]),
    );
    return {
      ...header!,
      termChange: row.termChange,
      remark: row.remark,
      lastRejectReason: row.lastRejectReason,
      contractEndDate: contract.endDate,
      endDateBefore: row.endDateBefore,
      items: lines.map((line) => ({
        id: line.id,
        lineNo: line.lineNo,
        contractItemId: line.contractItemId,
        materialId: line.materialId,
        materialCode: line.materialCode,
        materialName: line.materialName,
        spec: line.spec,
        unit: line.unit,
        unitName: units(MATERIAL_UNIT_DICT, line.unit) || line.unit,
        taxRate: Number(line.taxRate),
        beforeQty: Number(line.beforeQty),
        afterQty: Number(line.afterQty),
        beforePrice: Number(line.beforePrice),
        afterPrice: Number(line.afterPrice),
        beforeAmount: Number(line.beforeAmount),
        afterAmount: Number(line.afterAmount),
        deltaAmount: Number(line.deltaAmount),
        orderedQty: Number(line.contractItemId ? (ordered.get(line.contractItemId) ?? '0') : '0'),
        remark: line.remark,
      })),
      files: await Promise.all(
        files.map(async (file) => ({
          id: file.id,
          attachId: file.attachId,
          fileName: file.fileName,
          link: await deps.links.link(caller.tenantId, file.objectName, false),
        })),
      ),
    };
  }

  return { page, approvePage, ofContract, detail };
}
