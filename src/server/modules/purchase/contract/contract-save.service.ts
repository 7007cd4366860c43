import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Caller } from '../../../context.ts';
import type { Database, Tx } from '../../../db/database.ts';
import {
  htContractFiles,
  htContractItems,
  htContractPayTerms,
  htContracts,
} from '../../../db/schema/contracts.ts';
import { materials } from '../../../db/schema/master-data.ts';
import { depts, users } from '../../../db/schema/platform.ts';
import { attachments } from '../../../db/schema/resources.ts';
import { gysSupplierBankAccounts, gysSuppliers } from '../../../db/schema/suppliers.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { APPROVE_STATUS, isEditable } from '../../../domain/approval/approval-codes.ts';
import { compareDecimal, sumDecimals } from '../../../domain/decimal.ts';
import type { NextId } from '../../../domain/ids.ts';
import { cstDay, decimalFromJson, realDay } from '../../../domain/values.ts';
import { planLines, syncLines } from '../../../documents/line-items.ts';
import { nextDocumentNo } from '../../../documents/numbering.ts';
import { AppError, badRequest } from '../../../http/errors.ts';
import { assertDictKey } from '../../../lib/dictionary.ts';
import { assertAwardLinesKeepMaterial, syncAwardContracts } from './contract-awards.ts';
import { headerMoney, lineMoney, ratiosMakeWhole, termAmounts } from './contract-money.ts';
import {
  CONTRACT_STATUS,
  CONTRACT_TYPE,
  PAY_CONTENT_DICT,
  findContract,
  type EligibilityRule,
  itemsOf,
  type ContractRow,
  type ContractSubmit,
} from './contract-records.ts';

const NUMBER_PREFIX = 'HT';
const PROJECT_DEPT = 3;
/** The legal entities that sign: 公司 and 区域公司 departments. */
export const BUYER_DEPT_CATEGORIES = [1, 2];

/** The creator, on a draft or rejected contract; otherwise 403 / 409 (approved contracts never change). */
export function assertEditableBy(caller: Caller, contract: ContractRow) {
  if (contract.createUser !== caller.userId) throw new AppError(403, 'contractNotCreator');
  if (contract.approveStatus === APPROVE_STATUS.APPROVED) throw new AppError(409, 'approvalImmutable');
  if (!isEditable(contract.approveStatus)) throw new AppError(409, 'contractNotEditable');
  if (contract.contractStatus === CONTRACT_STATUS.VOIDED) throw new AppError(409, 'contractVoided');
}

const percent = (field: string, value: number) => {
  const text = decimalFromJson(field, value, 2);
  if (compareDecimal(text, '0') < 0 || compareDecimal(text, '100') > 0) throw badRequest('badInput');
  return text;
};

/** Shapes and values of the body, before anything is read: a body wrong on its face costs no query. */
export function checkedContract(input: ContractSubmit) {
  const taxRate =
    input.taxRate === null || input.taxRate === undefined ? '13' : percent('taxRate', input.taxRate);
  if (input.items.length === 0) throw badRequest('contractNoLines');
  const lines = input.items.map((item, i) => {
    const qty = decimalFromJson(`items.${i}.qty`, item.qty, 3);
    if (!(item.qty > 0)) throw badRequest('fieldNotPositive', `items.${i}.qty`);
    const unitPrice = decimalFromJson(`items.${i}.unitPrice`, item.unitPrice, 4);
    const rate =
      item.taxRate === null || item.taxRate === undefined
        ? taxRate
        : percent(`items.${i}.taxRate`, item.taxRate);
    return {
      id: item.id,
      materialId: item.materialId,
      qty,
      unitPrice,
      taxRate: rate,
      ...lineMoney(qty, unitPrice, rate),
      remark: item.remark ?? '',
    };
  });
  if (input.payTerms.length === 0) throw badRequest('contractNoPayTerms');
  const ratios = input.payTerms.map((term, i) => decimalFromJson(`payTerms.${i}.ratio`, term.ratio, 2));
  if (!ratiosMakeWhole(ratios)) throw badRequest('contractRatiosNot100', sumDecimals(ratios, 2));
  const startDate = realDay('startDate', input.startDate);
  const endDate = realDay('endDate', input.endDate);
  if (startDate && endDate && endDate < startDate) throw badRequest('contractEndBeforeStart');
  const money = headerMoney(lines);
  return {
    lines,
    ratios,
    taxRate,
    money,
    signDate: realDay('signDate', input.signDate),
    startDate,
    endDate,
    terms: input.payTerms.map((term, i) => ({
      payContent: term.payContent,
      ratio: ratios[i]!,
      payCondition: term.payCondition ?? '',
      dueDays: term.dueDays ?? null,
    })),
  };
}

