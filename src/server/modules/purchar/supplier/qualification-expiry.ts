import { and, asc, between, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { cgMessages } from '../../../db/schema/execution.ts';
import { roles, users } from '../../../db/schema/platform.ts';
import { gysSupplierQualifications, gysSuppliers } from '../../../db/schema/suppliers.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { PURCHASE_ADMIN_ROLE } from '../../../domain/approval/approval-codes.ts';
import type { NextId } from '../../../domain/ids.ts';
import { csvHasAny } from '../../../lib/csv.ts';
import { addDays } from './supplier-read.service.ts';
import { live, liveQualification } from './supplier-records.ts';

/** cg_message.msgType 7 资质到期. */
export const QUALIFICATION_EXPIRY_MSG = 7;
/** The roles told besides the supplier's creator (the purchasers who use it, until sourcing records who does). */
const PURCHASING_ROLES = ['purchaser', PURCHASE_ADMIN_ROLE];

/** What a 资质到期 message records in its opinion (no text is stored: it is composed in the reader's language). */
export interface ExpiryNote {
  supplierName: string;
  certNo: string;
  validTo: string;
}

/**
 * Writes one 资质到期 message per certificate and expiry date for the tenant's certificates ending within `days`
 * of `today` (today included), to the supplier's creator and the enabled purchasers and purchase admins; each
 * certificate is then marked with the expiry it was reminded of, so the next run skips it until its date changes.
 * One transaction, certificates locked: two runs at once remind once.
 */
export async function remindExpiringQualifications(
  db: Database,
  nextId: NextId,
  input: { tenantId: string; today: string; days: number; now: Date },
): Promise<{ certificates: number; messages: number }> {
  const q = gysSupplierQualifications;
  return db.transaction(async (tx) => {
    const scope = tenantScope(tx, input.tenantId);
    const due = await scope
      .from(q)
      .where(
        liveQualification,
        between(q.validTo, input.today, addDays(input.today, input.days)),
        or(isNull(q.remindedValidTo), ne(q.remindedValidTo, q.validTo)),
        inArray(q.supplierId, scope.from(gysSuppliers, { id: gysSuppliers.id }).where(live)),
      )
      .orderBy(asc(q.validTo), asc(q.id))
      .for('update');
    if (due.length === 0) return { certificates: 0, messages: 0 };
    const suppliers = await scope.from(gysSuppliers).where(
      inArray(
        gysSuppliers.id,
        due.map((row) => row.supplierId),
      ),
    );
    const supplierOf = new Map(suppliers.map((s) => [s.id, s]));
    const roleIds = (
      await scope
        .from(roles, { id: roles.id })
        .where(inArray(roles.roleAlias, PURCHASING_ROLES), eq(roles.isDeleted, 0))
    ).map((row) => row.id);
    const purchasers = roleIds.length
      ? (
          await scope
            .from(users, { id: users.id })
            .where(and(eq(users.isDeleted, 0), eq(users.status, 1), csvHasAny(users.roleId, roleIds)))
        ).map((row) => row.id)
      : [];
    const rows = due.flatMap((cert) => {
      const supplier = supplierOf.get(cert.supplierId)!;
      const note: ExpiryNote = {
        supplierName: supplier.supplierName,
        certNo: cert.certNo,
        validTo: cert.validTo!,
      };
      const receivers = new Set([...(supplier.createUser ? [supplier.createUser] : []), ...purchasers]);
      return [...receivers].map((receiverId) => ({
        id: nextId(),
        receiverId,
        msgType: QUALIFICATION_EXPIRY_MSG,
        bizType: 'SUPPLIER',
        bizId: supplier.id,
        bizNo: supplier.supplierCode,
        opinion: JSON.stringify(note),
        createTime: input.now,
        updateTime: input.now,
      }));
    });
    for (let start = 0; start < rows.length; start += 1000) {
      await scope.insert(cgMessages, rows.slice(start, start + 1000));
    }
    for (const cert of due) {
      await scope.update(q, { remindedValidTo: cert.validTo }, eq(q.id, cert.id));
    }
    return { certificates: due.length, messages: rows.length };
  });
}
