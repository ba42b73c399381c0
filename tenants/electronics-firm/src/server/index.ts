import sameProductFeedbackServer, { feedbackServerMessages } from '@mall-plugin/same-product-feedback/server';
import { defineServerPlugin } from '@mall/sdk/server';
import { dependencies, version } from '../../package.json';
import { electronicsMigrations } from './electronics-migrations';
import { electronicsRoutes } from './electronics-routes';
import { seedElectronics } from './electronics-seed';

/**
 * The electronics firm's server entry: the same-sku-manages calls of the feedback plugin it
 * `uses` (the server loads tenants' entries, not shared plugins'), the compatible machines, the
 * price history and the expiry check, over its tables and seed.
 */
export default defineServerPlugin({
  id: '@mall-tenant/electronics-firm',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk.
  sdk: `^${dependencies['@mall/sdk']}`,
  migrations: [...(sameProductFeedbackServer.migrations ?? []), ...electronicsMigrations],
  routes: [...sameProductFeedbackServer.routes, ...electronicsRoutes],
  seed: seedElectronics,
  messages: {
    ...feedbackServerMessages,
    'electronics-firm.sku-not-found': { en_US: 'Product {skuId} does not exist', zh_CN: '商品 {skuId} 不存在' },
  },
});
