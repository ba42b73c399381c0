import { routes } from '@mall/sdk';
import { contributeMessages, type CoreFeature } from '../core-feature';
import { catalogueModule } from './module';

const productList = () => import('./pages/product-list-page');

/** The product list: search, sort, filters and paging (spec 1 sections 2, 4 and 9). */
export const catalogueFeature: CoreFeature = {
  name: 'catalogue',
  module: catalogueModule,
  contribute(ctx) {
    ctx.contribute(
      routes,
      { id: '/product-list', path: '/product-list', layout: 'main', load: productList, titleKey: 'catalogue.title' },
      { id: '/sigl/product-list', path: '/sigl/product-list', layout: 'sigl', load: productList, titleKey: 'catalogue.title' },
    );
    contributeMessages(ctx, 'catalogue', () => import('./catalogue-messages.en'), () => import('./catalogue-messages.zh'));
  },
};
