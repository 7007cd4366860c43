import { defineMessages } from '@/lib/message-bundle';
import { systemZh } from './system-zh';

/** The system screens' strings, loaded with those screens (not with the sign-in page). */
export const systemMessages = defineMessages(systemZh, () =>
  import('./system-en').then((module) => module.systemEn),
);

export const useSystemT = systemMessages.useT;
export type SystemTranslate = ReturnType<typeof useSystemT>;
