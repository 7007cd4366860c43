import { Link } from '@tanstack/react-router';
import type { PaidRecord } from '@/api/generated/purchase-payment/model';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import { money } from './payment-format';
import type { PaymentTranslate } from './payment-i18n';

const col = dataTableColumnHelper<PaidRecord>();
const linkClass = 'text-primary hover:underline focus-visible:underline focus-visible:outline-none';

/** The columns of 付款信息 (newest first, as the server orders them). */
export function paidColumns(t: PaymentTranslate) {
  return col.columns([
    col.accessor('paidNo', {
      header: t('paid.field.paidNo'),
      cell: (info) => (
        <Link to="/payment/paid/$id" params={{ id: info.row.original.id }} className={linkClass}>
          {info.getValue()}
        </Link>
      ),
      meta: { className: 'min-w-36 font-mono text-xs' },
    }),
    col.accessor('paymentNo', {
      header: t('paid.field.paymentNo'),
      cell: (info) => (
        <Link to="/purchase/payment/$id" params={{ id: info.row.original.paymentId }} className={linkClass}>
          {info.getValue()}
        </Link>
      ),
      meta: { className: 'min-w-36 font-mono text-xs' },
    }),
    col.accessor('contractNo', {
      header: t('paid.field.contractNo'),
      meta: { className: 'min-w-36 font-mono text-xs' },
    }),
    col.accessor('supplierName', { header: t('paid.field.supplier'), meta: { className: 'min-w-40' } }),
    col.accessor('paidAmount', {
      header: t('paid.field.paidAmount'),
      cell: (info) => money(info.getValue()),
      meta: { className: 'w-32 tabular-nums', align: 'right' },
    }),
    col.accessor('paidDate', { header: t('paid.field.paidDate'), meta: { className: 'w-28 tabular-nums' } }),
    col.accessor('payMethodName', { header: t('paid.field.payMethod'), meta: { className: 'w-24' } }),
    col.accessor('bankSerialNo', { header: t('paid.field.bankSerialNo'), meta: { className: 'min-w-32' } }),
    col.accessor('operatorName', { header: t('paid.field.operator'), meta: { className: 'w-24' } }),
  ]);
}
