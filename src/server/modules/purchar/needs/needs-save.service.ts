import { eq, inArray } from 'drizzle-orm';
import type { Caller } from '../../../context.ts';
import type { Database, Tx } from '../../../db/database.ts';
import { deliveryAddresses, materials } from '../../../db/schema/master-data.ts';
import { depts } from '../../../db/schema/platform.ts';
import { cgNeeds, cgNeedsItems } from '../../../db/schema/procurement.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { APPROVE_STATUS, isEditable } from '../../../domain/approval/approval-codes.ts';
import type { NextId } from '../../../domain/ids.ts';
import { decimalFromJson, realDay } from '../../../domain/values.ts';
import { planLines, syncLines } from '../../../documents/line-items.ts';
import { nextDocumentNo } from '../../../documents/numbering.ts';
import { AppError, badRequest } from '../../../http/errors.ts';
import { assertDictKey } from '../../../lib/dictionary.ts';
import { assertPlanLinesAtSave } from '../plan-needs/plan-control.ts';
import {
  BUSINESS_TYPE_DICT,
  ITEM_NORMAL,
  findBill,
  itemsOf,
  lineAmount,
  liveItem,
  totalsOf,
} from './needs-records.ts';
import type { NeedsRow, NeedsSubmit } from './needs-records.ts';

const PROJECT_DEPT = 3;
const NUMBER_PREFIX = 'XQ';

/** The creator, on a draft or rejected bill; otherwise 403 / 409 (approved bills never change). */
export function assertEditableBy(caller: Caller, bill: NeedsRow) {
  if (bill.createUser !== caller.userId) throw new AppError(403, 'needsNotCreator');
  if (bill.approveStatus === APPROVE_STATUS.APPROVED) throw new AppError(409, 'approvalImmutable');
  if (!isEditable(bill.approveStatus)) throw new AppError(409, 'needsNotEditable');
}

/** Shapes and values of the body, before anything is read: a body wrong on its face costs no query. */
function checkedLines(input: NeedsSubmit, needDate: string | null) {
  return input.items.map((item, i) => {
    const qty = decimalFromJson(`items.${i}.qty`, item.qty, 3);
    if (!(item.qty > 0)) throw badRequest('fieldNotPositive', `items.${i}.qty`);
    const price =
      item.estimatedPrice === null || item.estimatedPrice === undefined
        ? null
        : decimalFromJson(`items.${i}.estimatedPrice`, item.estimatedPrice, 4);
    return {
      id: item.id,
      materialId: item.materialId,
      planItemId: item.planItemId ?? null,
      qty,
      estimatedPrice: price,
      estimatedAmount: lineAmount(qty, price),
      needDate: realDay(`items.${i}.needDate`, item.needDate) ?? needDate,
      usePart: item.usePart ?? '',
      brandRequirement: item.brandRequirement ?? '',
      technicalParams: item.technicalParams ?? '',
      remark: item.remark ?? '',
    };
  });
}

/**
 * The editor's save (addOrEdit) and delete: a new bill gets its number, an existing one is replaced by what
 * was sent (header and the complete list of lines, material snapshots taken when a material enters a line).
 */
