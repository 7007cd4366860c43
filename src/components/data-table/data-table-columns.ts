import {
  columnVisibilityFeature,
  createColumnHelper,
  metaHelper,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  type RowData,
  type TableOptions,
} from '@tanstack/react-table';

/** What a column may say about itself beyond TanStack's column def. */
export interface DataTableColumnMeta {
  /** Name in the column menu and the sort button (defaults to a string `header`, then the column id). */
  label?: string;
  align?: 'left' | 'center' | 'right';
  /** Extra classes of the column's cells (e.g. a width: `w-40`, `min-w-60`). */
  className?: string;
}

/**
 * The features every DataTable registers (TanStack Table v9 registers features and row models per table).
 * Pagination and sorting are the server's (manual); selection and column visibility are the table's own.
 */
export const dataTableFeatures = tableFeatures({
  rowPaginationFeature,
  rowSortingFeature,
  rowSelectionFeature,
  columnVisibilityFeature,
  columnMeta: metaHelper<DataTableColumnMeta>(),
});

export type DataTableFeatures = typeof dataTableFeatures;

/** The column list a DataTable takes. */
export type DataTableColumns<Row extends RowData> = TableOptions<DataTableFeatures, Row>['columns'];

/**
 * Column definitions of a resource: `const col = dataTableColumnHelper<Param>()`, then
 * `col.columns([col.accessor('paramName', { header: t('param.paramName') }), …])`. A column is sortable only
 * where the server sorts by it: give it the server's column name as `id` and `enableSorting: true`.
 */
export function dataTableColumnHelper<Row extends RowData>() {
  return createColumnHelper<DataTableFeatures, Row>();
}
