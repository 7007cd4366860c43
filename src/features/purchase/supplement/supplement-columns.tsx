import { Link } from '@tanstack/react-router';
import type { SupplementHeader } from '@/api/generated/purchase-supplement/model';
import { ApproveStatusBadge } from '@/components/approval/approve-status-badge';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import type { SupplementTranslate } from '../shared/supplement-i18n';
import { money, signedMoney } from '../shared/supplement-format';

const col = dataTableColumnHelper<SupplementHeader>();

/** The columns of the supplement list (the server orders the rows). */
export function supplementColumns(t: SupplementTranslate) {
  return col.columns([
    col.accessor('supplementNo', {
      header: t('field.supplementNo'),
      cell: (info) => (
        <Link
          to="/contractSupplementDetail/index"
          search={{ id: info.row.original.id }}
          className="text-primary hover:underline focus-visible:underline focus-visible:outline-none"
        >
          {info.getValue()}
        </Link>
      ),
      meta: { className: 'min-w-36 font-mono text-xs' },
    }),
    col.accessor('supplementName', { header: t('field.supplementName'), meta: { className: 'min-w-40' } }),
    col.accessor('contractNo', {
      header: t('field.contractNo'),
      cell: (info) => (
        <Link
          to="/contractDetail/index"
          search={{ id: info.row.original.contractId }}
          className="text-primary hover:underline focus-visible:underline focus-visible:outline-none"
        >
          {info.getValue()}
        </Link>
      ),
      meta: { className: 'min-w-36 font-mono text-xs' },
    }),
    col.accessor('supplierName', { header: t('field.supplier'), meta: { className: 'min-w-40' } }),
    col.accessor('changeTypeNames', { header: t('field.changeTypes'), meta: { className: 'min-w-32' } }),
    col.accessor('deltaAmount', {
      header: t('field.deltaAmount'),
      cell: (info) => signedMoney(info.getValue()),
      meta: { className: 'w-28 tabular-nums', align: 'right' },
    }),
    col.accessor('amountAfter', {
      header: t('field.amountAfter'),
      cell: (info) => money(info.getValue()),
      meta: { className: 'w-32 tabular-nums', align: 'right' },
    }),
    col.accessor('approveStatus', {
      header: t('field.approveStatus'),
      cell: (info) => (
        <ApproveStatusBadge status={info.getValue()} name={info.row.original.approveStatusName} />
      ),
      meta: { className: 'w-32' },
    }),
    col.accessor('createUserName', { header: t('field.createUser'), meta: { className: 'w-24' } }),
    col.accessor('createTime', { header: t('field.createTime'), meta: { className: 'w-40 tabular-nums' } }),
  ]);
}
