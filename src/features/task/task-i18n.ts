import { defineMessages } from '@/lib/message-bundle';
import { taskZh } from './task-zh';

/** The job screens' strings, loaded with those screens. */
export const taskMessages = defineMessages(taskZh, () => import('./task-en').then((module) => module.taskEn));

export const useTaskT = taskMessages.useT;
export type TaskTranslate = ReturnType<typeof useTaskT>;
