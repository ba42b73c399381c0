import { linkSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** The file in a PGlite data folder that says which server process has it open. */
export const LOCK_FILE = 'mall-server.lock';

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

/** Another live server holds the folder: two PGlite processes on one folder corrupt it (issue 21 item 8). */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner | undefined,
  ) {
    const who = owner ? `the mall server with pid ${owner.pid} on ${owner.host} (since ${owner.startedAt})` : 'another mall server that is starting';
    super(
      `Data folder ${dataDir} is in use by ${who}. Stop that server or start this one with another DATA_DIR. ` +
        `If no server runs there, delete ${join(dataDir, LOCK_FILE)}.\n` +
        `数据目录 ${dataDir} 正被另一个商城服务（${owner ? `进程 ${owner.pid}，主机 ${owner.host}` : '正在启动'}）使用。请先停止该服务，或为本服务设置其他 DATA_DIR。`,
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  readonly file: string;
  /** Removes the lock file if it is still this process's. Synchronous, so it also runs on exit. */
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, just not ours to signal
  }
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string' ? { pid: owner.pid, host: owner.host, startedAt: String(owner.startedAt) } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the data folder for this process, or throws DataDirInUseError. The lock file is written
 * whole and then hard-linked into place, so it appears atomically with its pid and host. A lock
 * whose process is gone (same host, pid not running: a crash or `kill -9`) is stale and taken
 * over; a lock from another host cannot be checked and is respected.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = join(dataDir, LOCK_FILE);
  const mine: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  const draft = `${file}.${process.pid}.tmp`;
  writeFileSync(draft, `${JSON.stringify(mine)}\n`);
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        linkSync(draft, file);
        return { file, release: () => releaseIfMine(file, mine) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const owner = readOwner(file);
      if (!isStale(file, owner)) throw new DataDirInUseError(dataDir, owner);
      // Renamed away first: of two servers recovering the same stale lock, one wins the rename.
      const stale = `${file}.stale.${process.pid}`;
      try {
        renameSync(file, stale);
        rmSync(stale, { force: true });
      } catch {
        // the other recoverer moved it first; try to link again
      }
    }
    throw new DataDirInUseError(dataDir, readOwner(file));
  } finally {
    rmSync(draft, { force: true });
  }
}

function isStale(file: string, owner: LockOwner | undefined): boolean {
  if (!owner) {
    // Unreadable: a hand-edited or truncated file. Stale once it is clearly not being written.
    try {
      return Date.now() - statSync(file).mtimeMs > 10_000;
    } catch {
      return true;
    }
  }
  return owner.host === hostname() && owner.pid !== process.pid && !isAlive(owner.pid);
}

function releaseIfMine(file: string, mine: LockOwner) {
  const owner = readOwner(file);
  if (owner && owner.pid === mine.pid && owner.host === mine.host && owner.startedAt === mine.startedAt) rmSync(file, { force: true });
}
