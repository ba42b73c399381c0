import type { RouteContribution } from '@mall/sdk';
import type { Container } from 'inversify';
import { routeAt } from './prefetch-page';

/**
 * A core page's first data call, started once the session is known while the page's chunk still
 * downloads (issue 20: the cart's call used to wait for the page's code, its render and its
 * effect). The page adopts the answer instead of asking again.
 */
export interface PageDataPrefetch {
  /** The page it is for, as the route loads it: a tenant's own page at the same path gets none. */
  readonly page: RouteContribution['load'];
  /** Starts the call; `pathname` is the page's address (a page may serve several, as home does /sigl). */
  prefetch(pathname: string): void;
}

/** Core's page data prefetches (several bindings, one per page): core-internal, not an SDK point. */
export const PageDataPrefetchToken = Symbol.for('mall.PageDataPrefetch');

/** Starts the data of the page at `pathname` among the effective routes, if its page has a prefetch. */
export function prefetchPageData(container: Container, contributions: readonly RouteContribution[], pathname: string): void {
  const route = routeAt(contributions, pathname);
  if (!route || !container.isBound(PageDataPrefetchToken)) return;
  for (const data of container.getAll<PageDataPrefetch>(PageDataPrefetchToken)) if (data.page === route.load) data.prefetch(pathname);
}
