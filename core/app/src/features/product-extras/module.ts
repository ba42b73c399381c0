import { ContainerModule } from 'inversify';
import { ProductExtrasServiceImpl, ProductExtrasServiceToken } from './product-extras-service';

/** Binds the product extras service under its token, so a tenant's `rebind` replaces it. */
export const productExtrasModule = new ContainerModule(({ bind }) => {
  bind(ProductExtrasServiceImpl).toSelf().inSingletonScope();
  bind(ProductExtrasServiceToken.id).toService(ProductExtrasServiceImpl);
});
