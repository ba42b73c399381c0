import { addToCompareList, checkCompareCount, removeFromCompareList } from './compare';

it.each([
  ['fewer than the lower limit', 1, { min: 2, max: 4 }, { key: 'compare.too-few', params: { n: 2 } }],
  ['at the lower limit', 2, { min: 2, max: 4 }, undefined],
  ['at the upper limit', 4, { min: 2, max: 4 }, undefined],
  ['more than the upper limit', 5, { min: 2, max: 4 }, { key: 'compare.too-many', params: { n: 4 } }],
  ['no limits configured', 50, {}, undefined],
])('compare count: %s', (_case, count, limits, expected) => expect(checkCompareCount(count, limits)).toEqual(expected));

const items = (n: number) => Array.from({ length: n }, (_, i) => ({ productId: i + 1, price: 10 }));

it.each([
  ['adds to an empty list', [], { productId: 7, price: 3 }, { list: [{ productId: 7, price: 3 }] }],
  ['updates the price of a listed product', [{ productId: 7, price: 3 }], { productId: 7, price: 4 }, { list: [{ productId: 7, price: 4 }] }],
  ['adds the tenth product', items(9), { productId: 99, price: 1 }, { list: [...items(9), { productId: 99, price: 1 }] }],
  ['refuses an eleventh product', items(10), { productId: 99, price: 1 }, { list: items(10), error: { key: 'compare.too-many', params: { n: 10 } } }],
  ['updates a listed product in a full list', items(10), { productId: 3, price: 2 }, { list: items(10).map((x) => (x.productId === 3 ? { productId: 3, price: 2 } : x)) }],
])('compare list: %s', (_case, list, item, expected) => expect(addToCompareList(list, item)).toEqual(expected));

it('removes a product and leaves the input list alone', () => {
  const list = items(3);
  expect(removeFromCompareList(list, 2)).toEqual([{ productId: 1, price: 10 }, { productId: 3, price: 10 }]);
  expect(list).toHaveLength(3);
  expect(removeFromCompareList(list, 42)).toEqual(list);
});
