import { centralisedMigrations, centralisedRoutes, centralisedServerMessages, seedApprovers, seedGroupBuying } from '@mall-plugin/centralised-buying/server';
import { defineServerPlugin, type ServerSeedContext } from '@mall/sdk/server';
import { dependencies, version } from '../../package.json';
import { balanceSubmitCheck } from './balance-rule';
import { financialMigrations } from './financial-migrations';
import { financialRoutes } from './financial-routes';
import { seedFinancial } from './financial-seed';
import { financialServerMessages } from './financial-server-messages';

/**
 * The financial group's server entry (spec 3 section 7): the financial-sharing jump, the balance
 * check and the company pay info over its fund requests, and the server side of the centralised
 * buying it `uses` (the gateway loads tenants' entries, not shared plugins'); the balance check
 * again on the submit, so a pre-order call made without the browser is refused the same way.
 */
export default defineServerPlugin({
  id: '@mall-tenant/financial-group',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk.
  sdk: `^${dependencies['@mall/sdk']}`,
  migrations: [...centralisedMigrations, ...financialMigrations],
  routes: [...centralisedRoutes, ...financialRoutes],
  messages: { ...centralisedServerMessages, ...financialServerMessages },
  orderSubmitValidators: [balanceSubmitCheck],
  async seed(ctx: ServerSeedContext) {
    await seedGroupBuying(ctx);
    await seedApprovers(ctx);
    await seedFinancial(ctx);
  },
});
