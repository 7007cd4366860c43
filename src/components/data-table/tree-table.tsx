import {
  FlexRender,
  useTable,
  type RowData,
  type RowSelectionState,
  type Updater,
} from '@tanstack/react-table';
import { ChevronRight, ChevronsDownUp, ChevronsUpDown } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useToolkitT } from '@/lib/toolkit-i18n';
import {
  EmptyTableRow,
  FetchingOverlay,
  headCell,
  rowClass,
  stickyActionsCell,
  stickyActionsHead,
} from './data-table';
import { dataTableFeatures, type DataTableColumns } from './data-table-columns';
import { DataTableToolbar } from './data-table-toolbar';
import { SelectCheckbox } from './select-checkbox';
import { TableFrame } from './table-frame';

/** A node of a server tree list (BladeX: `children` when loaded, `hasChildren` when they can be fetched). */
export interface TreeTableRow {
  id: string;
  children?: readonly TreeTableRow[] | null;
  hasChildren?: boolean | null;
}

export interface TreeTableProps<Row extends TreeTableRow> {
  /** Accessible name of the tree grid (usually the screen's title). */
  label: string;
  /** The first visible column carries the indentation and the expand button. */
  columns: DataTableColumns<Row>;
  /** The root nodes (undefined while they load). */
  rows: readonly Row[] | undefined;
  loading?: boolean;
  fetching?: boolean;
  error?: unknown;
  onRetry?: () => void;
  onRefresh?: () => void;
  /**
   * Lazy trees: the children of a node that says `hasChildren` but brings none are fetched when it is expanded.
   * They are fetched again for every expanded node when `rows` changes (after a save or a refresh).
   */
  loadChildren?: (row: Row) => Promise<readonly Row[]>;
  /** How many levels start expanded (0: only the roots show; default 1). */
  defaultExpandDepth?: number;
  selection?: RowSelectionState;
  onSelectionChange?: (selection: RowSelectionState) => void;
  rowActions?: (row: Row) => ReactNode;
  toolbar?: ReactNode;
  searchOpen?: boolean;
  onSearchOpenChange?: (open: boolean) => void;
  bodyClassName?: string;
}

interface VisibleNode<Row> {
  row: Row;
  depth: number;
  /** undefined: a leaf. */
  expanded?: boolean;
  loadingChildren: boolean;
}

type LazyChildren<Row> =
  { state: 'loading' } | { state: 'loaded'; rows: readonly Row[] } | { state: 'failed' };

const EMPTY: never[] = [];
const NO_SELECTION: RowSelectionState = {};
const defaultColumn = { enableSorting: false };

