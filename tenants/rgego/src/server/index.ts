import { seedGenericDimensionLookups } from '@mall-plugin/generic-budget-dimensions/server';
import { defineServerPlugin } from '@mall/sdk/server';
import { dependencies, version } from '../../package.json';

/**
 * RGEGO's server entry: the values of the generic budget dimensions it `uses` (the shared
 * plugin's own seed, for this tenant). The server loads tenants' entries, not shared plugins'.
 */
export default defineServerPlugin({
  id: '@mall-tenant/rgego',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk.
  sdk: `^${dependencies['@mall/sdk']}`,
  routes: [],
  seed: seedGenericDimensionLookups,
});
