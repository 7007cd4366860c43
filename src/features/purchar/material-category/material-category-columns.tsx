import type { MaterialCategory } from '@/api/generated/purchar-master/model';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import type { PurcharTranslate } from '../purchar-i18n';
import { StatusBadge } from '../purchar-shared';

const col = dataTableColumnHelper<MaterialCategory>();

/** The category tree's columns; the first one indents and expands. */
export function materialCategoryColumns(t: PurcharTranslate) {
  return col.columns([
    col.accessor('categoryName', {
      header: t('materialCategory.categoryName'),
      meta: { className: 'min-w-56' },
    }),
    col.accessor('categoryCode', {
      header: t('materialCategory.categoryCode'),
      meta: { className: 'min-w-32 font-mono text-xs' },
    }),
    col.accessor('sort', { header: t('materialCategory.sort'), meta: { className: 'w-20 tabular-nums' } }),
    col.accessor('status', {
      header: t('materialCategory.status'),
      cell: (info) => <StatusBadge status={info.getValue()} t={t} />,
      meta: { className: 'w-24' },
    }),
    col.accessor('remark', {
      header: t('materialCategory.remark'),
      meta: { className: 'max-w-60 truncate' },
    }),
  ]);
}
