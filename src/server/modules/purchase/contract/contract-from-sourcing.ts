import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Caller } from '../../../context.ts';
import type { Database, Tx } from '../../../db/database.ts';
import { htContractItems, htContracts } from '../../../db/schema/contracts.ts';
import { depts } from '../../../db/schema/platform.ts';
import {
  SOURCING_STATUS,
  cgSourcing,
  cgSourcingAwards,
  cgSourcingItems,
  cgSourcingOffers,
} from '../../../db/schema/sourcing.ts';
import { gysSupplierBankAccounts, gysSuppliers } from '../../../db/schema/suppliers.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { APPROVE_STATUS } from '../../../domain/approval/approval-codes.ts';
import type { NextId } from '../../../domain/ids.ts';
import { sumDecimals } from '../../../domain/decimal.ts';
import { cstDay } from '../../../domain/values.ts';
import { nextDocumentNo } from '../../../documents/numbering.ts';
import { AppError, badRequest } from '../../../http/errors.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { awardsOf, liveContractsOf, lockAwardedSourcing, syncAwardContracts } from './contract-awards.ts';
import { headerMoney, lineMoney } from './contract-money.ts';
import { CONTRACT_TYPE, type EligibilityRule } from './contract-records.ts';
import { BUYER_DEPT_CATEGORIES } from './contract-save.service.ts';

const NUMBER_PREFIX = 'HT';

/**
 * Contracts from sourcing winners (cg-sourcing/createContract, createContractMulti, ht-contract/sourcingList):
 * one draft per winning supplier, pre-filled from its awards (awarded qty at the offer's price and rate), seller
 * = the winner with its default account, buyer = the given company or the tenant's first. Payment terms are left
 * for the editor (submit refuses a contract without them). All drafts of one call are one transaction.
 */
