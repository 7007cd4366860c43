import type { RowData, RowSelectionState } from '@tanstack/react-table';
import { useCallback, useState, type ReactNode } from 'react';
import type { DefaultValues, FieldValues, Mode } from 'react-hook-form';
import type { z } from 'zod';
import { TreeTable, type TreeTableRow } from '@/components/data-table/tree-table';
import type { DataTableColumns } from '@/components/data-table/data-table-columns';
import type { FieldDef, TreeOption } from '@/components/form/field-def';
import { SearchForm } from '@/components/form/search-form';
import { buttonClasses } from '@/components/ui/button';
import { CrudFormDialog, entityOf, type FormSchema } from './crud-form-dialog';
import { CrudRowActions, type CrudRowActionsProps } from './crud-row-actions';
import { CrudToolbarButtons } from './crud-toolbar-buttons';
import type { CrudPermissions } from './crud-types';
import { useDeleteConfirm } from './use-delete-confirm';

/**
 * What the form dialog shows: a new node (at the top, or under `parent` from a row's 新增子项), or an existing one.
 * `Detail` is what view and edit open on: the row itself, or the record `openRecord` read afresh.
 */
export type TreeDialog<Row, Detail = Row> =
  { mode: 'create'; parent?: Row } | { mode: 'edit' | 'view'; row: Detail };

/** The form of one opening of the dialog (a tree page's parent picker and defaults depend on the dialog). */
export interface TreeCrudDialogForm<S extends FormSchema> {
  schema: S;
  fields: readonly FieldDef<z.input<S>>[];
  values: DefaultValues<z.input<S>>;
  /** Defaults to 新增 / 编辑 / 查看 by mode (a child's dialog usually names its parent). */
  title?: string;
  validateOn?: Mode;
  className?: string;
}

