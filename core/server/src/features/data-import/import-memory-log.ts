import { readFile } from 'node:fs/promises';
import type { Db } from '../../db/db';

const MB = 2 ** 20;
type WorkerMemory = NodeJS.MemoryUsage & { wasm: number };
const hasWorkerMemory = (db: Db): db is Db & { memory(): Promise<WorkerMemory> } => typeof (db as { memory?: unknown }).memory === 'function';

/**
 * MALL_IMPORT_MEMORY=1: while a job runs, where the server's memory is, every 500 ms and as peaks
 * at the end (issue 13's RSS aim): the process's RSS, the server thread's heap and buffers, and,
 * on PGlite, the worker thread's heap and PGlite's WASM memory (which never shrinks). Off: nothing.
 * `stage` names what the job is doing at each sample.
 */
export function importMemoryLog(db: Db, batchId: number, stage: () => string): () => Promise<void> {
  if (process.env.MALL_IMPORT_MEMORY !== '1') return async () => undefined;
  const peaks: Record<string, number> = {};
  let sampling: Promise<void> = Promise.resolve();
  const sample = async () => {
    const main = process.memoryUsage();
    const worker = hasWorkerMemory(db) ? await db.memory().catch(() => undefined) : undefined;
    const parts: Record<string, number> = { rss: main.rss, ...(await rssKinds()), mainHeap: main.heapUsed, mainHeapTotal: main.heapTotal, mainExternal: main.external, mainBuffers: main.arrayBuffers };
    if (worker) Object.assign(parts, { workerHeap: worker.heapUsed, workerHeapTotal: worker.heapTotal, workerBuffers: worker.arrayBuffers, wasm: worker.wasm, wasmResident: await wasmResident(worker.wasm) });
    for (const [key, value] of Object.entries(parts)) peaks[key] = Math.max(peaks[key] ?? 0, value);
    console.log(`[import-memory] batch ${batchId} ${stage()}: ${format(parts)}`);
  };
  const timer = setInterval(() => (sampling = sampling.then(sample)), 500);
  timer.unref();
  sampling = sample();
  return async () => {
    clearInterval(timer);
    await sampling;
    await sample();
    console.log(`[import-memory] batch ${batchId} peaks: ${format(peaks)}`);
  };
}

/** The RSS as anonymous memory (heaps, WASM, malloc) and mapped files (node's code and libraries), Linux. */
async function rssKinds(): Promise<Record<string, number>> {
  const status = await readFile('/proc/self/status', 'utf8').catch(() => '');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024;
  return { rssAnon: kb('RssAnon'), rssFile: kb('RssFile') };
}

/**
 * Resident bytes of PGlite's WASM memory: the readable mapping of exactly its size (V8 reserves it
 * with guard pages around, which are mappings of their own). Linux; elsewhere 0.
 */
async function wasmResident(bytes: number): Promise<number> {
  const smaps = await readFile('/proc/self/smaps', 'utf8').catch(() => '');
  let resident = 0;
  let match = false;
  for (const line of smaps.split('\n')) {
    if (line.startsWith('Size:')) match = Number(line.split(/\s+/)[1]) * 1024 === bytes;
    else if (match && line.startsWith('Rss:')) resident += Number(line.split(/\s+/)[1]) * 1024;
  }
  return resident;
}

const format = (parts: Record<string, number>) =>
  Object.entries(parts)
    .map(([key, value]) => `${key}=${(value / MB).toFixed(0)}`)
    .join(' ');
