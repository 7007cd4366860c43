import { defineMessages } from '@/lib/message-bundle';
import { purcharZh } from './purchar-zh';

/** The procurement screens' strings, loaded by the area's layout route (routes/_authenticated/purchar/route.tsx). */
export const purcharMessages = defineMessages(purcharZh, () =>
  import('./purchar-en').then((module) => module.purcharEn),
);

export const usePurcharT = purcharMessages.useT;
export type PurcharTranslate = ReturnType<typeof usePurcharT>;
