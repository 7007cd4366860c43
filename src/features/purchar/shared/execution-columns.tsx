import { Link } from '@tanstack/react-router';
import type { Allocation, DemandLine } from '@/api/generated/purchar-execution/model';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import type { PurcharTranslate } from '../purchar-i18n';

const line = dataTableColumnHelper<DemandLine>();
const alloc = dataTableColumnHelper<Allocation>();
const num = { className: 'w-24 tabular-nums', align: 'right' as const };
const billLink = (id: string, no: string) => (
  <Link
    to="/purchar/needs/$id"
    params={{ id }}
    className="text-primary hover:underline focus-visible:underline focus-visible:outline-none"
  >
    {no}
  </Link>
);

/** Demand lines of approved bills, as purchasing sees them (the bill number opens the bill). */
export function demandLineColumns(t: PurcharTranslate) {
  return line.columns([
    line.accessor('needsNo', {
      header: t('execution.field.needsNo'),
      cell: (info) => billLink(info.row.original.needsId, info.getValue()),
      meta: { className: 'min-w-36 font-mono text-xs' },
    }),
    line.accessor('lineNo', {
      header: t('execution.field.lineNo'),
      meta: { className: 'w-14 tabular-nums' },
    }),
    line.accessor('deptName', { header: t('execution.field.dept'), meta: { className: 'min-w-28' } }),
    line.accessor('materialCode', { header: t('execution.field.materialCode'), meta: { className: 'w-28' } }),
    line.accessor('materialName', {
      header: t('execution.field.materialName'),
      meta: { className: 'min-w-32' },
    }),
    line.accessor('spec', { header: t('execution.field.spec'), meta: { className: 'min-w-28' } }),
    line.accessor('unitName', { header: t('execution.field.unit'), meta: { className: 'w-14' } }),
    line.accessor('qty', { header: t('execution.field.qty'), meta: num }),
    line.accessor('assignedQty', { header: t('execution.field.assignedQty'), meta: num }),
    line.accessor('remainingQty', { header: t('execution.field.remainingQty'), meta: num }),
    line.accessor('receivedQty', { header: t('execution.field.receivedQty'), meta: num }),
    line.accessor('purcharStatusName', {
      header: t('execution.field.purcharStatus'),
      meta: { className: 'w-24' },
    }),
    line.accessor('purcharTypeName', {
      header: t('execution.field.purcharType'),
      meta: { className: 'w-24' },
    }),
    line.accessor('needDate', {
      header: t('execution.field.needDate'),
      cell: (info) => info.getValue() ?? '',
      meta: { className: 'w-28 tabular-nums' },
    }),
  ]);
}

/** Assignments of demand lines to purchasers. */
export function allocationColumns(t: PurcharTranslate, withPurchaser: boolean) {
  return alloc.columns([
    alloc.accessor('needsNo', {
      header: t('execution.field.needsNo'),
      cell: (info) => billLink(info.row.original.needsId, info.getValue()),
      meta: { className: 'min-w-36 font-mono text-xs' },
    }),
    alloc.accessor('lineNo', {
      header: t('execution.field.lineNo'),
      meta: { className: 'w-14 tabular-nums' },
    }),
    alloc.accessor('deptName', { header: t('execution.field.dept'), meta: { className: 'min-w-28' } }),
    alloc.accessor('materialCode', {
      header: t('execution.field.materialCode'),
      meta: { className: 'w-28' },
    }),
    alloc.accessor('materialName', {
      header: t('execution.field.materialName'),
      meta: { className: 'min-w-32' },
    }),
    alloc.accessor('spec', { header: t('execution.field.spec'), meta: { className: 'min-w-28' } }),
    alloc.accessor('unitName', { header: t('execution.field.unit'), meta: { className: 'w-14' } }),
    alloc.accessor('lineQty', { header: t('execution.field.qty'), meta: num }),
    alloc.accessor('qty', { header: t('execution.field.allocQty'), meta: num }),
    alloc.accessor('openQty', { header: t('execution.field.openQty'), meta: num }),
    alloc.accessor('purcharTypeName', {
      header: t('execution.field.purcharType'),
      meta: { className: 'w-24' },
    }),
    ...(withPurchaser
      ? [
          alloc.accessor('purchaserName', {
            header: t('execution.field.purchaser'),
            meta: { className: 'w-24' },
          }),
        ]
      : []),
    alloc.accessor('needDate', {
      header: t('execution.field.needDate'),
      cell: (info) => info.getValue() ?? '',
      meta: { className: 'w-28 tabular-nums' },
    }),
    alloc.accessor('assignTime', {
      header: t('execution.field.assignTime'),
      meta: { className: 'w-40 tabular-nums' },
    }),
  ]);
}
