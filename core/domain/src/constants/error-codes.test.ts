import { isMonitoredErrorCode, isPreOrderInvoiceError, MONITORED_ERROR_CODES, PRE_ORDER_INVOICE_ERROR_CODES } from './error-codes';

it.each([
  ['smodr.special.invoice.need.param', true],
  ['smodr.invoice.info.not.null', true],
  ['smodr.invoicer.info.not.null', true],
  ['smct.check.invoice.fail', true],
  ['smodr.other', false],
  [undefined, false],
])('pre-order code %s is an invoice rejection: %s', (code, expected) => expect(isPreOrderInvoiceError(code)).toBe(expected));

it.each([
  ['error.error', true],
  ['error.db.column_violation', true],
  ['error.db.locktimeout', true],
  ['error.db.timeout', true],
  ['error.db', false],
  [undefined, false],
])('code %s is monitored as a distinct class: %s', (code, expected) => expect(isMonitoredErrorCode(code)).toBe(expected));

it('has exactly four codes in each list', () => {
  expect(PRE_ORDER_INVOICE_ERROR_CODES).toHaveLength(4);
  expect(MONITORED_ERROR_CODES).toHaveLength(4);
});
