import type { Session } from '../../auth/session';
import type { Db } from '../../db/db';
import { notFound } from '../../http/api-error';

/** The purchase unit must be one the user may act for. */
export async function requireUnit(db: Db, session: Session, unitId: number): Promise<void> {
  const rows = await db.query(
    `select 1 from user_units uu join purchase_units pu on pu.id = uu.unit_id
      where uu.tenant_id = $1 and uu.user_id = $2 and uu.unit_id = $3 and pu.enabled_flag = 1`,
    [session.tenantId, session.userId, unitId],
  );
  if (rows.length === 0) throw notFound('smal.unit.not.found');
}
