import * as q from './quantity-defaults';

it.each([
  ['DEFAULT_MIN_PURCHASE_QUANTITY', 1],
  ['DEFAULT_MIN_PACKAGE_QUANTITY', 1],
  ['DEFAULT_UOM_PRECISION', 0],
  ['DEFAULT_PRICE', 1],
  ['LARGE_UPPER_BOUND', 1e20],
  ['SECONDARY_UPPER_BOUND', 999999],
  ['TENANT_MAX_AMOUNT', 999999999],
])('%s is %d', (name, expected) => expect(q[name as keyof typeof q]).toBe(expected));
