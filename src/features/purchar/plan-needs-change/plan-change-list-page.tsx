import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useGetDeptTree } from '@/api/generated/blade-system/endpoints/dept/dept';
import {
  exportPlanChanges,
  getGetPlanChangeAreaManagerQueueQueryOptions,
  getGetPlanChangeDirectorQueueQueryOptions,
  getGetPlanChangeManagerQueueQueryOptions,
  getGetPlanChangePagesQueryOptions,
  getGetPlanChangeProjectManagerQueueQueryOptions,
} from '@/api/generated/purchar-plans/endpoints/cg-plan-needs-change/cg-plan-needs-change';
import type { ChangeHeader } from '@/api/generated/purchar-plans/model';
import { useApprovalT } from '@/components/approval/approval-i18n';
import { ApprovalListScreen } from '@/components/approval/approval-list-screen';
import { approvalTabsFor } from '@/components/approval/approval-tabs';
import { useApprovalListSearch } from '@/components/approval/use-approval-list-search';
import { approveStatusOptions } from '@/components/approval/approve-status-badge';
import { ExportButton } from '@/components/document/export-button';
import type { FieldDef, TreeOption } from '@/components/form/field-def';
import { Button } from '@/components/ui/button';
import { toPageQuery } from '@/lib/list-search';
import { usePermissions } from '@/lib/permission';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { usePurcharT } from '../purchar-i18n';
import { planChangeColumns } from './plan-change-columns';
import type { PlanChangeSearch } from './plan-change-search';
import { usePlanChangeActions } from './use-plan-change-actions';

const route = getRouteApi('/_authenticated/purchar/plan-needs-change/');
const NO_NODES: TreeOption[] = [];
type Filters = Pick<PlanChangeSearch, 'changeNo' | 'planNo' | 'approveStatus' | 'deptId'>;

function mineFilters(search: PlanChangeSearch) {
  const { changeNo, planNo, approveStatus, deptId } = search;
  return {
    ...toPageQuery({ changeNo, planNo, deptId } as PlanChangeSearch),
    approveStatus: approveStatus === undefined ? undefined : Number(approveStatus),
    mine: 1,
  };
}

function tabQuery(search: PlanChangeSearch) {
  const paging = { current: search.current, size: search.size };
  const queue = {
    ...paging,
    ...toPageQuery({
      changeNo: search.changeNo,
      planNo: search.planNo,
      deptId: search.deptId,
    } as PlanChangeSearch),
  };
  switch (search.tab) {
    case 'pm':
      return getGetPlanChangeProjectManagerQueueQueryOptions(queue);
    case 'director':
      return getGetPlanChangeDirectorQueueQueryOptions(queue);
    case 'areaManager':
      return getGetPlanChangeAreaManagerQueueQueryOptions(queue);
    case 'manager':
      return getGetPlanChangeManagerQueueQueryOptions(queue);
    default:
      return getGetPlanChangePagesQueryOptions({ ...paging, ...mineFilters(search) });
  }
}

/** 计划变更: the caller's own changes and the four approval queues, as every approvable document. */
export function PlanChangeListPage() {
  const t = usePurcharT();
  const at = useApprovalT();
  const tk = useToolkitT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const goTo = useNavigate();
  const { can } = usePermissions();
  const tabs = approvalTabsFor(can('cg_plan_needs_change_approve'));
  const { tab, listProps } = useApprovalListSearch(
    search,
    tabs,
    (next: PlanChangeSearch) => void navigate({ search: next }),
  );
  const list = useQuery({ ...tabQuery({ ...search, tab }), placeholderData: keepPreviousData });
  const depts = useGetDeptTree();
  const deptNodes = depts.data?.data ?? NO_NODES;
  const { perform, dialogs } = usePlanChangeActions();
  const columns = useMemo(() => planChangeColumns(t), [t]);
  const fields = useMemo((): FieldDef<Filters>[] => {
    const common: FieldDef<Filters>[] = [
      { name: 'changeNo', label: t('planChange.field.changeNo'), kind: 'text' },
      { name: 'planNo', label: t('planChange.field.planNo'), kind: 'text' },
      { name: 'deptId', label: t('planChange.field.dept'), kind: 'tree', nodes: deptNodes },
    ];
    if (tab !== 'mine') return common;
    return [
      ...common,
      {
        name: 'approveStatus',
        label: t('planChange.field.approveStatus'),
        kind: 'select',
        options: approveStatusOptions(at),
      },
    ];
  }, [tab, t, at, deptNodes]);

  return (
    <ApprovalListScreen<ChangeHeader, Filters>
      label={t('planChange.title')}
      tabsLabel={t('planChange.tabs.label')}
      mineLabel={t('planChange.tabs.mine')}
      {...listProps}
      idBase="plan-change"
      fields={fields}
      columns={columns}
      query={list}
      canView={can('cg_plan_needs_change_view')}
      onAction={perform}
      dialogs={dialogs}
      toolbar={
        <>
          {can('cg_plan_needs_change_add') ? (
            <Button size="sm" onClick={() => void goTo({ to: '/purchar/plan-needs-change/add' })}>
              <Plus className="size-4" aria-hidden="true" />
              {tk('crud.add')}
            </Button>
          ) : null}
          {tab === 'mine' && can('cg_plan_needs_change_export') ? (
            <ExportButton onExport={() => exportPlanChanges(mineFilters(search))} />
          ) : null}
        </>
      }
    />
  );
}
