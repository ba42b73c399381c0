import { ContainerModule } from 'inversify';
import { AfterSalesServiceImpl, AfterSalesServiceToken } from './after-sales-service';
import { MyOrdersServiceImpl, MyOrdersServiceToken } from './my-orders-service';

/** Binds the My orders and after-sales services under their tokens, so a tenant's `rebind` replaces them. */
export const myOrdersModule = new ContainerModule(({ bind }) => {
  bind(MyOrdersServiceImpl).toSelf().inSingletonScope();
  bind(MyOrdersServiceToken.id).toService(MyOrdersServiceImpl);
  bind(AfterSalesServiceImpl).toSelf().inSingletonScope();
  bind(AfterSalesServiceToken.id).toService(AfterSalesServiceImpl);
});
