import { defineServerPlugin } from '@mall/sdk/server';
import { dependencies, version } from '../../package.json';
import { centralisedMigrations } from './centralised-migrations';
import { centralisedRoutes } from './centralised-routes';
import { seedApprovers, seedGroupBuying } from './centralised-seed';
import { centralisedServerMessages } from './centralised-server-messages';

/**
 * The plugin's server side (spec 3 section 7, `centralized-relations/*`): the relation table,
 * the list, the demander's actions and the approver's reject, and the demo's group-buying lines
 * and approvers. A tenant that `uses` the
 * plugin spreads these into its own server entry (the gateway loads tenants' entries).
 */
export default defineServerPlugin({
  id: '@mall-plugin/centralised-buying',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk.
  sdk: `^${dependencies['@mall/sdk']}`,
  migrations: centralisedMigrations,
  routes: centralisedRoutes,
  messages: centralisedServerMessages,
  async seed(ctx) {
    await seedGroupBuying(ctx);
    await seedApprovers(ctx);
  },
});

export { centralisedMigrations, centralisedRoutes, centralisedServerMessages, seedApprovers, seedGroupBuying };
