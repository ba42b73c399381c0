import genericBudgetDimensionsServer from '@mall-plugin/generic-budget-dimensions/server';
import { defineServerPlugin } from '@mall/sdk/server';
import { dependencies, version } from '../../package.json';

/**
 * RGEGO's server entry: the server side of the generic budget dimensions it `uses` (the server
 * loads tenants' entries, not shared plugins'): their lookup values, seeded for RGEGO, and their
 * fields, so RGEGO's budget rows are checked against the set its browser shows.
 */
export default defineServerPlugin({
  ...genericBudgetDimensionsServer,
  id: '@mall-tenant/rgego',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk.
  sdk: `^${dependencies['@mall/sdk']}`,
});
