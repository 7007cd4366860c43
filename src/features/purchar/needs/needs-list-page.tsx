import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useCallback, useMemo, useState, type KeyboardEvent } from 'react';
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
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { toPageQuery } from '@/lib/list-search';
import { usePermissions } from '@/lib/permission';
import { useSessionUser } from '@/lib/session';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { usePurcharT, type PurcharTranslate } from '../purchar-i18n';
import { ExportButton } from '../purchar-shared';
import { needsColumns } from './needs-columns';
import { listActions, type NeedsAction, type NeedsCaller } from './needs-rules';
import { NEEDS_TABS, type NeedsSearch, type NeedsTab } from './needs-search';
import { approveStatusOptions } from './needs-status';
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

function searchFields(tab: NeedsTab, t: PurcharTranslate, depts: readonly TreeOption[]): FieldDef<Filters>[] {
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
      options: approveStatusOptions(t),
    },
    { name: 'createTimeFrom', label: t('needs.field.createTimeFrom'), kind: 'date' },
    { name: 'createTimeTo', label: t('needs.field.createTimeTo'), kind: 'date' },
  ];
}

const actionLabel = (action: NeedsAction, t: PurcharTranslate, tk: ReturnType<typeof useToolkitT>) => {
  switch (action) {
    case 'view':
      return tk('crud.view');
    case 'edit':
      return tk('crud.edit');
    case 'delete':
      return tk('crud.delete');
    default:
      return t(`needs.action.${action}`);
  }
};

const linkClass = buttonClasses('link', 'sm');
const dangerClass = cn(linkClass, 'text-danger');

/**
 * 需求单: the caller's own bills and the four approval queues as tabs over one table. Filters, tab and page live
 * in the URL; each row offers only what the caller may do to it there (permissions, state, creator, queue).
 */
export function NeedsListPage() {
  const t = usePurcharT();
  const tk = useToolkitT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const goTo = useNavigate();
  const { can } = usePermissions();
  const user = useSessionUser();
  const [searchOpen, setSearchOpen] = useState(true);

  const tabs = useMemo(() => NEEDS_TABS.filter((tab) => tab === 'mine' || can('cg_needs_approve')), [can]);
  const tab = tabs.includes(search.tab) ? search.tab : 'mine';
  const list = useQuery({ ...tabQuery({ ...search, tab }), placeholderData: keepPreviousData });
  const depts = useGetDeptTree();
  const deptNodes = depts.data?.data ?? NO_NODES;

  const caller = useMemo<NeedsCaller>(
    () => ({ userId: user?.user_id, roles: (user?.role_name ?? '').split(','), can }),
    [user?.user_id, user?.role_name, can],
  );
  const { perform, dialogs } = useNeedsActions();
  const columns = useMemo(() => needsColumns(t), [t]);
  const fields = useMemo(() => searchFields(tab, t, deptNodes), [tab, t, deptNodes]);

  const changeSearch = (next: NeedsSearch) => void navigate({ search: next });
  const { current, size, ascs: _ascs, descs: _descs, tab: _tab, ...filters } = search;

  const rowActions = useCallback(
    (row: NeedsHeader) => (
      <span className="inline-flex items-center gap-3 whitespace-nowrap">
        {listActions(row, tab, caller).map((action) => (
          <button
            key={action}
            type="button"
            className={action === 'delete' || action === 'reject' ? dangerClass : linkClass}
            onClick={() => perform(action, row)}
          >
            {actionLabel(action, t, tk)}
          </button>
        ))}
      </span>
    ),
    [tab, caller, perform, t, tk],
  );

  const selectTab = (next: NeedsTab) => changeSearch({ ...search, tab: next, current: 1 });
  // Arrow keys move between tabs (the WAI-ARIA tabs pattern); Tab leaves the tab list.
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = tabs[(tabs.indexOf(tab) + step + tabs.length) % tabs.length]!;
    selectTab(next);
    document.getElementById(`needs-tab-${next}`)?.focus();
  };

  const page = list.data?.data;
  return (
    <section aria-label={t('needs.title')} className="flex flex-col gap-4">
      <div
        role="tablist"
        aria-label={t('needs.tabs.label')}
        className="flex flex-wrap gap-1 border-b border-line"
        onKeyDown={onTabKey}
      >
        {tabs.map((name) => (
          <button
            key={name}
            id={`needs-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={name === tab}
            aria-controls="needs-tab-panel"
            tabIndex={name === tab ? 0 : -1}
            onClick={() => selectTab(name)}
            className={cn(
              '-mb-px border-b-2 px-4 py-2 text-sm transition',
              name === tab
                ? 'border-primary font-medium text-primary'
                : 'border-transparent text-muted hover:text-ink',
            )}
          >
            {t(`needs.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div
        id="needs-tab-panel"
        role="tabpanel"
        aria-labelledby={`needs-tab-${tab}`}
        className="flex flex-col gap-4"
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
          label={t(`needs.tabs.${tab}`)}
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
                <ExportButton t={t} onExport={() => exportNeeds(mineFilters(search))} />
              ) : null}
            </>
          }
        />
      </div>
      {dialogs}
    </section>
  );
}
