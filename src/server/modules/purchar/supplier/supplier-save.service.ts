import { eq, inArray, ne, or } from 'drizzle-orm';
import { creditCodeProblem } from '../../../../lib/credit-code.ts';
import type { Caller } from '../../../context.ts';
import type { Database, Tx } from '../../../db/database.ts';
import { materialCategories } from '../../../db/schema/master-data.ts';
import { attachments } from '../../../db/schema/resources.ts';
import {
  gysSupplierBankAccounts,
  gysSupplierQualifications,
  gysSuppliers,
} from '../../../db/schema/suppliers.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { APPROVE_STATUS, isEditable } from '../../../domain/approval/approval-codes.ts';
import type { NextId } from '../../../domain/ids.ts';
import { optionalDecimalFromJson, realDay } from '../../../domain/values.ts';
import { planLines, syncLines } from '../../../documents/line-items.ts';
import { AppError, badRequest } from '../../../http/errors.ts';
import { assertDictKey } from '../../../lib/dictionary.ts';
import {
  QUAL_TYPE_DICT,
  SUPPLIER_TYPE_DICT,
  accountsOf,
  findSupplier,
  live,
  liveAccount,
  liveQualification,
  qualificationsOf,
  type SupplierRow,
  type SupplierSubmit,
} from './supplier-records.ts';

const CREDIT_CODE_KEYS = {
  length: 'supplierCreditCodeLength',
  charset: 'supplierCreditCodeCharset',
  checksum: 'supplierCreditCodeChecksum',
} as const;

/** The creator, on a draft or rejected supplier; otherwise 403 / 409 (an admitted supplier never changes here). */
export function assertEditableBy(caller: Caller, supplier: SupplierRow) {
  if (supplier.createUser !== caller.userId) throw new AppError(403, 'supplierNotCreator');
  if (supplier.approveStatus === APPROVE_STATUS.APPROVED) throw new AppError(409, 'approvalImmutable');
  if (!isEditable(supplier.approveStatus)) throw new AppError(409, 'supplierNotEditable');
}

/** The body's own rules, before anything is read: a body wrong on its face costs no query. */
function checked(input: SupplierSubmit) {
  const supplierName = input.supplierName.trim();
  const creditCode = input.creditCode.trim().toUpperCase();
  const problem = creditCodeProblem(creditCode);
  if (problem) throw badRequest(CREDIT_CODE_KEYS[problem]);
  const qualifications = input.qualifications.map((q, i) => {
    const validFrom = realDay(`qualifications.${i}.validFrom`, q.validFrom);
    const validTo = realDay(`qualifications.${i}.validTo`, q.validTo);
    if (validFrom && validTo && validTo < validFrom) throw badRequest('supplierQualDates', i);
    return {
      id: q.id,
      qualType: q.qualType,
      certNo: q.certNo.trim(),
      issuer: q.issuer?.trim() ?? '',
      validFrom,
      validTo,
      fileIds: [...new Set(q.fileIds ?? [])],
    };
  });
  const bankAccounts = input.bankAccounts.map((a, i) => {
    if (a.accountName.trim() !== supplierName) throw badRequest('supplierAccountName', i, supplierName);
    return {
      id: a.id,
      accountName: supplierName,
      bankName: a.bankName.trim(),
      bankBranch: a.bankBranch?.trim() ?? '',
      accountNo: a.accountNo.replace(/[\s-]/g, ''),
      isDefault: a.isDefault,
    };
  });
  if (bankAccounts.length > 0 && bankAccounts.filter((a) => a.isDefault === 1).length !== 1) {
    throw badRequest('supplierDefaultAccount');
  }
  return {
    supplierCode: input.supplierCode.trim(),
    supplierName,
    creditCode,
    categoryIds: [...new Set(input.categoryIds ?? [])],
    registeredCapital: optionalDecimalFromJson('registeredCapital', input.registeredCapital, 2),
    establishDate: realDay('establishDate', input.establishDate),
    qualifications,
    bankAccounts,
  };
}

