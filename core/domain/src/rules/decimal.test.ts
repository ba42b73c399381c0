import { countDecimals, isMultipleOf, roundHalfUp } from './decimal';

it.each([
  [1.005, 2, 1.01],
  [2.5, 0, 3],
  [2.4, 0, 2],
  [1.23456, 3, 1.235],
  [1.2344, 3, 1.234],
  [-2.5, 0, -3],
  [10, 2, 10],
  // Every magnitude gives a number (issue 21: `Number("1e-7e0")` made NaN quantities).
  [5e-324, 0, 0],
  [5e-324, 6, 0],
  [-5e-324, 2, 0],
  [1e-7, 0, 0],
  [1e-7, 2, 0],
  [1e-7, 7, 1e-7],
  [5e-7, 6, 0.000001],
  [4.9e-7, 6, 0],
  [-1e-7, 3, 0],
  [1e21, 0, 1e21],
  [1e21, 2, 1e21],
  [1.5e21, 0, 1.5e21],
  [Number.MAX_SAFE_INTEGER, 2, Number.MAX_SAFE_INTEGER],
  // Whole numbers come back as they are, without a negative zero.
  [7, 3, 7],
  [-12, 0, -12],
  [-0, 2, 0],
  [Number.MAX_VALUE, 0, Number.MAX_VALUE],
  // Halves go away from zero at each precision; just below a half goes down.
  [0.5, 0, 1],
  [-0.5, 0, -1],
  [1.45, 1, 1.5],
  [-1.45, 1, -1.5],
  [0.125, 2, 0.13],
  [0.1249999, 2, 0.12],
  [2.675, 2, 2.68],
  [-1.005, 2, -1.01],
  [123456.7895, 3, 123456.79],
  // A fractional or negative precision counts as whole decimals from 0.
  [2.567, 1.9, 2.6],
  [2.5, -1, 3],
])('roundHalfUp(%d, %d) = %d', (value, precision, expected) => expect(roundHalfUp(value, precision)).toBe(expected));

it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('roundHalfUp leaves %d as it is', (value) =>
  expect(roundHalfUp(value, 2)).toBe(value));

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
