import { and, eq, inArray } from 'drizzle-orm';
import type { components } from '../../../../api/generated/types/purchar-sourcing';
import type { Caller } from '../../../context.ts';
import type { Database, Tx } from '../../../db/database.ts';
import {
  cgSourcing,
  cgSourcingAwards,
  cgSourcingOfferFiles,
  cgSourcingOffers,
  cgSourcingSuppliers,
} from '../../../db/schema/sourcing.ts';
import { gysSuppliers } from '../../../db/schema/suppliers.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { multiplyDecimal } from '../../../domain/decimal.ts';
import type { NextId } from '../../../domain/ids.ts';
import { decimalFromJson, realDay } from '../../../domain/values.ts';
import { badRequest } from '../../../http/errors.ts';
import type { Lang } from '../../../http/messages.ts';
import { notFound } from '../../../lib/records.ts';
import { assertSuppliersEligible } from '../supplier/eligibility.ts';
import { assertPurcharType, parseDeadline } from './sourcing-create.ts';
import {
  assertInvited,
  invitedOf,
  itemsOf,
  liveOffer,
  lockEditable,
  offersOf,
  priceExclTax,
  todayOf,
  type OfferInput,
} from './sourcing-records.ts';
import { refreshTotals } from './sourcing-totals.ts';

type Schemas = components['schemas'];
export type SourcingEditBody = Schemas['SourcingEditBody'];
export type OfferBody = Schemas['OfferBody'];

/** An offer as stored: exact decimals from the JSON numbers (too many decimals: 400 naming the field). */
export interface OfferValues {
  sourcingItemId: string;
  unitPrice: string;
  taxRate: string;
  deliveryDays: number | null;
  brand: string;
  model: string;
  validUntil: string | null;
  paymentTerms: string;
  remark: string;
}

export function offerValues(input: OfferInput, index: number): OfferValues {
  return {
    sourcingItemId: input.sourcingItemId,
    unitPrice: decimalFromJson(`offers.${index}.unitPrice`, input.unitPrice, 4),
    taxRate: decimalFromJson(`offers.${index}.taxRate`, input.taxRate ?? 13, 2),
    deliveryDays: input.deliveryDays ?? null,
    brand: input.brand ?? '',
    model: input.model ?? '',
    validUntil: realDay(`offers.${index}.validUntil`, input.validUntil),
    paymentTerms: input.paymentTerms ?? '',
    remark: input.remark ?? '',
  };
}

/**
 * Invitations and offers: the bill's owner changes them while it is a draft or rejected (lockEditable), each
 * supplier invited or quoting is eligible at that moment (assertSuppliersEligible, in the transaction), and an
 * offer is only ever for an invited supplier and a line of the bill.
 */
