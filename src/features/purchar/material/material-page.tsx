import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { FolderTree } from 'lucide-react';
import { useMemo } from 'react';
import {
  exportMaterials,
  getGetMaterialPageQueryKey,
  useDeleteMaterial,
  useGetMaterialPage,
  useSaveMaterial,
} from '@/api/generated/purchar-master/endpoints/cg-material/cg-material';
import { useGetMaterialCategoryTree } from '@/api/generated/purchar-master/endpoints/cg-materiel-category/cg-materiel-category';
import type { MaterialCategory } from '@/api/generated/purchar-master/model';
import { CrudScreen } from '@/components/crud/crud-screen';
import { TreeFilterPanel } from '@/components/data-table/tree-filter-panel';
import { toPageQuery } from '@/lib/list-search';
import { usePermissions } from '@/lib/permission';
import { usePurcharT } from '../purchar-i18n';
import { ExportButton, removeEach, statusParam } from '../purchar-shared';
import { toTreeOptions } from '@/components/form/tree-options';
import { materialColumns } from './material-columns';
import { materialForm, materialSearchFields } from './material-form';
import type { MaterialSearch } from './material-search';

const route = getRouteApi('/_authenticated/purchar/material');
const NO_CATEGORIES: MaterialCategory[] = [];

/** The list's filters as the page and export calls take them (status as a number, no empty ones). */
function materialFilters(search: MaterialSearch) {
  const { current: _current, size: _size, ascs: _ascs, descs: _descs, ...filters } = toPageQuery(search);
  return { ...filters, status: statusParam(filters.status) };
}

/**
 * 物料: the tenant's materials beside the category tree. Choosing a category lists its materials and those of the
 * categories below it; the search narrows by code, name and status. Add (in the chosen category), edit, view,
 * delete, and export what the filters select as an .xlsx.
 */
export function MaterialPage() {
  const t = usePurcharT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const { can } = usePermissions();

  const filters = materialFilters(search);
  const list = useGetMaterialPage(
    { ...filters, current: search.current, size: search.size },
    { query: { placeholderData: keepPreviousData } },
  );
  const categories = useGetMaterialCategoryTree();
  const refresh = () => queryClient.invalidateQueries({ queryKey: getGetMaterialPageQueryKey() });
  const save = useSaveMaterial({ mutation: { onSuccess: refresh } });
  const remove = useDeleteMaterial({ mutation: { onSuccess: refresh } });

  const categoryNodes = useMemo(
    () => toTreeOptions(categories.data?.data ?? NO_CATEGORIES, (node) => node.categoryName),
    [categories.data],
  );
  const columns = useMemo(() => materialColumns(t), [t]);
  const searchFields = useMemo(() => materialSearchFields(t), [t]);
  const form = useMemo(() => {
    const base = materialForm(t);
    return {
      schema: base.schema,
      fields: base.fields(categoryNodes),
      toValues: (row?: Parameters<typeof base.toValues>[0]) => base.toValues(row, search.categoryId),
    };
  }, [t, categoryNodes, search.categoryId]);

  const changeSearch = (next: MaterialSearch) => void navigate({ search: next });

  return (
    <div className="grid gap-4 lg:grid-cols-[15rem_minmax(0,1fr)]">
      <TreeFilterPanel
        label={t('material.categoryTree')}
        allLabel={t('material.allCategories')}
        allIcon={<FolderTree className="size-4 shrink-0" aria-hidden="true" />}
        loadFailedText={t('material.categoryLoadFailed')}
        nodes={categoryNodes}
        loading={categories.isPending}
        error={categories.error}
        onRetry={() => void categories.refetch()}
        selected={search.categoryId}
        onSelect={(categoryId) => changeSearch({ ...search, categoryId, current: 1 })}
      />
      <div className="min-w-0">
        <CrudScreen
          title={t('material.title')}
          query={list}
          columns={columns}
          search={search}
          onSearchChange={changeSearch}
          searchFields={searchFields}
          form={form}
          permissions={{
            view: can('cg_material_view'),
            add: can('cg_material_add'),
            edit: can('cg_material_edit'),
            remove: can('cg_material_delete'),
          }}
          onSubmit={(values, row) => save.mutateAsync({ data: { ...values, id: row?.id } })}
          onRemove={(rows) => removeEach(rows, remove.mutateAsync)}
          toolbar={
            can('cg_material_export') ? (
              <ExportButton t={t} onExport={() => exportMaterials(filters)} />
            ) : null
          }
        />
      </div>
    </div>
  );
}
