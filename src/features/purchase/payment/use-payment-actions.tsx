import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import {
  approvePayment,
  deletePayment,
  rejectPayment,
  submitPaymentForApproval,
  withdrawPayment,
} from '@/api/generated/purchase-payment/endpoints/cw-payment/cw-payment';
import type { PaymentHeader } from '@/api/generated/purchase-payment/model';
import {
  useApprovalActions,
  useRefreshDocument,
  type ApprovalApi,
} from '@/components/approval/use-approval-actions';
import { usePaymentT } from './payment-i18n';

/** One approve call serves every level: the server acts at the level the request waits at. */
const approveHere = (body: Parameters<ApprovalApi<PaymentHeader>['approve']['DIRECTOR']>[0]) =>
  approvePayment({ ...body, status: 1 });

/**
 * The payment request's generated calls, as the shared approval flow takes them (no PM node). The prefix covers
 * cw-payment and cw-paid: a payment recorded or deleted moves the request's figures too.
 */
export const paymentApproval: ApprovalApi<PaymentHeader> = {
  numberOf: (payment) => payment.paymentNo,
  queryPrefix: '/api/purchase/cw-pa',
  remove: (id) => deletePayment(id),
  submit: submitPaymentForApproval,
  cancel: withdrawPayment,
  confirm: () => Promise.reject(new Error('payment requests have no project manager confirmation')),
  approve: { DIRECTOR: approveHere, AREA_MANAGER: approveHere, MANAGER: approveHere },
  reject: rejectPayment,
};

/** Every query of the request and paid-record calls (lists, queue, detail, progress, history). */
export const useRefreshPayments = () => useRefreshDocument(paymentApproval.queryPrefix);

/** The shared approval actions on a request; view opens its detail, edit its editor. */
export function usePaymentActions({ onDeleted }: { onDeleted?: () => void } = {}) {
  const t = usePaymentT();
  const navigate = useNavigate();
  const onView = useCallback(
    (p: PaymentHeader) => void navigate({ to: '/purchase/payment/$id', params: { id: p.id } }),
    [navigate],
  );
  const onEdit = useCallback(
    (p: PaymentHeader) => void navigate({ to: '/purchase/payment/edit/$id', params: { id: p.id } }),
    [navigate],
  );
  return useApprovalActions(paymentApproval, { documentName: t('payment.noun'), onView, onEdit, onDeleted });
}
