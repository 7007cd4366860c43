import type { Post } from '@/api/generated/blade-system/model';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import type { SystemTranslate } from '../system-i18n';

const col = dataTableColumnHelper<Post>();

/** The post list's columns (the server orders posts by sort, so none is sortable). */
export function postColumns(t: SystemTranslate) {
  return col.columns([
    col.accessor('categoryName', { header: t('post.category'), meta: { className: 'w-28' } }),
    col.accessor('postCode', { header: t('post.postCode'), meta: { className: 'font-mono text-xs' } }),
    col.accessor('postName', { header: t('post.postName'), meta: { className: 'min-w-40' } }),
    col.accessor('sort', { header: t('post.sort'), meta: { className: 'w-20', align: 'right' } }),
    col.accessor('remark', { header: t('post.remark'), meta: { className: 'max-w-60 truncate' } }),
  ]);
}
