import { buttonFor, FEEDBACK_STATUSES, isReadOnly } from './feedback-status';

// Spec 3 section 4: NEW -> SUBMIT ('Submit'); SUBMIT may be withdrawn ('Modify'); PROCESSED,
// APPROVED and REJECTED are confirmed ('Confirm'); type and remark read-only in those four.
describe('same-product feedback states', () => {
  it.each([
    ['NEW', 'submit', false],
    ['SUBMIT', 'modify', true],
    ['PROCESSED', 'confirm', true],
    ['APPROVED', 'confirm', true],
    ['REJECTED', 'confirm', true],
    ['CONFIRMED', 'submit', false],
  ] as const)('%s shows %s, read-only %s', (status, button, readOnly) => {
    expect(buttonFor(status)).toBe(button);
    expect(isReadOnly(status)).toBe(readOnly);
  });

  it('covers every status', () => expect(FEEDBACK_STATUSES).toHaveLength(6));
});
