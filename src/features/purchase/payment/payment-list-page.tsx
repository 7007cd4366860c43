import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import {
  getGetPaymentApprovePagesQueryOptions,
  getGetPaymentPagesQueryOptions,
} from '@/api/generated/purchase-payment/endpoints/cw-payment/cw-payment';
import type { PaymentHeader } from '@/api/generated/purchase-payment/model';
import { useApprovalT, type ApprovalTranslate } from '@/components/approval/approval-i18n';
import { ApprovalListScreen } from '@/components/approval/approval-list-screen';
import type { ApprovalTab } from '@/components/approval/approval-tabs';
import { useApprovalListSearch } from '@/components/approval/use-approval-list-search';
import { approveStatusOptions } from '@/components/approval/approve-status-badge';
import type { FieldDef } from '@/components/form/field-def';
import { buttonClasses } from '@/components/ui/button';
import { usePermissions } from '@/lib/permission';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { paymentColumns } from './payment-columns';
import { usePaymentT, type PaymentTranslate } from './payment-i18n';
import { PAY_STATUSES, paymentFilters, paymentTextFilters, type PaymentSearch } from './payment-search';
import { usePaymentActions } from './use-payment-actions';

const route = getRouteApi('/_authenticated/purchase/payment/');

type Filters = Pick<
  PaymentSearch,
  'paymentNo' | 'contractNo' | 'supplierName' | 'payContent' | 'approveStatus' | 'payStatus'
>;

function searchFields(tab: ApprovalTab, t: PaymentTranslate, at: ApprovalTranslate): FieldDef<Filters>[] {
  const texts: FieldDef<Filters>[] = [
    { name: 'paymentNo', label: t('payment.field.paymentNo'), kind: 'text' },
    { name: 'contractNo', label: t('payment.field.contractNo'), kind: 'text' },
    { name: 'supplierName', label: t('payment.field.supplier'), kind: 'text' },
  ];
  if (tab === 'mine') return texts;
  return [
    ...texts,
    { name: 'payContent', label: t('payment.field.payContent'), kind: 'dictionary', code: 'pay_content' },
    {
      name: 'approveStatus',
      label: t('payment.field.approveStatus'),
      kind: 'select',
      options: approveStatusOptions(at),
    },
    {
      name: 'payStatus',
      label: t('payment.field.payStatus'),
      kind: 'select',
      options: PAY_STATUSES.map((key, code) => ({
        value: String(code),
        label: t(`payment.payStatuses.${key}`),
      })),
    },
  ];
}

/**
 * 付款申请: every request of the tenant (全部), and for approvers the requests waiting for them at any level
 * (待我审批, approve/pages). Filters, tab and page live in the URL; each row offers what the server says the
 * caller may do (allowedActions). The server has no export of requests, so the list offers none.
 */
export function PaymentListPage() {
  const t = usePaymentT();
  const at = useApprovalT();
  const tk = useToolkitT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { can } = usePermissions();
  const tabs: ApprovalTab[] = can('cw_payment_approve') ? ['mine', 'all'] : ['all'];
  // A caller without the queue lands on 全部 (the waiting tab would answer 403).
  const { tab, listProps } = useApprovalListSearch(
    search,
    tabs,
    (next: PaymentSearch) => void navigate({ search: next }),
  );
  const paging = { current: search.current, size: search.size };
  const options =
    tab === 'mine'
      ? getGetPaymentApprovePagesQueryOptions({ ...paging, ...paymentTextFilters(search) })
      : getGetPaymentPagesQueryOptions({ ...paging, ...paymentFilters(search) });
  const list = useQuery({ ...options, placeholderData: keepPreviousData });
  const { perform, dialogs } = usePaymentActions();
  const columns = useMemo(() => paymentColumns(t), [t]);
  const fields = useMemo(() => searchFields(tab, t, at), [tab, t, at]);

  return (
    <ApprovalListScreen<PaymentHeader, Filters>
      label={t('payment.title')}
      tabsLabel={t('payment.tabs.label')}
      mineLabel={t('payment.tabs.waiting')}
      {...listProps}
      idBase="payment"
      fields={fields}
      columns={columns}
      query={list}
      canView={can('cw_payment_view')}
      onAction={perform}
      dialogs={dialogs}
      toolbar={
        can('cw_payment_add') ? (
          <Link to="/purchase/payment/add" className={buttonClasses('primary', 'sm')}>
            <Plus className="size-4" aria-hidden="true" />
            {tk('crud.add')}
          </Link>
        ) : null
      }
    />
  );
}
