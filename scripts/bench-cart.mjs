#!/usr/bin/env node
// Cart throughput against a bare Fastify route, in one run on one machine: GET shopping-carts
// and add-to-cart (POST shopping-carts) on an in-memory server, with requests/s, p99 and the
// ratio to the bare route.
//   node scripts/bench-cart.mjs [--seconds 10] [--connections 10]
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

console.log('Preparing an in-memory database (migrate + seed one tenant with its 2,000 goods)...');
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
const self = (await mall.inject({ method: 'GET', url: '/iam/hzero/v1/users/self', headers: { authorization: `Bearer ${token}` } })).json();
const cartUrl = `${mallUrl}/smal/v1/${self.organizationId}/shopping-carts`;

// Goods any quantity of 1 may be added to (no counted stock, no caps), added in turn, so the
// add-to-cart run mixes new lines and increments of existing ones.
const goods = await db.query(
  `select id from products where tenant_id = $1 and stock_state in (2, 3) and min_purchase_quantity = 1 and min_package_quantity = 1
      and max_purchase_quantity is null and purchase_quantity_limit is null and ladder_price_list = '[]'::jsonb order by id limit 200`,
  [self.tenantId],
);
let next = 0;
if (goods.length === 0) throw new Error('no goods to add');
// One add through inject first, so a refused add shows its answer instead of a count of failures.
const probe = await mall.inject({ method: 'POST', url: cartUrl.slice(mallUrl.length), headers: { authorization: `Bearer ${token}` }, payload: { productId: goods[0].id, quantity: 1 } });
if (probe.statusCode !== 200) throw new Error(`add-to-cart refused: ${probe.statusCode} ${probe.body}`);

const targets = [
  { name: 'bare Fastify GET /ping', url: `${bareUrl}/ping` },
  { name: 'GET shopping-carts', url: cartUrl, headers: { authorization: `Bearer ${token}` } },
  {
    name: 'POST shopping-carts (add)',
    url: cartUrl,
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    // autocannon calls setupRequest only for entries of `requests`.
    requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify({ productId: goods[next++ % goods.length].id, quantity: 1 }) }) }],
  },
];

const results = [];
for (const target of targets) {
  const result = await autocannon({ ...target, connections, duration });
  const failures = result.non2xx + result.errors + result.timeouts;
  results.push({ name: target.name, rps: result.requests.average, p99: result.latency.p99, failures });
  console.log(`${target.name}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, ${failures} failed`);
}

const [baseline, ...rest] = results;
console.log(`\n${'route'.padEnd(30)} ${'req/s'.padStart(9)} ${'p99 ms'.padStart(8)} ${'vs bare'.padStart(8)}`);
for (const r of results) {
  console.log(`${r.name.padEnd(30)} ${r.rps.toFixed(0).padStart(9)} ${String(r.p99).padStart(8)} ${(r.rps / baseline.rps).toFixed(2).padStart(8)}`);
}
for (const r of rest) console.log(`ratio ${r.name} / bare: ${(r.rps / baseline.rps).toFixed(3)}`);
const [lines] = await db.query('select count(*)::int as n from cart_lines where owner_id = $1', [self.id]);
console.log(`cart lines after the run: ${lines.n}`);

await mall.close();
await bare.close();
await db.close();
if (results.some((r) => r.failures > 0)) process.exitCode = 1;