export function createNeedsSaver(deps: {
  db: Database;
  clock: () => Date;
  nextId: NextId;
  /** The PM checks shared with submit (the department's managers, self-approval). */
  assertProjectManager: (
    caller: Caller,
    deptId: string,
    projectManagerId: string | null | undefined,
  ) => Promise<void>;
}) {
  const { db, clock, nextId } = deps;

  async function assertProjectDept(on: Database | Tx, caller: Caller, deptId: string) {
    const [dept] = await tenantScope(on, caller.tenantId).select(
      depts,
      eq(depts.id, deptId),
      eq(depts.isDeleted, 0),
    );
    if (!dept || dept.deptCategory !== PROJECT_DEPT) throw badRequest('needsDeptNotProject', deptId);
  }

  async function assertAddressUsable(scope: ReturnType<typeof tenantScope>, input: NeedsSubmit) {
    if (!input.deliveryAddressId) return;
    const [address] = await scope.select(
      deliveryAddresses,
      eq(deliveryAddresses.id, input.deliveryAddressId),
      eq(deliveryAddresses.isDeleted, 0),
      eq(deliveryAddresses.status, 1),
    );
    if (!address || (address.projectId !== null && address.projectId !== input.deptId)) {
      throw badRequest('needsAddressUnusable', input.deliveryAddressId);
    }
  }

  /** Saves and answers the bill's id (the caller reads the detail back). */
  async function save(caller: Caller, input: NeedsSubmit): Promise<string> {
    const needDate = realDay('needDate', input.needDate);
    const lines = checkedLines(input, needDate);
    // Reads outside the transaction (PGlite serves one connection): the bill must be the caller's tenant's
    // (404 before any other answer), the department a project department, the manager one of its managers.
    if (input.id) await findBill(db, caller, input.id);
    await assertProjectDept(db, caller, input.deptId);
    await deps.assertProjectManager(caller, input.deptId, input.projectManagerId);

    return db.transaction(async (tx) => {
      const scope = tenantScope(tx, caller.tenantId);
      const existing = input.id ? await findBill(tx, caller, input.id, true) : undefined;
      if (existing) assertEditableBy(caller, existing);
      if (input.businessType) await assertDictKey(tx, BUSINESS_TYPE_DICT, input.businessType, 'businessType');
      await assertAddressUsable(scope, input);

      const oldLines = existing ? await itemsOf(tx, caller.tenantId, existing.id) : [];
      const plan = planLines(lines, oldLines, nextId, (index, id) =>
        badRequest('needsLineNotOfBill', index, id),
      );
      const materialIds = [...new Set(lines.map((line) => line.materialId))];
      const found = materialIds.length
        ? await scope.select(materials, inArray(materials.id, materialIds), eq(materials.isDeleted, 0))
        : [];
      const materialOf = new Map(found.map((m) => [m.id, m]));
      for (const { line, kept, lineNo } of plan) {
        const material = materialOf.get(line.materialId);
        if (!material) throw badRequest('needsLineMaterialMissing', lineNo - 1, line.materialId);
        // A line keeping its material may keep one disabled since; new uses need an enabled material.
        if (material.status !== 1 && kept?.materialId !== line.materialId) {
          throw badRequest('needsLineMaterialDisabled', lineNo - 1, material.materialCode);
        }
      }

      const planNeedsId = await assertPlanLinesAtSave(tx, caller.tenantId, lines);

      const now = clock();
      const billId = existing?.id ?? nextId();
      const rows = plan.map(({ line, kept, id, lineNo }) => {
        // The snapshot is taken when a material enters the line; a kept line keeps the one it has.
        const source = kept && kept.materialId === line.materialId ? kept : materialOf.get(line.materialId)!;
        const { id: _lineId, ...values } = line;
        return {
          ...values,
          id,
          needsId: billId,
          lineNo,
          materialCode: source.materialCode,
          materialName: source.materialName,
          spec: source.spec,
          unit: source.unit,
          categoryId: source.categoryId,
          // The submitter revised it: a rejected line sent again is a normal line (the history keeps the rejection).
          itemStatus: ITEM_NORMAL,
          rejectReason: '',
          rejectUser: null,
          rejectTime: null,
          createUser: kept?.createUser ?? caller.userId,
          createTime: kept?.createTime ?? now,
          updateUser: caller.userId,
          updateTime: now,
        };
      });
      const values = {
        title: input.title.trim(),
        deptId: input.deptId,
        businessType: input.businessType ?? '',
        planNeedsId,
        needDate,
        deliveryAddressId: input.deliveryAddressId ?? null,
        projectManagerId: input.projectManagerId ?? null,
        remark: input.remark ?? '',
        ...totalsOf(rows),
        updateUser: caller.userId,
        updateTime: now,
      };
      if (existing) {
        await scope.update(cgNeeds, values, eq(cgNeeds.id, existing.id));
      } else {
        await scope.insert(cgNeeds, [
          {
            id: billId,
            needsNo: await nextDocumentNo(tx, caller.tenantId, NUMBER_PREFIX, clock),
            ...values,
            createUser: caller.userId,
            createDept: caller.deptIds[0] ?? null,
            createTime: now,
          },
        ]);
      }
      await syncLines(scope, {
        table: cgNeedsItems,
        existing: oldLines,
        rows,
        deletedStamp: { isDeleted: 1, updateUser: caller.userId, updateTime: now },
      });
      return billId;
    });
  }

  async function remove(caller: Caller, id: string) {
    await db.transaction(async (tx) => {
      const bill = await findBill(tx, caller, id, true);
      assertEditableBy(caller, bill);
      const scope = tenantScope(tx, caller.tenantId);
      const stamp = { isDeleted: 1, updateUser: caller.userId, updateTime: clock() };
      await scope.update(cgNeeds, stamp, eq(cgNeeds.id, id));
      await scope.update(cgNeedsItems, stamp, eq(cgNeedsItems.needsId, id), liveItem);
    });
  }

  return { save, remove };
}
