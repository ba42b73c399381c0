import type { PersonalColumn } from '@mall/sdk';
import type { PersonalTableLayout } from './personal-table-service';

/**
 * The table's columns in the buyer's order and widths, hidden ones left out. Columns the layout
 * does not know (added since it was kept) stay, after the known ones.
 */
export function applyLayout<C extends PersonalColumn>(columns: readonly C[], layout: PersonalTableLayout | null | undefined): C[] {
  if (!layout) return [...columns];
  const byKey = new Map(columns.map((c) => [String(c.key), c]));
  const arranged: C[] = [];
  for (const entry of layout.columns) {
    const column = byKey.get(entry.key);
    if (!column) continue;
    byKey.delete(entry.key);
    if (entry.hidden) continue;
    arranged.push(entry.width ? { ...column, width: entry.width } : column);
  }
  return [...arranged, ...byKey.values()];
}

/** The layout the settings start from: the kept one, completed with columns it does not know. */
export function fullLayout(columns: readonly PersonalColumn[], layout: PersonalTableLayout | null | undefined): PersonalTableLayout {
  const known = new Set((layout?.columns ?? []).map((c) => c.key));
  const kept = (layout?.columns ?? []).filter((c) => columns.some((column) => String(column.key) === c.key));
  const added = columns.filter((c) => !known.has(String(c.key))).map((c) => ({ key: String(c.key), width: typeof c.width === 'number' ? c.width : undefined }));
  return { columns: [...kept, ...added] };
}
