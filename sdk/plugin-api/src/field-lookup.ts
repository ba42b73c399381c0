import type { FieldRow, FieldSchema } from './field-schema';
import type { MessageRef } from './message';

/**
 * One record of a lookup as `GET /hpfm/v1/{org}/lovs/data` answers it.
 * @public
 */
export type LookupRecord = Readonly<Record<string, unknown>>;

/**
 * The query of a field's lookup: its code and `queryParams`, with `{field}` placeholders
 * filled from the row. A placeholder whose field is empty is left out (the lookup is then not
 * filtered by it). The browser's picker asks exactly this; the server filters the same way.
 * @public
 */
export function lookupQuery(field: FieldSchema, row: FieldRow): Record<string, string | number | undefined> {
  const query: Record<string, string | number | undefined> = { lovCode: field.lookupCode };
  for (const [name, raw] of Object.entries(field.queryParams ?? {})) {
    const match = typeof raw === 'string' ? /^\{(\w+)\}$/.exec(raw) : null;
    const value = match ? row[match[1]!] : raw;
    query[name] = typeof value === 'string' || typeof value === 'number' ? value : undefined;
  }
  return query;
}

/**
 * A node of a tree-shaped value set that has children: the server marks it `leafFlag` 0.
 * Records without the column are flat value sets, all of whose values may be chosen.
 * @public
 */
export const isBranchRecord = (record: LookupRecord): boolean => record.leafFlag === 0 || record.leafFlag === '0';

/**
 * Checks a lookup or select value against what the picker could have offered: the `options`
 * of a select without a lookup, else the lookup's records (already filtered by
 * {@link lookupQuery}). Refuses a value not among them (`field.lookup.unknown`) and, with
 * `leafOnly`, an upper level of a tree (the field's own message).
 * @public
 */
export function checkChoice(field: FieldSchema, value: unknown, records: readonly LookupRecord[] | undefined): MessageRef | undefined {
  const same = (candidate: unknown) => candidate !== undefined && candidate !== null && String(candidate) === String(value);
  if (!field.lookupCode) {
    if (!field.options) return undefined;
    return field.options.some((o) => same(o.value)) ? undefined : { key: 'field.lookup.unknown', params: { label: field.labelKey } };
  }
  const chosen = (records ?? []).find((r) => same(r[field.valueField ?? 'value']));
  if (!chosen) return { key: 'field.lookup.unknown', params: { label: field.labelKey } };
  if (field.leafOnly && isBranchRecord(chosen)) return field.leafOnly.message;
  return undefined;
}

/**
 * Whether a field's value is chosen from a list (a lookup, or a select with options), so a
 * value outside the list is refused.
 * @public
 */
export const isChoiceField = (field: FieldSchema): boolean =>
  (field.component === 'lookup' || field.component === 'select') && (field.lookupCode !== undefined || field.options !== undefined);
