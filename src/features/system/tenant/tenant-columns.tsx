import type { Tenant } from '@/api/generated/blade-system/model';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import type { SystemTranslate } from '../system-i18n';

const col = dataTableColumnHelper<Tenant>();

/** The tenant list's columns: who the tenant is, how to reach them, and its licence. */
export function tenantColumns(t: SystemTranslate) {
  return col.columns([
    col.accessor('tenantId', { header: t('tenant.tenantId'), meta: { className: 'font-mono text-xs' } }),
    col.accessor('tenantName', { header: t('tenant.tenantName'), meta: { className: 'min-w-40' } }),
    col.accessor('linkman', { header: t('tenant.linkman') }),
    col.accessor('contactNumber', { header: t('tenant.contactNumber') }),
    col.accessor('domain', { header: t('tenant.domain'), meta: { className: 'max-w-48 truncate' } }),
    col.accessor('accountNumber', {
      header: t('tenant.accountNumber'),
      meta: { align: 'right', className: 'tabular-nums' },
      cell: (info) => (info.getValue() < 0 ? t('tenant.unlimited') : info.getValue()),
    }),
    col.accessor('expireTime', {
      header: t('tenant.expireTime'),
      meta: { className: 'whitespace-nowrap' },
      cell: (info) => info.getValue() ?? t('tenant.never'),
    }),
    col.accessor('createTime', {
      header: t('tenant.createTime'),
      meta: { className: 'whitespace-nowrap text-muted' },
    }),
  ]);
}
