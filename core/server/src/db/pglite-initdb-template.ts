import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { LOCK_FILE } from './data-dir-lock';

/**
 * Issue 17: PGlite runs `initdb` (in WASM) for every new database, 9-12 s of a first start. The
 * empty cluster it makes depends only on the PGlite build and the settings, so the first one made
 * on a machine is kept as a tar.gz and later new folders (and in-memory test databases) load it
 * instead: 1.3-1.9 s. PGlite's own prepopulated-FS package is built for one PGlite version only
 * and ours is newer, so the copy is made here, keyed by PGlite's version and the settings.
 *
 * MALL_PGLITE_CACHE_DIR moves the copy (default: node_modules/.cache/mall-pglite beside PGlite);
 * MALL_PGLITE_CACHE=off always runs initdb (to measure a machine's very first start).
 */
export async function createPglite(dataDir: string | undefined, postgresqlconf: string[]): Promise<PGlite> {
  const options = { ...(dataDir ? { dataDir } : {}), postgresqlconf };
  // An existing cluster opens as it is; only a new one would run initdb.
  if (dataDir && existsSync(join(dataDir, 'PG_VERSION'))) return PGlite.create(options);
  const file = initdbTemplateFile(postgresqlconf);
  if (!file) return PGlite.create(options);
  if (existsSync(file) && (!dataDir || isEmptyFolder(dataDir))) {
    try {
      return await PGlite.create({ ...options, loadDataDir: new Blob([readFileSync(file)]) });
    } catch (error) {
      // A damaged copy: forget it, clear what the load wrote into the new folder, and run initdb.
      console.warn(`PGlite: the initdb copy ${file} did not load (${String(error)}); running initdb`);
      rmSync(file, { force: true });
      if (dataDir) clearFolder(dataDir);
    }
  }
  const pg = await PGlite.create(options);
  await keepTemplate(pg, file);
  return pg;
}

/** Saves the fresh cluster before anything is written to it; a failure only costs the next start its speed. */
async function keepTemplate(pg: PGlite, file: string): Promise<void> {
  try {
    const dump = Buffer.from(await (await pg.dumpDataDir('gzip')).arrayBuffer());
    mkdirSync(dirname(file), { recursive: true });
    // Written aside and renamed: another process starting at the same time never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, dump);
    renameSync(partial, file);
  } catch (error) {
    console.warn(`PGlite: could not keep the initdb copy in ${file}: ${String(error)}`);
  }
}

/** Where the copy for these settings is kept; undefined when MALL_PGLITE_CACHE=off. */
export function initdbTemplateFile(postgresqlconf: readonly string[]): string | undefined {
  if (process.env.MALL_PGLITE_CACHE === 'off') return undefined;
  const pgliteDir = resolve(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..');
  const { version } = JSON.parse(readFileSync(join(pgliteDir, 'package.json'), 'utf8')) as { version: string };
  const settings = createHash('sha256').update(postgresqlconf.join('\n')).digest('hex').slice(0, 12);
  const folder = process.env.MALL_PGLITE_CACHE_DIR ?? resolve(pgliteDir, '../../.cache/mall-pglite');
  return join(folder, `initdb-${version}-${settings}.tar.gz`);
}

/**
 * No cluster yet. The server's lock file (data-dir-lock.ts) is written into the folder before the
 * database is opened, so it does not count: with it counted, every real first start ran initdb.
 */
function isEmptyFolder(folder: string): boolean {
  return !existsSync(folder) || readdirSync(folder).every((entry) => entry === LOCK_FILE);
}

/** Removes what a failed load wrote, keeping the server's lock on the folder. */
function clearFolder(folder: string): void {
  if (!existsSync(folder)) return;
  for (const entry of readdirSync(folder)) if (entry !== LOCK_FILE) rmSync(join(folder, entry), { recursive: true, force: true });
}
