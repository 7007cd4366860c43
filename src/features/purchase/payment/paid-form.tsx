import { z } from 'zod';
import { uploadPaidReceipt } from '@/api/generated/purchase-payment/endpoints/cw-paid/cw-paid';
import type { PaidRecord, PaidSubmit, PaymentHeader } from '@/api/generated/purchase-payment/model';
import type { CustomFieldProps, FieldDef } from '@/components/form/field-def';
import { centsOf, centsOfNumber, centsText, MONEY_TEXT } from './payment-format';
import type { PaymentTranslate } from './payment-i18n';
import { UploadButton } from '@/components/document/upload-button';
import { useState } from 'react';

/** What is left to pay on a request: its amount − what was paid, plus the record being edited (it is replaced). */
export function leftToPay(payment: PaymentHeader, editing?: PaidRecord): bigint {
  const own = editing && editing.paymentId === payment.id ? centsOfNumber(editing.paidAmount) : 0n;
  return centsOfNumber(payment.applyAmount) - centsOfNumber(payment.paidAmount) + own;
}

/** The record form: amount as exact text, within what is left on the chosen request (the server checks it again). */
export function paidSchema(t: PaymentTranslate, leftOf: (paymentId: string) => bigint | undefined) {
  const required = z.string().trim().min(1, t('paid.error.required'));
  return z
    .object({
      paymentId: required,
      paidAmount: z.string().trim().regex(MONEY_TEXT, t('paid.error.amount')),
      paidDate: required,
      payMethod: required,
      payerAccount: z.string().trim().max(64),
      bankSerialNo: z.string().trim().max(64),
      attachId: z.string(),
      remark: z.string().max(500),
    })
    .superRefine((values, context) => {
      if (!MONEY_TEXT.test(values.paidAmount)) return;
      const cents = centsOf(values.paidAmount);
      if (cents <= 0n) {
        context.addIssue({ code: 'custom', path: ['paidAmount'], message: t('paid.error.amount') });
        return;
      }
      const left = leftOf(values.paymentId);
      if (left !== undefined && cents > left)
        context.addIssue({
          code: 'custom',
          path: ['paidAmount'],
          message: t('paid.error.over', { left: centsText(left) }),
        });
    });
}
export type PaidFormSchema = ReturnType<typeof paidSchema>;
export type PaidFormValues = z.input<PaidFormSchema>;

const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

export function paidFormValues(editing?: PaidRecord, payment?: PaymentHeader): PaidFormValues {
  return {
    paymentId: editing?.paymentId ?? payment?.id ?? '',
    // A new record proposes what is left, the usual case of paying a request in full.
    paidAmount: editing ? editing.paidAmount.toFixed(2) : payment ? centsText(leftToPay(payment)) : '',
    paidDate: editing?.paidDate ?? today(),
    payMethod: editing?.payMethod ?? '',
    payerAccount: editing?.payerAccount ?? '',
    bankSerialNo: editing?.bankSerialNo ?? '',
    attachId: editing?.attachId ?? '',
    remark: editing?.remark ?? '',
  };
}

export function toPaidSubmit(values: z.output<PaidFormSchema>, id?: string): PaidSubmit {
  return {
    id,
    paymentId: values.paymentId,
    paidAmount: Number(values.paidAmount),
    paidDate: values.paidDate,
    payMethod: values.payMethod,
    payerAccount: values.payerAccount || null,
    bankSerialNo: values.bankSerialNo || null,
    attachId: values.attachId || null,
    remark: values.remark || null,
  };
}

function ReceiptField({
  props,
  t,
  fileName,
}: {
  props: CustomFieldProps;
  t: PaymentTranslate;
  fileName: string;
}) {
  const [name, setName] = useState(props.value ? fileName : '');
  return (
    <div className="flex items-center gap-2">
      <UploadButton
        id={props.id}
        upload={uploadPaidReceipt}
        onUploaded={(file) => {
          setName(file.fileName);
          props.onChange(file.attachId);
        }}
        label={t('paid.action.upload')}
        busyLabel={t('paid.action.uploading')}
        accept=".pdf,.jpg,.jpeg,.png,.ofd"
        disabled={props.disabled || props.readOnly}
        describedBy={props['aria-describedby']}
      />
      <span className="truncate text-sm text-muted">{name}</span>
    </div>
  );
}

/** The fields; the request choice names each request with what is left on it. */
export function paidFields(
  t: PaymentTranslate,
  payments: readonly PaymentHeader[],
  editing?: PaidRecord,
): FieldDef<PaidFormValues>[] {
  return [
    {
      name: 'paymentId',
      label: t('paid.field.paymentNo'),
      kind: 'select',
      required: true,
      span: 2,
      disabled: editing !== undefined || payments.length === 1,
      options: payments.map((p) => ({
        value: p.id,
        label: `${p.paymentNo} · ${p.supplierName} · ${t('paid.field.left')} ${centsText(leftToPay(p, editing))}`,
      })),
    },
    { name: 'paidAmount', label: t('paid.field.paidAmount'), kind: 'text', required: true },
    { name: 'paidDate', label: t('paid.field.paidDate'), kind: 'date', required: true },
    {
      name: 'payMethod',
      label: t('paid.field.payMethod'),
      kind: 'dictionary',
      code: 'cw_pay_method',
      required: true,
    },
    { name: 'payerAccount', label: t('paid.field.payerAccount'), kind: 'text' },
    { name: 'bankSerialNo', label: t('paid.field.bankSerialNo'), kind: 'text' },
    {
      name: 'attachId',
      label: t('paid.field.receipt'),
      kind: 'custom',
      render: (props) => <ReceiptField props={props} t={t} fileName={editing?.fileName ?? ''} />,
    },
    { name: 'remark', label: t('paid.field.remark'), kind: 'textarea', span: 2 },
  ];
}
