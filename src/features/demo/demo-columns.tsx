import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import { DictionaryCell } from '@/components/data-table/dictionary-cell';
import type { TreeOption } from '@/components/form/field-def';
import type { DemoTranslate } from './demo-i18n';
import { DEMO_DEPTS, type DemoRecord } from './demo-store';

const col = dataTableColumnHelper<DemoRecord>();

function deptTitle(nodes: readonly TreeOption[], id: string): string | undefined {
  for (const node of nodes) {
    if (node.id === id) return node.title;
    const found = node.children ? deptTitle(node.children, id) : undefined;
    if (found) return found;
  }
  return undefined;
}

const money = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Twelve columns; code, amount, quantity, start date and creation time sort (the demo store sorts by them). */
export function demoColumns(t: DemoTranslate) {
  return col.columns([
    col.accessor('name', { header: t('record.name'), meta: { className: 'min-w-36 font-medium' } }),
    col.accessor('code', {
      header: t('record.code'),
      enableSorting: true,
      meta: { className: 'font-mono text-xs' },
    }),
    col.accessor('category', {
      header: t('record.category'),
      cell: (info) => t(`categories.${info.getValue() as 'material'}`),
    }),
    col.accessor('currency', {
      header: t('record.currency'),
      cell: (info) => <DictionaryCell code="currency" value={info.getValue()} />,
    }),
    col.accessor('amount', {
      header: t('record.amount'),
      enableSorting: true,
      cell: (info) => money.format(info.getValue()),
      meta: { align: 'right', className: 'tabular-nums' },
    }),
    col.accessor('quantity', {
      header: t('record.quantity'),
      enableSorting: true,
      meta: { align: 'right', className: 'tabular-nums' },
    }),
    col.accessor('enabled', {
      header: t('record.enabled'),
      cell: (info) => (
        <span
          className={
            info.getValue() === 1
              ? 'rounded-full bg-primary/10 px-2 py-0.5 text-xs text-primary'
              : 'rounded-full bg-line px-2 py-0.5 text-xs text-muted'
          }
        >
          {info.getValue() === 1 ? '✓' : '—'}
        </span>
      ),
      meta: { align: 'center' },
    }),
    col.accessor('startDate', {
      header: t('record.startDate'),
      enableSorting: true,
      meta: { className: 'whitespace-nowrap' },
    }),
    col.accessor('deptId', {
      header: t('record.deptId'),
      cell: (info) => deptTitle(DEMO_DEPTS, info.getValue()) ?? '',
    }),
    col.accessor('owner', { header: t('record.owner') }),
    col.accessor('phone', { header: t('record.phone'), meta: { className: 'tabular-nums' } }),
    col.accessor('createTime', {
      header: t('record.createTime'),
      enableSorting: true,
      meta: { className: 'whitespace-nowrap text-muted' },
    }),
  ]);
}
