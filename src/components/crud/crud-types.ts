import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { DefaultValues, Mode } from 'react-hook-form';
import type { z } from 'zod';
import type { DataTableColumns } from '@/components/data-table/data-table-columns';
import type { FieldDef } from '@/components/form/field-def';
import type { ListSearch } from '@/lib/list-search';
import type { FormSchema } from './crud-form-dialog';

/** What the signed-in user may do here (from usePermissions: `<menu code>_view|_add|_edit|_delete`). */
export interface CrudPermissions {
  view?: boolean;
  add?: boolean;
  edit?: boolean;
  remove?: boolean;
}

/** The generated page query's result, as it comes (envelope `data` = `{ records, total }`). */
export interface CrudListQuery<Row> {
  data?: { data?: { records: readonly Row[]; total: number } | null };
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface CrudForm<Row, S extends FormSchema> {
  schema: S;
  fields: readonly FieldDef<z.input<S>>[];
  /** The form's values for a row (edit, view) or for a new record (no row). */
  toValues: (row?: Row) => DefaultValues<z.input<S>>;
  validateOn?: Mode;
  className?: string;
}

export interface CrudScreenProps<Row extends RowData, S extends FormSchema, Search extends ListSearch> {
  title: string;
  /** One record's name for the dialog titles (新增物料); defaults to the title without 管理. */
  entity?: string;
  query: CrudListQuery<Row>;
  columns: DataTableColumns<Row>;
  rowKey?: keyof Row & string;
  /** The list state from the URL, and how to change it (navigate). */
  search: Search;
  onSearchChange: (search: Search) => void;
  searchFields?: readonly FieldDef<Search>[];
  form: CrudForm<Row, S>;
  permissions: CrudPermissions;
  /** Create (no row) or update (row); throw to keep the dialog open with the message. */
  onSubmit: (values: z.output<S>, row: Row | undefined) => Promise<unknown>;
  /** Remove one row (its delete button) or the selected rows (batch delete). */
  onRemove: (rows: Row[]) => Promise<unknown>;
  /** More toolbar buttons and row actions of the resource (a function gets the selected rows of the page). */
  toolbar?: ReactNode | ((selected: Row[]) => ReactNode);
  rowActions?: (row: Row) => ReactNode;
}
