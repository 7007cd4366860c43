import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import {
  exportMaterialCategories,
  getGetMaterialCategoryTreeQueryKey,
  useDeleteMaterialCategory,
  useGetMaterialCategoryTree,
  useSaveMaterialCategory,
} from '@/api/generated/purchar-master/endpoints/cg-materiel-category/cg-materiel-category';
import type { MaterialCategory } from '@/api/generated/purchar-master/model';
import { parentPickerForm, TreeCrudScreen, type TreeDialog } from '@/components/crud/tree-crud-screen';
import { toTreeOptions } from '@/components/form/tree-options';
import { usePermissions } from '@/lib/permission';
import { usePurcharT } from '../purchar-i18n';
import { ExportButton, removeEach, statusParam } from '../purchar-shared';
import { materialCategoryColumns } from './material-category-columns';
import { materialCategoryForm, materialCategorySearchFields } from './material-category-form';

const route = getRouteApi('/_authenticated/purchar/material-category');
const NO_ROWS: MaterialCategory[] = [];

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
  const [opened, setOpened] = useState<TreeDialog<MaterialCategory> | null>(null);

  const filters = {
    categoryName: search.categoryName,
    categoryCode: search.categoryCode,
    status: statusParam(search.status),
  };
  const filtered = Boolean(filters.categoryName || filters.categoryCode || filters.status !== undefined);
  const tree = useGetMaterialCategoryTree(filters);
  // The parent picker offers the whole tree, whatever the list's filters.
  const whole = useGetMaterialCategoryTree(undefined, {
    query: { enabled: opened !== null && opened.mode !== 'view' },
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: getGetMaterialCategoryTreeQueryKey() });
  const save = useSaveMaterialCategory({ mutation: { onSuccess: refresh } });
  const remove = useDeleteMaterialCategory({ mutation: { onSuccess: refresh } });

  const columns = useMemo(() => materialCategoryColumns(t), [t]);
  const form = useMemo(() => materialCategoryForm(t), [t]);
  const searchFields = useMemo(() => materialCategorySearchFields(t), [t]);
  const addChild = useMemo(() => ({ label: t('materialCategory.addChild') }), [t]);
  const editedId = opened?.mode === 'edit' ? opened.row.id : undefined;
  const parentNodes = useMemo(
    () => toTreeOptions(whole.data?.data ?? NO_ROWS, (node) => node.categoryName, editedId),
    [whole.data, editedId],
  );
  const canView = can('cg_material_category_view');

  return (
    <TreeCrudScreen
      title={t('materialCategory.title')}
      rows={tree.data?.data}
      query={tree}
      columns={columns}
      defaultExpandDepth={filtered ? Number.POSITIVE_INFINITY : 1}
      onRefresh={refresh}
      searchFields={searchFields}
      searchValues={search}
      onSearch={(values) => void navigate({ search: { ...search, ...values } })}
      permissions={{
        view: canView,
        add: can('cg_material_category_add'),
        edit: can('cg_material_category_edit'),
        remove: can('cg_material_category_delete'),
      }}
      addChild={addChild}
      onDialogChange={setOpened}
      form={(dialog) =>
        parentPickerForm(form, dialog, {
          parents: parentNodes,
          parentTitle: (row) => row.parentName || t('materialCategory.topLevel'),
          childTitle: (parent) => t('materialCategory.addChildTitle', { name: parent.categoryName }),
        })
      }
      onSubmit={(values, dialog) =>
        save.mutateAsync({ data: { ...values, id: dialog.mode === 'edit' ? dialog.row.id : undefined } })
      }
      // Children first, so deleting a branch together with its sub-categories is not refused for them. The server
      // refuses a category with sub-categories or materials and names it (the http layer shows it).
      onRemove={(rows) =>
        removeEach(
          [...rows].sort((a, b) => b.level - a.level),
          remove.mutateAsync,
        )
      }
      clearSelectionOnFailure
      toolbar={canView ? <ExportButton t={t} onExport={() => exportMaterialCategories(filters)} /> : null}
    />
  );
}
