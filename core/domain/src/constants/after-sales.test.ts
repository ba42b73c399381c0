import { canApplyAfterSale, canCancelAfterSale, canReviewOrder } from './after-sales';

it('lets the buyer apply for after-sales of delivered goods unless afterSaleFlag is 2', () => {
  expect(canApplyAfterSale({ mallOrderStatus: 'RECEIVED', afterSaleFlag: 1 })).toBe(true);
  expect(canApplyAfterSale({ mallOrderStatus: 'WAITING_RECEIPT', afterSaleFlag: 1 })).toBe(true);
  // 'afterSaleFlag 2 means after-sales is done elsewhere' (spec 2 section 4)
  expect(canApplyAfterSale({ mallOrderStatus: 'RECEIVED', afterSaleFlag: 2 })).toBe(false);
  expect(canApplyAfterSale({ mallOrderStatus: 'SUBMITTED', afterSaleFlag: 1 })).toBe(false);
});

it('reviews received orders and withdraws open requests only', () => {
  expect(canReviewOrder({ mallOrderStatus: 'RECEIVED' })).toBe(true);
  expect(canReviewOrder({ mallOrderStatus: 'PAID' })).toBe(false);
  expect(canCancelAfterSale('SUBMITTED')).toBe(true);
  expect(canCancelAfterSale('COMPLETED')).toBe(false);
});
