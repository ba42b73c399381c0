import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PgliteDb } from './db/pglite-db';
import { stepTimingOn, timedStep } from './db/step-timing';
import { PREPARE_CHILD_ENV } from './prepare-in-child';
import { DEMO_PASSWORD } from './seed/demo-password';
import { tenantsFromConfig } from './seed/tenant-list';
import { hashDemoPasswordsEarly } from './seed/users-part';

/**
 * The child of prepareInChild (prepare-in-child.ts): prepares the folder, reports, closes it and
 * exits. Only PGlite and the password hashing load before the folder starts opening; migrations,
 * seeds and plugins (1-3 s of modules from TypeScript sources) load while PGlite sets up its WASM
 * and the cluster, and the users' password hashes run on the libuv pool beside both (issue 17).
 */
const folder = process.env[PREPARE_CHILD_ENV];
if (!folder || !process.send) throw new Error(`prepare-child.ts runs only as the child of prepareInChild (${PREPARE_CHILD_ENV} and an IPC channel)`);
// The server stopped (and released the folder's lock): stop writing to the folder too.
const stop = () => process.exit(1);
process.once('disconnect', stop);
// A new folder will be seeded: its users' password hashes start now, beside the opening and the module loading.
if (!existsSync(join(folder, 'PG_VERSION'))) hashDemoPasswordsEarly(tenantsFromConfig(), DEMO_PASSWORD);
const opening = timedStep('child: open the folder (initdb or its kept copy)', () => PgliteDb.open(folder));
// A failure is reported where it is awaited below, not as unhandled while the modules load.
opening.catch(() => undefined);
const [{ prepareDatabase }, { loadServerPlugins }] = await Promise.all([import('./prepare-database'), import('./plugins')]);
if (stepTimingOn()) console.log(`[timing] child: modules loaded at ${process.uptime().toFixed(2)} s after the child started`);
const plugins = await timedStep('child: load server plugins', () => loadServerPlugins(tenantsFromConfig()));
const db = await opening;
const prepared = await timedStep('child: migrate and seed', () => prepareDatabase(db, plugins));
await timedStep('child: close the folder', () => db.close());
process.send(prepared, () => {
  process.off('disconnect', stop);
  process.disconnect();
});
