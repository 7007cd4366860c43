import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { addPaid, editPaid } from '@/api/generated/purchase-payment/endpoints/cw-paid/cw-paid';
import { getGetPaymentPagesQueryOptions } from '@/api/generated/purchase-payment/endpoints/cw-payment/cw-payment';
import type { PaidRecord, PaymentHeader } from '@/api/generated/purchase-payment/model';
import { CrudFormDialog } from '@/components/crud/crud-form-dialog';
import { paidFields, paidFormValues, paidSchema, leftToPay, toPaidSubmit } from './paid-form';
import { paymentDetailQuery } from './payment-detail-query';
import { usePaymentT } from './payment-i18n';

/** Approved requests with money left, as many as one choice list shows. */
const PAYABLE = { current: 1, size: 200, payable: true } as const;

/**
 * 登记付款 / edit a payment: a new record against a given request (the request's detail) or one chosen among the
 * approved requests with money left (付款信息); an edited record keeps its request. The amount is checked against
 * what is left as it is typed; the server checks it again under the request's lock.
 */
export function PaidRecordDialog({
  open,
  onOpenChange,
  payment,
  editing,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  payment?: PaymentHeader;
  editing?: PaidRecord;
  onSaved: () => Promise<unknown>;
}) {
  const t = usePaymentT();
  const payables = useQuery({
    ...getGetPaymentPagesQueryOptions(PAYABLE),
    enabled: open && !payment && !editing,
  });
  const editedRequest = useQuery({
    ...paymentDetailQuery(editing?.paymentId ?? '0'),
    enabled: open && editing !== undefined,
  });
  const choices = useMemo<PaymentHeader[]>(() => {
    if (payment) return [payment];
    if (editing) return editedRequest.data ? [editedRequest.data.data] : [];
    return payables.data?.data.records ?? [];
  }, [payment, editing, editedRequest.data, payables.data]);
  const schema = useMemo(
    () =>
      paidSchema(t, (id) => {
        const chosen = choices.find((p) => p.id === id);
        return chosen ? leftToPay(chosen, editing) : undefined;
      }),
    [t, choices, editing],
  );
  // The form opens once its choices are known, so a single request is chosen from the start.
  const ready = payment !== undefined || (editing ? editedRequest.isSuccess : payables.isSuccess);
  return (
    <CrudFormDialog
      open={open && ready}
      onOpenChange={onOpenChange}
      mode={editing ? 'edit' : 'create'}
      title={editing ? undefined : t('paid.recordTitle')}
      entity={t('paid.noun')}
      schema={schema}
      fields={paidFields(t, choices, editing)}
      values={paidFormValues(editing, choices.length === 1 ? choices[0] : undefined)}
      validateOn="onChange"
      onSubmit={async (values) => {
        if (editing) await editPaid(toPaidSubmit(values, editing.id));
        else await addPaid(toPaidSubmit(values));
        await onSaved();
      }}
    />
  );
}
