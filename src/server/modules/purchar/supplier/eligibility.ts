import { asc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Tx } from '../../../db/database.ts';
import { gysSupplierQualifications, gysSuppliers } from '../../../db/schema/suppliers.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { AppError } from '../../../http/errors.ts';
import { BUSINESS_LICENCE, currentQualification } from '../../../lib/supplier-qualifications.ts';

export { BUSINESS_LICENCE, currentQualification };

export const SUPPLIER_STATUS = { PENDING: 0, QUALIFIED: 1, SUSPENDED: 2 } as const;

/**
 * The one rule of who may take part in procurement (model §3.2, I9): a supplier of the caller's tenant that passed
 * admission (supplierStatus 1), is not suspended or blacklisted and holds no expired business licence. Invitations,
 * offers, awards, contract creation and submission and new orders all call this inside their transaction, after
 * locking the supplier rows (FOR SHARE) so a concurrent blacklisting either waits for them or is seen by them.
 * `today` is the caller's calendar date (yyyy-MM-dd), passed in so tests do not depend on the clock.
 */
export async function assertSuppliersEligible(
  tx: Tx,
  tenantId: string,
  supplierIds: readonly string[],
  today: string,
): Promise<void> {
  const ids = [...new Set(supplierIds)];
  if (ids.length === 0) return;
  const scope = tenantScope(tx, tenantId);
  const rows = await scope
    .from(gysSuppliers, {
      id: gysSuppliers.id,
      name: gysSuppliers.supplierName,
      supplierStatus: gysSuppliers.supplierStatus,
      blacklistFlag: gysSuppliers.blacklistFlag,
    })
    .where(eq(gysSuppliers.isDeleted, 0), inArray(gysSuppliers.id, ids))
    .orderBy(asc(gysSuppliers.id))
    .for('share');
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) throw new AppError(400, 'supplierMissing', id);
    if (row.blacklistFlag === 1) throw new AppError(409, 'supplierBlacklisted', row.name);
    if (row.supplierStatus === SUPPLIER_STATUS.SUSPENDED)
      throw new AppError(409, 'supplierSuspended', row.name);
    if (row.supplierStatus !== SUPPLIER_STATUS.QUALIFIED)
      throw new AppError(409, 'supplierNotQualified', row.name);
  }
  const [expired] = await scope
    .from(gysSupplierQualifications, {
      supplierId: gysSupplierQualifications.supplierId,
      validTo: gysSupplierQualifications.validTo,
    })
    .where(
      currentQualification,
      inArray(gysSupplierQualifications.supplierId, ids),
      eq(gysSupplierQualifications.qualType, BUSINESS_LICENCE),
      isNotNull(gysSupplierQualifications.validTo),
      lt(gysSupplierQualifications.validTo, today),
    )
    .limit(1);
  if (expired) {
    throw new AppError(409, 'supplierLicenceExpired', byId.get(expired.supplierId)!.name, expired.validTo!);
  }
}
