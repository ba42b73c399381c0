/**
 * Spec 1 section 3 "Budget data for a cart line": minPurchaseQuantity (default 1),
 * minPackageQuantity (default 1), uomPrecision (default 0), latestPrice (default 1).
 */
export const BUDGET_DATA_DEFAULTS = { minPurchaseQuantity: 1, minPackageQuantity: 1, uomPrecision: 0, latestPrice: 1 } as const;

/** The budget data's line id and the four fields that have defaults. */
type BudgetDataFields = { cartId?: number; minPurchaseQuantity?: number; minPackageQuantity?: number; uomPrecision?: number; latestPrice?: number };

/** A line as the budget panel reads it: the spec's defaults where the line leaves a field out (0 is a value, not a gap). */
export function withBudgetDataDefaults<T extends BudgetDataFields>(line: T): T & Required<Omit<BudgetDataFields, 'cartId'>> {
  return {
    ...line,
    minPurchaseQuantity: line.minPurchaseQuantity ?? BUDGET_DATA_DEFAULTS.minPurchaseQuantity,
    minPackageQuantity: line.minPackageQuantity ?? BUDGET_DATA_DEFAULTS.minPackageQuantity,
    uomPrecision: line.uomPrecision ?? BUDGET_DATA_DEFAULTS.uomPrecision,
    latestPrice: line.latestPrice ?? BUDGET_DATA_DEFAULTS.latestPrice,
  };
}
