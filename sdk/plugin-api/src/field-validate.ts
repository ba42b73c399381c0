import { isEmptyValue as isBlank } from '@mall/domain';
import type { MallContext } from './context';
import type { MessageRef } from './message';
import type { FieldError, FieldRow, FieldSchema, RowPredicate } from './field-schema';

function holds(flag: boolean | RowPredicate | undefined, row: FieldRow, ctx: MallContext): boolean {
  return typeof flag === 'function' ? flag(row, ctx) : flag === true;
}

/**
 * True when a value counts as empty for a required check: the domain's rule (undefined, null,
 * blank text) plus an empty list, which only field values can be. Zero and false are values.
 * @public
 */
export function isEmptyValue(value: unknown): boolean {
  return isBlank(value) || (Array.isArray(value) && value.length === 0);
}

/**
 * Whether a field is required for this row.
 * @public
 */
export function isFieldRequired(field: FieldSchema, row: FieldRow, ctx: MallContext): boolean {
  return holds(field.required, row, ctx);
}

/**
 * Whether a field is hidden for this row.
 * @public
 */
export function isFieldHidden(field: FieldSchema, row: FieldRow, ctx: MallContext): boolean {
  return holds(field.hidden, row, ctx);
}

/**
 * Validates one row against a schema: required, lengths, bounds, then each field's own check.
 * The browser and the server both call this, so a rule holds on both sides.
 * @public
 */
export function validateFieldRow(fields: readonly FieldSchema[], row: FieldRow, ctx: MallContext): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of fields) {
    if (isFieldHidden(field, row, ctx)) continue;
    const value = row[field.name];
    if (isEmptyValue(value)) {
      if (isFieldRequired(field, row, ctx)) {
        errors.push({
          field: field.name,
          message: field.requiredMessage ?? { key: 'field.required', params: { label: field.labelKey } },
        });
      }
      continue;
    }
    const error = checkBounds(field, value) ?? field.validate?.(value, row, ctx);
    if (error) errors.push({ field: field.name, message: error });
  }
  return errors;
}

function checkBounds(field: FieldSchema, value: unknown): MessageRef | undefined {
  if (typeof value === 'string') {
    if (field.maxLength !== undefined && value.length > field.maxLength) {
      return { key: 'field.max-length', params: { label: field.labelKey, max: field.maxLength } };
    }
    if (field.minLength !== undefined && value.length < field.minLength) {
      return { key: 'field.min-length', params: { label: field.labelKey, min: field.minLength } };
    }
  }
  if (field.component === 'number') {
    const n = typeof value === 'number' ? value : Number(value);
    if (Number.isNaN(n)) return { key: 'field.not-a-number', params: { label: field.labelKey } };
    if (field.min !== undefined && n < field.min) return { key: 'field.min', params: { label: field.labelKey, min: field.min } };
    if (field.max !== undefined && n > field.max) return { key: 'field.max', params: { label: field.labelKey, max: field.max } };
  }
  return undefined;
}

/**
 * The values a new row starts with, from each field's default.
 * @public
 */
export function defaultFieldValues(fields: readonly FieldSchema[], ctx: MallContext): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.defaultValue === undefined) continue;
    row[field.name] = typeof field.defaultValue === 'function' ? (field.defaultValue as (c: MallContext) => unknown)(ctx) : field.defaultValue;
  }
  return row;
}

/**
 * Applies a change to one field and clears the fields it names in `clearOnChange` (with their
 * `Meaning` companions). Returns a new row.
 * @public
 */
export function applyFieldChange(fields: readonly FieldSchema[], row: FieldRow, name: string, value: unknown): Record<string, unknown> {
  const next: Record<string, unknown> = { ...row, [name]: value };
  const field = fields.find((f) => f.name === name);
  if (field && row[name] !== value) {
    for (const cleared of field.clearOnChange ?? []) {
      next[cleared] = undefined;
      next[`${cleared}Meaning`] = undefined;
    }
  }
  return next;
}
