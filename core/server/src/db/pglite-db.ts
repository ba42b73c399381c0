import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db } from './db';

/**
 * PGlite is one connection: its own `transaction` API holds the connection's lock for the
 * whole callback, so queries from other requests wait instead of landing inside someone
 * else's transaction. The adapter therefore always goes through that API.
 */
export class PgliteDb implements Db {
  constructor(private readonly pg: PGlite) {}

  static async open(dataDir?: string): Promise<PgliteDb> {
    return new PgliteDb(await PGlite.create(dataDir ? { dataDir } : {}));
  }

  /** A copy of this database (data and schema), for tests that start from one migrated template. */
  async clone(): Promise<PgliteDb> {
    return new PgliteDb((await this.pg.clone()) as PGlite);
  }

  async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return (await this.pg.query<T>(sql, params)).rows;
  }

  async exec(sql: string): Promise<void> {
    await this.pg.exec(sql);
  }

  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    return this.pg.transaction((tx) => fn(new PgliteTx(tx)));
  }

  async close(): Promise<void> {
    if (!this.pg.closed) await this.pg.close();
  }
}

class PgliteTx implements Db {
  constructor(private readonly tx: Transaction) {}

  async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return (await this.tx.query<T>(sql, params)).rows;
  }

  async exec(sql: string): Promise<void> {
    await this.tx.exec(sql);
  }

  // Already inside the single connection's transaction: join it.
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    return fn(this);
  }

  async close(): Promise<void> {
    throw new Error('close() called on a transaction handle');
  }
}
