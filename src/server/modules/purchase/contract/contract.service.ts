import { eq, type SQL } from 'drizzle-orm';
import type { Caller } from '../../../context.ts';
import type { Database, Tx } from '../../../db/database.ts';
import { cgOrders, htContracts } from '../../../db/schema/contracts.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { APPROVE_STATUS, isNodeCode, isPending } from '../../../domain/approval/approval-codes.ts';
import { compareDecimal, sumDecimals } from '../../../domain/decimal.ts';
import type { NextId } from '../../../domain/ids.ts';
import { cstDay } from '../../../domain/values.ts';
import type { ApprovalService } from '../../../approval/approval-views.ts';
import { createDocumentApproval, type Seen } from '../../../approval/document-approval.ts';
import { AppError, badRequest } from '../../../http/errors.ts';
import type { Lang } from '../../../http/messages.ts';
import type { PermissionSource } from '../../../http/permission.ts';
import type { ScopeRules } from '../../system/scope-rules.service.ts';
import type { OrderService } from '../order/order.service.ts';
import { isOpenOrder } from '../order/order-records.ts';
import { syncAwardContracts } from './contract-awards.ts';
import { createContractExport } from './contract-export.ts';
import { createContractsFromSourcing } from './contract-from-sourcing.ts';
import { createContractLookups } from './contract-lookups.ts';
import { createContractTracking } from './contract-tracking.ts';
import { ratiosMakeWhole } from './contract-money.ts';
import { createContractReader } from './contract-read.service.ts';
import {
  CONTRACT_RESOURCE,
  CONTRACT_STATUS,
  contractStatusName,
  findContract,
  itemsOf,
  payTermsOf,
  type ContractRow,
  type ContractSubmit,
  type EligibilityRule,
  type SignedLinks,
} from './contract-records.ts';
import { createContractSaver } from './contract-save.service.ts';
import { financeOf } from './contract-finance.ts';
import { syncDemandContracted } from './demand-contracted.ts';
import { syncFrameworkLines } from './framework-lines.ts';

export { CONTRACT_RESOURCE } from './contract-records.ts';

/**
 * Purchase contracts (采购合同), composed from the document kit: reading, saving, import and export in their files,
 * the approval through createDocumentApproval('CONTRACT') — whose final approval puts the contract in force
 * (履行中) — plus what only contracts have: one approve call for whichever level it waits at, termination and
 * voiding, and the orders placed on them (order.service).
 */