/**
 * The editor's save (addOrEdit) and delete: the supplier with the complete lists of its qualifications and bank
 * accounts, in one transaction (the document kit's planLines / syncLines pair the rows sent with the stored ones).
 */
export function createSupplierSaver(deps: { db: Database; clock: () => Date; nextId: NextId }) {
  const { db, clock, nextId } = deps;

  /** Code, name and credit code are each the tenant's only live use (409 naming the one taken). */
  async function assertUnique(tx: Tx, caller: Caller, values: ReturnType<typeof checked>, id?: string) {
    const clashes = await tenantScope(tx, caller.tenantId)
      .from(gysSuppliers)
      .where(
        live,
        id ? ne(gysSuppliers.id, id) : undefined,
        or(
          eq(gysSuppliers.supplierCode, values.supplierCode),
          eq(gysSuppliers.supplierName, values.supplierName),
          eq(gysSuppliers.creditCode, values.creditCode),
        ),
      );
    for (const other of clashes) {
      if (other.supplierCode === values.supplierCode)
        throw new AppError(409, 'supplierCodeTaken', values.supplierCode);
      if (other.supplierName === values.supplierName)
        throw new AppError(409, 'supplierNameTaken', values.supplierName);
      throw new AppError(409, 'supplierCreditCodeTaken', values.creditCode, other.supplierName);
    }
  }

  async function assertReferences(tx: Tx, caller: Caller, values: ReturnType<typeof checked>) {
    const scope = tenantScope(tx, caller.tenantId);
    if (values.categoryIds.length) {
      const found = await scope
        .from(materialCategories, { id: materialCategories.id })
        .where(inArray(materialCategories.id, values.categoryIds), eq(materialCategories.isDeleted, 0));
      const ids = new Set(found.map((row) => row.id));
      const missing = values.categoryIds.findIndex((id) => !ids.has(id));
      if (missing >= 0) throw badRequest('supplierCategoryMissing', missing, values.categoryIds[missing]!);
    }
    const fileIds = values.qualifications.flatMap((q) => q.fileIds);
    const files = fileIds.length
      ? await scope
          .from(attachments, { id: attachments.id })
          .where(inArray(attachments.id, fileIds), eq(attachments.isDeleted, 0))
      : [];
    const stored = new Set(files.map((row) => row.id));
    values.qualifications.forEach((q, i) => {
      const missing = q.fileIds.find((id) => !stored.has(id));
      if (missing) throw badRequest('supplierQualFileMissing', i, missing);
    });
    for (const q of values.qualifications) await assertDictKey(tx, QUAL_TYPE_DICT, q.qualType, 'qualType');
  }

  /** Saves and answers the supplier's id (the caller reads the detail back). */
  async function save(caller: Caller, input: SupplierSubmit): Promise<string> {
    const values = checked(input);
    // 404 for another tenant's id before any other answer.
    if (input.id) await findSupplier(db, caller, input.id);
    return db.transaction(async (tx) => {
      const scope = tenantScope(tx, caller.tenantId);
      const existing = input.id ? await findSupplier(tx, caller, input.id, true) : undefined;
      if (existing) assertEditableBy(caller, existing);
      await assertDictKey(tx, SUPPLIER_TYPE_DICT, input.supplierType, 'supplierType');
      await assertReferences(tx, caller, values);
      await assertUnique(tx, caller, values, existing?.id);

      const supplierId = existing?.id ?? nextId();
      const [oldQuals, oldAccounts] = existing
        ? [
            await qualificationsOf(tx, caller.tenantId, supplierId),
            await accountsOf(tx, caller.tenantId, supplierId),
          ]
        : [[], []];
      const qualPlan = planLines(values.qualifications, oldQuals, nextId, (i, id) =>
        badRequest('supplierRowNotOfSupplier', 'qualifications', i, id),
      );
      const accountPlan = planLines(values.bankAccounts, oldAccounts, nextId, (i, id) =>
        badRequest('supplierRowNotOfSupplier', 'bankAccounts', i, id),
      );
      // The expiry already reminded of stays with the certificate (the same row, or the same type, number and
      // date entered again), so a re-save does not remind twice; a changed date is reminded of anew.
      const remindedOf = (
        line: (typeof values.qualifications)[number],
        kept: (typeof oldQuals)[number] | undefined,
      ) => {
        const same = (old: (typeof oldQuals)[number]) =>
          old.validTo === line.validTo && old.remindedValidTo === line.validTo;
        if (kept) return same(kept) ? kept.remindedValidTo : null;
        const twin = oldQuals.find(
          (old) => old.qualType === line.qualType && old.certNo === line.certNo && same(old),
        );
        return twin ? twin.remindedValidTo : null;
      };
      const now = clock();
      const stamp = (kept: { createUser: string | null; createTime: Date | null } | undefined) => ({
        supplierId,
        createUser: kept?.createUser ?? caller.userId,
        createTime: kept?.createTime ?? now,
        updateUser: caller.userId,
        updateTime: now,
      });
      const header = {
        supplierCode: values.supplierCode,
        supplierName: values.supplierName,
        creditCode: values.creditCode,
        supplierType: input.supplierType,
        taxpayerType: input.taxpayerType,
        categoryIds: values.categoryIds.join(','),
        legalPerson: input.legalPerson?.trim() ?? '',
        registeredCapital: values.registeredCapital,
        establishDate: values.establishDate,
        contactName: input.contactName?.trim() ?? '',
        contactPhone: input.contactPhone?.trim() ?? '',
        email: input.email?.trim() ?? '',
        address: input.address?.trim() ?? '',
        remark: input.remark ?? '',
        updateUser: caller.userId,
        updateTime: now,
      };
      if (existing) {
        await scope.update(gysSuppliers, header, eq(gysSuppliers.id, supplierId));
      } else {
        await scope.insert(gysSuppliers, [
          {
            id: supplierId,
            ...header,
            createUser: caller.userId,
            createDept: caller.deptIds[0] ?? null,
            createTime: now,
          },
        ]);
      }
      const deletedStamp = { isDeleted: 1, updateUser: caller.userId, updateTime: now };
      await syncLines(scope, {
        table: gysSupplierQualifications,
        existing: oldQuals,
        rows: qualPlan.map(({ line, kept, id }) => ({
          id,
          ...stamp(kept),
          qualType: line.qualType,
          certNo: line.certNo,
          issuer: line.issuer,
          validFrom: line.validFrom,
          validTo: line.validTo,
          fileIds: line.fileIds.join(','),
          remindedValidTo: remindedOf(line, kept),
        })),
        deletedStamp,
      });
      await syncLines(scope, {
        table: gysSupplierBankAccounts,
        existing: oldAccounts,
        rows: accountPlan.map(({ line, kept, id }) => ({ ...line, id, ...stamp(kept) })),
        deletedStamp,
      });
      return supplierId;
    });
  }

  async function remove(caller: Caller, id: string) {
    await db.transaction(async (tx) => {
      const supplier = await findSupplier(tx, caller, id, true);
      assertEditableBy(caller, supplier);
      const scope = tenantScope(tx, caller.tenantId);
      const stamp = { isDeleted: 1, updateUser: caller.userId, updateTime: clock() };
      await scope.update(gysSuppliers, stamp, eq(gysSuppliers.id, id));
      await scope.update(
        gysSupplierQualifications,
        stamp,
        eq(gysSupplierQualifications.supplierId, id),
        liveQualification,
      );
      await scope.update(
        gysSupplierBankAccounts,
        stamp,
        eq(gysSupplierBankAccounts.supplierId, id),
        liveAccount,
      );
    });
  }

  return { save, remove };
}
