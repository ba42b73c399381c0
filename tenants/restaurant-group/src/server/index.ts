import { defineServerPlugin } from '@mall/sdk/server';
import { dependencies, version } from '../../package.json';
import { restaurantRoutes } from './restaurant-routes';

/**
 * The restaurant group's server entry (spec 3 section 7): its scripted marmot-api calls, the
 * unrated completed orders that block ordering and the request resubmit with the budget warning
 * flag (attributeVarchar6) and the OA approval link (attributeLongtext10).
 */
export default defineServerPlugin({
  id: '@mall-tenant/restaurant-group',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk.
  sdk: `^${dependencies['@mall/sdk']}`,
  routes: restaurantRoutes,
  // Spec 3 gives the resubmit's refusals no sentences; the texts are ours.
  messages: {
    'restaurant-group.request.not-found': { en_US: 'The purchase request does not exist', zh_CN: '采购申请不存在' },
    'restaurant-group.request.not-resubmittable': { en_US: 'Purchase request {num} is not a draft and cannot be resubmitted', zh_CN: '采购申请 {num} 不是草稿，无法重新提交' },
  },
});
