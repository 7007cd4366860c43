import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Caller } from '../../context.ts';
import type { Database, Tx } from '../../db/database.ts';
import { materials } from '../../db/schema/master-data.ts';
import { kcStockInItems, kcStockIns, kcStocks } from '../../db/schema/stock.ts';
import { tenantScope } from '../../db/tenant-scope.ts';
import { multiplyDecimal, sumDecimals } from '../../domain/decimal.ts';
import type { NextId } from '../../domain/ids.ts';
import { decimalFromJson } from '../../domain/values.ts';
import { assertProject, deptNames, dictLabels, userNames } from '../../documents/enrich.ts';
import { planLines, syncLines } from '../../documents/line-items.ts';
import { dateRange } from '../../documents/list-filters.ts';
import { nextDocumentNo } from '../../documents/numbering.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { codeName } from '../../lib/code-names.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { assertDictKey } from '../../lib/dictionary.ts';
import { contains, pageOf, type PageQuery } from '../../lib/page.ts';
import { notFound } from '../../lib/records.ts';
import { postPurchaseReceipt, type PurchaseReceipt } from './purchase-receipt-posting.ts';
import type { StockPhotos } from './stock-photos.ts';
import { BIZ_TYPE, postStockMovement } from './stock-posting.ts';
import {
  DOC_STATUS_NAMES,
  DRAFT,
  POSTED,
  STOCK_IN_TYPE_DICT,
  STOCK_IN_TYPE_NAMES,
  UNIT_DICT,
  assertStorehouseUsable,
  checkedQty,
  documentDay,
  num,
  orderNumbers,
  purchaseFromOrder,
  storehouseNames,
  usableMaterials,
  type Lang,
  type StockInDetail,
  type StockInSubmit,
} from './stock-records.ts';

type Row = typeof kcStockIns.$inferSelect;
type ItemRow = typeof kcStockInItems.$inferSelect;
const live = eq(kcStockIns.isDeleted, 0);
const liveItem = eq(kcStockInItems.isDeleted, 0);
const PREFIX = 'RK';

export interface StockInFilter extends PageQuery {
  stockInNo?: string;
  stockInType?: number;
  storehouseId?: string;
  status?: number;
  dateFrom?: string;
  dateTo?: string;
  /** A purchase receipt's order (cg-order-info stock-in/lists). */
  orderId?: string;
}

async function findStockIn(on: Database | Tx, tenantId: string, id: string, lock = false): Promise<Row> {
  const query = tenantScope(on, tenantId).from(kcStockIns).where(eq(kcStockIns.id, id), live);
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound(id);
  return row;
}

const itemsOf = (on: Database | Tx, tenantId: string, id: string) =>
  tenantScope(on, tenantId)
    .from(kcStockInItems)
    .where(eq(kcStockInItems.stockInId, id), liveItem)
    .orderBy(asc(kcStockInItems.lineNo), asc(kcStockInItems.id));

/**
 * Stock-ins (kc-stock-in): other stock-ins are saved as drafts with the document kit's numbering and line sync,
 * and posted by `confirm` through postStockMovement; purchase stock-ins arrive with orders (409 until then).
 */
