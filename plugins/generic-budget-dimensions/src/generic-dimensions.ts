import { budgetDimensions, type BudgetDimensions, type FieldRegistration, type FieldSchema } from '@mall/sdk';

/** Id of the contribution, so a tenant that enables the plugin can replace or disable it. */
export const GENERIC_DIMENSIONS_ID = 'generic-budget-dimensions.dimensions';

// Spec 3 section 3 names the set ("unit, costCenter, category, expenseType") and no rule over
// it: none of the four is required there, so none is here. A tenant that needs one required
// replaces this contribution with its own flags.
const fields: readonly FieldSchema[] = [
  { name: 'unit', labelKey: 'generic-budget-dimensions.unit', component: 'lookup', lookupCode: 'HPFM.UNIT' },
  { name: 'costCenter', labelKey: 'generic-budget-dimensions.cost-center', component: 'lookup', lookupCode: 'SMAL.COST_CENTER' },
  { name: 'category', labelKey: 'generic-budget-dimensions.category', component: 'lookup', lookupCode: 'SMAL.BUDGET_CATEGORY' },
  // The fee-type value set is the one core's server already serves; it is picked through its
  // lookup view in the generic lookup dialog (spec 2), the view core's server seeds.
  { name: 'expenseType', labelKey: 'generic-budget-dimensions.expense-type', component: 'lookup', lookupCode: 'SMAL.FEE_TYPE', lookupView: 'SMAL.FEE_TYPE' },
];

/** The generic budget dimension set of spec 3 section 3. */
export const genericDimensions: BudgetDimensions = { id: GENERIC_DIMENSIONS_ID, fields };

/**
 * The plugin's field contributions in one place: its browser entry registers them, and the
 * server entry of a tenant that `uses` the plugin hands them to the server, which then checks
 * the tenant's budget rows against these fields too.
 */
export const genericBudgetFields: FieldRegistration = (ctx) => ctx.contribute(budgetDimensions, genericDimensions);
