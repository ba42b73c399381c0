import { ContainerModule } from 'inversify';
import { CartServiceImpl, CartServiceToken } from './cart-service';
import { CartStore, CartStoreToken } from './cart-store';

/** Binds the cart service (replaceable by token) and the cart store. */
export const cartModule = new ContainerModule(({ bind }) => {
  bind(CartServiceImpl).toSelf().inSingletonScope();
  bind(CartServiceToken.id).toService(CartServiceImpl);
  bind(CartStore).toSelf().inSingletonScope();
  bind(CartStoreToken).toService(CartStore);
});
