import { genericBudgetFields, genericMessagesEn, genericMessagesZh } from '@mall-plugin/generic-budget-dimensions';
import { seedGenericDimensionLookups } from '@mall-plugin/generic-budget-dimensions/server';
import { defineServerPlugin } from '@mall/sdk/server';
import { dependencies, version } from '../../package.json';

/**
 * RGEGO's server entry: what the generic budget dimensions it `uses` need on the server (the
 * server loads tenants' entries, not shared plugins'): the values of their lookups, seeded for
 * RGEGO, and their fields, so RGEGO's budget rows are checked against the set the browser shows.
 */
export default defineServerPlugin({
  id: '@mall-tenant/rgego',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk.
  sdk: `^${dependencies['@mall/sdk']}`,
  routes: [],
  seed: seedGenericDimensionLookups,
  fields: genericBudgetFields,
  fieldMessages: [genericMessagesZh, genericMessagesEn],
});
