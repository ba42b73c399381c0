import type { Session } from '../../auth/session';
import type { Db } from '../../db/db';
import { filterDataRows, lovRows, RESERVED_LOOKUP_KEYS, toDataRow } from './lov-repo';
import { findLovView } from './lov-view-repo';

/** Query keys of `lov-view/data` that steer the call rather than filter rows. */
const VIEW_KEYS = new Set(['viewCode', ...RESERVED_LOOKUP_KEYS]);

/** Query field types compared exactly; every other (text) query field matches by containment. */
const EXACT_TYPES = new Set(['INT', 'SELECT', 'DATE', 'DATETIME']);

/**
 * The rows of a lookup view for the caller's tenant (spec 2 "Generic lookup dialog"): the
 * view's value set, text query fields matched case-insensitively by containment (a buyer types
 * part of a code), other keys exactly as `lovs/data` filters. Undefined when no view has the code.
 */
export async function lovViewRows(db: Db, session: Session, viewCode: string, query: Readonly<Record<string, unknown>>) {
  const view = await findLovView(db, session, viewCode);
  if (!view) return undefined;
  const textFields = new Set(
    (view.queryFields as { field?: unknown; dataType?: unknown }[])
      .filter((f) => typeof f.field === 'string' && !EXACT_TYPES.has(String(f.dataType ?? '')))
      .map((f) => f.field as string),
  );
  const given = Object.entries(query).filter(([key, value]) => !VIEW_KEYS.has(key) && value !== '' && value !== undefined);
  const exact = Object.fromEntries(given.filter(([key]) => !textFields.has(key)));
  const contains = given.filter(([key]) => textFields.has(key)).map(([key, value]) => [key, String(value).toLowerCase()] as const);
  const rows = filterDataRows((await lovRows(db, session.tenantId, [view.lovCode], session.language)).map(toDataRow), exact);
  return rows.filter((row) => contains.every(([key, part]) => String(row[key] ?? '').toLowerCase().includes(part)));
}
