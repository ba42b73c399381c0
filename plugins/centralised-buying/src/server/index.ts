import { defineServerPlugin } from '@mall/sdk/server';
import { dependencies, version } from '../../package.json';
import { centralisedMigrations } from './centralised-migrations';
import { centralisedRoutes } from './centralised-routes';
import { seedGroupBuying } from './centralised-seed';
import { centralisedServerMessages } from './centralised-server-messages';

/**
 * The plugin's server side (spec 3 section 7, `centralized-relations/*`): the relation table,
 * the list and the four actions, and the demo's group-buying lines. A tenant that `uses` the
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
  seed: seedGroupBuying,
});

export { centralisedMigrations, centralisedRoutes, centralisedServerMessages, seedGroupBuying };
