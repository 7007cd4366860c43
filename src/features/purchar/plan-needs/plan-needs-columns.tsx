import { Link } from '@tanstack/react-router';
import type { PlanHeader } from '@/api/generated/purchar-plans/model';
import { ApproveStatusBadge } from '@/components/approval/approve-status-badge';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import type { PurcharTranslate } from '../purchar-i18n';

const col = dataTableColumnHelper<PlanHeader>();

/** The columns of every tab of the plan list (the server orders the rows). */
export function planNeedsColumns(t: PurcharTranslate) {
  return col.columns([
    col.accessor('planNo', {
      header: t('planNeeds.field.planNo'),
      cell: (info) => (
        <Link
          to="/purchar/plan-needs/$id"
          params={{ id: info.row.original.id }}
          className="text-primary hover:underline focus-visible:underline focus-visible:outline-none"
        >
          {info.getValue()}
        </Link>
      ),
      meta: { className: 'min-w-36 font-mono text-xs' },
    }),
    col.accessor('planName', { header: t('planNeeds.field.planName'), meta: { className: 'min-w-40' } }),
    col.accessor('deptName', { header: t('planNeeds.field.dept'), meta: { className: 'min-w-28' } }),
    col.accessor('approveStatus', {
      header: t('planNeeds.field.approveStatus'),
      cell: (info) => (
        <ApproveStatusBadge status={info.getValue()} name={info.row.original.approveStatusName} />
      ),
      meta: { className: 'w-32' },
    }),
    col.accessor('planStatusName', { header: t('planNeeds.field.planStatus'), meta: { className: 'w-20' } }),
    col.accessor('version', {
      header: t('planNeeds.field.version'),
      cell: (info) => `V${info.getValue()}`,
      meta: { className: 'w-16 tabular-nums' },
    }),
    col.accessor('planPeriod', { header: t('planNeeds.field.planPeriod'), meta: { className: 'w-24' } }),
    col.accessor('itemCount', {
      header: t('planNeeds.field.itemCount'),
      meta: { className: 'w-20 tabular-nums', align: 'right' },
    }),
    col.accessor('totalAmount', {
      header: t('planNeeds.field.totalAmount'),
      cell: (info) => info.getValue().toFixed(2),
      meta: { className: 'w-28 tabular-nums', align: 'right' },
    }),
    col.accessor('createUserName', { header: t('planNeeds.field.createUser'), meta: { className: 'w-24' } }),
    col.accessor('createTime', {
      header: t('planNeeds.field.createTime'),
      meta: { className: 'w-40 tabular-nums' },
    }),
  ]);
}
