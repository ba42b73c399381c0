import { CATALOGUE_SOURCE, PERSONAL_PAYMENT, PRODUCT_SOURCES, SORT_ORDER_TYPES } from './product';

it('lists the product sources CATA, JD, MANUAL', () => {
  expect(PRODUCT_SOURCES).toEqual(['CATA', 'JD', 'MANUAL']);
  expect(CATALOGUE_SOURCE).toBe('CATA');
  expect(PERSONAL_PAYMENT).toBe('PERSONAL_PAYMENT');
});

it.each([
  [1, 'price descending', { field: 'price', direction: 'desc' }],
  [2, 'price ascending', { field: 'price', direction: 'asc' }],
  [3, 'sales descending', { field: 'sales', direction: 'desc' }],
  [4, 'newest', { field: 'newest', direction: 'desc' }],
] as const)('order type %i sorts by %s', (type, _meaning, expected) => expect(SORT_ORDER_TYPES[type]).toEqual(expected));
