import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Caller } from '../../../context.ts';
import type { Database, Tx } from '../../../db/database.ts';
import { materials } from '../../../db/schema/master-data.ts';
import { attachments } from '../../../db/schema/resources.ts';
import {
  htContractSupplementFiles,
  htContractSupplementItems,
  htContractSupplements,
} from '../../../db/schema/supplements.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { APPROVE_STATUS, isEditable } from '../../../domain/approval/approval-codes.ts';
import { compareDecimal, sumDecimals } from '../../../domain/decimal.ts';
import type { NextId } from '../../../domain/ids.ts';
import { decimalFromJson, realDay } from '../../../domain/values.ts';
import { nextDocumentNo } from '../../../documents/numbering.ts';
import { AppError, badRequest } from '../../../http/errors.ts';
import { lineMoney, subtractDecimal } from '../contract/contract-money.ts';
import { CONTRACT_STATUS, findContract, itemsOf, type ContractRow } from '../contract/contract-records.ts';
import {
  NUMBER_PREFIX,
  changeTypesOf,
  findSupplement,
  type SupplementRow,
  type SupplementSubmit,
} from './supplement-records.ts';

/** The drafter, on a draft or rejected supplement not yet applied; otherwise 403 / 409. */
export function assertEditableBy(caller: Caller, supplement: SupplementRow) {
  if (supplement.createUser !== caller.userId) throw new AppError(403, 'supplementNotCreator');
  if (supplement.approveStatus === APPROVE_STATUS.APPROVED) throw new AppError(409, 'approvalImmutable');
  if (!isEditable(supplement.approveStatus)) throw new AppError(409, 'supplementNotEditable');
}

export function assertTakesSupplement(contract: ContractRow) {
  if (
    contract.approveStatus !== APPROVE_STATUS.APPROVED ||
    contract.contractStatus !== CONTRACT_STATUS.EXECUTING
  )
    throw new AppError(409, 'supplementContractNotExecuting', contract.contractNo);
}

/** Shapes and values of the body, before anything is read: a body wrong on its face costs no query. */
function checkedBody(input: SupplementSubmit) {
  const supplementName = input.supplementName.trim();
  if (!supplementName) throw badRequest('supplementNameRequired');
  const reason = input.reason.trim();
  if (!reason) throw badRequest('supplementReasonRequired');
  const termChange = input.termChange?.trim() ?? '';
  const newEndDate = realDay('newEndDate', input.newEndDate);
  const seen = new Set<string>();
  const lines = input.items.map((item, i) => {
    const afterQty = decimalFromJson(`items.${i}.afterQty`, item.afterQty, 3);
    if (!(item.afterQty > 0)) throw badRequest('fieldNotPositive', `items.${i}.afterQty`);
    const afterPrice = decimalFromJson(`items.${i}.afterPrice`, item.afterPrice, 4);
    if (item.afterPrice < 0) throw badRequest('fieldNotPositive', `items.${i}.afterPrice`);
    const taxRate =
      item.taxRate === null || item.taxRate === undefined
        ? null
        : decimalFromJson(`items.${i}.taxRate`, item.taxRate, 2);
    const contractItemId = item.contractItemId || null;
    if (contractItemId) {
      if (seen.has(contractItemId)) throw badRequest('supplementLineTwice', i, contractItemId);
      seen.add(contractItemId);
    } else if (!item.materialId) throw badRequest('supplementNewLineMaterial', i);
    return {
      contractItemId,
      materialId: item.materialId ?? null,
      afterQty,
      afterPrice,
      taxRate,
      remark: item.remark?.trim() ?? '',
    };
  });
  if (lines.length === 0 && !newEndDate && !termChange) throw badRequest('supplementNoChange');
  return {
    supplementName,
    reason,
    termChange,
    newEndDate,
    signDate: realDay('signDate', input.signDate),
    remark: input.remark?.trim() ?? '',
    lines,
  };
}

