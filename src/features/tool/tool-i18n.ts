import { defineMessages } from '@/lib/message-bundle';
import { toolZh } from './tool-zh';

/** The developer tools' strings (also 基础数据 › 报表), loaded by the routes that show them. */
export const toolMessages = defineMessages(toolZh, () => import('./tool-en').then((module) => module.toolEn));

export const useToolT = toolMessages.useT;
export type ToolTranslate = ReturnType<typeof useToolT>;
