import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { migrations } from './db/migrations';
import { PgliteDb } from './db/pglite-db';
import { loadServerPlugins, pluginMigrations, pluginSeedPart, type LoadedServerPlugin } from './plugins';
import { PREPARE_CHILD_ENV } from './prepare-in-child';
import { stepTimingOn, timedStep } from './db/step-timing';
import { DEMO_PASSWORD, seed, seedParts, tenantsFromConfig } from './seed';
import { hashDemoPasswordsEarly } from './seed/users-part';

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
    // The tenant plugins' parts in the same run: one transaction and one statistics pass.
    await seed(db, { parts: [...seedParts, pluginSeedPart(serverPlugins)], newDatabase: true });
  } else {
    // Idempotent, so a tenant package added to an existing database gets its lookups and rows too.
    await seed(db, { parts: [pluginSeedPart(serverPlugins)] });
  }
  return { applied, seeded: count === 0 };
}

// Run as the child of prepareInChild (prepare-in-child.ts): prepare the folder, report, close it and exit.
const folder = process.env[PREPARE_CHILD_ENV];
if (folder && process.send) {
  // The server stopped (and released the folder's lock): stop writing to the folder too.
  const stop = () => process.exit(1);
  process.once('disconnect', stop);
  // A new folder will be seeded: its users' password hashes start now, beside initdb and migrations.
  if (!existsSync(join(folder, 'PG_VERSION'))) hashDemoPasswordsEarly(tenantsFromConfig(), DEMO_PASSWORD);
  if (stepTimingOn()) console.log(`[timing] child: modules loaded at ${process.uptime().toFixed(2)} s after the child started`);
  const db = await timedStep('child: open the folder (initdb or its kept copy)', () => PgliteDb.open(folder));
  const plugins = await timedStep('child: load server plugins', () => loadServerPlugins(tenantsFromConfig()));
  const prepared = await timedStep('child: migrate and seed', () => prepareDatabase(db, plugins));
  await timedStep('child: close the folder', () => db.close());
  process.send(prepared, () => {
    process.off('disconnect', stop);
    process.disconnect();
  });
}
