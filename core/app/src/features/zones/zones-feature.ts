import { routes } from '@mall/sdk';
import { contributeMessages, type CoreFeature } from '../core-feature';
import { zonesModule } from './module';

/**
 * The selected zone pages (spec 1 section 2). They are open to every buyer of the tenant, as the
 * product list is (no permission list); the zone's product detail is the product feature's screen.
 * The zone product list has no title key: like the product detail, it stands only with a zone.
 */
export const zonesFeature: CoreFeature = {
  name: 'zones',
  module: zonesModule,
  contribute(ctx) {
    ctx.contribute(
      routes,
      { id: '/zone-supplier-list', path: '/zone-supplier-list', layout: 'main', load: () => import('./pages/zone-supplier-list-page'), titleKey: 'zone.title' },
      { id: '/zone-product-list', path: '/zone-product-list', layout: 'main', load: () => import('./pages/zone-product-list-page') },
    );
    contributeMessages(ctx, 'zones', () => import('./zone-messages.en'), () => import('./zone-messages.zh'));
  },
};
