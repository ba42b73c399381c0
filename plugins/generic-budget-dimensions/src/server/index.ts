import { defineServerPlugin } from '@mall/sdk/server';
import { dependencies, version } from '../../package.json';
import { genericBudgetFields } from '../generic-dimensions';
import { genericMessagesEn, genericMessagesZh } from '../generic-messages';
import { seedGenericDimensionLookups } from './generic-lookups';

/**
 * The plugin's server side: the values of its dimension lookups. A tenant that enables the
 * plugin through `uses` seeds them from its own server entry with seedGenericDimensionLookups;
 * a tenant code mapped to this package directly gets them from this entry's seed.
 */
export default defineServerPlugin({
  id: '@mall-plugin/generic-budget-dimensions',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk.
  sdk: `^${dependencies['@mall/sdk']}`,
  routes: [],
  seed: seedGenericDimensionLookups,
  fields: genericBudgetFields,
  fieldMessages: [genericMessagesZh, genericMessagesEn],
});

export { GENERIC_DIMENSION_LOOKUPS, seedGenericDimensionLookups } from './generic-lookups';
