import { CartViewToken } from '@mall/sdk';
import { ContainerModule } from 'inversify';
import { CartServiceImpl, CartServiceToken } from './cart-service';
import { CartStore, CartStoreToken } from './cart-store';
import { LazyCartView } from './components/lazy-cart-view';

/** Binds the cart service (replaceable by token), the cart store, and core's cart view for tenants' cart pages. */
export const cartModule = new ContainerModule(({ bind }) => {
  bind(CartServiceImpl).toSelf().inSingletonScope();
  bind(CartServiceToken.id).toService(CartServiceImpl);
  bind(CartStore).toSelf().inSingletonScope();
  bind(CartStoreToken).toService(CartStore);
  bind(CartViewToken.id).toConstantValue(LazyCartView);
});
