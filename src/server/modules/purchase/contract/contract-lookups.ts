import { asc, desc, eq, inArray, notExists, or, sql } from 'drizzle-orm';
import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { materials } from '../../../db/schema/master-data.ts';
import { depts, users } from '../../../db/schema/platform.ts';
import {
  gysSupplierBankAccounts,
  gysSupplierQualifications,
  gysSuppliers,
} from '../../../db/schema/suppliers.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { cstDay } from '../../../domain/values.ts';
import { dictLabels } from '../../../documents/enrich.ts';
import type { Lang } from '../../../http/messages.ts';
import { contains, pageOf, type PageQuery } from '../../../lib/page.ts';
import { BUSINESS_LICENCE, currentQualification } from '../../../lib/supplier-qualifications.ts';
import { BUYER_DEPT_CATEGORIES } from './contract-save.service.ts';
import { MATERIAL_UNIT_DICT } from './contract-records.ts';

/**
 * The seller list shows the suppliers the eligibility rule (modules/purchar/supplier/eligibility.ts) would pass
 * today: admitted (supplierStatus 1), not blacklisted, business licence (qualType BUSINESS_LICENSE) not expired.
 * It is a convenience for picking; save and submit run the rule itself.
 */
const QUALIFIED = 1;

/** What the contract editor picks from: reads only, each in one or two queries. */
export function createContractLookups(deps: { db: Database; clock: () => Date }) {
  const { db, clock } = deps;

  /** Buyers: the tenant's companies (公司, 区域公司). Sellers: suppliers eligible today, by the eligibility rule. */
  async function buyerSaler(caller: Caller, keyword: string | undefined) {
    const scope = tenantScope(db, caller.tenantId);
    const today = cstDay(clock());
    const expired = scope
      .from(gysSupplierQualifications, { id: gysSupplierQualifications.id })
      .where(
        eq(gysSupplierQualifications.supplierId, gysSuppliers.id),
        currentQualification,
        eq(gysSupplierQualifications.qualType, BUSINESS_LICENCE),
        sql`${gysSupplierQualifications.validTo} < ${today}`,
      );
    const [buyers, salers] = await Promise.all([
      scope
        .from(depts, { id: depts.id, name: depts.deptName, fullName: depts.fullName })
        .where(eq(depts.isDeleted, 0), inArray(depts.deptCategory, BUYER_DEPT_CATEGORIES))
        .orderBy(asc(depts.deptCategory), asc(depts.sort), asc(depts.id)),
      scope
        .from(gysSuppliers, {
          id: gysSuppliers.id,
          supplierCode: gysSuppliers.supplierCode,
          supplierName: gysSuppliers.supplierName,
        })
        .where(
          eq(gysSuppliers.isDeleted, 0),
          eq(gysSuppliers.supplierStatus, QUALIFIED),
          eq(gysSuppliers.blacklistFlag, 0),
          notExists(expired),
          keyword
            ? or(contains(gysSuppliers.supplierCode, keyword), contains(gysSuppliers.supplierName, keyword))
            : undefined,
        )
        .orderBy(asc(gysSuppliers.supplierCode))
        .limit(500),
    ]);
    return { buyers: buyers.map((b) => ({ id: b.id, name: b.fullName || b.name })), salers };
  }

  async function salerAccounts(caller: Caller, supplierId: string) {
    const scope = tenantScope(db, caller.tenantId);
    const [supplier] = await scope.select(
      gysSuppliers,
      eq(gysSuppliers.id, supplierId),
      eq(gysSuppliers.isDeleted, 0),
    );
    if (!supplier) return [];
    return scope
      .from(gysSupplierBankAccounts, {
        id: gysSupplierBankAccounts.id,
        accountName: gysSupplierBankAccounts.accountName,
        bankName: gysSupplierBankAccounts.bankName,
        bankBranch: gysSupplierBankAccounts.bankBranch,
        accountNo: gysSupplierBankAccounts.accountNo,
        isDefault: gysSupplierBankAccounts.isDefault,
      })
      .where(eq(gysSupplierBankAccounts.supplierId, supplierId), eq(gysSupplierBankAccounts.isDeleted, 0))
      .orderBy(desc(gysSupplierBankAccounts.isDefault), asc(gysSupplierBankAccounts.id));
  }

  async function materialPage(caller: Caller, query: { keyword?: string } & PageQuery, lang: Lang) {
    const units = await dictLabels(db, [MATERIAL_UNIT_DICT], lang);
    const where = tenantScope(db, caller.tenantId).where(
      materials,
      eq(materials.isDeleted, 0),
      eq(materials.status, 1),
      query.keyword
        ? or(contains(materials.materialCode, query.keyword), contains(materials.materialName, query.keyword))
        : undefined,
    );
    return pageOf(
      db,
      materials,
      where,
      [asc(materials.materialCode), asc(materials.id)],
      query,
      async (rows) =>
        rows.map((m) => ({
          id: m.id,
          materialCode: m.materialCode,
          materialName: m.materialName,
          spec: m.spec,
          unit: m.unit,
          unitName: units(MATERIAL_UNIT_DICT, m.unit) || m.unit,
          taxRate: Number(m.taxRate),
          referencePrice: m.referencePrice === null ? null : Number(m.referencePrice),
        })),
    );
  }

  async function userList(caller: Caller, keyword: string | undefined) {
    const rows = await tenantScope(db, caller.tenantId)
      .from(users, { id: users.id, account: users.account, name: users.name, realName: users.realName })
      .where(
        eq(users.isDeleted, 0),
        eq(users.status, 1),
        keyword ? or(contains(users.account, keyword), contains(users.realName, keyword)) : undefined,
      )
      .orderBy(asc(users.account))
      .limit(500);
    return rows.map((u) => ({ id: u.id, account: u.account, name: u.realName || u.name || u.account }));
  }

  return { buyerSaler, salerAccounts, materialPage, userList };
}
