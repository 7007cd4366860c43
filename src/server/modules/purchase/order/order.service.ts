import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Caller } from '../../../context.ts';
import type { Database, Tx } from '../../../db/database.ts';
import { cgOrderItems, cgOrders, htContractItems, htContracts } from '../../../db/schema/contracts.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { APPROVE_STATUS } from '../../../domain/approval/approval-codes.ts';
import { compareDecimal, multiplyDecimal, sumDecimals } from '../../../domain/decimal.ts';
import type { NextId } from '../../../domain/ids.ts';
import { cstDay, realDay } from '../../../domain/values.ts';
import { dictLabels, userNames } from '../../../documents/enrich.ts';
import { nextDocumentNo } from '../../../documents/numbering.ts';
import { AppError, badRequest } from '../../../http/errors.ts';
import type { Lang } from '../../../http/messages.ts';
import { isSuperAdmin, type PermissionSource } from '../../../http/permission.ts';
import { contains, pageOf, type PageQuery } from '../../../lib/page.ts';
import { subtractDecimal } from '../contract/contract-money.ts';
import {
  CONTRACT_STATUS,
  MATERIAL_UNIT_DICT,
  contractStatusName,
  findContract,
  itemsOf,
  remainingOf,
  type ContractRow,
  type EligibilityRule,
} from '../contract/contract-records.ts';
import { syncFrameworkLines } from '../contract/framework-lines.ts';
import {
  ORDER_RESOURCE,
  ORDER_STATUS,
  findOrder,
  isOpenOrder,
  orderItemsOf,
  orderStatusName,
  toOrderHeader,
  type OrderDetail,
  type OrderGrants,
  type OrderRow,
} from './order-records.ts';

const NUMBER_PREFIX = 'DD';

export interface OrderFilter {
  orderNo?: string;
  contractNo?: string;
  supplierName?: string;
  orderStatus?: number;
  contractId?: string;
}

export interface OrderHeaderInput {
  storehouseId?: string | null;
  deliveryAddressId?: string | null;
  expectedArrivalDate?: string | null;
  remark?: string | null;
}

/**
 * Purchase orders (采购订单): placed on an executing contract under its row lock (I12: approved, executing, not
 * expired, seller eligible, every line ≤ what is left), closed with a reason (I16: unreceived quantity goes back
 * to the contract). No approval: the approved contract is the commitment.
 */
