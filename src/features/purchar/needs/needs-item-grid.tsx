import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { memo, useEffect, useRef } from 'react';
import {
  useFormState,
  useWatch,
  type Control,
  type FieldArrayWithId,
  type UseFormRegister,
} from 'react-hook-form';
import { inputClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { multiplyDecimals, roundDecimal } from '@/lib/decimal';
import type { PurcharTranslate } from '../purchar-i18n';
import type { NeedsFormValues } from './needs-editor-form';

/** Rows are one line high, so the virtualiser can place them without measuring. */
export const ROW_HEIGHT = 44;
/** Rows rendered above and below the visible window (smooth scrolling, keyboard focus moving a row away). */
const OVERSCAN = 8;
const FALLBACK_RECT = { width: 1200, height: ROW_HEIGHT * 12 };

type Line = FieldArrayWithId<NeedsFormValues, 'items', 'id'>;

export interface NeedsItemGridProps {
  control: Control<NeedsFormValues>;
  register: UseFormRegister<NeedsFormValues>;
  fields: readonly Line[];
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  /** Scrolls to a line and focuses its quantity (a line the save refused); the nonce repeats a request. */
  focusRequest?: { index: number; nonce: number };
  t: PurcharTranslate;
}

const cellInput = cn(inputClasses, 'h-8 rounded-md px-2 text-sm');
const head =
  'sticky top-0 z-10 border-b border-line bg-surface px-2 py-2 text-left text-xs font-medium whitespace-nowrap text-muted';
const cell = 'border-b border-line px-2 py-1.5 align-middle';
const iconButton =
  'inline-flex size-7 items-center justify-center rounded-md text-muted hover:bg-primary/10 hover:text-primary focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none disabled:opacity-40 disabled:pointer-events-none';

export const lineInputId = (key: string, column: string) => `needs-line-${key}-${column}`;

/**
 * The item grid: a real table (row and column headers for screen readers, aria-rowcount/rowindex for the lines
 * not rendered) whose rows are virtualised, so 2 000 lines render a window of a few dozen. Inputs are registered
 * with react-hook-form (uncontrolled): typing in a cell re-renders that cell's line amount and the totals, not
 * the other rows; the rows are memoised on their index and line.
 */
export function NeedsItemGrid({
  control,
  register,
  fields,
  onMove,
  onRemove,
  focusRequest,
  t,
}: NeedsItemGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The compiler cannot memoise around the virtualiser; the rows are memoised by hand (GridRow).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: fields.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    initialRect: FALLBACK_RECT,
    // A grid not laid out yet (first paint, a hidden tab, jsdom) measures 0: render a window rather than none.
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : FALLBACK_RECT)),
  });

  useEffect(() => {
    if (!focusRequest) return;
    virtualizer.scrollToIndex(focusRequest.index, { align: 'center' });
    const key = fields[focusRequest.index]?.id;
    // The row renders after the scroll; focus its quantity once it is there.
    const frame = requestAnimationFrame(() => {
      if (key) document.getElementById(lineInputId(key, 'qty'))?.focus();
    });
    return () => cancelAnimationFrame(frame);
    // Only a new request scrolls; fields and the virtualiser are read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  const items = virtualizer.getVirtualItems();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const columns = 12;

  return (
    <div
      ref={scrollRef}
      className="max-h-[60vh] overflow-auto rounded-lg border border-line"
      data-testid="needs-grid-scroll"
    >
      <table
        aria-label={t('needs.editor.gridLabel')}
        aria-rowcount={fields.length + 1}
        className="w-full min-w-[72rem] border-separate border-spacing-0 text-sm"
      >
        <thead>
          <tr aria-rowindex={1}>
            <th className={cn(head, 'w-12')}>{t('needs.item.lineNo')}</th>
            <th className={cn(head, 'w-28')}>{t('needs.item.materialCode')}</th>
            <th className={cn(head, 'min-w-32')}>{t('needs.item.materialName')}</th>
            <th className={cn(head, 'w-28')}>{t('needs.item.spec')}</th>
            <th className={cn(head, 'w-14')}>{t('needs.item.unit')}</th>
            <th className={cn(head, 'w-28')}>
              <span aria-hidden="true" className="text-danger">
                *
              </span>
              {t('needs.item.qty')}
            </th>
            <th className={cn(head, 'w-28')}>{t('needs.item.estimatedPrice')}</th>
            <th className={cn(head, 'w-28 text-right')}>{t('needs.item.estimatedAmount')}</th>
            <th className={cn(head, 'w-36')}>{t('needs.item.needDate')}</th>
            <th className={cn(head, 'w-36')}>{t('needs.item.usePart')}</th>
            <th className={cn(head, 'w-36')}>{t('needs.item.remark')}</th>
            <th className={cn(head, 'w-24')}>
              <span className="sr-only">{t('needs.editor.lines')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {paddingTop > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={columns} style={{ height: paddingTop, padding: 0, border: 0 }} />
            </tr>
          ) : null}
          {items.map((item) => {
            const line = fields[item.index]!;
            return (
              <GridRow
                key={line.id}
                index={item.index}
                count={fields.length}
                line={line}
                control={control}
                register={register}
                onMove={onMove}
                onRemove={onRemove}
                t={t}
              />
            );
          })}
          {paddingBottom > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={columns} style={{ height: paddingBottom, padding: 0, border: 0 }} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

interface GridRowProps {
  index: number;
  count: number;
  line: Line;
  control: Control<NeedsFormValues>;
  register: UseFormRegister<NeedsFormValues>;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  t: PurcharTranslate;
}

const GridRow = memo(function GridRow({
  index,
  count,
  line,
  control,
  register,
  onMove,
  onRemove,
  t,
}: GridRowProps) {
  const lineNo = index + 1;
  const label = (column: string) => t('needs.item.cellLabel', { line: lineNo, column });
  const { errors } = useFormState({ control, name: `items.${index}` });
  const lineErrors = errors.items?.[index];
  const qtyError = lineErrors?.qty?.message;
  const priceError = lineErrors?.estimatedPrice?.message;
  const rejected = line.rejectReason !== '';
  return (
    <tr aria-rowindex={lineNo + 1} className={cn(rejected && 'bg-danger/5')} style={{ height: ROW_HEIGHT }}>
      <th scope="row" className={cn(cell, 'text-left font-normal text-muted tabular-nums')}>
        {lineNo}
      </th>
      <td className={cn(cell, 'font-mono text-xs')}>{line.materialCode}</td>
      <td className={cell}>
        <span className="block max-w-48 truncate" title={line.materialName}>
          {line.materialName}
        </span>
        {rejected ? (
          <span className="block max-w-48 truncate text-xs text-danger" title={line.rejectReason}>
            {t('needs.editor.rejectedLine', { reason: line.rejectReason })}
          </span>
        ) : null}
      </td>
      <td className={cn(cell, 'max-w-28 truncate')} title={line.spec}>
        {line.spec}
      </td>
      <td className={cell}>{line.unitName}</td>
      <td className={cell}>
        <input
          id={lineInputId(line.id, 'qty')}
          className={cn(cellInput, 'text-right tabular-nums')}
          inputMode="decimal"
          autoComplete="off"
          aria-label={label(t('needs.item.qty'))}
          aria-required
          aria-invalid={qtyError ? true : undefined}
          title={qtyError}
          {...register(`items.${index}.qty`)}
        />
      </td>
      <td className={cell}>
        <input
          id={lineInputId(line.id, 'estimatedPrice')}
          className={cn(cellInput, 'text-right tabular-nums')}
          inputMode="decimal"
          autoComplete="off"
          aria-label={label(t('needs.item.estimatedPrice'))}
          aria-invalid={priceError ? true : undefined}
          title={priceError}
          {...register(`items.${index}.estimatedPrice`)}
        />
      </td>
      <td className={cn(cell, 'text-right tabular-nums')}>
        <LineAmount control={control} index={index} />
      </td>
      <td className={cell}>
        <input
          type="date"
          className={cellInput}
          aria-label={label(t('needs.item.needDate'))}
          {...register(`items.${index}.needDate`)}
        />
      </td>
      <td className={cell}>
        <input
          className={cellInput}
          maxLength={200}
          autoComplete="off"
          aria-label={label(t('needs.item.usePart'))}
          {...register(`items.${index}.usePart`)}
        />
      </td>
      <td className={cell}>
        <input
          className={cellInput}
          maxLength={500}
          autoComplete="off"
          aria-label={label(t('needs.item.remark'))}
          {...register(`items.${index}.remark`)}
        />
      </td>
      <td className={cell}>
        <span className="inline-flex gap-0.5">
          <button
            type="button"
            className={iconButton}
            disabled={index === 0}
            aria-label={t('needs.item.moveUp', { line: lineNo })}
            onClick={() => onMove(index, index - 1)}
          >
            <ArrowUp className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={iconButton}
            disabled={index === count - 1}
            aria-label={t('needs.item.moveDown', { line: lineNo })}
            onClick={() => onMove(index, index + 1)}
          >
            <ArrowDown className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={cn(iconButton, 'hover:bg-danger/10 hover:text-danger')}
            aria-label={t('needs.item.remove', { line: lineNo })}
            onClick={() => onRemove(index)}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        </span>
      </td>
    </tr>
  );
});

/** qty × price of one line, rounded half-up to 2 decimals as the server stores it; blank without a price. */
function LineAmount({ control, index }: { control: Control<NeedsFormValues>; index: number }) {
  const [qty, price] = useWatch({
    control,
    name: [`items.${index}.qty`, `items.${index}.estimatedPrice`],
  });
  const product = qty && price ? multiplyDecimals(qty, price) : undefined;
  return <>{product ? roundDecimal(product, 2) : ''}</>;
}
