import { lookupDialogWidth as domainLookupDialogWidth } from '@mall/domain';
import type { LookupRecord } from './lookup-service';
import type { LovViewColumn } from './lov-view-service';

/** A column the view gives no width counts as this much. */
const DEFAULT_COLUMN_WIDTH = 100;

/** Spec 2 "Generic lookup dialog": the sum of the view's column widths plus 60, kept within 530-1190. */
export function lookupDialogWidth(columns: readonly LovViewColumn[]): number {
  return domainLookupDialogWidth(columns.map((column) => column.width ?? DEFAULT_COLUMN_WIDTH));
}

/**
 * The rows of a tree view (spec 2: `childrenFieldName`): rows the server already nests are kept;
 * flat rows naming a `parentValue` are nested under the row whose `value` it is.
 */
export function nestLookupRows(rows: readonly LookupRecord[], childrenFieldName: string | undefined): LookupRecord[] {
  if (!childrenFieldName || rows.some((row) => Array.isArray(row[childrenFieldName]))) return [...rows];
  const byValue = new Map<string, LookupRecord & Record<string, unknown>>();
  const copies = rows.map((row) => ({ ...row }));
  for (const row of copies) byValue.set(String(row.value), row);
  const roots: LookupRecord[] = [];
  for (const row of copies) {
    const parent = row.parentValue === undefined || row.parentValue === null ? undefined : byValue.get(String(row.parentValue));
    if (parent && parent !== row) {
      const children = (parent[childrenFieldName] as LookupRecord[] | undefined) ?? [];
      parent[childrenFieldName] = [...children, row];
    } else roots.push(row);
  }
  return roots;
}

/** A SWITCH column's value is on when it is 1, '1', true or 'Y'. */
export const isSwitchOn = (value: unknown): boolean => value === 1 || value === '1' || value === true || value === 'Y';