export function createStockInService(deps: {
  db: Database;
  clock: () => Date;
  nextId: NextId;
  photos: Pick<StockPhotos, 'attach' | 'of'>;
}) {
  const { db, clock, nextId, photos } = deps;

  async function describe(tenantId: string, rows: Row[], lang: Lang) {
    const [houses, projects, users, labels, counts, orders] = await Promise.all([
      storehouseNames(
        db,
        tenantId,
        rows.map((r) => r.storehouseId),
      ),
      deptNames(
        db,
        tenantId,
        rows.map((r) => r.projectId),
      ),
      userNames(
        db,
        tenantId,
        rows.flatMap((r) => [r.createUser, r.postUser]),
      ),
      dictLabels(db, [STOCK_IN_TYPE_DICT], lang),
      lineCounts(
        tenantId,
        rows.map((r) => r.id),
      ),
      orderNumbers(
        db,
        tenantId,
        rows.map((r) => r.orderId),
      ),
    ]);
    return (row: Row) => ({
      id: row.id,
      stockInNo: row.stockInNo,
      stockInType: row.stockInType as 1 | 2,
      stockInTypeName: codeName(STOCK_IN_TYPE_NAMES, row.stockInType, lang),
      otherType: row.otherType,
      otherTypeName: row.otherType ? labels(STOCK_IN_TYPE_DICT, row.otherType) : '',
      storehouseId: row.storehouseId,
      storehouseName: houses.get(row.storehouseId) ?? '',
      projectId: row.projectId,
      projectName: (row.projectId && projects.get(row.projectId)) || '',
      stockInDate: row.stockInDate,
      supplierName: row.supplierName,
      deliveryNoteNo: row.deliveryNoteNo,
      acceptorName: row.acceptorName,
      orderId: row.orderId,
      orderNo: (row.orderId && orders.get(row.orderId)?.orderNo) || '',
      contractId: row.contractId,
      contractNo: (row.orderId && orders.get(row.orderId)?.contractNo) || '',
      amountInclTax: Number(row.amountInclTax),
      status: row.status as 0 | 1,
      statusName: codeName(DOC_STATUS_NAMES, row.status, lang),
      totalQty: Number(row.totalQty),
      totalAmount: Number(row.totalAmount),
      remark: row.remark,
      createUserName: (row.createUser && users.get(row.createUser)) || '',
      createTime: formatDateTime(row.createTime),
      postUserName: (row.postUser && users.get(row.postUser)) || '',
      postTime: formatDateTime(row.postTime),
      itemCount: counts.get(row.id) ?? 0,
    });
  }

  async function lineCounts(tenantId: string, ids: string[]) {
    if (!ids.length) return new Map<string, number>();
    const rows = await tenantScope(db, tenantId)
      .from(kcStockInItems, { id: kcStockInItems.stockInId })
      .where(inArray(kcStockInItems.stockInId, ids), liveItem);
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(row.id, (counts.get(row.id) ?? 0) + 1);
    return counts;
  }

  async function page(caller: Caller, query: StockInFilter, lang: Lang) {
    const where = tenantScope(db, caller.tenantId).where(
      kcStockIns,
      live,
      contains(kcStockIns.stockInNo, query.stockInNo),
      query.stockInType ? eq(kcStockIns.stockInType, query.stockInType) : undefined,
      query.orderId ? eq(kcStockIns.orderId, query.orderId) : undefined,
      query.storehouseId ? eq(kcStockIns.storehouseId, query.storehouseId) : undefined,
      query.status === undefined ? undefined : eq(kcStockIns.status, query.status),
      ...dateRange(
        kcStockIns.stockInDate,
        query.dateFrom,
        query.dateTo,
        { from: 'dateFrom', to: 'dateTo' },
        'date',
      ),
    );
    return pageOf(
      db,
      kcStockIns,
      where,
      [desc(kcStockIns.createTime), desc(kcStockIns.id)],
      query,
      async (rows) => rows.map(await describe(caller.tenantId, rows, lang)),
    );
  }

  async function detail(caller: Caller, id: string, lang: Lang): Promise<StockInDetail> {
    const row = await findStockIn(db, caller.tenantId, id);
    const [head, items, units, pictures] = await Promise.all([
      describe(caller.tenantId, [row], lang),
      itemsOf(db, caller.tenantId, id),
      dictLabels(db, [UNIT_DICT], lang),
      photos.of(caller.tenantId, id),
    ]);
    return {
      ...head(row),
      photos: pictures,
      items: items.map((item: ItemRow) => ({
        id: item.id,
        lineNo: item.lineNo,
        materialId: item.materialId,
        materialCode: item.materialCode,
        materialName: item.materialName,
        spec: item.spec,
        unit: item.unit,
        unitName: units(UNIT_DICT, item.unit),
        qty: Number(item.qty),
        unitCost: num(item.unitCost),
        costAmount: num(item.costAmount),
        orderItemId: item.orderItemId,
        arrivalQty: num(item.arrivalQty),
        rejectedQty: Number(item.rejectedQty),
        unitPrice: num(item.unitPrice),
        taxRate: num(item.taxRate),
        amount: num(item.amount),
        remark: item.remark,
      })),
    };
  }

  /** add (no id) and edit (id): a draft other stock-in, header and the complete list of lines. */
  async function save(caller: Caller, input: StockInSubmit, mode: 'add' | 'edit', lang: Lang) {
    if (input.stockInType === 1) throw purchaseFromOrder();
    if (mode === 'edit' && !input.id) throw badRequest('stockIdRequired');
    const id = mode === 'edit' ? input.id! : undefined;
    const now = clock();
    const stockInDate = documentDay('stockInDate', input.stockInDate, now);
    const lines = input.items.map((item, i) => {
      const qty = checkedQty(i, item.qty);
      const unitCost = decimalFromJson(`items.${i}.unitCost`, item.unitCost, 4);
      return { ...item, qty, unitCost, costAmount: multiplyDecimal(qty, unitCost, 2) };
    });
    if (id) await findStockIn(db, caller.tenantId, id);

    const savedId = await db.transaction(async (tx) => {
      const scope = tenantScope(tx, caller.tenantId);
      const existing = id ? await findStockIn(tx, caller.tenantId, id, true) : undefined;
      if (existing && existing.status !== DRAFT) throw new AppError(409, 'stockPosted');
      await assertStorehouseUsable(tx, caller.tenantId, input.storehouseId);
      await assertDictKey(tx, STOCK_IN_TYPE_DICT, input.otherType, 'otherType');
      await assertProject(tx, caller.tenantId, input.projectId);
      const byId = await usableMaterials(tx, caller.tenantId, lines);
      const oldLines = existing ? await itemsOf(tx, caller.tenantId, existing.id) : [];
      const plan = planLines(lines, oldLines, nextId, (index, lineId) =>
        badRequest('stockLineNotOfDoc', index, lineId),
      );
      const docId = existing?.id ?? nextId();
      const rows = plan.map(({ line, kept, id: lineId, lineNo }) => {
        const m = byId.get(line.materialId)!;
        return {
          id: lineId,
          stockInId: docId,
          lineNo,
          materialId: m.id,
          materialCode: m.materialCode,
          materialName: m.materialName,
          spec: m.spec,
          unit: m.unit,
          qty: line.qty,
          unitCost: line.unitCost,
          costAmount: line.costAmount,
          remark: line.remark ?? '',
          createUser: kept?.createUser ?? caller.userId,
          createTime: kept?.createTime ?? now,
          updateUser: caller.userId,
          updateTime: now,
        };
      });
      const values = {
        stockInType: 2,
        otherType: input.otherType,
        storehouseId: input.storehouseId,
        projectId: input.projectId || null,
        stockInDate,
        supplierName: input.supplierName?.trim() ?? '',
        deliveryNoteNo: input.deliveryNoteNo?.trim() ?? '',
        acceptorName: input.acceptorName?.trim() ?? '',
        remark: input.remark ?? '',
        totalQty: sumDecimals(
          rows.map((r) => r.qty),
          3,
        ),
        totalAmount: sumDecimals(
          rows.map((r) => r.costAmount),
          2,
        ),
        updateUser: caller.userId,
        updateTime: now,
      };
      if (existing) {
        await scope.update(kcStockIns, values, eq(kcStockIns.id, docId));
      } else {
        await scope.insert(kcStockIns, [
          {
            id: docId,
            stockInNo: await nextDocumentNo(tx, caller.tenantId, PREFIX, clock),
            ...values,
            status: DRAFT,
            createUser: caller.userId,
            createDept: caller.deptIds[0] ?? null,
            createTime: now,
          },
        ]);
      }
      await syncLines(scope, {
        table: kcStockInItems,
        existing: oldLines,
        rows,
        deletedStamp: { isDeleted: 1, updateUser: caller.userId, updateTime: now },
      });
      return docId;
    });
    return detail(caller, savedId, lang);
  }

  async function remove(caller: Caller, id: string) {
    await db.transaction(async (tx) => {
      const row = await findStockIn(tx, caller.tenantId, id, true);
      if (row.status !== DRAFT) throw new AppError(409, 'stockPosted');
      const scope = tenantScope(tx, caller.tenantId);
      const stamp = { isDeleted: 1, updateUser: caller.userId, updateTime: clock() };
      await scope.update(kcStockIns, stamp, eq(kcStockIns.id, id));
      await scope.update(kcStockInItems, stamp, eq(kcStockInItems.stockInId, id), liveItem);
    });
  }

  /** 确认入库: under the document's lock, re-checks what may have changed since the draft and posts every line. */
  async function confirm(caller: Caller, id: string, lang: Lang) {
    await findStockIn(db, caller.tenantId, id);
    await db.transaction(async (tx) => {
      const row = await findStockIn(tx, caller.tenantId, id, true);
      if (row.status !== DRAFT) throw new AppError(409, 'stockPosted');
      if (row.stockInType === 1) throw purchaseFromOrder();
      const items = await itemsOf(tx, caller.tenantId, id);
      if (!items.length) throw badRequest('stockNoLines');
      await assertStorehouseUsable(tx, caller.tenantId, row.storehouseId, true);
      await usableMaterials(tx, caller.tenantId, items);
      const now = clock();
      await postStockMovement(tx, caller.tenantId, nextId, {
        direction: 'in',
        storehouseId: row.storehouseId,
        bizType: BIZ_TYPE.OTHER_IN,
        bizId: row.id,
        bizNo: row.stockInNo,
        bizDate: row.stockInDate,
        userId: caller.userId,
        now,
        lines: items.map((item) => ({
          itemId: item.id,
          materialId: item.materialId,
          materialCode: item.materialCode,
          qty: item.qty,
          unitCost: item.unitCost,
          costAmount: item.costAmount,
        })),
      });
      await tenantScope(tx, caller.tenantId).update(
        kcStockIns,
        {
          status: POSTED,
          postUser: caller.userId,
          postTime: now,
          updateUser: caller.userId,
          updateTime: now,
        },
        eq(kcStockIns.id, id),
      );
    });
    return detail(caller, id, lang);
  }

  /** Other stock-ins pick from the tenant's enabled stock materials, with what the storehouse holds of each. */
  async function materialPages(
    caller: Caller,
    query: PageQuery & {
      stockInType: number;
      storehouseId?: string;
      materialCode?: string;
      materialName?: string;
    },
    lang: Lang,
  ) {
    if (query.stockInType === 1) throw purchaseFromOrder();
    const where = tenantScope(db, caller.tenantId).where(
      materials,
      eq(materials.isDeleted, 0),
      eq(materials.status, 1),
      eq(materials.isStock, 1),
      contains(materials.materialCode, query.materialCode),
      contains(materials.materialName, query.materialName),
    );
    return pageOf(db, materials, where, [asc(materials.materialCode)], query, async (rows) => {
      const [units, held] = await Promise.all([
        dictLabels(db, [UNIT_DICT], lang),
        query.storehouseId && rows.length
          ? tenantScope(db, caller.tenantId)
              .from(kcStocks)
              .where(
                eq(kcStocks.storehouseId, query.storehouseId),
                inArray(
                  kcStocks.materialId,
                  rows.map((r) => r.id),
                ),
              )
          : Promise.resolve([]),
      ]);
      const byMaterial = new Map(held.map((h) => [h.materialId, h]));
      return rows.map((m) => ({
        materialId: m.id,
        materialCode: m.materialCode,
        materialName: m.materialName,
        spec: m.spec,
        unit: m.unit,
        unitName: units(UNIT_DICT, m.unit),
        stockQty: Number(byMaterial.get(m.id)?.qty ?? 0),
        avgCost: Number(byMaterial.get(m.id)?.avgCost ?? 0),
      }));
    });
  }

  /** The stock half of a purchase receipt, in the order side's transaction (purchase-receipt-posting.ts). */
  const receivePurchase = (tx: Tx, caller: Caller, receipt: PurchaseReceipt) =>
    postPurchaseReceipt(tx, { clock, nextId, photos }, caller, receipt);

  return { page, detail, save, remove, confirm, materialPages, receivePurchase };
}

export type StockInService = ReturnType<typeof createStockInService>;
