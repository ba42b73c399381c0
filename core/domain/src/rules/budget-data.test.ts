import { BUDGET_DATA_DEFAULTS, withBudgetDataDefaults } from './budget-data';

// Spec 1 section 3: "minPurchaseQuantity (default 1), minPackageQuantity (default 1), uomPrecision (default 0), latestPrice (default 1)".
describe('budget data defaults', () => {
  it('fills the four fields the line leaves out', () => {
    expect(BUDGET_DATA_DEFAULTS).toEqual({ minPurchaseQuantity: 1, minPackageQuantity: 1, uomPrecision: 0, latestPrice: 1 });
    expect(withBudgetDataDefaults({ cartId: 5 })).toEqual({ cartId: 5, minPurchaseQuantity: 1, minPackageQuantity: 1, uomPrecision: 0, latestPrice: 1 });
  });

  it('keeps what the line has, 0 included', () => {
    expect(withBudgetDataDefaults({ cartId: 5, minPurchaseQuantity: 3, minPackageQuantity: 2, uomPrecision: 2, latestPrice: 0 })).toEqual({
      cartId: 5,
      minPurchaseQuantity: 3,
      minPackageQuantity: 2,
      uomPrecision: 2,
      latestPrice: 0,
    });
  });
});
