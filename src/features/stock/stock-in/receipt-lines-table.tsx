import type { StockMaterial } from '@/api/generated/stock/model';
import { Input } from '@/components/ui/input';
import { useStockT } from '../stock-i18n';

/** What the keeper typed on one order line (text, as typed). */
export interface ReceiptLineInput {
  arrival: string;
  qty: string;
  rejected: string;
}

const QTY = /^\d{1,9}(\.\d{1,3})?$/;
const thousandths = (text: string) => Math.round(Number(text || 0) * 1000);

/**
 * For comfort only (the server is the truth): quantities with at most 3 decimals, arrival = accepted + rejected,
 * accepted ≤ what the line still expects. Answers the i18n key of the first problem, or undefined.
 */
export type ReceiptProblem = 'receipt.qtyInvalid' | 'receipt.arrivalMismatch' | 'receipt.aboveRemaining';

export function lineProblem(input: ReceiptLineInput, remaining: number): ReceiptProblem | undefined {
  for (const text of [input.arrival, input.qty, input.rejected])
    if (text && !QTY.test(text)) return 'receipt.qtyInvalid';
  if (!(Number(input.arrival) > 0)) return 'receipt.qtyInvalid';
  if (thousandths(input.qty) + thousandths(input.rejected) !== thousandths(input.arrival))
    return 'receipt.arrivalMismatch';
  if (thousandths(input.qty) > Math.round(remaining * 1000)) return 'receipt.aboveRemaining';
  return undefined;
}

/** The open order lines with their ordered, received and remaining quantities and the three inputs per line. */
export function ReceiptLinesTable(props: {
  rows: StockMaterial[];
  loading: boolean;
  inputs: Record<string, ReceiptLineInput>;
  showErrors: boolean;
  onChange: (orderItemId: string, next: ReceiptLineInput) => void;
}) {
  const t = useStockT();
  if (props.loading) return <p className="text-sm text-muted">{t('picker.loading')}</p>;
  if (!props.rows.length) return <p className="text-sm text-muted">{t('receipt.noLines')}</p>;
  const num = 'px-2 py-2 text-right tabular-nums';
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" aria-label={t('editor.lines')}>
        <thead className="text-left text-muted">
          <tr>
            <th className="px-2 py-2">{t('item.materialCode')}</th>
            <th className="px-2 py-2">{t('item.materialName')}</th>
            <th className="px-2 py-2">{t('item.spec')}</th>
            <th className="px-2 py-2">{t('item.unit')}</th>
            <th className={num}>{t('receipt.orderQty')}</th>
            <th className={num}>{t('receipt.receivedQty')}</th>
            <th className={num}>{t('receipt.remainingQty')}</th>
            <th className="px-2 py-2">{t('receipt.arrivalQty')}</th>
            <th className="px-2 py-2">{t('receipt.acceptedQty')}</th>
            <th className="px-2 py-2">{t('receipt.rejectedQty')}</th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => {
            const id = row.orderItemId!;
            const input = props.inputs[id] ?? { arrival: '', qty: '', rejected: '' };
            const problem =
              input.arrival || input.qty ? lineProblem(input, row.remainingQty ?? 0) : undefined;
            const shown = props.showErrors || input.arrival ? problem : undefined;
            const set = (field: keyof ReceiptLineInput, value: string) => {
              const next: ReceiptLineInput = { ...input, [field]: value };
              // While nothing is rejected, the accepted quantity follows the arrival as it is typed.
              if (field === 'arrival' && !input.rejected && (!input.qty || input.qty === input.arrival))
                next.qty = value;
              props.onChange(id, next);
            };
            const cell = (field: keyof ReceiptLineInput, label: string) => (
              <td className="px-2 py-1">
                <Input
                  inputMode="decimal"
                  aria-label={`${row.materialName} ${label}`}
                  aria-invalid={shown ? true : undefined}
                  className="w-28"
                  value={input[field]}
                  onChange={(e) => set(field, e.target.value.trim())}
                />
              </td>
            );
            return (
              <tr key={id} className="border-t border-line align-top">
                <td className="px-2 py-2 font-mono text-xs">{row.materialCode}</td>
                <td className="px-2 py-2">
                  {row.materialName}
                  {shown ? (
                    <p role="alert" className="text-xs text-danger">
                      {t(shown)}
                    </p>
                  ) : null}
                </td>
                <td className="px-2 py-2">{row.spec}</td>
                <td className="px-2 py-2">{row.unitName}</td>
                <td className={num}>{row.orderQty}</td>
                <td className={num}>{row.receivedQty}</td>
                <td className={num}>{row.remainingQty}</td>
                {cell('arrival', t('receipt.arrivalQty'))}
                {cell('qty', t('receipt.acceptedQty'))}
                {cell('rejected', t('receipt.rejectedQty'))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
