import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { gysSuppliers } from '../../../db/schema/suppliers.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { EXPORT_MAX_ROWS, headers, type SheetSpec } from '../../../documents/export-sheet.ts';
import { badRequest } from '../../../http/errors.ts';
import type { Lang } from '../../../http/messages.ts';
import type { PermissionSource } from '../../../http/permission.ts';
import { describeSuppliers } from './supplier-describe.ts';
import { LIST_ORDER, type SupplierReader } from './supplier-read.service.ts';
import type { SupplierFilter } from './supplier-records.ts';

/** The export's columns: [key, zh, en, width]. */
const COLUMNS: [string, string, string, number][] = [
  ['supplierCode', '供应商编码', 'Supplier code', 14],
  ['supplierName', '供应商名称', 'Supplier name', 28],
  ['creditCode', '统一社会信用代码', 'Credit code', 22],
  ['supplierTypeName', '供应商类型', 'Type', 12],
  ['taxpayerTypeName', '纳税人类型', 'Taxpayer type', 14],
  ['categoryNames', '供货范围', 'Supply scope', 24],
  ['contactName', '联系人', 'Contact', 10],
  ['contactPhone', '联系电话', 'Phone', 14],
  ['licenceValidTo', '营业执照有效期至', 'Licence valid to', 14],
  ['supplierStatusName', '供应商状态', 'Supplier status', 12],
  ['approveStatusName', '审批状态', 'Approval status', 14],
  ['blacklist', '黑名单', 'Blacklisted', 8],
  ['blacklistReason', '拉黑原因', 'Blacklist reason', 24],
  ['createUserName', '创建人', 'Created by', 10],
  ['createTime', '创建时间', 'Created at', 20],
  ['approveTime', '准入时间', 'Admitted at', 20],
];

/** The list as a workbook: the same filters and order as the list, every matching supplier. */
export function createSupplierExport(deps: {
  db: Database;
  permissions: PermissionSource;
  reader: SupplierReader;
}) {
  const { db, reader } = deps;
  return async function exportSheet(caller: Caller, filter: SupplierFilter, lang: Lang): Promise<SheetSpec> {
    const rows = await tenantScope(db, caller.tenantId)
      .from(gysSuppliers)
      .where(reader.listCondition(caller, filter))
      .orderBy(...LIST_ORDER)
      .limit(EXPORT_MAX_ROWS + 1);
    if (rows.length > EXPORT_MAX_ROWS) throw badRequest('exportTooLarge', EXPORT_MAX_ROWS);
    const describe = await describeSuppliers(deps, caller, rows, lang);
    const yes = lang === 'en' ? 'Yes' : '是';
    return {
      name: lang === 'en' ? 'Suppliers' : '供应商',
      columns: headers(lang, COLUMNS),
      rows: rows.map(describe).map((s) => ({
        supplierCode: s.supplierCode,
        supplierName: s.supplierName,
        creditCode: s.creditCode,
        supplierTypeName: s.supplierTypeName || s.supplierType,
        taxpayerTypeName: s.taxpayerTypeName,
        categoryNames: s.categoryNames,
        contactName: s.contactName,
        contactPhone: s.contactPhone,
        licenceValidTo: s.licenceValidTo ?? '',
        supplierStatusName: s.supplierStatusName,
        approveStatusName: s.approveStatusName,
        blacklist: s.blacklistFlag === 1 ? yes : '',
        blacklistReason: s.blacklistReason,
        createUserName: s.createUserName,
        createTime: s.createTime,
        approveTime: s.approveTime,
      })),
    };
  };
}
