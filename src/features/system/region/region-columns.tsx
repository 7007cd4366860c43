import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import type { SystemTranslate } from '../system-i18n';
import type { RegionNode } from './region-tree';

const col = dataTableColumnHelper<RegionNode>();

/** The region tree's columns; the first one indents and expands. */
export function regionColumns(t: SystemTranslate) {
  return col.columns([
    col.accessor('name', { header: t('region.name'), meta: { className: 'min-w-56' } }),
    col.accessor('code', { header: t('region.code'), meta: { className: 'font-mono text-xs' } }),
    col.accessor('levelName', { header: t('region.level'), meta: { className: 'w-32' } }),
    col.accessor('sort', { header: t('region.sort'), meta: { className: 'w-20 tabular-nums' } }),
    col.accessor('remark', { header: t('region.remark'), meta: { className: 'max-w-60 truncate' } }),
  ]);
}
