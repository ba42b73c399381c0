import { createHash } from 'node:crypto';
import pg from 'pg';
import { migrate } from '../db/migrate';
import { migrations } from '../db/migrations';
import { PgDb } from '../db/pg-db';
import { pluginMigrations, pluginSeedPart } from '../plugins';
import { seed, seedParts } from '../seed';
import { readyTestApp, serverPlugins, sourceHash, type TestServer } from './test-server';

/** The PostgreSQL of `DATABASE_URL` (CI sets it); suites over a real server skip without it. */
export const databaseUrl = process.env.DATABASE_URL;

// One lock for building the template and copying it: CREATE DATABASE ... TEMPLATE refuses while
// another session is connected to the template, and two files must not build it twice.
const TEMPLATE_LOCK = 424_021;

const urlOf = (database: string) => {
  const url = new URL(databaseUrl!);
  url.pathname = `/${database}`;
  return url.toString();
};

async function withAdmin<T>(fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/** Builds `mall_tpl_<hash>` (migrated and seeded like `npm start`) unless it exists. */
async function ensureTemplate(admin: pg.Client): Promise<string> {
  // The migrations this process loaded are hashed too: a file edited after loading must not
  // label a template built from its older text.
  const loaded = await serverPlugins();
  const applied = [...migrations, ...pluginMigrations(loaded)];
  const hash = createHash('sha256').update(sourceHash()).update(JSON.stringify(applied)).digest('hex').slice(0, 16);
  const name = `mall_tpl_${hash}`;
  if ((await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount) return name;
  const building = `${name}_wip`;
  await admin.query(`drop database if exists ${building} with (force)`); // a crashed builder's leftover
  await admin.query(`create database ${building}`);
  const db = PgDb.open(urlOf(building));
  try {
    await migrate(db, applied);
    await seed(db, { parts: [...seedParts, pluginSeedPart(loaded)], newDatabase: true });
  } finally {
    await db.close();
  }
  await admin.query(`alter database ${building} rename to ${name}`);
  // Templates of older sources are of no further use.
  const old = await admin.query<{ datname: string }>(`select datname from pg_database where datname like 'mall\\_tpl\\_%' and datname <> $1`, [name]);
  for (const { datname } of old.rows) await admin.query(`drop database if exists ${datname} with (force)`).catch(() => undefined);
  return name;
}

let copies = 0;

/**
 * Drops a test copy. PostgreSQL 15's `with (force)` refuses, for a role without
 * pg_signal_backend, when an autovacuum worker is in the database (it has no role, so the
 * caller is "not a member" of it); the worker is gone within moments, so the drop is tried again.
 */
async function dropCopy(name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      await admin.query(`drop database if exists ${name} with (force)`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '42501' || attempt === 10) throw error;
    } finally {
      await admin.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * A ready server over a private copy of the migrated, seeded template on the PostgreSQL of
 * `DATABASE_URL`: requests run in parallel there, as they do in production, unlike on PGlite.
 * The copy is dropped on close.
 */
export async function pgTestServer(options: Parameters<typeof readyTestApp>[1] = {}): Promise<TestServer> {
  if (!databaseUrl) throw new Error('pgTestServer needs DATABASE_URL');
  const name = `mall_t_${process.pid}_${++copies}`;
  await withAdmin(async (admin) => {
    const template = await ensureTemplate(admin);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name} template ${template}`);
  });
  const db = PgDb.open(urlOf(name));
  const app = await readyTestApp(db, options);
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.close();
      await dropCopy(name);
    },
  };
}
