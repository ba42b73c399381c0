import { boughtAgainIds, markBoughtAgain, takePendingAgain } from './cart-again';

beforeEach(() => sessionStorage.clear());

// Spec 1 section 4: 'Rows may be flagged 'again' or selected when coming back'.
it("flags bought-again lines for the tab session and hands them to the cart to choose once", () => {
  markBoughtAgain(11, 7, [5, 6]);
  markBoughtAgain(11, 7, [6, 8]);
  expect([...boughtAgainIds(11, 7)].sort()).toEqual([5, 6, 8]);
  expect(takePendingAgain(11, 7).sort()).toEqual([5, 6, 8]);
  expect(takePendingAgain(11, 7)).toEqual([]);
  // The flag stays after the cart has chosen them.
  expect(boughtAgainIds(11, 7).has(8)).toBe(true);
});

it('keeps each buyer and organisation apart, and ignores an empty buy-again and a damaged store', () => {
  markBoughtAgain(11, 7, [5]);
  markBoughtAgain(11, 9, []);
  expect(boughtAgainIds(11, 9).size).toBe(0);
  expect(boughtAgainIds(12, 7).size).toBe(0);
  sessionStorage.setItem('mall.cart.again.11.7', '{not json');
  expect(boughtAgainIds(11, 7).size).toBe(0);
});
