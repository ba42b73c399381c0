import { exceedsOrderSplitCap, ORDER_SPLIT_CAP, PDF_LINE_WARNING_THRESHOLD, TAX_INCLUDED_WARNING_THRESHOLD } from './order-limits';

it.each([
  ['order split cap', ORDER_SPLIT_CAP, 100],
  ['tax-included warning threshold', TAX_INCLUDED_WARNING_THRESHOLD, 2500],
  ['PDF line warning', PDF_LINE_WARNING_THRESHOLD, 200],
])('%s', (_name, actual, expected) => expect(actual).toBe(expected));

it.each([
  [99, false],
  [100, false],
  [101, true],
])('%i split orders exceed the cap: %s', (count, expected) => expect(exceedsOrderSplitCap(count)).toBe(expected));
