import { Link } from '@tanstack/react-router';
import type { SupplierHeader } from '@/api/generated/purchar-supplier/model';
import { ApproveStatusBadge } from '@/components/approval/approve-status-badge';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { PurcharTranslate } from '../purchar-i18n';

const col = dataTableColumnHelper<SupplierHeader>();

const STATUS_TONE: Record<number, BadgeTone> = { 0: 'neutral', 1: 'success', 2: 'warning' };

/** 合格 / 暂停 / 待准入, and 已拉黑 beside it: the two facts that decide whether a supplier may take part. */
export function SupplierStanding({ supplier, t }: { supplier: SupplierHeader; t: PurcharTranslate }) {
  return (
    <span className="flex flex-wrap items-center gap-1">
      <Badge tone={STATUS_TONE[supplier.supplierStatus] ?? 'neutral'}>{supplier.supplierStatusName}</Badge>
      {supplier.blacklistFlag === 1 ? <Badge tone="danger">{t('supplier.blacklisted')}</Badge> : null}
    </span>
  );
}

/** The columns of every tab of the supplier list (the server orders the rows). */
export function supplierColumns(t: PurcharTranslate) {
  return col.columns([
    col.accessor('supplierCode', {
      header: t('supplier.field.supplierCode'),
      cell: (info) => (
        <Link
          to="/purchar/supplier/$id"
          params={{ id: info.row.original.id }}
          className="text-primary hover:underline focus-visible:underline focus-visible:outline-none"
        >
          {info.getValue()}
        </Link>
      ),
      meta: { className: 'w-28 font-mono text-xs' },
    }),
    col.accessor('supplierName', {
      header: t('supplier.field.supplierName'),
      meta: { className: 'min-w-48' },
    }),
    col.accessor('creditCode', {
      header: t('supplier.field.creditCode'),
      meta: { className: 'w-44 font-mono text-xs' },
    }),
    col.accessor('supplierTypeName', {
      header: t('supplier.field.supplierType'),
      meta: { className: 'w-24' },
    }),
    col.accessor('supplierStatus', {
      header: t('supplier.field.supplierStatus'),
      cell: (info) => <SupplierStanding supplier={info.row.original} t={t} />,
      meta: { className: 'w-32' },
    }),
    col.accessor('approveStatus', {
      header: t('supplier.field.approveStatus'),
      cell: (info) => (
        <ApproveStatusBadge status={info.getValue()} name={info.row.original.approveStatusName} />
      ),
      meta: { className: 'w-32' },
    }),
    col.accessor('licenceValidTo', {
      header: t('supplier.field.licenceValidTo'),
      cell: (info) => info.getValue() ?? t('supplier.longTerm'),
      meta: { className: 'w-28 tabular-nums' },
    }),
    col.accessor('contactName', { header: t('supplier.field.contactName'), meta: { className: 'w-20' } }),
    col.accessor('contactPhone', {
      header: t('supplier.field.contactPhone'),
      meta: { className: 'w-28 tabular-nums' },
    }),
    col.accessor('createTime', {
      header: t('supplier.field.createTime'),
      meta: { className: 'w-40 tabular-nums' },
    }),
  ]);
}
