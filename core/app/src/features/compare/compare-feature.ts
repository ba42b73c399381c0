import { routes } from '@mall/sdk';
import { contributeMessages, type CoreFeature } from '../core-feature';
import { compareModule } from './module';

const comparePage = () => import('./pages/products-compare-page');

/** Product and price compare (spec 1 sections 4, 5 and 7), and the lower-price prompts. */
export const compareFeature: CoreFeature = {
  name: 'compare',
  module: compareModule,
  contribute(ctx) {
    ctx.contribute(
      routes,
      { id: '/products-compare', path: '/products-compare', layout: 'main', load: comparePage, titleKey: 'compare.title' },
      { id: '/price-compare', path: '/price-compare', layout: 'main', load: comparePage, titleKey: 'compare.price.title' },
    );
    contributeMessages(ctx, 'compare', () => import('./compare-messages.en'), () => import('./compare-messages.zh'));
  },
};
