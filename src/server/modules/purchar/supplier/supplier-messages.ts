import type { Names } from '../../../lib/code-names.ts';

/** Suppliers' refusals (purchar-supplier.yaml), merged into MessageKey. */
export const SUPPLIER_MESSAGES = {
  supplierMissing: {
    zh: 'supplierId: 供应商不存在或不属于本租户: {0}',
    en: 'supplierId: no such supplier in your tenant: {0}',
  },
  supplierNotQualified: {
    zh: '供应商「{0}」尚未通过准入审批,不能邀请、报价、中标、签约或下单',
    en: 'Supplier "{0}" has not passed admission approval; it cannot be invited, quote, win, sign or get orders',
  },
  supplierSuspended: {
    zh: '供应商「{0}」已暂停合作,不能邀请、报价、中标、签约或下单',
    en: 'Supplier "{0}" is suspended; it cannot be invited, quote, win, sign or get orders',
  },
  supplierBlacklisted: {
    zh: '供应商「{0}」在黑名单中,不能邀请、报价、中标、签约或下单',
    en: 'Supplier "{0}" is blacklisted; it cannot be invited, quote, win, sign or get orders',
  },
  supplierLicenceExpired: {
    zh: '供应商「{0}」的营业执照已于 {1} 过期,请先更新资质',
    en: 'Supplier "{0}"\'s business licence expired on {1}; update its qualifications first',
  },
} as const satisfies Record<string, Names>;
