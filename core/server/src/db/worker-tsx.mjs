// The PGlite worker run from TypeScript sources (npm start with tsx, vitest): a worker thread does
// not take `--import tsx` from execArgv on Node 20, so it registers tsx itself, then loads the worker.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
