import { useEffect, useEffectEvent, useState } from 'react';

export interface Fetched<T> {
  data: T | undefined;
  fetching: boolean;
  /** Fetches again; an answer still on its way is dropped (only the newest one is shown). */
  refetch: () => void;
}

/**
 * One value fetched when the component mounts, and again on demand. The sign-in page's two look-ups (the
 * captcha and the tenant bound to this domain) go through this rather than the query cache: the page runs
 * without @tanstack/react-query (src/app/sign-in-app.tsx), and neither answer is shared or cached anyway: a
 * captcha is single use, the tenant is read once. Failures are shown by the http layer; `data` stays as it was.
 */
export function useFetched<T>(fetcher: (signal: AbortSignal) => Promise<T>): Fetched<T> {
  const [data, setData] = useState<T>();
  const [fetching, setFetching] = useState(true);
  // Each request is one generation: a new one aborts the one before, whose answer is then ignored.
  const [generation, setGeneration] = useState(0);
  const fetchNow = useEffectEvent((signal: AbortSignal) => fetcher(signal));

  useEffect(() => {
    const controller = new AbortController();
    fetchNow(controller.signal).then(
      (value) => {
        if (controller.signal.aborted) return;
        setData(value);
        setFetching(false);
      },
      () => {
        if (!controller.signal.aborted) setFetching(false);
      },
    );
    return () => controller.abort();
  }, [generation]);

  const refetch = () => {
    setFetching(true);
    setGeneration((current) => current + 1);
  };
  return { data, fetching, refetch };
}
