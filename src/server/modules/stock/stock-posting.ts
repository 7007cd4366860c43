import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { kcStockLedger, kcStocks } from '../../db/schema/stock.ts';
import { tenantScope } from '../../db/tenant-scope.ts';
import { compareDecimal, multiplyDecimal, parseDecimal, sumDecimals } from '../../domain/decimal.ts';
import type { NextId } from '../../domain/ids.ts';
import { AppError } from '../../http/errors.ts';

/** Ledger business types: which kind of document moved the stock. */
export const BIZ_TYPE = { PURCHASE_IN: 1, OTHER_IN: 2, ISSUE_OUT: 3, OTHER_OUT: 4 } as const;
export type BizType = (typeof BIZ_TYPE)[keyof typeof BIZ_TYPE];

export interface MovementLine {
  /** The document line it posts (the ledger row's bizItemId). */
  itemId: string;
  materialId: string;
  /** For the refusal's message. */
  materialCode: string;
  /** > 0, 3 decimals. */
  qty: string;
  /** Receipts: tax-exclusive unit cost, 4 decimals. Ignored on issues (the moving average is used). */
  unitCost?: string;
  /** Receipts: the line's cost when the source fixed it (a purchase line's amount excl. tax); else qty × unitCost. */
  costAmount?: string;
}

export interface StockMovement {
  direction: 'in' | 'out';
  storehouseId: string;
  bizType: BizType;
  bizId: string;
  bizNo: string;
  /** The document's day (yyyy-MM-dd): the ledger's bizDate, lastInDate / lastOutDate. */
  bizDate: string;
  userId: string;
  now: Date;
  lines: readonly MovementLine[];
}

/** What a posted line cost and what it left. */
export interface PostedLine {
  itemId: string;
  unitCost: string;
  costAmount: string;
  balanceQty: string;
  balanceAmount: string;
}

type Balance = typeof kcStocks.$inferSelect;

/** round(a / b, scale) half-up, exactly (b > 0). */
export function divideDecimal(a: string, b: string, scale: number): string {
  const x = parseDecimal(a)!;
  const y = parseDecimal(b)!;
  // a/b = (x.units / 10^xs) / (y.units / 10^ys); scaled to 10^scale, one more digit to round on.
  const numerator = x.units * 10n ** BigInt(scale + 1 + y.scale);
  const denominator = y.units * 10n ** BigInt(x.scale);
  let q = numerator / denominator;
  q = q >= 0n ? (q + 5n) / 10n : (q - 5n) / 10n;
  const negative = q < 0n;
  const digits = (negative ? -q : q).toString().padStart(scale + 1, '0');
  const text = scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
  return negative ? `-${text}` : text;
}

const minus = (a: string, b: string, scale: number) => sumDecimals([a, `-${b}`.replace('--', '')], scale);

/**
 * The one posting of stock: every receipt and issue — other stock-ins and stock-outs now, purchase receipts
 * against orders later — goes through here inside the caller's transaction. It takes the balance rows of the
 * storehouse × materials under row locks (in material order, so two postings never wait on each other in a
 * circle), refuses an issue beyond the balance (409, nothing written: the caller's transaction rolls back), moves
 * the balance at the moving average (tax-exclusive) and appends one ledger row per line with the balance after
 * it. An issue that empties a balance takes its whole remaining amount, so quantity and amount reach zero together.
 */
