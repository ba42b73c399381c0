import { performance } from 'node:perf_hooks';

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
