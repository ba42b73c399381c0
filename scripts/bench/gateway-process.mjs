// The gateway as `npm start` runs it (the built server, core/server/dist/main.js, on PGlite in a fresh data folder, or on
// the PostgreSQL of `databaseUrl`; no app build needed) in a child process, so a benchmark can read that process's memory from
// /proc (Linux) apart from its own. Used by the import and upload benchmarks.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_ENV, SERVER_MAIN, ensureServerBuilt } from '../server-build.mjs';

const root = new URL('../..', import.meta.url).pathname;

/** utime + stime of a /proc stat file (fields 14 and 15, counted after the command's closing parenthesis). */
function cpuTicks(path) {
  const fields = readFileSync(path, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * Starts the gateway and waits until it listens (a first start seeds the demo: up to 10 min on
 * a loaded machine). `nodeArgs` go before the script (e.g. `--cpu-prof`); `env` adds to its
 * environment; `databaseUrl` runs it on that PostgreSQL instead of PGlite.
 */
export async function startGatewayProcess({ name, nodeArgs = [], env = {}, databaseUrl = '' }) {
  const port = 19000 + Math.floor(Math.random() * 900);
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `mall-bench-${name}-`));
  if (!(await ensureServerBuilt())) throw new Error('the server did not build');
  const server = spawn(process.execPath, [...nodeArgs, SERVER_MAIN], {
    cwd: root,
    env: { ...SERVER_ENV, ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (d) => (output += d));
  server.stderr.on('data', (d) => (output += d));
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r() : server.on('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  };
  console.log(`Starting the gateway on ${databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`}...`);
  try {
    for (let i = 0; !output.includes('listening on'); i++) {
      if (server.exitCode !== null) throw new Error(`the server exited:\n${output}`);
      if (i === 1200) throw new Error(`the server did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    dataDir,
    output: () => output,
    pid: server.pid,
    /** Resident and peak resident memory (VmRSS, VmHWM) of the server process, in MB. */
    memory() {
      const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
      const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
      return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
    },
    /** CPU time (user + system, all threads) the server process has used, in seconds (Linux, clock ticks of 1/100 s). */
    cpuSeconds() {
      return cpuTicks(`/proc/${server.pid}/stat`) / 100;
    },
    /** The same per thread, by thread id: `server` for the server thread; the others (the PGlite worker, V8's and libuv's helpers) are all `node` on Linux. */
    threadCpuSeconds() {
      const threads = new Map();
      for (const tid of readdirSync(`/proc/${server.pid}/task`)) {
        try {
          const name = tid === String(server.pid) ? 'server' : readFileSync(`/proc/${server.pid}/task/${tid}/comm`, 'utf8').trim();
          threads.set(tid, { name, seconds: cpuTicks(`/proc/${server.pid}/task/${tid}/stat`) / 100 });
        } catch {
          // the thread ended between the listing and the read
        }
      }
      return threads;
    },
    stop,
  };
}
