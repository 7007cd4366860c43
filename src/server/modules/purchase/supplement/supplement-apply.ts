import { eq } from 'drizzle-orm';
import type { Caller } from '../../../context.ts';
import type { Tx } from '../../../db/database.ts';
import { htContractItems, htContracts } from '../../../db/schema/contracts.ts';
import { htContractSupplements } from '../../../db/schema/supplements.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { APPROVE_STATUS } from '../../../domain/approval/approval-codes.ts';
import { compareDecimal, sumDecimals } from '../../../domain/decimal.ts';
import type { NextId } from '../../../domain/ids.ts';
import { AppError } from '../../../http/errors.ts';
import type { MessageKey } from '../../../http/messages.ts';
import { headerMoney, lineMoney } from '../contract/contract-money.ts';
import { CONTRACT_STATUS, findContract, itemsOf } from '../contract/contract-records.ts';
import { syncDemandContracted } from '../contract/demand-contracted.ts';
import { syncFrameworkLines } from '../contract/framework-lines.ts';
import { supplementItemsOf, type SupplementRow } from './supplement-records.ts';

/**
 * A supplement against its contract as it is now, under the contract's and its lines' row locks (the same locks
 * orders take first, so an order and an apply never interleave): the contract approved and executing, every
 * changed line still as drafted, and rule I18 — no line below what is ordered on it, the new total not below
 * max(ordered, invoiced, applied for payment). At submit it only checks; on final approval it also applies, in
 * the approval's transaction. Throwing (409) rolls the submit or approval back; nothing is written.
 */
export async function checkAndApplySupplement(
  tx: Tx,
  caller: Caller,
  supplement: SupplementRow,
  mode: { apply: false } | { apply: true; nextId: NextId; now: Date },
): Promise<void> {
  const contract = await findContract(tx, caller, supplement.contractId, true);
  if (
    contract.approveStatus !== APPROVE_STATUS.APPROVED ||
    contract.contractStatus !== CONTRACT_STATUS.EXECUTING
  )
    throw new AppError(409, 'supplementContractNotExecuting', contract.contractNo);
  const contractLines = await itemsOf(tx, caller.tenantId, contract.id, true);
  const lineOf = new Map(contractLines.map((line) => [line.id, line]));
  const lines = await supplementItemsOf(tx, caller.tenantId, supplement.id);

  // Each contract line's money after the supplement (changed lines re-priced at their own tax rate).
  const after = new Map(
    contractLines.map((line) => [
      line.id,
      { amount: line.amount, amountExclTax: line.amountExclTax, taxAmount: line.taxAmount },
    ]),
  );
  for (const line of lines) {
    if (!line.contractItemId) continue;
    const index = line.lineNo - 1;
    const current = lineOf.get(line.contractItemId);
    if (!current) throw new AppError(409, 'supplementLineGone', index, line.contractItemId);
    const label = `${current.materialCode} ${current.materialName}`;
    if (
      compareDecimal(current.qty, line.beforeQty) !== 0 ||
      compareDecimal(current.unitPrice, line.beforePrice) !== 0
    )
      throw new AppError(409, 'supplementLineMoved', index, current.lineNo, label);
    if (compareDecimal(line.afterQty, current.orderedQty) < 0)
      throw new AppError(
        409,
        'supplementBelowOrdered',
        index,
        current.lineNo,
        label,
        line.afterQty,
        current.orderedQty,
      );
    after.set(current.id, lineMoney(line.afterQty, line.afterPrice, current.taxRate));
  }
  const added = lines.filter((line) => !line.contractItemId);
  const addedMoney = added.map((line) => lineMoney(line.afterQty, line.afterPrice, line.taxRate));
  const money = headerMoney([...after.values(), ...addedMoney]);
  const floors: [MessageKey, string][] = [
    ['supplementTotalBelowOrdered', contract.orderedAmount],
    ['supplementTotalBelowInvoiced', contract.invoicedAmount],
    ['supplementTotalBelowApplied', contract.appliedAmount],
  ];
  for (const [key, floor] of floors) {
    if (compareDecimal(money.totalAmount, floor) < 0) throw new AppError(409, key, money.totalAmount, floor);
  }
  if (!mode.apply) return;

  const { nextId, now } = mode;
  const scope = tenantScope(tx, caller.tenantId);
  const stamp = { updateUser: caller.userId, updateTime: now };
  for (const line of lines) {
    if (!line.contractItemId) continue;
    const current = lineOf.get(line.contractItemId)!;
    await scope.update(
      htContractItems,
      {
        qty: line.afterQty,
        unitPrice: line.afterPrice,
        ...lineMoney(line.afterQty, line.afterPrice, current.taxRate),
        ...stamp,
      },
      eq(htContractItems.id, current.id),
    );
  }
  let lastLineNo = contractLines.reduce((max, line) => Math.max(max, line.lineNo), 0);
  if (added.length)
    await scope.insert(
      htContractItems,
      added.map((line, i) => ({
        id: nextId(),
        contractId: contract.id,
        lineNo: ++lastLineNo,
        materialId: line.materialId,
        materialCode: line.materialCode,
        materialName: line.materialName,
        spec: line.spec,
        unit: line.unit,
        categoryId: line.categoryId,
        qty: line.afterQty,
        unitPrice: line.afterPrice,
        taxRate: line.taxRate,
        ...addedMoney[i]!,
        remark: line.remark,
        createUser: caller.userId,
        createTime: now,
        ...stamp,
      })),
    );
  const supplementAmount = sumDecimals([contract.supplementAmount, supplement.deltaAmount], 2);
  const endDate = supplement.newEndDate ?? contract.endDate;
  await scope.update(
    htContracts,
    { ...money, supplementAmount, endDate, ...stamp },
    eq(htContracts.id, contract.id),
  );
  await scope.update(
    htContractSupplements,
    {
      applied: 1,
      appliedTime: now,
      contractAmountBefore: contract.totalAmount,
      contractAmountAfter: money.totalAmount,
      endDateBefore: contract.endDate,
      ...stamp,
    },
    eq(htContractSupplements.id, supplement.id),
  );
  // Framework contracts offer their lines to the demand summary: the new quantities and lines too.
  await syncFrameworkLines(tx, caller.tenantId, await findContract(tx, caller, contract.id), now, nextId);
  // The demand lines the contract was made from: their contracted quantity follows the new line quantities.
  await syncDemandContracted(tx, caller.tenantId, contract.id, stamp);
}
