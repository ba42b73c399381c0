import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Prepared } from './prepare-database';

/** Set in the child's environment to the folder it prepares (read by prepare-child.ts). */
export const PREPARE_CHILD_ENV = 'MALL_PREPARE_PGLITE_DIR';

/**
 * Prepares a PGlite folder in a child process that then exits: seeding grows PGlite's WASM heap
 * (which never shrinks) and loads the demo's source data (41,352 towns, the catalogue) into
 * JavaScript, and all of it goes back to the system with the process (a worker thread's memory
 * stayed partly with the server: 518 MiB RSS after a first start). The server then opens the
 * folder afresh. Returns when the child has exited.
 *
 * Kept apart from prepare-database.ts, which loads migrations, seeds and PGlite: the server forks
 * the child before loading its own modules, so both load on the machine's two cores at once.
 * The child (prepare-child.ts) starts opening the folder before it loads migrations and seeds.
 */
export function prepareInChild(dataDir: string): Promise<Prepared> {
  const fromSources = import.meta.url.endsWith('.ts');
  const child = fork(fileURLToPath(new URL(fromSources ? './prepare-child.ts' : './prepare-child.js', import.meta.url)), [], {
    execArgv: fromSources ? ['--import', 'tsx'] : [],
    env: { ...process.env, [PREPARE_CHILD_ENV]: dataDir },
    stdio: 'inherit',
  });
  let prepared: Prepared | undefined;
  return new Promise<Prepared>((resolve, reject) => {
    child.once('message', (report) => (prepared = report as Prepared));
    child.once('error', reject);
    child.once('exit', (code) => (prepared && code === 0 ? resolve(prepared) : reject(new Error(`preparing the database failed (exit ${code})`))));
  });
}
