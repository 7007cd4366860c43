import { useQueryClient } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import {
  getGetMenuButtonsQueryKey,
  getGetMenuDetailQueryOptions,
  getGetMenuLazyListQueryKey,
  getGetMenuListQueryKey,
  getGetMenuRoutesQueryKey,
  getGetMenuTreeQueryKey,
  getMenuLazyList,
  useGetMenuLazyList,
  useGetMenuList,
  useGetMenuTree,
  useRemoveMenu,
  useSubmitMenu,
} from '@/api/generated/blade-system/endpoints/menu/menu';
import type { MenuView } from '@/api/generated/blade-system/model';
import { CrudFormDialog, type CrudDialogMode } from '@/components/crud/crud-form-dialog';
import { nodeTitle, toTreeOptions } from '@/components/form/tree-options';
import { CrudRowActions } from '@/components/crud/crud-row-actions';
import { CrudToolbarButtons } from '@/components/crud/crud-toolbar-buttons';
import { useDeleteConfirm } from '@/components/crud/use-delete-confirm';
import { TreeTable } from '@/components/data-table/tree-table';
import { SearchForm } from '@/components/form/search-form';
import { buttonClasses } from '@/components/ui/button';
import { usePermissions } from '@/lib/permission';
import { useSystemT } from '../system-i18n';
import { menuColumns } from './menu-columns';
import {
  menuFields,
  menuSchema,
  menuSearchFields,
  menuValues,
  newMenuValues,
  type MenuFormOutput,
  type MenuFormValues,
} from './menu-form';
import { BUTTON, MENU } from './menu-options';
import { isFiltered } from './menu-search';

const route = getRouteApi('/_authenticated/system/menu');

interface MenuDialog {
  mode: CrudDialogMode;
  values: MenuFormValues;
  /** The edited or viewed menu. */
  id?: string;
}

const NO_ROWS: MenuView[] = [];
const addChildClass = buttonClasses('link', 'sm');

/**
 * 菜单管理: the platform's menus and buttons as a tree grid. Unfiltered it loads level by level (menu/lazy-list,
 * one parent at a time); with a filter it shows the matching rows with their subtrees (menu/list). Add (root or
 * child), edit and view open one form; delete confirms, for one row or the selected ones.
 */
