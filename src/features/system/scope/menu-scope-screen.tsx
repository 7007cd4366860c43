import { useCallback, useMemo, useState } from 'react';
import { useGetMenuList } from '@/api/generated/blade-system/endpoints/menu/menu';
import type { MenuView } from '@/api/generated/blade-system/model';
import type { FormSchema } from '@/components/crud/crud-form-dialog';
import { CrudScreen } from '@/components/crud/crud-screen';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import { TreeTable } from '@/components/data-table/tree-table';
import type { FieldDef } from '@/components/form/field-def';
import { SearchForm } from '@/components/form/search-form';
import { buttonClasses } from '@/components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { LIST_SEARCH_DEFAULTS, type ListSearch } from '@/lib/list-search';
import { usePermissions } from '@/lib/permission';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { useSystemT, type SystemTranslate } from '../system-i18n';
import type { ScopeKind } from './scope-kind';
import type { MenuScopeSearch } from './scope-search';

/** menu/list brings buttons too (category 2); scopes hang under menus. */
const MENU_CATEGORY = 1;

function menusOnly(rows: readonly MenuView[]): MenuView[] {
  return rows
    .filter((row) => row.category === MENU_CATEGORY)
    .map((row) => {
      const children = menusOnly(row.children ?? []);
      return { ...row, children: children.length ? children : undefined };
    });
}

const col = dataTableColumnHelper<MenuView>();

function menuColumns(t: SystemTranslate) {
  return col.columns([
    col.accessor('name', { header: t('scope.menuName'), meta: { className: 'min-w-48' } }),
    col.accessor('code', { header: t('scope.menuCode'), meta: { className: 'min-w-40 font-mono text-xs' } }),
    col.accessor('path', { header: t('scope.menuPath'), meta: { className: 'min-w-48 text-muted' } }),
    col.accessor('sort', { header: t('scope.menuSort'), meta: { className: 'w-24' } }),
  ]);
}

function menuSearchFields(t: SystemTranslate): FieldDef<MenuScopeSearch>[] {
  return [
    { name: 'name', label: t('scope.menuName'), kind: 'text' },
    { name: 'code', label: t('scope.menuCode'), kind: 'text' },
  ];
}

const linkClass = buttonClasses('link', 'sm');

export interface MenuScopeScreenProps<Row extends { id: string }, S extends FormSchema> {
  kind: ScopeKind<Row, S>;
  search: MenuScopeSearch;
  onSearchChange: (search: MenuScopeSearch) => void;
}

/**
 * 数据权限 / 接口权限: the menu tree (searchable by name and code), and per menu 权限配置, a dialog listing that
 * menu's scopes with add, edit, view and delete. One screen for both kinds; `kind` says which.
 */
export function MenuScopeScreen<Row extends { id: string }, S extends FormSchema>({
  kind,
  search,
  onSearchChange,
}: MenuScopeScreenProps<Row, S>) {
  const t = useSystemT();
  const { can } = usePermissions();
  const [searchOpen, setSearchOpen] = useState(true);
  const [menu, setMenu] = useState<MenuView | null>(null);

  const list = useGetMenuList(search);
  const rows = useMemo(() => (list.data ? menusOnly(list.data.data) : undefined), [list.data]);
  const columns = useMemo(() => menuColumns(t), [t]);
  const searchFields = useMemo(() => menuSearchFields(t), [t]);

  const canSet = can(kind.settingCode);
  const rowActions = useCallback(
    (row: MenuView) => (
      <button type="button" className={linkClass} onClick={() => setMenu(row)}>
        {t('scope.setting')}
      </button>
    ),
    [t],
  );

  const title = kind.title(t);
  return (
    <section aria-label={title} className="flex flex-col gap-4">
      {searchOpen ? (
        <SearchForm
          key={JSON.stringify(search)}
          fields={searchFields}
          values={search}
          onSearch={(values) => onSearchChange({ ...search, ...values })}
        />
      ) : null}
      <TreeTable
        label={title}
        columns={columns}
        rows={rows}
        loading={list.isPending}
        fetching={list.isFetching && !list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        onRefresh={() => void list.refetch()}
        searchOpen={searchOpen}
        onSearchOpenChange={setSearchOpen}
        rowActions={canSet ? rowActions : undefined}
      />
      <MenuScopeDialog kind={kind} menu={menu} onClose={() => setMenu(null)} />
    </section>
  );
}

function MenuScopeDialog<Row extends { id: string }, S extends FormSchema>({
  kind,
  menu,
  onClose,
}: {
  kind: ScopeKind<Row, S>;
  menu: MenuView | null;
  onClose: () => void;
}) {
  const t = useSystemT();
  const tt = useToolkitT();
  return (
    <Dialog open={menu !== null} onOpenChange={(open) => !open && onClose()}>
      {menu ? (
        <DialogContent
          closeLabel={tt('crud.close')}
          className="max-h-[calc(100vh-2rem)] max-w-5xl overflow-y-auto"
          aria-describedby={undefined}
        >
          <DialogHeader>
            <DialogTitle>{kind.dialogTitle(t, menu.name)}</DialogTitle>
          </DialogHeader>
          <MenuScopes kind={kind} menu={menu} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** One menu's scopes on the generic CRUD screen; paging is the dialog's own state (not the page's URL). */
function MenuScopes<Row extends { id: string }, S extends FormSchema>({
  kind,
  menu,
}: {
  kind: ScopeKind<Row, S>;
  menu: MenuView;
}) {
  const t = useSystemT();
  const [search, setSearch] = useState<ListSearch>(LIST_SEARCH_DEFAULTS);
  const query = kind.useScopes({ menuId: menu.id, current: search.current, size: search.size });
  const submit = kind.useSubmit(menu.id);
  const remove = kind.useRemove();
  const columns = useMemo(() => kind.columns(t), [kind, t]);
  const form = useMemo(() => kind.form(t), [kind, t]);
  return (
    <CrudScreen
      title={kind.dialogTitle(t, menu.name)}
      entity={kind.title(t)}
      query={query}
      columns={columns}
      search={search}
      onSearchChange={setSearch}
      form={form}
      // Whoever may open 权限配置 may change the menu's scopes; the server keeps writes to the platform
      // administrator and answers anyone else with its reason.
      permissions={{ view: true, add: true, edit: true, remove: true }}
      onSubmit={submit}
      onRemove={remove}
    />
  );
}
