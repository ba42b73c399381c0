import { ContainerModule } from 'inversify';
import { OrderPageStore, OrderPageStoreFactoryToken, type OrderPageStoreFactory } from './order-page-store';
import { OrderServiceImpl, OrderServiceToken } from './order-service';

/** Binds the order service (replaceable by token) and the factory of the page store, made per page visit. */
export const orderModule = new ContainerModule(({ bind }) => {
  bind(OrderServiceImpl).toSelf().inSingletonScope();
  bind(OrderServiceToken.id).toService(OrderServiceImpl);
  bind<OrderPageStoreFactory>(OrderPageStoreFactoryToken).toConstantValue((orders) => new OrderPageStore(orders));
});
