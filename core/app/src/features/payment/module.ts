import { ContainerModule } from 'inversify';
import { PaymentServiceImpl, PaymentServiceToken } from './payment-service';

/** Binds the payment service under its token, so a tenant's `rebind` replaces it. */
export const paymentModule = new ContainerModule(({ bind }) => {
  bind(PaymentServiceImpl).toSelf().inSingletonScope();
  bind(PaymentServiceToken.id).toService(PaymentServiceImpl);
});
