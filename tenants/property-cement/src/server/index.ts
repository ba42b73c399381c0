import { defineServerPlugin } from '@mall/sdk/server';
import { dependencies, version } from '../../package.json';
import { propertyFieldRegistration } from '../property-dimensions';
import { propertyMessagesEn, propertyMessagesZh } from '../property-messages';
import { seedPropertyBudgets } from './property-budgets';
import { seedAssetPurchaseFlags } from './property-cart';
import { seedPropertyLookups } from './property-lookups';

/**
 * The property and cement tenant's server entry: no calls of its own yet, only the values of
 * the lookups its budget fields use (departments and budget subjects as trees, fee types,
 * asset classes, organisation categories), the budgets of its departments with the budget
 * number lookup over them, and the asset-purchase flag on cart lines of asset categories.
 */
export default defineServerPlugin({
  id: '@mall-tenant/property-cement',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk.
  sdk: `^${dependencies['@mall/sdk']}`,
  routes: [],
  fields: propertyFieldRegistration,
  fieldMessages: [propertyMessagesZh, propertyMessagesEn],
  seed: async (ctx) => {
    await seedPropertyLookups(ctx);
    await seedPropertyBudgets(ctx);
    await seedAssetPurchaseFlags(ctx);
  },
});
