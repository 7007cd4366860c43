// First, before any screen's module: className overrides merge from here on (src/lib/cn.ts; the sign-in page
// goes without).
import '@/lib/class-merge';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { RootComponent } from '@/app/root-component';
import type { RouterContext } from '@/app/router-context';
import { NotFoundPage } from '@/features/errors/not-found-page';
import { guardNavigation } from '@/lib/route-guard';

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location, matches }) => guardNavigation({ location, matches }),
  component: RootComponent,
  notFoundComponent: NotFoundPage,
});
