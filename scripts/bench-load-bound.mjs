#!/usr/bin/env node
// Issue 21 item 9: does the mall, as `npm start` runs it on PGlite, keep every request answered
// (200, or 503 with Retry-After) under 50 connections on the product list sorted by sales?
// Starts the mall on a fresh data folder, signs a buyer in through the sign-in page, runs
// autocannon, and prints requests, latency, time-outs and refusals with the load average beside
// them (the machine has 2 cores: the figures mean little when the load is high).
//   node scripts/bench-load-bound.mjs [--connections 50] [--seconds 20] [--warm-up]
import autocannon from 'autocannon';
import { argNumber, hasFlag, loadAverage as load } from './bench/args.mjs';
import { signInOverHttp } from './bench/sign-in-http.mjs';
import { startMall } from './e2e/mall-server.mjs';

const connections = argNumber('connections', 50);
const duration = argNumber('seconds', 20);

console.log(`Starting the mall on a fresh PGlite folder (load average ${load()})...`);
const mall = await startMall();
try {
  const token = await signInOverHttp(mall.url, 'golden.buyer');
  const headers = { authorization: `Bearer ${token}` };
  const self = await (await fetch(`${mall.url}/iam/hzero/v1/users/self`, { headers })).json();
  const target = `${mall.url}/smal/v1/${self.organizationId}/products?orderType=3`;
  // --warm-up: one request first, so a cold start (first plans, caches) is measured apart from load.
  if (hasFlag('warm-up')) console.log(`one request first: ${(await fetch(target, { headers })).status}`);
  const statuses = new Map();
  const instance = autocannon({ url: target, headers, connections, duration, timeout: 10 });
  const began = Date.now();
  const slow = [];
  instance.on('response', (_client, status, _bytes, responseTime) => {
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (responseTime > 5000) slow.push(`${((Date.now() - began) / 1000).toFixed(1)}s:${Math.round(responseTime)}ms`);
  });
  const result = await new Promise((resolve, reject) => instance.on('done', resolve).on('error', reject));
  const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`).join(', ');
  console.log(`\nGET products?orderType=3, ${connections} connections, ${duration} s (load average after: ${load()})`);
  console.log(`requests ${result.requests.total} (${result.requests.average.toFixed(1)} req/s)`);
  console.log(`latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
  console.log(`answers by status: ${byStatus || 'none'}`);
  console.log(`time-outs (no answer within 10 s): ${result.timeouts}; connection errors: ${result.errors - result.timeouts}`);
  console.log(`answers slower than 5 s (when, how slow): ${slow.join(' ') || 'none'}`);
  if (result.timeouts > 0) process.exitCode = 1;
} finally {
  await mall.stop();
}
