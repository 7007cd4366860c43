import { defineMessages } from '@/lib/message-bundle';
import { purchaseZh } from './purchase-zh';

/** The purchase screens' strings (contracts, orders), loaded by the routes that show them. */
export const purchaseMessages = defineMessages(purchaseZh, () =>
  import('./purchase-en').then((module) => module.purchaseEn),
);

export const usePurchaseT = purchaseMessages.useT;
export type PurchaseTranslate = ReturnType<typeof usePurchaseT>;
