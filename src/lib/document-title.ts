import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useT, type MessageKey } from './i18n';
import { pageTitle } from './page-title';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** i18n key of the page name shown in the browser tab, before the system name. */
    titleKey?: MessageKey;
  }
}

/** Keeps document.title as "<page> - 采购管理系统" for the deepest matched route that names itself. */
export function useDocumentTitle(): void {
  const t = useT();
  const titleKey = useMatches({
    select: (matches) => matches.findLast((match) => match.staticData?.titleKey)?.staticData?.titleKey,
  });
  useEffect(() => {
    document.title = pageTitle(t, titleKey);
  }, [t, titleKey]);
}
