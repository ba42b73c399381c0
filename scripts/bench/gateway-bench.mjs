// What the server benchmarks share: a bare Fastify route and the mall on an in-memory
// database side by side in one process, a signed-in demo buyer, and one results table with
// each target's requests/s, p99 and ratio to the bare route.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { register } from 'tsx/esm/api';
import { injectSignIn } from './sign-in-inject.mjs';

register();
const { createDb, createServer, migrate, seed, tenantsFromConfig } = await import('../../core/server/src/index.ts');

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};

export async function startGatewayBench({ note }) {
  const bare = Fastify();
  bare.get('/ping', async () => ({ ok: true }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
  console.log(`Preparing an in-memory database (migrate + seed one tenant${note ? `, ${note}` : ''})...`);
  const db = await createDb({ kind: 'memory' });
  await migrate(db);
  await seed(db, { tenants: tenantsFromConfig().slice(0, 1) });
  const mall = createServer({ db, tokenSecret: 'bench' });
  const mallUrl = await mall.listen({ port: 0, host: '127.0.0.1' });
  const token = await injectSignIn(mall, 'golden.buyer');
  const auth = { authorization: `Bearer ${token}` };
  const self = (await mall.inject({ method: 'GET', url: '/iam/hzero/v1/users/self', headers: auth })).json();
  return {
    db,
    mall,
    mallUrl,
    auth,
    self,
    bareTarget: { name: 'bare Fastify GET /ping', url: `${bareUrl}/ping` },
    /** Runs each target in turn, prints the table, closes everything; exit code 1 on failed requests. */
    async run(targets) {
      const connections = arg('connections', 10);
      const duration = arg('seconds', 10);
      const results = [];
      for (const target of targets) {
        const result = await autocannon({ ...target, connections, duration });
        const failures = result.non2xx + result.errors + result.timeouts;
        results.push({ name: target.name, rps: result.requests.average, p99: result.latency.p99, failures });
        console.log(`${target.name}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, ${failures} failed`);
      }
      const [baseline, ...rest] = results;
      console.log(`\n${'route'.padEnd(36)} ${'req/s'.padStart(9)} ${'p99 ms'.padStart(8)} ${'vs bare'.padStart(8)}`);
      for (const r of results) {
        console.log(`${r.name.padEnd(36)} ${r.rps.toFixed(0).padStart(9)} ${String(r.p99).padStart(8)} ${(r.rps / baseline.rps).toFixed(2).padStart(8)}`);
      }
      for (const r of rest) console.log(`ratio ${r.name} / bare: ${(r.rps / baseline.rps).toFixed(3)}`);
      return results;
    },
    async close(results) {
      await mall.close();
      await bare.close();
      await db.close();
      if (results.some((r) => r.failures > 0)) process.exitCode = 1;
    },
  };
}
