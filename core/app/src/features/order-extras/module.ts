import { ContainerModule } from 'inversify';
import { OrderExtrasServiceImpl, OrderExtrasServiceToken } from './order-extras-service';

/** Binds the order extras service under its token, so a tenant's `rebind` replaces it. */
export const orderExtrasModule = new ContainerModule(({ bind }) => {
  bind(OrderExtrasServiceImpl).toSelf().inSingletonScope();
  bind(OrderExtrasServiceToken.id).toService(OrderExtrasServiceImpl);
});
