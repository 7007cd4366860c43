import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { cgNeeds } from '../../../db/schema/procurement.ts';
import { EXPORT_MAX_ROWS, headers, type SheetSpec } from '../../../documents/export-sheet.ts';
import { badRequest } from '../../../http/errors.ts';
import type { Lang } from '../../../http/messages.ts';
import type { NeedsFilter } from './needs-records.ts';
import { describeHeaders } from './needs-describe.ts';
import { LIST_ORDER, type NeedsReader } from './needs-read.service.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';

/** The export's columns: [key, zh, en, width, number format]. */
const COLUMNS: [string, string, string, number, string?][] = [
  ['needsNo', '需求单号', 'Bill number', 18],
  ['title', '标题', 'Title', 24],
  ['deptName', '项目部', 'Project department', 18],
  ['businessTypeName', '业务类型', 'Business type', 14],
  ['needDate', '需用日期', 'Need date', 12],
  ['projectManagerName', '项目经理', 'Project manager', 12],
  ['totalQty', '总数量', 'Total quantity', 12, '0.000'],
  ['estimatedAmount', '预估金额', 'Estimated amount', 14, '0.00'],
  ['approveStatusName', '审批状态', 'Approval status', 16],
  ['currentNodeName', '当前节点', 'Current node', 16],
  ['execStatusName', '执行状态', 'Execution status', 10],
  ['lastRejectReason', '驳回原因', 'Reject reason', 24],
  ['createUserName', '创建人', 'Created by', 12],
  ['createTime', '创建时间', 'Created at', 20],
  ['submitTime', '提交时间', 'Submitted at', 20],
  ['approveTime', '审批通过时间', 'Approved at', 20],
];

/** The list as a workbook: the same filters and data scope as the list, every matching bill, headers only. */
export function createNeedsExport(deps: { db: Database; reader: NeedsReader }) {
  const { db, reader } = deps;

  return async function exportSheet(caller: Caller, filter: NeedsFilter, lang: Lang): Promise<SheetSpec> {
    const rows = await tenantScope(db, caller.tenantId)
      .from(cgNeeds)
      .where(await reader.listCondition(caller, filter))
      .orderBy(...LIST_ORDER)
      .limit(EXPORT_MAX_ROWS + 1);
    if (rows.length > EXPORT_MAX_ROWS) throw badRequest('exportTooLarge', EXPORT_MAX_ROWS);
    const map = await describeHeaders(db, caller.tenantId, rows, lang);
    return {
      name: lang === 'en' ? 'Demand bills' : '需求单',
      columns: headers(lang, COLUMNS),
      rows: rows.map(map).map((bill) => ({
        needsNo: bill.needsNo,
        title: bill.title,
        deptName: bill.deptName,
        businessTypeName: bill.businessTypeName || bill.businessType,
        needDate: bill.needDate,
        projectManagerName: bill.projectManagerName,
        totalQty: bill.totalQty,
        estimatedAmount: bill.estimatedAmount,
        approveStatusName: bill.approveStatusName,
        currentNodeName: bill.currentNodeName,
        execStatusName: bill.execStatusName,
        lastRejectReason: bill.lastRejectReason,
        createUserName: bill.createUserName,
        createTime: bill.createTime,
        submitTime: bill.submitTime,
        approveTime: bill.approveTime,
      })),
    };
  };
}
