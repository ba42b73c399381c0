import type { ComponentType } from 'react';
import { defineExtensionPoint, type Contribution } from '../extension-point';

/**
 * The layout a route renders in: public (`/pub`), the enterprise main layout, or the
 * personal-member (`sigl`) layout.
 * @public
 */
export type RouteLayout = 'pub' | 'main' | 'sigl';

/**
 * A page of the mall. The id is the path, so replacing `/cart` replaces the cart page.
 * @public
 */
export interface RouteContribution extends Contribution {
  /** The path, the same as `id`, for example `/cart` or `/sigl/cart`. */
  readonly path: string;
  readonly layout: RouteLayout;
  /** Loads the page lazily, so each page is its own chunk. */
  readonly load: () => Promise<{ default: ComponentType }>;
  /** Permission codes the buyer needs; the page shows the no-permission state otherwise. */
  readonly permissions?: readonly string[];
  /** Message key of the page title. */
  readonly titleKey?: string;
  /**
   * `false` for a page reached only from a flow (a pre-submit or result page that reads the
   * navigation state), so the mall's home page does not offer it as a page to open. Default true.
   */
  readonly listed?: boolean;
}

/**
 * `routes`: the pages of the mall, keyed by path.
 * @public
 */
export const routes = defineExtensionPoint<RouteContribution>('routes', {
  merge: 'keyed',
  description: 'Pages of the mall, keyed by path. A tenant adds a page, or replaces a core page by contributing a replacement for its path.',
  contract: '{ id: path, path, layout: "pub" | "main" | "sigl", load() => import(page), permissions?, titleKey?, listed? }',
});
