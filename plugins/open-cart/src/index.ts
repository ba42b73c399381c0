import { definePlugin, messages, routes } from '@mall/sdk';
import { dependencies, version } from '../package.json';
import { OPEN_CART_PATH, OPEN_CART_RESULT_PATH } from './open-cart-api';
import { openCartMessagesEn, openCartMessagesZh } from './open-cart-messages';

/**
 * Shared plugin: open cart as punch-out (OCI and cXML; spec 1 sections 2 and 7, spec 3). The
 * gateway starts the session when the requisition system checks in and signs the buyer in on
 * /req-open-cart; this plugin adds that page and /req-open-cart/result, which hands the cart
 * back through the gateway's send page. `EmbeddedOrderModal` is the embedded order page a
 * tenant opens after the pre-order or pay-url call. Tenants switch it on through `uses`.
 */
const openCart = definePlugin({
  id: '@mall-plugin/open-cart',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk.
  sdk: `^${dependencies['@mall/sdk']}`,
  register(ctx) {
    ctx.contribute(
      routes,
      { id: OPEN_CART_PATH, path: OPEN_CART_PATH, layout: 'main', load: () => import('./open-cart-page'), titleKey: 'open-cart.title' },
      // Reached only from the open cart's return or cancel, with the navigation state.
      { id: OPEN_CART_RESULT_PATH, path: OPEN_CART_RESULT_PATH, layout: 'main', load: () => import('./open-cart-result-page'), titleKey: 'open-cart.result.title', listed: false },
    );
    ctx.contribute(messages, openCartMessagesZh, openCartMessagesEn);
  },
});

export default openCart;
export { EmbeddedOrderModal, BATCH_ORDER_CANCEL_PATH } from './embedded-order-modal';
export type { EmbeddedOrderModalProps } from './embedded-order-modal';
export { OPEN_CART_PATH, OPEN_CART_RESULT_PATH, openCartApi } from './open-cart-api';
export type { OpenCart, OpenCartCheck, OpenCartLine, ReturnedCart, ProductHit } from './open-cart-api';
