import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import {
  approveBlacklistAsAreaManager,
  approveBlacklistAsDirector,
  approveBlacklistAsManager,
  cancelBlacklistRequest,
  deleteBlacklistRequest,
  getGetBlacklistAreaManagerQueueQueryOptions,
  getGetBlacklistDirectorQueueQueryOptions,
  getGetBlacklistLogsQueryOptions,
  getGetBlacklistManagerQueueQueryOptions,
  rejectBlacklistRequest,
  submitBlacklistForApproval,
  useGetBlacklistPages,
} from '@/api/generated/purchar-supplier/endpoints/gys-supplier-black/gys-supplier-black';
import type { BlacklistRequest, SupplierHeader } from '@/api/generated/purchar-supplier/model';
import { ApprovalListScreen } from '@/components/approval/approval-list-screen';
import { approvalTabsFor } from '@/components/approval/approval-tabs';
import { useApprovalListSearch } from '@/components/approval/use-approval-list-search';
import { ApproveStatusBadge } from '@/components/approval/approve-status-badge';
import {
  useApprovalActions,
  useRefreshDocument,
  type ApprovalApi,
} from '@/components/approval/use-approval-actions';
import { DataTable } from '@/components/data-table/data-table';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import type { FieldDef } from '@/components/form/field-def';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toPageQuery } from '@/lib/list-search';
import { usePermissions } from '@/lib/permission';
import { usePurcharT, type PurcharTranslate } from '../purchar-i18n';
import { useBlacklistRequest } from '../shared/use-blacklist-request';
import type { BlacklistSearch } from './blacklist-search';

const route = getRouteApi('/_authenticated/purchar/supplier-black');
type Filters = Pick<BlacklistSearch, 'supplierName'>;

const noConfirm = () => Promise.reject(new Error('blacklist requests have no project manager confirmation'));

/** The blacklist requests' generated calls, as the shared approval flow takes them. */
const blacklistApproval: ApprovalApi<BlacklistRequest> = {
  numberOf: (request) => request.requestNo,
  // Under the suppliers' prefix: an approved request changes the supplier too, so both refresh.
  queryPrefix: '/api/purchar/gys-supplier',
  remove: deleteBlacklistRequest,
  submit: submitBlacklistForApproval,
  cancel: cancelBlacklistRequest,
  confirm: noConfirm,
  approve: {
    DIRECTOR: approveBlacklistAsDirector,
    AREA_MANAGER: approveBlacklistAsAreaManager,
    MANAGER: approveBlacklistAsManager,
  },
  reject: rejectBlacklistRequest,
};

const supplierCol = dataTableColumnHelper<SupplierHeader>();
const requestCol = dataTableColumnHelper<BlacklistRequest>();

const supplierLink = (id: string, text: string) => (
  <Link
    to="/purchar/supplier/$id"
    params={{ id }}
    className="text-primary hover:underline focus-visible:underline focus-visible:outline-none"
  >
    {text}
  </Link>
);

function listedColumns(t: PurcharTranslate) {
  return supplierCol.columns([
    supplierCol.accessor('supplierCode', {
      header: t('supplier.field.supplierCode'),
      cell: (info) => supplierLink(info.row.original.id, info.getValue()),
      meta: { className: 'w-28 font-mono text-xs' },
    }),
    supplierCol.accessor('supplierName', {
      header: t('supplier.field.supplierName'),
      meta: { className: 'min-w-48' },
    }),
    supplierCol.accessor('blacklistReason', {
      header: t('supplier.field.blacklistReason'),
      meta: { className: 'min-w-48' },
    }),
    supplierCol.accessor('blacklistTime', {
      header: t('supplier.field.blacklistTime'),
      meta: { className: 'w-40 tabular-nums' },
    }),
    supplierCol.accessor('blacklistUserName', {
      header: t('supplier.black.operator'),
      meta: { className: 'w-24' },
    }),
  ]);
}

