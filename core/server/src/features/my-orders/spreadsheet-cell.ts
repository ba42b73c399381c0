/**
 * A text cell of an exported spreadsheet made safe to open: text starting with = + - @ (or a tab
 * or carriage return, which some programs skip before reading a formula) would run as a formula
 * in a spreadsheet program (CSV/formula injection), so it is prefixed with an apostrophe and shows
 * as typed. Numbers stay numbers.
 */
export function safeCell(value: string | number | null | undefined): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
