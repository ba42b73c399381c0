// A worker run from TypeScript sources (npm start with tsx, vitest): a worker thread does not take
// `--import tsx` from execArgv on Node 20, so it registers tsx itself, then loads its module
// (workerData.entry, see start-worker.ts).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
