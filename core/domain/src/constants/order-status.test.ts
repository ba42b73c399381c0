import { isCancellableOrder, lineStatusKey, ORDER_LINE_CANCEL_CODES, ORDER_LINE_SUB_STATUSES } from './order-status';

it('knows the line statuses and cancel codes of spec 2 section 3', () => {
  expect(ORDER_LINE_SUB_STATUSES).toEqual(['FINISH', 'WAITING_RECEIVE', 'REJECT', 'CANCELLED']);
  expect(ORDER_LINE_CANCEL_CODES).toEqual(['REVOKE', 'CANCELED', 'REFUSED']);
});

it.each([
  [{ subStatus: 'FINISH' as const }, 'order.line-status.FINISH'],
  [{ subStatus: 'WAITING_RECEIVE' as const }, 'order.line-status.WAITING_RECEIVE'],
  [{ subStatus: 'REJECT' as const }, 'order.line-status.REJECT'],
  // 'CANCELLED without a cancel code shows cancelled' (spec 2 section 4)
  [{ subStatus: 'CANCELLED' as const }, 'order.line-status.CANCELLED'],
  [{ subStatus: 'CANCELLED' as const, cancelCode: 'REFUSED' as const }, 'order.cancel-code.REFUSED'],
  [{}, undefined],
])('line %o shows %s', (line, key) => expect(lineStatusKey(line)).toBe(key));

it('lets the buyer cancel only what is not shipped', () => {
  expect(isCancellableOrder('SUBMITTED')).toBe(true);
  expect(isCancellableOrder('WAITING_APPROVE')).toBe(true);
  expect(isCancellableOrder('WAITING_RECEIPT')).toBe(false);
  expect(isCancellableOrder('CANCELLED')).toBe(false);
});
