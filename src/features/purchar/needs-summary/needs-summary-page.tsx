import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { useGetDeptTree } from '@/api/generated/blade-system/endpoints/dept/dept';
import type { SumRow } from '@/api/generated/purchar-execution/model';
import {
  getGetContractSumPagesQueryKey,
  getGetNoContractSumPagesQueryKey,
  useCreateContractOrder,
  useGetContractSumPages,
  useGetNoContractSumPages,
  useSetPurcharType,
} from '@/api/generated/purchar-execution/endpoints/cg-needs-summary/cg-needs-summary';
import { DataTable } from '@/components/data-table/data-table';
import type { FieldDef, TreeOption } from '@/components/form/field-def';
import { DictionarySelect } from '@/components/form/dictionary-select';
import { SearchForm } from '@/components/form/search-form';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import { toPageQuery } from '@/lib/list-search';
import { notify } from '@/lib/notify';
import { usePermissions } from '@/lib/permission';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { usePurcharT } from '../purchar-i18n';
import { summaryColumns } from './needs-summary-columns';
import type { SummarySearch } from './needs-summary-search';
import { PriceDialog } from './price-dialog';

const route = getRouteApi('/_authenticated/purchar/needs-summary');
type View = 'noContract' | 'contract';
type Filters = Pick<SummarySearch, 'deptId' | 'materialCode' | 'materialName'>;
const NO_NODES: TreeOption[] = [];
const linkClass = buttonClasses('link', 'sm');

/**
 * 需求汇总: approved demand not yet assigned, per material, split by whether an executing framework contract
 * covers it. The purchase admin sets the purchase method of the selected materials' lines, looks up prices, and
 * (once contracts exist) orders on a framework contract.
 */
export function NeedsSummaryPage() {
  const t = usePurcharT();
  const tk = useToolkitT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const { can } = usePermissions();
  const view: View = search.view === 'contract' ? 'contract' : 'noContract';
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [typing, setTyping] = useState(false);
  const [purcharType, setPurcharType] = useState<string | undefined>();
  const [priced, setPriced] = useState<SumRow | null>(null);

  const { current, size, deptId, materialCode, materialName } = search;
  const params = toPageQuery({ current, size, deptId, materialCode, materialName } as SummarySearch);
  const options = { query: { placeholderData: keepPreviousData } };
  const noContract = useGetNoContractSumPages(params, {
    query: { ...options.query, enabled: view === 'noContract' },
  });
  const contract = useGetContractSumPages(params, {
    query: { ...options.query, enabled: view === 'contract' },
  });
  const query = view === 'contract' ? contract : noContract;
  const refresh = () => {
    setSelection({});
    void queryClient.invalidateQueries({ queryKey: getGetNoContractSumPagesQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getGetContractSumPagesQueryKey() });
  };
  const savePurcharType = useSetPurcharType({ mutation: { onSuccess: refresh } });
  const createOrder = useCreateContractOrder();

  const columns = useMemo(() => summaryColumns(t, view === 'contract'), [t, view]);
  const deptNodes = useGetDeptTree().data?.data ?? NO_NODES;
  const fields = useMemo(
    (): FieldDef<Filters>[] => [
      { name: 'deptId', label: t('execution.field.dept'), kind: 'tree', nodes: deptNodes },
      { name: 'materialCode', label: t('execution.field.materialCode'), kind: 'text' },
      { name: 'materialName', label: t('execution.field.materialName'), kind: 'text' },
    ],
    [t, deptNodes],
  );
  const rowActions = useCallback(
    (row: SumRow) => (
      <button type="button" className={linkClass} onClick={() => setPriced(row)}>
        {t('execution.summary.price')}
      </button>
    ),
    [t],
  );
  const rows = query.data?.data?.records ?? [];
  // Rows are keyed by material (and contract line): the table's row key is the material's first line id.
  const keyed = rows.map((row) => ({ ...row, id: `${row.materialId}:${row.contractItemId ?? ''}` }));
  const selected = keyed.filter((row) => selection[row.id]);
  const selectedLines = selected.flatMap((row) => row.needsItemIds);
  const changeSearch = (next: SummarySearch) => void navigate({ search: next });

  return (
    <section aria-label={t('execution.summary.title')} className="flex flex-col gap-4">
      <Tabs<View>
        label={t('execution.summary.title')}
        idBase="summary"
        tabs={[
          { id: 'noContract', label: t('execution.summary.tabNoContract') },
          { id: 'contract', label: t('execution.summary.tabContract') },
        ]}
        selected={view}
        onSelect={(next) => {
          setSelection({});
          changeSearch({ ...search, view: next === 'noContract' ? undefined : next, current: 1 });
        }}
      />
      <TabPanel idBase="summary" tab={view} className="flex flex-col gap-4">
        <SearchForm<Filters>
          key={`${deptId}:${materialCode}:${materialName}`}
          fields={fields}
          values={{ deptId, materialCode, materialName }}
          onSearch={(values) => changeSearch({ ...search, ...values, current: 1 })}
        />
        <DataTable
          label={
            view === 'contract' ? t('execution.summary.tabContract') : t('execution.summary.tabNoContract')
          }
          columns={columns as never}
          rows={keyed as never}
          total={query.data?.data?.total ?? 0}
          page={{ current, size }}
          onPageChange={(next) => changeSearch({ ...search, ...next })}
          loading={query.isPending}
          fetching={query.isFetching && !query.isPending}
          error={query.error}
          onRetry={() => void query.refetch()}
          onRefresh={() => void query.refetch()}
          selection={selection}
          onSelectionChange={setSelection}
          rowActions={rowActions as never}
          toolbar={
            <>
              {can('cg_needs_summary_edit') ? (
                <Button
                  size="sm"
                  onClick={() => (selected.length ? setTyping(true) : notify.error(tk('crud.selectFirst')))}
                >
                  {t('execution.summary.setPurcharType')}
                </Button>
              ) : null}
              {view === 'contract' && can('cg_needs_summary_add') ? (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => void createOrder.mutateAsync({ data: {} }).catch(() => undefined)}
                >
                  {t('execution.summary.createContractOrder')}
                </Button>
              ) : null}
            </>
          }
        />
      </TabPanel>
      <ConfirmDialog
        open={typing}
        onOpenChange={setTyping}
        title={t('execution.summary.purcharTypeTitle')}
        description={
          <span className="flex flex-col gap-3">
            <span>
              {t('execution.summary.purcharTypeHint', {
                count: selected.length,
                lines: selectedLines.length,
              })}
            </span>
            <Label htmlFor="summary-purchar-type">{t('execution.field.purcharType')}</Label>
            <DictionarySelect
              id="summary-purchar-type"
              code="purchar_type"
              value={purcharType}
              onChange={(value) => setPurcharType(value as string | undefined)}
              onBlur={() => undefined}
            />
          </span>
        }
        confirmText={tk('crud.save')}
        cancelText={tk('crud.cancel')}
        onConfirm={async () => {
          if (!purcharType) return;
          try {
            await savePurcharType.mutateAsync({ data: { needsItemIds: selectedLines, purcharType } });
          } catch {
            return;
          }
          notify.success(t('execution.summary.saved'));
        }}
      />
      <PriceDialog row={priced} onClose={() => setPriced(null)} />
    </section>
  );
}
