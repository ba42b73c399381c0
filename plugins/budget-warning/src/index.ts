import { definePlugin, messages, purchaseRequestSubmitValidators } from '@mall/sdk';
import { dependencies, version } from '../package.json';
import { budgetWarningMessagesEn, budgetWarningMessagesZh } from './budget-warning-messages';
import { requestBudgetCheck } from './request-budget-check';

/**
 * Shared plugin (spec 3): the budget over-limit warning dialog and its confirmations, and the
 * '{n} products failed budget' message, on the purchase request submit; cancelled request
 * entries are left out of every warning list. Tenants switch it on through `uses`.
 */
const budgetWarning = definePlugin({
  id: '@mall-plugin/budget-warning',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk.
  sdk: `^${dependencies['@mall/sdk']}`,
  register(ctx) {
    ctx.contribute(purchaseRequestSubmitValidators, requestBudgetCheck);
    ctx.contribute(messages, budgetWarningMessagesZh, budgetWarningMessagesEn);
  },
});

export default budgetWarning;
export { budgetWarningOutcome, budgetFailedOutcome, warningEntries } from './budget-warning-outcome';
export type { BudgetWarningEntry } from './budget-warning-outcome';
export { requestBudgetCheck } from './request-budget-check';
