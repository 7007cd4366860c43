import { asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Caller } from '../../context.ts';
import type { Database, Tx } from '../../db/database.ts';
import { materials } from '../../db/schema/master-data.ts';
import { kcStockOutItems, kcStockOuts, kcStocks } from '../../db/schema/stock.ts';
import { tenantScope } from '../../db/tenant-scope.ts';
import { compareDecimal, sumDecimals } from '../../domain/decimal.ts';
import type { NextId } from '../../domain/ids.ts';
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
import { BIZ_TYPE, postStockMovement } from './stock-posting.ts';
import {
  DOC_STATUS_NAMES,
  DRAFT,
  POSTED,
  STOCK_OUT_TYPE_DICT,
  STOCK_OUT_TYPE_NAMES,
  UNIT_DICT,
  assertStorehouseUsable,
  checkedQty,
  documentDay,
  num,
  storehouseNames,
  usableMaterials,
  type Lang,
  type StockOutDetail,
  type StockOutSubmit,
} from './stock-records.ts';

type Row = typeof kcStockOuts.$inferSelect;
const live = eq(kcStockOuts.isDeleted, 0);
const liveItem = eq(kcStockOutItems.isDeleted, 0);
const PREFIX = 'CK';
const ISSUE = 1;

export interface StockOutFilter extends PageQuery {
  stockOutNo?: string;
  stockOutType?: number;
  storehouseId?: string;
  status?: number;
  dateFrom?: string;
  dateTo?: string;
}

async function findStockOut(on: Database | Tx, tenantId: string, id: string, lock = false): Promise<Row> {
  const query = tenantScope(on, tenantId).from(kcStockOuts).where(eq(kcStockOuts.id, id), live);
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound(id);
  return row;
}

const itemsOf = (on: Database | Tx, tenantId: string, id: string) =>
  tenantScope(on, tenantId)
    .from(kcStockOutItems)
    .where(eq(kcStockOutItems.stockOutId, id), liveItem)
    .orderBy(asc(kcStockOutItems.lineNo), asc(kcStockOutItems.id));

/** What the storehouse holds of each material now (0 for a material it never had). */
async function heldQty(on: Database | Tx, tenantId: string, storehouseId: string, materialIds: string[]) {
  const rows = materialIds.length
    ? await tenantScope(on, tenantId)
        .from(kcStocks)
        .where(eq(kcStocks.storehouseId, storehouseId), inArray(kcStocks.materialId, materialIds))
    : [];
  return new Map(rows.map((row) => [row.materialId, row.qty]));
}

/**
 * Stock-outs (kc-stock-out): 领用 to a project use, or another stock-out; saved as drafts, posted by `confirm`
 * through postStockMovement, which refuses any line beyond the balance under the balance row's lock.
 */
