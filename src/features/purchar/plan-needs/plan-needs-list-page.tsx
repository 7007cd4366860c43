import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useGetDeptTree } from '@/api/generated/blade-system/endpoints/dept/dept';
import {
  exportPlans,
  getGetPlanAreaManagerQueueQueryOptions,
  getGetPlanDirectorQueueQueryOptions,
  getGetPlanManagerQueueQueryOptions,
  getGetPlanPagesQueryOptions,
  getGetPlanProjectManagerQueueQueryOptions,
} from '@/api/generated/purchar-plans/endpoints/cg-plan-needs/cg-plan-needs';
import type { PlanHeader } from '@/api/generated/purchar-plans/model';
import { useApprovalT, type ApprovalTranslate } from '@/components/approval/approval-i18n';
import { ApprovalListScreen } from '@/components/approval/approval-list-screen';
import { approvalTabsFor, type ApprovalTab } from '@/components/approval/approval-tabs';
import { useApprovalListSearch } from '@/components/approval/use-approval-list-search';
import { approveStatusOptions } from '@/components/approval/approve-status-badge';
import { ExportButton } from '@/components/document/export-button';
import type { FieldDef, TreeOption } from '@/components/form/field-def';
import { Button } from '@/components/ui/button';
import { toPageQuery } from '@/lib/list-search';
import { usePermissions } from '@/lib/permission';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { usePurcharT, type PurcharTranslate } from '../purchar-i18n';
import { planNeedsColumns } from './plan-needs-columns';
import type { PlanNeedsSearch } from './plan-needs-search';
import { usePlanNeedsActions } from './use-plan-needs-actions';

const route = getRouteApi('/_authenticated/purchar/plan-needs/');
const NO_NODES: TreeOption[] = [];

type Filters = Pick<
  PlanNeedsSearch,
  'planNo' | 'planName' | 'approveStatus' | 'planStatus' | 'deptId' | 'createTimeFrom' | 'createTimeTo'
>;

/** 我的需求计划 filters as the page and export calls take them. */
function mineFilters(search: PlanNeedsSearch) {
  const { planNo, planName, approveStatus, planStatus, deptId, createTimeFrom, createTimeTo } = search;
  return {
    ...toPageQuery({ planNo, planName, deptId, createTimeFrom, createTimeTo } as PlanNeedsSearch),
    approveStatus: approveStatus === undefined ? undefined : Number(approveStatus),
    planStatus: planStatus === undefined ? undefined : Number(planStatus),
    mine: 1,
  };
}

function tabQuery(search: PlanNeedsSearch) {
  const paging = { current: search.current, size: search.size };
  const queue = {
    ...paging,
    ...toPageQuery({
      planNo: search.planNo,
      planName: search.planName,
      deptId: search.deptId,
    } as PlanNeedsSearch),
  };
  switch (search.tab) {
    case 'pm':
      return getGetPlanProjectManagerQueueQueryOptions(queue);
    case 'director':
      return getGetPlanDirectorQueueQueryOptions(queue);
    case 'areaManager':
      return getGetPlanAreaManagerQueueQueryOptions(queue);
    case 'manager':
      return getGetPlanManagerQueueQueryOptions(queue);
    default:
      return getGetPlanPagesQueryOptions({ ...paging, ...mineFilters(search) });
  }
}

function searchFields(
  tab: ApprovalTab,
  t: PurcharTranslate,
  at: ApprovalTranslate,
  depts: readonly TreeOption[],
): FieldDef<Filters>[] {
  const common: FieldDef<Filters>[] = [
    { name: 'planNo', label: t('planNeeds.field.planNo'), kind: 'text' },
    { name: 'planName', label: t('planNeeds.field.planName'), kind: 'text' },
    { name: 'deptId', label: t('planNeeds.field.dept'), kind: 'tree', nodes: depts },
  ];
  if (tab !== 'mine') return common;
  return [
    ...common,
    {
      name: 'approveStatus',
      label: t('planNeeds.field.approveStatus'),
      kind: 'select',
      options: approveStatusOptions(at),
    },
    {
      name: 'planStatus',
      label: t('planNeeds.field.planStatus'),
      kind: 'select',
      options: [
        { label: t('common.enabled'), value: '1' },
        { label: t('common.disabled'), value: '0' },
      ],
    },
    { name: 'createTimeFrom', label: t('planNeeds.field.createTimeFrom'), kind: 'date' },
    { name: 'createTimeTo', label: t('planNeeds.field.createTimeTo'), kind: 'date' },
  ];
}

/** 需求计划: the caller's own plans and the four approval queues as tabs over one table, as the demand bill. */
export function PlanNeedsListPage() {
  const t = usePurcharT();
  const at = useApprovalT();
  const tk = useToolkitT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const goTo = useNavigate();
  const { can } = usePermissions();

  const tabs = approvalTabsFor(can('cg_plan_needs_approve'));

  const { tab, listProps } = useApprovalListSearch(
    search,
    tabs,
    (next: PlanNeedsSearch) => void navigate({ search: next }),
  );
  const list = useQuery({ ...tabQuery({ ...search, tab }), placeholderData: keepPreviousData });
  const depts = useGetDeptTree();
  const deptNodes = depts.data?.data ?? NO_NODES;
  const { perform, dialogs } = usePlanNeedsActions();
  const columns = useMemo(() => planNeedsColumns(t), [t]);
  const fields = useMemo(() => searchFields(tab, t, at, deptNodes), [tab, t, at, deptNodes]);

  return (
    <ApprovalListScreen<PlanHeader, Filters>
      label={t('planNeeds.title')}
      tabsLabel={t('planNeeds.tabs.label')}
      mineLabel={t('planNeeds.tabs.mine')}
      {...listProps}
      idBase="plan-needs"
      fields={fields}
      columns={columns}
      query={list}
      canView={can('cg_plan_needs_view')}
      onAction={perform}
      dialogs={dialogs}
      toolbar={
        <>
          {can('cg_plan_needs_add') ? (
            <Button size="sm" onClick={() => void goTo({ to: '/purchar/plan-needs/add' })}>
              <Plus className="size-4" aria-hidden="true" />
              {tk('crud.add')}
            </Button>
          ) : null}
          {tab === 'mine' && can('cg_plan_needs_export') ? (
            <ExportButton onExport={() => exportPlans(mineFilters(search))} />
          ) : null}
        </>
      }
    />
  );
}
