import { Link } from '@tanstack/react-router';
import type { ContractHeader } from '@/api/generated/purchase-contract/model';
import { ApproveStatusBadge } from '@/components/approval/approve-status-badge';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import type { PurchaseTranslate } from '../purchase-i18n';

const col = dataTableColumnHelper<ContractHeader>();
const money = (value: number) => value.toFixed(2);

/** The columns of the contract list (the server orders the rows). */
export function contractColumns(t: PurchaseTranslate) {
  return col.columns([
    col.accessor('contractNo', {
      header: t('contract.field.contractNo'),
      cell: (info) => (
        <Link
          to="/contractDetail/index"
          search={{ id: info.row.original.id }}
          className="text-primary hover:underline focus-visible:underline focus-visible:outline-none"
        >
          {info.getValue()}
        </Link>
      ),
      meta: { className: 'min-w-36 font-mono text-xs' },
    }),
    col.accessor('contractName', {
      header: t('contract.field.contractName'),
      meta: { className: 'min-w-40' },
    }),
    col.accessor('contractTypeName', {
      header: t('contract.field.contractType'),
      meta: { className: 'w-28' },
    }),
    col.accessor('supplierName', { header: t('contract.field.supplier'), meta: { className: 'min-w-40' } }),
    col.accessor('deptName', { header: t('contract.field.dept'), meta: { className: 'min-w-28' } }),
    col.accessor('totalAmount', {
      header: t('contract.field.totalAmount'),
      cell: (info) => money(info.getValue()),
      meta: { className: 'w-32 tabular-nums', align: 'right' },
    }),
    col.accessor('orderedAmount', {
      header: t('contract.field.orderedAmount'),
      cell: (info) => money(info.getValue()),
      meta: { className: 'w-28 tabular-nums', align: 'right' },
    }),
    col.accessor('approveStatus', {
      header: t('contract.field.approveStatus'),
      cell: (info) => (
        <ApproveStatusBadge status={info.getValue()} name={info.row.original.approveStatusName} />
      ),
      meta: { className: 'w-32' },
    }),
    col.accessor('contractStatusName', {
      header: t('contract.field.contractStatus'),
      meta: { className: 'w-24' },
    }),
    col.accessor('signDate', {
      header: t('contract.field.signDate'),
      cell: (info) => info.getValue() ?? '',
      meta: { className: 'w-28 tabular-nums' },
    }),
    col.accessor('createUserName', { header: t('contract.field.createUser'), meta: { className: 'w-24' } }),
  ]);
}
