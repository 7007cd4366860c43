import { useQueryClient } from '@tanstack/react-query';
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
import { TreeCrudScreen, type TreeDialog } from '@/components/crud/tree-crud-screen';
import { nodeTitle, toTreeOptions } from '@/components/form/tree-options';
import { usePermissions } from '@/lib/permission';
import { useSystemT } from '../system-i18n';
import { menuColumns } from './menu-columns';
import {
  menuFields,
  menuSchema,
  menuSearchFields,
  menuValues,
  newMenuValues,
  type MenuFormValues,
} from './menu-form';
import { BUTTON, MENU } from './menu-options';
import { isFiltered } from './menu-search';

const route = getRouteApi('/_authenticated/system/menu');

const NO_ROWS: MenuView[] = [];

/** The form's values for an opening of the dialog: the record read afresh, or a new menu (under a parent). */
const valuesOf = (dialog: TreeDialog<MenuView>): MenuFormValues =>
  dialog.mode === 'create' ? newMenuValues(dialog.parent?.id) : menuValues(dialog.row);

/** Buttons are leaves: nothing hangs below a permission code. */
const takesChildren = (row: MenuView) => row.category !== BUTTON;

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

  const [openedId, setOpenedId] = useState<string>();
  const [category, setCategory] = useState(MENU);
  // The type field switches the form between a menu's fields and a button's; it starts from the opened record.
  const onDialogChange = useCallback((dialog: TreeDialog<MenuView> | null) => {
    if (!dialog) return;
    setCategory(valuesOf(dialog).category === BUTTON ? BUTTON : MENU);
    setOpenedId(dialog.mode === 'create' ? undefined : dialog.row.id);
  }, []);

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

  // Edit and view read the record afresh (menu/detail), so the form never starts from a stale row.
  const openRecord = useCallback(
    async (row: MenuView) => {
      try {
        const answer = await queryClient.fetchQuery({
          ...getGetMenuDetailQueryOptions({ id: row.id }),
          staleTime: 0,
        });
        return answer.data ?? row;
      } catch {
        return undefined; // The http layer has shown the server's reason.
      }
    },
    [queryClient],
  );

  const columns = useMemo(() => menuColumns(t), [t]);
  const schema = useMemo(() => menuSchema(t), [t]);
  const searchFields = useMemo(() => menuSearchFields(t), [t]);
  const addChild = useMemo(() => ({ label: t('menu.addChild'), allowed: takesChildren }), [t]);
  const treeNodes = menuTree.data?.data;
  const parents = useMemo(() => toTreeOptions(treeNodes ?? [], nodeTitle, openedId), [treeNodes, openedId]);
  const fields = useMemo(
    () => menuFields(t, { parents, category, onCategoryChange: setCategory }),
    [t, parents, category],
  );

  const { name, code, alias } = search;
  return (
    <TreeCrudScreen
      title={t('menu.title')}
      // A new filter is a new tree: expansion and loaded levels start over.
      treeKey={filtered ? `filter:${JSON.stringify({ name, code, alias })}` : 'lazy'}
      rows={roots.data?.data ?? undefined}
      query={roots}
      columns={columns}
      loadChildren={filtered ? undefined : loadChildren}
      defaultExpandDepth={filtered ? Number.POSITIVE_INFINITY : 0}
      onRefresh={refresh}
      searchFields={searchFields}
      searchValues={{ name, code, alias }}
      onSearch={(values) => void navigate({ search: { ...search, ...values } })}
      permissions={{
        view: can('menu_view'),
        add: can('menu_add'),
        edit: can('menu_edit'),
        remove: can('menu_delete'),
      }}
      addChild={addChild}
      openRecord={openRecord}
      onDialogChange={onDialogChange}
      form={(dialog) => ({ schema, fields, values: valuesOf(dialog) })}
      onSubmit={async (values, dialog) => {
        await submit.mutateAsync({
          data: {
            ...values,
            id: dialog.mode === 'create' ? undefined : dialog.row.id,
            // The top level is 0: an update without parentId would leave a BladeX backend's parent as it was.
            parentId: values.parentId || '0',
            action: values.category === BUTTON ? (values.action ?? 0) : 0,
          },
        });
        void refresh();
      }}
      // The server refuses a menu with children and says so (the http layer shows it).
      onRemove={(rows) => remove.mutateAsync({ params: { ids: rows.map((row) => row.id).join(',') } })}
      onRemoved={() => void refresh()}
    />
  );
}
