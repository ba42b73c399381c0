import type { CoreFeature } from '../core-feature';
import { productInfoModule } from './module';

/**
 * A product's data as the detail page and compare both read it: the product service, its
 * types, the delivery place and the stock badge. Its own slice, so neither page imports the
 * other's internals. The badge's texts are the product feature's messages.
 */
export const productInfoFeature: CoreFeature = {
  name: 'product-info',
  module: productInfoModule,
  contribute() {
    // Nothing to contribute: the pages that show products contribute their routes.
  },
};
