#!/usr/bin/env node
// Throughput of the mall server against a bare Fastify route, in one run on one machine, so
// the ratio says what the gateway's own work (token check, session query, JSON) costs.
//   node scripts/bench-server.mjs [--seconds 10] [--connections 10]
// Later benches (cart routes) add an entry to `targets` below.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { register } from 'tsx/esm/api';

register();
const { createDb, createServer, migrate, seed, tenantsFromConfig } = await import('../core/server/src/index.ts');

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const duration = arg('seconds', 10);
const connections = arg('connections', 10);

const bare = Fastify();
bare.get('/ping', async () => ({ ok: true }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

console.log('Preparing an in-memory database (migrate + seed one tenant)...');
const db = await createDb({ kind: 'memory' });
await migrate(db);
await seed(db, { tenants: tenantsFromConfig().slice(0, 1) });
const mall = createServer({ db, tokenSecret: 'bench' });
const mallUrl = await mall.listen({ port: 0, host: '127.0.0.1' });
const login = await mall.inject({
  method: 'POST',
  url: '/oauth/login',
  payload: { loginName: 'golden.buyer', password: 'demo1234', client_id: 'mall-pc', redirect_uri: '/' },
});
const token = new URLSearchParams(String(login.headers.location).split('#')[1]).get('access_token');
if (!token) throw new Error(`sign-in failed: ${login.statusCode}`);
const auth = { authorization: `Bearer ${token}` };

const targets = [
  { name: 'bare Fastify GET /ping', url: `${bareUrl}/ping` },
  { name: 'GET /iam/hzero/v1/users/self', url: `${mallUrl}/iam/hzero/v1/users/self`, headers: auth },
];

const results = [];
for (const target of targets) {
  const result = await autocannon({ url: target.url, headers: target.headers, connections, duration });
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

await mall.close();
await bare.close();
await db.close();
if (results.some((r) => r.failures > 0)) process.exitCode = 1;
