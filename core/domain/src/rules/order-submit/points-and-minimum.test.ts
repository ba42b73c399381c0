import { checkMinimumOrderAmount, checkPointsBalance, ordersMeetingMinimum, personalPointsNeeded } from './points-and-minimum';
import { order, orderLine } from './order-fixtures';

it.each([
  [10, 10, []],
  [5, 10, []],
  [11, 10, [{ level: 'error', message: { key: 'order.points.insufficient' }, target: { kind: 'submit' } }]],
])('points needed %i, available %i', (needed, available, expected) => expect(checkPointsBalance(needed, available)).toEqual(expected));

it('the points the orders take: quantity times latest price over every line, rounded half up to 2 places', () => {
  const orders = [
    order({ shoppingCartDTOList: [orderLine({ quantity: 2, latestPrice: 10.005 }), orderLine({ cartId: 2, quantity: 1, latestPrice: 30 })] }),
    order({ shoppingCartDTOList: [orderLine({ cartId: 3, quantity: 3, latestPrice: 0.1 })] }),
  ];
  expect(personalPointsNeeded(orders)).toBe(50.31);
  expect(personalPointsNeeded([])).toBe(0);
});

const below = order({ minPurchaseFlag: 0 });
const msg = { key: 'order.minimum-amount.not-reached' };
it.each([
  ['control 2 forbids', 2, [{ level: 'error', message: msg, target: { kind: 'order', order: 1 } }]],
  ['control 1 warns', 1, [{ level: 'confirm', message: msg, target: { kind: 'order', order: 1 } }]],
  ['not configured', undefined, []],
  ['control 0', 0, []],
] as const)('minimum order amount: %s', (_case, control, expected) => {
  expect(checkMinimumOrderAmount([order({ minPurchaseFlag: 1 }), below], control)).toEqual(expected);
});

it('leaves orders below the minimum out of the submit', () => {
  expect(ordersMeetingMinimum([order({ key: 'a', minPurchaseFlag: 1 }), order({ key: 'b', minPurchaseFlag: 0 }), order({ key: 'c' })]).map((o) => o.key)).toEqual(['a', 'c']);
});
