#!/usr/bin/env node
// `npm start`: build the app and the server when their builds are missing or older than their
// sources, then serve the app and the API on one port with the embedded database (see README).
import { spawnSync, spawn } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENV, SERVER_MAIN, ensureServerBuilt, isStale } from './server-build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'core/app/dist/index.html');
const sources = ['core/app/src', 'core/app/index.html', 'core/domain/src', 'sdk/plugin-api/src', 'tenants', 'plugins', 'tenants.config.json'];

// A given STATIC_DIR is somebody else's build (a parallel e2e run, a deployment): serve it as is.
const stale = !process.env.STATIC_DIR && isStale(dist, sources);
if (stale) {
  console.log('Building the mall app (first start, or sources changed)...');
  const gen = spawnSync('node', ['scripts/generate-tenant-registry.mjs'], { cwd: root, stdio: 'inherit' });
  const build = gen.status === 0 && spawnSync('npm', ['run', 'build', '-w', '@mall/core'], { cwd: root, stdio: 'inherit' });
  if (!build || build.status !== 0) process.exit(1);
}

if (!(await ensureServerBuilt())) process.exit(1);
const server = spawn(process.execPath, [SERVER_MAIN], {
  cwd: root,
  stdio: 'inherit',
  env: { ...SERVER_ENV, STATIC_DIR: join(root, 'core/app/dist'), ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