/** The state of the query behind the roots (the rows themselves come in `rows`, unwrapped by the page). */
export interface TreeQueryState {
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface TreeCrudScreenProps<
  Row extends TreeTableRow & RowData,
  S extends FormSchema,
  Search extends FieldValues,
  Detail = Row,
> {
  title: string;
  /** One record's name for the dialog titles (新增部门); defaults to the title without 管理. */
  entity?: string;
  /** The root nodes (undefined while they load), and the query that answers them. */
  rows: readonly Row[] | undefined;
  query: TreeQueryState;
  columns: DataTableColumns<Row>;
  /** Lazy trees: a node's children, fetched when it opens (see TreeTable). */
  loadChildren?: (row: Row) => Promise<readonly Row[]>;
  defaultExpandDepth?: number;
  /** A new key is a new tree: expansion and loaded levels start over (e.g. per filter). */
  treeKey?: string;
  /** 刷新 (default: refetch the roots). */
  onRefresh?: () => unknown;
  /** The search form above the tree; no fields, no form. */
  searchFields?: readonly FieldDef<Search>[];
  searchValues?: Partial<Search>;
  onSearch?: (values: Partial<Search>) => void;
  permissions: CrudPermissions;
  /** Rows have checkboxes (default: with the delete permission); batch delete needs both. */
  selectable?: boolean;
  /** 新增子项 on a row (with the add permission), unless `allowed` says the row takes no children. */
  addChild?: { label: string; allowed?: (row: Row) => boolean };
  /** View and edit open on this record instead of the row (e.g. the detail read afresh); undefined: stay shut. */
  openRecord?: (row: Row, mode: 'edit' | 'view') => Promise<Detail | undefined>;
  form: (dialog: TreeDialog<Row, Detail>) => TreeCrudDialogForm<S>;
  /** Create or update; throw to keep the dialog open with the message. */
  onSubmit: (values: z.output<S>, dialog: TreeDialog<Row, Detail>) => Promise<unknown>;
  /** Remove one row (its delete button) or the selected rows, from any level that has been shown. */
  onRemove: (rows: Row[]) => Promise<unknown>;
  /** Checked before the confirmation; false refuses (after telling the user why). */
  mayRemove?: (rows: Row[]) => boolean;
  /** After a delete went through (the selection is cleared already). */
  onRemoved?: () => void;
  /** A batch removed one by one may be partly gone after a refusal: clear the selection then too. */
  clearSelectionOnFailure?: boolean;
  /** Told when the dialog opens or closes (a form with state of its own resets it here). */
  onDialogChange?: (dialog: TreeDialog<Row, Detail> | null) => void;
  /** Replaces CrudRowActions around a row's actions (e.g. switched-off buttons with a reason). */
  rowActionsFrame?: (row: Row, actions: CrudRowActionsProps) => ReactNode;
  /** More row actions after 新增子项, more toolbar buttons (a function gets the selected rows of every level). */
  rowActions?: (row: Row) => ReactNode;
  toolbar?: ReactNode | ((selected: Row[]) => ReactNode);
  /** The page's own dialogs (e.g. a grant dialog), rendered after the tree. */
  children?: ReactNode;
}

/** A tree form whose first field picks the parent (departments, material categories). */
export interface ParentPickerForm<Row, S extends FormSchema> {
  schema: S;
  fields: (parents: readonly TreeOption[]) => readonly FieldDef<z.input<S>>[];
  /** A row's values (edit, view), or a new node's under `parentId` (none: top level). */
  toValues: (row?: Row, parentId?: string) => DefaultValues<z.input<S>>;
}

/**
 * The dialog form of a tree with a parent picker: add and edit offer `parents` (fetched for them only); view names
 * the parent from the row itself and keeps the raw parent id (the server names a root's parent too, 顶级); a
 * child's dialog is titled after its parent.
 */
export function parentPickerForm<Row extends { id: string; parentId: string }, S extends FormSchema>(
  form: ParentPickerForm<Row, S>,
  dialog: TreeDialog<Row>,
  options: {
    parents: readonly TreeOption[];
    parentTitle: (row: Row) => string;
    childTitle: (parent: Row) => string;
  },
): TreeCrudDialogForm<S> {
  if (dialog.mode === 'view') {
    const { row } = dialog;
    return {
      schema: form.schema,
      fields: form.fields([{ id: row.parentId, title: options.parentTitle(row) }]),
      values: { ...form.toValues(row), parentId: row.parentId } as DefaultValues<z.input<S>>,
    };
  }
  const parent = dialog.mode === 'create' ? dialog.parent : undefined;
  return {
    schema: form.schema,
    fields: form.fields(options.parents),
    values: form.toValues(dialog.mode === 'edit' ? dialog.row : undefined, parent?.id),
    title: parent ? options.childTitle(parent) : undefined,
  };
}

const linkClass = buttonClasses('link', 'sm');
const NEW: TreeDialog<never> = { mode: 'create' };

/** Every node of a forest, depth first, with the lazily loaded levels (a selection may span levels). */
function collect<Row extends TreeTableRow>(
  rows: readonly Row[],
  loaded: ReadonlyMap<string, readonly Row[]>,
  into = new Map<string, Row>(),
): Map<string, Row> {
  for (const row of rows) {
    into.set(row.id, row);
    const children = (row.children as readonly Row[] | null | undefined)?.length
      ? (row.children as readonly Row[])
      : loaded.get(row.id);
    if (children) collect(children, loaded, into);
  }
  return into;
}

/**
 * The generic screen of a tree resource (departments, roles, menus, categories, dictionaries, regions): search
 * form, TreeTable, 新增 / 新增子项 / 查看 / 编辑 / 删除 with one form dialog, single and batch delete with the shared
 * confirmation. Like CrudScreen it does not fetch: the page passes its generated query's rows and wraps its
 * generated mutations in onSubmit and onRemove, so the data flow stays in the feature file.
 */
export function TreeCrudScreen<
  Row extends TreeTableRow & RowData,
  S extends FormSchema,
  Search extends FieldValues = FieldValues,
  Detail = Row,
>(props: TreeCrudScreenProps<Row, S, Search, Detail>) {
  const { rows, query, permissions, addChild, openRecord, rowActionsFrame, onDialogChange } = props;
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [dialog, setDialogState] = useState<TreeDialog<Row, Detail> | null>(null);
  const [searchOpen, setSearchOpen] = useState(true);
  const selectable = props.selectable ?? Boolean(permissions.remove);

  const setDialog = useCallback(
    (next: TreeDialog<Row, Detail> | null) => {
      onDialogChange?.(next);
      setDialogState(next);
    },
    [onDialogChange],
  );

  // The rows of lazily opened levels, so that a selection made down there can be resolved to rows.
  const [loaded, setLoaded] = useState<ReadonlyMap<string, readonly Row[]>>(new Map());
  const pageLoadChildren = props.loadChildren;
  const loadChildren = useCallback(
    async (row: Row) => {
      const children = await pageLoadChildren!(row);
      setLoaded((previous) => new Map(previous).set(row.id, children));
      return children;
    },
    [pageLoadChildren],
  );
  const selectedRows = () => {
    const byId = collect(rows ?? [], loaded);
    return Object.keys(selection)
      .filter((id) => selection[id])
      .flatMap((id) => byId.get(id) ?? []);
  };

  const { onRemove, onRemoved, clearSelectionOnFailure } = props;
  const deletion = useDeleteConfirm(
    async (targets: Row[]) => {
      try {
        await onRemove(targets);
      } catch (error) {
        if (clearSelectionOnFailure) setSelection({});
        throw error;
      }
    },
    () => {
      setSelection({});
      onRemoved?.();
    },
  );
  const confirmDelete = deletion.request;
  const mayRemove = props.mayRemove;
  const requestDelete = useCallback(
    (targets: Row[]) => {
      if (!mayRemove || mayRemove(targets)) confirmDelete(targets);
    },
    [mayRemove, confirmDelete],
  );

  const open = useCallback(
    async (mode: 'edit' | 'view', row: Row) => {
      if (!openRecord) return setDialog({ mode, row: row as unknown as Detail });
      const record = await openRecord(row, mode);
      if (record !== undefined) setDialog({ mode, row: record });
    },
    [openRecord, setDialog],
  );

  // Stable while the permissions and the page's callbacks are, so the tree does not re-render every row.
  const { view, edit, add, remove: canRemove } = permissions;
  const extraActions = props.rowActions;
  const rowActions = useCallback(
    (row: Row) => {
      const actions: CrudRowActionsProps = {
        onView: view ? () => void open('view', row) : undefined,
        onEdit: edit ? () => void open('edit', row) : undefined,
        onDelete: canRemove ? () => requestDelete([row]) : undefined,
        children: (
          <>
            {add && addChild && (addChild.allowed?.(row) ?? true) ? (
              <button
                type="button"
                className={linkClass}
                onClick={() => setDialog({ mode: 'create', parent: row })}
              >
                {addChild.label}
              </button>
            ) : null}
            {extraActions?.(row)}
          </>
        ),
      };
      return rowActionsFrame ? rowActionsFrame(row, actions) : <CrudRowActions {...actions} />;
    },
    [view, edit, add, canRemove, addChild, extraActions, rowActionsFrame, open, requestDelete, setDialog],
  );

  const current = dialog ?? (NEW as TreeDialog<Row, Detail>);
  const form = props.form(current);
  const { searchFields, searchValues, onSearch } = props;
  return (
    <section aria-label={props.title} className="flex flex-col gap-4">
      {searchFields && searchOpen ? (
        <SearchForm
          key={JSON.stringify(searchValues)}
          fields={searchFields}
          values={searchValues ?? {}}
          onSearch={(values) => {
            setSelection({});
            onSearch?.(values);
          }}
        />
      ) : null}
      <TreeTable
        key={props.treeKey}
        label={props.title}
        columns={props.columns}
        rows={rows}
        loading={query.isPending}
        fetching={query.isFetching && !query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        onRefresh={() => void (props.onRefresh ?? query.refetch)()}
        loadChildren={pageLoadChildren ? loadChildren : undefined}
        defaultExpandDepth={props.defaultExpandDepth}
        selection={selectable ? selection : undefined}
        onSelectionChange={selectable ? setSelection : undefined}
        searchOpen={searchFields ? searchOpen : undefined}
        onSearchOpenChange={searchFields ? setSearchOpen : undefined}
        rowActions={rowActions}
        toolbar={
          <>
            <CrudToolbarButtons
              onAdd={add ? () => setDialog({ mode: 'create' }) : undefined}
              onDelete={canRemove && selectable ? () => requestDelete(selectedRows()) : undefined}
            />
            {typeof props.toolbar === 'function' ? props.toolbar(selectedRows()) : props.toolbar}
          </>
        }
      />
      <CrudFormDialog
        open={dialog !== null}
        onOpenChange={(isOpen) => !isOpen && setDialog(null)}
        mode={current.mode}
        title={form.title}
        entity={props.entity ?? entityOf(props.title)}
        schema={form.schema}
        fields={form.fields}
        values={form.values}
        validateOn={form.validateOn}
        className={form.className}
        onSubmit={(values) => props.onSubmit(values, current)}
      />
      {deletion.dialog}
      {props.children}
    </section>
  );
}
