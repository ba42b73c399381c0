import { createHash } from 'node:crypto';
import { closeSync, existsSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { createServer, type CreateServerOptions } from '../app';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { PgliteDb } from '../db/pglite-db';
import { migrations } from '../db/migrations';
import { loadServerPlugins, pluginMigrations, pluginSeedPart, type LoadedServerPlugin } from '../plugins';
import { seed, seedParts, tenantsFromConfig } from '../seed';

export const TEST_TOKEN_SECRET = 'test-secret-of-the-server-suite';

let template: Promise<PgliteDb> | undefined;
let plugins: Promise<LoadedServerPlugin[]> | undefined;

/** The server entries of the repo's tenant packages, as `npm start` loads them. */
export function serverPlugins(): Promise<LoadedServerPlugin[]> {
  plugins ??= loadServerPlugins(tenantsFromConfig());
  return plugins;
}

/**
 * One migrated and seeded in-memory database per test file (module state is per file). Building
 * it takes seconds (initdb, 45k regions, scrypt), so the first file dumps it to the temp folder
 * under a hash of the migrations, seed and tenant config, and later files load that dump.
 */
export function templateDb(): Promise<PgliteDb> {
  template ??= loadOrBuildTemplate();
  return template;
}

async function loadOrBuildTemplate(): Promise<PgliteDb> {
  const file = join(tmpdir(), `mall-server-template-${sourceHash()}.tar.gz`);
  const lock = `${file}.lock`;
  // With a cold cache only one test file builds; the others wait for its dump.
  const deadline = Date.now() + 150_000;
  for (;;) {
    const loaded = await loadDump(file);
    if (loaded) return loaded;
    if (takeLock(lock) || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  try {
    const pg = await PGlite.create();
    const db = new PgliteDb(pg);
    const loaded = await serverPlugins();
    await migrate(db, [...migrations, ...pluginMigrations(loaded)]);
    await seed(db, { parts: [...seedParts, pluginSeedPart(loaded)], newDatabase: true });
    const dump = await pg.dumpDataDir('gzip');
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return db;
  } finally {
    rmSync(lock, { force: true });
  }
}

async function loadDump(file: string): Promise<PgliteDb | undefined> {
  if (!existsSync(file)) return undefined;
  try {
    return new PgliteDb(await PGlite.create({ loadDataDir: new Blob([readFileSync(file)]) }));
  } catch {
    rmSync(file, { force: true }); // a dump cut short by a crashed run
    return undefined;
  }
}

/** True when this process may build; a lock older than three minutes is a crashed builder's. */
function takeLock(lock: string): boolean {
  try {
    if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 180_000) rmSync(lock, { force: true });
    closeSync(openSync(lock, 'wx'));
    return true;
  } catch {
    return false;
  }
}

/** Changes whenever a migration, a seed part or the tenant list changes. */
export function sourceHash(): string {
  const hash = createHash('sha256');
  const src = fileURLToPath(new URL('..', import.meta.url));
  for (const dir of ['db/migrations', 'seed']) {
    for (const name of readdirSync(join(src, dir)).sort()) {
      if (!name.endsWith('.test.ts')) hash.update(name).update(readFileSync(join(src, dir, name)));
    }
  }
  // Features seed their own rows too (features/<name>/<name>-seed.ts): a change there re-seeds.
  for (const feature of readdirSync(join(src, 'features')).sort()) {
    const dir = join(src, 'features', feature);
    if (!statSync(dir).isDirectory()) continue;
    for (const name of readdirSync(dir).sort()) if (/seed.*\.ts$/.test(name) && !name.endsWith('.test.ts')) hash.update(name).update(readFileSync(join(dir, name)));
  }
  hash.update(readFileSync(fileURLToPath(new URL('../../../../tenants.config.json', import.meta.url))));
  // Tenant server entries bring migrations and seeds of their own.
  const repo = fileURLToPath(new URL('../../../../', import.meta.url));
  for (const group of ['tenants', 'plugins']) {
    for (const pkg of existsSync(join(repo, group)) ? readdirSync(join(repo, group)).sort() : []) {
      const dir = join(repo, group, pkg, 'src/server');
      if (!existsSync(dir)) continue;
      for (const name of readdirSync(dir).sort()) if (!name.endsWith('.test.ts')) hash.update(name).update(readFileSync(join(dir, name)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

/** The mall over `db` as every server suite runs it, PGlite or PostgreSQL alike, ready for `inject`. */
export async function readyTestApp(db: Db, options: { staticDir?: string; signIn?: CreateServerOptions['signIn'] } = {}): Promise<FastifyInstance> {
  const app = createServer({
    db,
    tokenSecret: TEST_TOKEN_SECRET,
    staticDir: options.staticDir,
    serverPlugins: await serverPlugins(),
    // Every test sign-in comes from inject's one address: the per-address limit would only count
    // the suite's own sign-ins. The throttle tests pass their own limit.
    signIn: options.signIn ?? { perAddressPerMinute: 10_000 },
  });
  await app.ready();
  return app;
}

/**
 * A ready server over the file's template database, or over a private clone of it when the
 * test writes (`{ clone: true }`), so writes never leak into other tests.
 */
export async function testServer(options: { clone?: boolean; staticDir?: string; signIn?: CreateServerOptions['signIn'] } = {}): Promise<TestServer> {
  // MALL_TEST_DB=pg (with DATABASE_URL): the route suites run over PostgreSQL instead, each
  // server on its own copy of the seeded template database (issue 17). Imported here only, so a
  // PGlite run never loads it.
  if (process.env.MALL_TEST_DB === 'pg') {
    const { pgTestServer } = await import('./pg-test-server');
    const { clone: _clone, ...appOptions } = options;
    return pgTestServer(appOptions);
  }
  const base = await templateDb();
  const db = options.clone ? await base.clone() : base;
  const app = await readyTestApp(db, options);
  return {
    app,
    db,
    async close() {
      await app.close();
      if (db !== base) await db.close();
    },
  };
}

/** Counts and a checksum of every mutable table, to show a refused call changed nothing. */
export async function fingerprint(db: Db): Promise<string> {
  const tables = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not in ('regions', 'countries')
      order by table_name`,
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    const [row] = await db.query<{ sum: string }>(`select count(*) || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as sum from "${name}" t`);
    parts.push(`${name}=${row?.sum}`);
  }
  return parts.join('\n');
}
