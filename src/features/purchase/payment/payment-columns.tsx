import { Link } from '@tanstack/react-router';
import type { PaymentHeader } from '@/api/generated/purchase-payment/model';
import { ApproveStatusBadge } from '@/components/approval/approve-status-badge';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import { money } from './payment-format';
import type { PaymentTranslate } from './payment-i18n';

const col = dataTableColumnHelper<PaymentHeader>();

/** The columns of the payment request list (the server orders the rows, newest first). */
export function paymentColumns(t: PaymentTranslate) {
  return col.columns([
    col.accessor('paymentNo', {
      header: t('payment.field.paymentNo'),
      cell: (info) => (
        <Link
          to="/purchase/payment/$id"
          params={{ id: info.row.original.id }}
          className="text-primary hover:underline focus-visible:underline focus-visible:outline-none"
        >
          {info.getValue()}
        </Link>
      ),
      meta: { className: 'min-w-36 font-mono text-xs' },
    }),
    col.accessor('contractNo', {
      header: t('payment.field.contractNo'),
      meta: { className: 'min-w-36 font-mono text-xs' },
    }),
    col.accessor('supplierName', { header: t('payment.field.supplier'), meta: { className: 'min-w-40' } }),
    col.accessor('payContentName', { header: t('payment.field.payContent'), meta: { className: 'w-24' } }),
    col.accessor('applyAmount', {
      header: t('payment.field.applyAmount'),
      cell: (info) => money(info.getValue()),
      meta: { className: 'w-32 tabular-nums', align: 'right' },
    }),
    col.accessor('paidAmount', {
      header: t('payment.field.paidAmount'),
      cell: (info) => money(info.getValue()),
      meta: { className: 'w-28 tabular-nums', align: 'right' },
    }),
    col.accessor('approveStatus', {
      header: t('payment.field.approveStatus'),
      cell: (info) => (
        <ApproveStatusBadge status={info.getValue()} name={info.row.original.approveStatusName} />
      ),
      meta: { className: 'w-32' },
    }),
    col.accessor('payStatusName', { header: t('payment.field.payStatus'), meta: { className: 'w-24' } }),
    col.accessor('expectedPayDate', {
      header: t('payment.field.expectedPayDate'),
      cell: (info) => info.getValue() ?? '',
      meta: { className: 'w-28 tabular-nums' },
    }),
    col.accessor('createUserName', { header: t('payment.field.createUser'), meta: { className: 'w-24' } }),
  ]);
}
