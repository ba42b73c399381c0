import type { ServerDb, ServerSession } from '@mall/sdk/server';
import type { Session } from '../auth/session';
import type { Db } from '../db/db';

/** The plugin's view of the database: the same adapter, without `exec` and `close`. */
export function serverDbOf(db: Db): ServerDb {
  return { query: (sql, params) => db.query(sql, params), transaction: (fn) => db.transaction((tx) => fn(serverDbOf(tx))) };
}

/** The plugin's view of the caller: the session without its token's id and expiry. */
export function serverSessionOf(session: Session): ServerSession {
  const { userId, tenantId, tenantNum, organizationId, companyId, loginName, language } = session;
  return { userId, tenantId, tenantNum, organizationId, companyId, loginName, language };
}
