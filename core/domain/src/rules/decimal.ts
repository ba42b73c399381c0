/**
 * Rounds half up (away from zero for halves) to `precision` decimals. Shifting by exponent
 * notation avoids binary drift, so 1.005 rounds to 1.01 as a buyer expects.
 */
export function roundHalfUp(value: number, precision: number): number {
  if (!Number.isFinite(value)) return value;
  const sign = value < 0 ? -1 : 1;
  const shifted = Math.round(Number(`${Math.abs(value)}e${precision}`));
  return sign * Number(`${shifted}e-${precision}`);
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
