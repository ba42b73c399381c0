import { centralisedMigrations, centralisedRoutes, centralisedServerMessages, seedGroupBuying } from '@mall-plugin/centralised-buying/server';
import { defineServerPlugin, type ServerSeedContext } from '@mall/sdk/server';
import { dependencies, version } from '../../package.json';
import { financialMigrations } from './financial-migrations';
import { financialRoutes } from './financial-routes';
import { seedFinancial } from './financial-seed';

/**
 * The financial group's server entry (spec 3 section 7): the financial-sharing jump, the balance
 * check and the company pay info over its fund requests, and the server side of the centralised
 * buying it `uses` (the gateway loads tenants' entries, not shared plugins').
 */
export default defineServerPlugin({
  id: '@mall-tenant/financial-group',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk.
  sdk: `^${dependencies['@mall/sdk']}`,
  migrations: [...centralisedMigrations, ...financialMigrations],
  routes: [...centralisedRoutes, ...financialRoutes],
  messages: centralisedServerMessages,
  async seed(ctx: ServerSeedContext) {
    await seedGroupBuying(ctx);
    await seedFinancial(ctx);
  },
});
