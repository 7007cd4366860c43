import type { Role } from '@/api/generated/blade-system/model';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import type { SystemTranslate } from '../system-i18n';

const col = dataTableColumnHelper<Role>();

/** The role tree's columns; the first carries the indentation and the expand button. */
export function roleColumns(t: SystemTranslate) {
  return col.columns([
    col.accessor('roleName', { header: t('role.roleName'), meta: { className: 'min-w-48' } }),
    col.accessor('roleAlias', {
      header: t('role.roleAlias'),
      meta: { className: 'min-w-40 font-mono text-xs' },
    }),
    col.accessor('parentName', { header: t('role.parentName'), meta: { className: 'min-w-40' } }),
    col.accessor('sort', { header: t('role.sort'), meta: { className: 'w-28' } }),
  ]);
}