function requestColumns(t: PurcharTranslate) {
  return requestCol.columns([
    requestCol.accessor('requestNo', {
      header: t('supplier.black.requestNo'),
      meta: { className: 'w-40 font-mono text-xs' },
    }),
    requestCol.accessor('supplierName', {
      header: t('supplier.field.supplierName'),
      cell: (info) => supplierLink(info.row.original.supplierId, info.getValue()),
      meta: { className: 'min-w-48' },
    }),
    requestCol.accessor('requestTypeName', {
      header: t('supplier.black.requestType'),
      cell: (info) => (
        <Badge tone={info.row.original.requestType === 1 ? 'danger' : 'success'}>{info.getValue()}</Badge>
      ),
      meta: { className: 'w-28' },
    }),
    requestCol.accessor('reason', { header: t('supplier.black.reason'), meta: { className: 'min-w-48' } }),
    requestCol.accessor('approveStatus', {
      header: t('supplier.field.approveStatus'),
      cell: (info) => (
        <ApproveStatusBadge status={info.getValue()} name={info.row.original.approveStatusName} />
      ),
      meta: { className: 'w-32' },
    }),
    requestCol.accessor('operatorName', {
      header: t('supplier.black.operator'),
      meta: { className: 'w-24' },
    }),
    requestCol.accessor('createTime', {
      header: t('supplier.field.createTime'),
      meta: { className: 'w-40 tabular-nums' },
    }),
  ]);
}

function tabQuery(search: BlacklistSearch) {
  const paging = { current: search.current, size: search.size };
  const query = { ...paging, ...toPageQuery({ supplierName: search.supplierName } as BlacklistSearch) };
  switch (search.tab) {
    case 'director':
      return getGetBlacklistDirectorQueueQueryOptions(query);
    case 'areaManager':
      return getGetBlacklistAreaManagerQueueQueryOptions(query);
    case 'manager':
      return getGetBlacklistManagerQueueQueryOptions(query);
    default:
      return getGetBlacklistLogsQueryOptions(query);
  }
}

/**
 * 黑名单: the suppliers on the blacklist (with a take-off request for a purchase admin) and every put-on /
 * take-off request, with the approval queues as tabs for approvers. Requests are raised from a supplier's page.
 */
export function BlacklistPage() {
  const t = usePurcharT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const goTo = useNavigate();
  const { can } = usePermissions();
  const refresh = useRefreshDocument(blacklistApproval.queryPrefix);
  const [listedPage, setListedPage] = useState({ current: 1, size: 10 });
  const listed = useGetBlacklistPages(listedPage, { query: { placeholderData: keepPreviousData } });
  const takeOff = useBlacklistRequest(refresh);

  const tabs = approvalTabsFor(can('gys_supplier_black_approve')).filter((tab) => tab !== 'pm');
  const { tab, listProps } = useApprovalListSearch(
    search,
    tabs,
    (next: BlacklistSearch) => void navigate({ search: next }),
  );
  const requests = useQuery({ ...tabQuery({ ...search, tab }), placeholderData: keepPreviousData });
  const onView = useCallback(
    (request: BlacklistRequest) =>
      void goTo({ to: '/purchar/supplier/$id', params: { id: request.supplierId } }),
    [goTo],
  );
  const { perform, dialogs } = useApprovalActions(blacklistApproval, {
    documentName: t('supplier.black.noun'),
    onView,
    onEdit: onView,
  });
  const listedCols = useMemo(() => listedColumns(t), [t]);
  const requestCols = useMemo(() => requestColumns(t), [t]);
  const fields: FieldDef<Filters>[] = useMemo(
    () => [{ name: 'supplierName', label: t('supplier.field.supplierName'), kind: 'text' }],
    [t],
  );

  return (
    <div className="flex flex-col gap-6">
      <section aria-label={t('supplier.black.listed')} className="flex flex-col gap-2">
        <h2 className="text-base font-semibold">{t('supplier.black.listed')}</h2>
        <DataTable
          label={t('supplier.black.listed')}
          columns={listedCols}
          rows={listed.data?.data.records}
          total={listed.data?.data.total ?? 0}
          page={listedPage}
          onPageChange={setListedPage}
          loading={listed.isPending}
          fetching={listed.isFetching && !listed.isPending}
          error={listed.error}
          onRetry={() => void listed.refetch()}
          onRefresh={() => void listed.refetch()}
          rowActions={
            can('gys_supplier_black_add')
              ? (row) => (
                  <Button size="sm" variant="link" onClick={() => takeOff.open(row)}>
                    {t('supplier.action.unblacklist')}
                  </Button>
                )
              : undefined
          }
        />
      </section>
      <ApprovalListScreen<BlacklistRequest, Filters>
        label={t('supplier.black.requests')}
        tabsLabel={t('supplier.black.tabs.label')}
        mineLabel={t('supplier.black.tabs.mine')}
        {...listProps}
        idBase="blacklist"
        fields={fields}
        columns={requestCols}
        query={requests}
        canView={can('gys_supplier_view')}
        onAction={perform}
        dialogs={
          <>
            {dialogs}
            {takeOff.dialog}
          </>
        }
      />
    </div>
  );
}
