import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useGetDeptTree } from '@/api/generated/blade-system/endpoints/dept/dept';
import {
  exportNeeds,
  getGetNeedsAreaManagerQueueQueryOptions,
  getGetNeedsDirectorQueueQueryOptions,
  getGetNeedsManagerQueueQueryOptions,
  getGetNeedsPagesQueryOptions,
  getGetNeedsProjectManagerQueueQueryOptions,
} from '@/api/generated/purchar-needs/endpoints/cg-needs/cg-needs';
import type { NeedsHeader } from '@/api/generated/purchar-needs/model';
import type { FieldDef, TreeOption } from '@/components/form/field-def';
import { useApprovalT, type ApprovalTranslate } from '@/components/approval/approval-i18n';
import { ApprovalListScreen } from '@/components/approval/approval-list-screen';
import {
  approvalTabsFor,
  isListTab,
  type ApprovalTab,
  type ListTab,
} from '@/components/approval/approval-tabs';
import { useApprovalListSearch } from '@/components/approval/use-approval-list-search';
import { approveStatusOptions } from '@/components/approval/approve-status-badge';
import { ExportButton } from '@/components/document/export-button';
import { Button } from '@/components/ui/button';
import { toPageQuery } from '@/lib/list-search';
import { usePermissions } from '@/lib/permission';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { usePurcharT, type PurcharTranslate } from '../purchar-i18n';
import { needsColumns } from './needs-columns';
import type { NeedsSearch } from './needs-search';
import { useNeedsActions } from './use-needs-actions';

const route = getRouteApi('/_authenticated/purchar/needs/');
const NO_NODES: TreeOption[] = [];

type Filters = Pick<
  NeedsSearch,
  'needsNo' | 'title' | 'approveStatus' | 'deptId' | 'createTimeFrom' | 'createTimeTo'
>;

/**
 * The filters of a list tab as the page and export calls take them (status as a number): 我的需求单 only my
 * bills, 全部 every bill of my data scope, 已办 the bills I decided on. Export sends the same, so it writes what
 * the tab shows.
 */
function listFilters(search: NeedsSearch, tab: ListTab) {
  const { needsNo, title, approveStatus, deptId, createTimeFrom, createTimeTo } = search;
  const filters = toPageQuery({ needsNo, title, deptId, createTimeFrom, createTimeTo } as NeedsSearch);
  return {
    ...filters,
    approveStatus: approveStatus === undefined ? undefined : Number(approveStatus),
    ...(tab === 'mine' ? { mine: 1 } : tab === 'done' ? { done: 1 } : {}),
  };
}

/** The call behind each tab: my bills, or the queue of one approval level (which filters by no, title, dept). */
function tabQuery(search: NeedsSearch) {
  const paging = { current: search.current, size: search.size };
  const queue = {
    ...paging,
    ...toPageQuery({ needsNo: search.needsNo, title: search.title, deptId: search.deptId } as NeedsSearch),
  };
  switch (search.tab) {
    case 'pm':
      return getGetNeedsProjectManagerQueueQueryOptions(queue);
    case 'director':
      return getGetNeedsDirectorQueueQueryOptions(queue);
    case 'areaManager':
      return getGetNeedsAreaManagerQueueQueryOptions(queue);
    case 'manager':
      return getGetNeedsManagerQueueQueryOptions(queue);
    default:
      return getGetNeedsPagesQueryOptions({ ...paging, ...listFilters(search, search.tab) });
  }
}

function searchFields(
  tab: ApprovalTab,
  t: PurcharTranslate,
  at: ApprovalTranslate,
  depts: readonly TreeOption[],
): FieldDef<Filters>[] {
  const common: FieldDef<Filters>[] = [
    { name: 'needsNo', label: t('needs.field.needsNo'), kind: 'text' },
    { name: 'title', label: t('needs.field.title'), kind: 'text' },
    { name: 'deptId', label: t('needs.field.dept'), kind: 'tree', nodes: depts },
  ];
  if (!isListTab(tab)) return common;
  return [
    ...common,
    {
      name: 'approveStatus',
      label: t('needs.field.approveStatus'),
      kind: 'select',
      options: approveStatusOptions(at),
    },
    { name: 'createTimeFrom', label: t('needs.field.createTimeFrom'), kind: 'date' },
    { name: 'createTimeTo', label: t('needs.field.createTimeTo'), kind: 'date' },
  ];
}

/**
 * 需求单: the caller's own bills, 全部 (their data scope), 已办 and the four approval queues as tabs over one
 * table. Filters, tab and page live in the URL; each row offers what the server says the caller may do to it (its allowedActions), as fits the tab.
 */
export function NeedsListPage() {
  const t = usePurcharT();
  const at = useApprovalT();
  const tk = useToolkitT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const goTo = useNavigate();
  const { can } = usePermissions();

  // 已办 is an approver's: someone who cannot approve has decided nothing.
  const canApprove = can('cg_needs_approve');
  const tabs = approvalTabsFor(canApprove, canApprove ? ['all', 'done'] : ['all']);

  const { tab, listProps } = useApprovalListSearch(
    search,
    tabs,
    (next: NeedsSearch) => void navigate({ search: next }),
  );
  const list = useQuery({ ...tabQuery({ ...search, tab }), placeholderData: keepPreviousData });
  const depts = useGetDeptTree();
  const deptNodes = depts.data?.data ?? NO_NODES;
  const { perform, dialogs } = useNeedsActions();
  const columns = useMemo(() => needsColumns(t), [t]);
  const fields = useMemo(() => searchFields(tab, t, at, deptNodes), [tab, t, at, deptNodes]);

  return (
    <ApprovalListScreen<NeedsHeader, Filters>
      label={t('needs.title')}
      tabsLabel={t('needs.tabs.label')}
      mineLabel={t('needs.tabs.mine')}
      {...listProps}
      idBase="needs"
      fields={fields}
      columns={columns}
      query={list}
      canView={can('cg_needs_view')}
      onAction={perform}
      dialogs={dialogs}
      toolbar={
        <>
          {can('cg_needs_add') ? (
            <Button size="sm" onClick={() => void goTo({ to: '/purchar/needs/add' })}>
              <Plus className="size-4" aria-hidden="true" />
              {tk('crud.add')}
            </Button>
          ) : null}
          {isListTab(tab) && can('cg_needs_export') ? (
            <ExportButton onExport={() => exportNeeds(listFilters(search, tab))} />
          ) : null}
        </>
      }
    />
  );
}
