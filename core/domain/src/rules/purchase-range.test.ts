import { purchaseRange } from './purchase-range';

it.each([
  ['defaults: min 1, max 1e20', {}, { min: 1, max: 1e20 }],
  ['min purchase above first ladder start', { minPurchaseQuantity: 5, ladderPriceList: [{ ladderFrom: 2, price: 1 }] }, { min: 5, max: 1e20 }],
  ['first ladder start above min purchase', { minPurchaseQuantity: 1, ladderPriceLimit: { ladderFrom: 10, ladderTo: 500 } }, { min: 10, max: 500 }],
  [
    'ladder end from the ladder list',
    { ladderPriceList: [{ ladderFrom: 3, ladderTo: 9, price: 2 }, { ladderFrom: 10, ladderTo: 40, price: 1 }] },
    { min: 3, max: 40 },
  ],
  ['stock limit below ladder end', { stockLimit: 20, ladderPriceLimit: { ladderFrom: 1, ladderTo: 100 } }, { min: 1, max: 20 }],
  ['1e20 divided by the price', { price: 4 }, { min: 1, max: 2.5e19 }],
  ['max purchase quantity', { maxPurchaseQuantity: 7, stockLimit: 9 }, { min: 1, max: 7 }],
  ['zero price is not a cap', { price: 0, stockLimit: 3 }, { min: 1, max: 3 }],
])('%s', (_case, limits, expected) => expect(purchaseRange(limits)).toEqual(expected));
