import {
  FlexRender,
  useTable,
  type Header,
  type PaginationState,
  type RowData,
  type Row as TableRow,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, CircleAlert, Inbox } from 'lucide-react';
import { memo, useCallback, useMemo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import type { ListSort } from '@/lib/list-search';
import { useToolkitT, type ToolkitTranslate } from '@/lib/toolkit-i18n';
import { dataTableFeatures, type DataTableColumns, type DataTableFeatures } from './data-table-columns';
import { DataTablePagination, type DataTablePage } from './data-table-pagination';
import { DataTableToolbar } from './data-table-toolbar';
import { SelectCheckbox } from './select-checkbox';
import { TableFrame } from './table-frame';

export interface DataTableProps<Row extends RowData> {
  /** Accessible name of the table (usually the screen's title). */
  label: string;
  columns: DataTableColumns<Row>;
  /** The current page's rows (undefined while the first page loads). */
  rows: readonly Row[] | undefined;
  total: number;
  /** The field holding the row id (default `id`): selection and React keys use it. */
  rowKey?: keyof Row & string;
  page: DataTablePage;
  onPageChange: (page: DataTablePage) => void;
  sort?: ListSort;
  onSortChange?: (sort: ListSort | undefined) => void;
  /** The first load: no rows to show yet. */
  loading?: boolean;
  /** A later load (page change, refresh) while the previous rows stay visible. */
  fetching?: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** With onSelectionChange: a checkbox column and a select-all header (ids of the selected rows). */
  selection?: RowSelectionState;
  onSelectionChange?: (selection: RowSelectionState) => void;
  /** Content of the last column (view/edit/delete buttons, shown by permission). */
  rowActions?: (row: Row) => ReactNode;
  /** Buttons on the left of the toolbar (add, batch delete, …). */
  toolbar?: ReactNode;
  onRefresh?: () => void;
  /** With onSearchOpenChange: a toolbar button that shows and hides the search form. */
  searchOpen?: boolean;
  onSearchOpenChange?: (open: boolean) => void;
  /** Height limit of the scrolling body (the header row sticks); default 70vh. */
  bodyClassName?: string;
}

const EMPTY_ROWS: never[] = [];
const NO_SELECTION: RowSelectionState = {};
// Columns sort only where they opt in (the server sorts by them).
const defaultColumn = { enableSorting: false };

const resolve = <T,>(updater: Updater<T>, previous: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(previous) : updater;

const alignClass = { left: 'text-left', center: 'text-center', right: 'text-right' } as const;

/**
 * The one list table (DESIGN §6): a real <table> over TanStack Table v9 with server pagination and sorting,
 * an index column, row selection, a row-actions column, a toolbar (search toggle, refresh, column menu), and
 * empty, loading and error states. The state it shows is its props, so the screen keeps it in the URL.
 */
export function DataTable<Row extends RowData>({
  label,
  columns,
  rows,
  total,
  rowKey = 'id' as keyof Row & string,
  page,
  onPageChange,
  sort,
  onSortChange,
  loading = false,
  fetching = false,
  error,
  onRetry,
  selection,
  onSelectionChange,
  rowActions,
  toolbar,
  onRefresh,
  searchOpen,
  onSearchOpenChange,
  bodyClassName,
}: DataTableProps<Row>) {
  const t = useToolkitT();
  const selectable = onSelectionChange !== undefined;
  const getRowId = useCallback((row: Row) => String(row[rowKey]), [rowKey]);
  // Controlled slices are compared by identity: keep them stable between renders.
  const { current, size } = page;
  const pagination = useMemo<PaginationState>(
    () => ({ pageIndex: current - 1, pageSize: size }),
    [current, size],
  );
  const sortId = sort?.id;
  const sortDesc = sort?.desc ?? false;
  const sorting = useMemo<SortingState>(
    () => (sortId ? [{ id: sortId, desc: sortDesc }] : []),
    [sortId, sortDesc],
  );
  const rowSelection = selection ?? NO_SELECTION;

  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: rows ?? EMPTY_ROWS,
    getRowId,
    defaultColumn,
    rowCount: total,
    manualPagination: true,
    manualSorting: true,
    enableMultiSort: false,
    // Ascending first for every column (TanStack would start numbers descending).
    sortDescFirst: false,
    enableRowSelection: selectable,
    state: { pagination, sorting, rowSelection },
    onPaginationChange: (updater) => {
      const next = resolve(updater, pagination);
      onPageChange({ current: next.pageIndex + 1, size: next.pageSize });
    },
    onSortingChange: (updater) => onSortChange?.(resolve(updater, sorting)[0]),
    onRowSelectionChange: (updater) => onSelectionChange?.(resolve(updater, rowSelection)),
  });

  const visibleColumns = table.getVisibleLeafColumns();
  const pageRows = table.getRowModel().rows;
  const span = visibleColumns.length + (selectable ? 1 : 0) + 1 + (rowActions ? 1 : 0);
  const firstIndex = (current - 1) * size;
  const busy = loading || fetching;
  // One class string per visible column, shared by its 10-200 cells (and a stable prop for the memoised rows).
  const visibleKey = visibleColumns.map((column) => column.id).join(',');
  const cellClasses = useMemo(
    () =>
      Object.fromEntries(
        visibleColumns.map((column) => {
          const meta = column.columnDef.meta;
          return [column.id, cn(bodyCell, alignClass[meta?.align ?? 'left'], meta?.className)];
        }),
      ),
    // visibleColumns is a new array each render; its ids and the column defs say everything.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [visibleKey, columns],
  );

  return (
    <div className="flex flex-col gap-3">
      <DataTableToolbar
        table={table}
        selectedCount={Object.keys(rowSelection).length}
        onClearSelection={selectable ? () => onSelectionChange({}) : undefined}
        onRefresh={onRefresh}
        refreshing={fetching}
        searchOpen={searchOpen}
        onSearchOpenChange={onSearchOpenChange}
      >
        {toolbar}
      </DataTableToolbar>
      <TableFrame label={label} className={bodyClassName}>
        <table aria-label={label} aria-busy={busy || undefined} className="w-full border-collapse text-sm">
          <thead>
            <tr>
              {selectable ? (
                <th scope="col" className={cn(headCell, 'w-10 text-center')}>
                  <SelectCheckbox
                    label={t('table.selectAll')}
                    checked={pageRows.length > 0 && table.getIsAllPageRowsSelected()}
                    indeterminate={table.getIsSomePageRowsSelected()}
                    disabled={pageRows.length === 0}
                    onChange={(checked) => table.toggleAllPageRowsSelected(checked)}
                  />
                </th>
              ) : null}
              <th scope="col" className={cn(headCell, 'w-14 text-center')}>
                {t('table.index')}
              </th>
              {table
                .getHeaderGroups()[0]
                ?.headers.map((header) =>
                  header.column.getIsVisible() ? <HeaderCell key={header.id} header={header} /> : null,
                )}
              {rowActions ? (
                <th scope="col" className={cn(headCell, stickyActionsHead)}>
                  {t('table.actions')}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {pageRows.map((row, index) => (
              <DataTableRow
                key={row.id}
                row={row}
                number={firstIndex + index + 1}
                selected={selectable ? row.getIsSelected() : undefined}
                cellClasses={cellClasses}
                columns={columns}
                rowActions={rowActions}
                t={t}
              />
            ))}
            {pageRows.length === 0 ? (
              <EmptyTableRow span={span} loading={loading} error={error} onRetry={onRetry} />
            ) : null}
          </tbody>
        </table>
        {fetching && pageRows.length > 0 ? <FetchingOverlay /> : null}
      </TableFrame>
      <DataTablePagination page={page} total={total} onPageChange={onPageChange} />
    </div>
  );
}

export const headCell = cn(
  'sticky top-0 z-10 border-b border-line bg-canvas px-3 py-2.5 text-left text-xs font-semibold whitespace-nowrap text-ink/80',
);
// Cells do not wrap (the table scrolls sideways); a column that should wrap says so (`whitespace-normal`).
const bodyCell = 'px-3 py-2 align-middle whitespace-nowrap';
export const rowClass = 'border-t border-line/70 hover:bg-primary/5 aria-selected:bg-primary/8';
const selectCellClass = cn(bodyCell, 'text-center');
const numberCellClass = cn(bodyCell, 'text-center text-muted tabular-nums');
// The actions stay in view at the right edge when a wide table scrolls sideways.
export const stickyActionsHead = 'right-0 z-20 text-center shadow-[-1px_0_0_var(--color-line)]';
export const stickyActionsCell =
  'sticky right-0 bg-surface text-center whitespace-nowrap shadow-[-1px_0_0_var(--color-line)]';
const actionsCellClass = cn(bodyCell, stickyActionsCell);

interface DataTableRowProps<Row extends RowData> {
  row: TableRow<DataTableFeatures, Row>;
  number: number;
  /** undefined: the table has no selection column. */
  selected: boolean | undefined;
  cellClasses: Record<string, string>;
  /** Not read here: a new column list (language switch) must re-render the cells. */
  columns: unknown;
  rowActions?: (row: Row) => ReactNode;
  t: ToolkitTranslate;
}

/**
 * One body row. Memoised: selecting a row re-renders that row, not the page (200 rows × 15 cells); a new page,
 * column set, visibility or language gives new props and renders everything again.
 */
const DataTableRow = memo(function DataTableRow<Row extends RowData>({
  row,
  number,
  selected,
  cellClasses,
  rowActions,
  t,
}: DataTableRowProps<Row>) {
  return (
    <tr aria-selected={selected} className={rowClass}>
      {selected !== undefined ? (
        <td className={selectCellClass}>
          <SelectCheckbox
            label={t('table.selectRow', { index: number })}
            checked={selected}
            onChange={(checked) => row.toggleSelected(checked)}
          />
        </td>
      ) : null}
      <td className={numberCellClass}>{number}</td>
      {row.getVisibleCells().map((cell) => (
        <td key={cell.id} className={cellClasses[cell.column.id]}>
          <FlexRender cell={cell} />
        </td>
      ))}
      {rowActions ? <td className={actionsCellClass}>{rowActions(row.original)}</td> : null}
    </tr>
  );
}) as <Row extends RowData>(props: DataTableRowProps<Row>) => ReactNode;

function HeaderCell<Row extends RowData>({ header }: { header: Header<DataTableFeatures, Row, unknown> }) {
  const t = useToolkitT();
  const { column } = header;
  const meta = column.columnDef.meta;
  const className = cn(headCell, alignClass[meta?.align ?? 'left'], meta?.className);
  const title = header.isPlaceholder ? null : <FlexRender header={header} />;
  if (!column.getCanSort()) {
    return (
      <th scope="col" className={className}>
        {title}
      </th>
    );
  }
  const sorted = column.getIsSorted();
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  const name =
    meta?.label ?? (typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id);
  return (
    <th
      scope="col"
      className={className}
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
    >
      <button
        type="button"
        onClick={column.getToggleSortingHandler()}
        title={t('table.sortBy', { column: name })}
        className="-mx-1 inline-flex cursor-pointer items-center gap-1 rounded px-1 hover:text-primary focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none"
      >
        {title}
        <Icon className={cn('size-3.5', sorted ? 'text-primary' : 'text-muted/60')} aria-hidden="true" />
      </button>
    </th>
  );
}


/** The one row of a table without rows: loading, the load error with a retry, or 暂无数据. */
export function EmptyTableRow({ span, ...state }: { span: number } & Parameters<typeof TableState>[0]) {
  return (
    <tr>
      <td colSpan={span} className="px-4 py-12 text-center text-muted">
        <TableState {...state} />
      </td>
    </tr>
  );
}

/** Dims the rows on screen while the next ones load. */
export function FetchingOverlay() {
  return (
    <div className="pointer-events-none absolute inset-0 flex items-center justify-center bg-surface/50">
      <Spinner className="size-6 text-primary" />
    </div>
  );
}

/** The body of an empty table: loading, the load error with a retry, or 暂无数据. */
export function TableState({
  loading,
  error,
  onRetry,
}: {
  loading: boolean;
  error: unknown;
  onRetry?: () => void;
}) {
  const t = useToolkitT();
  if (loading) {
    return (
      <span role="status" className="inline-flex items-center gap-2">
        <Spinner className="text-primary" />
        {t('table.loading')}
      </span>
    );
  }
  if (error) {
    return (
      <span role="alert" className="inline-flex flex-wrap items-center justify-center gap-3 text-danger">
        <CircleAlert className="size-4" aria-hidden="true" />
        {t('table.loadFailed')}
        {error instanceof Error && error.message ? (
          <span className="text-muted">({error.message})</span>
        ) : null}
        {onRetry ? (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('table.retry')}
          </Button>
        ) : null}
      </span>
    );
  }
  return (
    <span className="inline-flex flex-col items-center gap-2">
      <Inbox className="size-8 text-muted/50" aria-hidden="true" />
      {t('table.empty')}
    </span>
  );
}
