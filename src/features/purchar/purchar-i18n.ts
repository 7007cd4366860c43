import { defineMessages } from '@/lib/message-bundle';
import { purcharZh } from './purchar-zh';

/** The procurement screens' strings, loaded with the signed-in layout (not with the sign-in page). */
export const purcharMessages = defineMessages(purcharZh, () =>
  import('./purchar-en').then((module) => module.purcharEn),
);

export const usePurcharT = purcharMessages.useT;
export type PurcharTranslate = ReturnType<typeof usePurcharT>;
