import type { Dict } from '@/api/generated/blade-system/model';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import { cn } from '@/lib/cn';
import type { SystemTranslate } from '../system-i18n';

const col = dataTableColumnHelper<Dict>();

/** The key of a dictionary itself (a root); not worth showing. */
const ROOT_KEY = '-1';

function sealedColumn(t: SystemTranslate) {
  return col.accessor('isSealed', {
    header: t('dict.isSealed'),
    meta: { align: 'center' },
    cell: (info) => {
      const sealed = info.getValue() === 1;
      return (
        <span
          className={cn(
            'inline-flex rounded-md px-2 py-0.5 text-xs',
            sealed ? 'bg-warning/15 text-warning' : 'bg-canvas text-muted',
          )}
        >
          {sealed ? t('dict.yes') : t('dict.no')}
        </span>
      );
    },
  });
}

const sortColumn = (t: SystemTranslate) =>
  col.accessor('sort', { header: t('dict.sort'), meta: { align: 'right', className: 'tabular-nums' } });

/** The dictionaries (roots) on the left of the split screens. The server sorts by sort order only. */
export function dictParentColumns(t: SystemTranslate) {
  return col.columns([
    col.accessor('code', { header: t('dict.code'), meta: { className: 'font-mono text-xs' } }),
    col.accessor('dictValue', { header: t('dict.dictValue'), meta: { className: 'min-w-28' } }),
    sortColumn(t),
    sealedColumn(t),
  ]);
}

/** The entries of the chosen dictionary. */
export function dictChildColumns(t: SystemTranslate) {
  return col.columns([
    col.accessor('dictKey', { header: t('dict.dictKey'), meta: { className: 'font-mono text-xs' } }),
    col.accessor('dictValue', { header: t('dict.dictValue'), meta: { className: 'min-w-28' } }),
    col.accessor('code', { header: t('dict.code'), meta: { className: 'font-mono text-xs text-muted' } }),
    sortColumn(t),
    sealedColumn(t),
  ]);
}

/** The tree of /dict-vertical/index: the name first (it carries the indentation). */
export function dictTreeColumns(t: SystemTranslate) {
  return col.columns([
    col.accessor('dictValue', { header: t('dict.dictValue'), meta: { className: 'min-w-48' } }),
    col.accessor('code', { header: t('dict.code'), meta: { className: 'font-mono text-xs' } }),
    col.accessor('dictKey', {
      header: t('dict.dictKey'),
      meta: { className: 'font-mono text-xs' },
      cell: (info) => (info.getValue() === ROOT_KEY ? '' : info.getValue()),
    }),
    sortColumn(t),
    sealedColumn(t),
    col.accessor('remark', { header: t('dict.remark'), meta: { className: 'max-w-60 truncate' } }),
  ]);
}
