import { count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { cgNeedsItems } from '../../../db/schema/procurement.ts';
import type { ApproveAction } from '../../../approval/allowed-actions.ts';
import {
  approveStatusName,
  isNodeCode,
  isPending,
  nodeName,
} from '../../../domain/approval/approval-codes.ts';
import { dictLabels, namesOf, type Labels, type Names } from '../../../documents/enrich.ts';
import type { Lang } from '../../../http/messages.ts';
import { codeName } from '../../../lib/code-names.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import {
  BUSINESS_TYPE_DICT,
  EXEC_NAMES,
  ITEM_NORMAL,
  liveItem,
  type NeedsHeader,
  type NeedsRow,
} from './needs-records.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';

/** Names, labels and live line counts for a set of headers, in two queries. */
export async function describeHeaders(
  db: Database,
  tenantId: string,
  rows: NeedsRow[],
  lang: Lang,
  actions?: ReadonlyMap<string, ApproveAction[]>,
) {
  const ids = rows.map((row) => row.id);
  // Two queries for any page: every name in one, the open-line counts in the other (labels are held, lib/dict-labels).
  const [names, counts, labels] = await Promise.all([
    namesOf(db, tenantId, {
      depts: rows.map((row) => row.deptId),
      users: rows.flatMap((row) => [row.projectManagerId, row.createUser]),
      addresses: rows.map((row) => row.deliveryAddressId),
    }),
    ids.length
      ? tenantScope(db, tenantId)
          .from(cgNeedsItems, { needsId: cgNeedsItems.needsId, n: count() })
          .where(inArray(cgNeedsItems.needsId, ids), liveItem, eq(cgNeedsItems.itemStatus, ITEM_NORMAL))
          .groupBy(cgNeedsItems.needsId)
      : Promise.resolve([]),
    dictLabels(db, [BUSINESS_TYPE_DICT], lang),
  ]);
  const openItems = new Map(counts.map((c) => [c.needsId, Number(c.n)]));
  return headersWith({ names, openItems }, labels, lang, actions);
}

/** What a header shows beside its own columns: names by id and open-line counts by bill. */
export interface HeaderLookups {
  names: Pick<Names, 'depts' | 'users' | 'addresses'>;
  openItems: ReadonlyMap<string, number>;
}

/** The list row / detail header of a bill from what was looked up for it (by describeHeaders, or with the rows). */
export function headersWith(
  found: HeaderLookups,
  labels: Labels,
  lang: Lang,
  actions?: ReadonlyMap<string, ApproveAction[]>,
) {
  const { depts: deptsById, users: usersById, addresses: addressText } = found.names;
  const countOf = found.openItems;
  return (row: NeedsRow): NeedsHeader => {
    const pending = isPending(row.approveStatus);
    return {
      id: row.id,
      needsNo: row.needsNo,
      title: row.title,
      deptId: row.deptId,
      deptName: deptsById.get(row.deptId) ?? '',
      businessType: row.businessType,
      businessTypeName: labels(BUSINESS_TYPE_DICT, row.businessType),
      planNeedsId: row.planNeedsId,
      needDate: row.needDate,
      deliveryAddressId: row.deliveryAddressId,
      deliveryAddress: row.deliveryAddressId ? (addressText.get(row.deliveryAddressId) ?? '') : '',
      projectManagerId: row.projectManagerId,
      projectManagerName: row.projectManagerId ? (usersById.get(row.projectManagerId) ?? '') : '',
      totalQty: Number(row.totalQty),
      estimatedAmount: Number(row.estimatedAmount),
      itemCount: countOf.get(row.id) ?? 0,
      approveStatus: row.approveStatus as NeedsHeader['approveStatus'],
      approveStatusName: approveStatusName(row.approveStatus, lang),
      currentNode: pending && isNodeCode(row.currentNode) ? row.currentNode : null,
      currentNodeName: pending ? nodeName(row.currentNode, lang) : '',
      roundNo: row.roundNo,
      execStatus: row.execStatus as NeedsHeader['execStatus'],
      execStatusName: codeName(EXEC_NAMES, row.execStatus, lang),
      lastRejectReason: row.lastRejectReason,
      submitTime: formatDateTime(row.submitTime),
      approveTime: formatDateTime(row.approveTime),
      remark: row.remark,
      createUser: row.createUser,
      createUserName: row.createUser ? (usersById.get(row.createUser) ?? '') : '',
      createTime: formatDateTime(row.createTime),
      updateTime: formatDateTime(row.updateTime),
      allowedActions: actions?.get(row.id) ?? [],
    };
  };
}
