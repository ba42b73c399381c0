import { PurchaseRequestFormToken, type PurchaseRequestFormProps } from '@mall/sdk';
import { ContainerModule } from 'inversify';
import { lazyComponent } from '../../shell/lazy-component';
import { PurchaseRequestServiceImpl, PurchaseRequestServiceToken } from './purchase-request-service';

// The form (lines table, date pickers, field controls, budget panel) comes with the request page, not the entry.
const PurchaseRequestForm = lazyComponent<PurchaseRequestFormProps>(() => import('./components/purchase-request-form').then((m) => m.PurchaseRequestForm));

/**
 * Binds the purchase request service under its token (a tenant's `rebind` replaces it) and core's
 * request form under the SDK's PurchaseRequestFormToken, so a tenant's own /add-purchase wraps it.
 */
export const purchaseRequestsModule = new ContainerModule(({ bind }) => {
  bind(PurchaseRequestServiceImpl).toSelf().inSingletonScope();
  bind(PurchaseRequestServiceToken.id).toService(PurchaseRequestServiceImpl);
  bind(PurchaseRequestFormToken.id).toConstantValue(PurchaseRequestForm);
});
