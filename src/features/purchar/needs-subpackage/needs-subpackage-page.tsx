import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import {
  exportSubpackage,
  getGetPurchaserListQueryKey,
  getGetSubpackageItemPagesQueryKey,
  getGetSubpackagePagesQueryKey,
  useAssignToPurchaser,
  useCancelAssignments,
  useGetPurchaserList,
  useGetSubpackageItemPages,
  useGetSubpackagePages,
} from '@/api/generated/purchar-execution/endpoints/cg-needs-subpackage/cg-needs-subpackage';
import { DataTable } from '@/components/data-table/data-table';
import { ExportButton } from '@/components/document/export-button';
import type { FieldDef } from '@/components/form/field-def';
import { SearchForm } from '@/components/form/search-form';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import { toPageQuery } from '@/lib/list-search';
import { notify } from '@/lib/notify';
import { usePermissions } from '@/lib/permission';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { usePurcharT } from '../purchar-i18n';
import { AssignDialog } from './assign-dialog';
import { allocationColumns, demandLineColumns } from '../shared/execution-columns';
import type { SubpackageSearch } from './needs-subpackage-search';

const route = getRouteApi('/_authenticated/purchar/needs-subpackage');
type View = 'lines' | 'assignments';
type Filters = Pick<SubpackageSearch, 'needsNo' | 'materialCode' | 'purcharStatus' | 'purchaserId'>;

/**
 * 需求分包: the purchase admin's two lists — open lines of approved bills to assign (select, 分包 to a purchaser,
 * all or part) and the assignments made (select, 取消分包; export). Filters, list and page live in the URL.
 */