export async function postStockMovement(
  tx: Tx,
  tenantId: string,
  nextId: NextId,
  movement: StockMovement,
): Promise<PostedLine[]> {
  const materialIds = [...new Set(movement.lines.map((line) => line.materialId))].sort();
  if (!materialIds.length) return [];
  const scope = tenantScope(tx, tenantId);
  if (movement.direction === 'in') {
    // A first receipt creates the row; concurrent first receipts meet on the unique key, not in a duplicate.
    await scope
      .insert(
        kcStocks,
        materialIds.map((materialId) => ({ id: nextId(), storehouseId: movement.storehouseId, materialId })),
      )
      .onConflictDoNothing({ target: [kcStocks.tenantId, kcStocks.storehouseId, kcStocks.materialId] });
  }
  const locked = await scope
    .from(kcStocks)
    .where(eq(kcStocks.storehouseId, movement.storehouseId), inArray(kcStocks.materialId, materialIds))
    .orderBy(asc(kcStocks.materialId))
    .for('update');
  const balances = new Map<string, Balance>(locked.map((row) => [row.materialId, { ...row }]));

  const posted: PostedLine[] = [];
  const ledger: Omit<typeof kcStockLedger.$inferInsert, 'tenantId'>[] = [];
  movement.lines.forEach((line, index) => {
    const balance = balances.get(line.materialId);
    let unitCost: string;
    let costAmount: string;
    if (movement.direction === 'in') {
      const b = balance!;
      unitCost = line.unitCost ?? '0';
      costAmount = line.costAmount ?? multiplyDecimal(line.qty, unitCost, 2);
      b.qty = sumDecimals([b.qty, line.qty], 3);
      b.amount = sumDecimals([b.amount, costAmount], 2);
      b.avgCost = divideDecimal(b.amount, b.qty, 4);
      b.inQtyTotal = sumDecimals([b.inQtyTotal, line.qty], 3);
      b.firstInDate ??= movement.bizDate;
      if (!b.lastInDate || b.lastInDate < movement.bizDate) b.lastInDate = movement.bizDate;
    } else {
      const held = balance?.qty ?? '0';
      if (!balance || compareDecimal(line.qty, held) > 0) {
        throw new AppError(
          409,
          'stockInsufficient',
          index,
          line.materialCode,
          Number(held),
          Number(line.qty),
        );
      }
      unitCost = balance.avgCost;
      const emptied = compareDecimal(line.qty, held) === 0;
      // The last issue takes the residual; otherwise qty × average, never more than what is left.
      const atAverage = multiplyDecimal(line.qty, unitCost, 2);
      costAmount = emptied || compareDecimal(atAverage, balance.amount) > 0 ? balance.amount : atAverage;
      balance.qty = minus(held, line.qty, 3);
      balance.amount = minus(balance.amount, costAmount, 2);
      balance.outQtyTotal = sumDecimals([balance.outQtyTotal, line.qty], 3);
      if (!balance.lastOutDate || balance.lastOutDate < movement.bizDate)
        balance.lastOutDate = movement.bizDate;
    }
    const after = balances.get(line.materialId)!;
    posted.push({
      itemId: line.itemId,
      unitCost,
      costAmount,
      balanceQty: after.qty,
      balanceAmount: after.amount,
    });
    ledger.push({
      id: nextId(),
      storehouseId: movement.storehouseId,
      materialId: line.materialId,
      bizType: movement.bizType,
      bizId: movement.bizId,
      bizNo: movement.bizNo,
      bizItemId: line.itemId,
      bizDate: movement.bizDate,
      direction: movement.direction === 'in' ? 1 : -1,
      qty: line.qty,
      unitCost,
      costAmount,
      balanceQty: after.qty,
      balanceAmount: after.amount,
      createUser: movement.userId,
      createTime: movement.now,
    });
  });

  for (const balance of balances.values()) {
    await scope.update(
      kcStocks,
      {
        qty: balance.qty,
        amount: balance.amount,
        avgCost: balance.avgCost,
        inQtyTotal: balance.inQtyTotal,
        outQtyTotal: balance.outQtyTotal,
        firstInDate: balance.firstInDate,
        lastInDate: balance.lastInDate,
        lastOutDate: balance.lastOutDate,
        updateTime: movement.now,
      },
      eq(kcStocks.id, balance.id),
    );
  }
  for (let start = 0; start < ledger.length; start += 1000) {
    await scope.insert(kcStockLedger, ledger.slice(start, start + 1000));
  }
  return posted;
}

/** Σ of the signed ledger rows of a balance (tests and checks: it must equal the balance row). */
export const ledgerSums = (tx: Tx, tenantId: string) =>
  tenantScope(tx, tenantId)
    .from(kcStockLedger, {
      storehouseId: kcStockLedger.storehouseId,
      materialId: kcStockLedger.materialId,
      qty: sql<string>`sum(${kcStockLedger.direction} * ${kcStockLedger.qty})`,
      amount: sql<string>`sum(${kcStockLedger.direction} * ${kcStockLedger.costAmount})`,
    })
    .where()
    .groupBy(kcStockLedger.storehouseId, kcStockLedger.materialId);
