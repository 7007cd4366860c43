import type { Material } from '@/api/generated/purchar-master/model';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import type { PurcharTranslate } from '../purchar-i18n';
import { StatusBadge, yesNo } from '../purchar-shared';

const col = dataTableColumnHelper<Material>();

/** The material list's columns (the server orders by code; none is sortable). */
export function materialColumns(t: PurcharTranslate) {
  return col.columns([
    col.accessor('materialCode', {
      header: t('material.materialCode'),
      meta: { className: 'min-w-32 font-mono text-xs' },
    }),
    col.accessor('materialName', { header: t('material.materialName'), meta: { className: 'min-w-40' } }),
    col.accessor('categoryName', { header: t('material.category'), meta: { className: 'min-w-28' } }),
    col.accessor('spec', { header: t('material.spec'), meta: { className: 'max-w-48 truncate' } }),
    col.accessor('unitName', { header: t('material.unit'), meta: { className: 'w-20' } }),
    col.accessor('brand', { header: t('material.brand'), meta: { className: 'max-w-32 truncate' } }),
    col.accessor('taxRate', {
      header: t('material.taxRate'),
      meta: { className: 'w-20 tabular-nums', align: 'right' },
    }),
    col.accessor('referencePrice', {
      header: t('material.referencePrice'),
      cell: (info) => info.getValue() ?? '',
      meta: { className: 'w-28 tabular-nums', align: 'right' },
    }),
    col.accessor('isStock', {
      header: t('material.isStock'),
      cell: (info) => yesNo(info.getValue(), t),
      meta: { className: 'w-24' },
    }),
    col.accessor('status', {
      header: t('material.status'),
      cell: (info) => <StatusBadge status={info.getValue()} t={t} />,
      meta: { className: 'w-20' },
    }),
  ]);
}
