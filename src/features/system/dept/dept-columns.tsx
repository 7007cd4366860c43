import type { Dept } from '@/api/generated/blade-system/model';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import type { SystemTranslate } from '../system-i18n';

const col = dataTableColumnHelper<Dept>();

/** The dept tree's columns; the first one indents and expands. */
export function deptColumns(t: SystemTranslate) {
  return col.columns([
    col.accessor('deptName', { header: t('dept.deptName'), meta: { className: 'min-w-56' } }),
    col.accessor('fullName', { header: t('dept.fullName'), meta: { className: 'min-w-48' } }),
    col.accessor('deptCategoryName', { header: t('dept.deptCategory'), meta: { className: 'w-28' } }),
    col.accessor('sort', { header: t('dept.sort'), meta: { className: 'w-20 tabular-nums' } }),
    col.accessor('remark', { header: t('dept.remark'), meta: { className: 'max-w-60 truncate' } }),
  ]);
}
