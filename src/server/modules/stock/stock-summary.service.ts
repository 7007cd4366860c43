import type { PgColumn } from 'drizzle-orm/pg-core';
import { asc, count, desc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { materials, storehouses } from '../../db/schema/master-data.ts';
import { kcStockLedger, kcStocks } from '../../db/schema/stock.ts';
import { tenantScope } from '../../db/tenant-scope.ts';
import { sumDecimals } from '../../domain/decimal.ts';
import { cstDay, DAY_MS, realDay } from '../../domain/values.ts';
import { dictLabels } from '../../documents/enrich.ts';
import { EXPORT_MAX_ROWS, headers, type SheetSpec } from '../../documents/export-sheet.ts';
import { dateRange } from '../../documents/list-filters.ts';
import { badRequest } from '../../http/errors.ts';
import { codeName } from '../../lib/code-names.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { contains, type PageQuery } from '../../lib/page.ts';
import { BIZ_TYPE_NAMES, UNIT_DICT, type Lang } from './stock-records.ts';

export interface BalanceFilter extends PageQuery {
  storehouseId?: string;
  materialCode?: string;
  materialName?: string;
  positive?: number;
}
export interface LedgerFilter extends PageQuery {
  storehouseId?: string;
  materialId?: string;
  materialCode?: string;
  bizNo?: string;
  dateFrom?: string;
  dateTo?: string;
}
export interface MovementFilter {
  dateFrom: string;
  dateTo: string;
  storehouseId?: string;
  materialCode?: string;
  materialName?: string;
}

const onMaterial = (column: PgColumn) => eq(materials.id, column);
const pageMeta = (query: PageQuery, total: number) => ({
  total,
  size: query.size,
  current: query.current,
  pages: Math.ceil(total / query.size),
});

/** Whole days from `day` to `today` (both yyyy-MM-dd). */
const daysBetween = (day: string, today: string) =>
  Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / DAY_MS);

/** The 收发存 export's columns: [key, zh, en, width, number format]. */
const MOVEMENT_COLUMNS: [string, string, string, number, string?][] = [
  ['storehouseName', '仓库', 'Storehouse', 18],
  ['materialCode', '物料编码', 'Material code', 14],
  ['materialName', '物料名称', 'Material', 18],
  ['spec', '规格型号', 'Specification', 18],
  ['unitName', '单位', 'Unit', 8],
  ['openingQty', '期初数量', 'Opening qty', 12, '0.000'],
  ['openingAmount', '期初金额', 'Opening amount', 14, '0.00'],
  ['inQty', '收入数量', 'In qty', 12, '0.000'],
  ['inAmount', '收入金额', 'In amount', 14, '0.00'],
  ['outQty', '发出数量', 'Out qty', 12, '0.000'],
  ['outAmount', '发出金额', 'Out amount', 14, '0.00'],
  ['closingQty', '结存数量', 'Closing qty', 12, '0.000'],
  ['closingAmount', '结存金额', 'Closing amount', 14, '0.00'],
];

/**
 * kc-stock-summary: balances and the ledger as written by postStockMovement, the 收发存 report over the ledger
 * by document day, and slow movers. Read-only.
 */
