import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { CalendarClock, Plus } from 'lucide-react';
import { useMemo } from 'react';
import {
  exportSuppliers,
  getGetSupplierAreaManagerQueueQueryOptions,
  getGetSupplierDirectorQueueQueryOptions,
  getGetSupplierManagerQueueQueryOptions,
  getGetSupplierPagesQueryOptions,
} from '@/api/generated/purchar-supplier/endpoints/gys-supplier/gys-supplier';
import type { SupplierHeader } from '@/api/generated/purchar-supplier/model';
import { useApprovalT, type ApprovalTranslate } from '@/components/approval/approval-i18n';
import { ApprovalListScreen } from '@/components/approval/approval-list-screen';
import { approvalTabsFor, isListTab, type ApprovalTab } from '@/components/approval/approval-tabs';
import { useApprovalListSearch } from '@/components/approval/use-approval-list-search';
import { approveStatusOptions } from '@/components/approval/approve-status-badge';
import { ExportButton } from '@/components/document/export-button';
import type { FieldDef } from '@/components/form/field-def';
import { Button, buttonClasses } from '@/components/ui/button';
import { toPageQuery } from '@/lib/list-search';
import { usePermissions } from '@/lib/permission';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { usePurcharT, type PurcharTranslate } from '../purchar-i18n';
import { supplierColumns } from './supplier-columns';
import type { SupplierSearch } from './supplier-search';
import { useSupplierActions } from './use-supplier-actions';

const route = getRouteApi('/_authenticated/purchar/supplier/');

type Filters = Pick<
  SupplierSearch,
  | 'supplierCode'
  | 'supplierName'
  | 'creditCode'
  | 'supplierType'
  | 'supplierStatus'
  | 'approveStatus'
  | 'blacklistFlag'
>;

const numberOrUndefined = (value: string | undefined) =>
  value === undefined || value === '' ? undefined : Number(value);

/** The list filters as pages and export take them (codes as numbers): export writes what the list shows. */
function listFilters(search: SupplierSearch) {
  const { supplierCode, supplierName, creditCode, supplierType } = search;
  return {
    ...toPageQuery({ supplierCode, supplierName, creditCode, supplierType } as SupplierSearch),
    supplierStatus: numberOrUndefined(search.supplierStatus),
    approveStatus: numberOrUndefined(search.approveStatus),
    blacklistFlag: numberOrUndefined(search.blacklistFlag),
  };
}

/** The call behind each tab: every supplier, or the admission queue of one level. */
function tabQuery(search: SupplierSearch) {
  const paging = { current: search.current, size: search.size };
  const queue = {
    ...paging,
    ...toPageQuery({
      supplierCode: search.supplierCode,
      supplierName: search.supplierName,
    } as SupplierSearch),
  };
  switch (search.tab) {
    case 'director':
      return getGetSupplierDirectorQueueQueryOptions(queue);
    case 'areaManager':
      return getGetSupplierAreaManagerQueueQueryOptions(queue);
    case 'manager':
      return getGetSupplierManagerQueueQueryOptions(queue);
    default:
      return getGetSupplierPagesQueryOptions({ ...paging, ...listFilters(search) });
  }
}

function searchFields(tab: ApprovalTab, t: PurcharTranslate, at: ApprovalTranslate): FieldDef<Filters>[] {
  const common: FieldDef<Filters>[] = [
    { name: 'supplierCode', label: t('supplier.field.supplierCode'), kind: 'text' },
    { name: 'supplierName', label: t('supplier.field.supplierName'), kind: 'text' },
  ];
  if (!isListTab(tab)) return common;
  return [
    ...common,
    { name: 'creditCode', label: t('supplier.field.creditCode'), kind: 'text' },
    {
      name: 'supplierType',
      label: t('supplier.field.supplierType'),
      kind: 'dictionary',
      code: 'gys_supplier_type',
    },
    {
      name: 'supplierStatus',
      label: t('supplier.field.supplierStatus'),
      kind: 'select',
      options: [
        { label: t('supplier.status.pending'), value: '0' },
        { label: t('supplier.status.qualified'), value: '1' },
        { label: t('supplier.status.suspended'), value: '2' },
      ],
    },
    {
      name: 'approveStatus',
      label: t('supplier.field.approveStatus'),
      kind: 'select',
      options: approveStatusOptions(at),
    },
    {
      name: 'blacklistFlag',
      label: t('supplier.field.blacklistFlag'),
      kind: 'select',
      options: [
        { label: t('supplier.blacklisted'), value: '1' },
        { label: t('supplier.notBlacklisted'), value: '0' },
      ],
    },
  ];
}

/**
 * 供应商: every supplier of the tenant with its filters, and the three admission queues as tabs for approvers;
 * filters, tab and page live in the URL; each row offers what the server says the caller may do (allowedActions).
 */
export function SupplierListPage() {
  const t = usePurcharT();
  const at = useApprovalT();
  const tk = useToolkitT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const goTo = useNavigate();
  const { can } = usePermissions();

  // Suppliers have no project manager: the PM queue never holds one.
  const tabs = approvalTabsFor(can('gys_supplier_approve')).filter((tab) => tab !== 'pm');

  const { tab, listProps } = useApprovalListSearch(
    search,
    tabs,
    (next: SupplierSearch) => void navigate({ search: next }),
  );
  const list = useQuery({ ...tabQuery({ ...search, tab }), placeholderData: keepPreviousData });
  const { perform, dialogs } = useSupplierActions();
  const columns = useMemo(() => supplierColumns(t), [t]);
  const fields = useMemo(() => searchFields(tab, t, at), [tab, t, at]);

  return (
    <ApprovalListScreen<SupplierHeader, Filters>
      label={t('supplier.title')}
      tabsLabel={t('supplier.tabs.label')}
      mineLabel={t('supplier.tabs.mine')}
      {...listProps}
      idBase="supplier"
      fields={fields}
      columns={columns}
      query={list}
      canView={can('gys_supplier_view')}
      onAction={perform}
      dialogs={dialogs}
      toolbar={
        <>
          {can('gys_supplier_add') ? (
            <Button size="sm" onClick={() => void goTo({ to: '/purchar/supplier/add' })}>
              <Plus className="size-4" aria-hidden="true" />
              {tk('crud.add')}
            </Button>
          ) : null}
          {isListTab(tab) && can('gys_supplier_export') ? (
            <ExportButton onExport={() => exportSuppliers(listFilters(search))} />
          ) : null}
          <Link to="/purchar/supplier/expiring" className={buttonClasses('secondary', 'sm')}>
            <CalendarClock className="size-4" aria-hidden="true" />
            {t('supplier.action.expiring')}
          </Link>
        </>
      }
    />
  );
}
