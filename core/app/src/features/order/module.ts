import { ContainerModule } from 'inversify';
import { OrderServiceImpl, OrderServiceToken } from './order-service';

/** Binds the order service (replaceable by token); the page store is made per page visit. */
export const orderModule = new ContainerModule(({ bind }) => {
  bind(OrderServiceImpl).toSelf().inSingletonScope();
  bind(OrderServiceToken.id).toService(OrderServiceImpl);
});
