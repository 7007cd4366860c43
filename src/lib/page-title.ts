import type { MessageKey, Translate } from './i18n';

/** The browser tab's text: "<page> - 采购管理系统", or the system name alone for a page without a name. */
export function pageTitle(t: Translate, titleKey: MessageKey | undefined): string {
  const appName = t('app.name');
  return titleKey ? `${t(titleKey)} - ${appName}` : appName;
}
