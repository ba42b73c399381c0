import { performance } from 'node:perf_hooks';
import type { Db } from './db';

/**
 * Issue 17: MALL_SEED_TIMING=1 makes a first start print one line per preparing step (opening the
 * folder, each migration, each seed part, the index rebuild, statistics) with its wall time and the
 * process's CPU time in it, so every cut of the first start is measured rather than guessed. CPU
 * counts every thread of the process (PGlite's WASM runs on the main thread; scrypt on the pool).
 */
export function stepTimingOn(): boolean {
  return process.env.MALL_SEED_TIMING === '1';
}

/** Runs `fn`, printing `[timing] <label>: wall … s, cpu … s` when MALL_SEED_TIMING=1. */
export async function timedStep<T>(label: string, fn: () => Promise<T>): Promise<T> {
  if (!stepTimingOn()) return fn();
  const wall = performance.now();
  const cpu = process.cpuUsage();
  try {
    return await fn();
  } finally {
    const used = process.cpuUsage(cpu);
    const seconds = (n: number) => n.toFixed(2);
    console.log(`[timing] ${label}: wall ${seconds((performance.now() - wall) / 1000)} s, cpu ${seconds((used.user + used.system) / 1e6)} s`);
  }
}

/**
 * With MALL_SEED_TIMING=1, a view of `db` that prints every statement taking 100 ms or more (its
 * wall time and first 100 characters), to find the slow statement inside a slow seed part.
 */
export function withSlowStatementsShown(db: Db): Db {
  if (!stepTimingOn()) return db;
  const shown = async <T>(sql: string, run: () => Promise<T>): Promise<T> => {
    const began = performance.now();
    try {
      return await run();
    } finally {
      const ms = performance.now() - began;
      if (ms >= 100) console.log(`[timing]   statement ${(ms / 1000).toFixed(2)} s: ${sql.replace(/\s+/g, ' ').trim().slice(0, 100)}`);
    }
  };
  const view: Db = {
    query: (sql, params, options) => shown(sql, () => db.query(sql, params, options)),
    exec: (sql) => shown(sql, () => db.exec(sql)),
    transaction: (fn) => db.transaction((tx) => fn(withSlowStatementsShown(tx))),
    close: () => db.close(),
  };
  return view;
}
