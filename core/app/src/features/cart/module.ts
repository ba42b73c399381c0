import { CartViewToken } from '@mall/sdk';
import { ContainerModule } from 'inversify';
import { CartServiceImpl, CartServiceToken, cartQueryOf } from './cart-service';
import { CartStore, CartStoreToken } from './cart-store';
import { LazyCartView } from './components/lazy-cart-view';
import { cartPage } from './cart-page-chunk';
import type { SessionStore } from '../../platform/session';
import { TYPES } from '../../platform/tokens';
import { PageDataPrefetchToken, type PageDataPrefetch } from '../../shell/router/page-data-prefetch';

/**
 * Binds the cart service (replaceable by token), the cart store, core's cart view for tenants'
 * cart pages, and the cart page's data prefetch.
 */
export const cartModule = new ContainerModule(({ bind }) => {
  bind(CartServiceImpl).toSelf().inSingletonScope();
  bind(CartServiceToken.id).toService(CartServiceImpl);
  bind(CartStore).toSelf().inSingletonScope();
  bind(CartStoreToken).toService(CartStore);
  bind(CartViewToken.id).toConstantValue(LazyCartView);
  bind<PageDataPrefetch>(PageDataPrefetchToken).toDynamicValue((ctx) => ({
    page: cartPage,
    prefetch: () => {
      const session = ctx.get<SessionStore>(TYPES.SessionStore);
      const query = cartQueryOf(session.config, session.user);
      if (query) ctx.get(CartStore).prefetch(query);
    },
  }));
});
