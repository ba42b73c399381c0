import { PurchaseRequestFormToken } from '@mall/sdk';
import { ContainerModule } from 'inversify';
import { PurchaseRequestForm } from './components/purchase-request-form';
import { PurchaseRequestServiceImpl, PurchaseRequestServiceToken } from './purchase-request-service';

/**
 * Binds the purchase request service under its token (a tenant's `rebind` replaces it) and core's
 * request form under the SDK's PurchaseRequestFormToken, so a tenant's own /add-purchase wraps it.
 */
export const purchaseRequestsModule = new ContainerModule(({ bind }) => {
  bind(PurchaseRequestServiceImpl).toSelf().inSingletonScope();
  bind(PurchaseRequestServiceToken.id).toService(PurchaseRequestServiceImpl);
  bind(PurchaseRequestFormToken.id).toConstantValue(PurchaseRequestForm);
});
