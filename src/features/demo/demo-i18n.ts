import { defineMessages } from '@/lib/message-bundle';
import { demoZh } from './demo-zh';

/** The toolkit demos' strings, loaded with those screens. */
export const demoMessages = defineMessages(demoZh, () => import('./demo-en').then((module) => module.demoEn));

export const useDemoT = demoMessages.useT;
export const demoT = demoMessages.t;
export type DemoTranslate = ReturnType<typeof useDemoT>;
