import type { SumRow } from '@/api/generated/purchar-execution/model';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import type { PurcharTranslate } from '../purchar-i18n';

const col = dataTableColumnHelper<SumRow>();
const num = { className: 'w-24 tabular-nums', align: 'right' as const };

/** One row per material (and framework contract line on the contract split). */
export function summaryColumns(t: PurcharTranslate, withContract: boolean) {
  return col.columns([
    col.accessor('materialCode', { header: t('execution.field.materialCode'), meta: { className: 'w-28' } }),
    col.accessor('materialName', {
      header: t('execution.field.materialName'),
      meta: { className: 'min-w-32' },
    }),
    col.accessor('spec', { header: t('execution.field.spec'), meta: { className: 'min-w-28' } }),
    col.accessor('unitName', { header: t('execution.field.unit'), meta: { className: 'w-14' } }),
    col.accessor('pendingQty', { header: t('execution.field.pendingQty'), meta: num }),
    col.accessor('lineCount', {
      header: t('execution.field.lineCount'),
      meta: { ...num, className: 'w-16 tabular-nums' },
    }),
    col.accessor('deptNames', { header: t('execution.field.deptNames'), meta: { className: 'min-w-28' } }),
    col.accessor('earliestNeedDate', {
      header: t('execution.field.earliestNeedDate'),
      cell: (info) => info.getValue() ?? '',
      meta: { className: 'w-28 tabular-nums' },
    }),
    col.accessor('purcharTypeName', {
      header: t('execution.field.purcharType'),
      meta: { className: 'w-24' },
    }),
    col.accessor('lastPrice', {
      header: t('execution.field.lastPrice'),
      cell: (info) => info.getValue() ?? '',
      meta: num,
    }),
    ...(withContract
      ? [
          col.accessor('contractNo', {
            header: t('execution.field.contractNo'),
            meta: { className: 'min-w-32' },
          }),
          col.accessor('supplierName', {
            header: t('execution.field.supplierName'),
            meta: { className: 'min-w-28' },
          }),
          col.accessor('contractPrice', { header: t('execution.field.contractPrice'), meta: num }),
          col.accessor('contractRemainingQty', {
            header: t('execution.field.contractRemainingQty'),
            meta: num,
          }),
        ]
      : []),
  ]);
}
