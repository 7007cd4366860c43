import type { StockLineBase } from '@/api/generated/stock/model';
import { cn } from '@/lib/cn';
import type { StockTranslate } from '../stock-i18n';

/** A posted or draft document's lines, read-only (a stock-out's cost shows once it is posted). */
export function StockLinesTable({
  items,
  t,
  label,
}: {
  items: readonly (StockLineBase & { stockQty?: number })[];
  t: StockTranslate;
  label: string;
}) {
  const head = 'border-b border-line px-3 py-2 text-left text-xs font-medium text-muted whitespace-nowrap';
  const cell = 'border-b border-line px-3 py-2';
  const num = 'text-right tabular-nums';
  return (
    <div className="max-h-[60vh] overflow-auto">
      <table aria-label={label} className="w-full text-sm">
        <thead className="sticky top-0 bg-surface">
          <tr>
            <th className={head}>{t('item.lineNo')}</th>
            <th className={head}>{t('item.materialCode')}</th>
            <th className={head}>{t('item.materialName')}</th>
            <th className={head}>{t('item.spec')}</th>
            <th className={head}>{t('item.unit')}</th>
            <th className={cn(head, num)}>{t('item.qty')}</th>
            <th className={cn(head, num)}>{t('item.unitCost')}</th>
            <th className={cn(head, num)}>{t('item.costAmount')}</th>
            <th className={head}>{t('item.remark')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td className={cell}>{item.lineNo}</td>
              <td className={cn(cell, 'font-mono text-xs')}>{item.materialCode}</td>
              <td className={cell}>{item.materialName}</td>
              <td className={cell}>{item.spec}</td>
              <td className={cell}>{item.unitName}</td>
              <td className={cn(cell, num)}>{item.qty}</td>
              <td className={cn(cell, num)}>{item.unitCost ?? ''}</td>
              <td className={cn(cell, num)}>{item.costAmount?.toFixed(2) ?? ''}</td>
              <td className={cell}>{item.remark}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
