import { CoreIds, cartFooterSlot, messages, routes } from '@mall/sdk';
import type { CartFooterSlotProps } from '@mall/sdk';
import type { CoreFeature } from '../core-feature';
import { orderModule } from './module';
import { lazyComponent } from '../../shell/lazy-component';

// The Settle button (order service, cart store, outcome dialogs) is fetched with the cart page, not the entry.
const SettleButton = lazyComponent<CartFooterSlotProps>(() => import('./components/settle-button').then((m) => m.SettleButton));

const beforeOrderPage = () => import('./pages/before-order-page');

/**
 * The company order pre-submit page at /before-order (from the cart's Settle),
 * /before-company-order (from buy-now) and /sigl/before-order, with the Settle button core
 * puts in the cart footer.
 */
export const orderFeature: CoreFeature = {
  name: 'order',
  module: orderModule,
  contribute(ctx) {
    ctx.contribute(
      routes,
      { id: '/before-order', path: '/before-order', layout: 'main', load: beforeOrderPage, titleKey: 'order.title', listed: false },
      { id: '/before-company-order', path: '/before-company-order', layout: 'main', load: beforeOrderPage, titleKey: 'order.title', listed: false },
      { id: '/sigl/before-order', path: '/sigl/before-order', layout: 'sigl', load: beforeOrderPage, titleKey: 'order.title', listed: false },
    );
    ctx.contribute(cartFooterSlot, { id: CoreIds.order.settle, order: 100, component: SettleButton });
    ctx.contribute(
      messages,
      { id: 'core.messages.order.en', locale: 'en_US', load: () => import('./order-messages.en') },
      { id: 'core.messages.order.zh', locale: 'zh_CN', load: () => import('./order-messages.zh') },
    );
  },
};
