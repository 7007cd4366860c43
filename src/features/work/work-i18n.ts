import { defineMessages } from '@/lib/message-bundle';
import { workZh } from './work-zh';

/** The workflow screens' strings, loaded by the area's layout route (routes/_authenticated/work/route.tsx). */
export const workMessages = defineMessages(workZh, () => import('./work-en').then((module) => module.workEn));

export const useWorkT = workMessages.useT;
export type WorkTranslate = ReturnType<typeof useWorkT>;
