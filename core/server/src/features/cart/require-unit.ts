import { requireOwned } from '../../auth/owned-rows';
import type { Session } from '../../auth/session';
import type { Db } from '../../db/db';

/** The purchase unit must be one the user may act for: assigned, enabled, in the caller's tenant and organisation (else 403). */
export async function requireUnit(db: Db, session: Session, unitId: number): Promise<void> {
  await requireOwned(db, session, 'unit', [unitId]);
}
