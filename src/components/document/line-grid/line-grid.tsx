import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { memo, useEffect, useRef, type ReactNode } from 'react';
import { useApprovalT, type ApprovalTranslate } from '@/components/approval/approval-i18n';
import { inputClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/** Rows are one line high, so the virtualiser can place them without measuring. */
export const LINE_ROW_HEIGHT = 44;
/** Rows rendered above and below the visible window (smooth scrolling, keyboard focus moving a row away). */
const OVERSCAN = 8;
const FALLBACK_RECT = { width: 1200, height: LINE_ROW_HEIGHT * 12 };

/** What a cell renders from: its line (a field-array row), the line's index and number, an accessible label. */
export interface LineCellContext<Line> {
  line: Line;
  index: number;
  lineNo: number;
  /** "第 {line} 行 {column}": the label of an input in this cell. */
  label: (column: string) => string;
}

/**
 * One column of a line grid. `cell` may render components that use hooks (a registered input, a watched amount);
 * keep the column array stable (useMemo), rows are memoised on it.
 */
export interface LineColumn<Line> {
  id: string;
  header: ReactNode;
  /** Width and alignment of the header cell (`w-28 text-right`). */
  headerClassName?: string;
  /** Marks the header with a red asterisk (the column must be filled). */
  required?: boolean;
  className?: string;
  /** The cell's title attribute (the full text of a truncated value). */
  title?: (line: Line) => string | undefined;
  cell: (context: LineCellContext<Line>) => ReactNode;
}

/** Scrolls to a line and focuses one of its inputs; the nonce repeats a request for the same line. */
export interface FocusRequest {
  index: number;
  nonce: number;
}

export interface LineGridProps<Line extends { id: string }> {
  /** The table's accessible name. */
  label: string;
  columns: readonly LineColumn<Line>[];
  /** The field-array rows (`id` is the row's stable key). */
  lines: readonly Line[];
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  focusRequest?: FocusRequest;
  /** The id of the input a focus request focuses, for a line's key (its first editable cell). */
  focusTarget?: (key: string) => string;
  rowClassName?: (line: Line) => string | undefined;
  /** Minimum table width (many columns scroll sideways rather than squeeze). */
  minWidthClassName?: string;
  testId?: string;
}

const head =
  'sticky top-0 z-10 border-b border-line bg-surface px-2 py-2 text-left text-xs font-medium whitespace-nowrap text-muted';
const cell = 'border-b border-line px-2 py-1.5 align-middle';
const iconButton =
  'inline-flex size-7 items-center justify-center rounded-md text-muted hover:bg-primary/10 hover:text-primary focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none disabled:opacity-40 disabled:pointer-events-none';

/** The class of an input inside a grid cell. */
export const lineCellInput = cn(inputClasses, 'h-8 rounded-md px-2 text-sm');

/**
 * A document's line grid: a real table (row and column headers for screen readers, aria-rowcount/rowindex for
 * the lines not rendered) whose rows are virtualised, so 2 000 lines render a window of a few dozen. Each row has
 * its number, the document's columns, and move up/down and remove. Rows are memoised on their index and line:
 * with uncontrolled inputs (react-hook-form `register`), typing re-renders only what watches that value.
 */
export function LineGrid<Line extends { id: string }>({
  label,
  columns,
  lines,
  onMove,
  onRemove,
  focusRequest,
  focusTarget,
  rowClassName,
  minWidthClassName = 'min-w-[72rem]',
  testId,
}: LineGridProps<Line>) {
  const t = useApprovalT();
  const scrollRef = useRef<HTMLDivElement>(null);
  // The compiler cannot memoise around the virtualiser; the rows are memoised by hand (GridRow).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => LINE_ROW_HEIGHT,
    overscan: OVERSCAN,
    initialRect: FALLBACK_RECT,
    // A grid not laid out yet (first paint, a hidden tab, jsdom) measures 0: render a window rather than none.
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : FALLBACK_RECT)),
  });

  useEffect(() => {
    if (!focusRequest) return;
    virtualizer.scrollToIndex(focusRequest.index, { align: 'center' });
    const key = lines[focusRequest.index]?.id;
    // The row renders after the scroll; focus its input once it is there.
    const frame = requestAnimationFrame(() => {
      if (key && focusTarget) document.getElementById(focusTarget(key))?.focus();
    });
    return () => cancelAnimationFrame(frame);
    // Only a new request scrolls; lines and the virtualiser are read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  const items = virtualizer.getVirtualItems();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const span = columns.length + 2;

  return (
    <div
      ref={scrollRef}
      className="max-h-[60vh] overflow-auto rounded-lg border border-line"
      data-testid={testId}
    >
      <table
        aria-label={label}
        aria-rowcount={lines.length + 1}
        className={cn('w-full border-separate border-spacing-0 text-sm', minWidthClassName)}
      >
        <thead>
          <tr aria-rowindex={1}>
            <th className={cn(head, 'w-12')}>{t('lines.lineNo')}</th>
            {columns.map((column) => (
              <th key={column.id} className={cn(head, column.headerClassName)}>
                {column.required ? (
                  <span aria-hidden="true" className="text-danger">
                    *
                  </span>
                ) : null}
                {column.header}
              </th>
            ))}
            <th className={cn(head, 'w-24')}>
              <span className="sr-only">{t('lines.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {paddingTop > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={span} style={{ height: paddingTop, padding: 0, border: 0 }} />
            </tr>
          ) : null}
          {items.map((item) => {
            const line = lines[item.index]!;
            return (
              <GridRow
                key={line.id}
                index={item.index}
                count={lines.length}
                line={line}
                columns={columns as readonly LineColumn<{ id: string }>[]}
                rowClassName={rowClassName?.(line)}
                onMove={onMove}
                onRemove={onRemove}
                t={t}
              />
            );
          })}
          {paddingBottom > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={span} style={{ height: paddingBottom, padding: 0, border: 0 }} />
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
  line: { id: string };
  columns: readonly LineColumn<{ id: string }>[];
  rowClassName: string | undefined;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  t: ApprovalTranslate;
}

const GridRow = memo(function GridRow({
  index,
  count,
  line,
  columns,
  rowClassName,
  onMove,
  onRemove,
  t,
}: GridRowProps) {
  const lineNo = index + 1;
  const context: LineCellContext<{ id: string }> = {
    line,
    index,
    lineNo,
    label: (column) => t('lines.cellLabel', { line: lineNo, column }),
  };
  return (
    <tr aria-rowindex={lineNo + 1} className={rowClassName} style={{ height: LINE_ROW_HEIGHT }}>
      <th scope="row" className={cn(cell, 'text-left font-normal text-muted tabular-nums')}>
        {lineNo}
      </th>
      {columns.map((column) => (
        <td key={column.id} className={cn(cell, column.className)} title={column.title?.(line)}>
          {column.cell(context)}
        </td>
      ))}
      <td className={cell}>
        <span className="inline-flex gap-0.5">
          <button
            type="button"
            className={iconButton}
            disabled={index === 0}
            aria-label={t('lines.moveUp', { line: lineNo })}
            onClick={() => onMove(index, index - 1)}
          >
            <ArrowUp className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={iconButton}
            disabled={index === count - 1}
            aria-label={t('lines.moveDown', { line: lineNo })}
            onClick={() => onMove(index, index + 1)}
          >
            <ArrowDown className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={cn(iconButton, 'hover:bg-danger/10 hover:text-danger')}
            aria-label={t('lines.remove', { line: lineNo })}
            onClick={() => onRemove(index)}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        </span>
      </td>
    </tr>
  );
});
