import type { Db } from './db';
import { migrations as platformMigrations, type Migration } from './migrations';
import { timedStep } from './step-timing';

/** Any fixed number, the same in every server: the key of the lock around creating the bookkeeping table. */
const MIGRATIONS_TABLE_LOCK = 20_261_124;

/**
 * Applies the migrations not yet recorded, each in its own transaction, in order. A feature
 * that brings tables appends its own `NNN-name` entry to `migrations/index.ts`.
 */
export async function migrate(db: Db, migrations: readonly Migration[] = platformMigrations): Promise<string[]> {
  await db.transaction(async (tx) => {
    // Two servers first-starting together both create the table: PostgreSQL's "if not exists" is
    // not safe against a concurrent create (a duplicate pg_type row), so the second waits here.
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATIONS_TABLE_LOCK]);
    await tx.exec(`create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())`);
  });
  const applied = new Set((await db.query<{ id: string }>('select id from schema_migrations')).map((r) => r.id));
  const done: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.id)) continue;
    await timedStep(`migration ${migration.id}`, () => db.transaction(async (tx) => {
      // A second server starting at the same time waits here instead of applying twice.
      await tx.query('lock table schema_migrations in exclusive mode');
      const again = await tx.query('select 1 from schema_migrations where id = $1', [migration.id]);
      if (again.length > 0) return;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (id) values ($1)', [migration.id]);
      done.push(migration.id);
    }));
  }
  return done;
}
