import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { cgPlanNeedsChanges } from '../../../db/schema/plans.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { EXPORT_MAX_ROWS, headers, type SheetSpec } from '../../../documents/export-sheet.ts';
import { badRequest } from '../../../http/errors.ts';
import type { Lang } from '../../../http/messages.ts';
import { CHANGE_LIST_ORDER, type ChangeReader } from './plan-change-read.service.ts';
import type { ChangeFilter } from './plan-change-records.ts';

const COLUMNS: [string, string, string, number, string?][] = [
  ['changeNo', '变更单号', 'Change number', 18],
  ['planNo', '计划编号', 'Plan number', 18],
  ['planName', '计划名称', 'Plan name', 24],
  ['deptName', '项目部', 'Project department', 18],
  ['changeReason', '变更原因', 'Reason', 30],
  ['beforeVersion', '变更前版本', 'Version before', 10],
  ['afterVersion', '变更后版本', 'Version after', 10],
  ['approveStatusName', '审批状态', 'Approval status', 16],
  ['createUserName', '创建人', 'Created by', 12],
  ['createTime', '创建时间', 'Created at', 20],
  ['appliedTime', '生效时间', 'Applied at', 20],
];

/** The change list as a workbook, with the list's filters. */
export function createChangeExport(deps: { db: Database; reader: ChangeReader }) {
  const { db, reader } = deps;
  return async function exportSheet(caller: Caller, filter: ChangeFilter, lang: Lang): Promise<SheetSpec> {
    const rows = await tenantScope(db, caller.tenantId)
      .from(cgPlanNeedsChanges)
      .where(await reader.listCondition(caller, filter))
      .orderBy(...CHANGE_LIST_ORDER)
      .limit(EXPORT_MAX_ROWS + 1);
    if (rows.length > EXPORT_MAX_ROWS) throw badRequest('exportTooLarge', EXPORT_MAX_ROWS);
    const map = await reader.describe(caller, rows, lang);
    return {
      name: lang === 'en' ? 'Plan changes' : '计划变更',
      columns: headers(lang, COLUMNS),
      rows: rows.map(map).map((c) => ({
        changeNo: c.changeNo,
        planNo: c.planNo,
        planName: c.planName,
        deptName: c.deptName,
        changeReason: c.changeReason,
        beforeVersion: c.beforeVersion,
        afterVersion: c.afterVersion,
        approveStatusName: c.approveStatusName,
        createUserName: c.createUserName,
        createTime: c.createTime,
        appliedTime: c.appliedTime,
      })),
    };
  };
}
