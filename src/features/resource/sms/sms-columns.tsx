import type { Sms } from '@/api/generated/blade-resource/model';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import type { ResourceTranslate } from '../resource-i18n';
import { ConfigStatus } from '../resource-status';
import { smsCategoryLabel } from './sms-form';

const col = dataTableColumnHelper<Sms>();

/** The SMS configurations: keys come masked from the server, and the enabled one is marked. */
export function smsColumns(t: ResourceTranslate) {
  return col.columns([
    col.accessor('smsCode', { header: t('sms.smsCode'), meta: { className: 'font-mono text-xs' } }),
    col.accessor('category', {
      header: t('common.category'),
      cell: (info) => smsCategoryLabel(t, info.getValue()),
    }),
    col.accessor('templateId', { header: t('sms.templateId') }),
    col.accessor('signName', { header: t('sms.signName') }),
    col.accessor('accessKey', { header: t('common.accessKey'), meta: { className: 'font-mono text-xs' } }),
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