export function NeedsSubpackagePage() {
  const t = usePurcharT();
  const tk = useToolkitT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const { can } = usePermissions();
  const view: View = search.view === 'assignments' ? 'assignments' : 'lines';
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [assigning, setAssigning] = useState(false);
  const [cancelling, setCancelling] = useState(false);

  const { current, size, needsNo, materialCode, purcharStatus, purchaserId } = search;
  const paging = { current, size };
  const lineQuery = toPageQuery({ ...paging, needsNo, materialCode } as SubpackageSearch);
  const lines = useGetSubpackageItemPages(
    { ...lineQuery, purcharStatus: purcharStatus ? Number(purcharStatus) : undefined },
    { query: { enabled: view === 'lines', placeholderData: keepPreviousData } },
  );
  const assignmentFilters = toPageQuery({ needsNo, materialCode, purchaserId } as SubpackageSearch);
  const assignments = useGetSubpackagePages(
    { ...paging, ...assignmentFilters },
    { query: { enabled: view === 'assignments', placeholderData: keepPreviousData } },
  );
  const purchasers = useGetPurchaserList({ query: { enabled: can('cg_needs_subpackage_view') } });
  const refresh = () => {
    setSelection({});
    void queryClient.invalidateQueries({ queryKey: getGetSubpackageItemPagesQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getGetSubpackagePagesQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getGetPurchaserListQueryKey() });
  };
  const assign = useAssignToPurchaser({ mutation: { onSuccess: refresh } });
  const cancel = useCancelAssignments({ mutation: { onSuccess: refresh } });

  const lineColumns = useMemo(() => demandLineColumns(t), [t]);
  const assignmentColumns = useMemo(() => allocationColumns(t, true), [t]);
  const purchaserOptions = useMemo(
    () => (purchasers.data?.data ?? []).map((p) => ({ value: p.id, label: p.name })),
    [purchasers.data],
  );
  const fields = useMemo((): FieldDef<Filters>[] => {
    const common: FieldDef<Filters>[] = [
      { name: 'needsNo', label: t('execution.field.needsNo'), kind: 'text' },
      { name: 'materialCode', label: t('execution.field.materialCode'), kind: 'text' },
    ];
    return view === 'lines'
      ? [
          ...common,
          {
            name: 'purcharStatus',
            label: t('execution.field.purcharStatus'),
            kind: 'select',
            options: [
              { value: '2', label: t('execution.purcharStatus.none') },
              { value: '3', label: t('execution.purcharStatus.part') },
              { value: '1', label: t('execution.purcharStatus.full') },
            ],
          },
        ]
      : [
          ...common,
          {
            name: 'purchaserId',
            label: t('execution.field.purchaser'),
            kind: 'select',
            options: purchaserOptions,
          },
        ];
  }, [t, view, purchaserOptions]);

  const changeSearch = (next: SubpackageSearch) => void navigate({ search: next });
  const selectedLines = (lines.data?.data?.records ?? []).filter((row) => selection[row.id]);
  const selectedAssignments = (assignments.data?.data?.records ?? []).filter((row) => selection[row.id]);
  const query = view === 'lines' ? lines : assignments;
  const page = query.data?.data;

  const table = (
    <DataTable
      label={view === 'lines' ? t('execution.subpackage.tabLines') : t('execution.subpackage.tabAssignments')}
      columns={(view === 'lines' ? lineColumns : assignmentColumns) as never}
      rows={page?.records as never}
      total={page?.total ?? 0}
      page={paging}
      onPageChange={(next) => changeSearch({ ...search, ...next })}
      loading={query.isPending}
      fetching={query.isFetching && !query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      onRefresh={() => void query.refetch()}
      selection={selection}
      onSelectionChange={setSelection}
      toolbar={
        view === 'lines' ? (
          can('cg_needs_subpackage_assign') ? (
            <Button
              size="sm"
              onClick={() =>
                selectedLines.length
                  ? setAssigning(true)
                  : notify.error(t('execution.subpackage.selectFirst'))
              }
            >
              {t('execution.subpackage.assign')}
            </Button>
          ) : null
        ) : (
          <>
            {can('cg_needs_subpackage_cancel') ? (
              <Button
                size="sm"
                variant="danger"
                onClick={() =>
                  selectedAssignments.length ? setCancelling(true) : notify.error(tk('crud.selectFirst'))
                }
              >
                {t('execution.subpackage.cancel')}
              </Button>
            ) : null}
            {can('cg_needs_subpackage_export') ? (
              <ExportButton onExport={() => exportSubpackage(assignmentFilters)} />
            ) : null}
          </>
        )
      }
    />
  );

  return (
    <section aria-label={t('execution.subpackage.title')} className="flex flex-col gap-4">
      <Tabs<View>
        label={t('execution.subpackage.title')}
        idBase="subpackage"
        tabs={[
          { id: 'lines', label: t('execution.subpackage.tabLines') },
          { id: 'assignments', label: t('execution.subpackage.tabAssignments') },
        ]}
        selected={view}
        onSelect={(next) => {
          setSelection({});
          changeSearch({ ...search, view: next === 'lines' ? undefined : next, current: 1 });
        }}
      />
      <TabPanel idBase="subpackage" tab={view} className="flex flex-col gap-4">
        <SearchForm<Filters>
          key={`${view}:${needsNo}:${materialCode}:${purcharStatus}:${purchaserId}`}
          fields={fields}
          values={{ needsNo, materialCode, purcharStatus, purchaserId }}
          onSearch={(values) => changeSearch({ ...search, ...values, current: 1 })}
        />
        {table}
      </TabPanel>
      <AssignDialog
        open={assigning}
        onOpenChange={setAssigning}
        lines={selectedLines}
        purchasers={purchasers.data?.data}
        onAssign={async (purchaser, qty) => {
          await assign.mutateAsync({
            data: {
              purchaserId: purchaser,
              lines: selectedLines.map((row) => ({ needsItemId: row.id, ...(qty ? { qty } : {}) })),
            },
          });
          notify.success(t('execution.subpackage.assigned'));
        }}
      />
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title={t('execution.subpackage.cancelTitle')}
        description={t('execution.subpackage.cancelConfirm', { count: selectedAssignments.length })}
        confirmText={t('execution.subpackage.cancel')}
        cancelText={tk('crud.cancel')}
        confirmVariant="danger"
        onConfirm={async () => {
          try {
            await cancel.mutateAsync({ params: { ids: selectedAssignments.map((row) => row.id).join(',') } });
          } catch {
            return;
          }
          notify.success(t('execution.subpackage.cancelled'));
        }}
      />
    </section>
  );
}
