import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { wireHttp } from '@/app/wire-http';

/** Renders the whole app (router, query client, toasts, http wiring) at `path`, as main.tsx does. */
export async function renderApp(path: string) {
  // Every screen's routes, loaded up front (the setup already did, once per worker), so no test waits on the
  // first import (seconds here) in the middle of a navigation.
  await import('@/routeTree.gen');
  const queryClient = createQueryClient();
  const router = await createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  wireHttp(router);
  const user = userEvent.setup();
  const view = render(<App router={router} queryClient={queryClient} />);
  await router.load();
  return { ...view, router, queryClient, user };
}

export function cookieValue(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}