/** The editor's save (add / edit) and delete: the header, its complete lines and files in one transaction. */
export function createSupplementSaver(deps: { db: Database; clock: () => Date; nextId: NextId }) {
  const { db, clock, nextId } = deps;

  /** The one supplement not yet applied on this contract, other than `except` (under the contract's lock). */
  async function inFlight(tx: Tx, tenantId: string, contractId: string, except?: string) {
    const [open] = await tenantScope(tx, tenantId).select(
      htContractSupplements,
      eq(htContractSupplements.contractId, contractId),
      eq(htContractSupplements.applied, 0),
      eq(htContractSupplements.isDeleted, 0),
      except ? ne(htContractSupplements.id, except) : undefined,
    );
    return open;
  }

  async function save(caller: Caller, input: SupplementSubmit): Promise<string> {
    const body = checkedBody(input);
    if (input.id) await findSupplement(db, caller, input.id);
    await findContract(db, caller, input.contractId);
    return db.transaction(async (tx) => {
      const scope = tenantScope(tx, caller.tenantId);
      // The contract's lock first, as orders and the apply take it: one writer per contract at a time.
      const contract = await findContract(tx, caller, input.contractId, true);
      const existing = input.id ? await findSupplement(tx, caller, input.id, true) : undefined;
      if (existing) {
        assertEditableBy(caller, existing);
        if (existing.contractId !== contract.id) throw badRequest('supplementContractChanged');
      }
      assertTakesSupplement(contract);
      const open = await inFlight(tx, caller.tenantId, contract.id, existing?.id);
      if (open) throw new AppError(409, 'supplementInFlight', contract.contractNo, open.supplementNo);
      if (body.newEndDate && contract.endDate && body.newEndDate <= contract.endDate)
        throw badRequest('supplementEndNotLater', body.newEndDate, contract.endDate);

      const contractLines = new Map((await itemsOf(tx, caller.tenantId, contract.id)).map((l) => [l.id, l]));
      const materialIds = [...new Set(body.lines.flatMap((l) => (l.contractItemId ? [] : [l.materialId!])))];
      const found = materialIds.length
        ? await scope.select(
            materials,
            inArray(materials.id, materialIds),
            eq(materials.isDeleted, 0),
            eq(materials.status, 1),
          )
        : [];
      const materialOf = new Map(found.map((m) => [m.id, m]));
      const now = clock();
      const supplementId = existing?.id ?? nextId();
      const stamp = { updateUser: caller.userId, updateTime: now };
      const rows = body.lines.map((line, i) => {
        const base = {
          id: nextId(),
          supplementId,
          lineNo: i + 1,
          afterQty: line.afterQty,
          afterPrice: line.afterPrice,
          remark: line.remark,
          createUser: caller.userId,
          createTime: now,
          ...stamp,
        };
        if (line.contractItemId) {
          const current = contractLines.get(line.contractItemId);
          if (!current) throw badRequest('supplementLineNotOfContract', i, line.contractItemId);
          if (
            compareDecimal(current.qty, line.afterQty) === 0 &&
            compareDecimal(current.unitPrice, line.afterPrice) === 0
          )
            throw badRequest('supplementLineUnchanged', i, current.lineNo, current.materialName);
          const afterAmount = lineMoney(line.afterQty, line.afterPrice, current.taxRate).amount;
          return {
            ...base,
            contractItemId: current.id,
            materialId: current.materialId,
            materialCode: current.materialCode,
            materialName: current.materialName,
            spec: current.spec,
            unit: current.unit,
            categoryId: current.categoryId,
            taxRate: current.taxRate,
            beforeQty: current.qty,
            beforePrice: current.unitPrice,
            beforeAmount: current.amount,
            afterAmount,
            deltaAmount: subtractDecimal(afterAmount, current.amount, 2),
          };
        }
        const material = materialOf.get(line.materialId!);
        if (!material) throw badRequest('supplementMaterialMissing', i, line.materialId!);
        const taxRate = line.taxRate ?? contract.taxRate;
        const afterAmount = lineMoney(line.afterQty, line.afterPrice, taxRate).amount;
        return {
          ...base,
          contractItemId: null,
          materialId: material.id,
          materialCode: material.materialCode,
          materialName: material.materialName,
          spec: material.spec,
          unit: material.unit,
          categoryId: material.categoryId,
          taxRate,
          beforeQty: '0',
          beforePrice: '0',
          beforeAmount: '0',
          afterAmount,
          deltaAmount: afterAmount,
        };
      });
      const files = input.files ?? [];
      const attachIds = [...new Set(files.map((f) => f.attachId))];
      const stored = attachIds.length
        ? await scope.select(attachments, inArray(attachments.id, attachIds), eq(attachments.isDeleted, 0))
        : [];
      const attachOf = new Map(stored.map((a) => [a.id, a]));
      files.forEach((file, i) => {
        if (!attachOf.has(file.attachId)) throw badRequest('supplementFileUnknown', i, file.attachId);
      });

      const deltas = rows.map((r) => r.deltaAmount);
      const values = {
        supplementName: body.supplementName,
        contractId: contract.id,
        contractNo: contract.contractNo,
        deptId: contract.deptId,
        supplierName: contract.supplierName,
        changeTypes: changeTypesOf({
          changedLines: rows.filter((r) => r.contractItemId).length,
          newLines: rows.filter((r) => !r.contractItemId).length,
          newEndDate: body.newEndDate,
          termChange: body.termChange,
        }).join(','),
        reason: body.reason,
        signDate: body.signDate,
        newEndDate: body.newEndDate,
        termChange: body.termChange,
        deltaAmount: sumDecimals(deltas, 2),
        // Σ |line delta|: the volume of change the approval levels' minimum amounts compare against.
        approvalAmount: sumDecimals(
          deltas.map((d) => (d.startsWith('-') ? d.slice(1) : d)),
          2,
        ),
        remark: body.remark,
        ...stamp,
      };
      if (existing)
        await scope.update(htContractSupplements, values, eq(htContractSupplements.id, existing.id));
      else
        await scope.insert(htContractSupplements, [
          {
            id: supplementId,
            supplementNo: await nextDocumentNo(tx, caller.tenantId, NUMBER_PREFIX, clock),
            ...values,
            createUser: caller.userId,
            createDept: caller.deptIds[0] ?? null,
            createTime: now,
          },
        ]);
      // Lines and files have no identity worth keeping across edits: the saved set replaces the old one.
      const deleted = { isDeleted: 1, ...stamp };
      await scope.update(
        htContractSupplementItems,
        deleted,
        eq(htContractSupplementItems.supplementId, supplementId),
      );
      if (rows.length) await scope.insert(htContractSupplementItems, rows);
      await scope.update(
        htContractSupplementFiles,
        deleted,
        eq(htContractSupplementFiles.supplementId, supplementId),
      );
      if (files.length)
        await scope.insert(
          htContractSupplementFiles,
          files.map((file) => {
            const attach = attachOf.get(file.attachId)!;
            return {
              id: nextId(),
              supplementId,
              attachId: attach.id,
              fileName: attach.originalName,
              objectName: attach.name,
              createUser: caller.userId,
              createTime: now,
              ...stamp,
            };
          }),
        );
      return supplementId;
    });
  }

  /** Deletes the caller's draft or rejected supplements, all or nothing. */
  async function remove(caller: Caller, ids: string[]) {
    await db.transaction(async (tx) => {
      const scope = tenantScope(tx, caller.tenantId);
      const stamp = { isDeleted: 1, updateUser: caller.userId, updateTime: clock() };
      for (const id of [...new Set(ids)]) {
        assertEditableBy(caller, await findSupplement(tx, caller, id, true));
        await scope.update(htContractSupplements, stamp, eq(htContractSupplements.id, id));
        await scope.update(
          htContractSupplementItems,
          stamp,
          and(eq(htContractSupplementItems.supplementId, id)),
        );
        await scope.update(htContractSupplementFiles, stamp, eq(htContractSupplementFiles.supplementId, id));
      }
    });
  }

  return { save, remove };
}
