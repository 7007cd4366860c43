import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, isDeleted, ref, tenantId } from './columns.ts';
import { approvalColumns } from './procurement.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * 供应商: admitted through the SUPPLIER approval chain (approveStatus 5 ⇒ supplierStatus 1 合格). Only a qualified,
 * unsuspended, non-blacklisted supplier whose business licence has not expired may be invited, quote, win, sign
 * or get a new order — `assertSupplierEligible` (modules/purchar/supplier/eligibility.ts) is that rule, in one place.
 */
export const gysSuppliers = pgTable(
  'gys_supplier',
  {
    id: id(),
    tenantId: tenantId(),
    supplierCode: varchar('supplier_code', { length: 32 }).notNull(),
    supplierName: varchar('supplier_name', { length: 200 }).notNull(),
    // 统一社会信用代码, 18 characters with a GB 32100-2015 check character.
    creditCode: varchar('credit_code', { length: 18 }).notNull(),
    // Dictionary gys_supplier_type: 生产厂家 / 贸易商 / 服务商 / 劳务分包.
    supplierType: varchar('supplier_type', { length: 32 }).notNull().default(''),
    // 1 一般纳税人, 2 小规模纳税人.
    taxpayerType: integer('taxpayer_type').notNull().default(1),
    // 供货范围: material category ids, comma separated (as BladeX stores multi-selects).
    categoryIds: varchar('category_ids', { length: 2000 }).notNull().default(''),
    legalPerson: varchar('legal_person', { length: 64 }).notNull().default(''),
    registeredCapital: numeric('registered_capital', { precision: 18, scale: 2 }),
    establishDate: date('establish_date', { mode: 'string' }),
    contactName: varchar('contact_name', { length: 64 }).notNull().default(''),
    contactPhone: varchar('contact_phone', { length: 32 }).notNull().default(''),
    email: varchar('email', { length: 128 }).notNull().default(''),
    address: varchar('address', { length: 300 }).notNull().default(''),
    // A / B / C / D and a 0–100 score from evaluations.
    grade: varchar('grade', { length: 4 }).notNull().default(''),
    score: numeric('score', { precision: 5, scale: 2 }),
    ...approvalColumns,
    // 0 待准入, 1 合格, 2 暂停.
    supplierStatus: integer('supplier_status').notNull().default(0),
    blacklistFlag: integer('blacklist_flag').notNull().default(0),
    blacklistReason: varchar('blacklist_reason', { length: 500 }).notNull().default(''),
    blacklistTime: at('blacklist_time'),
    blacklistUserName: varchar('blacklist_user_name', { length: 64 }).notNull().default(''),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    // Attachment ids of general files (营业执照 scans belong on the qualification rows).
    fileIds: varchar('file_ids', { length: 2000 }).notNull().default(''),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [
    uniqueIndex('gys_supplier_code_uq')
      .on(t.tenantId, t.supplierCode)
      .where(sql`${t.isDeleted} = 0`),
    uniqueIndex('gys_supplier_name_uq')
      .on(t.tenantId, t.supplierName)
      .where(sql`${t.isDeleted} = 0`),
    uniqueIndex('gys_supplier_credit_uq')
      .on(t.tenantId, t.creditCode)
      .where(sql`${t.isDeleted} = 0`),
    index('gys_supplier_queue_idx').on(t.tenantId, t.approveStatus),
    index('gys_supplier_list_idx').on(t.tenantId, t.createTime.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** 资质: one certificate; qualType 'BUSINESS_LICENSE' (营业执照) gates eligibility when expired. */
export const gysSupplierQualifications = pgTable(
  'gys_supplier_qualification',
  {
    id: id(),
    tenantId: tenantId(),
    supplierId: ref('supplier_id').notNull(),
    // Dictionary gys_qual_type (BUSINESS_LICENSE 营业执照, SAFETY 安全生产许可证, PRODUCTION 生产许可证, ISO9001, CCC …).
    qualType: varchar('qual_type', { length: 32 }).notNull(),
    certNo: varchar('cert_no', { length: 64 }).notNull(),
    issuer: varchar('issuer', { length: 200 }).notNull().default(''),
    validFrom: date('valid_from', { mode: 'string' }),
    // Null = long-term (长期有效).
    validTo: date('valid_to', { mode: 'string' }),
    fileIds: varchar('file_ids', { length: 2000 }).notNull().default(''),
    // The validTo the expiry reminder (资质到期, built-in job) last wrote messages for: one reminder per certificate
    // and expiry date, again only when the date changes (a renewed certificate that nears its new end).
    remindedValidTo: date('reminded_valid_to', { mode: 'string' }),
    // 资质更新: the certificate that took this one's place. A replaced certificate stays as history (who replaced it
    // and when are its updateUser / updateTime) but no longer counts: not for eligibility, expiry or reminders.
    replacedBy: ref('replaced_by'),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [
    index('gys_supplier_qual_supplier_idx').on(t.tenantId, t.supplierId),
    index('gys_supplier_qual_expiry_idx').on(t.tenantId, t.validTo),
  ],
);

/** 银行账户: accountName must equal the supplier's name; at most one default per supplier. */
export const gysSupplierBankAccounts = pgTable(
  'gys_supplier_bank_account',
  {
    id: id(),
    tenantId: tenantId(),
    supplierId: ref('supplier_id').notNull(),
    accountName: varchar('account_name', { length: 200 }).notNull(),
    bankName: varchar('bank_name', { length: 200 }).notNull(),
    bankBranch: varchar('bank_branch', { length: 200 }).notNull().default(''),
    accountNo: varchar('account_no', { length: 64 }).notNull(),
    isDefault: integer('is_default').notNull().default(0),
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [
    index('gys_supplier_bank_supplier_idx').on(t.tenantId, t.supplierId),
    uniqueIndex('gys_supplier_bank_default_uq')
      .on(t.tenantId, t.supplierId)
      .where(sql`${t.isDefault} = 1 and ${t.isDeleted} = 0`),
  ],
);

/**
 * 黑名单记录: every put-on (action 1) and take-off (action 2) request with its reason; both go through the
 * BLACKLIST approval chain, and the supplier's flag changes only on final approval (approveStatus 5).
 */
export const gysSupplierBlacklistLogs = pgTable(
  'gys_supplier_blacklist_log',
  {
    id: id(),
    tenantId: tenantId(),
    requestNo: varchar('request_no', { length: 32 }).notNull(),
    supplierId: ref('supplier_id').notNull(),
    action: integer('action').notNull(),
    reason: varchar('reason', { length: 500 }).notNull(),
    operatorName: varchar('operator_name', { length: 64 }).notNull().default(''),
    ...approvalColumns,
    ...audit,
    isDeleted: isDeleted(),
  },
  (t) => [
    uniqueIndex('gys_supplier_blacklist_no_uq').on(t.tenantId, t.requestNo),
    index('gys_supplier_blacklist_supplier_idx').on(t.tenantId, t.supplierId),
    // One put-on or take-off request in flight per supplier.
    uniqueIndex('gys_supplier_blacklist_inflight_uq')
      .on(t.tenantId, t.supplierId)
      .where(sql`${t.approveStatus} between 1 and 4 and ${t.isDeleted} = 0`),
  ],
);

/**
 * 暂停 / 恢复 history: every suspend (action 1) and resume (action 2) of a supplier with its reason, who and when,
 * written in the transaction that changes supplierStatus, so the history and the status never disagree.
 */
export const gysSupplierStatusLogs = pgTable(
  'gys_supplier_status_log',
  {
    id: id(),
    tenantId: tenantId(),
    supplierId: ref('supplier_id').notNull(),
    action: integer('action').notNull(),
    reason: varchar('reason', { length: 500 }).notNull(),
    createUser: ref('create_user').notNull(),
    createTime: at('create_time').notNull(),
  },
  (t) => [index('gys_supplier_status_log_supplier_idx').on(t.tenantId, t.supplierId, t.createTime)],
);
