import { messages, routes } from '@mall/sdk';
import type { CoreFeature } from '../core-feature';
import { zonesModule } from './module';
import { zoneMessagesEn, zoneMessagesZh } from './zone-messages';

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
    ctx.contribute(
      messages,
      { id: 'core.messages.zones.en', locale: 'en_US', messages: zoneMessagesEn },
      { id: 'core.messages.zones.zh', locale: 'zh_CN', messages: zoneMessagesZh },
    );
  },
};