export function createStockSummaryService(deps: { db: Database; clock: () => Date }) {
  const { db, clock } = deps;

  const balanceFields = {
    id: kcStocks.id,
    storehouseId: kcStocks.storehouseId,
    storehouseName: storehouses.storehouseName,
    materialId: kcStocks.materialId,
    materialCode: materials.materialCode,
    materialName: materials.materialName,
    spec: materials.spec,
    unit: materials.unit,
    qty: kcStocks.qty,
    avgCost: kcStocks.avgCost,
    amount: kcStocks.amount,
    inQtyTotal: kcStocks.inQtyTotal,
    outQtyTotal: kcStocks.outQtyTotal,
    firstInDate: kcStocks.firstInDate,
    lastInDate: kcStocks.lastInDate,
    lastOutDate: kcStocks.lastOutDate,
  };

  async function balanceRows(
    caller: Caller,
    conditions: (SQL | undefined)[],
    order: SQL[],
    query: PageQuery,
    lang: Lang,
  ) {
    const scope = tenantScope(db, caller.tenantId);
    const onStorehouse = eq(storehouses.id, kcStocks.storehouseId);
    const [rows, totals, units] = await Promise.all([
      scope
        .from(kcStocks, balanceFields)
        .innerJoin(materials, onMaterial(kcStocks.materialId))
        .innerJoin(storehouses, onStorehouse)
        .where(...conditions)
        .orderBy(...order)
        .limit(query.size)
        .offset((query.current - 1) * query.size),
      scope
        .from(kcStocks, { n: count() })
        .innerJoin(materials, onMaterial(kcStocks.materialId))
        .innerJoin(storehouses, onStorehouse)
        .where(...conditions),
      dictLabels(db, [UNIT_DICT], lang),
    ]);
    const today = cstDay(clock());
    return {
      ...pageMeta(query, Number(totals[0]?.n ?? 0)),
      records: rows.map((row) => {
        const idleSince = row.lastOutDate ?? row.firstInDate;
        return {
          id: row.id,
          storehouseId: row.storehouseId,
          storehouseName: row.storehouseName,
          materialId: row.materialId,
          materialCode: row.materialCode,
          materialName: row.materialName,
          spec: row.spec,
          unit: row.unit,
          unitName: units(UNIT_DICT, row.unit),
          qty: Number(row.qty),
          avgCost: Number(row.avgCost),
          amount: Number(row.amount),
          inQtyTotal: Number(row.inQtyTotal),
          outQtyTotal: Number(row.outQtyTotal),
          lastInDate: row.lastInDate ?? '',
          lastOutDate: row.lastOutDate ?? '',
          idleDays: Number(row.qty) > 0 && idleSince ? daysBetween(idleSince, today) : null,
        };
      }),
    };
  }

  function balances(caller: Caller, query: BalanceFilter, lang: Lang) {
    return balanceRows(
      caller,
      [
        query.storehouseId ? eq(kcStocks.storehouseId, query.storehouseId) : undefined,
        contains(materials.materialCode, query.materialCode),
        contains(materials.materialName, query.materialName),
        query.positive === 1 ? gt(kcStocks.qty, '0') : undefined,
      ],
      [asc(storehouses.storehouseCode), asc(materials.materialCode)],
      query,
      lang,
    );
  }

  /** Stock > 0 whose last issue (never issued: first receipt) is more than `days` days ago; longest idle first. */
  function slowMovers(
    caller: Caller,
    query: PageQuery & { days?: number; storehouseId?: string },
    lang: Lang,
  ) {
    const days = query.days ?? 90;
    const cutoff = cstDay(new Date(clock().getTime() - days * DAY_MS));
    const idleSince = sql`coalesce(${kcStocks.lastOutDate}, ${kcStocks.firstInDate})`;
    return balanceRows(
      caller,
      [
        query.storehouseId ? eq(kcStocks.storehouseId, query.storehouseId) : undefined,
        gt(kcStocks.qty, '0'),
        lt(idleSince, cutoff),
      ],
      [asc(idleSince), asc(materials.materialCode)],
      query,
      lang,
    );
  }

  async function ledger(caller: Caller, query: LedgerFilter, lang: Lang) {
    const scope = tenantScope(db, caller.tenantId);
    const conditions = [
      query.storehouseId ? eq(kcStockLedger.storehouseId, query.storehouseId) : undefined,
      query.materialId ? eq(kcStockLedger.materialId, query.materialId) : undefined,
      contains(materials.materialCode, query.materialCode),
      contains(kcStockLedger.bizNo, query.bizNo),
      ...dateRange(
        kcStockLedger.bizDate,
        query.dateFrom,
        query.dateTo,
        { from: 'dateFrom', to: 'dateTo' },
        'date',
      ),
    ];
    const onStorehouse = eq(storehouses.id, kcStockLedger.storehouseId);
    const [rows, totals, units] = await Promise.all([
      scope
        .from(kcStockLedger, {
          row: kcStockLedger,
          storehouseName: storehouses.storehouseName,
          materialCode: materials.materialCode,
          materialName: materials.materialName,
          spec: materials.spec,
          unit: materials.unit,
        })
        .innerJoin(materials, onMaterial(kcStockLedger.materialId))
        .innerJoin(storehouses, onStorehouse)
        .where(...conditions)
        .orderBy(desc(kcStockLedger.id))
        .limit(query.size)
        .offset((query.current - 1) * query.size),
      scope
        .from(kcStockLedger, { n: count() })
        .innerJoin(materials, onMaterial(kcStockLedger.materialId))
        .innerJoin(storehouses, onStorehouse)
        .where(...conditions),
      dictLabels(db, [UNIT_DICT], lang),
    ]);
    return {
      ...pageMeta(query, Number(totals[0]?.n ?? 0)),
      records: rows.map(({ row, ...names }) => ({
        id: row.id,
        storehouseId: row.storehouseId,
        storehouseName: names.storehouseName,
        materialId: row.materialId,
        materialCode: names.materialCode,
        materialName: names.materialName,
        spec: names.spec,
        unitName: units(UNIT_DICT, names.unit),
        bizType: row.bizType as 1 | 2 | 3 | 4,
        bizTypeName: codeName(BIZ_TYPE_NAMES, row.bizType, lang),
        bizId: row.bizId,
        bizNo: row.bizNo,
        bizDate: row.bizDate,
        direction: row.direction as 1 | -1,
        qty: Number(row.qty),
        unitCost: Number(row.unitCost),
        costAmount: Number(row.costAmount),
        balanceQty: Number(row.balanceQty),
        balanceAmount: Number(row.balanceAmount),
        createTime: formatDateTime(row.createTime),
      })),
    };
  }

  /**
   * 收发存 per storehouse × material over [dateFrom, dateTo] by document day, from the ledger in one grouped
   * query; rows whose opening, in and out are all zero are left out.
   */
  async function movementRows(caller: Caller, query: MovementFilter, lang: Lang) {
    dateRange(
      kcStockLedger.bizDate,
      query.dateFrom,
      query.dateTo,
      { from: 'dateFrom', to: 'dateTo' },
      'date',
    );
    const from = realDay('dateFrom', query.dateFrom)!;
    const to = realDay('dateTo', query.dateTo)!;
    const signed = (column: typeof kcStockLedger.qty) => sql`${kcStockLedger.direction} * ${column}`;
    const before = sql`${kcStockLedger.bizDate} < ${from}`;
    const within = sql`${kcStockLedger.bizDate} between ${from} and ${to}`;
    const sum = (when: SQL, value: SQL) => sql<string>`coalesce(sum(case when ${when} then ${value} end), 0)`;
    const isIn = sql`${kcStockLedger.direction} = 1`;
    const isOut = sql`${kcStockLedger.direction} = -1`;
    const rows = await tenantScope(db, caller.tenantId)
      .from(kcStockLedger, {
        storehouseId: kcStockLedger.storehouseId,
        storehouseCode: storehouses.storehouseCode,
        storehouseName: storehouses.storehouseName,
        materialId: kcStockLedger.materialId,
        materialCode: materials.materialCode,
        materialName: materials.materialName,
        spec: materials.spec,
        unit: materials.unit,
        openingQty: sum(before, signed(kcStockLedger.qty)),
        openingAmount: sum(before, signed(kcStockLedger.costAmount)),
        inQty: sum(sql`${within} and ${isIn}`, sql`${kcStockLedger.qty}`),
        inAmount: sum(sql`${within} and ${isIn}`, sql`${kcStockLedger.costAmount}`),
        outQty: sum(sql`${within} and ${isOut}`, sql`${kcStockLedger.qty}`),
        outAmount: sum(sql`${within} and ${isOut}`, sql`${kcStockLedger.costAmount}`),
      })
      .innerJoin(materials, onMaterial(kcStockLedger.materialId))
      .innerJoin(storehouses, eq(storehouses.id, kcStockLedger.storehouseId))
      .where(
        sql`${kcStockLedger.bizDate} <= ${to}`,
        query.storehouseId ? eq(kcStockLedger.storehouseId, query.storehouseId) : undefined,
        contains(materials.materialCode, query.materialCode),
        contains(materials.materialName, query.materialName),
      )
      .groupBy(
        kcStockLedger.storehouseId,
        storehouses.storehouseCode,
        storehouses.storehouseName,
        kcStockLedger.materialId,
        materials.materialCode,
        materials.materialName,
        materials.spec,
        materials.unit,
      )
      .orderBy(asc(storehouses.storehouseCode), asc(materials.materialCode));
    const units = await dictLabels(db, [UNIT_DICT], lang);
    return rows
      .map((row) => ({
        storehouseId: row.storehouseId,
        storehouseName: row.storehouseName,
        materialId: row.materialId,
        materialCode: row.materialCode,
        materialName: row.materialName,
        spec: row.spec,
        unitName: units(UNIT_DICT, row.unit),
        openingQty: Number(row.openingQty),
        openingAmount: Number(row.openingAmount),
        inQty: Number(row.inQty),
        inAmount: Number(row.inAmount),
        outQty: Number(row.outQty),
        outAmount: Number(row.outAmount),
        closingQty: Number(sumDecimals([String(row.openingQty), String(row.inQty), `-${row.outQty}`], 3)),
        closingAmount: Number(
          sumDecimals([String(row.openingAmount), String(row.inAmount), `-${row.outAmount}`], 2),
        ),
      }))
      .filter(
        (row) => row.openingQty !== 0 || row.openingAmount !== 0 || row.inQty !== 0 || row.outQty !== 0,
      );
  }

  async function movement(caller: Caller, query: MovementFilter & PageQuery, lang: Lang) {
    const rows = await movementRows(caller, query, lang);
    const start = (query.current - 1) * query.size;
    return { ...pageMeta(query, rows.length), records: rows.slice(start, start + query.size) };
  }

  async function movementSheet(caller: Caller, query: MovementFilter, lang: Lang): Promise<SheetSpec> {
    const rows = await movementRows(caller, query, lang);
    if (rows.length > EXPORT_MAX_ROWS) throw badRequest('exportTooLarge', EXPORT_MAX_ROWS);
    return {
      name: lang === 'en' ? 'Stock movement' : '收发存',
      columns: headers(lang, MOVEMENT_COLUMNS),
      rows,
    };
  }

  return { balances, slowMovers, ledger, movement, movementSheet };
}

export type StockSummaryService = ReturnType<typeof createStockSummaryService>;
