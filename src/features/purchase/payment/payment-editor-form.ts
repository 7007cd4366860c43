import { z } from 'zod';
import type {
  PayableContract,
  PayableOrder,
  PaymentDetail,
  PaymentSubmit,
} from '@/api/generated/purchase-payment/model';
import { centsOf, centsOfNumber, centsText, MONEY_TEXT } from './payment-format';
import type { PaymentTranslate } from './payment-i18n';

/** An order of the contract as the editor lists it, with this request's amount (blank = not named). */
export interface OrderLineValues {
  orderId: string;
  orderNo: string;
  orderDate: string;
  receivedAmount: number;
  coveredAmount: number;
  unpaidAmount: number;
  amount: string;
}

export interface PaymentFileValues {
  attachId: string;
  fileName: string;
  fileType: 1 | 2;
}

/** The editor's schema: money as exact text; each named order within what is left on it (the server checks all). */
export function paymentSchema(t: PaymentTranslate) {
  const required = z.string().trim().min(1, t('payment.error.required'));
  return z
    .object({
      contractId: required,
      payContent: required,
      payeeAccountId: required,
      applyAmount: z.string().trim().regex(MONEY_TEXT, t('payment.error.amount')),
      expectedPayDate: z.string(),
      applyReason: z.string().max(500),
      orders: z.array(
        z.object({
          orderId: z.string(),
          orderNo: z.string(),
          orderDate: z.string(),
          receivedAmount: z.number(),
          coveredAmount: z.number(),
          unpaidAmount: z.number(),
          amount: z.string().trim(),
        }),
      ),
      files: z.array(
        z.object({
          attachId: z.string(),
          fileName: z.string(),
          fileType: z.union([z.literal(1), z.literal(2)]),
        }),
      ),
    })
    .superRefine((values, context) => {
      if (MONEY_TEXT.test(values.applyAmount) && centsOf(values.applyAmount) <= 0n)
        context.addIssue({ code: 'custom', path: ['applyAmount'], message: t('payment.error.amount') });
      values.orders.forEach((order, index) => {
        if (order.amount === '') return;
        const line = index + 1;
        if (!MONEY_TEXT.test(order.amount) || centsOf(order.amount) <= 0n)
          context.addIssue({
            code: 'custom',
            path: ['orders', index, 'amount'],
            message: t('payment.error.orderAmount', { line }),
          });
        else if (centsOf(order.amount) > centsOfNumber(order.unpaidAmount))
          context.addIssue({
            code: 'custom',
            path: ['orders', index, 'amount'],
            message: t('payment.error.orderOver', {
              line,
              max: centsText(centsOfNumber(order.unpaidAmount)),
            }),
          });
      });
    });
}
export type PaymentFormSchema = ReturnType<typeof paymentSchema>;
export type PaymentFormValues = z.input<PaymentFormSchema>;

export function paymentFormValues(saved?: PaymentDetail, contractId?: string): PaymentFormValues {
  return {
    contractId: saved?.contractId ?? contractId ?? '',
    payContent: saved?.payContent ?? '',
    payeeAccountId: saved?.payeeAccountId ?? '',
    applyAmount: saved ? saved.applyAmount.toFixed(2) : '',
    expectedPayDate: saved?.expectedPayDate ?? '',
    applyReason: saved?.applyReason ?? '',
    orders: [],
    files: (saved?.files ?? []).map((f) => ({
      attachId: f.attachId,
      fileName: f.fileName,
      fileType: f.fileType === 1 ? 1 : 2,
    })),
  };
}

/** The contract's orders with the amounts this request names (the saved ones while the saved contract is chosen). */
export function orderLines(orders: readonly PayableOrder[], saved?: PaymentDetail): OrderLineValues[] {
  const named = new Map((saved?.orders ?? []).map((o) => [o.orderId, o.amount.toFixed(2)]));
  return orders.map((o) => ({
    orderId: o.id,
    orderNo: o.orderNo,
    orderDate: o.orderDate,
    receivedAmount: o.receivedAmount,
    coveredAmount: o.coveredAmount,
    unpaidAmount: o.unpaidAmount,
    amount: named.get(o.id) ?? '',
  }));
}

/** The payee account to propose: the saved one, else the supplier's default, else its only one. */
export function proposedAccount(contract: PayableContract | undefined): string {
  if (!contract) return '';
  const fallback = contract.accounts.length === 1 ? contract.accounts[0] : undefined;
  return (contract.accounts.find((a) => a.isDefault === 1) ?? fallback)?.id ?? '';
}

export function toPaymentSubmit(values: z.output<PaymentFormSchema>, id?: string): PaymentSubmit {
  return {
    id,
    contractId: values.contractId,
    payContent: values.payContent,
    payeeAccountId: values.payeeAccountId,
    applyAmount: Number(values.applyAmount),
    expectedPayDate: values.expectedPayDate || null,
    applyReason: values.applyReason || null,
    orders: values.orders
      .filter((o) => o.amount !== '')
      .map((o) => ({ orderId: o.orderId, amount: Number(o.amount) })),
    files: values.files.map((f) => ({ attachId: f.attachId, fileType: f.fileType })),
  };
}
