import { defineMessages } from '@/lib/message-bundle';
import { deskZh } from './desk-zh';

/** The desk screens' strings, loaded with those screens. */
export const deskMessages = defineMessages(deskZh, () => import('./desk-en').then((module) => module.deskEn));

export const useDeskT = deskMessages.useT;
export type DeskTranslate = ReturnType<typeof useDeskT>;
