import type { Storehouse } from '@/api/generated/purchar-master/model';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import type { PurcharTranslate } from '../purchar-i18n';
import { StatusBadge } from '../purchar-shared';

const col = dataTableColumnHelper<Storehouse>();

/** The storehouse list's columns (the server orders by code; none is sortable). */
export function storehouseColumns(t: PurcharTranslate) {
  return col.columns([
    col.accessor('storehouseCode', {
      header: t('storehouse.storehouseCode'),
      meta: { className: 'min-w-32 font-mono text-xs' },
    }),
    col.accessor('storehouseName', {
      header: t('storehouse.storehouseName'),
      meta: { className: 'min-w-40' },
    }),
    col.accessor('storehouseTypeName', {
      header: t('storehouse.storehouseType'),
      meta: { className: 'w-28' },
    }),
    col.accessor('projectName', { header: t('storehouse.project'), meta: { className: 'min-w-32' } }),
    col.accessor('address', { header: t('storehouse.address'), meta: { className: 'max-w-60 truncate' } }),
    col.accessor('keeperName', { header: t('storehouse.keeper'), meta: { className: 'w-28' } }),
    col.accessor('status', {
      header: t('storehouse.status'),
      cell: (info) => <StatusBadge status={info.getValue()} t={t} />,
      meta: { className: 'w-20' },
    }),
  ]);
}
