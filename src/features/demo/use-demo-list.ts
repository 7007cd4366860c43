import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchDemoPage, type DemoSearch } from './demo-store';

export const DEMO_LIST_KEY = ['demo-records'] as const;

/** The demo list as a query (what a generated `useGet…List` hook is for a real resource). */
export function useDemoList(search: DemoSearch) {
  return useQuery({
    queryKey: [...DEMO_LIST_KEY, search],
    queryFn: () => fetchDemoPage(search),
    placeholderData: keepPreviousData,
  });
}

export function useRefreshDemoList() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: DEMO_LIST_KEY });
}
