import { asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { approvalListColumns } from '../../../approval/approval-page-reads.ts';
import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { htContractItems, htContracts } from '../../../db/schema/contracts.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import {
  APPROVE_STATUS,
  approveStatusName,
  isNodeCode,
  isPending,
  nodeName,
} from '../../../domain/approval/approval-codes.ts';
import type { DocumentApproval } from '../../../approval/document-approval.ts';
import { dictLabels, namesOf } from '../../../documents/enrich.ts';
import { dateRange } from '../../../documents/list-filters.ts';
import type { Lang } from '../../../http/messages.ts';
import { isSuperAdmin, type PermissionSource } from '../../../http/permission.ts';
import { codeName } from '../../../lib/code-names.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { contains, pageOf, type PageQuery } from '../../../lib/page.ts';
import { documentScope } from '../../../documents/document-scope.ts';
import type { ScopeRules } from '../../system/scope-rules.service.ts';
import type { OrderService } from '../order/order.service.ts';
import { chineseUpperAmount } from './contract-money.ts';
import { progressOf, type ContractProgress } from './contract-progress.ts';
import {
  CONTRACT_RESOURCE,
  CONTRACT_STATUS,
  CONTRACT_TYPE_NAMES,
  FILE_TYPE_NAMES,
  MATERIAL_UNIT_DICT,
  PAY_CONTENT_DICT,
  contractStatusName,
  filesOf,
  findContract,
  itemsOf,
  live,
  payTermsOf,
  toContractItem,
  type ContractDetail,
  type ContractHeader,
  type ContractOperation,
  type ContractRow,
  type SignedLinks,
} from './contract-records.ts';

export interface ContractFilter {
  contractNo?: string;
  contractName?: string;
  contractType?: number;
  supplierName?: string;
  approveStatus?: number;
  contractStatus?: number;
  signDateFrom?: string;
  signDateTo?: string;
}

export const LIST_ORDER = [desc(htContracts.createTime), desc(htContracts.id)];

