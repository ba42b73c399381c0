import { CoreIds, budgetDimensions, msg, type BudgetDimensions, type CartLine, type FieldRegistration } from '@mall/sdk';

const isCatalogue = (line: CartLine) => line.productSource === 'CATA';
// Spec 3 names CATA catalogue goods and JD among "others"; MANUAL goods are neither side of
// the batch rule, so they never block it.
const isECommerce = (line: CartLine) => line.productSource !== 'CATA' && line.productSource !== 'MANUAL';

/**
 * Spec 3 "Appliance firm": cost item (eiCode/eiName) and cost attribution (ccCode/ccName),
 * both required; the attribution is chosen within the item, so changing the item clears it.
 * The spec's payload keeps the names beside the codes, so the names are cleared too.
 */
export const costDimensions: Omit<BudgetDimensions, 'id'> = {
  fields: [
    {
      name: 'eiCode',
      labelKey: 'appliance-firm.budget.cost-item',
      component: 'lookup',
      lookupCode: 'SMAL.BRANDMAX_COST_ITEM',
      required: true,
      clearOnChange: ['ccCode', 'ccName'],
    },
    {
      name: 'ccCode',
      labelKey: 'appliance-firm.budget.cost-attribution',
      component: 'lookup',
      lookupCode: 'SMAL.BRANDMAX_COST_ATTRIBUTION',
      queryParams: { eiCode: '{eiCode}' },
      required: true,
      dependsOn: ['eiCode'],
    },
  ],
  canBatch: (lines) =>
    lines.some(isCatalogue) && lines.some(isECommerce) ? msg('appliance-firm.budget.batch-mixed-sources') : undefined,
};

/** The tenant's field contributions, for its browser entry and its server entry alike. */
export const applianceFields: FieldRegistration = (ctx) => ctx.replace(budgetDimensions, CoreIds.budget.configuredDimensions, costDimensions);
