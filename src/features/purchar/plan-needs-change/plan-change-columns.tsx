import { Link } from '@tanstack/react-router';
import type { ChangeHeader } from '@/api/generated/purchar-plans/model';
import { ApproveStatusBadge } from '@/components/approval/approve-status-badge';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import type { PurcharTranslate } from '../purchar-i18n';

const col = dataTableColumnHelper<ChangeHeader>();

export function planChangeColumns(t: PurcharTranslate) {
  return col.columns([
    col.accessor('changeNo', {
      header: t('planChange.field.changeNo'),
      cell: (info) => (
        <Link
          to="/purchar/plan-needs-change/$id"
          params={{ id: info.row.original.id }}
          className="text-primary hover:underline focus-visible:underline focus-visible:outline-none"
        >
          {info.getValue()}
        </Link>
      ),
      meta: { className: 'min-w-36 font-mono text-xs' },
    }),
    col.accessor('planNo', {
      header: t('planChange.field.planNo'),
      meta: { className: 'min-w-36 font-mono text-xs' },
    }),
    col.accessor('planName', {
      header: t('planChange.field.planName'),
      meta: { className: 'min-w-40' },
    }),
    col.accessor('deptName', { header: t('planChange.field.dept'), meta: { className: 'min-w-28' } }),
    col.accessor('approveStatus', {
      header: t('planChange.field.approveStatus'),
      cell: (info) => (
        <ApproveStatusBadge status={info.getValue()} name={info.row.original.approveStatusName} />
      ),
      meta: { className: 'w-32' },
    }),
    col.accessor('applied', {
      header: t('planChange.field.applied'),
      cell: (info) => (info.getValue() === 1 ? t('planChange.applied') : t('planChange.notApplied')),
      meta: { className: 'w-20' },
    }),
    col.accessor('changeReason', {
      header: t('planChange.field.changeReason'),
      meta: { className: 'max-w-48 truncate' },
    }),
    col.accessor('createUserName', {
      header: t('planChange.field.createUser'),
      meta: { className: 'w-24' },
    }),
    col.accessor('createTime', {
      header: t('planChange.field.createTime'),
      meta: { className: 'w-40 tabular-nums' },
    }),
  ]);
}
