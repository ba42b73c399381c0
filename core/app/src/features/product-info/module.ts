import { ContainerModule } from 'inversify';
import { ProductServiceImpl, ProductServiceToken } from './product-service';
import { SavedRegionServiceImpl, SavedRegionServiceToken } from './saved-region-service';

/** Binds the product service (detail, stock, prices) under its token; the detail page and compare both read through it, so a tenant's `rebind` replaces it. */
export const productInfoModule = new ContainerModule(({ bind }) => {
  bind(ProductServiceImpl).toSelf().inSingletonScope();
  bind(ProductServiceToken.id).toService(ProductServiceImpl);
  bind(SavedRegionServiceImpl).toSelf().inSingletonScope();
  bind(SavedRegionServiceToken.id).toService(SavedRegionServiceImpl);
});
