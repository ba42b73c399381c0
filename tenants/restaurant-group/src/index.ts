import budgetWarning from '@mall-plugin/budget-warning';
import { definePlugin, messages, orderSubmitValidators, routes } from '@mall/sdk';
import { dependencies, version } from '../package.json';
import { restaurantMessagesEn, restaurantMessagesZh } from './restaurant-messages';
import { unratedOrdersBlock } from './unrated-orders';

const requestPage = () => import('./restaurant-request-page');

/**
 * The restaurant group (spec 3): its own /add-purchase (core's request form behind the unrated
 * orders block, plus the request resubmit with the budget warning), unrated completed orders
 * blocking the order submit, the need-date default today + delivery cycle + 3 days (+ 10 without
 * a cycle), and the budget over-limit warning of the shared `budget-warning` plugin.
 */
export default definePlugin({
  id: '@mall-tenant/restaurant-group',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk.
  sdk: `^${dependencies['@mall/sdk']}`,
  uses: [budgetWarning],
  register(ctx) {
    ctx.settings({ needDateDefault: { mode: 'delivery-cycle', extraDays: 3, withoutCycleDays: 10 } });
    ctx.replace(routes, '/add-purchase', { path: '/add-purchase', layout: 'main', load: requestPage, titleKey: 'purchase-request.title', permissions: ['add-purchase'] });
    ctx.contribute(orderSubmitValidators, unratedOrdersBlock);
    ctx.contribute(messages, restaurantMessagesZh, restaurantMessagesEn);
  },
});

export { UNEVALUATED_ORDERS_PATH, unratedOrdersBlock, unratedOutcome } from './unrated-orders';
