import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import {
  getGetSupplementApprovePagesQueryOptions,
  getGetSupplementPagesQueryOptions,
} from '@/api/generated/purchase-supplement/endpoints/ht-contract-supplement/ht-contract-supplement';
import type { SupplementHeader } from '@/api/generated/purchase-supplement/model';
import type { FieldDef } from '@/components/form/field-def';
import { useApprovalT } from '@/components/approval/approval-i18n';
import { ApprovalListScreen } from '@/components/approval/approval-list-screen';
import type { ApprovalTab } from '@/components/approval/approval-tabs';
import { useApprovalListSearch } from '@/components/approval/use-approval-list-search';
import { approveStatusOptions } from '@/components/approval/approve-status-badge';
import { toPageQuery } from '@/lib/list-search';
import { usePermissions } from '@/lib/permission';
import { supplementColumns } from './supplement-columns';
import { useSupplementT } from '../shared/supplement-i18n';
import type { SupplementSearch } from './supplement-search';
import { useSupplementActions } from './use-supplement-actions';

const route = getRouteApi('/_authenticated/contract/supplement/list');

type Filters = Pick<SupplementSearch, 'supplementNo' | 'contractNo' | 'approveStatus'>;

/**
 * 补充协议: every supplement of the tenant (全部), and for approvers the ones waiting for them at any level
 * (待我审批, approve/pages). Filters, tab and page live in the URL; each row offers what the server allows.
 * A supplement is drafted from its contract's detail (新增补充协议), which knows the contract.
 */
export function SupplementListPage() {
  const t = useSupplementT();
  const at = useApprovalT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { can } = usePermissions();
  const tabs: ApprovalTab[] = can('ht_contract_supplement_approve') ? ['mine', 'all'] : ['all'];
  const { tab, listProps } = useApprovalListSearch(
    search,
    tabs,
    (next: SupplementSearch) => void navigate({ search: next }),
  );
  const paging = { current: search.current, size: search.size };
  const text = toPageQuery({
    supplementNo: search.supplementNo,
    contractNo: search.contractNo,
  } as SupplementSearch);
  const options =
    tab === 'mine'
      ? getGetSupplementApprovePagesQueryOptions({ ...paging, ...text })
      : getGetSupplementPagesQueryOptions({
          ...paging,
          ...text,
          approveStatus: search.approveStatus === undefined ? undefined : Number(search.approveStatus),
        });
  const list = useQuery({ ...options, placeholderData: keepPreviousData });
  const { perform, dialogs } = useSupplementActions();
  const columns = useMemo(() => supplementColumns(t), [t]);
  const fields = useMemo((): FieldDef<Filters>[] => {
    const common: FieldDef<Filters>[] = [
      { name: 'supplementNo', label: t('field.supplementNo'), kind: 'text' },
      { name: 'contractNo', label: t('field.contractNo'), kind: 'text' },
    ];
    if (tab === 'mine') return common;
    return [
      ...common,
      {
        name: 'approveStatus',
        label: t('field.approveStatus'),
        kind: 'select',
        options: approveStatusOptions(at),
      },
    ];
  }, [tab, t, at]);

  return (
    <ApprovalListScreen<SupplementHeader, Filters>
      label={t('title')}
      tabsLabel={t('tabs.label')}
      mineLabel={t('tabs.waiting')}
      {...listProps}
      idBase="supplement"
      fields={fields}
      columns={columns}
      query={list}
      canView={can('ht_contract_supplement_view')}
      onAction={perform}
      dialogs={dialogs}
    />
  );
}
