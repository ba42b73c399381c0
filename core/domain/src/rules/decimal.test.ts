import { countDecimals, isMultipleOf, roundHalfUp } from './decimal';

it.each([
  [1.005, 2, 1.01],
  [2.5, 0, 3],
  [2.4, 0, 2],
  [1.23456, 3, 1.235],
  [1.2344, 3, 1.234],
  [-2.5, 0, -3],
  [10, 2, 10],
])('roundHalfUp(%d, %i) = %d', (value, precision, expected) => expect(roundHalfUp(value, precision)).toBe(expected));

it.each([
  [1, 0],
  [1.5, 1],
  ['1.2300', 4],
  [1.123456, 6],
  [1e-7, 7],
  ['12', 0],
])('countDecimals(%s) = %i', (value, expected) => expect(countDecimals(value)).toBe(expected));

it.each([
  [0.3, 0.1, true],
  [12, 4, true],
  [10, 4, false],
  [1.5, 0.5, true],
  [5, 0, true],
])('isMultipleOf(%d, %d) = %s', (value, unit, expected) => expect(isMultipleOf(value, unit)).toBe(expected));
