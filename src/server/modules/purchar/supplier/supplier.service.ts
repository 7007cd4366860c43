import { eq } from 'drizzle-orm';
import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { gysSuppliers } from '../../../db/schema/suppliers.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import type { NextId } from '../../../domain/ids.ts';
import { cstDay } from '../../../domain/values.ts';
import type { ApprovalService } from '../../../approval/approval-views.ts';
import { createDocumentApproval } from '../../../approval/document-approval.ts';
import { AppError, badRequest } from '../../../http/errors.ts';
import type { Lang } from '../../../http/messages.ts';
import type { PermissionSource } from '../../../http/permission.ts';
import { BUSINESS_LICENCE, SUPPLIER_STATUS } from './eligibility.ts';
import { createQualificationRenewal, type QualificationRenewal } from './qualification-renewal.ts';
import { createSupplierExport } from './supplier-export.ts';
import { createSupplierReader, type FileLink } from './supplier-read.service.ts';
import {
  SUPPLIER_RESOURCE,
  accountsOf,
  findSupplier,
  qualificationsOf,
  type SupplierSubmit,
} from './supplier-records.ts';
import { createSupplierSaver } from './supplier-save.service.ts';
import { createSupplierStatus } from './supplier-status.ts';

export { SUPPLIER_RESOURCE, type QueueFilter, type SupplierFilter } from './supplier-records.ts';

/**
 * Suppliers (供应商), composed from the document kit: reading, saving and export in their files, admission through
 * createDocumentApproval('SUPPLIER') (tenant-wide approvers, no PM node), plus what only suppliers have — the
 * submit checks (a valid business licence, a default account), admission on final approval, suspend / resume and
 * the renewal of an admitted supplier's certificates.
 */
export function createSupplierService(deps: {
  db: Database;
  clock: () => Date;
  nextId: NextId;
  approvals: ApprovalService;
  permissions: PermissionSource;
  fileLink: FileLink;
}) {
  const { db, clock } = deps;

  const approval = createDocumentApproval(deps, 'SUPPLIER', {
    find: (caller, id) => findSupplier(db, caller, id),
    number: (supplier) => supplier.supplierCode,
    permissionPrefix: SUPPLIER_RESOURCE,
    supports: ['edit', 'remove', 'submit', 'cancel', 'approve', 'reject'],
    // Under the row lock: what admission is decided on is there now.
    onSubmit: async (tx, caller, supplier) => {
      const today = cstDay(clock());
      const licences = (await qualificationsOf(tx, caller.tenantId, supplier.id)).filter(
        (q) => q.qualType === BUSINESS_LICENCE,
      );
      if (licences.length === 0) throw badRequest('supplierNoLicence');
      const expired = licences.find((q) => q.validTo !== null && q.validTo < today);
      if (expired) throw new AppError(409, 'supplierLicenceExpired', supplier.supplierName, expired.validTo!);
      const accounts = await accountsOf(tx, caller.tenantId, supplier.id);
      if (!accounts.some((a) => a.isDefault === 1)) throw badRequest('supplierNoDefaultAccount');
    },
    // The final approval admits the supplier, in the approval's transaction.
    onApproved: async (tx, caller, _outcome, doc) => {
      await tenantScope(tx, caller.tenantId).update(
        gysSuppliers,
        { supplierStatus: SUPPLIER_STATUS.QUALIFIED },
        eq(gysSuppliers.id, doc.id),
      );
    },
  });

  const reader = createSupplierReader({ ...deps, approval });
  const saver = createSupplierSaver(deps);

  const renewal = createQualificationRenewal(deps);
  const status = createSupplierStatus(deps);
  /** Suspend (1 → 2) or resume (2 → 1) with a reason, then the detail with its history. */
  const setStatus = async (
    caller: Caller,
    id: string,
    to: 'suspend' | 'resume',
    reason: string,
    lang: Lang,
  ) => {
    await status.set(caller, id, to, reason);
    return reader.detail(caller, id, lang);
  };

  return {
    page: reader.page,
    blacklisted: reader.blacklisted,
    queue: reader.queue,
    detail: reader.detail,
    expiring: reader.expiring,
    exportSheet: createSupplierExport({ db, permissions: deps.permissions, reader }),
    save: async (caller: Caller, input: SupplierSubmit, lang: Lang) =>
      reader.detail(caller, await saver.save(caller, input), lang),
    remove: saver.remove,
    /** 资质更新 on an admitted supplier, then its detail (current certificates and history). */
    renewQualification: async (caller: Caller, input: QualificationRenewal, lang: Lang) =>
      reader.detail(caller, await renewal.renew(caller, input), lang),
    suspend: (caller: Caller, input: { id: string; reason: string }, lang: Lang) =>
      setStatus(caller, input.id, 'suspend', input.reason, lang),
    resume: (caller: Caller, input: { id: string; reason: string }, lang: Lang) =>
      setStatus(caller, input.id, 'resume', input.reason, lang),
    submit: approval.submit,
    cancel: approval.cancel,
    confirm: approval.confirm,
    approve: approval.approve,
    reject: approval.reject,
    approveInfo: approval.approveInfo,
    approveList: approval.approveList,
  };
}

export type SupplierService = ReturnType<typeof createSupplierService>;
