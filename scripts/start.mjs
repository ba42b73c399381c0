#!/usr/bin/env node
// `npm start`: build the app when its build is missing or older than its sources, then serve
// the app and the API on one port with the embedded database (see README).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'core/app/dist/index.html');
const sources = ['core/app/src', 'core/app/index.html', 'core/domain/src', 'sdk/plugin-api/src', 'tenants', 'plugins', 'tenants.config.json'];

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

// A given STATIC_DIR is somebody else's build (a parallel e2e run, a deployment): serve it as is.
const stale = !process.env.STATIC_DIR && (!existsSync(dist) || Math.max(...sources.map((s) => newest(join(root, s)))) > statSync(dist).mtimeMs);
if (stale) {
  console.log('Building the mall app (first start, or sources changed)...');
  const gen = spawnSync('node', ['scripts/generate-tenant-registry.mjs'], { cwd: root, stdio: 'inherit' });
  const build = gen.status === 0 && spawnSync('npm', ['run', 'build', '-w', '@mall/core'], { cwd: root, stdio: 'inherit' });
  if (!build || build.status !== 0) process.exit(1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'core/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { STATIC_DIR: join(root, 'core/app/dist'), ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
