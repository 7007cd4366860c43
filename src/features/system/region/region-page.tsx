import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { Region } from '@/api/generated/blade-system/model';
import {
  getGetRegionDetailQueryKey,
  getGetRegionLazyTreeQueryKey,
  getGetRegionListQueryKey,
  getRegionDetail,
  useRemoveRegion,
  useSubmitRegion,
} from '@/api/generated/blade-system/endpoints/region/region';
import { TreeCrudScreen } from '@/components/crud/tree-crud-screen';
import { usePermissions } from '@/lib/permission';
import { useSystemT } from '../system-i18n';
import { regionColumns } from './region-columns';
import { regionForm } from './region-form';
import { loadRegionLevel, ROOT_REGION, type RegionNode } from './region-tree';

/**
 * 行政区划: the platform's regions as a tree keyed by code, loaded level by level (children on expand). View and
 * edit read the region's detail first (its parent's name, its level); a new region goes under a parent with the
 * parent's code preset as the prefix of its own. The server refuses deleting a region with children. No search
 * and no batch delete: the tree is too large to select across, and a region is removed on its own.
 */
export function RegionPage() {
  const t = useSystemT();
  const queryClient = useQueryClient();
  const { can } = usePermissions();

  // Every refetch hands the tree new roots, which is what makes it reload the open lazy levels.
  const roots = useQuery({
    queryKey: [...getGetRegionLazyTreeQueryKey({ parentCode: ROOT_REGION }), 'with-details'],
    queryFn: () => loadRegionLevel(ROOT_REGION),
    structuralSharing: false,
  });
  const loadChildren = useCallback((row: RegionNode) => loadRegionLevel(row.code), []);
  const refresh = () =>
    Promise.all(
      [getGetRegionLazyTreeQueryKey(), getGetRegionListQueryKey(), getGetRegionDetailQueryKey()].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
  const submit = useSubmitRegion({ mutation: { onSuccess: refresh } });
  const remove = useRemoveRegion({ mutation: { onSuccess: refresh } });

  const columns = useMemo(() => regionColumns(t), [t]);
  const form = useMemo(() => regionForm(t), [t]);
  const addChild = useMemo(() => ({ label: t('region.addChild') }), [t]);
  // View and edit open on the region's detail; the http layer says why when it cannot be read.
  const openRecord = useCallback(
    async (row: RegionNode): Promise<Region | undefined> =>
      (await getRegionDetail({ code: row.code }).catch(() => undefined))?.data,
    [],
  );

  return (
    <TreeCrudScreen
      title={t('region.title')}
      rows={roots.data}
      query={roots}
      columns={columns}
      loadChildren={loadChildren}
      defaultExpandDepth={0}
      onRefresh={refresh}
      permissions={{
        view: can('region_view'),
        add: can('region_add'),
        edit: can('region_edit'),
        remove: can('region_delete'),
      }}
      selectable={false}
      addChild={addChild}
      openRecord={openRecord}
      form={(dialog) => ({
        schema: form.schema,
        fields: form.fields(dialog.mode),
        values:
          dialog.mode === 'create'
            ? form.toValues(
                undefined,
                dialog.parent && { code: dialog.parent.code, name: dialog.parent.name },
              )
            : form.toValues(dialog.row),
      })}
      onSubmit={({ parentName: _shown, levelName: _alsoShown, ...values }) =>
        submit.mutateAsync({ data: values })
      }
      // The server refuses a region with children (the http layer shows why).
      onRemove={async (rows) => {
        for (const row of rows) await remove.mutateAsync({ params: { id: row.code } });
      }}
    />
  );
}
