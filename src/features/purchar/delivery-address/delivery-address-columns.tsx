import type { DeliveryAddress } from '@/api/generated/purchar-master/model';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import type { PurcharTranslate } from '../purchar-i18n';
import { StatusBadge, yesNo } from '../purchar-shared';

const col = dataTableColumnHelper<DeliveryAddress>();

/** The delivery address list's columns (the server lists defaults first; none is sortable). */
export function deliveryAddressColumns(t: PurcharTranslate) {
  return col.columns([
    col.accessor('projectName', { header: t('deliveryAddress.project'), meta: { className: 'min-w-32' } }),
    col.accessor('receiverName', { header: t('deliveryAddress.receiverName'), meta: { className: 'w-28' } }),
    col.accessor('receiverPhone', {
      header: t('deliveryAddress.receiverPhone'),
      meta: { className: 'w-36 tabular-nums' },
    }),
    col.accessor('fullAddress', {
      header: t('deliveryAddress.fullAddress'),
      cell: (info) => (
        <span className="line-clamp-2 max-w-md whitespace-normal" title={info.getValue()}>
          {info.getValue()}
        </span>
      ),
    }),
    col.accessor('isDefault', {
      header: t('deliveryAddress.isDefault'),
      cell: (info) => yesNo(info.getValue(), t),
      meta: { className: 'w-24' },
    }),
    col.accessor('status', {
      header: t('deliveryAddress.status'),
      cell: (info) => <StatusBadge status={info.getValue()} t={t} />,
      meta: { className: 'w-20' },
    }),
  ]);
}
