import { budgetWarningEntries, canCancelRequest } from './request-actions';

it.each([
  ['TO_PO', false],
  ['CANCELED', false],
  ['CANCELLING', false],
  ['NEW', false],
  ['CANCEL_TO_CONFIRM', false],
  ['SUBMITTED', false],
  ['APPROVED', false],
  ['REJECTED', true],
  ['PART_TO_PO', true],
  [undefined, true],
])('cancel request shown for status %s: %s', (status, expected) => expect(canCancelRequest(status)).toBe(expected));

it('drops CANCELED entries from budget warnings', () => {
  const entries = [{ skuName: 'a', cancelStatus: 'CANCELED' }, { skuName: 'b' }, { skuName: 'c', cancelStatus: 'NEW' }];
  expect(budgetWarningEntries(entries).map((e) => e.skuName)).toEqual(['b', 'c']);
});