export function createContractsFromSourcing(deps: {
  db: Database;
  clock: () => Date;
  nextId: NextId;
  assertSuppliersEligible: EligibilityRule;
}) {
  const { db, clock, nextId } = deps;

  async function buyerOf(tx: Tx, tenantId: string, buyerId: string | undefined) {
    const [buyer] = await tenantScope(tx, tenantId)
      .from(depts)
      .where(
        eq(depts.isDeleted, 0),
        inArray(depts.deptCategory, BUYER_DEPT_CATEGORIES),
        buyerId ? eq(depts.id, buyerId) : undefined,
      )
      .orderBy(asc(depts.deptCategory), asc(depts.sort), asc(depts.id))
      .limit(1);
    if (!buyer) throw badRequest('contractBuyerUnknown', buyerId ?? '');
    return buyer;
  }

  async function create(
    caller: Caller,
    input: { sourcingId: string; supplierIds: string[]; buyerId?: string | null },
  ): Promise<{ contractIds: string[]; contractNos: string[] }> {
    const supplierIds = [...new Set(input.supplierIds)];
    if (!supplierIds.length) throw badRequest('contractWinnerRequired');
    return db.transaction(async (tx) => {
      const now = clock();
      const scope = tenantScope(tx, caller.tenantId);
      const sourcing = await lockAwardedSourcing(tx, caller.tenantId, input.sourcingId);
      const awards = await awardsOf(tx, caller.tenantId, sourcing.id, true);
      const existing = await liveContractsOf(tx, caller.tenantId, sourcing.id);
      const names = await scope
        .from(gysSuppliers, { id: gysSuppliers.id, name: gysSuppliers.supplierName })
        .where(inArray(gysSuppliers.id, supplierIds));
      const nameOf = new Map(names.map((s) => [s.id, s.name]));
      for (const supplierId of supplierIds) {
        if (!awards.some((a) => a.supplierId === supplierId))
          throw new AppError(
            409,
            'contractNotWinner',
            nameOf.get(supplierId) ?? supplierId,
            sourcing.sourcingNo,
          );
        const made = existing.find((c) => c.supplierId === supplierId);
        if (made)
          throw new AppError(
            409,
            'contractAlreadyMade',
            nameOf.get(supplierId) ?? supplierId,
            made.contractNo,
          );
      }
      // The one eligibility rule: a winner blacklisted or suspended since the award gets no contract.
      await deps.assertSuppliersEligible(tx, caller.tenantId, supplierIds, cstDay(now));
      const buyer = await buyerOf(tx, caller.tenantId, input.buyerId ?? undefined);
      const items = await scope
        .from(cgSourcingItems)
        .where(inArray(cgSourcingItems.id, [...new Set(awards.map((a) => a.sourcingItemId))]));
      const itemOf = new Map(items.map((i) => [i.id, i]));
      const offers = await scope
        .from(cgSourcingOffers, { id: cgSourcingOffers.id, taxRate: cgSourcingOffers.taxRate })
        .where(
          inArray(
            cgSourcingOffers.id,
            awards.map((a) => a.offerId),
          ),
        );
      const rateOf = new Map(offers.map((o) => [o.id, o.taxRate]));
      const accounts = await scope
        .from(gysSupplierBankAccounts)
        .where(
          inArray(gysSupplierBankAccounts.supplierId, supplierIds),
          eq(gysSupplierBankAccounts.isDeleted, 0),
          eq(gysSupplierBankAccounts.isDefault, 1),
        );
      const stamp = {
        createUser: caller.userId,
        createTime: now,
        updateUser: caller.userId,
        updateTime: now,
      };
      const contractIds: string[] = [];
      const contractNos: string[] = [];
      for (const supplierId of supplierIds) {
        const contractId = nextId();
        const lines = awards
          .filter((a) => a.supplierId === supplierId)
          .map((award, i) => {
            const item = itemOf.get(award.sourcingItemId)!;
            const taxRate = rateOf.get(award.offerId) ?? '13';
            return {
              id: nextId(),
              contractId,
              lineNo: i + 1,
              sourcingId: sourcing.id,
              sourcingItemId: award.sourcingItemId,
              offerId: award.offerId,
              materialId: item.materialId,
              materialCode: item.materialCode,
              materialName: item.materialName,
              spec: item.spec,
              unit: item.unit,
              qty: award.winQty,
              unitPrice: award.winPrice,
              taxRate,
              ...lineMoney(award.winQty, award.winPrice, taxRate),
              ...stamp,
            };
          });
        const money = headerMoney(lines);
        const account = accounts.find((a) => a.supplierId === supplierId);
        const supplierName = nameOf.get(supplierId) ?? '';
        const contractNo = await nextDocumentNo(tx, caller.tenantId, NUMBER_PREFIX, clock);
        await scope.insert(htContracts, [
          {
            id: contractId,
            contractNo,
            contractName: `${sourcing.sourcingName} - ${supplierName}`.slice(0, 200),
            contractType: CONTRACT_TYPE.ONE_OFF,
            sourcingId: sourcing.id,
            deptId: sourcing.deptId,
            buyerId: buyer.id,
            buyerName: buyer.fullName || buyer.deptName,
            supplierId,
            supplierName,
            salerAccountId: account?.id ?? null,
            salerBankName: account ? [account.bankName, account.bankBranch].filter(Boolean).join(' ') : '',
            salerAccountNo: account?.accountNo ?? '',
            currency: sourcing.currency || 'CNY',
            taxRate: lines[0]?.taxRate ?? '13',
            originalAmount: money.totalAmount,
            totalAmount: money.totalAmount,
            amountExclTax: money.amountExclTax,
            taxAmount: money.taxAmount,
            purchaserId: sourcing.purchaserId,
            createDept: caller.deptIds[0] ?? null,
            ...stamp,
          },
        ]);
        await scope.insert(htContractItems, lines);
        contractIds.push(contractId);
        contractNos.push(contractNo);
      }
      await syncAwardContracts(tx, caller.tenantId, sourcing.id, now);
      return { contractIds, contractNos };
    });
  }

  /** ht-contract/sourcingList: approved bills with winners that have no live contract yet, newest approval first. */
  async function sourcingList(caller: Caller, keyword: string | undefined) {
    const scope = tenantScope(db, caller.tenantId);
    const bills = await scope
      .from(cgSourcing)
      .where(
        eq(cgSourcing.isDeleted, 0),
        eq(cgSourcing.approveStatus, APPROVE_STATUS.APPROVED),
        eq(cgSourcing.sourcingStatus, SOURCING_STATUS.AWARDED),
      )
      .orderBy(desc(cgSourcing.approveTime), desc(cgSourcing.id))
      .limit(500);
    const needle = keyword?.trim().toLowerCase();
    const shown = needle
      ? bills.filter((b) => `${b.sourcingNo} ${b.sourcingName}`.toLowerCase().includes(needle))
      : bills;
    const ids = shown.map((b) => b.id);
    if (!ids.length) return [];
    const [awards, contracts] = await Promise.all([
      scope
        .from(cgSourcingAwards, {
          sourcingId: cgSourcingAwards.sourcingId,
          supplierId: cgSourcingAwards.supplierId,
          winAmount: cgSourcingAwards.winAmount,
          supplierName: gysSuppliers.supplierName,
        })
        .innerJoin(gysSuppliers, eq(gysSuppliers.id, cgSourcingAwards.supplierId))
        .where(and(inArray(cgSourcingAwards.sourcingId, ids), eq(cgSourcingAwards.isDeleted, 0))),
      Promise.all(ids.map((id) => liveContractsOf(db, caller.tenantId, id))),
    ]);
    const contractedPairs = new Set(
      ids.flatMap((id, i) => contracts[i]!.map((c) => `${id}:${c.supplierId}`)),
    );
    return shown
      .map((bill) => {
        const open = awards.filter(
          (a) => a.sourcingId === bill.id && !contractedPairs.has(`${bill.id}:${a.supplierId}`),
        );
        const winners = [...new Set(open.map((a) => a.supplierId))].map((supplierId) => {
          const mine = open.filter((a) => a.supplierId === supplierId);
          return {
            supplierId,
            supplierName: mine[0]!.supplierName,
            winLines: mine.length,
            winAmount: Number(
              sumDecimals(
                mine.map((a) => a.winAmount),
                2,
              ),
            ),
          };
        });
        return {
          sourcingId: bill.id,
          sourcingNo: bill.sourcingNo,
          sourcingName: bill.sourcingName,
          approveTime: formatDateTime(bill.approveTime),
          winners,
        };
      })
      .filter((bill) => bill.winners.length > 0);
  }

  return { create, sourcingList };
}
