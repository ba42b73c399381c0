import { ContainerModule } from 'inversify';
import { ProductServiceToken, SavedRegionServiceToken, type ProductService, type SavedRegionService } from '../product-info';
import { CompareListStorage } from './compare-list-storage';
import { CompareServiceImpl, CompareServiceToken, type CompareService } from './compare-service';
import { CompareStore, CompareStoreFactoryToken, type CompareStoreFactory } from './compare-store';

/**
 * Binds the compare service (compare list and price compare) under its token, so a tenant's
 * `rebind` replaces it, and the factory of the compare page's store (one per page visit, over
 * the buyer's own stored compare list).
 */
export const compareModule = new ContainerModule(({ bind }) => {
  bind(CompareServiceImpl).toSelf().inSingletonScope();
  bind(CompareServiceToken.id).toService(CompareServiceImpl);
  bind<CompareStoreFactory>(CompareStoreFactoryToken).toDynamicValue(
    (ctx) => (buyer) =>
      new CompareStore(
        ctx.get<CompareService>(CompareServiceToken.id),
        ctx.get<ProductService>(ProductServiceToken.id),
        new CompareListStorage(buyer.user.id),
        buyer,
        ctx.get<SavedRegionService>(SavedRegionServiceToken.id),
      ),
  );
});
