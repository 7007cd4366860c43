import { defineMessages } from './message-bundle';
import { toolkitZh } from './locales/toolkit-zh';

/**
 * The list-and-form toolkit's strings (tables, pagination, forms, CRUD dialogs and toasts): a message bundle that
 * travels with the screens using the toolkit, so the sign-in page stays within its budget (DESIGN §9).
 * The signed-in layout's loader loads the current language before the first render (no top-level await: it
 * would turn off the bundler's chunk merging).
 */
export const toolkitMessages = defineMessages(toolkitZh, () =>
  import('./locales/toolkit-en').then((module) => module.toolkitEn),
);

export const useToolkitT = toolkitMessages.useT;
export const toolkitT = toolkitMessages.t;
export type ToolkitTranslate = ReturnType<typeof useToolkitT>;
