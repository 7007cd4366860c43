import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
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
import { DataTable } from '@/components/data-table/data-table';
import type { FieldDef, TreeOption } from '@/components/form/field-def';
import { SearchForm } from '@/components/form/search-form';
import { ActionLinks } from '@/components/approval/approval-action-buttons';
import { listActions } from '@/components/approval/approval-actions';
import { useApprovalT, type ApprovalTranslate } from '@/components/approval/approval-i18n';
import {
  ApprovalTabs,
  approvalTabLabel,
  approvalTabsFor,
  shownTab,
  type ApprovalTab,
} from '@/components/approval/approval-tabs';
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

/** 我的需求单 filters as the page and export calls take them (status as a number, only my bills). */
function mineFilters(search: NeedsSearch) {
  const { needsNo, title, approveStatus, deptId, createTimeFrom, createTimeTo } = search;
  const filters = toPageQuery({ needsNo, title, deptId, createTimeFrom, createTimeTo } as NeedsSearch);
  return {
    ...filters,
    approveStatus: approveStatus === undefined ? undefined : Number(approveStatus),
    mine: 1,
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
      return getGetNeedsPagesQueryOptions({ ...paging, ...mineFilters(search) });
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
  if (tab !== 'mine') return common;
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
 * 需求单: the caller's own bills and the four approval queues as tabs over one table. Filters, tab and page live
 * in the URL; each row offers what the server says the caller may do to it (its allowedActions), as fits the tab.
 */
export function NeedsListPage() {
  const t = usePurcharT();
  const at = useApprovalT();
  const tk = useToolkitT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const goTo = useNavigate();
  const { can } = usePermissions();
  const [searchOpen, setSearchOpen] = useState(true);

  const canView = can('cg_needs_view');
  const tabs = approvalTabsFor(can('cg_needs_approve'));
  const tab = shownTab(tabs, search.tab);
  const list = useQuery({ ...tabQuery({ ...search, tab }), placeholderData: keepPreviousData });
  const depts = useGetDeptTree();
  const deptNodes = depts.data?.data ?? NO_NODES;

  const { perform, dialogs } = useNeedsActions();
  const columns = useMemo(() => needsColumns(t), [t]);
  const fields = useMemo(() => searchFields(tab, t, at, deptNodes), [tab, t, at, deptNodes]);

  const changeSearch = (next: NeedsSearch) => void navigate({ search: next });
  const { current, size, ascs: _ascs, descs: _descs, tab: _tab, ...filters } = search;

  const rowActions = useCallback(
    (row: NeedsHeader) => (
      <ActionLinks
        actions={listActions(row, tab, canView)}
        onAction={(action) => {
          // A queue row never offers line rejection (it needs the lines: the detail page).
          if (action !== 'rejectLines') perform(action, row);
        }}
      />
    ),
    [tab, canView, perform],
  );

  const page = list.data?.data;
  return (
    <section aria-label={t('needs.title')} className="flex flex-col gap-4">
      <ApprovalTabs
        label={t('needs.tabs.label')}
        mineLabel={t('needs.tabs.mine')}
        tabs={tabs}
        selected={tab}
        onSelect={(next) => changeSearch({ ...search, tab: next, current: 1 })}
        idBase="needs"
      >
        {searchOpen ? (
          <SearchForm
            key={`${tab}:${JSON.stringify(filters)}`}
            fields={fields}
            values={filters}
            onSearch={(values) => changeSearch({ ...search, ...values, current: 1 })}
          />
        ) : null}
        <DataTable
          label={approvalTabLabel(tab, t('needs.tabs.mine'), at)}
          columns={columns}
          rows={page?.records}
          total={page?.total ?? 0}
          page={{ current, size }}
          onPageChange={(next) => changeSearch({ ...search, ...next })}
          loading={list.isPending}
          fetching={list.isFetching && !list.isPending}
          error={list.error}
          onRetry={() => void list.refetch()}
          onRefresh={() => void list.refetch()}
          searchOpen={searchOpen}
          onSearchOpenChange={setSearchOpen}
          rowActions={rowActions}
          toolbar={
            <>
              {can('cg_needs_add') ? (
                <Button size="sm" onClick={() => void goTo({ to: '/purchar/needs/add' })}>
                  <Plus className="size-4" aria-hidden="true" />
                  {tk('crud.add')}
                </Button>
              ) : null}
              {tab === 'mine' && can('cg_needs_export') ? (
                <ExportButton onExport={() => exportNeeds(mineFilters(search))} />
              ) : null}
            </>
          }
        />
      </ApprovalTabs>
      {dialogs}
    </section>
  );
}
