import type { Db } from '../../db/db';
import { DbBusyError } from '../../db/bounded-queue';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The import jobs' view of the database: an operation PGlite's bounded queue refuses (DbBusyError,
 * meant to answer a crowd of browser requests 503 quickly) waits and asks again, as refused work
 * never started. A job is not a request with a client timing out: failing a 100,000-row import
 * because the mall was busy for a moment would be wrong.
 */
export function patientDb(db: Db): Db {
  const again = async <T>(fn: () => Promise<T>): Promise<T> => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await fn();
      } catch (error) {
        if (!(error instanceof DbBusyError) || attempt >= 600) throw error;
        await pause(Math.min(1000, 100 * (attempt + 1)));
      }
    }
  };
  return {
    query: (sql, params, options) => again(() => db.query(sql, params, options)),
    exec: (sql) => again(() => db.exec(sql)),
    transaction: (fn) => again(() => db.transaction(fn)),
    close: () => db.close(),
  };
}
