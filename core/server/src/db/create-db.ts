import type { QueueBounds } from './bounded-queue';
import type { Db } from './db';
import { PgDb } from './pg-db';
import { PgliteDb } from './pglite-db';

export type CreateDbOptions =
  | { kind: 'memory' }
  | { kind: 'pglite'; dataDir: string; bounds?: QueueBounds }
  | { kind: 'pg'; connectionString: string };

/** Opens a database; the caller migrates it (see `migrate`). */
export async function createDb(options: CreateDbOptions): Promise<Db> {
  switch (options.kind) {
    case 'memory':
      return PgliteDb.open();
    case 'pglite':
      return PgliteDb.open(options.dataDir, options.bounds);
    case 'pg':
      return PgDb.open(options.connectionString);
  }
}