const resolve = <T,>(updater: Updater<T>, previous: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(previous) : updater;

/** Ids of the nodes down to `depth` levels that have children loaded or to load. */
function idsToDepth(rows: readonly TreeTableRow[], depth: number, into = new Set<string>()): Set<string> {
  if (depth <= 0) return into;
  for (const row of rows) {
    if (row.children?.length || row.hasChildren) into.add(row.id);
    if (row.children?.length) idsToDepth(row.children, depth - 1, into);
  }
  return into;
}

/**
 * A tree list (departments, menus, roles, regions, dictionaries): the same columns, toolbar, selection and row
 * actions as DataTable, shown as a WAI-ARIA tree grid whose first column indents and expands. No pagination: a
 * tree arrives whole, or level by level through `loadChildren`.
 */
export function TreeTable<Row extends TreeTableRow & RowData>({
  label,
  columns,
  rows,
  loading = false,
  fetching = false,
  error,
  onRetry,
  onRefresh,
  loadChildren,
  defaultExpandDepth = 1,
  selection,
  onSelectionChange,
  rowActions,
  toolbar,
  searchOpen,
  onSearchOpenChange,
  bodyClassName,
}: TreeTableProps<Row>) {
  const t = useToolkitT();
  const selectable = onSelectionChange !== undefined;
  const roots = rows ?? EMPTY;
  const [expanded, setExpanded] = useState<ReadonlySet<string> | null>(null);
  const [lazy, setLazy] = useState<ReadonlyMap<string, LazyChildren<Row>>>(new Map());
  const openIds = useMemo(
    () => expanded ?? idsToDepth(roots, defaultExpandDepth),
    [expanded, roots, defaultExpandDepth],
  );

  const childrenOf = useCallback(
    (row: Row): readonly Row[] | undefined => {
      if (row.children?.length) return row.children as readonly Row[];
      const loaded = lazy.get(row.id);
      return loaded?.state === 'loaded' ? loaded.rows : undefined;
    },
    [lazy],
  );

  const fetchChildren = useCallback(
    (row: Row) => {
      if (!loadChildren) return;
      setLazy((previous) => new Map(previous).set(row.id, { state: 'loading' }));
      loadChildren(row).then(
        (children) =>
          setLazy((previous) => new Map(previous).set(row.id, { state: 'loaded', rows: children })),
        () => setLazy((previous) => new Map(previous).set(row.id, { state: 'failed' })),
      );
    },
    [loadChildren],
  );

  // New roots (a save, a refresh): lazily loaded levels may be stale too, so fetch the open ones again.
  const latest = useRef({ lazy, openIds });
  useEffect(() => {
    latest.current = { lazy, openIds };
  });
  useEffect(() => {
    const { lazy: cached, openIds: open } = latest.current;
    for (const [id, entry] of cached) {
      if (entry.state !== 'loaded' || !open.has(id)) continue;
      const row = findRow(roots, id, cached);
      if (row) fetchChildren(row as Row);
    }
  }, [roots, fetchChildren]);

  const toggle = (row: Row) => {
    const next = new Set(openIds);
    if (next.has(row.id)) next.delete(row.id);
    else {
      next.add(row.id);
      const cached = lazy.get(row.id);
      if (!row.children?.length && row.hasChildren && (!cached || cached.state === 'failed'))
        fetchChildren(row);
    }
    setExpanded(next);
  };

  const visible = useMemo(() => {
    const out: VisibleNode<Row>[] = [];
    const walk = (level: readonly Row[], depth: number) => {
      for (const row of level) {
        const children = childrenOf(row);
        const hasChildren = Boolean(children?.length || (row.hasChildren && loadChildren));
        const open = hasChildren && openIds.has(row.id);
        out.push({
          row,
          depth,
          expanded: hasChildren ? open : undefined,
          loadingChildren: lazy.get(row.id)?.state === 'loading',
        });
        if (open && children) walk(children, depth + 1);
      }
    };
    walk(roots, 0);
    return out;
  }, [roots, openIds, childrenOf, lazy, loadChildren]);

  const data = useMemo(() => visible.map((node) => node.row), [visible]);
  const nodeById = useMemo(() => new Map(visible.map((node) => [node.row.id, node])), [visible]);
  const rowSelection = selection ?? NO_SELECTION;
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    getRowId: (row: Row) => row.id,
    defaultColumn,
    manualPagination: true,
    enableRowSelection: selectable,
    state: { rowSelection },
    onRowSelectionChange: (updater) => onSelectionChange?.(resolve(updater, rowSelection)),
  });

  const expandAll = () => {
    const all = idsToDepth(roots, Number.POSITIVE_INFINITY);
    for (const [id, entry] of lazy) if (entry.state === 'loaded') idsToDepth(entry.rows, 1, all.add(id));
    setExpanded(all);
  };

  const visibleColumns = table.getVisibleLeafColumns();
  const firstColumnId = visibleColumns[0]?.id;
  const tableRows = table.getRowModel().rows;
  const span = visibleColumns.length + (selectable ? 1 : 0) + (rowActions ? 1 : 0);
  const busy = loading || fetching;

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
        <Button size="sm" variant="secondary" onClick={expandAll} disabled={roots.length === 0}>
          <ChevronsUpDown className="size-4" aria-hidden="true" />
          {t('tree.expandAll')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setExpanded(new Set())}
          disabled={roots.length === 0}
        >
          <ChevronsDownUp className="size-4" aria-hidden="true" />
          {t('tree.collapseAll')}
        </Button>
      </DataTableToolbar>
      <TableFrame label={label} className={bodyClassName}>
        <table
          role="treegrid"
          aria-label={label}
          aria-busy={busy || undefined}
          className="w-full border-collapse text-sm"
        >
          <thead>
            <tr>
              {selectable ? (
                <th scope="col" className={cn(headCell, 'w-10 text-center')}>
                  <SelectCheckbox
                    label={t('table.selectAll')}
                    checked={tableRows.length > 0 && table.getIsAllRowsSelected()}
                    indeterminate={table.getIsSomeRowsSelected()}
                    disabled={tableRows.length === 0}
                    onChange={(checked) => table.toggleAllRowsSelected(checked)}
                  />
                </th>
              ) : null}
              {table.getHeaderGroups()[0]?.headers.map((header) =>
                header.column.getIsVisible() ? (
                  <th
                    key={header.id}
                    scope="col"
                    className={cn(headCell, header.column.columnDef.meta?.className)}
                  >
                    {header.isPlaceholder ? null : <FlexRender header={header} />}
                  </th>
                ) : null,
              )}
              {rowActions ? (
                <th scope="col" className={cn(headCell, stickyActionsHead)}>
                  {t('table.actions')}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {tableRows.map((tableRow) => {
              const node = nodeById.get(tableRow.id);
              if (!node) return null;
              const name = String(tableRow.getVisibleCells()[0]?.getValue() ?? tableRow.id);
              return (
                <tr
                  key={tableRow.id}
                  aria-level={node.depth + 1}
                  aria-expanded={node.expanded}
                  aria-selected={selectable ? tableRow.getIsSelected() : undefined}
                  className={rowClass}
                >
                  {selectable ? (
                    <td className={cn(bodyCell, 'text-center')}>
                      <SelectCheckbox
                        label={t('tree.selectNode', { name })}
                        checked={tableRow.getIsSelected()}
                        onChange={(checked) => tableRow.toggleSelected(checked)}
                      />
                    </td>
                  ) : null}
                  {tableRow.getVisibleCells().map((cell) => (
                    <td key={cell.id} className={cn(bodyCell, cell.column.columnDef.meta?.className)}>
                      {cell.column.id === firstColumnId ? (
                        <span
                          className="inline-flex items-center gap-1"
                          style={{ paddingLeft: node.depth * 20 }}
                        >
                          {node.expanded === undefined ? (
                            <span className="inline-block size-6" aria-hidden="true" />
                          ) : (
                            <button
                              type="button"
                              aria-label={t(node.expanded ? 'form.collapse' : 'form.expand', { label: name })}
                              aria-expanded={node.expanded}
                              onClick={() => toggle(node.row)}
                              className="inline-flex size-6 cursor-pointer items-center justify-center rounded text-muted hover:text-primary focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none"
                            >
                              {node.loadingChildren ? (
                                <Spinner className="size-3.5" />
                              ) : (
                                <ChevronRight
                                  className={cn('size-4 transition-transform', node.expanded && 'rotate-90')}
                                  aria-hidden="true"
                                />
                              )}
                            </button>
                          )}
                          <FlexRender cell={cell} />
                        </span>
                      ) : (
                        <FlexRender cell={cell} />
                      )}
                    </td>
                  ))}
                  {rowActions ? (
                    <td className={cn(bodyCell, stickyActionsCell)}>{rowActions(node.row)}</td>
                  ) : null}
                </tr>
              );
            })}
            {tableRows.length === 0 ? (
              <EmptyTableRow span={span} loading={loading} error={error} onRetry={onRetry} />
            ) : null}
          </tbody>
        </table>
        {fetching && tableRows.length > 0 ? <FetchingOverlay /> : null}
      </TableFrame>
    </div>
  );
}

function findRow(
  level: readonly TreeTableRow[],
  id: string,
  lazy: ReadonlyMap<string, LazyChildren<TreeTableRow>>,
): TreeTableRow | undefined {
  for (const row of level) {
    if (row.id === id) return row;
    const loaded = lazy.get(row.id);
    const children = row.children?.length
      ? row.children
      : loaded?.state === 'loaded'
        ? loaded.rows
        : undefined;
    const found = children ? findRow(children, id, lazy) : undefined;
    if (found) return found;
  }
  return undefined;
}

// Tree rows are a little tighter than list rows: trees are scanned, not read.
const bodyCell = 'px-3 py-1.5 align-middle whitespace-nowrap';
