import type { MenuView } from '@/api/generated/blade-system/model';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import { MenuIcon } from '@/components/layout/menu-icon';
import { cn } from '@/lib/cn';
import type { SystemTranslate } from '../system-i18n';
import { actionLabel, BUTTON, categoryLabel } from './menu-options';

const col = dataTableColumnHelper<MenuView>();

/** The menu tree's columns; the first (name, with its icon) carries the tree's indentation. */
export function menuColumns(t: SystemTranslate) {
  return col.columns([
    col.accessor('name', {
      header: t('menu.name'),
      cell: (info) => (
        <span className="inline-flex items-center gap-2">
          {info.row.original.category === BUTTON ? null : (
            <MenuIcon source={info.row.original.source} className="size-4 text-muted" aria-hidden="true" />
          )}
          {info.getValue()}
        </span>
      ),
      meta: { className: 'min-w-56' },
    }),
    col.accessor('path', { header: t('menu.path'), meta: { className: 'min-w-40 text-muted' } }),
    col.accessor('code', { header: t('menu.code'), meta: { className: 'font-mono text-xs' } }),
    col.accessor('alias', { header: t('menu.alias') }),
    col.accessor('category', {
      header: t('menu.category'),
      cell: (info) => (
        <span
          className={cn(
            'rounded-md px-2 py-0.5 text-xs',
            info.getValue() === BUTTON ? 'bg-warning/15 text-warning' : 'bg-primary/10 text-primary',
          )}
        >
          {categoryLabel(t, info.getValue())}
        </span>
      ),
      meta: { align: 'center' },
    }),
    col.accessor('action', {
      header: t('menu.action'),
      cell: (info) => (info.row.original.category === BUTTON ? actionLabel(t, info.getValue()) : ''),
    }),
    col.accessor('sort', { header: t('menu.sort'), meta: { className: 'tabular-nums' } }),
    col.accessor('isOpen', {
      header: t('menu.isOpen'),
      cell: (info) =>
        info.row.original.category === BUTTON
          ? ''
          : t(info.getValue() === 2 ? 'menu.openYes' : 'menu.openNo'),
    }),
  ]);
}
