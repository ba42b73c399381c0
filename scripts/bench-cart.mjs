#!/usr/bin/env node
// Issue 17's figures in one run on one machine, over in-memory PGlite (default) or, with
// `--db pg`, a fresh database on the PostgreSQL of DATABASE_URL:
// 1. throughput against a bare Fastify route: GET shopping-carts on the seeded 3-line cart (plain,
//    and conditional with If-None-Match, answered 304) and add-to-cart (POST shopping-carts);
// 2. CPU per cart call at 2,000 lines: this process's CPU (PGlite runs inside it) plus, on
//    PostgreSQL, the CPU of the database's server processes for this database (read from /proc,
//    so the database must run on this machine), for a changed cart (answer built), an unchanged
//    one (kept copy) and a revalidation (304);
// 3. the product list at 50,000 goods (the tenant's catalogue copied up to that size): time per
//    page for each sort order.
// The load average is printed beside the figures: on a shared machine only ratios and CPU hold.
//   node scripts/bench-cart.mjs [--db pg] [--seconds 10] [--connections 10] [--calls 30]
import { readFileSync } from 'node:fs';
import { argNumber, loadAverage } from './bench/args.mjs';
import { startGatewayBench } from './bench/gateway-bench.mjs';

const CALLS = argNumber('calls', 30);

const bench = await startGatewayBench({ note: 'with its 2,000 goods' });
const { db, mall, mallUrl, self } = bench;
const token = bench.auth.authorization.slice('Bearer '.length);
const cartPath = `/smal/v1/${self.organizationId}/shopping-carts`;
const cartUrl = `${mallUrl}${cartPath}`;
const headers = { authorization: `Bearer ${token}` };

// Goods any quantity of 1 may be added to (no counted stock, no caps), added in turn, so the
// add-to-cart run mixes new lines and increments of existing ones.
const goods = await db.query(
  `select id from products where tenant_id = $1 and stock_state in (2, 3) and min_purchase_quantity = 1 and min_package_quantity = 1
      and max_purchase_quantity is null and purchase_quantity_limit is null and ladder_price_list = '[]'::jsonb order by id limit 200`,
  [self.tenantId],
);
let next = 0;
if (goods.length === 0) throw new Error('no goods to add');
const [{ n: seededLines }] = await db.query('select count(*)::int as n from cart_lines where owner_id = $1 and buy_now_flag = 0', [self.id]);
const first = await mall.inject({ method: 'GET', url: cartPath, headers });
const tag = first.headers.etag;
if (first.statusCode !== 200 || !tag) throw new Error(`cart list answered ${first.statusCode} without a tag`);

// ---- 1. throughput against bare Fastify ----
const results = await bench.run([
  bench.bareTarget,
  { name: `GET shopping-carts (${seededLines} lines)`, url: cartUrl, headers },
  { name: 'GET shopping-carts, If-None-Match', url: cartUrl, headers: { ...headers, 'if-none-match': tag }, notModified: true },
  {
    name: 'POST shopping-carts (add)',
    url: cartUrl,
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    // autocannon calls setupRequest only for entries of `requests`.
    requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify({ productId: goods[next++ % goods.length].id, quantity: 1 }) }) }],
  },
]);

// ---- 2. CPU per cart call at 2,000 lines ----
// Adds still in flight when the load stopped land first (over PostgreSQL they run in parallel).
await new Promise((resolve) => setTimeout(resolve, 2000));
await db.query('delete from cart_lines where owner_id = $1', [self.id]);
await db.query(
  `insert into cart_lines (tenant_id, organization_id, owner_id, company_id, product_id, quantity, remark)
   select p.tenant_id, $2, $3, $4, p.id, 1 + (p.id % 5), case when p.id % 3 = 0 then 'bench' end
     from products p where p.tenant_id = $1 order by p.id limit 2000
   on conflict (tenant_id, owner_id, product_id) where buy_now_flag = 0 do nothing`,
  [self.tenantId, self.organizationId, self.id, self.companyId],
);
const [{ n: bigLines }] = await db.query('select count(*)::int as n from cart_lines where owner_id = $1 and buy_now_flag = 0', [self.id]);

/** CPU seconds (user + system) of the PostgreSQL server processes of the bench database. */
async function databaseCpuMs() {
  if (!bench.dbName) return 0;
  const pids = await db.query('select pid from pg_stat_activity where datname = $1', [bench.dbName]);
  const tick = 100; // USER_HZ on Linux
  let total = 0;
  for (const { pid } of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      total += ((Number(fields[11]) + Number(fields[12])) * 1000) / tick;
    } catch {
      // a backend that ended in between
    }
  }
  return total;
}

async function cpuPerCall(name, prepare, call) {
  await call(); // warm: prepared statements, JIT
  let nodeMs = 0;
  let dbMs = 0;
  let bytes = 0;
  let status = 0;
  for (let i = 0; i < CALLS; i++) {
    await prepare();
    const dbBefore = await databaseCpuMs();
    const before = process.cpuUsage();
    const answer = await call();
    const used = process.cpuUsage(before);
    dbMs += (await databaseCpuMs()) - dbBefore;
    nodeMs += (used.user + used.system) / 1000;
    bytes = answer.body.length;
    status = answer.statusCode;
  }
  return { name, status, bytes, nodeMs: nodeMs / CALLS, dbMs: dbMs / CALLS };
}

