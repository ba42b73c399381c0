import type { BudgetDimensionConfig } from '@mall/domain';
import { budgetDimensions, type BudgetDimensions, type FieldSchema } from '@mall/sdk';
import type { CoreFeature } from '../core-feature';

/** One server-configured dimension as a field of the budget row: a lookup (LOV) or a select. */
export function fieldOfDimension(dimension: BudgetDimensionConfig): FieldSchema {
  return {
    name: dimension.fieldName,
    labelKey: dimension.budgetItemName,
    component: dimension.componentType === 'LOV' ? 'lookup' : 'select',
    lookupCode: dimension.lovCode,
    valueField: dimension.valueField,
    displayField: dimension.displayField,
    queryParams: dimension.queryParams,
    required: dimension.requiredFlag === 1,
  };
}

/**
 * Core's default budget row: the dimensions the tenant's server configures. A tenant with its
 * own dimensions replaces or disables `core.budget.configured-dimensions`.
 */
export const configuredDimensions: BudgetDimensions = {
  id: 'core.budget.configured-dimensions',
  fields: [],
  fieldsFrom: (ctx) => (ctx.config.budgetDimensionList ?? []).map(fieldOfDimension),
};

export const budgetDimensionsFeature: CoreFeature = {
  name: 'budget-dimensions',
  contribute(ctx) {
    ctx.contribute(budgetDimensions, configuredDimensions);
  },
};
