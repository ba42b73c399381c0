import { cartQuantityRange, decideCartQuantity, quantityStep, type QuantityLine } from './cart-quantity';

const line = (over: Partial<QuantityLine> = {}): QuantityLine => ({ latestPrice: 10, ...over });

describe('decideCartQuantity', () => {
  it.each([
    ['empty entry is required', line(), undefined, 3, {}, { value: undefined, error: { key: 'cart.quantity.required' } }],
    ['NaN entry is required', line(), Number.NaN, 3, {}, { value: undefined, error: { key: 'cart.quantity.required' } }],
    ['below minimum purchase quantity', line({ minPurchaseQuantity: 5 }), 4, 5, {}, { value: 4, error: { key: 'cart.quantity.min-purchase', params: { value: 5 } } }],
    ['default minimum purchase 1', line(), 0, 2, {}, { value: 0, error: { key: 'cart.quantity.min-purchase', params: { value: 1 } } }],
    ['not a multiple of the package', line({ minPackageQuantity: 6 }), 8, 6, {}, { value: 8, error: { key: 'cart.quantity.min-package', params: { n: 6 } } }],
    ['a multiple of the package', line({ minPackageQuantity: 6 }), 12, 6, {}, { value: 12 }],
    ['packaging turned off', line({ minPackageQuantity: 6 }), 8, 6, { packagingApplies: false }, { value: 8 }],
    ['rounded half up to precision 0', line(), 2.5, 1, {}, { value: 3 }],
    ['rounded half up to precision 2', line({ uomPrecision: 2 }), 1.005, 1, {}, { value: 1.01 }],
    ['custom products are whole numbers', line({ uomPrecision: 3, customFlag: 1 }), 1.4, 1, {}, { value: 1 }],
    ['above the purchase limit keeps the old value', line(), 11, 4, { purchaseLimit: 10 }, { value: 4, capped: true }],
    ['at the purchase limit', line(), 10, 4, { purchaseLimit: 10 }, { value: 10 }],
    ['above floor(maxAmount / price) keeps the old value', line({ latestPrice: 3 }), 334, 2, { maxAmount: 1000 }, { value: 2, capped: true }],
    ['at floor(maxAmount / price)', line({ latestPrice: 3 }), 333, 2, { maxAmount: 1000 }, { value: 333 }],
    ['tenant 999999999 cap', line({ latestPrice: 1000 }), 1000000, 1, { maxAmount: 999999999 }, { value: 1, capped: true }],
    ["above the line's purchase limit keeps the old value", line({ purchaseQuantityLimit: 10 }), 11, 4, {}, { value: 4, capped: true }],
    ["at the line's purchase limit", line({ purchaseQuantityLimit: 10 }), 10, 4, {}, { value: 10 }],
    ['purchase limit below floor(maxAmount / price) caps first', line({ purchaseQuantityLimit: 50, latestPrice: 10 }), 51, 5, { maxAmount: 1000 }, { value: 5, capped: true }],
    ['floor(maxAmount / price) below the purchase limit caps first', line({ purchaseQuantityLimit: 500, latestPrice: 10 }), 101, 5, { maxAmount: 1000 }, { value: 5, capped: true }],
    ['within both caps', line({ purchaseQuantityLimit: 500, latestPrice: 10 }), 100, 5, { maxAmount: 1000 }, { value: 100 }],
    ["rounding up past the line's purchase limit keeps the old value", line({ purchaseQuantityLimit: 10, uomPrecision: 0 }), 10.5, 3, {}, { value: 3, capped: true }],
    // Issue 21: tiny and huge entries round to numbers and meet the rules, never NaN.
    ['5e-324 rounds to 0, below the minimum', line(), 5e-324, 2, {}, { value: 0, error: { key: 'cart.quantity.min-purchase', params: { value: 1 } } }],
    ['1e-7 rounds to 0 at precision 2', line({ uomPrecision: 2 }), 1e-7, 2, {}, { value: 0, error: { key: 'cart.quantity.min-purchase', params: { value: 1 } } }],
    ['1e-7 rounds to nothing with no minimum set', line({ minPurchaseQuantity: 0, uomPrecision: 2 }), 1e-7, 2, {}, { value: 0, error: { key: 'cart.quantity.min-purchase', params: { value: 0.01 } } }],
    ['a negative entry with no minimum set', line({ minPurchaseQuantity: 0 }), -3, 2, {}, { value: -3, error: { key: 'cart.quantity.min-purchase', params: { value: 1 } } }],
    ['a negative entry', line(), -1, 2, {}, { value: -1, error: { key: 'cart.quantity.min-purchase', params: { value: 1 } } }],
    ['1e21 above floor(maxAmount / price) keeps the old value', line(), 1e21, 2, { maxAmount: 999999999 }, { value: 2, capped: true }],
    ['a half step rounds up to the minimum', line({ minPurchaseQuantity: 0.01, uomPrecision: 2 }), 0.005, 2, {}, { value: 0.01 }],
  ] as const)('%s', (_case, l, entered, previous, options, expected) => {
    expect(decideCartQuantity(l, entered, previous, options)).toEqual(expected);
  });
});

describe('step and range', () => {
  it.each([
    [{ uomPrecision: 0 }, 1],
    [{ uomPrecision: 2 }, 0.01],
    [{}, 1],
    [{ uomPrecision: 3, customFlag: 1 as const }, 1],
  ])('step of %j is %d', (l, step) => expect(quantityStep(l)).toBe(step));

  it('range combines minimum, caps, step and precision', () => {
    expect(cartQuantityRange(line({ minPurchaseQuantity: 2, uomPrecision: 1, latestPrice: 4 }), { purchaseLimit: 300, maxAmount: 1000 })).toEqual({
      min: 2,
      max: 250,
      step: 0.1,
      precision: 1,
    });
    expect(cartQuantityRange(line()).max).toBe(Infinity);
    expect(cartQuantityRange(line({ purchaseQuantityLimit: 30, latestPrice: 4 }), { maxAmount: 1000 }).max).toBe(30);
    expect(cartQuantityRange(line({ purchaseQuantityLimit: 300, latestPrice: 4 }), { maxAmount: 1000, purchaseLimit: 120 }).max).toBe(120);
  });
});
