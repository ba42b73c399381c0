#!/usr/bin/env node
// Throughput of the mall server against a bare Fastify route, in one run on one machine, so
// the ratio says what the gateway's own work (token check, session query, JSON) costs.
//   node scripts/bench-server.mjs [--seconds 10] [--connections 10]
import { startGatewayBench } from './bench/gateway-bench.mjs';

const bench = await startGatewayBench({});
const results = await bench.run([bench.bareTarget, { name: 'GET /iam/hzero/v1/users/self', url: `${bench.mallUrl}/iam/hzero/v1/users/self`, headers: bench.auth }]);
await bench.close(results);
