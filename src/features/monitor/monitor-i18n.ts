import { defineMessages } from '@/lib/message-bundle';
import { monitorZh } from './monitor-zh';

/** The log screens' strings, loaded with those screens. */
export const monitorMessages = defineMessages(monitorZh, () =>
  import('./monitor-en').then((module) => module.monitorEn),
);

export const useMonitorT = monitorMessages.useT;
export type MonitorTranslate = ReturnType<typeof useMonitorT>;