export function createStockOutService(deps: { db: Database; clock: () => Date; nextId: NextId }) {
  const { db, clock, nextId } = deps;

  async function describe(tenantId: string, rows: Row[], lang: Lang) {
    const ids = rows.map((r) => r.id);
    const [houses, projects, users, labels, counted] = await Promise.all([
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
      dictLabels(db, [STOCK_OUT_TYPE_DICT], lang),
      ids.length
        ? tenantScope(db, tenantId)
            .from(kcStockOutItems, { id: kcStockOutItems.stockOutId })
            .where(inArray(kcStockOutItems.stockOutId, ids), liveItem)
        : Promise.resolve([]),
    ]);
    const counts = new Map<string, number>();
    for (const row of counted) counts.set(row.id, (counts.get(row.id) ?? 0) + 1);
    return (row: Row) => ({
      id: row.id,
      stockOutNo: row.stockOutNo,
      stockOutType: row.stockOutType as 1 | 2,
      stockOutTypeName: codeName(STOCK_OUT_TYPE_NAMES, row.stockOutType, lang),
      otherType: row.otherType,
      otherTypeName: row.otherType ? labels(STOCK_OUT_TYPE_DICT, row.otherType) : '',
      storehouseId: row.storehouseId,
      storehouseName: houses.get(row.storehouseId) ?? '',
      projectId: row.projectId,
      projectName: (row.projectId && projects.get(row.projectId)) || '',
      stockOutDate: row.stockOutDate,
      receiveDeptName: row.receiveDeptName,
      receiverName: row.receiverName,
      usePart: row.usePart,
      status: row.status as 0 | 1,
      statusName: codeName(DOC_STATUS_NAMES, row.status, lang),
      totalQty: Number(row.totalQty),
      totalAmount: num(row.totalAmount),
      remark: row.remark,
      createUserName: (row.createUser && users.get(row.createUser)) || '',
      createTime: formatDateTime(row.createTime),
      postUserName: (row.postUser && users.get(row.postUser)) || '',
      postTime: formatDateTime(row.postTime),
      itemCount: counts.get(row.id) ?? 0,
    });
  }

  async function page(caller: Caller, query: StockOutFilter, lang: Lang) {
    const where = tenantScope(db, caller.tenantId).where(
      kcStockOuts,
      live,
      contains(kcStockOuts.stockOutNo, query.stockOutNo),
      query.stockOutType ? eq(kcStockOuts.stockOutType, query.stockOutType) : undefined,
      query.storehouseId ? eq(kcStockOuts.storehouseId, query.storehouseId) : undefined,
      query.status === undefined ? undefined : eq(kcStockOuts.status, query.status),
      ...dateRange(
        kcStockOuts.stockOutDate,
        query.dateFrom,
        query.dateTo,
        { from: 'dateFrom', to: 'dateTo' },
        'date',
      ),
    );
    return pageOf(
      db,
      kcStockOuts,
      where,
      [desc(kcStockOuts.createTime), desc(kcStockOuts.id)],
      query,
      async (rows) => rows.map(await describe(caller.tenantId, rows, lang)),
    );
  }

  async function detail(caller: Caller, id: string, lang: Lang): Promise<StockOutDetail> {
    const row = await findStockOut(db, caller.tenantId, id);
    const items = await itemsOf(db, caller.tenantId, id);
    const [head, units, held] = await Promise.all([
      describe(caller.tenantId, [row], lang),
      dictLabels(db, [UNIT_DICT], lang),
      heldQty(
        db,
        caller.tenantId,
        row.storehouseId,
        items.map((i) => i.materialId),
      ),
    ]);
    return {
      ...head(row),
      items: items.map((item) => ({
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
        remark: item.remark,
        stockQty: Number(held.get(item.materialId) ?? 0),
      })),
    };
  }

  /** The header rules of the two kinds: 领用 names who takes it and where; another stock-out says which kind. */
  function checkedHeader(input: StockOutSubmit) {
    const receiveDeptName = input.receiveDeptName?.trim() ?? '';
    const receiverName = input.receiverName?.trim() ?? '';
    const usePart = input.usePart?.trim() ?? '';
    if (input.stockOutType === ISSUE) {
      const missing = [
        ['receiveDeptName', receiveDeptName],
        ['receiverName', receiverName],
        ['usePart', usePart],
      ].find(([, value]) => !value);
      if (missing) throw badRequest('stockIssueFieldRequired', missing[0]!);
    } else if (!input.otherType) {
      throw badRequest('stockOtherTypeRequired');
    }
    return {
      receiveDeptName,
      receiverName,
      usePart,
      otherType: input.stockOutType === ISSUE ? '' : input.otherType!,
    };
  }

  async function save(caller: Caller, input: StockOutSubmit, mode: 'add' | 'edit', lang: Lang) {
    if (mode === 'edit' && !input.id) throw badRequest('stockIdRequired');
    const id = mode === 'edit' ? input.id! : undefined;
    const now = clock();
    const stockOutDate = documentDay('stockOutDate', input.stockOutDate, now);
    const header = checkedHeader(input);
    const lines = input.items.map((item, i) => ({ ...item, qty: checkedQty(i, item.qty) }));
    if (id) await findStockOut(db, caller.tenantId, id);

    const savedId = await db.transaction(async (tx) => {
      const scope = tenantScope(tx, caller.tenantId);
      const existing = id ? await findStockOut(tx, caller.tenantId, id, true) : undefined;
      if (existing && existing.status !== DRAFT) throw new AppError(409, 'stockPosted');
      await assertStorehouseUsable(tx, caller.tenantId, input.storehouseId);
      if (header.otherType) await assertDictKey(tx, STOCK_OUT_TYPE_DICT, header.otherType, 'otherType');
      await assertProject(tx, caller.tenantId, input.projectId);
      const byId = await usableMaterials(tx, caller.tenantId, lines);
      // A draft asking for more than the storehouse holds now is refused early; confirm decides under the lock.
      const held = await heldQty(tx, caller.tenantId, input.storehouseId, [...byId.keys()]);
      const asked = new Map<string, string>();
      lines.forEach((line, index) => {
        const total = sumDecimals([asked.get(line.materialId) ?? '0', line.qty], 3);
        asked.set(line.materialId, total);
        const have = held.get(line.materialId) ?? '0';
        if (compareDecimal(total, have) > 0) {
          const code = byId.get(line.materialId)!.materialCode;
          throw badRequest('stockInsufficient', index, code, Number(have), Number(line.qty));
        }
      });
      const oldLines = existing ? await itemsOf(tx, caller.tenantId, existing.id) : [];
      const plan = planLines(lines, oldLines, nextId, (index, lineId) =>
        badRequest('stockLineNotOfDoc', index, lineId),
      );
      const docId = existing?.id ?? nextId();
      const rows = plan.map(({ line, kept, id: lineId, lineNo }) => {
        const m = byId.get(line.materialId)!;
        return {
          id: lineId,
          stockOutId: docId,
          lineNo,
          materialId: m.id,
          materialCode: m.materialCode,
          materialName: m.materialName,
          spec: m.spec,
          unit: m.unit,
          qty: line.qty,
          remark: line.remark ?? '',
          createUser: kept?.createUser ?? caller.userId,
          createTime: kept?.createTime ?? now,
          updateUser: caller.userId,
          updateTime: now,
        };
      });
      const values = {
        stockOutType: input.stockOutType,
        ...header,
        storehouseId: input.storehouseId,
        projectId: input.projectId || null,
        stockOutDate,
        remark: input.remark ?? '',
        totalQty: sumDecimals(
          rows.map((r) => r.qty),
          3,
        ),
        updateUser: caller.userId,
        updateTime: now,
      };
      if (existing) {
        await scope.update(kcStockOuts, values, eq(kcStockOuts.id, docId));
      } else {
        await scope.insert(kcStockOuts, [
          {
            id: docId,
            stockOutNo: await nextDocumentNo(tx, caller.tenantId, PREFIX, clock),
            ...values,
            status: DRAFT,
            createUser: caller.userId,
            createDept: caller.deptIds[0] ?? null,
            createTime: now,
          },
        ]);
      }
      await syncLines(scope, {
        table: kcStockOutItems,
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
      const row = await findStockOut(tx, caller.tenantId, id, true);
      if (row.status !== DRAFT) throw new AppError(409, 'stockPosted');
      const scope = tenantScope(tx, caller.tenantId);
      const stamp = { isDeleted: 1, updateUser: caller.userId, updateTime: clock() };
      await scope.update(kcStockOuts, stamp, eq(kcStockOuts.id, id));
      await scope.update(kcStockOutItems, stamp, eq(kcStockOutItems.stockOutId, id), liveItem);
    });
  }

  /** 确认出库: the document's lock, then the balance rows' locks inside postStockMovement; all or nothing. */
  async function confirm(caller: Caller, id: string, lang: Lang) {
    await findStockOut(db, caller.tenantId, id);
    await db.transaction(async (tx) => {
      const row = await findStockOut(tx, caller.tenantId, id, true);
      if (row.status !== DRAFT) throw new AppError(409, 'stockPosted');
      const items = await itemsOf(tx, caller.tenantId, id);
      if (!items.length) throw badRequest('stockNoLines');
      await assertStorehouseUsable(tx, caller.tenantId, row.storehouseId, true);
      await usableMaterials(tx, caller.tenantId, items);
      const now = clock();
      const posted = await postStockMovement(tx, caller.tenantId, nextId, {
        direction: 'out',
        storehouseId: row.storehouseId,
        bizType: row.stockOutType === ISSUE ? BIZ_TYPE.ISSUE_OUT : BIZ_TYPE.OTHER_OUT,
        bizId: row.id,
        bizNo: row.stockOutNo,
        bizDate: row.stockOutDate,
        userId: caller.userId,
        now,
        lines: items.map((item) => ({
          itemId: item.id,
          materialId: item.materialId,
          materialCode: item.materialCode,
          qty: item.qty,
        })),
      });
      const scope = tenantScope(tx, caller.tenantId);
      for (const line of posted) {
        await scope.update(
          kcStockOutItems,
          { unitCost: line.unitCost, costAmount: line.costAmount, updateTime: now },
          eq(kcStockOutItems.id, line.itemId),
        );
      }
      await scope.update(
        kcStockOuts,
        {
          status: POSTED,
          totalAmount: sumDecimals(
            posted.map((p) => p.costAmount),
            2,
          ),
          postUser: caller.userId,
          postTime: now,
          updateUser: caller.userId,
          updateTime: now,
        },
        eq(kcStockOuts.id, id),
      );
    });
    return detail(caller, id, lang);
  }

  /** The storehouse's balances with quantity > 0: what a stock-out may take. */
  async function materialPages(
    caller: Caller,
    query: PageQuery & { storehouseId: string; materialCode?: string; materialName?: string },
    lang: Lang,
  ) {
    const scope = tenantScope(db, caller.tenantId);
    const where = [
      eq(kcStocks.storehouseId, query.storehouseId),
      gt(kcStocks.qty, '0'),
      contains(materials.materialCode, query.materialCode),
      contains(materials.materialName, query.materialName),
    ];
    const fields = {
      materialId: kcStocks.materialId,
      materialCode: materials.materialCode,
      materialName: materials.materialName,
      spec: materials.spec,
      unit: materials.unit,
      qty: kcStocks.qty,
      avgCost: kcStocks.avgCost,
    };
    const join = eq(materials.id, kcStocks.materialId);
    const [rows, total, units] = await Promise.all([
      scope
        .from(kcStocks, fields)
        .innerJoin(materials, join)
        .where(...where)
        .orderBy(asc(materials.materialCode))
        .limit(query.size)
        .offset((query.current - 1) * query.size),
      scope
        .from(kcStocks, { id: kcStocks.id })
        .innerJoin(materials, join)
        .where(...where),
      dictLabels(db, [UNIT_DICT], lang),
    ]);
    return {
      records: rows.map((r) => ({
        materialId: r.materialId,
        materialCode: r.materialCode,
        materialName: r.materialName,
        spec: r.spec,
        unit: r.unit,
        unitName: units(UNIT_DICT, r.unit),
        stockQty: Number(r.qty),
        avgCost: Number(r.avgCost),
      })),
      total: total.length,
      size: query.size,
      current: query.current,
      pages: Math.ceil(total.length / query.size),
    };
  }

  return { page, detail, save, remove, confirm, materialPages };
}

export type StockOutService = ReturnType<typeof createStockOutService>;
