import { Outlet } from '@tanstack/react-router';
import { useDocumentTitle } from '@/lib/document-title';

/**
 * The root route's component, shared by both route trees (src/routes/__root.tsx and the sign-in tree in
 * sign-in-route-tree.ts): one function, so React keeps the page when the router switches trees.
 */
export function RootComponent() {
  useDocumentTitle();
  return <Outlet />;
}
