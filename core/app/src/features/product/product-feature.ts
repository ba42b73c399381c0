import { routes, type RouteContribution } from '@mall/sdk';
import { contributeMessages, type CoreFeature } from '../core-feature';
import { productModule } from './module';

const detail = () => import('./pages/product-detail-page');
const page = (path: string, layout: RouteContribution['layout']): RouteContribution => ({ id: path, path, layout, load: detail });

/** The product detail screen; the three detail paths show the same screen (spec 1 section 2). No title key: the home page lists only pages that stand without a product. */
export const productFeature: CoreFeature = {
  name: 'product',
  module: productModule,
  contribute(ctx) {
    ctx.contribute(
      routes,
      page('/product-detail', 'main'),
      page('/cata-product-detail', 'main'),
      page('/new-product-detail', 'main'),
      // A selected zone's product (spec 1 section 2, /zone-product-detail): the same screen.
      page('/zone-product-detail', 'main'),
      page('/sigl/product-detail', 'sigl'),
    );
    contributeMessages(ctx, 'product', () => import('./product-messages.en'), () => import('./product-messages.zh'));
  },
};
