import type { Commodity } from '@/api/generated/purchar-master/model';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import type { PurcharTranslate } from '../purchar-i18n';
import { StatusBadge } from '../purchar-shared';
import { priceSourceOptions } from './commodity-form';

const col = dataTableColumnHelper<Commodity>();

/** The commodity list's columns (the server orders by code; none is sortable). */
export function commodityColumns(t: PurcharTranslate) {
  const sources = priceSourceOptions(t);
  return col.columns([
    col.accessor('commodityCode', {
      header: t('commodity.commodityCode'),
      meta: { className: 'min-w-32 font-mono text-xs' },
    }),
    col.accessor('commodityName', { header: t('commodity.commodityName'), meta: { className: 'min-w-40' } }),
    col.accessor('materialName', {
      header: t('commodity.material'),
      cell: (info) => `${info.row.original.materialCode} ${info.getValue()}`,
      meta: { className: 'min-w-40' },
    }),
    col.accessor('brand', { header: t('commodity.brand'), meta: { className: 'max-w-32 truncate' } }),
    col.accessor('model', { header: t('commodity.model'), meta: { className: 'max-w-32 truncate' } }),
    col.accessor('unitName', { header: t('commodity.unit'), meta: { className: 'w-20' } }),
    col.accessor('price', {
      header: t('commodity.price'),
      meta: { className: 'w-28 tabular-nums', align: 'right' },
    }),
    col.accessor('taxRate', {
      header: t('commodity.taxRate'),
      meta: { className: 'w-20 tabular-nums', align: 'right' },
    }),
    col.accessor('priceSource', {
      header: t('commodity.priceSource'),
      cell: (info) => sources.find((option) => option.value === info.getValue())?.label ?? '',
      meta: { className: 'w-24' },
    }),
    col.accessor('validUntil', {
      header: t('commodity.validUntil'),
      meta: { className: 'w-28 whitespace-nowrap' },
    }),
    col.accessor('status', {
      header: t('commodity.status'),
      cell: (info) => <StatusBadge status={info.getValue()} t={t} />,
      meta: { className: 'w-20' },
    }),
  ]);
}
