import type { Worker } from 'node:worker_threads';
import { BoundedQueue, UNBOUNDED, type QueueBounds } from './bounded-queue';
import type { Db, QueryOptions } from './db';
import { startWorker } from './start-worker';
import { deserializeError, type WorkerReply, type WorkerRequest } from './pglite-worker-protocol';

type Call = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

const WORKER_YOUNG_GENERATION_MB = 16;

/**
 * PGlite in a worker thread (issue 17): the same `Db` as `PgliteDb`, but PostgreSQL runs beside
 * the server thread instead of on it, so a long statement no longer stops the server from reading
 * requests, refusing them with 503 when the queue is full, or firing timers. Top-level calls pass
 * the bounded queue here, on the server thread, where it can see every waiting request.
 */
export class PgliteWorkerDb implements Db {
  private readonly queue: BoundedQueue;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private failure: Error | undefined;

  private constructor(
    private readonly worker: Worker,
    bounds: QueueBounds,
  ) {
    this.queue = new BoundedQueue(bounds);
    worker.on('message', (reply: WorkerReply) => {
      const call = this.pending.get(reply.id);
      if (!call) return;
      this.pending.delete(reply.id);
      if (reply.ok) call.resolve(reply.value);
      else call.reject(deserializeError(reply.error));
    });
    const fail = (error: Error) => {
      this.failure ??= error;
      for (const call of this.pending.values()) call.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the PGlite worker exited (code ${code})`)));
  }

  /** Starts the worker on `dataDir` (none: in memory) and waits until its database is open. */
  static async open(dataDir?: string, bounds: QueueBounds = UNBOUNDED): Promise<PgliteWorkerDb> {
    // The worker allocates little that lives (statements in, rows out): a young generation of 16 MB
    // instead of V8's ~48 keeps ~15 MB less resident through an import, at the same speed
    // (scripts/bench-import.mjs, issue 13).
    const worker = startWorker(new URL('./pglite-worker.ts', import.meta.url), { dataDir }, { resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB } });
    const db = new PgliteWorkerDb(worker, bounds);
    // The worker says `ready` (reply id 0) once PGlite has opened the folder, or fails with the reason.
    await new Promise<void>((resolve, reject) => db.pending.set(0, { resolve: () => resolve(), reject }));
    return db;
  }

  /** Sends one request to the worker and waits for its reply. */
  call<T>(request: Call): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<T[]> {
    return this.queue.run(() => this.call<T[]>({ kind: 'query', sql, params, name: options?.name }));
  }

  exec(sql: string): Promise<void> {
    return this.queue.run(() => this.call<void>({ kind: 'exec', sql }));
  }

  copyCsv(table: string, columns: readonly string[], csv: string): Promise<void> {
    return this.queue.run(() => this.call<void>({ kind: 'copy', table, columns, csv }));
  }

  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    return this.queue.run(async () => {
      const tx = this.nextId; // the id `call` gives the begin request names the transaction
      await this.call({ kind: 'begin' });
      let result: T;
      try {
        result = await fn(new WorkerTx(this, tx));
      } catch (error) {
        await this.call({ kind: 'end', tx, commit: false });
        throw error;
      }
      await this.call({ kind: 'end', tx, commit: true });
      return result;
    });
  }

  /** The worker's memory (its WASM heap, `wasm`, counts in the process's RSS, not in the server thread's heap). */
  memory(): Promise<NodeJS.MemoryUsage & { wasm: number }> {
    return this.call({ kind: 'memory' });
  }

  async close(): Promise<void> {
    if (!this.failure) await this.call({ kind: 'close' });
    await this.worker.terminate();
  }
}

/** A transaction's handle: its calls go straight to the worker, already inside the queue's turn. */
class WorkerTx implements Db {
  constructor(
    private readonly db: PgliteWorkerDb,
    private readonly tx: number,
  ) {}

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<T[]> {
    return this.db.call<T[]>({ kind: 'query', sql, params, name: options?.name, tx: this.tx });
  }

  exec(sql: string): Promise<void> {
    return this.db.call<void>({ kind: 'exec', sql, tx: this.tx });
  }

  copyCsv(table: string, columns: readonly string[], csv: string): Promise<void> {
    return this.db.call<void>({ kind: 'copy', table, columns, csv, tx: this.tx });
  }

  // Already inside the transaction: join it.
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    return fn(this);
  }

  async close(): Promise<void> {
    throw new Error('close() called on a transaction handle');
  }
}
