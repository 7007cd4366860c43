import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useGetDeptTree } from '@/api/generated/blade-system/endpoints/dept/dept';
import {
  exportPlanSummary,
  getGetPlanSummaryPagesQueryOptions,
} from '@/api/generated/purchar-plans/endpoints/cg-plan-needs-summary/cg-plan-needs-summary';
import type { PlanSummaryRow } from '@/api/generated/purchar-plans/model';
import { DataTable } from '@/components/data-table/data-table';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import { ExportButton } from '@/components/document/export-button';
import type { FieldDef, TreeOption } from '@/components/form/field-def';
import { SearchForm } from '@/components/form/search-form';
import { toPageQuery } from '@/lib/list-search';
import { usePermissions } from '@/lib/permission';
import { usePurcharT, type PurcharTranslate } from '../purchar-i18n';
import type { planSummaryZh } from './plan-summary-zh';
import type { PlanSummarySearch } from './plan-summary-search';

const route = getRouteApi('/_authenticated/purchar/plan-needs-summary');
const NO_NODES: TreeOption[] = [];
const col = dataTableColumnHelper<PlanSummaryRow>();
type Filters = Pick<PlanSummarySearch, 'deptId' | 'materialKeyword'>;

function summaryColumns(t: PurcharTranslate) {
  const f = (key: keyof (typeof planSummaryZh)['field']) => t(`planSummary.field.${key}`);
  const qty = (key: 'planQty' | 'demandedQty' | 'contractedQty' | 'receivedQty' | 'remainingQty') =>
    col.accessor(key, { header: f(key), meta: { className: 'w-28 tabular-nums', align: 'right' } });
  return col.columns([
    col.accessor('deptName', { header: f('dept'), meta: { className: 'min-w-28' } }),
    col.accessor('materialCode', {
      header: f('materialCode'),
      meta: { className: 'w-28 font-mono text-xs' },
    }),
    col.accessor('materialName', { header: f('materialName'), meta: { className: 'min-w-32' } }),
    col.accessor('spec', { header: f('spec'), meta: { className: 'min-w-28' } }),
    col.accessor('unitName', { header: f('unit'), meta: { className: 'w-14' } }),
    qty('planQty'),
    qty('demandedQty'),
    qty('contractedQty'),
    qty('receivedQty'),
    qty('remainingQty'),
    col.accessor('execRate', {
      header: f('execRate'),
      cell: (info) => `${info.getValue().toFixed(2)}%`,
      meta: { className: 'w-24 tabular-nums', align: 'right' },
    }),
  ]);
}

/**
 * 计划汇总: per project department × material, what approved plans planned, what bills demand of them, what
 * remains and the execution rate; filters in the URL, exported with the same filters.
 */
export function PlanSummaryPage() {
  const t = usePurcharT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { can } = usePermissions();
  const [searchOpen, setSearchOpen] = useState(true);
  const { deptId, materialKeyword } = toPageQuery(search);
  const filters = { deptId, materialKeyword };
  const list = useQuery({
    ...getGetPlanSummaryPagesQueryOptions({ ...filters, current: search.current, size: search.size }),
    placeholderData: keepPreviousData,
  });
  const depts = useGetDeptTree();
  const deptNodes = depts.data?.data ?? NO_NODES;
  const columns = useMemo(() => summaryColumns(t), [t]);
  const fields = useMemo(
    (): FieldDef<Filters>[] => [
      { name: 'deptId', label: t('planSummary.field.dept'), kind: 'tree', nodes: deptNodes },
      { name: 'materialKeyword', label: t('planSummary.field.materialKeyword'), kind: 'text' },
    ],
    [t, deptNodes],
  );
  const change = (next: Partial<PlanSummarySearch>) => void navigate({ search: { ...search, ...next } });
  const page = list.data?.data;

  return (
    <section aria-label={t('planSummary.title')} className="flex flex-col gap-4">
      {searchOpen ? (
        <SearchForm
          key={JSON.stringify(filters)}
          fields={fields}
          values={{ deptId: search.deptId, materialKeyword: search.materialKeyword }}
          onSearch={(values) => change({ ...values, current: 1 })}
        />
      ) : null}
      <DataTable
        label={t('planSummary.title')}
        columns={columns}
        rows={page?.records}
        total={page?.total ?? 0}
        page={{ current: search.current, size: search.size }}
        onPageChange={(next) => change(next)}
        loading={list.isPending}
        fetching={list.isFetching && !list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        onRefresh={() => void list.refetch()}
        searchOpen={searchOpen}
        onSearchOpenChange={setSearchOpen}
        toolbar={
          can('cg_plan_needs_summary_export') ? (
            <ExportButton onExport={() => exportPlanSummary(filters)} />
          ) : null
        }
      />
    </section>
  );
}
