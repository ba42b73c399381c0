import type { ImportOption, ImportTemplateColumn, ImportTemplateLine } from '../entities/import-template';
import type { DomainMessage } from '../messages/domain-message';
import { message } from '../messages/message';
import { countDecimals } from './decimal';
import { EMAIL_PATTERN } from './patterns';

/** A cell as a spreadsheet reader gives it once formulas are reduced to their cached result. */
export type ImportCellValue = string | number | boolean | Date | undefined;

export type ImportCellResult = { value: string | number | boolean | string[] | undefined; error?: undefined } | { value?: undefined; error: DomainMessage };

const ok = (value: string | number | boolean | string[] | undefined): ImportCellResult => ({ value });
const fail = (error: DomainMessage): ImportCellResult => ({ error });

const isBlank = (raw: ImportCellValue) => raw === undefined || (typeof raw === 'string' && raw.trim() === '');

/** The cell as text: what a pattern, a length or a value list is checked against. */
export function cellText(raw: ImportCellValue): string {
  if (raw === undefined) return '';
  if (raw instanceof Date) return formatDate(raw, 'YYYY-MM-DD HH:mm:ss').replace(/ 00:00:00$/, '');
  return String(raw).trim();
}

function cellNumber(raw: ImportCellValue): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw !== 'string' || !/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(raw.trim())) return undefined;
  return Number(raw.trim());
}

function bounded(value: number, min: number | undefined, max: number | undefined): ImportCellResult {
  if (min !== undefined && value < min) return fail(message('import.cell.min', { min }));
  if (max !== undefined && value > max) return fail(message('import.cell.max', { max }));
  return ok(value);
}

// A template's pattern, compiled once: an import checks it on every row of a file of up to 200,000.
const patterns = new Map<string, RegExp>();
function patternOf(source: string): RegExp {
  let pattern = patterns.get(source);
  if (!pattern) patterns.set(source, (pattern = new RegExp(source)));
  return pattern;
}

/** Spec 2 section 5 "Column-based templates": one cell against its template line. */
export function checkColumnCell(line: ImportTemplateLine, raw: ImportCellValue): ImportCellResult {
  if (isBlank(raw)) return line.nullable === 1 ? fail(message('import.cell.required')) : ok(undefined);
  const text = cellText(raw);
  if (line.regularExpression && !patternOf(line.regularExpression).test(text)) return fail(message('import.cell.pattern'));
  switch (line.columnType) {
    case 'decimal': {
      const value = cellNumber(raw);
      return value === undefined ? fail(message('import.cell.number')) : bounded(value, line.minValue, line.maxValue);
    }
    case 'long': {
      const value = cellNumber(raw);
      if (value === undefined || !Number.isInteger(value)) return fail(message('import.cell.integer'));
      return bounded(value, line.minValue, line.maxValue);
    }
    case 'boolean': {
      const value = booleanOf(raw);
      return value === undefined ? fail(message('import.cell.boolean')) : ok(value);
    }
    default:
      return ok(text);
  }
}

function booleanOf(raw: ImportCellValue): boolean | undefined {
  if (typeof raw === 'boolean') return raw;
  const text = cellText(raw).toLowerCase();
  if (['1', 'true', 'y', 'yes', '是'].includes(text)) return true;
  if (['0', 'false', 'n', 'no', '否'].includes(text)) return false;
  return undefined;
}

/**
 * Spec 2 section 5 "Business-object templates": one cell against its column. A blank cell takes
 * the column's default value; select, radio and checkbox cells match an option by value or
 * meaning and give its value.
 */
