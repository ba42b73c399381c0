import type { RouteContribution, RouteLayout } from '@mall/sdk';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { withAddressCodeRedirect } from './address-code-redirect';

/** The layout components, by the layout name a route contribution asks for. */
export type LayoutComponents = Record<RouteLayout, ComponentType>;

/** Wraps a lazily loaded page so route permissions are checked before it renders. */
export type PageGuard = (route: RouteContribution, Page: ComponentType) => ComponentType;

/**
 * Turns the effective `routes` contributions into a react-router data-router tree: every path
 * under /pub in the public layout, /sigl pages in the member layout, the rest in the main
 * layout. Each page is a lazy route, so it is its own chunk.
 */
export function buildRoutes(contributions: readonly RouteContribution[], layouts: LayoutComponents, guard: PageGuard, NotFound: ComponentType): RouteObject[] {
  const byLayout = (layout: RouteLayout) =>
    contributions
      .filter((r) => layoutOf(r) === layout)
      .map<RouteObject>((r) => ({
        path: r.path,
        lazy: async () => {
          const { default: Page } = await r.load();
          return { Component: guard(r, Page) };
        },
      }));
  return [
    // Each layout answers its own unknown paths, so an unknown /pub path never reaches the
    // main layout (which needs a started session) and an unknown /sigl path keeps the member layout.
    { path: '/pub', Component: layouts.pub, children: [...byLayout('pub'), { path: '*', Component: NotFound }] },
    { path: '/sigl', Component: layouts.sigl, children: [...byLayout('sigl'), { path: '*', Component: NotFound }] },
    { path: '/', Component: withAddressCodeRedirect(layouts.main), children: [...byLayout('main'), { path: '*', Component: NotFound }] },
  ];
}

/** A /pub path always uses the public layout and a /sigl path the member layout (spec 1 section 2). */
export function layoutOf(route: RouteContribution): RouteLayout {
  if (route.path === '/pub' || route.path.startsWith('/pub/')) return 'pub';
  if (route.path === '/sigl' || route.path.startsWith('/sigl/')) return 'sigl';
  return route.layout;
}
