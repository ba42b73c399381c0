// Starts the mall as `npm start` does (built app + API on one port) on a fresh data folder,
// and stops it afterwards. Used by the end-to-end journeys and the benchmarks.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

export async function startMall({ port = 18080 + Math.floor(Math.random() * 1000) } = {}) {
  // E2E_MALL_URL: a mall already running (seeded once, for re-running one journey while working
  // on it); it is neither started nor stopped here. Journeys expect fresh data, so CI never sets it.
  if (process.env.E2E_MALL_URL) return { url: process.env.E2E_MALL_URL.replace(/\/$/, ''), output: () => '', stop: async () => undefined };
  const dataDir = mkdtempSync(join(tmpdir(), 'mall-e2e-'));
  // As `npm start` runs on a fresh machine: the embedded database, even when CI has a server.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  // A first start seeds the demo; on a machine shared with other work it can take longer (E2E_START_TIMEOUT_S).
  const deadline = Date.now() + Number(process.env.E2E_START_TIMEOUT_S ?? 240) * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the mall exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/pub`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`the mall did not start in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.on('exit', r)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
