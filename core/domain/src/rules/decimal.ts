import Big from 'big.js';

/**
 * Rounds half up (away from zero for halves) to `precision` decimals. The value is read through
 * its shortest decimal text (so 1.005 rounds to 1.01 as a buyer expects) and rounded in decimal
 * arithmetic, which holds at every magnitude: 5e-324, 1e-7 and 1e21 all give numbers, never NaN.
 */
export function roundHalfUp(value: number, precision: number): number {
  if (!Number.isFinite(value)) return value;
  // A whole number is its own rounding at any precision (precisions are whole and not negative):
  // the common case, and the one a 100,000-row import checks 200,000 times (issue 13).
  if (Number.isSafeInteger(value)) return value === 0 ? 0 : value;
  // big.js, not decimal.js: the same author's smaller library does this one operation in a
  // quarter of the bytes, and these rules come with every page's first load (issue 20).
  const rounded = new Big(value).round(decimalPlaces(precision), Big.roundHalfUp).toNumber();
  // big.js keeps the sign of a value rounded to zero; a quantity or amount of -0 reads as 0.
  return rounded === 0 ? 0 : rounded;
}

/** A precision as decimal places: a whole number from 0 (stored precisions are whole, this guards the rest). */
function decimalPlaces(precision: number): number {
  return Number.isFinite(precision) && precision > 0 ? Math.floor(precision) : 0;
}

/** Number of decimals written in a number or numeric string ("1.2300" counts 4). */
export function countDecimals(value: number | string): number {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const exp = /e-(\d+)$/i.exec(text);
  if (exp) {
    const mantissa = text.slice(0, exp.index);
    return countDecimals(mantissa) + Number(exp[1]);
  }
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** Whether `value` is a whole multiple of `unit`, tolerant of float drift (0.3 of 0.1). */
export function isMultipleOf(value: number, unit: number): boolean {
  if (unit === 0) return true;
  const ratio = value / unit;
  return Math.abs(ratio - Math.round(ratio)) < 1e-9;
}
