import { QueryClient } from '@tanstack/react-query';

/**
 * The mall's one cache of server state. Repeats and failures belong to the HTTP client (it
 * repeats only GETs that got no answer, and its error catalogue is the one place that shows a
 * failure), so the cache neither retries nor refetches on its own: a query runs when a component
 * first needs it and again only when it is stale and needed again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}
