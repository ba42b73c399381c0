import { budgetDimensions, configuredDimensions } from '@mall/sdk';
import type { CoreFeature } from '../core-feature';

// The dimension set lives in the SDK: the server checks budget rows against the same fields.
export { configuredDimensions, fieldOfDimension } from '@mall/sdk';

/**
 * Core's default budget row: the dimensions the tenant's server configures. A tenant with its
 * own dimensions replaces or disables `core.budget.configured-dimensions`.
 */
export const budgetDimensionsFeature: CoreFeature = {
  name: 'budget-dimensions',
  contribute(ctx) {
    ctx.contribute(budgetDimensions, configuredDimensions);
  },
};
