import type { QueueBounds } from './bounded-queue';
import type { Db } from './db';
import { PgDb } from './pg-db';
import { PgliteDb } from './pglite-db';
import { PgliteWorkerDb } from './pglite-worker-db';

export type CreateDbOptions =
  | { kind: 'memory' }
  /** `inThread`: PGlite on the caller's thread instead of a worker (for comparing the two). */
  | { kind: 'pglite'; dataDir: string; bounds?: QueueBounds; inThread?: boolean }
  | { kind: 'pg'; connectionString: string };

/** Opens a database; the caller migrates it (see `migrate`). */
export async function createDb(options: CreateDbOptions): Promise<Db> {
  switch (options.kind) {
    case 'memory':
      return PgliteDb.open();
    case 'pglite':
      return options.inThread ? PgliteDb.open(options.dataDir, options.bounds) : PgliteWorkerDb.open(options.dataDir, options.bounds);
    case 'pg':
      return PgDb.open(options.connectionString);
  }
}
