import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { ToastHost } from '@/components/ui/toast-host';
import type { AppRouter } from './router';

// Mock and demo builds mark themselves with a banner. VITE_MOCK is a build-time constant, so in the production
// build these are `undefined` and the imports (and msw, faker, the in-page server) are not bundled at all.
const ModeBanner =
  import.meta.env.VITE_MOCK === 'faker'
    ? lazy(() => import('@/mocks/mock-banner').then((m) => ({ default: m.MockBanner })))
    : import.meta.env.VITE_MOCK === 'pglite'
      ? lazy(() => import('@/mocks/demo/demo-banner').then((m) => ({ default: m.DemoBanner })))
      : undefined;

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  const routes = <RouterProvider router={router} />;
  return (
    <QueryClientProvider client={queryClient}>
      {ModeBanner ? (
        // The banner stays on top; the app scrolls below it in the remaining height.
        <div className="flex h-full flex-col">
          <Suspense fallback={null}>
            <ModeBanner />
          </Suspense>
          <div className="relative min-h-0 flex-1 overflow-auto">{routes}</div>
        </div>
      ) : (
        routes
      )}
      <ToastHost />
    </QueryClientProvider>
  );
}
