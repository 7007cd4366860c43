import type { Datasource } from '@/api/generated/blade-develop/model';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import type { ToolTranslate } from '../tool-i18n';
import { DRIVER_LABELS } from './datasource-form';

const col = dataTableColumnHelper<Datasource>();

/** The data sources' columns; the password column only says that one is set (the server never answers it). */
export function datasourceColumns(t: ToolTranslate) {
  return col.columns([
    col.accessor('name', { header: t('datasource.name'), meta: { className: 'min-w-32' } }),
    col.accessor('driverClass', {
      header: t('datasource.driverClass'),
      cell: (info) => DRIVER_LABELS[info.getValue()],
      meta: { className: 'w-28' },
    }),
    col.accessor('url', { header: t('datasource.url'), meta: { className: 'min-w-60 font-mono text-xs' } }),
    col.accessor('username', { header: t('datasource.username'), meta: { className: 'w-32' } }),
    col.accessor('password', {
      header: t('datasource.password'),
      cell: () => t('datasource.passwordSet'),
      meta: { className: 'w-20' },
    }),
    col.accessor('remark', { header: t('datasource.remark'), meta: { className: 'max-w-60 truncate' } }),
    col.accessor('createTime', { header: t('datasource.createTime'), meta: { className: 'w-44' } }),
  ]);
}
