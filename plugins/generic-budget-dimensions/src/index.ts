import { definePlugin, messages } from '@mall/sdk';
import { dependencies, version } from '../package.json';
import { genericBudgetFields } from './generic-dimensions';
import { genericMessagesEn, genericMessagesZh } from './generic-messages';

/**
 * The generic budget dimension set (unit, cost centre, category, expense type) for tenants
 * that switch it on through `uses`. It adds its set beside whatever else the tenant shows; a
 * tenant that wants only this set disables core's `CoreIds.budget.configuredDimensions`.
 */
const genericBudgetDimensions = definePlugin({
  id: '@mall-plugin/generic-budget-dimensions',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk.
  sdk: `^${dependencies['@mall/sdk']}`,
  register(ctx) {
    genericBudgetFields(ctx);
    ctx.contribute(messages, genericMessagesZh, genericMessagesEn);
  },
});

export default genericBudgetDimensions;
export { GENERIC_DIMENSIONS_ID, genericBudgetFields } from './generic-dimensions';
export { genericMessagesEn, genericMessagesZh } from './generic-messages';
