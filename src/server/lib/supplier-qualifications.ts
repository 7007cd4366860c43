import { and, eq, isNull } from 'drizzle-orm';
import { gysSupplierQualifications } from '../db/schema/suppliers.ts';

/** 营业执照: the qualification whose expiry blocks a supplier (dictionary gys_qual_type). */
export const BUSINESS_LICENCE = 'BUSINESS_LICENSE';

/**
 * A certificate that counts: not deleted and not replaced by a renewal (资质更新 keeps the old one as history). The
 * eligibility rule (modules/purchar/supplier/eligibility.ts) and the contract editor's seller list both read it.
 */
export const currentQualification = and(
  eq(gysSupplierQualifications.isDeleted, 0),
  isNull(gysSupplierQualifications.replacedBy),
)!;
