import type { QueryClient } from '@tanstack/react-query';

/** What every route's loader/beforeLoad receives (prefetch with context.queryClient.ensureQueryData). */
export interface RouterContext {
  queryClient: QueryClient;
}
