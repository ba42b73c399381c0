import { safeCell } from './spreadsheet-cell';

it.each([
  ['=HYPERLINK("http://evil")', `'=HYPERLINK("http://evil")`],
  ['+1+2', `'+1+2`],
  ['-2+3', `'-2+3`],
  ['@SUM(A1)', `'@SUM(A1)`],
  ['\t=1', `'\t=1`],
  ['Office paper A4', 'Office paper A4'],
  ['a=b', 'a=b'],
])('makes %j safe as %j', (value, expected) => expect(safeCell(value)).toBe(expected));

it('keeps numbers and empties', () => {
  expect(safeCell(-3.5)).toBe(-3.5);
  expect(safeCell(null)).toBe('');
  expect(safeCell(undefined)).toBe('');
});
