import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './data-dir-lock';

// Issue 21 item 8: a second server on a running server's PGlite folder corrupted it.
const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'mall-lock-'));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has already ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

describe('the data-folder lock', () => {
  it('writes the pid and host, refuses a second taker while held, and is free again once released', () => {
    const dir = folder();
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() });
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(`Data folder ${dir} is in use by the mall server with pid ${process.pid} on ${hostname()}`);
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir).release();
  });

  it('takes over a stale lock whose process is gone (a crash or kill -9)', () => {
    const dir = folder();
    const pid = deadPid();
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid, host: hostname(), startedAt: '2026-01-01T00:00:00.000Z' }));
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it("respects a live process's lock and one from another host, which cannot be checked", () => {
    const dir = folder();
    const live = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: live.pid, host: hostname(), startedAt: 'now' }));
      expect(() => lockDataDir(dir)).toThrow(`in use by the mall server with pid ${live.pid}`);
      writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: deadPid(), host: 'other-host.example', startedAt: 'now' }));
      expect(() => lockDataDir(dir)).toThrow('on other-host.example');
    } finally {
      live.kill();
    }
  });
});

describe('a second server on a running server’s data folder', () => {
  const main = fileURLToPath(new URL('../main.ts', import.meta.url));
  const repo = fileURLToPath(new URL('../../../../', import.meta.url));
  const start = (dataDir: string) => {
    // The embedded database, as `npm start` on a fresh machine, even when CI has a PostgreSQL.
    const { DATABASE_URL: _pg, ...env } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', main], { cwd: repo, env: { ...env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    return { child, exited, output: () => output };
  };

  it('refuses to start with a clear message and a non-zero exit; a killed first server leaves a lock that is taken over', async () => {
    const dataDir = join(folder(), 'data');
    const first = start(dataDir);
    try {
      // The first server takes the folder before it opens the database, then migrates and seeds
      // it (the writes a second server would have corrupted): start the second meanwhile.
      const deadline = Date.now() + 60_000;
      const lockFile = join(dataDir, LOCK_FILE);
      while (!(existsSync(lockFile) && readFileSync(lockFile, 'utf8').includes(`"pid":${first.child.pid}`))) {
        if (first.child.exitCode !== null || Date.now() > deadline) throw new Error(`the first server did not take its folder:\n${first.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const second = start(dataDir);
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`Data folder ${dataDir} is in use by the mall server with pid ${first.child.pid} on ${hostname()}`);
      expect(second.output()).toContain('Stop that server or start this one with another DATA_DIR');
      expect(second.output()).not.toContain('Mall server listening');
      expect(first.child.exitCode).toBeNull();
    } finally {
      first.child.kill('SIGKILL');
    }
    await first.exited;
    // kill -9 leaves the lock behind; its pid is gone, so the next server takes the folder.
    expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(first.child.pid);
    lockDataDir(dataDir).release();
  }, 120_000);
});
