// The built server (core/server/dist, see core/server/tsup.config.ts): `npm start` and the
// benchmarks run it with plain Node. Built when missing or older than the sources it bundles;
// one build at a time (two e2e queues may start the mall together), the others wait for it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_MAIN = join(root, 'core/server/dist/main.js');
/**
 * The server's environment beside the caller's (which wins). glibc raises its mmap threshold
 * each time a mapped block is freed (up to 32 MB), so later large blocks come from the malloc
 * arenas, where freed memory mostly stays resident; a fixed threshold keeps them mapped and
 * hands them back when freed: on PGlite 40-55 MB less before and during a 100,000-row import,
 * at the same speed (scripts/bench-import.mjs, issue 13). A deployment that runs
 * core/server/dist/main.js itself should set it too.
 */
export const SERVER_ENV = { MALLOC_MMAP_THRESHOLD_: '131072' };
const SOURCES = ['core/server/src', 'core/server/tsup.config.ts', 'core/domain/src', 'sdk', 'tenants', 'plugins', 'tenants.config.json'];
const LOCK = join(root, 'core/server/.build-lock');

/** The newest modification time under `path`, skipping installed packages and builds. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

/** Whether the build file `target` is missing or older than any of `sources` (paths from the repository root). */
export const isStale = (target, sources) => !existsSync(target) || Math.max(...sources.map((s) => newest(join(root, s)))) > statSync(target).mtimeMs;

const stale = () => isStale(SERVER_MAIN, SOURCES);

/** Builds the server if it is stale; returns false when the build failed (tsup printed why). */
export async function ensureServerBuilt() {
  if (!stale()) return true;
  for (let waited = 0; ; waited += 200) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      // Another start is building; a lock older than a minute was left by a killed build.
      if (existsSync(LOCK) && Date.now() - statSync(LOCK).mtimeMs > 60_000) rmSync(LOCK, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 200));
      if (waited > 120_000) return false;
    }
  }
  try {
    if (!stale()) return true;
    console.log('Building the server (first start, or sources changed)...');
    return spawnSync('npm', ['run', 'build', '-w', '@mall/server'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] }).status === 0;
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}
