import { cartQuantityRule } from '@mall/sdk';
import { ContainerModule } from 'inversify';
import type { PluginHost } from '../../platform/plugin-host';
import { TYPES } from '../../platform/tokens';
import { ProductServiceToken, SavedRegionServiceToken, type ProductService, type SavedRegionService } from '../product-info';
import { ProductDetailStore, ProductDetailStoreFactoryToken, type ProductDetailStoreFactory } from './product-detail-store';

/**
 * Binds the factory of the detail page's store (one store per page visit): the product service
 * and the contributed cart quantity rule come from the container, the mall context from the page.
 */
export const productModule = new ContainerModule(({ bind }) => {
  bind<ProductDetailStoreFactory>(ProductDetailStoreFactoryToken).toDynamicValue((ctx) => (mallContext) => {
    const rule = ctx.get<PluginHost>(TYPES.PluginHost).single(cartQuantityRule);
    if (!rule) throw new Error('no cart.quantity-rule is contributed');
    return new ProductDetailStore(ctx.get<ProductService>(ProductServiceToken.id), rule, mallContext, ctx.get<SavedRegionService>(SavedRegionServiceToken.id));
  });
});
