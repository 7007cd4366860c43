import { defineMessages } from './message-bundle';
import { shellZh } from './locales/shell-zh';

/**
 * The shell's strings (layout, lock screen, personal info, error pages, registration): a message bundle loaded
 * with those screens, so the sign-in page stays within its budget. The routes that show them await
 * loadShellMessages (lib/shell-messages-loader) so the first render is already in the chosen language.
 */
export const shellMessages = defineMessages(shellZh, () =>
  import('./locales/shell-en').then((module) => module.shellEn),
);

export const useShellT = shellMessages.useT;
export const shellT = shellMessages.t;
export type ShellTranslate = ReturnType<typeof useShellT>;
