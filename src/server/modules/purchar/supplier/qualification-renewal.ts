import { and, eq, inArray, lt, or } from 'drizzle-orm';
import type { components } from '../../../../api/generated/types/purchar-supplier';
import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { attachments } from '../../../db/schema/resources.ts';
import { gysSupplierQualifications } from '../../../db/schema/suppliers.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { APPROVE_STATUS } from '../../../domain/approval/approval-codes.ts';
import type { NextId } from '../../../domain/ids.ts';
import { cstDay, realDay } from '../../../domain/values.ts';
import { AppError, badRequest } from '../../../http/errors.ts';
import { isSuperAdmin, type PermissionSource } from '../../../http/permission.ts';
import { assertDictKey } from '../../../lib/dictionary.ts';
import { SUPPLIER_STATUS } from './eligibility.ts';
import {
  QUAL_TYPE_DICT,
  SUPPLIER_RESOURCE,
  findSupplier,
  liveQualification,
  type SupplierRow,
} from './supplier-records.ts';

export type QualificationRenewal = components['schemas']['QualificationRenewal'];

/** The button that grants 资质更新. */
export const RENEW_PERMISSION = `${SUPPLIER_RESOURCE}_renew`;

/** A certificate's scan is a picture or a PDF, recognised by its content when it was uploaded (put-file). */
const SCAN_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/** Whether the caller holds the 资质更新 button (the route checks the same code). */
export async function mayRenewQualifications(permissions: PermissionSource, caller: Caller) {
  if (isSuperAdmin(caller)) return true;
  return (await permissions.codesForRoles(caller.roleIds)).has(RENEW_PERMISSION);
}

/**
 * Renewal is for suppliers past admission (a draft or rejected one is corrected in its editor and resubmitted),
 * qualified or suspended — and never for a blacklisted one, whose way back is a take-off request.
 */
export function renewalRefusal(supplier: SupplierRow) {
  if (supplier.blacklistFlag === 1) return 'supplierRenewBlacklisted' as const;
  const admitted =
    supplier.approveStatus === APPROVE_STATUS.APPROVED &&
    (supplier.supplierStatus === SUPPLIER_STATUS.QUALIFIED ||
      supplier.supplierStatus === SUPPLIER_STATUS.SUSPENDED);
  return admitted ? undefined : ('supplierRenewNotAdmitted' as const);
}

/** The body's own rules, before anything is read. */
function checked(input: QualificationRenewal, today: string) {
  const certNo = input.certNo.trim();
  if (!certNo) throw badRequest('supplierRenewCertNo');
  const validFrom = realDay('validFrom', input.validFrom);
  const validTo = realDay('validTo', input.validTo);
  if (validTo !== null && validTo < today) throw badRequest('supplierRenewPast', validTo, today);
  if (validFrom && validTo && validTo < validFrom) throw badRequest('supplierRenewDates');
  return {
    qualType: input.qualType,
    certNo,
    issuer: input.issuer?.trim() ?? '',
    validFrom,
    validTo,
    fileIds: [...new Set(input.fileIds)],
  };
}

/**
 * 资质更新 on an admitted supplier: a new certificate, recorded at once. The one it replaces — and any current
 * certificate of the same type that has already expired — is marked replaced in the same transaction, under the
 * supplier's row lock, so eligibility, the expiry list and the reminders see either the old state or the new one.
 * No approval: admission judged the supplier; a renewed licence is the authority's fact, its scan on file, and
 * the replaced certificate stays as history with who replaced it and when.
 */
export function createQualificationRenewal(deps: { db: Database; clock: () => Date; nextId: NextId }) {
  const { db, clock, nextId } = deps;

  async function assertScans(caller: Caller, fileIds: string[]) {
    const rows = await tenantScope(db, caller.tenantId)
      .from(attachments, { id: attachments.id, contentType: attachments.contentType })
      .where(inArray(attachments.id, fileIds), eq(attachments.isDeleted, 0));
    const typeOf = new Map(rows.map((row) => [row.id, row.contentType]));
    fileIds.forEach((id, i) => {
      const type = typeOf.get(id);
      if (type === undefined) throw badRequest('supplierRenewFileMissing', i, id);
      if (!SCAN_TYPES.includes(type)) throw badRequest('supplierRenewFileType', i);
    });
  }

  /** Records the certificate and answers the supplier's id (the caller reads the detail back). */
  async function renew(caller: Caller, input: QualificationRenewal): Promise<string> {
    const today = cstDay(clock());
    const values = checked(input, today);
    // 404 for another tenant's supplier before any other answer.
    await findSupplier(db, caller, input.supplierId);
    await assertDictKey(db, QUAL_TYPE_DICT, values.qualType, 'qualType');
    await assertScans(caller, values.fileIds);
    const q = gysSupplierQualifications;
    return db.transaction(async (tx) => {
      const supplier = await findSupplier(tx, caller, input.supplierId, true);
      const refusal = renewalRefusal(supplier);
      if (refusal) throw new AppError(409, refusal, supplier.supplierName);
      const scope = tenantScope(tx, caller.tenantId);
      if (input.replaceId) {
        const [old] = await scope
          .from(q)
          .where(eq(q.id, input.replaceId), eq(q.supplierId, supplier.id), liveQualification)
          .for('update');
        if (!old) throw badRequest('supplierRenewReplaceMissing', input.replaceId);
        if (old.qualType !== values.qualType) throw badRequest('supplierRenewReplaceType');
      }
      const id = nextId();
      const now = clock();
      await scope.insert(q, [
        {
          id,
          supplierId: supplier.id,
          ...values,
          fileIds: values.fileIds.join(','),
          createUser: caller.userId,
          createTime: now,
          updateUser: caller.userId,
          updateTime: now,
        },
      ]);
      await scope.update(
        q,
        { replacedBy: id, updateUser: caller.userId, updateTime: now },
        eq(q.supplierId, supplier.id),
        liveQualification,
        or(
          input.replaceId ? eq(q.id, input.replaceId) : undefined,
          and(eq(q.qualType, values.qualType), lt(q.validTo, today)),
        ),
      );
      return supplier.id;
    });
  }

  return { renew };
}
