import { approvalListColumns } from '../../../approval/approval-page-reads.ts';
import { and, asc, desc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { cgOrders, htContracts } from '../../../db/schema/contracts.ts';
import { cwPayments } from '../../../db/schema/finance.ts';
import { gysSupplierBankAccounts } from '../../../db/schema/suppliers.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import type { DocumentApproval } from '../../../approval/document-approval.ts';
import {
  APPROVE_STATUS,
  approveStatusName,
  isNodeCode,
  isPending,
} from '../../../domain/approval/approval-codes.ts';
import { nodeName } from '../../../domain/approval/approval-codes.ts';
import { compareDecimal } from '../../../domain/decimal.ts';
import { dictLabels, namesOf } from '../../../documents/enrich.ts';
import type { Lang } from '../../../http/messages.ts';
import { isSuperAdmin, type PermissionSource } from '../../../http/permission.ts';
import { codeName } from '../../../lib/code-names.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { notFound } from '../../../lib/records.ts';
import { contains, pageOf, type PageQuery } from '../../../lib/page.ts';
import { chineseUpperAmount, subtractDecimal } from '../contract/contract-money.ts';
import { describePaids } from './paid-describe.ts';
import { PAYABLE_CONTRACT_STATUSES, coveredOfOrders } from './payment-save.service.ts';
import {
  PAID_RESOURCE,
  PAY_CONTENT_DICT,
  PAY_STATUS,
  PAY_STATUS_NAMES,
  PAYMENT_RESOURCE,
  filesOf,
  findPayment,
  livePayment,
  ordersOf,
  paidsOf,
  type ContractFigures,
  type PaymentDetail,
  type PaymentHeader,
  type PaymentOperation,
  type PaymentRow,
  type SignedLinks,
} from './payment-records.ts';

export interface PaymentFilter {
  paymentNo?: string;
  contractNo?: string;
  supplierName?: string;
  payContent?: string;
  approveStatus?: number;
  payStatus?: number;
  payable?: boolean;
}

const LIST_ORDER = [desc(cwPayments.createTime), desc(cwPayments.id)];

export const figuresOf = (c: typeof htContracts.$inferSelect): ContractFigures => ({
  contractAmount: Number(c.totalAmount),
  receivedAmount: Number(c.receivedAmount),
  invoicedAmount: Number(c.invoicedAmount),
  paidAmount: Number(c.paidAmount),
  appliedAmount: Number(c.appliedAmount),
});

/** The request list, the approval queue, the detail, the editor's look-ups, and what the buttons may offer. */
export function createPaymentReader(deps: {
  db: Database;
  permissions: PermissionSource;
  links: SignedLinks;
  approval: Pick<DocumentApproval, 'queueCondition' | 'allowedActions'>;
}) {
  const { db, approval } = deps;

  async function granted(caller: Caller): Promise<(code: string) => boolean> {
    if (isSuperAdmin(caller)) return () => true;
    const codes = await deps.permissions.codesForRoles(caller.roleIds);
    return (code) => codes.has(code);
  }

  /** The payment-only buttons beside the approval's: the same rules as the calls they stand for. */
  function operationsOf(row: PaymentRow, may: (code: string) => boolean): PaymentOperation[] {
    const ops: PaymentOperation[] = [];
    const voided = row.payStatus === PAY_STATUS.VOIDED;
    const nothingPaid = compareDecimal(row.paidAmount, '0') === 0;
    if (!voided && !isPending(row.approveStatus) && nothingPaid && may(`${PAYMENT_RESOURCE}_void`))
      ops.push('void');
    const left = compareDecimal(row.applyAmount, row.paidAmount) > 0;
    if (!voided && row.approveStatus === APPROVE_STATUS.APPROVED && left && may(`${PAID_RESOURCE}_add`))
      ops.push('pay');
    if (row.roundNo > 0) ops.push('form');
    return ops;
  }

  async function describe(caller: Caller, rows: PaymentRow[], lang: Lang): Promise<PaymentHeader[]> {
    const [names, actions, may, labels] = await Promise.all([
      namesOf(db, caller.tenantId, { users: rows.map((r) => r.createUser) }),
      approval.allowedActions(
        caller,
        rows.map((row) => ({ id: row.id, row })),
      ),
      granted(caller),
      dictLabels(db, [PAY_CONTENT_DICT], lang),
    ]);
    return rows.map((row) => {
      const pending = isPending(row.approveStatus);
      return {
        id: row.id,
        paymentNo: row.paymentNo,
        contractId: row.contractId,
        contractNo: row.contractNo,
        contractName: row.contractName,
        supplierId: row.supplierId,
        supplierName: row.supplierName,
        payContent: row.payContent,
        payContentName: labels(PAY_CONTENT_DICT, row.payContent),
        applyAmount: Number(row.applyAmount),
        applyAmountUpper: chineseUpperAmount(row.applyAmount),
        currency: row.currency,
        payeeAccountId: row.payeeAccountId,
        payeeAccountName: row.payeeAccountName,
        payeeBankName: row.payeeBankName,
        payeeAccountNo: row.payeeAccountNo,
        expectedPayDate: row.expectedPayDate,
        approveStatus: row.approveStatus as PaymentHeader['approveStatus'],
        approveStatusName: approveStatusName(row.approveStatus, lang),
        currentNode: pending && isNodeCode(row.currentNode) ? row.currentNode : null,
        currentNodeName: pending ? nodeName(row.currentNode, lang) : '',
        roundNo: row.roundNo,
        payStatus: row.payStatus,
        payStatusName: codeName(PAY_STATUS_NAMES, row.payStatus, lang),
        paidAmount: Number(row.paidAmount),
        createUser: row.createUser,
        createUserName: names.users.get(row.createUser ?? '') ?? '',
        createTime: formatDateTime(row.createTime),
        // A void request offers nothing any more (the engine only knows its approval state).
        allowedActions: row.payStatus === PAY_STATUS.VOIDED ? [] : (actions.get(row.id) ?? []),
        operations: operationsOf(row, may),
      };
    });
  }

  function listCondition(caller: Caller, filter: PaymentFilter, extra?: SQL): SQL | undefined {
    return tenantScope(db, caller.tenantId).where(
      cwPayments,
      livePayment,
      contains(cwPayments.paymentNo, filter.paymentNo),
      contains(cwPayments.contractNo, filter.contractNo),
      contains(cwPayments.supplierName, filter.supplierName),
      filter.payContent ? eq(cwPayments.payContent, filter.payContent) : undefined,
      filter.approveStatus === undefined ? undefined : eq(cwPayments.approveStatus, filter.approveStatus),
      filter.payStatus === undefined ? undefined : eq(cwPayments.payStatus, filter.payStatus),
      filter.payable
        ? and(
            eq(cwPayments.approveStatus, APPROVE_STATUS.APPROVED),
            inArray(cwPayments.payStatus, [PAY_STATUS.UNPAID, PAY_STATUS.PARTLY]),
          )
        : undefined,
      extra,
    );
  }

  /** A list's columns: the request's own and its round history (approval-page-reads.ts). */
  const LIST_COLUMNS = approvalListColumns(cwPayments, 'PAYMENT');

  const page = (caller: Caller, query: PaymentFilter & PageQuery, lang: Lang) =>
    pageOf(
      db,
      cwPayments,
      listCondition(caller, query),
      LIST_ORDER,
      query,
      (rows) => describe(caller, rows, lang),
      LIST_COLUMNS,
    );

  /** approve/pages: requests waiting for the caller at any level (oldest submission first). */
  async function approvePage(caller: Caller, query: PaymentFilter & PageQuery, lang: Lang) {
    const waiting = await Promise.all(
      (['DIRECTOR', 'AREA_MANAGER', 'MANAGER'] as const).map((node) => approval.queueCondition(caller, node)),
    );
    const filter = {
      paymentNo: query.paymentNo,
      contractNo: query.contractNo,
      supplierName: query.supplierName,
    };
    return pageOf(
      db,
      cwPayments,
      listCondition(caller, filter, or(...waiting.map((w) => w ?? sql`false`))),
      [asc(cwPayments.submitTime), asc(cwPayments.id)],
      query,
      (rows) => describe(caller, rows, lang),
      LIST_COLUMNS,
    );
  }

  async function detailOf(caller: Caller, row: PaymentRow, lang: Lang): Promise<PaymentDetail> {
    const [[header], orders, files, paids, [contract]] = await Promise.all([
      describe(caller, [row], lang),
      ordersOf(db, caller.tenantId, [row.id]),
      filesOf(db, caller.tenantId, row.id),
      paidsOf(db, caller.tenantId, row.id),
      tenantScope(db, caller.tenantId).select(htContracts, eq(htContracts.id, row.contractId)),
    ]);
    return {
      ...header!,
      applyReason: row.applyReason,
      lastRejectReason: row.lastRejectReason,
      cancelReason: row.cancelReason,
      cancelTime: formatDateTime(row.cancelTime),
      snapshot: {
        contractAmount: Number(row.snapContractAmount),
        receivedAmount: Number(row.snapReceivedAmount),
        invoicedAmount: Number(row.snapInvoicedAmount),
        paidAmount: Number(row.snapPaidBefore),
        appliedAmount: Number(row.snapAppliedBefore),
      },
      contract: contract
        ? figuresOf(contract)
        : { contractAmount: 0, receivedAmount: 0, invoicedAmount: 0, paidAmount: 0, appliedAmount: 0 },
      orders: orders.map((o) => ({ orderId: o.orderId, orderNo: o.orderNo, amount: Number(o.amount) })),
      files: await Promise.all(
        files.map(async (f) => ({
          attachId: f.attachId,
          fileType: f.fileType,
          fileName: f.fileName,
          link: await deps.links.link(caller.tenantId, f.objectName, false),
        })),
      ),
      paids: await describePaids(db, caller.tenantId, paids, lang, deps.links),
    };
  }

  const detail = async (caller: Caller, id: string, lang: Lang) =>
    detailOf(caller, await findPayment(db, caller, id), lang);

  /** codeDetails/{no}: the request by its number (FK…), as messages and the inbox name it. */
  async function byNo(caller: Caller, no: string, lang: Lang) {
    const [row] = await tenantScope(db, caller.tenantId)
      .from(cwPayments)
      .where(eq(cwPayments.paymentNo, no), livePayment);
    if (!row) throw notFound(no);
    return detailOf(caller, row, lang);
  }

  /** contractList: approved contracts in force (or completed, terminated) with something left to apply. */
  async function contractList(caller: Caller, keyword: string | undefined) {
    const scope = tenantScope(db, caller.tenantId);
    const contracts = await scope
      .from(htContracts)
      .where(
        eq(htContracts.isDeleted, 0),
        eq(htContracts.approveStatus, APPROVE_STATUS.APPROVED),
        inArray(htContracts.contractStatus, PAYABLE_CONTRACT_STATUSES),
        gt(htContracts.totalAmount, htContracts.appliedAmount),
        keyword
          ? or(
              contains(htContracts.contractNo, keyword),
              contains(htContracts.contractName, keyword),
              contains(htContracts.supplierName, keyword),
            )
          : undefined,
      )
      .orderBy(desc(htContracts.createTime), desc(htContracts.id))
      .limit(200);
    const supplierIds = [...new Set(contracts.map((c) => c.supplierId))];
    const accounts = supplierIds.length
      ? await scope
          .from(gysSupplierBankAccounts)
          .where(
            inArray(gysSupplierBankAccounts.supplierId, supplierIds),
            eq(gysSupplierBankAccounts.isDeleted, 0),
          )
          .orderBy(desc(gysSupplierBankAccounts.isDefault), asc(gysSupplierBankAccounts.id))
      : [];
    return contracts.map((c) => ({
      id: c.id,
      contractNo: c.contractNo,
      contractName: c.contractName,
      supplierId: c.supplierId,
      supplierName: c.supplierName,
      currency: c.currency,
      ...figuresOf(c),
      applicableAmount: Number(subtractDecimal(c.totalAmount, c.appliedAmount, 2)),
      accounts: accounts
        .filter((a) => a.supplierId === c.supplierId)
        .map((a) => ({
          id: a.id,
          accountName: a.accountName,
          bankName: a.bankName,
          accountNo: a.accountNo,
          isDefault: a.isDefault,
        })),
    }));
  }

  /** orderList: the contract's orders with received goods not yet named by other requests. */
  async function orderList(caller: Caller, contractId: string, paymentId: string | undefined) {
    const scope = tenantScope(db, caller.tenantId);
    const [contract] = await scope.select(
      htContracts,
      eq(htContracts.id, contractId),
      eq(htContracts.isDeleted, 0),
    );
    if (!contract) throw notFound(contractId);
    const orders = await scope
      .from(cgOrders)
      .where(eq(cgOrders.contractId, contractId), eq(cgOrders.isDeleted, 0), gt(cgOrders.receivedAmount, '0'))
      .orderBy(asc(cgOrders.orderDate), asc(cgOrders.id));
    const covered = await coveredOfOrders(
      db,
      caller.tenantId,
      orders.map((o) => o.id),
      paymentId,
    );
    return orders
      .map((o) => {
        const coveredAmount = covered.get(o.id) ?? '0';
        return {
          id: o.id,
          orderNo: o.orderNo,
          orderDate: o.orderDate,
          orderAmount: Number(o.orderAmount),
          receivedAmount: Number(o.receivedAmount),
          coveredAmount: Number(coveredAmount),
          unpaidAmount: Number(subtractDecimal(o.receivedAmount, coveredAmount, 2)),
          orderStatus: o.orderStatus,
        };
      })
      .filter((o) => o.unpaidAmount > 0);
  }

  return { page, approvePage, detail, byNo, contractList, orderList };
}
