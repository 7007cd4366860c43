import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/http';

/**
 * Retry only transport failures (offline, timeout, 502/503/504). An ApiError is the server's considered answer
 * (4xx, a business code, or 500): repeating the call would give the same answer and repeat its toast.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
