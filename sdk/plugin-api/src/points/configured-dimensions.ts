import type { BudgetDimensionConfig } from '@mall/domain';
import { CoreIds } from '../core-ids';
import type { FieldSchema } from '../field-schema';
import type { BudgetDimensions } from './budget';

/**
 * One server-configured dimension as a field of the budget row: a lookup (LOV) or a select.
 * @public
 */
export function fieldOfDimension(dimension: BudgetDimensionConfig): FieldSchema {
  return {
    name: dimension.fieldName,
    labelKey: dimension.budgetItemName,
    component: dimension.componentType === 'LOV' ? 'lookup' : 'select',
    lookupCode: dimension.lovCode,
    ...(dimension.lovView ? { lookupView: dimension.lovView } : {}),
    valueField: dimension.valueField,
    displayField: dimension.displayField,
    queryParams: dimension.queryParams,
    required: dimension.requiredFlag === 1,
  };
}

/**
 * Core's default budget row: the dimensions the tenant's server configures (`budgetDimensionList`
 * of the user config). Kept in the SDK so the browser renders and the server checks one list.
 * @public
 */
export const configuredDimensions: BudgetDimensions = {
  // The id a tenant replaces or disables (the SDK's typed core ids name it too).
  id: CoreIds.budget.configuredDimensions,
  fields: [],
  fieldsFrom: (ctx) => (ctx.config.budgetDimensionList ?? []).map(fieldOfDimension),
};
