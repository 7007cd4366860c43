import { desc, eq } from 'drizzle-orm';
import type { components } from '../../../../api/generated/types/purchar-supplier';
import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { gysSupplierStatusLogs, gysSuppliers } from '../../../db/schema/suppliers.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import type { NextId } from '../../../domain/ids.ts';
import { userNames } from '../../../documents/enrich.ts';
import { AppError, badRequest } from '../../../http/errors.ts';
import type { Lang } from '../../../http/messages.ts';
import type { PermissionSource } from '../../../http/permission.ts';
import { codeName, type Names } from '../../../lib/code-names.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { SUPPLIER_STATUS } from './eligibility.ts';
import { maySetStatus } from './supplier-describe.ts';
import { findSupplier } from './supplier-records.ts';

type StatusLog = components['schemas']['SupplierStatusLog'];

const ACTION = { suspend: 1, resume: 2 } as const;
const ACTION_NAMES: Record<number, Names> = {
  1: { zh: '暂停', en: 'Suspended' },
  2: { zh: '恢复', en: 'Resumed' },
};

/**
 * 暂停 / 恢复 with a reason: a purchase admin's call. The status changes on the supplier row under its lock and the
 * history row is written in the same transaction, so every status change has its who, when and why.
 */
export function createSupplierStatus(deps: {
  db: Database;
  clock: () => Date;
  nextId: NextId;
  permissions: PermissionSource;
}) {
  const { db, clock } = deps;

  async function set(caller: Caller, id: string, to: keyof typeof ACTION, reason: string) {
    await findSupplier(db, caller, id);
    if (!(await maySetStatus(deps.permissions, caller))) throw new AppError(403, 'supplierStatusAdminOnly');
    const why = reason.trim();
    if (!why) throw badRequest('supplierStatusReason');
    await db.transaction(async (tx) => {
      const supplier = await findSupplier(tx, caller, id, true);
      const from = to === 'suspend' ? SUPPLIER_STATUS.QUALIFIED : SUPPLIER_STATUS.SUSPENDED;
      if (supplier.supplierStatus !== from) {
        throw new AppError(409, to === 'suspend' ? 'supplierNotSuspendable' : 'supplierNotSuspended');
      }
      const now = clock();
      const scope = tenantScope(tx, caller.tenantId);
      await scope.update(
        gysSuppliers,
        {
          supplierStatus: to === 'suspend' ? SUPPLIER_STATUS.SUSPENDED : SUPPLIER_STATUS.QUALIFIED,
          updateUser: caller.userId,
          updateTime: now,
        },
        eq(gysSuppliers.id, id),
      );
      await scope.insert(gysSupplierStatusLogs, [
        {
          id: deps.nextId(),
          supplierId: id,
          action: ACTION[to],
          reason: why,
          createUser: caller.userId,
          createTime: now,
        },
      ]);
    });
  }

  return { set };
}

/** The supplier's suspend / resume history, newest first (the detail shows it). */
export async function statusHistory(
  db: Database,
  caller: Caller,
  supplierId: string,
  lang: Lang,
): Promise<StatusLog[]> {
  const rows = await tenantScope(db, caller.tenantId)
    .from(gysSupplierStatusLogs)
    .where(eq(gysSupplierStatusLogs.supplierId, supplierId))
    .orderBy(desc(gysSupplierStatusLogs.createTime), desc(gysSupplierStatusLogs.id));
  const names = await userNames(
    db,
    caller.tenantId,
    rows.map((r) => r.createUser),
  );
  return rows.map((row) => ({
    id: row.id,
    action: row.action as StatusLog['action'],
    actionName: codeName(ACTION_NAMES, row.action, lang),
    reason: row.reason,
    operatorName: names.get(row.createUser) ?? '',
    createTime: formatDateTime(row.createTime),
  }));
}
