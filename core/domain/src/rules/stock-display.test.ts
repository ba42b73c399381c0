import { isStockShort, onlyInStockParam, stockDisplay } from './stock-display';

const inStock = { kind: 'label', message: { key: 'stock.in-stock' } };
const preSale = { kind: 'label', message: { key: 'stock.pre-sale' } };
const outOfStock = { kind: 'label', message: { key: 'stock.out-of-stock' } };

it.each([
  ['1 with a count above 0 shows the count', 1, { count: 12 }, { kind: 'count', count: 12 }],
  ['1 with count 0 shows in stock', 1, { count: 0 }, inStock],
  ['1 without a count shows in stock', 1, {}, inStock],
  ['2 in stock', 2, { count: 5 }, inStock],
  ['3 in stock', 3, {}, inStock],
  ['4 pre-sale', 4, {}, preSale],
  ['5 out of stock', 5, {}, outOfStock],
  ['6 pre-sale', 6, {}, preSale],
  ['missing state is a dash', undefined, { count: 5 }, { kind: 'dash' }],
  ['receive mode is a dash', 1, { count: 5, receiveMode: true }, { kind: 'dash' }],
  ['unknown state is a dash', 9, {}, { kind: 'dash' }],
])('%s', (_case, state, options, expected) => expect(stockDisplay(state, options)).toEqual(expected));

it.each([
  [1, 0],
  [0, 1],
] as const)('only-in-stock flag %i is sent as %i', (flag, expected) => expect(onlyInStockParam(flag)).toBe(expected));

it.each([
  ['check on, CATA, short', { skuCheckFlag: 1, productSource: 'CATA', stockQuantity: 2, quantity: 3 }, true],
  ['check on, CATA, exactly enough', { skuCheckFlag: 1, productSource: 'CATA', stockQuantity: 3, quantity: 3 }, false],
  ['check off', { skuCheckFlag: 0, productSource: 'CATA', stockQuantity: 2, quantity: 3 }, false],
  ['not CATA', { skuCheckFlag: 1, productSource: 'JD', stockQuantity: 2, quantity: 3 }, false],
  ['check on, CATA, no stock figure', { skuCheckFlag: 1, productSource: 'CATA', quantity: 1 }, true],
] as const)('stock shortage: %s -> %s', (_case, input, expected) => expect(isStockShort(input)).toBe(expected));