export function MenuPage() {
  const t = useSystemT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const { can } = usePermissions();
  const filtered = isFiltered(search);

  // No structural sharing: every refetch hands the tree new roots, which makes it reload its open lazy levels.
  const lazyRoots = useGetMenuLazyList(
    { parentId: '0' },
    { query: { enabled: !filtered, structuralSharing: false } },
  );
  const matches = useGetMenuList(
    { name: search.name, code: search.code, alias: search.alias },
    { query: { enabled: filtered, structuralSharing: false } },
  );
  const roots = filtered ? matches : lazyRoots;
  const menuTree = useGetMenuTree();
  const submit = useSubmitMenu();
  const remove = useRemoveMenu();

  const [searchOpen, setSearchOpen] = useState(true);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [dialog, setDialog] = useState<MenuDialog | null>(null);
  const [category, setCategory] = useState(MENU);

  const refresh = () =>
    Promise.all(
      [
        getGetMenuLazyListQueryKey(),
        getGetMenuListQueryKey(),
        getGetMenuTreeQueryKey(),
        // The sidebar and the buttons follow the menu at once, not after the next sign-in.
        getGetMenuRoutesQueryKey(),
        getGetMenuButtonsQueryKey(),
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );

  const loadChildren = useCallback(
    async (row: MenuView) => (await getMenuLazyList({ parentId: row.id })).data ?? NO_ROWS,
    [],
  );

  const open = useCallback((next: MenuDialog) => {
    setCategory(next.values.category === BUTTON ? BUTTON : MENU);
    setDialog(next);
  }, []);

  // Edit and view read the record afresh (menu/detail), so the form never starts from a stale row.
  const openRecord = useCallback(
    async (mode: CrudDialogMode, row: MenuView) => {
      try {
        const answer = await queryClient.fetchQuery({
          ...getGetMenuDetailQueryOptions({ id: row.id }),
          staleTime: 0,
        });
        open({ mode, id: row.id, values: menuValues(answer.data ?? row) });
      } catch {
        // The http layer has shown the server's reason.
      }
    },
    [queryClient, open],
  );

  const canView = can('menu_view');
  const canAdd = can('menu_add');
  const canEdit = can('menu_edit');
  const canDelete = can('menu_delete');
  // The server refuses a menu with children and says so (the http layer shows it).
  const deletion = useDeleteConfirm(
    (ids: string[]) => remove.mutateAsync({ params: { ids: ids.join(',') } }),
    () => {
      setSelection({});
      void refresh();
    },
  );
  const requestDelete = deletion.request;
  const rowActions = useCallback(
    (row: MenuView) => (
      <CrudRowActions
        onView={canView ? () => void openRecord('view', row) : undefined}
        onEdit={canEdit ? () => void openRecord('edit', row) : undefined}
        onDelete={canDelete ? () => requestDelete([row.id]) : undefined}
      >
        {/* Buttons are leaves: nothing hangs below a permission code. */}
        {canAdd && row.category !== BUTTON ? (
          <button
            type="button"
            className={addChildClass}
            onClick={() => open({ mode: 'create', values: newMenuValues(row.id) })}
          >
            {t('menu.addChild')}
          </button>
        ) : null}
      </CrudRowActions>
    ),
    [canView, canEdit, canDelete, canAdd, openRecord, open, t, requestDelete],
  );

  const columns = useMemo(() => menuColumns(t), [t]);
  const schema = useMemo(() => menuSchema(t), [t]);
  const searchFields = useMemo(() => menuSearchFields(t), [t]);
  const treeNodes = menuTree.data?.data;
  const parents = useMemo(
    () => toTreeOptions(treeNodes ?? [], nodeTitle, dialog?.id),
    [treeNodes, dialog?.id],
  );
  const fields = useMemo(
    () => menuFields(t, { parents, category, onCategoryChange: setCategory }),
    [t, parents, category],
  );

  const save = async (values: MenuFormOutput) => {
    await submit.mutateAsync({
      data: {
        ...values,
        id: dialog?.id,
        // The top level is 0: an update without parentId would leave a BladeX backend's parent as it was.
        parentId: values.parentId || '0',
        action: values.category === BUTTON ? (values.action ?? 0) : 0,
      },
    });
    void refresh();
  };

  const { name, code, alias } = search;
  return (
    <section aria-label={t('menu.title')} className="flex flex-col gap-4">
      {searchOpen ? (
        <SearchForm
          key={JSON.stringify({ name, code, alias })}
          fields={searchFields}
          values={{ name, code, alias }}
          onSearch={(values) => {
            setSelection({});
            void navigate({ search: { ...search, ...values } });
          }}
        />
      ) : null}
      <TreeTable
        // A new filter is a new tree: expansion and loaded levels start over.
        key={filtered ? `filter:${JSON.stringify({ name, code, alias })}` : 'lazy'}
        label={t('menu.title')}
        columns={columns}
        rows={roots.data?.data ?? undefined}
        loading={roots.isPending}
        fetching={roots.isFetching && !roots.isPending}
        error={roots.error}
        onRetry={() => void roots.refetch()}
        onRefresh={() => void refresh()}
        loadChildren={filtered ? undefined : loadChildren}
        defaultExpandDepth={filtered ? Number.POSITIVE_INFINITY : 0}
        selection={canDelete ? selection : undefined}
        onSelectionChange={canDelete ? setSelection : undefined}
        searchOpen={searchOpen}
        onSearchOpenChange={setSearchOpen}
        rowActions={rowActions}
        toolbar={
          <CrudToolbarButtons
            onAdd={canAdd ? () => open({ mode: 'create', values: newMenuValues() }) : undefined}
            onDelete={
              canDelete
                ? () => requestDelete(Object.keys(selection).filter((id) => selection[id]))
                : undefined
            }
          />
        }
      />
      <CrudFormDialog
        open={dialog !== null}
        onOpenChange={(isOpen) => !isOpen && setDialog(null)}
        mode={dialog?.mode ?? 'create'}
        schema={schema}
        fields={fields}
        values={dialog?.values ?? newMenuValues()}
        onSubmit={save}
      />
      {deletion.dialog}
    </section>
  );
}
