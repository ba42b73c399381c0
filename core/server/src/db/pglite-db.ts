import { PGlite, type Transaction } from '@electric-sql/pglite';
import { BoundedQueue, UNBOUNDED, type QueueBounds } from './bounded-queue';
import type { Db, QueryOptions } from './db';
import { createPglite } from './pglite-initdb-template';
import { PglitePreparedStatements } from './pglite-prepared';

/**
 * PostgreSQL's default 128 MB of shared buffers is most of PGlite's memory (its WASM heap counts in
 * the server's RSS): 32 MB hold the demo's hot pages, and PGlite reads the rest through the
 * operating system's file cache anyway. Measured on the seeded demo: RSS 356 -> 226 MiB at 16 MB.
 */
const PGLITE_SETTINGS = ['shared_buffers=32MB'];

/**
 * PGlite is one connection: its own `transaction` API holds the connection's lock for the
 * whole callback, so queries from other requests wait instead of landing inside someone
 * else's transaction. The adapter therefore always goes through that API.
 *
 * Every top-level call also passes a bounded queue: under load a request is refused at once
 * (DbBusyError, answered 503) rather than queued behind so many others that its client times out.
 * Calls on a transaction's handle are already inside and skip it.
 */
export class PgliteDb implements Db {
  private readonly queue: BoundedQueue;
  private readonly prepared: PglitePreparedStatements;

  constructor(
    private readonly pg: PGlite,
    bounds: QueueBounds = UNBOUNDED,
  ) {
    this.queue = new BoundedQueue(bounds);
    this.prepared = new PglitePreparedStatements(pg);
  }

  static async open(dataDir?: string, bounds?: QueueBounds): Promise<PgliteDb> {
    return new PgliteDb(await createPglite(dataDir, PGLITE_SETTINGS), bounds);
  }

  /** A copy of this database (data and schema), for tests that start from one migrated template. */
  async clone(bounds?: QueueBounds): Promise<PgliteDb> {
    return new PgliteDb((await this.pg.clone()) as PGlite, bounds);
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<T[]> {
    if (options?.name) return this.queue.run(() => this.prepared.query<T>(options.name!, sql, params, false));
    return this.queue.run(async () => (await this.pg.query<T>(sql, params)).rows);
  }

  exec(sql: string): Promise<void> {
    return this.queue.run(async () => {
      await this.pg.exec(sql);
    });
  }

  copyCsv(table: string, columns: readonly string[], csv: string): Promise<void> {
    return this.queue.run(() => copyCsv(this.pg, table, columns, csv));
  }

  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    return this.queue.run(() => this.pg.transaction((tx) => fn(new PgliteTx(tx, this.prepared))));
  }

  /** Bytes of PGlite's WASM memory: it grows to the largest statement's need and never shrinks. */
  wasmBytes(): number {
    return (this.pg as unknown as { mod?: { wasmMemory?: WebAssembly.Memory } }).mod?.wasmMemory?.buffer.byteLength ?? 0;
  }

  async close(): Promise<void> {
    if (!this.pg.closed) await this.pg.close();
  }
}

/** COPY from PGlite's `/dev/blob`: the CSV goes in as the query's blob. */
async function copyCsv(target: Pick<PGlite, 'query'> | Transaction, table: string, columns: readonly string[], csv: string): Promise<void> {
  await target.query(`copy ${table} (${columns.join(', ')}) from '/dev/blob' with (format csv)`, [], { blob: new Blob([csv]) });
}

class PgliteTx implements Db {
  constructor(
    private readonly tx: Transaction,
    private readonly prepared: PglitePreparedStatements,
  ) {}

  async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<T[]> {
    if (options?.name) return this.prepared.query<T>(options.name, sql, params, true);
    return (await this.tx.query<T>(sql, params)).rows;
  }

  async exec(sql: string): Promise<void> {
    await this.tx.exec(sql);
  }

  copyCsv(table: string, columns: readonly string[], csv: string): Promise<void> {
    return copyCsv(this.tx, table, columns, csv);
  }

  // Already inside the single connection's transaction: join it.
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    return fn(this);
  }

  async close(): Promise<void> {
    throw new Error('close() called on a transaction handle');
  }
}
