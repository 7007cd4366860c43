import { Search } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useToolkitT } from '@/lib/toolkit-i18n';

/**
 * The dialog a document editor picks its lines in (materials, plan lines, stock). Its body mounts only while it
 * is open, so the body's query runs only then and every opening starts with nothing ticked.
 */
export function PickDialog({
  open,
  onOpenChange,
  title,
  wide,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Room for more columns (max-w-4xl instead of 3xl). */
  wide?: boolean;
  children: ReactNode;
}) {
  const tk = useToolkitT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent
          closeLabel={tk('crud.close')}
          className={wide ? 'max-w-4xl' : 'max-w-3xl'}
          aria-describedby={undefined}
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
          </DialogHeader>
          {children}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

export interface PickColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Classes of the header and the cells, e.g. 'text-right tabular-nums' or 'font-mono text-xs'. */
  className?: string;
}

/** What the picker shows of its page query. */
export interface PickRows<Row> {
  rows: Row[];
  /** Nothing to show yet (a query that is disabled is not pending: it shows the empty text). */
  loading: boolean;
  failed: boolean;
  fetching: boolean;
  retry: () => unknown;
}

/** What a picker shows of a generated page query (`{ data: { records } }` in the envelope). */
export function pickRowsOf<Row>(query: {
  data?: { data?: { records?: Row[] } };
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  fetchStatus: string;
  refetch: () => unknown;
}): PickRows<Row> {
  return {
    rows: query.data?.data?.records ?? [],
    // A query waiting for its input (e.g. a stock-out without a storehouse) asks nothing: empty, not a spinner.
    loading: query.isPending && query.fetchStatus !== 'idle',
    failed: query.isError,
    fetching: query.isFetching,
    retry: query.refetch,
  };
}

export interface PickManyProps<Row> {
  /** Names the table for screen readers (the dialog's title). */
  label: string;
  page: PickRows<Row>;
  columns: PickColumn<Row>[];
  rowId: (row: Row) => string;
  /** The tick box's accessible name, e.g. "M001 螺纹钢". */
  rowLabel: (row: Row) => string;
  /** A row shown but not offered (e.g. a disabled material), with why in its cells. */
  rowDisabled?: (row: Row) => boolean;
  search: {
    label: string;
    button: string;
    /** A new keyword (undefined when cleared): the caller goes back to its first page. */
    onSearch: (keyword: string | undefined) => void;
    /** Further filter fields beside the keyword (each a labelled control). */
    filters?: ReactNode;
  };
  /** Paging under the table, for sources larger than one page. */
  pagination?: ReactNode;
  text: {
    loading: string;
    loadFailed: string;
    empty: string;
    /** "已选 n 项": the count of ticked rows. */
    selected: (count: number) => string;
    /** The add button, which may name the count. */
    add: (count: number) => string;
  };
  /** Closes the dialog: on cancel, and after the pick. */
  onClose: () => void;
  /** The ticked rows, in the order they were ticked (across pages and searches). */
  onPick: (rows: Row[]) => void;
}

const head =
  'sticky top-0 border-b border-line bg-surface px-3 py-2 text-left text-xs font-medium text-muted';
const cell = 'border-b border-line px-3 py-2';

/**
 * Search, tick several rows (ticks survive paging and new searches), add them. The states a user can meet — loading,
 * failed with a retry, nothing found — are said in the table; the count of ticked rows is announced politely.
 */
export function PickMany<Row>({
  label,
  page,
  columns,
  rowId,
  rowLabel,
  rowDisabled,
  search,
  pagination,
  text,
  onClose,
  onPick,
}: PickManyProps<Row>) {
  const tk = useToolkitT();
  const keywordId = useId();
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<ReadonlyMap<string, Row>>(new Map());
  const toggle = (row: Row) =>
    setChosen((previous) => {
      const next = new Map(previous);
      const id = rowId(row);
      if (next.has(id)) next.delete(id);
      else next.set(id, row);
      return next;
    });
  const span = columns.length + 1;
  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        className={cn(
          'grid gap-3 sm:items-end',
          search.filters ? 'sm:grid-cols-[1fr_1fr_auto]' : 'sm:grid-cols-[1fr_auto]',
        )}
        onSubmit={(event) => {
          event.preventDefault();
          // The picker sits inside the editor's form: its search must not submit the document.
          event.stopPropagation();
          search.onSearch(typed.trim() || undefined);
        }}
      >
        <div className="flex flex-col gap-2">
          <Label htmlFor={keywordId}>{search.label}</Label>
          <Input id={keywordId} value={typed} onChange={(event) => setTyped(event.target.value)} />
        </div>
        {search.filters}
        <Button type="submit">
          <Search className="size-4" aria-hidden="true" />
          {search.button}
        </Button>
      </form>
      <div
        className="max-h-[45vh] overflow-auto rounded-lg border border-line"
        aria-busy={page.fetching || undefined}
      >
        <table aria-label={label} className="w-full text-sm">
          <thead>
            <tr>
              <th className={cn(head, 'w-10')}>
                <span className="sr-only">{text.selected(chosen.size)}</span>
              </th>
              {columns.map((column) => (
                <th key={column.header} className={cn(head, column.className)}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {page.loading ? (
              <tr>
                <td colSpan={span} className="p-6 text-center text-muted">
                  <span role="status" className="inline-flex items-center gap-2">
                    <Spinner />
                    {text.loading}
                  </span>
                </td>
              </tr>
            ) : page.failed ? (
              <tr>
                <td colSpan={span} className="p-6 text-center">
                  <span role="alert" className="text-danger">
                    {text.loadFailed}
                  </span>{' '}
                  <Button size="sm" variant="link" onClick={() => void page.retry()}>
                    {tk('table.retry')}
                  </Button>
                </td>
              </tr>
            ) : page.rows.length === 0 ? (
              <tr>
                <td colSpan={span} className="p-6 text-center text-muted">
                  {text.empty}
                </td>
              </tr>
            ) : (
              page.rows.map((row) => {
                const id = rowId(row);
                const disabled = rowDisabled?.(row) ?? false;
                return (
                  <tr key={id} className={cn('hover:bg-primary/5', disabled && 'text-muted')}>
                    <td className={cell}>
                      <input
                        type="checkbox"
                        disabled={disabled}
                        checked={chosen.has(id)}
                        onChange={() => toggle(row)}
                        aria-label={rowLabel(row)}
                      />
                    </td>
                    {columns.map((column) => (
                      <td key={column.header} className={cn(cell, column.className)}>
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      {pagination}
      <DialogFooter className="mt-0 items-center">
        <span className="mr-auto text-sm text-muted" aria-live="polite">
          {text.selected(chosen.size)}
        </span>
        <Button type="button" variant="secondary" onClick={onClose}>
          {tk('crud.cancel')}
        </Button>
        <Button
          type="button"
          disabled={chosen.size === 0}
          onClick={() => {
            onPick([...chosen.values()]);
            onClose();
          }}
        >
          {text.add(chosen.size)}
        </Button>
      </DialogFooter>
    </div>
  );
}
