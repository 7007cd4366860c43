import { defineMessages } from '@/lib/message-bundle';
import { supplementZh } from './supplement-zh';

/** The supplement screens' strings, loaded by the routes that show them (and the contract detail's section). */
export const supplementMessages = defineMessages(supplementZh, () =>
  import('./supplement-en').then((module) => module.supplementEn),
);

export const useSupplementT = supplementMessages.useT;
export type SupplementTranslate = ReturnType<typeof useSupplementT>;
