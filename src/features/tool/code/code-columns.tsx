import type { Code } from '@/api/generated/blade-develop/model';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import { Badge } from '@/components/ui/badge';
import type { ToolTranslate } from '../tool-i18n';

const col = dataTableColumnHelper<Code>();

/** The generator configurations' columns; a configuration whose table has gone says so (it cannot generate). */
export function codeColumns(t: ToolTranslate) {
  return col.columns([
    col.accessor('codeName', { header: t('code.codeName'), meta: { className: 'min-w-32' } }),
    col.accessor('tableName', {
      header: t('code.tableName'),
      meta: { className: 'min-w-36 font-mono text-xs' },
    }),
    col.accessor('tableExists', {
      header: t('code.tableExists'),
      cell: (info) =>
        info.getValue() ? (
          <Badge tone="success">{t('code.tableFound')}</Badge>
        ) : (
          <Badge tone="danger">{t('code.tableGone')}</Badge>
        ),
      meta: { className: 'w-24' },
    }),
    col.accessor('serviceName', {
      header: t('code.serviceName'),
      meta: { className: 'w-36 font-mono text-xs' },
    }),
    col.accessor('packageName', {
      header: t('code.packageName'),
      meta: { className: 'min-w-36 font-mono text-xs' },
    }),
    col.accessor('apiPath', { header: t('code.apiPath'), meta: { className: 'min-w-40 font-mono text-xs' } }),
    col.accessor('createTime', { header: t('code.createTime'), meta: { className: 'w-44' } }),
  ]);
}
