import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts a worker thread on a module next to its caller, given as its `.ts` URL. From TypeScript
 * sources (tsx, vitest) it starts through `worker-tsx.mjs`, which registers tsx first; built, the
 * module is plain JS beside this file.
 */
export function startWorker(entry: URL, workerData: Record<string, unknown>, options: WorkerOptions = {}): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL(entry.href.replace(/\.ts$/, '.js')), { ...options, workerData });
  return new Worker(new URL('./worker-tsx.mjs', import.meta.url), { ...options, workerData: { ...workerData, entry: entry.href } });
}
