import { useWatch, type Control } from 'react-hook-form';
import { multiplyDecimals, roundDecimal, sumDecimals } from '@/lib/decimal';
import type { PurcharTranslate } from '../purchar-i18n';
import type { NeedsFormValues, NeedsLineValues } from './needs-editor-form';

/** Count, Σ qty and Σ round(qty × price, 2) of the lines, exactly (decimal strings, no float drift). */
export function needsTotals(lines: readonly NeedsLineValues[]) {
  const qty = sumDecimals(lines.map((line) => line.qty));
  const amount = sumDecimals(
    lines.map((line) => {
      const product =
        line.qty && line.estimatedPrice ? multiplyDecimals(line.qty, line.estimatedPrice) : undefined;
      return product ? roundDecimal(product, 2) : undefined;
    }),
  );
  return { count: lines.length, qty, amount: roundDecimal(amount, 2) ?? '0.00' };
}

/** The live totals under the grid; announced politely as they change. */
export function NeedsTotals({ control, t }: { control: Control<NeedsFormValues>; t: PurcharTranslate }) {
  const lines = useWatch({ control, name: 'items' });
  const totals = needsTotals(lines);
  return (
    <p
      role="status"
      aria-label={t('needs.editor.totals')}
      className="flex flex-wrap gap-x-6 gap-y-1 text-sm tabular-nums"
    >
      <span className="font-medium">{t('needs.editor.totals')}</span>
      <span>{t('needs.editor.lineCount', { count: totals.count })}</span>
      <span>{t('needs.editor.totalQty', { qty: totals.qty })}</span>
      <span>{t('needs.editor.totalAmount', { amount: totals.amount })}</span>
    </p>
  );
}
