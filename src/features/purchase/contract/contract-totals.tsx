import { useWatch, type Control } from 'react-hook-form';
import { chineseUpperAmount } from '@/lib/contract-money';
import { roundDecimal, sumDecimals } from '@/lib/decimal';
import type { PurchaseTranslate } from '../purchase-i18n';
import type { ContractFormValues } from './contract-editor-form';
import { lineMoneyOf } from './contract-line-columns';

/** Σ over the lines of the amount, the amount excl. tax and the tax, exactly, as the server's header sums them. */
export function contractTotals(values: Pick<ContractFormValues, 'items' | 'taxRate'>) {
  const moneys = values.items.map((line) =>
    lineMoneyOf(line.qty, line.unitPrice, line.taxRate.trim() ? line.taxRate : values.taxRate),
  );
  const total = (key: 'amount' | 'amountExclTax' | 'taxAmount') =>
    roundDecimal(sumDecimals(moneys.map((m) => m?.[key])), 2) ?? '0.00';
  const amount = total('amount');
  return {
    amount,
    amountExclTax: total('amountExclTax'),
    taxAmount: total('taxAmount'),
    upper: chineseUpperAmount(amount),
  };
}

/** The live header totals under the grid, with the 大写 amount as the detail prints it; announced politely. */
export function ContractTotals({
  control,
  t,
}: {
  control: Control<ContractFormValues>;
  t: PurchaseTranslate;
}) {
  const [items, taxRate] = useWatch({ control, name: ['items', 'taxRate'] });
  const totals = contractTotals({ items, taxRate });
  return (
    <p role="status" className="flex flex-wrap gap-x-6 gap-y-1 text-sm tabular-nums">
      <span>
        {t('contract.field.totalAmount')}: <strong>{totals.amount}</strong>
      </span>
      <span>
        {t('contract.field.amountExclTax')}: {totals.amountExclTax}
      </span>
      <span>
        {t('contract.field.taxAmount')}: {totals.taxAmount}
      </span>
      <span>
        {t('contract.field.totalAmountUpper')}: {totals.upper}
      </span>
    </p>
  );
}
