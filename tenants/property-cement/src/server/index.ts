import { defineServerPlugin } from '@mall/sdk/server';
import { version } from '../../package.json';
import { seedPropertyLookups } from './property-lookups';

/**
 * The property and cement tenant's server entry: no calls of its own yet, only the values of
 * the lookups its budget fields use (departments and budget subjects as trees, fee types,
 * asset classes, organisation categories).
 */
export default defineServerPlugin({
  id: '@mall-tenant/property-cement',
  version,
  sdk: '^1.0.0',
  routes: [],
  seed: seedPropertyLookups,
});
