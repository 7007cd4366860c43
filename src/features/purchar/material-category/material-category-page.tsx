import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { RowSelectionState } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import {
  exportMaterialCategories,
  getGetMaterialCategoryTreeQueryKey,
  useDeleteMaterialCategory,
  useGetMaterialCategoryTree,
  useSaveMaterialCategory,
} from '@/api/generated/purchar-master/endpoints/cg-materiel-category/cg-materiel-category';
import type { MaterialCategory } from '@/api/generated/purchar-master/model';
import { CrudFormDialog, type CrudDialogMode } from '@/components/crud/crud-form-dialog';
import { CrudRowActions } from '@/components/crud/crud-row-actions';
import { buttonClasses } from '@/components/ui/button';
import { CrudToolbarButtons } from '@/components/crud/crud-toolbar-buttons';
import { useDeleteConfirm } from '@/components/crud/use-delete-confirm';
import { TreeTable } from '@/components/data-table/tree-table';
import { SearchForm } from '@/components/form/search-form';
import { usePermissions } from '@/lib/permission';
import { usePurcharT } from '../purchar-i18n';
import { ExportButton, removeEach, statusParam } from '../purchar-shared';
import { toTreeOptions } from '@/components/form/tree-options';
import { materialCategoryColumns } from './material-category-columns';
import { materialCategoryForm, materialCategorySearchFields } from './material-category-form';

const route = getRouteApi('/_authenticated/purchar/material-category');
const linkClass = buttonClasses('link', 'sm');
const NO_ROWS: MaterialCategory[] = [];

type DialogState = { mode: CrudDialogMode; row?: MaterialCategory; parent?: MaterialCategory } | null;

/** Every category of the tree, depth first (to find the selected rows, which may sit at any level). */
function flatten(nodes: readonly MaterialCategory[], into: MaterialCategory[] = []): MaterialCategory[] {
  for (const node of nodes) {
    into.push(node);
    if (node.children) flatten(node.children, into);
  }
  return into;
}

/**
 * 物料分类: the tenant's material categories as a tree (the list call answers it whole). Add at the top or under a
 * category (its parent preset), edit, view, delete one or the selected ones, export what the filters select. The
 * server refuses to delete a category that still has sub-categories or materials and says which; that message is
 * what the user sees.
 */
export function MaterialCategoryPage() {
  const t = usePurcharT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const { can } = usePermissions();
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [dialog, setDialog] = useState<DialogState>(null);
  const [searchOpen, setSearchOpen] = useState(true);

  const filters = {
    categoryName: search.categoryName,
    categoryCode: search.categoryCode,
    status: statusParam(search.status),
  };
  const filtered = Boolean(filters.categoryName || filters.categoryCode || filters.status !== undefined);
  const tree = useGetMaterialCategoryTree(filters);
  // The parent picker offers the whole tree, whatever the list's filters.
  const whole = useGetMaterialCategoryTree(undefined, {
    query: { enabled: dialog !== null && dialog.mode !== 'view' },
  });
  const rows = tree.data?.data ?? NO_ROWS;

  const refresh = () => queryClient.invalidateQueries({ queryKey: getGetMaterialCategoryTreeQueryKey() });
  const save = useSaveMaterialCategory({ mutation: { onSuccess: refresh } });
  const remove = useDeleteMaterialCategory({ mutation: { onSuccess: refresh } });

  const columns = useMemo(() => materialCategoryColumns(t), [t]);
  const form = useMemo(() => materialCategoryForm(t), [t]);
  const searchFields = useMemo(() => materialCategorySearchFields(t), [t]);
  const parentNodes = useMemo(
    () =>
      toTreeOptions(
        whole.data?.data ?? NO_ROWS,
        (node) => node.categoryName,
        dialog?.mode === 'edit' ? dialog.row?.id : undefined,
      ),
    [whole.data, dialog],
  );

  const canView = can('cg_material_category_view');
  const canAdd = can('cg_material_category_add');
  const canEdit = can('cg_material_category_edit');
  const canRemove = can('cg_material_category_delete');
  // The server refuses a category with sub-categories or materials and names it (the http layer shows it).
  const deletion = useDeleteConfirm(async (targets: MaterialCategory[]) => {
    // Children first, so deleting a branch together with its sub-categories is not refused for them.
    const deepestFirst = [...targets].sort((a, b) => b.level - a.level);
    try {
      await removeEach(deepestFirst, remove.mutateAsync);
    } finally {
      setSelection({}); // some may be gone even when a later one was refused
    }
  });
  const requestDelete = deletion.request;
  const rowActions = useCallback(
    (row: MaterialCategory) => (
      <CrudRowActions
        onView={canView ? () => setDialog({ mode: 'view', row }) : undefined}
        onEdit={canEdit ? () => setDialog({ mode: 'edit', row }) : undefined}
        onDelete={canRemove ? () => requestDelete([row]) : undefined}
      >
        {canAdd ? (
          <button
            type="button"
            className={linkClass}
            onClick={() => setDialog({ mode: 'create', parent: row })}
          >
            {t('materialCategory.addChild')}
          </button>
        ) : null}
      </CrudRowActions>
    ),
    [canView, canEdit, canRemove, canAdd, t, requestDelete],
  );

  return (
    <section aria-label={t('materialCategory.title')} className="flex flex-col gap-4">
      {searchOpen ? (
        <SearchForm
          key={JSON.stringify(search)}
          fields={searchFields}
          values={search}
          onSearch={(values) => {
            setSelection({});
            void navigate({ search: { ...search, ...values } });
          }}
        />
      ) : null}
      <TreeTable
        label={t('materialCategory.title')}
        columns={columns}
        rows={tree.data?.data}
        loading={tree.isPending}
        fetching={tree.isFetching && !tree.isPending}
        error={tree.error}
        onRetry={() => void tree.refetch()}
        onRefresh={() => void refresh()}
        defaultExpandDepth={filtered ? Number.POSITIVE_INFINITY : 1}
        selection={canRemove ? selection : undefined}
        onSelectionChange={canRemove ? setSelection : undefined}
        searchOpen={searchOpen}
        onSearchOpenChange={setSearchOpen}
        rowActions={rowActions}
        toolbar={
          <>
            <CrudToolbarButtons
              onAdd={canAdd ? () => setDialog({ mode: 'create' }) : undefined}
              onDelete={
                canRemove ? () => requestDelete(flatten(rows).filter((row) => selection[row.id])) : undefined
              }
            />
            {canView ? <ExportButton t={t} onExport={() => exportMaterialCategories(filters)} /> : null}
          </>
        }
      />
      <CrudFormDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        mode={dialog?.mode ?? 'create'}
        title={
          dialog?.parent
            ? t('materialCategory.addChildTitle', { name: dialog.parent.categoryName })
            : undefined
        }
        schema={form.schema}
        fields={form.fields(
          // View names the parent from the row; the picker's tree is fetched for add and edit only.
          dialog?.mode === 'view' && dialog.row
            ? [{ id: dialog.row.parentId, title: dialog.row.parentName || t('materialCategory.topLevel') }]
            : parentNodes,
        )}
        values={
          dialog?.mode === 'view' && dialog.row
            ? { ...form.toValues(dialog.row), parentId: dialog.row.parentId }
            : form.toValues(dialog?.row, dialog?.parent?.id)
        }
        onSubmit={(values) => save.mutateAsync({ data: { ...values, id: dialog?.row?.id } })}
      />
      {deletion.dialog}
    </section>
  );
}