export function createSourcingOffers(deps: { db: Database; clock: () => Date; nextId: NextId }) {
  const { db, clock, nextId } = deps;

  /** Header fields and the invited set (suppliers left out lose their offers, awards and files). */
  async function edit(caller: Caller, body: SourcingEditBody, lang: Lang) {
    if (body.purcharType) await assertPurcharType(db, body.purcharType, lang);
    const quoteDeadline = parseDeadline(body.quoteDeadline);
    const wanted = [...new Set(body.supplierIds)];
    await db.transaction(async (tx) => {
      const bill = await lockEditable(tx, caller, body.id);
      const scope = tenantScope(tx, caller.tenantId);
      const invited = await invitedOf(tx, caller.tenantId, bill.id);
      const had = new Set(invited.map((row) => row.supplierId));
      const added = wanted.filter((id) => !had.has(id));
      const removed = invited.filter((row) => !wanted.includes(row.supplierId)).map((row) => row.supplierId);
      await assertSuppliersEligible(tx, caller.tenantId, added, todayOf(clock));
      const now = clock();
      const stamp = { updateUser: caller.userId, updateTime: now };
      if (added.length) {
        const rows = await scope.select(gysSuppliers, inArray(gysSuppliers.id, added));
        const byId = new Map(rows.map((row) => [row.id, row]));
        await scope.insert(
          cgSourcingSuppliers,
          added.map((supplierId, i) => {
            const supplier = byId.get(supplierId)!;
            return {
              id: nextId(),
              sourcingId: bill.id,
              supplierId,
              supplierName: supplier.supplierName,
              contactName: supplier.contactName,
              contactPhone: supplier.contactPhone,
              createUser: caller.userId,
              // Invitation order is the matrix's column order.
              createTime: new Date(now.getTime() + i),
              ...stamp,
            };
          }),
        );
      }
      if (removed.length) {
        const gone = { isDeleted: 1, ...stamp };
        const ofRemoved = <
          T extends
            | typeof cgSourcingSuppliers
            | typeof cgSourcingOffers
            | typeof cgSourcingAwards
            | typeof cgSourcingOfferFiles,
        >(
          t: T,
        ) => and(eq(t.sourcingId, bill.id), inArray(t.supplierId, removed), eq(t.isDeleted, 0));
        await scope.update(cgSourcingSuppliers, gone, ofRemoved(cgSourcingSuppliers));
        await scope.update(cgSourcingOffers, gone, ofRemoved(cgSourcingOffers));
        await scope.update(cgSourcingAwards, gone, ofRemoved(cgSourcingAwards));
        await scope.update(cgSourcingOfferFiles, gone, ofRemoved(cgSourcingOfferFiles));
      }
      await scope.update(
        cgSourcing,
        {
          sourcingName: body.sourcingName.trim(),
          purcharType: body.purcharType ?? bill.purcharType,
          quoteDeadline: body.quoteDeadline === undefined ? bill.quoteDeadline : quoteDeadline,
          currency: body.currency ?? bill.currency,
          evaluationNote: body.evaluationNote ?? bill.evaluationNote,
          lessThanThreeReason: body.lessThanThreeReason ?? bill.lessThanThreeReason,
          remark: body.remark ?? bill.remark,
          ...stamp,
        },
        eq(cgSourcing.id, bill.id),
      );
      await refreshTotals(tx, caller.tenantId, bill.id, caller.userId, now);
    });
    return body.id;
  }

  /**
   * Stores one supplier's offers (insert or update per line) in the caller's transaction: the supplier invited
   * and eligible, every line of this bill, once each. An award on a changed offer keeps its qty at the new price.
   */
  async function storeOffers(
    tx: Tx,
    caller: Caller,
    sourcingId: string,
    supplierId: string,
    offers: OfferValues[],
  ) {
    const scope = tenantScope(tx, caller.tenantId);
    await assertInvited(tx, caller.tenantId, sourcingId, [supplierId]);
    await assertSuppliersEligible(tx, caller.tenantId, [supplierId], todayOf(clock));
    const items = new Map((await itemsOf(tx, caller.tenantId, sourcingId)).map((item) => [item.id, item]));
    const seen = new Set<string>();
    for (const offer of offers) {
      if (!items.has(offer.sourcingItemId)) throw badRequest('srcLineUnknown', offer.sourcingItemId);
      if (seen.has(offer.sourcingItemId)) throw badRequest('srcDuplicateLine', offer.sourcingItemId);
      seen.add(offer.sourcingItemId);
    }
    const existing = new Map(
      (await offersOf(tx, caller.tenantId, sourcingId, [supplierId])).map((row) => [row.sourcingItemId, row]),
    );
    const now = clock();
    const stamp = { updateUser: caller.userId, updateTime: now };
    for (const offer of offers) {
      const item = items.get(offer.sourcingItemId)!;
      const values = {
        ...offer,
        unitPriceExclTax: priceExclTax(offer.unitPrice, offer.taxRate),
        amount: multiplyDecimal(item.qty, offer.unitPrice, 2),
        ...stamp,
      };
      const before = existing.get(offer.sourcingItemId);
      if (before) {
        await scope.update(cgSourcingOffers, values, eq(cgSourcingOffers.id, before.id));
        // winAmount = round(winQty × new price, 2), per award row.
        const awards = await scope.select(
          cgSourcingAwards,
          eq(cgSourcingAwards.offerId, before.id),
          eq(cgSourcingAwards.isDeleted, 0),
        );
        for (const award of awards) {
          await scope.update(
            cgSourcingAwards,
            {
              winPrice: offer.unitPrice,
              winAmount: multiplyDecimal(award.winQty, offer.unitPrice, 2),
              ...stamp,
            },
            eq(cgSourcingAwards.id, award.id),
          );
        }
      } else {
        await scope.insert(cgSourcingOffers, [
          { id: nextId(), sourcingId, supplierId, ...values, createUser: caller.userId, createTime: now },
        ]);
      }
    }
    await refreshTotals(tx, caller.tenantId, sourcingId, caller.userId, now);
  }

  async function saveOffers(caller: Caller, body: OfferBody) {
    const offers = body.offers.map(offerValues);
    await db.transaction(async (tx) => {
      await lockEditable(tx, caller, body.sourcingId);
      await storeOffers(tx, caller, body.sourcingId, body.supplierId, offers);
    });
  }

  /** Removes one offer and the award on it. */
  async function removeOffer(caller: Caller, offerId: string) {
    const [offer] = await tenantScope(db, caller.tenantId)
      .from(cgSourcingOffers)
      .where(eq(cgSourcingOffers.id, offerId), liveOffer);
    if (!offer) throw notFound(offerId);
    await db.transaction(async (tx) => {
      await lockEditable(tx, caller, offer.sourcingId);
      const scope = tenantScope(tx, caller.tenantId);
      const now = clock();
      const gone = { isDeleted: 1, updateUser: caller.userId, updateTime: now };
      await scope.update(
        cgSourcingOffers,
        gone,
        eq(cgSourcingOffers.id, offer.id),
        eq(cgSourcingOffers.isDeleted, 0),
      );
      await scope.update(
        cgSourcingAwards,
        gone,
        eq(cgSourcingAwards.offerId, offer.id),
        eq(cgSourcingAwards.isDeleted, 0),
      );
      await refreshTotals(tx, caller.tenantId, offer.sourcingId, caller.userId, now);
    });
  }

  return { edit, storeOffers, saveOffers, removeOffer };
}

/** 409 unless the bill's owner may still change it and the supplier may quote on it now (uploads, checks). */
export async function assertMayQuote(
  tx: Tx,
  caller: Caller,
  sourcingId: string,
  supplierId: string,
  today: string,
) {
  await lockEditable(tx, caller, sourcingId);
  await assertInvited(tx, caller.tenantId, sourcingId, [supplierId]);
  await assertSuppliersEligible(tx, caller.tenantId, [supplierId], today);
}
