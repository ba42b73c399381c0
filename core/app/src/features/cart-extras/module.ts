import { ContainerModule } from 'inversify';
import { CartExtrasServiceImpl, CartExtrasServiceToken } from './cart-extras-service';

/** Binds the cart extras service under its token, so a tenant's `rebind` replaces it. */
export const cartExtrasModule = new ContainerModule(({ bind }) => {
  bind(CartExtrasServiceImpl).toSelf().inSingletonScope();
  bind(CartExtrasServiceToken.id).toService(CartExtrasServiceImpl);
});
