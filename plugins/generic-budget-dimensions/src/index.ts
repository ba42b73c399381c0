import { budgetDimensions, definePlugin, messages } from '@mall/sdk';
import { dependencies, version } from '../package.json';
import { genericDimensions } from './generic-dimensions';
import { genericMessagesEn, genericMessagesZh } from './generic-messages';

/**
 * The generic budget dimension set (unit, cost centre, category, expense type) for tenants
 * that switch it on through `uses`. It adds its set beside whatever else the tenant shows; a
 * tenant that wants only this set disables core's `core.budget.configured-dimensions`.
 */
const genericBudgetDimensions = definePlugin({
  id: '@mall-plugin/generic-budget-dimensions',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk.
  sdk: `^${dependencies['@mall/sdk']}`,
  register(ctx) {
    ctx.contribute(budgetDimensions, genericDimensions);
    ctx.contribute(messages, genericMessagesZh, genericMessagesEn);
  },
});

export default genericBudgetDimensions;
export { GENERIC_DIMENSIONS_ID } from './generic-dimensions';
