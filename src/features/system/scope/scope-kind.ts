import type { z } from 'zod';
import type { FormSchema } from '@/components/crud/crud-form-dialog';
import type { CrudForm, CrudListQuery } from '@/components/crud/crud-types';
import type { DataTableColumns } from '@/components/data-table/data-table-columns';
import type { SystemTranslate } from '../system-i18n';

/** A page of one menu's scopes, as the scope list calls take it. */
export interface ScopePageQuery {
  menuId: string;
  current: number;
  size: number;
}

/**
 * One kind of rule hung under menus (data scopes, API scopes): what the shared menu-and-scopes screen needs to
 * list, edit and remove them. The hooks wrap the kind's generated hooks, so the data flow stays visible here.
 */
export interface ScopeKind<Row extends { id: string }, S extends FormSchema> {
  /** The screen's title (also the menu tree's accessible name). */
  title: (t: SystemTranslate) => string;
  /** The scope dialog's title for one menu. */
  dialogTitle: (t: SystemTranslate, menuName: string) => string;
  /** The button that opens a menu's scopes (data_scope_setting, api_scope_setting). */
  settingCode: string;
  columns: (t: SystemTranslate) => DataTableColumns<Row>;
  /** The add/edit/view form of a scope of `menuId`. */
  form: (t: SystemTranslate) => CrudForm<Row, S>;
  useScopes: (query: ScopePageQuery) => CrudListQuery<Row>;
  /** Create (no row) or update a scope of the menu. */
  useSubmit: (menuId: string) => (values: z.output<S>, row: Row | undefined) => Promise<unknown>;
  useRemove: () => (rows: Row[]) => Promise<unknown>;
}
