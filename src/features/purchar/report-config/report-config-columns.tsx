import type { ReportConfig } from '@/api/generated/purchar-config/model';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import type { PurcharTranslate } from '../purchar-i18n';
import { StatusBadge } from '../purchar-shared';
import { chainText } from './report-config-levels';

const col = dataTableColumnHelper<ReportConfig>();

/** The settings list's columns (the server orders by document type; none is sortable). */
export function reportConfigColumns(t: PurcharTranslate) {
  return col.columns([
    col.accessor('bizTypeName', { header: t('reportConfig.bizType'), meta: { className: 'w-36' } }),
    col.accessor('nodes', {
      header: t('reportConfig.chain'),
      cell: (info) => chainText(info.getValue(), t),
      meta: { className: 'min-w-64' },
    }),
    col.accessor('status', {
      header: t('reportConfig.status'),
      cell: (info) => <StatusBadge status={info.getValue()} t={t} />,
      meta: { className: 'w-20' },
    }),
    col.accessor('remark', { header: t('reportConfig.remark'), meta: { className: 'max-w-72 truncate' } }),
  ]);
}
