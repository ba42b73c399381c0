import { routes } from '@mall/sdk';
import { contributeMessages, type CoreFeature } from '../core-feature';
import { cartPage } from './cart-page-chunk';
import { cartModule } from './module';

/** The buyer's cart at /cart and /sigl/cart, with its service, store and texts. */
export const cartFeature: CoreFeature = {
  name: 'cart',
  module: cartModule,
  contribute(ctx) {
    ctx.contribute(
      routes,
      { id: '/cart', path: '/cart', layout: 'main', load: cartPage, titleKey: 'cart.title' },
      { id: '/sigl/cart', path: '/sigl/cart', layout: 'sigl', load: cartPage, titleKey: 'cart.title' },
    );
    contributeMessages(ctx, 'cart', () => import('./cart-messages.en'), () => import('./cart-messages.zh'));
  },
};
