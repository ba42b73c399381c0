import pg from 'pg';
import type { Db, QueryOptions } from './db';

// bigint (int8) and numeric come back as strings by default; ids fit in a JS number and the
// PGlite adapter already returns numbers, so both adapters agree.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

/** A real PostgreSQL through a `pg` pool (used when DATABASE_URL is set). */
export class PgDb implements Db {
  constructor(private readonly pool: pg.Pool) {
    // An idle pooled connection that the database ends (a restart, an administrator, a dropped
    // database) is already taken out of the pool; without a listener its error would end the process.
    pool.on('error', (error) => console.warn(`PostgreSQL ended an idle connection: ${error.message}`));
  }

  static open(connectionString: string): PgDb {
    // A statement that runs past PG_STATEMENT_TIMEOUT_MS is cancelled (57014, answered 503) rather
    // than holding a pooled connection while other requests wait for one.
    const statementTimeout = Number(process.env.PG_STATEMENT_TIMEOUT_MS ?? 30_000);
    return new PgDb(new pg.Pool({ connectionString, max: Number(process.env.PG_POOL_MAX ?? 10), statement_timeout: statementTimeout }));
  }

  // A named query is prepared once per pooled connection (pg keeps the names per client).
  async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<T[]> {
    return (await this.pool.query({ text: sql, values: params, name: options?.name })).rows as T[];
  }

  async exec(sql: string): Promise<void> {
    await this.pool.query(sql);
  }

  async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await fn(new PgClientTx(client));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

class PgClientTx implements Db {
  constructor(private readonly client: pg.PoolClient) {}

  async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<T[]> {
    return (await this.client.query({ text: sql, values: params, name: options?.name })).rows as T[];
  }

  async exec(sql: string): Promise<void> {
    await this.client.query(sql);
  }

  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    return fn(this);
  }

  async close(): Promise<void> {
    throw new Error('close() called on a transaction handle');
  }
}
