import { defineMessages } from '@/lib/message-bundle';
import { resourceZh } from './resource-zh';

/** The resource screens' strings, loaded with those screens (not with the sign-in page). */
export const resourceMessages = defineMessages(resourceZh, () =>
  import('./resource-en').then((module) => module.resourceEn),
);

export const useResourceT = resourceMessages.useT;
export type ResourceTranslate = ReturnType<typeof useResourceT>;