const list = (extra = {}, query = '') => mall.inject({ method: 'GET', url: `${cartPath}${query}`, headers: { ...headers, ...extra } });
// A changed cart: any write moves the buyer's version, so the next call builds the answer.
const touch = () => db.query('update cart_lines set updated_at = now() where id = (select min(id) from cart_lines where owner_id = $1)', [self.id]);
const cpu = [
  await cpuPerCall('changed cart (answer built)', touch, () => list()),
  await cpuPerCall('unchanged cart (kept copy)', async () => {}, () => list()),
  // What the cart page asks for (core/app cart-store: windows of CART_PAGE_WINDOW lines).
  await cpuPerCall('changed, first window of 100', touch, () => list({}, '?offset=0&limit=100')),
  await cpuPerCall('changed, last window of 100', touch, () => list({}, '?offset=1900&limit=100')),
];
const bigTag = (await list()).headers.etag;
cpu.push(await cpuPerCall('revalidation (304)', async () => {}, () => list({ 'if-none-match': bigTag })));

// ---- 3. product list at 50,000 goods ----
const [{ n: seededGoods }] = await db.query('select count(*)::int as n from products where tenant_id = $1', [self.tenantId]);
const copies = Math.ceil(50_000 / seededGoods) - 1;
await db.query(
  `insert into products (tenant_id, item_code, product_name, product_source, same_sku_group, category_code, category_name, brand_name,
                         supplier_company_id, currency_code, price, market_price, tax_rate, uom_name, uom_precision, min_purchase_quantity,
                         min_package_quantity, max_purchase_quantity, purchase_quantity_limit, ladder_price_list, stock_state, stock_quantity,
                         sales_volume, delivery_cycle, agreement_type, lowest_price_rule, image_path, shelf_flag, created_at)
   select p.tenant_id, p.item_code || '-B' || k, p.product_name || ' ' || k, p.product_source, p.same_sku_group || '-B' || k, p.category_code,
          p.category_name, p.brand_name, p.supplier_company_id, p.currency_code, p.price * (1 + k / 100.0), p.market_price, p.tax_rate, p.uom_name,
          p.uom_precision, p.min_purchase_quantity, p.min_package_quantity, p.max_purchase_quantity, p.purchase_quantity_limit, p.ladder_price_list,
          p.stock_state, p.stock_quantity, (p.sales_volume + k * 7) % 100000, p.delivery_cycle, p.agreement_type, p.lowest_price_rule, p.image_path,
          p.shelf_flag, p.created_at - make_interval(days => k)
     from products p cross join generate_series(1, $2) k
    where p.tenant_id = $1 and p.item_code not like '%-B%'
    order by k, p.id limit $3`,
  [self.tenantId, copies, 50_000 - seededGoods],
);
await db.exec('analyze');
const [{ n: goodsNow }] = await db.query('select count(*)::int as n from products where tenant_id = $1', [self.tenantId]);
const listTimes = [];
for (const [name, query] of [
  ['default (sales)', ''],
  ['price ascending', '?orderType=1'],
  ['price descending', '?orderType=2'],
  ['newest', '?orderType=4'],
  ['page 50, sales', '?orderType=3&page=50'],
  ['in stock, CATA', '?stockFlag=0&productSource=CATA'],
]) {
  const url = `/smal/v1/${self.organizationId}/products${query}`;
  const warm = await mall.inject({ method: 'GET', url, headers });
  if (warm.statusCode !== 200) throw new Error(`product list ${query} answered ${warm.statusCode}`);
  const times = [];
  let cpuMs = 0;
  for (let i = 0; i < CALLS; i++) {
    const dbBefore = await databaseCpuMs();
    const before = process.cpuUsage();
    const start = performance.now();
    await mall.inject({ method: 'GET', url, headers });
    times.push(performance.now() - start);
    const used = process.cpuUsage(before);
    cpuMs += (used.user + used.system) / 1000 + (await databaseCpuMs()) - dbBefore;
  }
  times.sort((a, b) => a - b);
  listTimes.push({ name, median: times[Math.floor(times.length / 2)], p90: times[Math.floor(times.length * 0.9)], cpu: cpuMs / CALLS, total: warm.json().totalElements });
}

console.log(`\n${bench.dbKind}; load average ${loadAverage()} (1, 5, 15 min)`);
console.log(`\nCPU per cart call at ${bigLines} lines (${CALLS} calls each, through inject):`);
for (const c of cpu) {
  console.log(`  ${c.name.padEnd(30)} ${c.status}  ${(c.bytes / 1024).toFixed(0).padStart(6)} KiB  node ${c.nodeMs.toFixed(1)} ms + database ${c.dbMs.toFixed(1)} ms = ${(c.nodeMs + c.dbMs).toFixed(1)} ms`);
}
console.log(`\nProduct list at ${goodsNow} goods (${CALLS} calls each, through inject):`);
for (const l of listTimes) {
  console.log(`  ${l.name.padEnd(20)} CPU ${l.cpu.toFixed(1)} ms (node + database); wall median ${l.median.toFixed(1)} ms, p90 ${l.p90.toFixed(1)} ms (${l.total} on shelf)`);
}
await bench.close(results);
