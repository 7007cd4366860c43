import { Link } from '@tanstack/react-router';
import type { NeedsHeader } from '@/api/generated/purchar-needs/model';
import { ApproveStatusBadge } from '@/components/approval/approve-status-badge';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import type { PurcharTranslate } from '../purchar-i18n';

const col = dataTableColumnHelper<NeedsHeader>();

/** The columns of every tab of the bill list (the server orders the rows; none is sortable). */
export function needsColumns(t: PurcharTranslate) {
  return col.columns([
    col.accessor('needsNo', {
      header: t('needs.field.needsNo'),
      // The number opens the bill, as users expect of a document number.
      cell: (info) => (
        <Link
          to="/purchar/needs/$id"
          params={{ id: info.row.original.id }}
          className="text-primary hover:underline focus-visible:underline focus-visible:outline-none"
        >
          {info.getValue()}
        </Link>
      ),
      meta: { className: 'min-w-36 font-mono text-xs' },
    }),
    col.accessor('title', { header: t('needs.field.title'), meta: { className: 'min-w-40' } }),
    col.accessor('deptName', { header: t('needs.field.dept'), meta: { className: 'min-w-28' } }),
    col.accessor('approveStatus', {
      header: t('needs.field.approveStatus'),
      cell: (info) => (
        <ApproveStatusBadge status={info.getValue()} name={info.row.original.approveStatusName} />
      ),
      meta: { className: 'w-32' },
    }),
    col.accessor('projectManagerName', {
      header: t('needs.field.projectManager'),
      meta: { className: 'min-w-24' },
    }),
    col.accessor('needDate', {
      header: t('needs.field.needDate'),
      cell: (info) => info.getValue() ?? '',
      meta: { className: 'w-28 tabular-nums' },
    }),
    col.accessor('itemCount', {
      header: t('needs.field.itemCount'),
      meta: { className: 'w-20 tabular-nums', align: 'right' },
    }),
    col.accessor('totalQty', {
      header: t('needs.field.totalQty'),
      meta: { className: 'w-24 tabular-nums', align: 'right' },
    }),
    col.accessor('estimatedAmount', {
      header: t('needs.field.estimatedAmount'),
      cell: (info) => info.getValue().toFixed(2),
      meta: { className: 'w-28 tabular-nums', align: 'right' },
    }),
    col.accessor('lastRejectReason', {
      header: t('needs.field.lastRejectReason'),
      meta: { className: 'max-w-48 truncate' },
    }),
    col.accessor('createUserName', { header: t('needs.field.createUser'), meta: { className: 'w-24' } }),
    col.accessor('createTime', {
      header: t('needs.field.createTime'),
      meta: { className: 'w-40 tabular-nums' },
    }),
  ]);
}