export function checkModelCell(column: ImportTemplateColumn, cell: ImportCellValue, options: readonly ImportOption[] = []): ImportCellResult {
  const raw = isBlank(cell) && column.defaultValue !== undefined ? column.defaultValue : cell;
  if (isBlank(raw)) return column.requiredFlag === 1 ? fail(message('import.cell.required')) : ok(undefined);
  const text = cellText(raw);
  switch (column.componentType) {
    case 'TEXT_FIELD':
    case 'TEXT_AREA':
      return column.maxLength !== undefined && longerThan(text, column.maxLength) ? fail(message('import.cell.max-length', { max: column.maxLength })) : ok(text);
    case 'NUMBER_FIELD': {
      const value = cellNumber(raw);
      if (value === undefined || !Number.isInteger(value)) return fail(message('import.cell.integer'));
      return bounded(value, column.minValue, column.maxValue);
    }
    case 'FLOAT':
    case 'PERCENTAGE': {
      const percent = column.componentType === 'PERCENTAGE' && text.endsWith('%');
      const value = cellNumber(percent ? text.slice(0, -1) : raw);
      if (value === undefined) return fail(message('import.cell.number'));
      const digits = column.digitalAccuracy;
      if (digits !== undefined && countDecimals(percent ? text.slice(0, -1) : value) > digits) return fail(message('import.cell.precision', { digits }));
      return bounded(value, column.minValue, column.maxValue);
    }
    case 'DATE_SELECTION_BOX':
    case 'DATETIME_SELECTION_BOX': {
      const format = column.displayFormat ?? (column.componentType === 'DATE_SELECTION_BOX' ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm:ss');
      if (raw instanceof Date) return ok(formatDate(raw, format));
      return parseDate(text, format) ? ok(text) : fail(message('import.cell.date', { format }));
    }
    case 'SWITCH': {
      const value = booleanOf(raw);
      return value === undefined ? fail(message('import.cell.switch')) : ok(value ? '1' : '0');
    }
    case 'SINGLE_SELECT':
    case 'RADIO':
      return pick(options, text);
    case 'MULTIPLE_SELECT':
    case 'CHECKBOX': {
      const values: string[] = [];
      for (const part of text.split(/[,，]/).map((p) => p.trim()).filter(Boolean)) {
        const one = pick(options, part);
        if (one.error) return one;
        values.push(one.value as string);
      }
      return ok(values);
    }
    case 'EMAIL':
      return EMAIL_PATTERN.test(text) ? ok(text) : fail(message('import.email.invalid'));
  }
}

/** Whether `text` has more than `max` characters, counted as code points (a text's length counts UTF-16 units, never fewer). */
const longerThan = (text: string, max: number) => text.length > max && [...text].length > max;

function pick(options: readonly ImportOption[], text: string): ImportCellResult {
  const found = options.find((o) => o.value === text || o.meaning === text);
  return found ? ok(found.value) : fail(message('import.cell.option', { value: text }));
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * A date in a display format of the tokens YYYY, MM, DD, HH, mm, ss: in UTC by default
 * (spreadsheet dates carry no zone), or in the browser's zone for a time the buyer states now.
 */
export function formatDate(date: Date, format: string, zone: 'utc' | 'local' = 'utc'): string {
  const utc = zone === 'utc';
  return format
    .replace('YYYY', pad(utc ? date.getUTCFullYear() : date.getFullYear(), 4))
    .replace('MM', pad((utc ? date.getUTCMonth() : date.getMonth()) + 1))
    .replace('DD', pad(utc ? date.getUTCDate() : date.getDate()))
    .replace('HH', pad(utc ? date.getUTCHours() : date.getHours()))
    .replace('mm', pad(utc ? date.getUTCMinutes() : date.getMinutes()))
    .replace('ss', pad(utc ? date.getUTCSeconds() : date.getSeconds()));
}

/** Whether `text` is a real date written in `format` (2026-02-30 is not). */
export function parseDate(text: string, format: string): Date | undefined {
  const tokens: string[] = [];
  const source = format.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => {
    tokens.push(token);
    return token === 'YYYY' ? '(\\d{4})' : '(\\d{2})';
  });
  const match = new RegExp(`^${source}$`).exec(text);
  if (!match) return undefined;
  const part = (token: string) => (tokens.includes(token) ? Number(match[tokens.indexOf(token) + 1]) : token === 'MM' || token === 'DD' ? 1 : 0);
  const [y, mo, d, h, mi, s] = [part('YYYY'), part('MM'), part('DD'), part('HH'), part('mm'), part('ss')];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  const same = date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60 && s < 60;
  return same ? date : undefined;
}

/**
 * A cell written into a failure file or an export: text starting with = + - @ (or a tab or
 * carriage return, which some programs skip before them) gets a leading apostrophe, so a
 * spreadsheet program shows it as text instead of running it as a formula (OWASP CSV injection).
 * Numbers stay numbers; an absent value is an empty cell.
 */
export function neutraliseCell(value: string): string;
export function neutraliseCell(value: string | number | null | undefined): string | number;
export function neutraliseCell(value: string | number | null | undefined): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
