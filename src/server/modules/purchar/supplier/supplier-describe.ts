import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import type { ApproveAction } from '../../../approval/allowed-actions.ts';
import {
  PURCHASE_ADMIN_ROLE,
  approveStatusName,
  isNodeCode,
  isPending,
  nodeName,
} from '../../../domain/approval/approval-codes.ts';
import { dictLabels, namesOf } from '../../../documents/enrich.ts';
import type { Lang } from '../../../http/messages.ts';
import { isSuperAdmin, type PermissionSource } from '../../../http/permission.ts';
import { codeName } from '../../../lib/code-names.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { SUPPLIER_STATUS } from './eligibility.ts';
import { mayRenewQualifications, renewalRefusal } from './qualification-renewal.ts';
import {
  SUPPLIER_RESOURCE,
  SUPPLIER_STATUS_NAMES,
  SUPPLIER_TYPE_DICT,
  TAXPAYER_NAMES,
  categoryIdsOf,
  licenceExpiries,
  type SupplierHeader,
  type SupplierRow,
} from './supplier-records.ts';

type StatusAction = SupplierHeader['statusActions'][number];

/** Whether the caller may suspend and resume suppliers: a purchase admin with the button (server rule too). */
export async function maySetStatus(permissions: PermissionSource, caller: Caller): Promise<boolean> {
  if (isSuperAdmin(caller)) return true;
  if (!caller.roleAliases.includes(PURCHASE_ADMIN_ROLE)) return false;
  const codes = await permissions.codesForRoles(caller.roleIds);
  return codes.has(`${SUPPLIER_RESOURCE}_status`);
}

/** Names, labels, the licence expiry and the status and renewal buttons for a set of suppliers, in a handful of queries. */
export async function describeSuppliers(
  deps: { db: Database; permissions: PermissionSource },
  caller: Caller,
  rows: SupplierRow[],
  lang: Lang,
  actions?: ReadonlyMap<string, ApproveAction[]>,
) {
  const { db } = deps;
  const [names, labels, expiries, setsStatus, renews] = await Promise.all([
    namesOf(db, caller.tenantId, {
      users: rows.map((row) => row.createUser),
      categories: rows.flatMap(categoryIdsOf),
    }),
    dictLabels(db, [SUPPLIER_TYPE_DICT], lang),
    licenceExpiries(
      db,
      caller.tenantId,
      rows.map((row) => row.id),
    ),
    maySetStatus(deps.permissions, caller),
    mayRenewQualifications(deps.permissions, caller),
  ]);
  return (row: SupplierRow): SupplierHeader => {
    const pending = isPending(row.approveStatus);
    const categoryIds = categoryIdsOf(row);
    const statusActions: StatusAction[] = [];
    if (setsStatus && row.supplierStatus === SUPPLIER_STATUS.QUALIFIED) statusActions.push('suspend');
    if (setsStatus && row.supplierStatus === SUPPLIER_STATUS.SUSPENDED) statusActions.push('resume');
    if (renews && !renewalRefusal(row)) statusActions.push('renewQualification');
    return {
      id: row.id,
      supplierCode: row.supplierCode,
      supplierName: row.supplierName,
      creditCode: row.creditCode,
      supplierType: row.supplierType,
      supplierTypeName: labels(SUPPLIER_TYPE_DICT, row.supplierType),
      taxpayerType: row.taxpayerType === 2 ? 2 : 1,
      taxpayerTypeName: codeName(TAXPAYER_NAMES, row.taxpayerType, lang),
      categoryIds,
      categoryNames: categoryIds
        .map((id) => names.categories.get(id))
        .filter(Boolean)
        .join('、'),
      legalPerson: row.legalPerson,
      registeredCapital: row.registeredCapital === null ? null : Number(row.registeredCapital),
      establishDate: row.establishDate,
      contactName: row.contactName,
      contactPhone: row.contactPhone,
      email: row.email,
      address: row.address,
      grade: row.grade,
      licenceValidTo: expiries.get(row.id) ?? null,
      supplierStatus: row.supplierStatus as SupplierHeader['supplierStatus'],
      supplierStatusName: codeName(SUPPLIER_STATUS_NAMES, row.supplierStatus, lang),
      approveStatus: row.approveStatus as SupplierHeader['approveStatus'],
      approveStatusName: approveStatusName(row.approveStatus, lang),
      currentNode: pending && isNodeCode(row.currentNode) ? row.currentNode : null,
      currentNodeName: pending ? nodeName(row.currentNode, lang) : '',
      roundNo: row.roundNo,
      lastRejectReason: row.lastRejectReason,
      submitTime: formatDateTime(row.submitTime),
      approveTime: formatDateTime(row.approveTime),
      blacklistFlag: row.blacklistFlag === 1 ? 1 : 0,
      blacklistReason: row.blacklistReason,
      blacklistTime: formatDateTime(row.blacklistTime),
      blacklistUserName: row.blacklistUserName,
      remark: row.remark,
      createUser: row.createUser,
      createUserName: row.createUser ? (names.users.get(row.createUser) ?? '') : '',
      createTime: formatDateTime(row.createTime),
      updateTime: formatDateTime(row.updateTime),
      allowedActions: actions?.get(row.id) ?? [],
      statusActions,
    };
  };
}
