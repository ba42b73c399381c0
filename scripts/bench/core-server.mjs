// core/server's TypeScript, loaded in this process through tsx, for the benchmarks that run the
// mall in-process (inject, in-memory database).
import { register } from 'tsx/esm/api';

register();
export const { createDb, createServer, migrate, seed, tenantsFromConfig } = await import('../../core/server/src/index.ts');