/** The editor's save (add / edit) and delete: the header, the complete lines, terms and files in one transaction. */
export function createContractSaver(deps: {
  db: Database;
  clock: () => Date;
  nextId: NextId;
  assertSuppliersEligible: EligibilityRule;
}) {
  const { db, clock, nextId } = deps;

  async function deptOf(on: Database | Tx, tenantId: string, id: string) {
    const [dept] = await tenantScope(on, tenantId).select(depts, eq(depts.id, id), eq(depts.isDeleted, 0));
    return dept;
  }

  async function save(caller: Caller, input: ContractSubmit): Promise<string> {
    const checked = checkedContract(input);
    if (input.id) await findContract(db, caller, input.id);
    const project = await deptOf(db, caller.tenantId, input.deptId);
    if (!project || project.deptCategory !== PROJECT_DEPT)
      throw badRequest('contractDeptNotProject', input.deptId);
    const buyer = await deptOf(db, caller.tenantId, input.buyerId);
    if (!buyer || !BUYER_DEPT_CATEGORIES.includes(buyer.deptCategory))
      throw badRequest('contractBuyerUnknown', input.buyerId);

    return db.transaction(async (tx) => {
      const scope = tenantScope(tx, caller.tenantId);
      const existing = input.id ? await findContract(tx, caller, input.id, true) : undefined;
      if (existing) assertEditableBy(caller, existing);
      // A contract made from awards stays the winner's: its seller is the award's supplier (I11 counts per supplier).
      if (existing?.sourcingId && existing.supplierId !== input.supplierId)
        throw badRequest('contractAwardSupplierFixed');
      const now = clock();
      // The seller must be eligible today (locks its row FOR SHARE: a concurrent blacklisting waits or is seen).
      await deps.assertSuppliersEligible(tx, caller.tenantId, [input.supplierId], cstDay(now));
      const [supplier] = await scope.select(gysSuppliers, eq(gysSuppliers.id, input.supplierId));
      let account: typeof gysSupplierBankAccounts.$inferSelect | undefined;
      if (input.salerAccountId) {
        [account] = await scope.select(
          gysSupplierBankAccounts,
          eq(gysSupplierBankAccounts.id, input.salerAccountId),
          eq(gysSupplierBankAccounts.supplierId, input.supplierId),
          eq(gysSupplierBankAccounts.isDeleted, 0),
        );
        if (!account) throw badRequest('contractAccountNotSaler', input.salerAccountId);
      }
      if (input.purchaserId) {
        const [user] = await scope.select(
          users,
          eq(users.id, input.purchaserId),
          eq(users.isDeleted, 0),
          eq(users.status, 1),
        );
        if (!user) throw badRequest('contractPurchaserUnknown', input.purchaserId);
      }
      for (const term of checked.terms)
        await assertDictKey(tx, PAY_CONTENT_DICT, term.payContent, 'payContent');
      const contractNo = input.contractNo?.trim()
        ? input.contractNo.trim()
        : (existing?.contractNo ?? (await nextDocumentNo(tx, caller.tenantId, NUMBER_PREFIX, clock)));
      const [clash] = await scope.select(
        htContracts,
        eq(htContracts.contractNo, contractNo),
        eq(htContracts.isDeleted, 0),
        existing ? ne(htContracts.id, existing.id) : undefined,
      );
      if (clash) throw new AppError(409, 'contractNoTaken', contractNo);

      const oldLines = existing ? await itemsOf(tx, caller.tenantId, existing.id) : [];
      const plan = planLines(checked.lines, oldLines, nextId, (index, id) =>
        badRequest('contractLineNotOfContract', index, id),
      );
      assertAwardLinesKeepMaterial(plan);
      const materialIds = [...new Set(checked.lines.map((line) => line.materialId))];
      const found = await scope.select(
        materials,
        inArray(materials.id, materialIds),
        eq(materials.isDeleted, 0),
      );
      const materialOf = new Map(found.map((m) => [m.id, m]));
      for (const { line, kept, lineNo } of plan) {
        const material = materialOf.get(line.materialId);
        if (!material) throw badRequest('contractLineMaterialMissing', lineNo - 1, line.materialId);
        if (material.status !== 1 && kept?.materialId !== line.materialId)
          throw badRequest('contractLineMaterialDisabled', lineNo - 1, material.materialCode);
      }
      const files = input.files ?? [];
      const attachIds = [...new Set(files.map((f) => f.attachId))];
      const stored = attachIds.length
        ? await scope.select(attachments, inArray(attachments.id, attachIds), eq(attachments.isDeleted, 0))
        : [];
      const attachOf = new Map(stored.map((a) => [a.id, a]));
      files.forEach((file, i) => {
        if (!attachOf.has(file.attachId)) throw badRequest('contractFileUnknown', i, file.attachId);
      });

      const contractId = existing?.id ?? nextId();
      const stamp = { updateUser: caller.userId, updateTime: now };
      const rows = plan.map(({ line, kept, id, lineNo }) => {
        const source = kept && kept.materialId === line.materialId ? kept : materialOf.get(line.materialId)!;
        const { id: _lineId, ...values } = line;
        return {
          ...values,
          id,
          contractId,
          lineNo,
          materialCode: source.materialCode,
          materialName: source.materialName,
          spec: source.spec,
          unit: source.unit,
          categoryId: source.categoryId,
          // syncLines rewrites kept lines whole: the award a line comes from goes with it.
          sourcingId: kept?.sourcingId ?? null,
          sourcingItemId: kept?.sourcingItemId ?? null,
          offerId: kept?.offerId ?? null,
          createUser: kept?.createUser ?? caller.userId,
          createTime: kept?.createTime ?? now,
          ...stamp,
        };
      });
      const values = {
        contractNo,
        contractName: input.contractName.trim(),
        contractType: input.contractType === CONTRACT_TYPE.FRAMEWORK ? 2 : 1,
        deptId: input.deptId,
        buyerId: input.buyerId,
        buyerName: buyer.fullName || buyer.deptName,
        supplierId: input.supplierId,
        supplierName: supplier!.supplierName,
        salerAccountId: account?.id ?? null,
        salerBankName: account ? [account.bankName, account.bankBranch].filter(Boolean).join(' ') : '',
        salerAccountNo: account?.accountNo ?? '',
        signDate: checked.signDate,
        startDate: checked.startDate,
        endDate: checked.endDate,
        currency: input.currency?.trim() || 'CNY',
        taxRate: checked.taxRate,
        originalAmount: checked.money.totalAmount,
        totalAmount: checked.money.totalAmount,
        amountExclTax: checked.money.amountExclTax,
        taxAmount: checked.money.taxAmount,
        purchaserId: input.purchaserId ?? null,
        deliveryTerms: input.deliveryTerms ?? '',
        remark: input.remark ?? '',
        ...stamp,
      };
      if (existing) await scope.update(htContracts, values, eq(htContracts.id, existing.id));
      else
        await scope.insert(htContracts, [
          {
            id: contractId,
            ...values,
            createUser: caller.userId,
            createDept: caller.deptIds[0] ?? null,
            createTime: now,
          },
        ]);
      const deleted = { isDeleted: 1, ...stamp };
      await syncLines(scope, { table: htContractItems, existing: oldLines, rows, deletedStamp: deleted });
      // Rule I11 under the sourcing bill's and its awards' locks: refused (rolled back) when a line passes its award.
      if (existing?.sourcingId) await syncAwardContracts(tx, caller.tenantId, existing.sourcingId, now);
      // Terms and files have no identity worth keeping across edits: the saved set replaces the old one.
      await scope.update(htContractPayTerms, deleted, eq(htContractPayTerms.contractId, contractId));
      const amounts = termAmounts(checked.money.totalAmount, checked.ratios);
      await scope.insert(
        htContractPayTerms,
        checked.terms.map((term, i) => ({
          id: nextId(),
          contractId,
          lineNo: i + 1,
          ...term,
          amount: amounts[i]!,
          createUser: caller.userId,
          createTime: now,
          ...stamp,
        })),
      );
      await scope.update(htContractFiles, deleted, eq(htContractFiles.contractId, contractId));
      if (files.length)
        await scope.insert(
          htContractFiles,
          files.map((file) => {
            const attach = attachOf.get(file.attachId)!;
            return {
              id: nextId(),
              contractId,
              attachId: attach.id,
              fileType: file.fileType ?? 3,
              fileName: attach.originalName,
              objectName: attach.name,
              createUser: caller.userId,
              createTime: now,
              ...stamp,
            };
          }),
        );
      return contractId;
    });
  }

  /** Deletes the caller's draft or rejected contracts, all or nothing. */
  async function remove(caller: Caller, ids: string[]) {
    await db.transaction(async (tx) => {
      const scope = tenantScope(tx, caller.tenantId);
      const stamp = { isDeleted: 1, updateUser: caller.userId, updateTime: clock() };
      for (const id of [...new Set(ids)]) {
        const contract = await findContract(tx, caller, id, true);
        assertEditableBy(caller, contract);
        await scope.update(htContracts, stamp, eq(htContracts.id, id));
        await scope.update(htContractItems, stamp, and(eq(htContractItems.contractId, id)));
        await scope.update(htContractPayTerms, stamp, eq(htContractPayTerms.contractId, id));
        await scope.update(htContractFiles, stamp, eq(htContractFiles.contractId, id));
        // The awarded quantity a deleted draft held is free again for the winner's next contract.
        if (contract.sourcingId)
          await syncAwardContracts(tx, caller.tenantId, contract.sourcingId, stamp.updateTime);
      }
    });
  }

  return { save, remove };
}
