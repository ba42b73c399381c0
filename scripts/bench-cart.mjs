#!/usr/bin/env node
// Cart throughput against a bare Fastify route, in one run on one machine: GET shopping-carts
// and add-to-cart (POST shopping-carts) on an in-memory server, with requests/s, p99 and the
// ratio to the bare route.
//   node scripts/bench-cart.mjs [--seconds 10] [--connections 10]
import { startGatewayBench } from './bench/gateway-bench.mjs';

const bench = await startGatewayBench({ note: 'with its 2,000 goods' });
const { db, mall, mallUrl, self } = bench;
const token = bench.auth.authorization.slice('Bearer '.length);
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
  bench.bareTarget,
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

const results = await bench.run(targets);
const [lines] = await db.query('select count(*)::int as n from cart_lines where owner_id = $1', [self.id]);
console.log(`cart lines after the run: ${lines.n}`);
await bench.close(results);
