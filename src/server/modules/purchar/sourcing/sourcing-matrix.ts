import { and, eq } from 'drizzle-orm';
import type { components } from '../../../../api/generated/types/purchar-sourcing';
import type { Caller } from '../../../context.ts';
import type { Database, Tx } from '../../../db/database.ts';
import { cgSourcingAwards, cgSourcingItems } from '../../../db/schema/sourcing.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { compareDecimal, multiplyDecimal, numberToDecimal, sumDecimals } from '../../../domain/decimal.ts';
import type { NextId } from '../../../domain/ids.ts';
import { decimalFromJson } from '../../../domain/values.ts';
import { dictLabels } from '../../../documents/enrich.ts';
import { AppError, badRequest } from '../../../http/errors.ts';
import type { Lang } from '../../../http/messages.ts';
import { assertSuppliersEligible } from '../supplier/eligibility.ts';
import {
  assertInvited,
  findSourcing,
  invitedOf,
  isValidOffer,
  itemsOf,
  lockEditable,
  offersOf,
  todayOf,
  type ItemRow,
  type Matrix,
  type OfferRow,
} from './sourcing-records.ts';
import { refreshTotals } from './sourcing-totals.ts';

type Schemas = components['schemas'];
export type AwardBody = Schemas['AwardBody'];
type AwardRow = typeof cgSourcingAwards.$inferSelect;
/** The material's last purchase price (cg-needs-summary/materialPrice), per material. */
export type LastPrices = (
  caller: Caller,
  materialIds: string[],
) => Promise<Map<string, { lastPrice: number | null }>>;

const UNIT_DICT = 'material_unit';

/** The lowest valid unit price of a line's offers, or null when none is valid. */
export function lowestValid(offers: readonly OfferRow[], today: string): string | null {
  let lowest: string | null = null;
  for (const offer of offers) {
    if (!isValidOffer(offer, today)) continue;
    if (lowest === null || compareDecimal(offer.unitPrice, lowest) < 0) lowest = offer.unitPrice;
  }
  return lowest;
}

/** Σ (reference − winPrice) × winQty over a line's awards, or null without a reference price or awards. */
function saving(reference: string | null, awards: readonly AwardRow[]): string | null {
  if (reference === null || awards.length === 0) return null;
  const atReference = sumDecimals(
    awards.map((a) => multiplyDecimal(a.winQty, reference, 2)),
    2,
  );
  const won = sumDecimals(
    awards.map((a) => a.winAmount),
    2,
  );
  return sumDecimals([atReference, `-${won}`], 2);
}

const groupBy = <T, K>(rows: readonly T[], key: (row: T) => K) => {
  const out = new Map<K, T[]>();
  for (const row of rows) out.set(key(row), [...(out.get(key(row)) ?? []), row]);
  return out;
};

/**
 * The price-comparison matrix (lines × invited suppliers) and the award of a line. Reads are four queries
 * whatever the size (lines, invited suppliers, offers, awards) plus the last prices of its materials.
 */