/** The contract list, the approval queue, the detail, and what the detail's buttons may offer. */
export function createContractReader(deps: {
  db: Database;
  permissions: PermissionSource;
  links: SignedLinks;
  orders: Pick<OrderService, 'ofContracts'>;
  approval: Pick<DocumentApproval, 'queueCondition' | 'allowedActions'>;
  scopeRules: Pick<ScopeRules, 'rowFilter'>;
}) {
  const { db, approval } = deps;

  async function granted(caller: Caller): Promise<(code: string) => boolean> {
    if (isSuperAdmin(caller)) return () => true;
    const codes = await deps.permissions.codesForRoles(caller.roleIds);
    return (suffix) => codes.has(`${CONTRACT_RESOURCE}_${suffix}`);
  }

  /** The contract-only buttons (beside the approval's): order, terminate, void — the same rules as the calls. */
  function operationsOf(
    row: ContractRow,
    may: (suffix: string) => boolean,
    progress: ContractProgress,
  ): ContractOperation[] {
    const ops: ContractOperation[] = [];
    const orders = progress.orders.get(row.id) ?? { all: 0, open: 0 };
    const executing =
      row.approveStatus === APPROVE_STATUS.APPROVED && row.contractStatus === CONTRACT_STATUS.EXECUTING;
    if (executing && progress.left.has(row.id) && may('order')) ops.push('order');
    if (executing && orders.open === 0 && !progress.paymentInApproval.has(row.id) && may('terminate'))
      ops.push('terminate');
    const voidable =
      (row.contractStatus === CONTRACT_STATUS.NOT_IN_FORCE && !isPending(row.approveStatus)) ||
      row.contractStatus === CONTRACT_STATUS.EXECUTING;
    if (voidable && orders.all === 0 && !progress.bound.has(row.id) && may('void')) ops.push('void');
    return ops;
  }

  async function describe(caller: Caller, rows: ContractRow[], lang: Lang): Promise<ContractHeader[]> {
    const [names, actions, may, progress] = await Promise.all([
      namesOf(db, caller.tenantId, {
        depts: rows.map((r) => r.deptId),
        users: rows.map((r) => r.createUser),
      }),
      // An approved contract offers no approval action (every command refuses it and contracts have no
      // rejectLines), so the dry run — seven look-ups — is left to the rows still in approval or editable.
      approval.allowedActions(
        caller,
        rows
          .filter((row) => row.approveStatus !== APPROVE_STATUS.APPROVED)
          .map((row) => ({ id: row.id, row })),
      ),
      granted(caller),
      progressOf(
        db,
        caller.tenantId,
        rows.map((r) => r.id),
      ),
    ]);
    return rows.map((row) => {
      const pending = isPending(row.approveStatus);
      return {
        id: row.id,
        contractNo: row.contractNo,
        contractName: row.contractName,
        contractType: row.contractType,
        contractTypeName: codeName(CONTRACT_TYPE_NAMES, row.contractType, lang),
        deptId: row.deptId,
        deptName: names.depts.get(row.deptId) ?? '',
        buyerId: row.buyerId,
        buyerName: row.buyerName,
        supplierId: row.supplierId,
        supplierName: row.supplierName,
        signDate: row.signDate,
        startDate: row.startDate,
        endDate: row.endDate,
        currency: row.currency,
        totalAmount: Number(row.totalAmount),
        amountExclTax: Number(row.amountExclTax),
        taxAmount: Number(row.taxAmount),
        orderedAmount: Number(row.orderedAmount),
        approveStatus: row.approveStatus as ContractHeader['approveStatus'],
        approveStatusName: approveStatusName(row.approveStatus, lang),
        currentNode: pending && isNodeCode(row.currentNode) ? row.currentNode : null,
        currentNodeName: pending ? nodeName(row.currentNode, lang) : '',
        roundNo: row.roundNo,
        contractStatus: row.contractStatus,
        contractStatusName: contractStatusName(row.contractStatus, lang),
        createUser: row.createUser,
        createUserName: names.users.get(row.createUser ?? '') ?? '',
        createTime: formatDateTime(row.createTime),
        // A void contract offers nothing any more (the engine only knows its approval state).
        allowedActions: row.contractStatus === CONTRACT_STATUS.VOIDED ? [] : (actions.get(row.id) ?? []),
        operations: operationsOf(row, may, progress),
      };
    });
  }

  /** A list's columns: the contract's own and its round history, which the approval dry run then does not read. */
  const LIST_COLUMNS = approvalListColumns(htContracts, 'CONTRACT');

  /** The data scope granted on the 采购合同 menu (as the demand bill list applies its own): own, dept, project… */
  const dataScope = (caller: Caller) =>
    documentScope(deps.scopeRules, caller, CONTRACT_RESOURCE, htContracts);

  function listCondition(caller: Caller, filter: ContractFilter, extra?: SQL): SQL | undefined {
    return tenantScope(db, caller.tenantId).where(
      htContracts,
      live,
      contains(htContracts.contractNo, filter.contractNo),
      contains(htContracts.contractName, filter.contractName),
      contains(htContracts.supplierName, filter.supplierName),
      filter.contractType ? eq(htContracts.contractType, filter.contractType) : undefined,
      filter.approveStatus === undefined ? undefined : eq(htContracts.approveStatus, filter.approveStatus),
      filter.contractStatus === undefined ? undefined : eq(htContracts.contractStatus, filter.contractStatus),
      ...dateRange(
        htContracts.signDate,
        filter.signDateFrom,
        filter.signDateTo,
        { from: 'signDateFrom', to: 'signDateTo' },
        'date',
      ),
      extra,
    );
  }

  const page = async (caller: Caller, query: ContractFilter & PageQuery, lang: Lang) =>
    pageOf(
      db,
      htContracts,
      listCondition(caller, query, await dataScope(caller)),
      LIST_ORDER,
      query,
      (rows) => describe(caller, rows, lang),
      LIST_COLUMNS,
    );

  /** approve/pages: contracts waiting for the caller at any level (oldest submission first); routed, so unscoped. */
  async function approvePage(caller: Caller, query: ContractFilter & PageQuery, lang: Lang) {
    const waiting = await Promise.all(
      (['DIRECTOR', 'AREA_MANAGER', 'MANAGER'] as const).map((node) => approval.queueCondition(caller, node)),
    );
    return pageOf(
      db,
      htContracts,
      listCondition(caller, query, or(...waiting.map((w) => w ?? sql`false`))),
      [asc(htContracts.submitTime), asc(htContracts.id)],
      query,
      (rows) => describe(caller, rows, lang),
      LIST_COLUMNS,
    );
  }

  /** Rows for the export (the list's filters and order, without paging). */
  const exportRows = async (caller: Caller, filter: ContractFilter, limit: number) =>
    tenantScope(db, caller.tenantId)
      .from(htContracts)
      .where(listCondition(caller, filter, await dataScope(caller)))
      .orderBy(...LIST_ORDER)
      .limit(limit);

  async function items(caller: Caller, contractId: string, lang: Lang) {
    const [lines, units] = await Promise.all([
      itemsOf(db, caller.tenantId, contractId),
      dictLabels(db, [MATERIAL_UNIT_DICT], lang),
    ]);
    return lines.map((line) => toContractItem(line, units(MATERIAL_UNIT_DICT, line.unit)));
  }

  async function materialList(caller: Caller, contractId: string, lang: Lang) {
    await findContract(db, caller, contractId);
    return items(caller, contractId, lang);
  }

  async function detail(caller: Caller, id: string, lang: Lang): Promise<ContractDetail> {
    const row = await findContract(db, caller, id);
    const [[header], lines, terms, files, labels, names, orders] = await Promise.all([
      describe(caller, [row], lang),
      items(caller, id, lang),
      payTermsOf(db, caller.tenantId, id),
      filesOf(db, caller.tenantId, id),
      dictLabels(db, [PAY_CONTENT_DICT], lang),
      namesOf(db, caller.tenantId, { users: [row.purchaserId] }),
      deps.orders.ofContracts(caller, [id], lang),
    ]);
    return {
      ...header!,
      sourcingId: row.sourcingId,
      salerAccountId: row.salerAccountId,
      salerBankName: row.salerBankName,
      salerAccountNo: row.salerAccountNo,
      taxRate: Number(row.taxRate),
      originalAmount: Number(row.originalAmount),
      supplementAmount: Number(row.supplementAmount),
      receivedAmount: Number(row.receivedAmount),
      invoicedAmount: Number(row.invoicedAmount),
      appliedAmount: Number(row.appliedAmount),
      paidAmount: Number(row.paidAmount),
      totalAmountUpper: chineseUpperAmount(row.totalAmount),
      purchaserId: row.purchaserId,
      purchaserName: names.users.get(row.purchaserId ?? '') ?? '',
      deliveryTerms: row.deliveryTerms,
      remark: row.remark,
      lastRejectReason: row.lastRejectReason,
      terminateReason: row.terminateReason,
      terminateTime: formatDateTime(row.terminateTime),
      cancelReason: row.cancelReason,
      cancelTime: formatDateTime(row.cancelTime),
      items: lines,
      payTerms: terms.map((term) => ({
        id: term.id,
        lineNo: term.lineNo,
        payContent: term.payContent,
        payContentName: labels(PAY_CONTENT_DICT, term.payContent) || term.payContent,
        ratio: Number(term.ratio),
        amount: Number(term.amount),
        payCondition: term.payCondition,
        dueDays: term.dueDays,
      })),
      files: await Promise.all(
        files.map(async (file) => ({
          id: file.id,
          attachId: file.attachId,
          fileType: file.fileType,
          fileTypeName: codeName(FILE_TYPE_NAMES, file.fileType, lang),
          fileName: file.fileName,
          link: await deps.links.link(caller.tenantId, file.objectName, false),
        })),
      ),
      // Invoices and payments join here when the finance issue lands (contractDetail = the whole contract).
      orders,
    };
  }

  /** Lines of executing contracts, newest per material: the price a buyer would pay today. */
  async function materialPrices(caller: Caller, query: { keyword?: string } & PageQuery, lang: Lang) {
    const scope = tenantScope(db, caller.tenantId);
    const newer = sql`not exists (select 1 from ${htContractItems} i2 join ${htContracts} c2 on c2.id = i2.contract_id
      where i2.tenant_id = ${htContractItems.tenantId} and i2.material_id = ${htContractItems.materialId}
        and i2.is_deleted = 0 and c2.is_deleted = 0 and c2.contract_status = ${CONTRACT_STATUS.EXECUTING}
        and c2.approve_status = ${APPROVE_STATUS.APPROVED}
        and (coalesce(c2.sign_date, '0001-01-01'), c2.approve_time, c2.id, i2.id) >
            (coalesce(${htContracts.signDate}, '0001-01-01'), ${htContracts.approveTime}, ${htContracts.id}, ${htContractItems.id}))`;
    const keyword = query.keyword?.trim();
    const conditions = [
      eq(htContractItems.isDeleted, 0),
      live,
      eq(htContracts.contractStatus, CONTRACT_STATUS.EXECUTING),
      eq(htContracts.approveStatus, APPROVE_STATUS.APPROVED),
      keyword
        ? or(contains(htContractItems.materialCode, keyword), contains(htContractItems.materialName, keyword))
        : undefined,
      newer,
    ];
    const fields = {
      materialId: htContractItems.materialId,
      materialCode: htContractItems.materialCode,
      materialName: htContractItems.materialName,
      spec: htContractItems.spec,
      unit: htContractItems.unit,
      unitPrice: htContractItems.unitPrice,
      taxRate: htContractItems.taxRate,
      supplierId: htContracts.supplierId,
      supplierName: htContracts.supplierName,
      contractId: htContracts.id,
      contractNo: htContracts.contractNo,
      signDate: htContracts.signDate,
    };
    const joined = () =>
      scope
        .from(htContractItems, fields)
        .innerJoin(htContracts, eq(htContracts.id, htContractItems.contractId));
    const [rows, [total], units] = await Promise.all([
      joined()
        .where(...conditions)
        .orderBy(asc(htContractItems.materialCode))
        .limit(query.size)
        .offset((query.current - 1) * query.size),
      scope
        .from(htContractItems, { n: count() })
        .innerJoin(htContracts, eq(htContracts.id, htContractItems.contractId))
        .where(...conditions),
      dictLabels(db, [MATERIAL_UNIT_DICT], lang),
    ]);
    const n = Number(total?.n ?? 0);
    return {
      records: rows.map((r) => ({
        ...r,
        unitName: units(MATERIAL_UNIT_DICT, r.unit) || r.unit,
        unitPrice: Number(r.unitPrice),
        taxRate: Number(r.taxRate),
      })),
      total: n,
      size: query.size,
      current: query.current,
      pages: Math.ceil(n / query.size),
    };
  }

  return { page, approvePage, exportRows, describe, detail, materialList, materialPrices, dataScope };
}

export type ContractReader = ReturnType<typeof createContractReader>;
