import { formatPrice, maskedDisplay, priceDecimals } from './price-display';

describe('formatPrice', () => {
  it.each([
    ['CATA with 3 decimals shows 5', 1.234, 'CATA', 'other', '1.23400'],
    ['CATA with 6 decimals rounds to 5', '1.234565', 'CATA', 'other', '1.23457'],
    ['CATA with 2 decimals shows 2', 1.5, 'CATA', 'other', '1.50'],
    ['CATA integer shows 2', 12, 'CATA', 'other', '12.00'],
    ['JD with 3 decimals shows 2, half up', 1.005, 'JD', 'other', '1.01'],
    ['MANUAL with 4 decimals shows 2', '2.3456', 'MANUAL', 'other', '2.35'],
    ['masked outside detail/cart/order', '12**', 'CATA', 'other', '***'],
    ['masked on the detail page', '12**', 'CATA', 'detail', '12**'],
    ['masked on the cart page', '1***', 'JD', 'cart', '1***'],
    ['masked on the order page', '***', 'JD', 'order', '***'],
    ['missing price', undefined, 'CATA', 'other', ''],
    ['not a number', 'abc', 'CATA', 'other', ''],
  ] as const)('%s', (_case, price, source, page, expected) => expect(formatPrice(price, source, page)).toBe(expected));
});

it.each([
  ['CATA', 1.123, 5],
  ['CATA', 1.12, 2],
  ['JD', 1.123, 2],
  [undefined, 1.123, 2],
] as const)('decimals of a %s price %d are %i', (source, price, expected) => expect(priceDecimals(price, source)).toBe(expected));

it.each([
  ['detail', '1**'],
  ['cart', '1**'],
  ['order', '1**'],
  ['other', '***'],
] as const)('masked string on %s shows %s', (page, expected) => expect(maskedDisplay('1**', page)).toBe(expected));
