import { defineMessages } from '@/lib/message-bundle';
import { paymentZh } from './payment-zh';

/** The 付款申请 and 付款信息 screens' strings, loaded by their routes. */
export const paymentMessages = defineMessages(paymentZh, () =>
  import('./payment-en').then((module) => module.paymentEn),
);

export const usePaymentT = paymentMessages.useT;
export type PaymentTranslate = ReturnType<typeof usePaymentT>;
