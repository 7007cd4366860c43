import type { Attach } from '@/api/generated/blade-resource/model';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import type { ResourceTranslate } from '../resource-i18n';

const col = dataTableColumnHelper<Attach>();

/** 12.3 KB, 4.5 MB: sizes as people read them. */
export function formatSize(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The attachments; the name opens the file through the fresh signed link the list answered. */
export function attachColumns(t: ResourceTranslate) {
  return col.columns([
    col.accessor('originalName', {
      header: t('attach.originalName'),
      cell: (info) => (
        <a
          href={info.row.original.link}
          target="_blank"
          rel="noreferrer"
          className="inline-block max-w-80 truncate text-primary hover:underline"
          title={info.getValue()}
        >
          {info.getValue()}
        </a>
      ),
    }),
    col.accessor('extension', { header: t('attach.extension'), meta: { className: 'font-mono text-xs' } }),
    col.accessor('attachSize', {
      header: t('attach.attachSize'),
      cell: (info) => formatSize(info.getValue()),
      meta: { align: 'right', className: 'tabular-nums whitespace-nowrap' },
    }),
    col.accessor('ossCode', {
      header: t('attach.storage'),
      cell: (info) => info.getValue() || t('attach.localStorage'),
    }),
    col.accessor('createUserName', { header: t('attach.createUserName') }),
    col.accessor('createTime', {
      header: t('attach.createTime'),
      meta: { className: 'whitespace-nowrap text-muted' },
    }),
  ]);
}
