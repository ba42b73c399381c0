import { mkdirSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
// V8 lets the old generation grow to up to 4x what survived the last full collection when
// collecting is cheap next to the program's work: a 100,000-row import promotes ~150 MB of
// short-lived rows and parser objects, and the server thread's heap went from 70 to 220-250 MB
// before a full collection (issue 13; `MALL_IMPORT_MEMORY=1` prints the parts). Growing by 50%
// at most: peak heap 95-104 MB, the import's peak RSS 517-539 MB instead of 640-700 MB, its time
// within the noise (scripts/bench-import.mjs). Set before the PGlite worker starts, so its heap
// follows the same rule. MALL_HEAP_GROWING_PERCENT=0 leaves V8's own rule.
const heapGrowingPercent = Number(process.env.MALL_HEAP_GROWING_PERCENT ?? 50);
if (heapGrowingPercent > 0) setFlagsFromString(`--heap-growing-percent=${heapGrowingPercent}`);
// V8 sends what an allocation site makes straight to the old generation once enough of it has
// survived a young collection. An import keeps each chunk's rows until the chunk is stored, the
// pattern that sends short-lived objects there: a 100,000-row import took 2.5 s (a second one on
// the same server 2.0 s) with V8's rule and 1.7 s (1.3 s) without, its young collections twice as
// long (scripts/bench-import.mjs); the cart's calls measured the same either way (bench-cart.mjs).
// Set before the PGlite worker starts, as above. MALL_PRETENURING=1 leaves V8's own rule.
if (process.env.MALL_PRETENURING !== '1') setFlagsFromString('--no-allocation-site-pretenuring');
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_BOUNDS } from './db/bounded-queue';
import { DataDirInUseError, lockDataDir } from './db/data-dir-lock';
import { prepareInChild } from './prepare-in-child';
import { stepTimingOn } from './db/step-timing';

// Start the gateway: PORT (8080), HOST (0.0.0.0), DATA_DIR (<repo>/.data), DATABASE_URL,
// STATIC_DIR (a built SPA). A new, empty database is migrated and seeded on first start.
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const databaseUrl = process.env.DATABASE_URL;
const dataDir = resolve(process.env.DATA_DIR ?? resolve(repoRoot, '.data'));

if (!databaseUrl) mkdirSync(dataDir, { recursive: true });
// One server per PGlite folder: a second process on it corrupts the files (issue 21 item 8).
// The lock file is removed on exit (signals end in process.exit, so the 'exit' hook runs).
if (!databaseUrl) takeDataDir(dataDir);
// PGlite's one connection is fronted by a bounded queue: past it a request gets 503 and Retry-After
// instead of waiting until its client gives up (PGLITE_QUEUE_MAX waiting calls, PGLITE_QUEUE_WAIT_MS).
const bounds = {
  maxWaiting: Number(process.env.PGLITE_QUEUE_MAX ?? SERVER_BOUNDS.maxWaiting),
  maxWaitMs: Number(process.env.PGLITE_QUEUE_WAIT_MS ?? SERVER_BOUNDS.maxWaitMs),
};
// PGlite: the folder is migrated and seeded by a child process that then exits, taking seeding's
// memory with it; the server opens it afresh in a worker thread, off the thread that serves
// requests (PGLITE_IN_THREAD=1: all of it on the server thread, to compare).
const inThread = process.env.PGLITE_IN_THREAD === '1';
const preparing = databaseUrl || inThread ? undefined : prepareInChild(dataDir);
// Awaited below; this only keeps a failure during the imports from being reported as unhandled first.
preparing?.catch(() => undefined);
// The server's own modules (3-4 s from TypeScript sources) load here, after the child was forked, so
// on a first start they load on one core while the child migrates and seeds on the other (issue 17).
const [{ createServer }, { folderStorageFor }, { createDb }, { scheduleAnalyze }, { loadServerPlugins }, { prepareDatabase }, { DEMO_PASSWORD, demoUsers, tenantsFromConfig }] =
  await Promise.all([
    import('./app'),
    import('./features/attachments/attachment-storage'),
    import('./db/create-db'),
    import('./db/statistics'),
    import('./plugins'),
    import('./prepare-database'),
    import('./seed'),
  ]);
markTiming('server modules loaded');
const preparedFirst = await preparing;
markTiming('preparing child exited');
const db = await createDb(databaseUrl ? { kind: 'pg', connectionString: databaseUrl } : { kind: 'pglite', dataDir, bounds, inThread });
const serverPlugins = await loadServerPlugins(tenantsFromConfig());
const { applied } = preparedFirst ?? (await prepareDatabase(db, serverPlugins));
markTiming('database opened, plugins loaded');
// PGlite has no autovacuum: look for tables whose statistics went stale (bulk writes) every minute.
if (!databaseUrl) scheduleAnalyze(db, (error) => console.error('analyze failed:', error));
const seededIn = process.uptime();
const seededRss = process.memoryUsage().rss;
const app = createServer({ db, serverPlugins, attachmentStorage: folderStorageFor(dataDir), staticDir: process.env.STATIC_DIR, logger: process.env.LOG_LEVEL ? { level: process.env.LOG_LEVEL } : false });
const address = await app.listen({ port, host });

const tenants = tenantsFromConfig();
// The first-start benchmark reads this line (scripts/bench-first-start.mjs).
console.log(`Ready in ${seededIn.toFixed(1)} s after process start; memory after seeding ${Math.round(seededRss / 2 ** 20)} MiB RSS`);
console.log(`Mall server listening on ${address} (${databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`}${applied.length ? `, migrated ${applied.join(', ')}` : ''})`);
console.log(`Sign in: http://localhost:${port}/oauth/oauth/authorize?client_id=mall-pc&redirect_uri=${encodeURIComponent(`http://localhost:${port}/`)}`);
console.log(`Demo users (password ${DEMO_PASSWORD}): ${demoUsers(tenants).map((u) => u.loginName).join(', ')}`);

/** MALL_SEED_TIMING=1: when the server reached each point of a start, in seconds after process start. */
function markTiming(point: string): void {
  if (stepTimingOn()) console.log(`[timing] server: ${point} at ${process.uptime().toFixed(2)} s`);
}

function takeDataDir(folder: string): void {
  try {
    const lock = lockDataDir(folder);
    process.once('exit', () => lock.release());
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => db.close()).finally(() => process.exit(0));
  });
}
