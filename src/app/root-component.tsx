import { Outlet } from '@tanstack/react-router';
import { useDocumentTitle } from '@/lib/document-title';

/** The root route's component (src/routes/__root.tsx): the page's title, then the matched route. */
export function RootComponent() {
  useDocumentTitle();
  return <Outlet />;
}
