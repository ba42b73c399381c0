import { routes, type RouteContribution } from '@mall/sdk';
import { contributeMessages, type CoreFeature } from '../core-feature';
import { myMallModule } from './module';

/** The permission My invoices needs (spec 3 section 2), on the route as on its menu entry. */
export const MY_INVOICE_PERMISSION = 'mall.my-mall.my-invoice';

const PAGES: readonly (readonly [path: string, load: RouteContribution['load'], titleKey: string, permissions?: readonly string[]])[] = [
  ['/sale-record', () => import('./pages/sale-record-page'), 'menu.sale-record'],
  ['/my-invoice', () => import('./pages/my-invoice-page'), 'menu.my-invoice', [MY_INVOICE_PERMISSION]],
  ['/view-history', () => import('./pages/view-history-page'), 'menu.view-history'],
  ['/my-comments', () => import('./pages/my-comments-page'), 'menu.my-comments'],
  ['/shopping-basket', () => import('./pages/shopping-basket-page'), 'menu.shopping-basket'],
];

/**
 * The My Mall pages beside My orders, My requests, favourites and the personal centre (spec 1
 * routes; spec 3 section 2): after-sales records, My invoices, browsing history, My comments
 * and purchase packages, each also under /sigl, where the member mall's My Mall links them.
 */
export const myMallFeature: CoreFeature = {
  name: 'my-mall',
  module: myMallModule,
  contribute(ctx) {
    ctx.contribute(
      routes,
      ...PAGES.flatMap(([path, load, titleKey, permissions]) =>
        (['main', 'sigl'] as const).map((layout) => {
          const at = layout === 'sigl' ? `/sigl${path}` : path;
          return { id: at, path: at, layout, load, titleKey, ...(permissions ? { permissions } : {}) };
        }),
      ),
    );
    contributeMessages(ctx, 'my-mall', () => import('./my-mall-messages.en'), () => import('./my-mall-messages.zh'));
  },
};
