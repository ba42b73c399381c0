import { ContainerModule } from 'inversify';
import { CatalogueServiceImpl, CatalogueServiceToken, type CatalogueService } from './catalogue-service';
import { ProductListStore, ProductListStoreFactoryToken, type ProductListStoreFactory } from './product-list-store';

/**
 * Binds the catalogue service (product search and filters) under its token, so a tenant's
 * `rebind` replaces it, and the factory of the list page's store (one store per page visit).
 */
export const catalogueModule = new ContainerModule(({ bind }) => {
  bind(CatalogueServiceImpl).toSelf().inSingletonScope();
  bind(CatalogueServiceToken.id).toService(CatalogueServiceImpl);
  bind<ProductListStoreFactory>(ProductListStoreFactoryToken).toDynamicValue((ctx) => (channel, visit) => new ProductListStore(ctx.get<CatalogueService>(CatalogueServiceToken.id), channel, visit));
});