export function createContractService(deps: {
  db: Database;
  clock: () => Date;
  nextId: NextId;
  approvals: ApprovalService;
  permissions: PermissionSource;
  links: SignedLinks;
  orders: OrderService;
  assertSuppliersEligible: EligibilityRule;
  /** The data scope rules (system module), for the list's row filter. */
  scopeRules: Pick<ScopeRules, 'rowFilter'>;
  /**
   * The demand bills the caller may see in the 需求 list (the needs module's data scope, composed in
   * services.ts): 采购过程跟踪 found by a bill shows the uncontracted lines of those bills only.
   */
  needsScope: (caller: Caller) => Promise<SQL | undefined>;
  /** The line workbook (the material-line import with the contract's columns), composed in services.ts. */
  lineImport: {
    importItems(caller: Caller, file: File, lang: Lang): Promise<unknown>;
    template(caller: Caller, lang: Lang): Promise<Uint8Array>;
  };
}) {
  const { db, clock, nextId } = deps;

  /** What a submitted contract must be, checked under its row lock (the save checked it too; time has passed). */
  async function assertSubmittable(tx: Tx, caller: Caller, contract: ContractRow) {
    // A voided draft stays void: the engine sees only its approval state, the contract's own state is checked here.
    if (contract.contractStatus !== CONTRACT_STATUS.NOT_IN_FORCE) throw new AppError(409, 'contractVoided');
    const items = await itemsOf(tx, caller.tenantId, contract.id);
    if (items.length === 0) throw badRequest('contractNoLines');
    if (compareDecimal(contract.totalAmount, '0') <= 0) throw badRequest('contractTotalZero');
    const terms = await payTermsOf(tx, caller.tenantId, contract.id);
    const ratios = terms.map((t) => t.ratio);
    if (terms.length === 0) throw badRequest('contractNoPayTerms');
    if (!ratiosMakeWhole(ratios)) throw badRequest('contractRatiosNot100', sumDecimals(ratios, 2));
    await deps.assertSuppliersEligible(tx, caller.tenantId, [contract.supplierId], cstDay(clock()));
  }

  const approval = createDocumentApproval(deps, 'CONTRACT', {
    find: (caller, id) => findContract(db, caller, id),
    number: (contract) => contract.contractNo,
    permissionPrefix: CONTRACT_RESOURCE,
    supports: ['edit', 'remove', 'submit', 'cancel', 'approve', 'reject'],
    onSubmit: (tx, caller, contract) => assertSubmittable(tx, caller, contract),
    // Approved = in force: 履行中 from now on, and (framework contracts) offered to the demand summary.
    onApproved: async (tx, caller, _outcome, doc) => {
      const now = clock();
      await tenantScope(tx, caller.tenantId).update(
        htContracts,
        { contractStatus: CONTRACT_STATUS.EXECUTING, updateTime: now },
        eq(htContracts.id, doc.id),
      );
      const contract = await findContract(tx, caller, doc.id);
      await syncFrameworkLines(tx, caller.tenantId, contract, now, nextId);
      await syncDemandContracted(tx, caller.tenantId, doc.id, { updateUser: caller.userId, updateTime: now });
    },
  });

  const reader = createContractReader({
    db,
    permissions: deps.permissions,
    links: deps.links,
    orders: deps.orders,
    approval,
    scopeRules: deps.scopeRules,
  });
  const saver = createContractSaver({
    db,
    clock,
    nextId,
    assertSuppliersEligible: deps.assertSuppliersEligible,
  });

  /** `approve`: status 1 approves at the level the contract waits at, status 2 rejects there (opinion required). */
  async function approveHere(
    caller: Caller,
    body: { id: string; status: number; opinion?: string | null } & Seen,
    lang: Lang,
  ) {
    const contract = await findContract(db, caller, body.id);
    if (body.status === 2) {
      const opinion = body.opinion?.trim() ?? '';
      if (!opinion) throw badRequest('contractApproveOpinionRequired');
      return approval.reject(caller, { ...body, opinion }, lang);
    }
    // Read before the engine's lock: if the contract moves on meanwhile, the engine refuses (409, not at level).
    const level =
      isNodeCode(contract.currentNode) && contract.currentNode !== 'PM' ? contract.currentNode : 'DIRECTOR';
    if (!isPending(contract.approveStatus) && contract.approveStatus !== APPROVE_STATUS.APPROVED)
      throw new AppError(409, 'contractNotPending');
    return approval.approve(caller, level, body, lang);
  }

  async function ordersOf(tx: Tx, tenantId: string, contractId: string) {
    return tenantScope(tx, tenantId)
      .from(cgOrders, { orderNo: cgOrders.orderNo, orderStatus: cgOrders.orderStatus })
      .where(eq(cgOrders.contractId, contractId), eq(cgOrders.isDeleted, 0));
  }

  /** termination/{id}: an executing contract without open orders stops; what is left can no longer be ordered. */
  async function terminate(caller: Caller, id: string, reason: string, lang: Lang) {
    const why = reason.trim();
    if (!why) throw badRequest('contractReasonRequired');
    await findContract(db, caller, id);
    await db.transaction(async (tx) => {
      const contract = await findContract(tx, caller, id, true);
      if (
        contract.approveStatus !== APPROVE_STATUS.APPROVED ||
        contract.contractStatus !== CONTRACT_STATUS.EXECUTING
      )
        throw new AppError(
          409,
          'contractTerminateNotExecuting',
          contractStatusName(contract.contractStatus, lang),
        );
      // Orders change under this contract's lock (placeOrder, close take it first), so what is read here holds.
      const open = (await ordersOf(tx, caller.tenantId, id)).filter((o) => isOpenOrder(o.orderStatus));
      if (open.length)
        throw new AppError(409, 'contractTerminateOpenOrders', open.map((o) => o.orderNo).join(', '));
      // A payment request in approval was checked against this contract as it stands (I17): decide it first.
      const inApproval = await financeOf(tx, caller.tenantId, id);
      if (inApproval.paymentsInApproval.length)
        throw new AppError(
          409,
          'contractTerminatePaymentInApproval',
          inApproval.paymentsInApproval.join(', '),
        );
      const now = clock();
      await tenantScope(tx, caller.tenantId).update(
        htContracts,
        {
          contractStatus: CONTRACT_STATUS.TERMINATED,
          terminateReason: why,
          terminateTime: now,
          terminateUser: caller.userId,
          updateUser: caller.userId,
          updateTime: now,
        },
        eq(htContracts.id, id),
      );
      await syncFrameworkLines(tx, caller.tenantId, await findContract(tx, caller, id), now, nextId);
      await syncDemandContracted(tx, caller.tenantId, id, { updateUser: caller.userId, updateTime: now });
    });
    return reader.detail(caller, id, lang);
  }

  /** cancel/{id} (作废): a contract no order was ever placed on, not in approval, becomes void for good. */
  async function voidContract(caller: Caller, id: string, reason: string, lang: Lang) {
    const why = reason.trim();
    if (!why) throw badRequest('contractReasonRequired');
    await findContract(db, caller, id);
    await db.transaction(async (tx) => {
      const contract = await findContract(tx, caller, id, true);
      if (isPending(contract.approveStatus)) throw new AppError(409, 'contractVoidInApproval');
      if (
        contract.contractStatus !== CONTRACT_STATUS.NOT_IN_FORCE &&
        contract.contractStatus !== CONTRACT_STATUS.EXECUTING
      )
        throw new AppError(409, 'contractAlreadyFinal', contractStatusName(contract.contractStatus, lang));
      const orders = await ordersOf(tx, caller.tenantId, id);
      if (orders.length)
        throw new AppError(409, 'contractVoidHasOrders', orders.map((o) => o.orderNo).join(', '));
      // Money was claimed against it (I17): an invoice linked or a payment requested stays true, so no void.
      const finance = await financeOf(tx, caller.tenantId, id);
      if (finance.invoiceNos.length)
        throw new AppError(409, 'contractVoidHasInvoices', finance.invoiceNos.join(', '));
      if (finance.paymentNos.length)
        throw new AppError(409, 'contractVoidHasPayments', finance.paymentNos.join(', '));
      const now = clock();
      await tenantScope(tx, caller.tenantId).update(
        htContracts,
        {
          contractStatus: CONTRACT_STATUS.VOIDED,
          cancelReason: why,
          cancelTime: now,
          cancelUser: caller.userId,
          updateUser: caller.userId,
          updateTime: now,
        },
        eq(htContracts.id, id),
      );
      // A contract made from awards gives its awarded quantity back: the winner may get a new contract.
      if (contract.sourcingId) await syncAwardContracts(tx, caller.tenantId, contract.sourcingId, now);
      await syncFrameworkLines(tx, caller.tenantId, await findContract(tx, caller, id), now, nextId);
      await syncDemandContracted(tx, caller.tenantId, id, { updateUser: caller.userId, updateTime: now });
    });
    return reader.detail(caller, id, lang);
  }

  const fromSourcing = createContractsFromSourcing({
    db,
    clock,
    nextId,
    assertSuppliersEligible: deps.assertSuppliersEligible,
  });

  return {
    page: reader.page,
    approvePage: reader.approvePage,
    /** The RoutableApproval's per-level queue: contracts have one queue (approve/pages), so no level is mounted. */
    queue: (caller: Caller, _node: unknown, query: Parameters<typeof reader.approvePage>[1], lang: Lang) =>
      reader.approvePage(caller, query, lang),
    detail: reader.detail,
    materialList: reader.materialList,
    materialPrices: reader.materialPrices,
    ...createContractLookups({ db, clock }),
    ...createContractTracking({
      db,
      contractScope: reader.dataScope,
      needsScope: deps.needsScope,
    }),
    ...createContractExport({ db, reader }),
    importItems: deps.lineImport.importItems,
    template: deps.lineImport.template,
    save: async (caller: Caller, input: ContractSubmit, lang: Lang) =>
      reader.detail(caller, await saver.save(caller, input), lang),
    remove: saver.remove,
    submit: approval.submit,
    cancel: approval.cancel,
    confirm: approval.confirm,
    approve: approval.approve,
    reject: approval.reject,
    approveHere,
    approveInfo: approval.approveInfo,
    approveList: approval.approveList,
    terminate,
    voidContract,
    createOnceOrder: deps.orders.createOnceOrder,
    createFromSourcing: fromSourcing.create,
    sourcingList: fromSourcing.sourcingList,
  };
}

export type ContractService = ReturnType<typeof createContractService>;
