import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { migrations } from './db/migrations';
import { PgliteDb } from './db/pglite-db';
import { loadServerPlugins, pluginMigrations, pluginSeedPart, type LoadedServerPlugin } from './plugins';
import { seed, tenantsFromConfig } from './seed';

export interface Prepared {
  /** Migrations applied now. */
  applied: string[];
  /** True when the database was new and got the whole demo. */
  seeded: boolean;
}

/**
 * Brings a database up to date: migrations (the platform's and the tenant plugins'), the demo on
 * a new database, each tenant plugin's idempotent seed part, and statistics (inside `seed`).
 */
export async function prepareDatabase(db: Db, serverPlugins: readonly LoadedServerPlugin[]): Promise<Prepared> {
  const applied = await migrate(db, [...migrations, ...pluginMigrations(serverPlugins)]);
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>('select count(*)::int as count from tenants');
  if (count === 0) {
    console.log('New database: seeding the demo (tenants, users, lookups, regions)...');
    await seed(db);
  }
  // Idempotent, so a tenant package added to an existing database gets its lookups and rows too.
  await seed(db, { parts: [pluginSeedPart(serverPlugins)] });
  return { applied, seeded: count === 0 };
}

/**
 * Prepares a PGlite folder in a child process that then exits: seeding grows PGlite's WASM heap
 * (which never shrinks) and loads the demo's source data (41,352 towns, the catalogue) into
 * JavaScript, and all of it goes back to the system with the process (a worker thread's memory
 * stayed partly with the server: 518 MiB RSS after a first start). The server then opens the
 * folder afresh. Returns when the child has exited.
 */
export function prepareInChild(dataDir: string): Promise<Prepared> {
  const fromSources = import.meta.url.endsWith('.ts');
  const child = fork(fileURLToPath(import.meta.url), [], {
    execArgv: fromSources ? ['--import', 'tsx'] : [],
    env: { ...process.env, [CHILD_ENV]: dataDir },
    stdio: 'inherit',
  });
  let prepared: Prepared | undefined;
  return new Promise<Prepared>((resolve, reject) => {
    child.once('message', (report) => (prepared = report as Prepared));
    child.once('error', reject);
    child.once('exit', (code) => (prepared && code === 0 ? resolve(prepared) : reject(new Error(`preparing the database failed (exit ${code})`))));
  });
}

const CHILD_ENV = 'MALL_PREPARE_PGLITE_DIR';

// Run as that child: prepare the folder, report, close it and exit.
const folder = process.env[CHILD_ENV];
if (folder && process.send) {
  // The server stopped (and released the folder's lock): stop writing to the folder too.
  const stop = () => process.exit(1);
  process.once('disconnect', stop);
  const db = await PgliteDb.open(folder);
  const prepared = await prepareDatabase(db, await loadServerPlugins(tenantsFromConfig()));
  await db.close();
  process.send(prepared, () => {
    process.off('disconnect', stop);
    process.disconnect();
  });
}
