import type { Oss } from '@/api/generated/blade-resource/model';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import type { ResourceTranslate } from '../resource-i18n';
import { ConfigStatus } from '../resource-status';
import { ossCategoryLabel } from './oss-form';

const col = dataTableColumnHelper<Oss>();

/** The storage configurations: keys come masked from the server, and the enabled one is marked. */
export function ossColumns(t: ResourceTranslate) {
  return col.columns([
    col.accessor('ossCode', { header: t('oss.ossCode'), meta: { className: 'font-mono text-xs' } }),
    col.accessor('category', {
      header: t('common.category'),
      cell: (info) => ossCategoryLabel(t, info.getValue()),
    }),
    col.accessor('endpoint', { header: t('oss.endpoint'), meta: { className: 'max-w-72 truncate' } }),
    col.accessor('bucketName', { header: t('oss.bucketName') }),
    col.accessor('accessKey', { header: t('common.accessKey'), meta: { className: 'font-mono text-xs' } }),
    col.accessor('maxFileSize', {
      header: t('oss.maxFileSize'),
      meta: { align: 'right', className: 'tabular-nums' },
    }),
    col.accessor('status', {
      header: t('common.status'),
      cell: (info) => <ConfigStatus status={info.getValue()} t={t} />,
    }),
    col.accessor('remark', { header: t('common.remark'), meta: { className: 'max-w-60 truncate' } }),
    col.accessor('updateTime', {
      header: t('common.updateTime'),
      meta: { className: 'whitespace-nowrap text-muted' },
    }),
  ]);
}
