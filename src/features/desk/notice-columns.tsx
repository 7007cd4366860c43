import type { Notice } from '@/api/generated/blade-desk/model';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import { Badge } from '@/components/ui/badge';
import type { DeskTranslate } from './desk-i18n';
import { audienceTypes } from './notice-form';

const col = dataTableColumnHelper<Notice>();

export function noticeColumns(t: DeskTranslate) {
  const audiences = audienceTypes(t);
  return col.columns([
    col.accessor('title', { header: t('title'), meta: { className: 'min-w-60' } }),
    col.accessor('categoryName', { header: t('category'), meta: { className: 'w-28' } }),
    col.accessor('audienceType', {
      header: t('audienceType'),
      meta: { className: 'w-28' },
      cell: (info) => audiences.find((option) => option.value === info.getValue())?.label ?? '',
    }),
    col.accessor('publishStatus', {
      header: t('publishStatus'),
      meta: { className: 'w-24' },
      cell: (info) =>
        info.getValue() === 1 ? <Badge tone="success">{t('published')}</Badge> : <Badge>{t('draft')}</Badge>,
    }),
    col.accessor('releaseTime', { header: t('releaseTime'), meta: { className: 'w-44' } }),
  ]);
}
