import type { InvoiceHeader } from '@/api/generated/purchase-invoice/model';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import type { InvoiceTranslate } from './invoice-i18n';

const col = dataTableColumnHelper<InvoiceHeader>();
const money = (value: number) => value.toFixed(2);

export function invoiceColumns(t: InvoiceTranslate) {
  return col.columns([
    col.accessor('invoiceNo', {
      header: t('invoice.field.invoiceNo'),
      meta: { className: 'min-w-40 font-mono text-xs' },
    }),
    col.accessor('invoiceCode', {
      header: t('invoice.field.invoiceCode'),
      meta: { className: 'w-32 font-mono text-xs' },
    }),
    col.accessor('invoiceTypeName', { header: t('invoice.field.invoiceType'), meta: { className: 'w-36' } }),
    col.accessor('sellerName', { header: t('invoice.field.seller'), meta: { className: 'min-w-40' } }),
    col.accessor('invoiceDate', {
      header: t('invoice.field.invoiceDate'),
      meta: { className: 'w-28 tabular-nums' },
    }),
    col.accessor('totalAmount', {
      header: t('invoice.field.totalAmount'),
      cell: (info) => money(info.getValue()),
      meta: { className: 'w-28 tabular-nums', align: 'right' },
    }),
    col.accessor('linkedAmount', {
      header: t('invoice.field.linkedAmount'),
      cell: (info) => money(info.getValue()),
      meta: { className: 'w-28 tabular-nums', align: 'right' },
    }),
    col.accessor('linkStatusName', { header: t('invoice.field.linkStatus'), meta: { className: 'w-24' } }),
    col.accessor('createUserName', { header: t('invoice.field.createUser'), meta: { className: 'w-24' } }),
  ]);
}
