import type { Db } from '../../db/db';
import type { Language } from '../../http/messages';

export interface LovValue {
  value: string;
  meaning: string;
  description?: string;
  tag?: string;
  parentValue?: string;
  orderSeq: number;
}

interface LovRow {
  lovCode: string;
  value: string;
  meaning: string;
  description: string | null;
  tag: string | null;
  parentValue: string | null;
  orderSeq: number;
  data: Record<string, unknown>;
}

/**
 * Values of the given codes for a tenant. A tenant that maintains a code replaces the
 * platform's (tenant 0) values for that code as a whole.
 */
export async function lovRows(db: Db, tenantId: number, codes: string[], language: Language): Promise<LovRow[]> {
  return db.query<LovRow>(
    `with effective as (
       select lov_code, max(tenant_id) as tenant_id from lov_values
        where lov_code = any($1::text[]) and tenant_id in (0, $2) and enabled_flag = 1 group by lov_code)
     select v.lov_code as "lovCode", v.value, case when $3 = 'en_US' then v.meaning_en else v.meaning_zh end as meaning,
            v.description, v.tag, v.parent_value as "parentValue", v.order_seq as "orderSeq", v.data
       from lov_values v join effective e on e.lov_code = v.lov_code and e.tenant_id = v.tenant_id
      where v.enabled_flag = 1
      order by v.lov_code, v.order_seq, v.value`,
    [codes, tenantId, language],
  );
}

export function toLovValue(row: LovRow): LovValue {
  return {
    value: row.value,
    meaning: row.meaning,
    description: row.description ?? undefined,
    tag: row.tag ?? undefined,
    parentValue: row.parentValue ?? undefined,
    orderSeq: row.orderSeq,
  };
}

/**
 * A data-lookup row: the value fields plus the row's own columns. A data column holding the
 * text "{meaning}" takes the translated meaning (e.g. categoryName of a favourite category).
 */
export function toDataRow(row: LovRow): Record<string, unknown> {
  const data = Object.fromEntries(Object.entries(row.data).map(([key, value]) => [key, value === '{meaning}' ? row.meaning : value]));
  return { ...toLovValue(row), ...data };
}

/** Query keys of `lovs/data` that steer the call rather than filter rows. */
export const RESERVED_LOOKUP_KEYS: ReadonlySet<string> = new Set(['lovCode', 'tenantId', 'page', 'size', 'sort', 'lang', '_token']);

/**
 * The data-lookup rows a `lovs/data` query keeps: every other key filters on the row's column
 * of that name; an empty value does not filter. The route and the server's field check share it,
 * so a value is accepted exactly when the browser's picker could have offered it.
 */
export function filterDataRows<T extends Readonly<Record<string, unknown>>>(rows: readonly T[], query: Readonly<Record<string, unknown>>): T[] {
  const filters = Object.entries(query).filter(([key, value]) => !RESERVED_LOOKUP_KEYS.has(key) && value !== '' && value !== undefined);
  return rows.filter((row) => filters.every(([key, value]) => String(row[key] ?? '') === String(value)));
}
