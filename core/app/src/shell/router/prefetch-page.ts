import type { RouteContribution } from '@mall/sdk';
import { matchPath } from 'react-router-dom';

/**
 * Starts fetching the chunk of the page at `pathname` among the routes known before the session
 * (core's), so it downloads while users/self and the config calls are answered instead of after
 * them; the router's lazy route later gets the same module. Returns whether a route matched.
 * A failed fetch is left for the router to retry and report.
 */
export function prefetchPage(contributions: readonly RouteContribution[], pathname: string): boolean {
  const route = routeAt(contributions, pathname);
  if (!route) return false;
  route.load().catch(() => undefined);
  return true;
}

/** The route whose path matches `pathname` whole. */
export function routeAt(contributions: readonly RouteContribution[], pathname: string): RouteContribution | undefined {
  return contributions.find((r) => matchPath({ path: r.path, end: true }, pathname));
}
