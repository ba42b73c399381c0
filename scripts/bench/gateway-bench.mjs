// What the server benchmarks share: a bare Fastify route and the mall on an in-memory
// database side by side in one process, a signed-in demo buyer, and one results table with
// each target's requests/s, p99 and ratio to the bare route.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { argNumber, argText, loadAverage } from './args.mjs';
import { createDb, createServer, migrate, seed, tenantsFromConfig } from './core-server.mjs';
import { injectSignIn } from './sign-in-inject.mjs';

/** `--db pg` uses a fresh database on the server of DATABASE_URL (dropped at the end); else in-memory PGlite. */
async function openBenchDb() {
  if (argText('db', 'pglite') !== 'pg') return { kind: 'PGlite (in memory)', db: await createDb({ kind: 'memory' }), drop: async () => {} };
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('--db pg needs DATABASE_URL');
  const name = `mall_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const drop = async () => {
    const again = new pg.Client({ connectionString: url });
    await again.connect();
    await again.query(`drop database if exists ${name} with (force)`).finally(() => again.end());
  };
  return { kind: `PostgreSQL (${name} on DATABASE_URL)`, db: await createDb({ kind: 'pg', connectionString: target.toString() }), drop, name };
}

export async function startGatewayBench({ note }) {
  const bare = Fastify();
  bare.get('/ping', async () => ({ ok: true }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
  const opened = await openBenchDb();
  const { db, kind: dbKind } = opened;
  console.log(`Preparing ${opened.kind} (migrate + seed one tenant${note ? `, ${note}` : ''})...`);
  await migrate(db);
  await seed(db, { tenants: tenantsFromConfig().slice(0, 1) });
  const mall = createServer({ db, tokenSecret: 'bench' });
  const mallUrl = await mall.listen({ port: 0, host: '127.0.0.1' });
  const token = await injectSignIn(mall, 'golden.buyer');
  const auth = { authorization: `Bearer ${token}` };
  const self = (await mall.inject({ method: 'GET', url: '/iam/hzero/v1/users/self', headers: auth })).json();
  return {
    db,
    dbKind: opened.kind,
    dbName: opened.name,
    mall,
    mallUrl,
    auth,
    self,
    bareTarget: { name: 'bare Fastify GET /ping', url: `${bareUrl}/ping` },
    /** Runs each target in turn, prints the table, closes everything; exit code 1 on failed requests. */
    async run(targets) {
      const connections = argNumber('connections', 10);
      const duration = argNumber('seconds', 10);
      const results = [];
      for (const target of targets) {
        const { notModified, ...options } = target;
        const result = await autocannon({ ...options, connections, duration });
        // A conditional GET is answered 304 when it works; anything else counts as failed.
        const wrong = notModified ? result['2xx'] + result.non2xx - result['3xx'] : result.non2xx;
        const failures = wrong + result.errors + result.timeouts;
        results.push({ name: target.name, rps: result.requests.average, p99: result.latency.p99, failures });
        console.log(`${target.name}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, ${failures} failed`);
      }
      const [baseline, ...rest] = results;
      console.log(`\n${dbKind}; load average ${loadAverage()} (1, 5, 15 min) after the runs`);
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
      await opened.drop();
      if (results.some((r) => r.failures > 0)) process.exitCode = 1;
    },
  };
}
