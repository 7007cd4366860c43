import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import type { Region } from '@/api/generated/blade-system/model';
import {
  getGetRegionDetailQueryKey,
  getGetRegionLazyTreeQueryKey,
  getGetRegionListQueryKey,
  getRegionDetail,
  useRemoveRegion,
  useSubmitRegion,
} from '@/api/generated/blade-system/endpoints/region/region';
import { CrudFormDialog } from '@/components/crud/crud-form-dialog';
import { CrudRowActions } from '@/components/crud/crud-row-actions';
import { TreeTable } from '@/components/data-table/tree-table';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/lib/notify';
import { usePermissions } from '@/lib/permission';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { useSystemT } from '../system-i18n';
import { regionColumns } from './region-columns';
import { regionForm } from './region-form';
import { loadRegionLevel, ROOT_REGION, type RegionNode } from './region-tree';

const linkClass = buttonClasses('link', 'sm');

type DialogState =
  { mode: 'create'; parent?: { code: string; name: string } } | { mode: 'edit' | 'view'; row: Region } | null;

/**
 * 行政区划: the platform's regions as a tree keyed by code, loaded level by level (children on expand). View and
 * edit read the region's detail first (its parent's name, its level); a new region goes under a parent with the
 * parent's code preset as the prefix of its own. The server refuses deleting a region with children.
 */
export function RegionPage() {
  const t = useSystemT();
  const toolkitT = useToolkitT();
  const queryClient = useQueryClient();
  const { can } = usePermissions();
  const [dialog, setDialog] = useState<DialogState>(null);
  const [deleting, setDeleting] = useState<RegionNode | null>(null);

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

  const canView = can('region_view');
  const canAdd = can('region_add');
  const canEdit = can('region_edit');
  const canRemove = can('region_delete');
  const open = useCallback(async (mode: 'edit' | 'view', code: string) => {
    const answer = await getRegionDetail({ code }).catch(() => undefined); // the http layer said why
    if (answer?.data) setDialog({ mode, row: answer.data });
  }, []);
  const rowActions = useCallback(
    (row: RegionNode) => (
      <CrudRowActions
        onView={canView ? () => void open('view', row.code) : undefined}
        onEdit={canEdit ? () => void open('edit', row.code) : undefined}
        onDelete={canRemove ? () => setDeleting(row) : undefined}
      >
        {canAdd ? (
          <button
            type="button"
            className={linkClass}
            onClick={() => setDialog({ mode: 'create', parent: { code: row.code, name: row.name } })}
          >
            {t('region.addChild')}
          </button>
        ) : null}
      </CrudRowActions>
    ),
    [canView, canEdit, canRemove, canAdd, open, t],
  );

  const confirmDelete = async (row: RegionNode) => {
    try {
      await remove.mutateAsync({ params: { id: row.code } });
    } catch {
      return; // The http layer has shown the server's reason (the region has children).
    }
    notify.success(toolkitT('crud.deleted'));
  };

  const mode = dialog?.mode ?? 'create';
  return (
    <section aria-label={t('region.title')} className="flex flex-col gap-4">
      <TreeTable
        label={t('region.title')}
        columns={columns}
        rows={roots.data}
        loading={roots.isPending}
        fetching={roots.isFetching && !roots.isPending}
        error={roots.error}
        onRetry={() => void roots.refetch()}
        onRefresh={() => void refresh()}
        loadChildren={loadChildren}
        defaultExpandDepth={0}
        rowActions={rowActions}
        toolbar={
          canAdd ? (
            <Button size="sm" onClick={() => setDialog({ mode: 'create' })}>
              <Plus className="size-4" aria-hidden="true" />
              {toolkitT('crud.add')}
            </Button>
          ) : null
        }
      />
      <CrudFormDialog
        open={dialog !== null}
        onOpenChange={(next) => !next && setDialog(null)}
        mode={mode}
        schema={form.schema}
        fields={form.fields(mode)}
        values={form.toValues(
          dialog && dialog.mode !== 'create' ? dialog.row : undefined,
          dialog?.mode === 'create' ? dialog.parent : undefined,
        )}
        onSubmit={({ parentName: _shown, levelName: _alsoShown, ...values }) =>
          submit.mutateAsync({ data: values })
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => !next && setDeleting(null)}
        title={toolkitT('crud.deleteTitle')}
        description={toolkitT('crud.deleteConfirm')}
        confirmText={toolkitT('crud.delete')}
        cancelText={toolkitT('crud.cancel')}
        confirmVariant="danger"
        onConfirm={() => (deleting ? confirmDelete(deleting) : undefined)}
      />
    </section>
  );
}
