import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router-context';
import { NotFoundPage } from '@/features/errors/not-found-page';
import { useDocumentTitle } from '@/lib/document-title';
import { guardNavigation } from '@/lib/route-guard';

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location, matches }) => guardNavigation({ location, matches }),
  component: RootComponent,
  notFoundComponent: NotFoundPage,
});

function RootComponent() {
  useDocumentTitle();
  return <Outlet />;
}
