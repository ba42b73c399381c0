import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { migrations } from './db/migrations';
import { pluginMigrations, pluginSeedPart, type LoadedServerPlugin } from './plugins';
import { seed, seedParts } from './seed';

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
