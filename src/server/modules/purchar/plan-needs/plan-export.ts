import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { cgPlanNeeds } from '../../../db/schema/plans.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { EXPORT_MAX_ROWS, headers, type SheetSpec } from '../../../documents/export-sheet.ts';
import { badRequest } from '../../../http/errors.ts';
import type { Lang } from '../../../http/messages.ts';
import { describePlans } from './plan-describe.ts';
import { PLAN_LIST_ORDER, type PlanReader } from './plan-read.service.ts';
import type { PlanFilter } from './plan-records.ts';

const COLUMNS: [string, string, string, number, string?][] = [
  ['planNo', '计划编号', 'Plan number', 18],
  ['planName', '计划名称', 'Plan name', 24],
  ['deptName', '项目部', 'Project department', 18],
  ['planType', '计划类型', 'Plan type', 12],
  ['planPeriod', '计划期间', 'Period', 10],
  ['startDate', '开始日期', 'Start', 12],
  ['endDate', '结束日期', 'End', 12],
  ['projectManagerName', '项目经理', 'Project manager', 12],
  ['totalQty', '计划总量', 'Total quantity', 12, '0.000'],
  ['totalAmount', '计划金额', 'Planned amount', 14, '0.00'],
  ['version', '版本', 'Version', 8],
  ['approveStatusName', '审批状态', 'Approval status', 16],
  ['planStatusName', '计划状态', 'Plan status', 10],
  ['createUserName', '创建人', 'Created by', 12],
  ['createTime', '创建时间', 'Created at', 20],
  ['approveTime', '审批通过时间', 'Approved at', 20],
];

/** The plan list as a workbook: the same filters and data scope as the list, headers only. */
export function createPlanExport(deps: { db: Database; reader: PlanReader }) {
  const { db, reader } = deps;
  return async function exportSheet(caller: Caller, filter: PlanFilter, lang: Lang): Promise<SheetSpec> {
    const rows = await tenantScope(db, caller.tenantId)
      .from(cgPlanNeeds)
      .where(await reader.listCondition(caller, filter))
      .orderBy(...PLAN_LIST_ORDER)
      .limit(EXPORT_MAX_ROWS + 1);
    if (rows.length > EXPORT_MAX_ROWS) throw badRequest('exportTooLarge', EXPORT_MAX_ROWS);
    const describe = await describePlans(db, caller.tenantId, rows, lang);
    return {
      name: lang === 'en' ? 'Demand plans' : '需求计划',
      columns: headers(lang, COLUMNS),
      rows: rows.map(describe).map((plan) => ({
        planNo: plan.planNo,
        planName: plan.planName,
        deptName: plan.deptName,
        planType: plan.planType,
        planPeriod: plan.planPeriod,
        startDate: plan.startDate,
        endDate: plan.endDate,
        projectManagerName: plan.projectManagerName,
        totalQty: plan.totalQty,
        totalAmount: plan.totalAmount,
        version: plan.version,
        approveStatusName: plan.approveStatusName,
        planStatusName: plan.planStatusName,
        createUserName: plan.createUserName,
        createTime: plan.createTime,
        approveTime: plan.approveTime,
      })),
    };
  };
}
