import type { Param } from '@/api/generated/blade-system/model';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import type { SystemTranslate } from '../system-i18n';

const col = dataTableColumnHelper<Param>();

/** The parameter list's columns (the server sorts params by key only, so none is sortable). */
export function paramColumns(t: SystemTranslate) {
  return col.columns([
    col.accessor('paramName', { header: t('param.paramName'), meta: { className: 'min-w-40' } }),
    col.accessor('paramKey', {
      header: t('param.paramKey'),
      meta: { className: 'min-w-48 font-mono text-xs' },
    }),
    col.accessor('paramValue', {
      header: t('param.paramValue'),
      cell: (info) => (
        <span className="line-clamp-2 max-w-md break-all whitespace-normal" title={info.getValue()}>
          {info.getValue()}
        </span>
      ),
    }),
    col.accessor('remark', { header: t('param.remark'), meta: { className: 'max-w-60 truncate' } }),
    col.accessor('updateTime', {
      header: t('param.updateTime'),
      meta: { className: 'whitespace-nowrap text-muted' },
    }),
  ]);
}