export function createSourcingMatrix(deps: {
  db: Database;
  clock: () => Date;
  nextId: NextId;
  lastPrices: LastPrices;
}) {
  const { db, clock, nextId } = deps;

  async function matrix(caller: Caller, sourcingId: string, lang: Lang): Promise<Matrix> {
    await findSourcing(db, caller, sourcingId);
    const { tenantId } = caller;
    const [items, invited, offers, awards, labels] = await Promise.all([
      itemsOf(db, tenantId, sourcingId),
      invitedOf(db, tenantId, sourcingId),
      offersOf(db, tenantId, sourcingId),
      tenantScope(db, tenantId)
        .from(cgSourcingAwards)
        .where(eq(cgSourcingAwards.sourcingId, sourcingId), eq(cgSourcingAwards.isDeleted, 0)),
      dictLabels(db, [UNIT_DICT], lang),
    ]);
    const last = await deps.lastPrices(caller, [...new Set(items.map((item) => item.materialId))]);
    const today = todayOf(clock);
    const offersByItem = groupBy(offers, (o) => o.sourcingItemId);
    const awardsByItem = groupBy(awards, (a) => a.sourcingItemId);
    const order = new Map(invited.map((row, i) => [row.supplierId, i]));
    const perSupplier = new Map(
      invited.map((row) => [
        row.supplierId,
        { offered: 0, lowest: 0, total: [] as string[], winLines: 0, win: [] as string[] },
      ]),
    );
    let budgetTotal: string[] = [];
    const savingsBudget: string[] = [];
    const savingsLast: string[] = [];

    const lines = items.map((item) => {
      const lineOffers = (offersByItem.get(item.id) ?? []).filter((o) => order.has(o.supplierId));
      lineOffers.sort((a, b) => order.get(a.supplierId)! - order.get(b.supplierId)!);
      const lineAwards = awardsByItem.get(item.id) ?? [];
      const awardOf = new Map(lineAwards.map((a) => [a.supplierId, a]));
      const lowest = lowestValid(lineOffers, today);
      const lastPrice = last.get(item.materialId)?.lastPrice ?? null;
      const lastText = lastPrice === null ? null : numberToDecimal(lastPrice);
      const vsBudget = saving(item.budgetPrice, lineAwards);
      const vsLast = saving(lastText, lineAwards);
      if (item.budgetPrice !== null)
        budgetTotal = [...budgetTotal, multiplyDecimal(item.qty, item.budgetPrice, 2)];
      if (vsBudget !== null) savingsBudget.push(vsBudget);
      if (vsLast !== null) savingsLast.push(vsLast);
      const cells = lineOffers.map((offer) => {
        const valid = isValidOffer(offer, today);
        const isLowest = valid && lowest !== null && compareDecimal(offer.unitPrice, lowest) === 0;
        const award = awardOf.get(offer.supplierId);
        const stats = perSupplier.get(offer.supplierId)!;
        stats.offered += 1;
        stats.total.push(offer.amount);
        if (isLowest) stats.lowest += 1;
        if (award) {
          stats.winLines += 1;
          stats.win.push(award.winAmount);
        }
        return {
          supplierId: offer.supplierId,
          offerId: offer.id,
          unitPrice: Number(offer.unitPrice),
          taxRate: Number(offer.taxRate),
          amount: Number(offer.amount),
          deliveryDays: offer.deliveryDays,
          brand: offer.brand,
          model: offer.model,
          validUntil: offer.validUntil,
          valid,
          lowest: isLowest,
          winQty: award ? Number(award.winQty) : 0,
          reason: award?.reason ?? '',
        };
      });
      return {
        sourcingItemId: item.id,
        lineNo: item.lineNo,
        materialId: item.materialId,
        materialCode: item.materialCode,
        materialName: item.materialName,
        spec: item.spec,
        unitName: labels(UNIT_DICT, item.unit) || item.unit,
        qty: Number(item.qty),
        budgetPrice: item.budgetPrice === null ? null : Number(item.budgetPrice),
        lastPrice,
        lowestPrice: lowest === null ? null : Number(lowest),
        validOfferCount: lineOffers.filter((o) => isValidOffer(o, today)).length,
        awardedQty: Number(item.awardedQty),
        winAmount: Number(
          sumDecimals(
            lineAwards.map((a) => a.winAmount),
            2,
          ),
        ),
        savingVsBudget: vsBudget === null ? null : Number(vsBudget),
        savingVsLast: vsLast === null ? null : Number(vsLast),
        cells,
      };
    });
    return {
      sourcingId,
      suppliers: invited.map((row) => {
        const stats = perSupplier.get(row.supplierId)!;
        return {
          supplierId: row.supplierId,
          supplierName: row.supplierName,
          quoteStatus: row.quoteStatus as 0 | 1 | 2,
          offeredLines: stats.offered,
          lowestLines: stats.lowest,
          totalAmount: Number(sumDecimals(stats.total, 2)),
          winLines: stats.winLines,
          winAmount: Number(sumDecimals(stats.win, 2)),
        };
      }),
      lines,
      budgetAmount: Number(sumDecimals(budgetTotal, 2)),
      winAmount: Number(
        sumDecimals(
          awards.map((a) => a.winAmount),
          2,
        ),
      ),
      savingVsBudget: Number(sumDecimals(savingsBudget, 2)),
      savingVsLast: Number(sumDecimals(savingsLast, 2)),
    };
  }

  /**
   * Replaces the awards of one line (I10): under the bill's and the line's locks, each winner invited, eligible
   * and holding a valid offer on the line; a non-lowest winner gives a reason; Σ winQty ≤ line qty. Concurrent
   * awards on the line queue on the locks, so the later one sees the first one's rows and cannot exceed.
   */
  async function award(caller: Caller, body: AwardBody, lang: Lang): Promise<Matrix> {
    const wins = body.awards.map((a, i) => ({
      supplierId: a.supplierId,
      winQty: decimalFromJson(`awards.${i}.winQty`, a.winQty, 3),
      reason: (a.reason ?? '').trim(),
    }));
    const ids = wins.map((w) => w.supplierId);
    const twice = ids.find((id, i) => ids.indexOf(id) !== i);
    if (twice) throw badRequest('srcAwardDuplicateSupplier', twice);
    await db.transaction(async (tx) => {
      await lockEditable(tx, caller, body.sourcingId);
      const item = await lockItem(tx, caller, body.sourcingId, body.sourcingItemId);
      await assertInvited(tx, caller.tenantId, body.sourcingId, ids);
      await assertSuppliersEligible(tx, caller.tenantId, ids, todayOf(clock));
      const invited = new Map(
        (await invitedOf(tx, caller.tenantId, body.sourcingId)).map((r) => [r.supplierId, r.supplierName]),
      );
      const offers = (await offersOf(tx, caller.tenantId, body.sourcingId)).filter(
        (o) => o.sourcingItemId === item.id,
      );
      const today = todayOf(clock);
      const lowest = lowestValid(offers, today);
      for (const win of wins) {
        const offer = offers.find((o) => o.supplierId === win.supplierId);
        if (!offer || !isValidOffer(offer, today)) {
          throw new AppError(
            409,
            'srcNoValidOffer',
            invited.get(win.supplierId) ?? win.supplierId,
            item.lineNo,
          );
        }
        if (lowest !== null && compareDecimal(offer.unitPrice, lowest) > 0 && !win.reason) {
          throw badRequest('srcReasonNeeded', item.lineNo, invited.get(win.supplierId) ?? win.supplierId);
        }
      }
      const total = sumDecimals(
        wins.map((w) => w.winQty),
        3,
      );
      if (compareDecimal(total, item.qty) > 0) {
        throw new AppError(409, 'srcOverAward', item.lineNo, Number(item.qty), Number(total));
      }
      const scope = tenantScope(tx, caller.tenantId);
      const now = clock();
      await scope.update(
        cgSourcingAwards,
        { isDeleted: 1, updateUser: caller.userId, updateTime: now },
        and(eq(cgSourcingAwards.sourcingItemId, item.id), eq(cgSourcingAwards.isDeleted, 0)),
      );
      if (wins.length) {
        await scope.insert(
          cgSourcingAwards,
          wins.map((win) => {
            const offer = offers.find((o) => o.supplierId === win.supplierId)!;
            return {
              id: nextId(),
              sourcingId: body.sourcingId,
              sourcingItemId: item.id,
              supplierId: win.supplierId,
              offerId: offer.id,
              winQty: win.winQty,
              winPrice: offer.unitPrice,
              winAmount: multiplyDecimal(win.winQty, offer.unitPrice, 2),
              reason: win.reason,
              createUser: caller.userId,
              createTime: now,
              updateUser: caller.userId,
              updateTime: now,
            };
          }),
        );
      }
      await refreshTotals(tx, caller.tenantId, body.sourcingId, caller.userId, now);
    });
    return matrix(caller, body.sourcingId, lang);
  }

  return { matrix, award };
}

/** One line of the bill under its row lock (400 when it is not a line of this bill). */
async function lockItem(tx: Tx, caller: Caller, sourcingId: string, itemId: string): Promise<ItemRow> {
  const [item] = await tenantScope(tx, caller.tenantId)
    .from(cgSourcingItems)
    .where(
      eq(cgSourcingItems.id, itemId),
      eq(cgSourcingItems.sourcingId, sourcingId),
      eq(cgSourcingItems.isDeleted, 0),
    )
    .for('update');
  if (!item) throw badRequest('srcLineUnknown', itemId);
  return item;
}