export function createOrderService(deps: {
  db: Database;
  clock: () => Date;
  nextId: NextId;
  permissions: PermissionSource;
  assertSuppliersEligible: EligibilityRule;
}) {
  const { db, clock, nextId } = deps;

  /** The contract's orderedAmount from its orders' lines (ordered minus closed, at the line price), exactly. */
  async function recomputeOrdered(tx: Tx, tenantId: string, contract: ContractRow, now: Date) {
    const lines = await tenantScope(tx, tenantId)
      .from(cgOrderItems, {
        orderQty: cgOrderItems.orderQty,
        closedQty: cgOrderItems.closedQty,
        price: cgOrderItems.unitPrice,
      })
      .innerJoin(cgOrders, eq(cgOrders.id, cgOrderItems.orderId))
      .where(eq(cgOrders.contractId, contract.id), eq(cgOrders.isDeleted, 0), eq(cgOrderItems.isDeleted, 0));
    const orderedAmount = sumDecimals(
      lines.map((l) => multiplyDecimal(subtractDecimal(l.orderQty, l.closedQty, 3), l.price, 2)),
      2,
    );
    await tenantScope(tx, tenantId).update(
      htContracts,
      { orderedAmount, updateTime: now },
      eq(htContracts.id, contract.id),
    );
  }

  /**
   * Places one order on a contract, inside the caller's transaction, after locking the contract and its lines:
   * each wanted quantity must fit what is left on its line (concurrent orders queue on the lock and see what the
   * one before took). `lines` name contract lines and quantities (decimal text, > 0).
   */
  async function placeOrder(
    tx: Tx,
    caller: Caller,
    contractId: string,
    header: OrderHeaderInput,
    pick: (items: Awaited<ReturnType<typeof itemsOf>>) => { contractItemId: string; qty: string }[],
    lang: Lang,
  ): Promise<string> {
    const now = clock();
    const today = cstDay(now);
    const contract = await findContract(tx, caller, contractId, true);
    if (
      contract.approveStatus !== APPROVE_STATUS.APPROVED ||
      contract.contractStatus !== CONTRACT_STATUS.EXECUTING
    )
      throw new AppError(
        409,
        'contractNotExecuting',
        contract.contractNo,
        contractStatusName(contract.contractStatus, lang),
      );
    if (contract.endDate && contract.endDate < today)
      throw new AppError(409, 'contractExpired', contract.contractNo, contract.endDate);
    await deps.assertSuppliersEligible(tx, caller.tenantId, [contract.supplierId], today);
    const items = await itemsOf(tx, caller.tenantId, contract.id, true);
    const wanted = pick(items);
    if (wanted.length === 0) throw new AppError(409, 'contractNothingToOrder', contract.contractNo);
    const byId = new Map(items.map((item) => [item.id, item]));
    const scope = tenantScope(tx, caller.tenantId);
    const orderId = nextId();
    const rows = wanted.map((want, index) => {
      const item = byId.get(want.contractItemId);
      if (!item) throw badRequest('contractLineNotOfContract', index, want.contractItemId);
      const left = remainingOf(item);
      if (compareDecimal(want.qty, left) > 0)
        throw new AppError(
          409,
          'contractOrderAboveRemaining',
          item.lineNo,
          item.materialName,
          want.qty,
          left,
        );
      return {
        id: nextId(),
        orderId,
        contractItemId: item.id,
        lineNo: index + 1,
        materialId: item.materialId,
        materialCode: item.materialCode,
        materialName: item.materialName,
        spec: item.spec,
        unit: item.unit,
        orderQty: want.qty,
        unitPrice: item.unitPrice,
        taxRate: item.taxRate,
        amount: multiplyDecimal(want.qty, item.unitPrice, 2),
        needDate: header.expectedArrivalDate ?? null,
        createUser: caller.userId,
        createTime: now,
        updateUser: caller.userId,
        updateTime: now,
      };
    });
    for (const row of rows) {
      const item = byId.get(row.contractItemId)!;
      await scope.update(
        htContractItems,
        {
          orderedQty: sumDecimals([item.orderedQty, row.orderQty], 3),
          updateUser: caller.userId,
          updateTime: now,
        },
        eq(htContractItems.id, item.id),
      );
    }
    await scope.insert(cgOrders, [
      {
        id: orderId,
        orderNo: await nextDocumentNo(tx, caller.tenantId, NUMBER_PREFIX, clock),
        contractId: contract.id,
        contractNo: contract.contractNo,
        supplierId: contract.supplierId,
        supplierName: contract.supplierName,
        deptId: contract.deptId,
        storehouseId: header.storehouseId ?? null,
        deliveryAddressId: header.deliveryAddressId ?? null,
        orderDate: today,
        expectedArrivalDate: header.expectedArrivalDate ?? null,
        orderAmount: sumDecimals(
          rows.map((r) => r.amount),
          2,
        ),
        orderStatus: ORDER_STATUS.AWAITING,
        purchaserId: contract.purchaserId ?? caller.userId,
        remark: header.remark ?? '',
        createUser: caller.userId,
        createDept: caller.deptIds[0] ?? null,
        createTime: now,
        updateUser: caller.userId,
        updateTime: now,
      },
    ]);
    await scope.insert(cgOrderItems, rows);
    await recomputeOrdered(tx, caller.tenantId, contract, now);
    await syncFrameworkLines(tx, caller.tenantId, contract, now, nextId);
    return orderId;
  }

  /** createOnceOrder: every line's whole remaining quantity, in one order. */
  async function createOnceOrder(
    caller: Caller,
    body: OrderHeaderInput & { contractId: string },
    lang: Lang,
  ) {
    const expectedArrivalDate = realDay('expectedArrivalDate', body.expectedArrivalDate);
    await findContract(db, caller, body.contractId);
    const id = await db.transaction((tx) =>
      placeOrder(
        tx,
        caller,
        body.contractId,
        { ...body, expectedArrivalDate },
        (items) =>
          items
            .map((item) => ({ contractItemId: item.id, qty: remainingOf(item) }))
            .filter((line) => compareDecimal(line.qty, '0') > 0),
        lang,
      ),
    );
    return detail(caller, id, lang);
  }

  /** orderClose: status 4; each line's unreceived quantity is closed and released to its contract line. */
  async function close(caller: Caller, body: { id: string; reason: string }, lang: Lang) {
    const reason = body.reason.trim();
    if (!reason) throw badRequest('contractReasonRequired');
    const first = await findOrder(db, caller, body.id);
    await db.transaction(async (tx) => {
      // The contract first, as ordering takes it: closing and ordering on one contract queue in one order.
      const contract = await findContract(tx, caller, first.contractId, true);
      const order = await findOrder(tx, caller, body.id, true);
      if (!isOpenOrder(order.orderStatus))
        throw new AppError(409, 'orderNotClosable', order.orderNo, orderStatusName(order.orderStatus, lang));
      const now = clock();
      const scope = tenantScope(tx, caller.tenantId);
      const lines = await orderItemsOf(tx, caller.tenantId, order.id);
      const items = await itemsOf(tx, caller.tenantId, contract.id, true);
      const itemOf = new Map(items.map((item) => [item.id, item]));
      for (const line of lines) {
        const open = subtractDecimal(subtractDecimal(line.orderQty, line.receivedQty, 3), line.closedQty, 3);
        if (compareDecimal(open, '0') <= 0) continue;
        await scope.update(
          cgOrderItems,
          { closedQty: sumDecimals([line.closedQty, open], 3), updateUser: caller.userId, updateTime: now },
          eq(cgOrderItems.id, line.id),
        );
        const item = itemOf.get(line.contractItemId);
        if (item) {
          item.orderedQty = subtractDecimal(item.orderedQty, open, 3);
          await scope.update(
            htContractItems,
            { orderedQty: item.orderedQty, updateUser: caller.userId, updateTime: now },
            eq(htContractItems.id, item.id),
          );
        }
      }
      await scope.update(
        cgOrders,
        {
          orderStatus: ORDER_STATUS.CLOSED,
          closeReason: reason,
          closeTime: now,
          closeUser: caller.userId,
          updateUser: caller.userId,
          updateTime: now,
        },
        eq(cgOrders.id, order.id),
      );
      await recomputeOrdered(tx, caller.tenantId, contract, now);
      await syncFrameworkLines(tx, caller.tenantId, contract, now, nextId);
    });
    return detail(caller, body.id, lang);
  }

  /** Closing is the order's button; receiving the warehouse's (kc_stock_in_add). */
  async function grants(caller: Caller): Promise<OrderGrants> {
    if (isSuperAdmin(caller)) return { close: true, receive: true };
    const codes = await deps.permissions.codesForRoles(caller.roleIds);
    return { close: codes.has(`${ORDER_RESOURCE}_close`), receive: codes.has('kc_stock_in_add') };
  }

  async function headers(caller: Caller, rows: OrderRow[], lang: Lang) {
    const [names, may] = await Promise.all([
      userNames(
        db,
        caller.tenantId,
        rows.map((r) => r.createUser),
      ),
      grants(caller),
    ]);
    return rows.map((row) => toOrderHeader(row, lang, names.get(row.createUser ?? '') ?? '', may));
  }

  function condition(caller: Caller, filter: OrderFilter): SQL | undefined {
    return tenantScope(db, caller.tenantId).where(
      cgOrders,
      eq(cgOrders.isDeleted, 0),
      contains(cgOrders.orderNo, filter.orderNo),
      contains(cgOrders.contractNo, filter.contractNo),
      contains(cgOrders.supplierName, filter.supplierName),
      filter.orderStatus ? eq(cgOrders.orderStatus, filter.orderStatus) : undefined,
      filter.contractId ? eq(cgOrders.contractId, filter.contractId) : undefined,
    );
  }

  const page = (caller: Caller, query: OrderFilter & PageQuery, lang: Lang) =>
    pageOf(
      db,
      cgOrders,
      condition(caller, query),
      [desc(cgOrders.createTime), desc(cgOrders.id)],
      query,
      (rows) => headers(caller, rows, lang),
    );

  /** The orders of some contracts, newest first (the contract detail shows them). */
  async function ofContracts(caller: Caller, contractIds: string[], lang: Lang) {
    if (contractIds.length === 0) return [];
    const rows = await tenantScope(db, caller.tenantId)
      .from(cgOrders)
      .where(and(inArray(cgOrders.contractId, contractIds), eq(cgOrders.isDeleted, 0)))
      .orderBy(desc(cgOrders.createTime), desc(cgOrders.id));
    return headers(caller, rows, lang);
  }

  async function detail(caller: Caller, id: string, lang: Lang): Promise<OrderDetail> {
    const row = await findOrder(db, caller, id);
    const [[header], lines, units] = await Promise.all([
      headers(caller, [row], lang),
      orderItemsOf(db, caller.tenantId, id),
      dictLabels(db, [MATERIAL_UNIT_DICT], lang),
    ]);
    return {
      ...header!,
      deptId: row.deptId,
      storehouseId: row.storehouseId,
      deliveryAddressId: row.deliveryAddressId,
      remark: row.remark,
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
        orderQty: Number(line.orderQty),
        unitPrice: Number(line.unitPrice),
        taxRate: Number(line.taxRate),
        amount: Number(line.amount),
        receivedQty: Number(line.receivedQty),
        closedQty: Number(line.closedQty),
      })),
    };
  }

  return { placeOrder, createOnceOrder, close, page, detail, ofContracts };
}

export type OrderService = ReturnType<typeof createOrderService>;
