/**
 * For route loaders: loads the shell's strings in the current language before the route renders. A dynamic
 * import, so the routes' definitions (part of the first page) do not carry the strings themselves.
 */
export function loadShellMessages(): Promise<void> {
  return import('./shell-i18n').then(({ shellMessages }) => shellMessages.load());
}
