import { defineMessages } from '@/lib/message-bundle';
import { invoiceZh } from './invoice-zh';

/** The 发票 and 应付账款 screens' strings, loaded by their routes. */
export const invoiceMessages = defineMessages(invoiceZh, () =>
  import('./invoice-en').then((module) => module.invoiceEn),
);

export const useInvoiceT = invoiceMessages.useT;
export type InvoiceTranslate = ReturnType<typeof useInvoiceT>;
