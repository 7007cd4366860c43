import type { Matrix, MatrixLine } from '@/api/generated/purchar-sourcing/model';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { usePurcharT } from '../purchar-i18n';

// One formatter for the whole matrix: toLocaleString with options builds a new Intl.NumberFormat on every call,
// which for 200 lines × 10 suppliers was a few hundred milliseconds of each render.
const moneyFormat = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 4 });
const money = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : moneyFormat.format(value);

export interface SourcingMatrixProps {
  matrix: Matrix;
  /** Given on an editable bill: the award button of each line. */
  onAward?: (line: MatrixLine) => void;
  /** Given on an editable bill: the offer entry of each supplier (column header). */
  onOffers?: (supplierId: string) => void;
  /** Opens a supplier's offer files (listing them on any screen; upload and removal where the bill is editable). */
  onFiles?: (supplierId: string) => void;
}

/**
 * 比价矩阵: lines down, invited suppliers across; each cell the offer, the lowest valid offer of a line marked
 * (colour and the word, not colour alone) and the awarded quantity; totals per supplier in the footer; savings
 * against the budget and the last purchase price per line. What is lowest and saved is the server's answer.
 */
export function SourcingMatrix({ matrix, onAward, onOffers, onFiles }: SourcingMatrixProps) {
  const t = usePurcharT();
  const { suppliers, lines } = matrix;
  return (
    <div className="overflow-auto rounded-md border border-border">
      <table className="w-full border-collapse text-sm" aria-label={t('sourcing.editor.matrix')}>
        <thead className="bg-muted/40 text-left">
          <tr>
            <th scope="col" className="p-2">
              {t('sourcing.field.lineNo')}
            </th>
            <th scope="col" className="min-w-40 p-2">
              {t('sourcing.field.material')}
            </th>
            <th scope="col" className="p-2 text-right">
              {t('sourcing.field.qty')}
            </th>
            <th scope="col" className="p-2 text-right">
              {t('sourcing.field.budgetPrice')}
            </th>
            <th scope="col" className="p-2 text-right">
              {t('sourcing.field.lastPrice')}
            </th>
            {suppliers.map((s) => (
              <th key={s.supplierId} scope="col" className="min-w-36 p-2">
                <div className="flex flex-col gap-1">
                  <span>{s.supplierName}</span>
                  {onOffers ? (
                    <Button size="sm" variant="secondary" onClick={() => onOffers(s.supplierId)}>
                      {t('sourcing.editor.enterOffers')}
                    </Button>
                  ) : null}
                  {onFiles ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`${t('sourcing.files.open')} ${s.supplierName}`}
                      onClick={() => onFiles(s.supplierId)}
                    >
                      {t('sourcing.files.open')}
                    </Button>
                  ) : null}
                </div>
              </th>
            ))}
            <th scope="col" className="p-2 text-right">
              {t('sourcing.field.awardedQty')}
            </th>
            <th scope="col" className="p-2 text-right">
              {t('sourcing.field.saving')}
            </th>
            <th scope="col" className="p-2 text-right">
              {t('sourcing.field.savingLast')}
            </th>
            {onAward ? <th scope="col" className="p-2" /> : null}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.sourcingItemId} className="border-t border-border align-top">
              <td className="p-2 tabular-nums">{line.lineNo}</td>
              <td className="p-2">
                <div>{line.materialName}</div>
                <div className="text-xs text-muted">
                  {line.materialCode} {line.spec} {line.unitName}
                </div>
              </td>
              <td className="p-2 text-right tabular-nums">{line.qty}</td>
              <td className="p-2 text-right tabular-nums">{money(line.budgetPrice)}</td>
              <td className="p-2 text-right tabular-nums">{money(line.lastPrice)}</td>
              {suppliers.map((s) => {
                const cell = line.cells.find((c) => c.supplierId === s.supplierId);
                return (
                  <td
                    key={s.supplierId}
                    data-lowest={cell?.lowest ? 'true' : undefined}
                    className={cn('p-2 tabular-nums', cell?.lowest && 'bg-success/10 font-semibold')}
                  >
                    {cell ? (
                      <div className="flex flex-col">
                        <span>
                          {money(cell.unitPrice)}
                          {cell.lowest ? (
                            <span className="ml-1 rounded bg-success-fill px-1 text-xs text-white">
                              {t('sourcing.editor.lowest')}
                            </span>
                          ) : null}
                          {!cell.valid ? (
                            <span className="ml-1 text-xs text-muted">{t('sourcing.editor.expired')}</span>
                          ) : null}
                        </span>
                        {cell.winQty > 0 ? (
                          <span className="text-xs text-primary">
                            {t('sourcing.field.winQty')} {cell.winQty}
                          </span>
                        ) : null}
                        {cell.reason ? <span className="text-xs text-muted">{cell.reason}</span> : null}
                      </div>
                    ) : (
                      <span className="text-muted">—</span>
                    )}
                  </td>
                );
              })}
              <td className="p-2 text-right tabular-nums">{line.awardedQty}</td>
              <td className="p-2 text-right tabular-nums">{money(line.savingVsBudget)}</td>
              <td className="p-2 text-right tabular-nums">{money(line.savingVsLast)}</td>
              {onAward ? (
                <td className="p-2">
                  <Button size="sm" onClick={() => onAward(line)} disabled={line.cells.length === 0}>
                    {t('sourcing.editor.award')}
                  </Button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-border bg-muted/20">
          <tr>
            <th scope="row" colSpan={5} className="p-2 text-left">
              {t('sourcing.field.total')}
            </th>
            {suppliers.map((s) => (
              <td key={s.supplierId} className="p-2 tabular-nums">
                <div>{money(s.totalAmount)}</div>
                <div className="text-xs text-muted">
                  {t('sourcing.field.winAmount')} {money(s.winAmount)}
                </div>
              </td>
            ))}
            <td className="p-2 text-right tabular-nums">{money(matrix.winAmount)}</td>
            <td className="p-2 text-right tabular-nums">{money(matrix.savingVsBudget)}</td>
            <td className="p-2 text-right tabular-nums">{money(matrix.savingVsLast)}</td>
            {onAward ? <td /> : null}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
