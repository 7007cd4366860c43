import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import {
  exportContracts,
  getGetContractApprovePagesQueryOptions,
  getGetContractPagesQueryOptions,
} from '@/api/generated/purchase-contract/endpoints/ht-contract/ht-contract';
import type { ContractHeader } from '@/api/generated/purchase-contract/model';
import type { FieldDef, SelectOption } from '@/components/form/field-def';
import { useApprovalT, type ApprovalTranslate } from '@/components/approval/approval-i18n';
import { ApprovalListScreen } from '@/components/approval/approval-list-screen';
import type { ApprovalTab } from '@/components/approval/approval-tabs';
import { useApprovalListSearch } from '@/components/approval/use-approval-list-search';
import { approveStatusOptions } from '@/components/approval/approve-status-badge';
import { ExportButton } from '@/components/document/export-button';
import { Button } from '@/components/ui/button';
import { toPageQuery } from '@/lib/list-search';
import { usePermissions } from '@/lib/permission';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { usePurchaseT, type PurchaseTranslate } from '../purchase-i18n';
import { contractColumns } from './contract-columns';
import type { ContractSearch } from './contract-search';
import { useContractActions } from './use-contract-actions';

const route = getRouteApi('/_authenticated/purchase/contract');

type Filters = Pick<
  ContractSearch,
  'contractNo' | 'contractName' | 'supplierName' | 'approveStatus' | 'contractStatus'
>;

/** contractStatus codes 0–4, in order, with their string keys. */
const CONTRACT_STATUSES = ['notInForce', 'executing', 'completed', 'terminated', 'voided'] as const;

/** The list's filters as the page and export calls take them (statuses as numbers). */
function listFilters(search: ContractSearch) {
  const { contractNo, contractName, supplierName, approveStatus, contractStatus } = search;
  return {
    ...toPageQuery({ contractNo, contractName, supplierName } as ContractSearch),
    approveStatus: approveStatus === undefined ? undefined : Number(approveStatus),
    contractStatus: contractStatus === undefined ? undefined : Number(contractStatus),
  };
}

function searchFields(tab: ApprovalTab, t: PurchaseTranslate, at: ApprovalTranslate): FieldDef<Filters>[] {
  const common: FieldDef<Filters>[] = [
    { name: 'contractNo', label: t('contract.field.contractNo'), kind: 'text' },
    { name: 'contractName', label: t('contract.field.contractName'), kind: 'text' },
    { name: 'supplierName', label: t('contract.field.supplier'), kind: 'text' },
  ];
  if (tab === 'mine') return common;
  const statuses: SelectOption[] = CONTRACT_STATUSES.map((key, code) => ({
    value: String(code),
    label: t(`contract.statuses.${key}`),
  }));
  return [
    ...common,
    {
      name: 'approveStatus',
      label: t('contract.field.approveStatus'),
      kind: 'select',
      options: approveStatusOptions(at),
    },
    { name: 'contractStatus', label: t('contract.field.contractStatus'), kind: 'select', options: statuses },
  ];
}

/**
 * 采购合同: every contract of the tenant (全部), and for approvers the contracts waiting for them at any level
 * (待我审批, approve/pages). Filters, tab and page live in the URL; each row offers what the server says the
 * caller may do (allowedActions). 新增 opens the editor (/contractAdd/index).
 */
export function ContractListPage() {
  const t = usePurchaseT();
  const at = useApprovalT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { can } = usePermissions();
  const tk = useToolkitT();
  const goTo = useNavigate();
  const tabs: ApprovalTab[] = can('ht_contract_approve') ? ['mine', 'all'] : ['all'];
  const { tab, listProps } = useApprovalListSearch(
    search,
    tabs,
    (next: ContractSearch) => void navigate({ search: next }),
  );
  const paging = { current: search.current, size: search.size };
  const options =
    tab === 'mine'
      ? getGetContractApprovePagesQueryOptions({
          ...paging,
          ...toPageQuery({
            contractNo: search.contractNo,
            contractName: search.contractName,
            supplierName: search.supplierName,
          } as ContractSearch),
        })
      : getGetContractPagesQueryOptions({ ...paging, ...listFilters(search) });
  const list = useQuery({ ...options, placeholderData: keepPreviousData });
  const { perform, dialogs } = useContractActions();
  const columns = useMemo(() => contractColumns(t), [t]);
  const fields = useMemo(() => searchFields(tab, t, at), [tab, t, at]);

  return (
    <ApprovalListScreen<ContractHeader, Filters>
      label={t('contract.title')}
      tabsLabel={t('contract.tabs.label')}
      mineLabel={t('contract.tabs.waiting')}
      {...listProps}
      idBase="contract"
      fields={fields}
      columns={columns}
      query={list}
      canView={can('ht_contract_view')}
      onAction={perform}
      dialogs={dialogs}
      toolbar={
        <>
          {can('ht_contract_add') ? (
            <Button size="sm" onClick={() => void goTo({ to: '/contractAdd/index' })}>
              <Plus className="size-4" aria-hidden="true" />
              {tk('crud.add')}
            </Button>
          ) : null}
          {tab === 'all' && can('ht_contract_export') ? (
            <ExportButton onExport={() => exportContracts(listFilters(search))} />
          ) : null}
        </>
      }
    />
  );
}
