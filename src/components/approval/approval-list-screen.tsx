import type { RowData } from '@tanstack/react-table';
import { useCallback, useState, type ReactNode } from 'react';
import type { ApproveAction } from '@/api/generated/purchar-needs/model/approval';
import type { CrudListQuery } from '@/components/crud/crud-types';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumns } from '@/components/data-table/data-table-columns';
import type { FieldDef } from '@/components/form/field-def';
import { SearchForm } from '@/components/form/search-form';
import { ActionLinks } from './approval-action-buttons';
import { listActions, type DocumentAction } from './approval-actions';
import { useApprovalT } from './approval-i18n';
import { ApprovalTabs, approvalTabLabel, type ApprovalTab } from './approval-tabs';

export interface ApprovalListScreenProps<Row extends RowData, Filters extends Record<string, unknown>> {
  /** The section's accessible name (需求单). */
  label: string;
  /** The tab list's accessible name (需求单列表) and the document's own "mine" tab (我的需求单). */
  tabsLabel: string;
  mineLabel: string;
  tabs: readonly ApprovalTab[];
  tab: ApprovalTab;
  onTabChange: (tab: ApprovalTab) => void;
  /** Prefix of the tab ids. */
  idBase: string;
  /** The selected tab's filters, and their values from the URL. */
  fields: FieldDef<Filters>[];
  filters: Filters;
  onSearch: (filters: Partial<Filters>) => void;
  columns: DataTableColumns<Row>;
  /** The selected tab's generated page query, as it comes. */
  query: CrudListQuery<Row>;
  page: { current: number; size: number };
  onPageChange: (page: { current: number; size: number }) => void;
  /** The document's view permission (the server's allowedActions cover the rest). */
  canView: boolean;
  /** A row's action was chosen (usually `useApprovalActions(…).perform`). */
  onAction: (action: Exclude<DocumentAction, 'rejectLines'>, row: Row) => void;
  /** Buttons above the table (新增, 导出). */
  toolbar?: ReactNode;
  /** The action dialogs, rendered once. */
  dialogs?: ReactNode;
}

/**
 * An approvable document's list: "mine" and the approval queues as tabs over one searchable table, each row
 * offering what the server allows the caller there. Like CrudScreen it does not fetch: the document passes the
 * selected tab's generated query, so the data flow stays visible in its page.
 */
export function ApprovalListScreen<
  Row extends RowData & { allowedActions: readonly ApproveAction[] },
  Filters extends Record<string, unknown>,
>(props: ApprovalListScreenProps<Row, Filters>) {
  const { tab, canView, onAction, query, mineLabel } = props;
  const t = useApprovalT();
  const [searchOpen, setSearchOpen] = useState(true);

  // Stable per tab, so DataTable keeps its memoised rows.
  const rowActions = useCallback(
    (row: Row) => (
      <ActionLinks
        actions={listActions(row, tab, canView)}
        onAction={(action) => {
          // Line rejection needs the lines: lists never offer it (listActions leaves it out).
          if (action !== 'rejectLines') onAction(action, row);
        }}
      />
    ),
    [tab, canView, onAction],
  );

  const page = query.data?.data ?? undefined;
  return (
    <section aria-label={props.label} className="flex flex-col gap-4">
      <ApprovalTabs
        label={props.tabsLabel}
        mineLabel={mineLabel}
        tabs={props.tabs}
        selected={tab}
        onSelect={props.onTabChange}
        idBase={props.idBase}
      >
        {searchOpen ? (
          <SearchForm
            key={`${tab}:${JSON.stringify(props.filters)}`}
            fields={props.fields}
            values={props.filters}
            onSearch={props.onSearch}
          />
        ) : null}
        <DataTable
          label={approvalTabLabel(tab, mineLabel, t)}
          columns={props.columns}
          rows={page?.records}
          total={page?.total ?? 0}
          page={props.page}
          onPageChange={props.onPageChange}
          loading={query.isPending}
          fetching={query.isFetching && !query.isPending}
          error={query.error}
          onRetry={() => void query.refetch()}
          onRefresh={() => void query.refetch()}
          searchOpen={searchOpen}
          onSearchOpenChange={setSearchOpen}
          rowActions={rowActions}
          toolbar={props.toolbar}
        />
      </ApprovalTabs>
      {props.dialogs}
    </section>
  );
}
