import type { TopMenu } from '@/api/generated/blade-system/model';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import { MenuIcon } from '@/components/layout/menu-icon';
import type { SystemTranslate } from '../system-i18n';

const col = dataTableColumnHelper<TopMenu>();

/** The top menu list's columns (the server orders by sort, so none is sortable). */
export function topmenuColumns(t: SystemTranslate) {
  return col.columns([
    col.accessor('name', {
      header: t('topmenu.name'),
      cell: (info) => (
        <span className="inline-flex items-center gap-2">
          <MenuIcon source={info.row.original.source} className="size-4 text-muted" aria-hidden="true" />
          {info.getValue()}
        </span>
      ),
      meta: { className: 'min-w-40' },
    }),
    col.accessor('code', { header: t('topmenu.code'), meta: { className: 'font-mono text-xs' } }),
    col.accessor('path', { header: t('topmenu.path'), meta: { className: 'text-muted' } }),
    col.accessor('sort', { header: t('topmenu.sort'), meta: { className: 'tabular-nums' } }),
  ]);
}
