// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { PgliteDb } from '../../db/pglite-db';
import type { Db } from '../../db/db';
import { databaseUrl, pgTestServer } from '../../test/pg-test-server';
import { templateDb, type TestServer } from '../../test/test-server';
import { importPayload, workbookBytes } from './import-test-helpers';

// Issue 13 "a crash test": the real server process is killed (SIGKILL, no shutdown hook) while it
// imports, restarted on the same data folder or database, and the batch must end IMPORTED with
// every row once or IMPORT_FAILED with none: never part of it in the cart. The file is large
// enough that the import writes several committed chunks before the kill. Both ways an import
// stages its rows are killed: in the check's chunks (the wizard's autoExecute, migration 252) and
// in the import stage (a batch checked first, then imported).
const ROWS = 9_000;
/**
 * Each statement that stages cart lines takes 0.5 s more: an import on a fast database is a few
 * transactions of tens of milliseconds, and the kill must land while one is under way.
 */
const SLOW_STAGING = `create function import_test_slow() returns trigger language plpgsql as $$ begin perform pg_sleep(0.5); return null; end $$;
create trigger import_test_slow after insert on import_cart_lines for each statement execute function import_test_slow();`;
const main = fileURLToPath(new URL('../../main.ts', import.meta.url));
const repo = fileURLToPath(new URL('../../../../../', import.meta.url));

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
}

async function startServer(env: Record<string, string>): Promise<Running> {
  const port = 20000 + Math.floor(Math.random() * 5000);
  const { DATABASE_URL: _pg, ...base } = process.env;
  // A 2 s lease: the restarted server takes the dead one's job over without the production wait.
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: repo,
    env: { ...base, ...env, PORT: String(port), HOST: '127.0.0.1', IMPORT_LEASE_SECONDS: '2' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const deadline = Date.now() + 240_000;
  while (!output.includes('listening on')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, url: `http://127.0.0.1:${port}`, output: () => output };
}

const ended = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

/**
 * fetch as a browser client of the busy PGlite server does: a 503 (the bounded queue refusing
 * while the restarted server's import holds the connection) is asked again after its Retry-After.
 */
async function patientFetch(input: string, init?: RequestInit): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(input, init);
    if (response.status !== 503 || attempt >= 60) return response;
    await new Promise((r) => setTimeout(r, 1000 * Number(response.headers.get('retry-after') ?? 1)));
  }
}

async function signIn(url: string, loginName: string): Promise<{ auth: Record<string, string>; organizationId: number; userId: number }> {
  const page = await patientFetch(`${url}/oauth/oauth/authorize?client_id=mall-pc&redirect_uri=%2F`);
  const cookie = String(page.headers.get('set-cookie') ?? '').split(';')[0]!;
  const csrf = /name="csrf_token" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  const login = await patientFetch(`${url}/oauth/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie, origin: url, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ loginName, password: 'demo1234', client_id: 'mall-pc', redirect_uri: '/', csrf_token: csrf }),
  });
  const token = new URLSearchParams(String(login.headers.get('location')).split('#')[1]).get('access_token');
  if (!token) throw new Error(`sign-in of ${loginName} failed: ${login.status}`);
  const auth = { authorization: `Bearer ${token}` };
  const self = (await (await patientFetch(`${url}/iam/hzero/v1/users/self`, { headers: auth })).json()) as { organizationId: number; id: number };
  return { auth, organizationId: self.organizationId, userId: self.id };
}

const status = async (url: string, who: Awaited<ReturnType<typeof signIn>>, batch: string) =>
  (await (await patientFetch(`${url}/himp/v1/${who.organizationId}/import/data/status?batch=${batch}`, { headers: who.auth })).json()) as { status: string; ready: number; count: number };

/** A product the cart takes in any quantity: no ladder or limits, its counted stock raised past the file's total. */
async function freeProduct(db: Db): Promise<{ id: number; code: string }> {
  const [row] = await db.query<{ id: number; code: string }>(
    `select p.id::int as id, p.item_code as code from products p join users u on u.tenant_id = p.tenant_id and u.login_name = 'golden.buyer'
      where p.shelf_flag = 1 and p.product_source = 'CATA' and p.min_purchase_quantity = 1 and p.min_package_quantity = 1 and p.uom_precision = 0 and p.stock_state = 1
        and p.max_purchase_quantity is null and p.purchase_quantity_limit is null and p.ladder_price_list = '[]' order by p.id limit 1`,
  );
  await db.query('update products set stock_quantity = 10000000 where id = $1', [row!.id]);
  return row!;
}

const cartQuantity = async (db: Db, productId: number) =>
  (await db.query<{ q: number }>(`select coalesce(sum(c.quantity), 0)::float8 as q from cart_lines c join users u on u.id = c.owner_id where u.login_name = 'golden.buyer' and c.product_id = $1 and c.buy_now_flag = 0`, [productId]))[0]!.q;

/**
 * Uploads and starts a 9,000-row import through `first`, kills it with SIGKILL once the import has
 * committed a chunk (or at the latest moment seen), restarts, and answers how the batch ended.
 * `during` 'check': the check stages as it stores (autoExecute), and the kill comes 0.75 s after
 * every row was read (the check stores chunks of 1,000, 5,000 and 3,000 rows one after the other,
 * each staging statement taking 0.5 s: the first has committed, the last is still to come);
 * 'import': the batch is checked first, then imported, and the kill comes once the import stage
 * has committed a chunk.
 */
async function killMidImport(start: () => Promise<Running>, during: 'check' | 'import'): Promise<{ ended: string; seenBeforeKill: string }> {
  let server = await start();
  try {
    const buyer = await signIn(server.url, 'golden.buyer');
    const file = await workbookBytes(['Product code', 'Quantity'], Array.from({ length: ROWS }, () => [product.code, 1]));
    const { payload, headers } = importPayload({ name: 'kill.xlsx', content: file });
    const base = `${server.url}/himp/v1/${buyer.organizationId}/import/data`;
    const upload = await patientFetch(`${base}/data-upload?templateCode=SMAL.CART_IMPORT`, { method: 'POST', headers: { ...buyer.auth, ...headers }, body: new Uint8Array(payload) });
    const batch = await upload.text();
    expect(upload.status, batch).toBe(200);
    const validate = () => patientFetch(`${base}/data-validate?templateCode=SMAL.CART_IMPORT&batch=${batch}&autoExecute=${during === 'check'}`, { method: 'POST', headers: buyer.auth });
    await validate();
    let seen = await status(server.url, buyer, batch);
    if (during === 'import') {
      while (seen.status === 'CHECKING') {
        await new Promise((r) => setTimeout(r, 50));
        seen = await status(server.url, buyer, batch);
      }
      expect(seen.status).toBe('CHECKED');
      await validate();
      seen = await status(server.url, buyer, batch);
    }
    // The kill comes at the latest moment seen if the stage ends first (the expectations then fail).
    const stage = during === 'import' ? 'IMPORTING' : 'CHECKING';
    let allReadAt: number | undefined;
    const landed = () => (during === 'import' ? seen.ready > 0 : seen.ready > 0 && seen.ready === seen.count && Date.now() - (allReadAt ??= Date.now()) >= 750);
    while (seen.status === stage && !landed()) {
      await new Promise((r) => setTimeout(r, 20));
      seen = await status(server.url, buyer, batch);
    }
    server.child.kill('SIGKILL');
    await ended(server.child);
    server = await start();
    const again = await signIn(server.url, 'golden.buyer');
    const deadline = Date.now() + 120_000;
    let now = await status(server.url, again, batch);
    while (!['IMPORTED', 'IMPORT_FAILED', 'CHECK_FAILED'].includes(now.status) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      now = await status(server.url, again, batch);
    }
    if (now.status === 'CHECK_FAILED') console.error(`the restarted server's output:\n${server.output()}`, now);
    return { ended: now.status, seenBeforeKill: `${seen.status} ${seen.ready}/${seen.count}` };
  } finally {
    server.child.kill('SIGTERM');
    await ended(server.child);
  }
}

let product: { id: number; code: string };

const STAGES = [
  { during: 'check', seen: /^CHECKING [1-9]/ },
  { during: 'import', seen: /^IMPORTING [1-9]/ },
] as const;

describe.each(STAGES)('an import whose server is killed (SIGKILL) while it stages rows in its $during stage', ({ during, seen }) => {
  it('over PGlite: after a restart on the same data folder the batch ends IMPORTED with every row once, or IMPORT_FAILED with none', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mall-import-kill-'));
    try {
      // The suite's seeded template, written into the folder the server opens (no first-start seeding).
      const template = await templateDb();
      const dump = await (template as unknown as { pg: PGlite }).pg.dumpDataDir('none');
      const folder = await PGlite.create({ dataDir: dataDir, loadDataDir: dump });
      product = await freeProduct(new PgliteDb(folder));
      const before = await cartQuantity(new PgliteDb(folder), product.id);
      await folder.exec(SLOW_STAGING);
      await folder.close();
      const result = await killMidImport(() => startServer({ DATA_DIR: dataDir }), during);
      const after = new PgliteDb(await PGlite.create({ dataDir: dataDir }));
      try {
        expect(result.seenBeforeKill).toMatch(seen);
        expect(['IMPORTED', 'IMPORT_FAILED']).toContain(result.ended);
        expect(await cartQuantity(after, product.id)).toBe(before + (result.ended === 'IMPORTED' ? ROWS : 0));
        expect(await after.query('select 1 from import_cart_lines')).toEqual([]);
      } finally {
        await after.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 600_000);

  it.skipIf(!databaseUrl)('over PostgreSQL: after a restart on the same database, likewise', async () => {
    let copy: TestServer | undefined;
    try {
      copy = await pgTestServer();
      // Only the spawned servers run import jobs on this database.
      await copy.app.close();
      await copy.db.exec(SLOW_STAGING);
      product = await freeProduct(copy.db);
      const before = await cartQuantity(copy.db, product.id);
      const [{ name } = { name: '' }] = await copy.db.query<{ name: string }>('select current_database() as name');
      const url = new URL(databaseUrl!);
      url.pathname = `/${name}`;
      // The uploaded file lives in the data folder: the restarted server reads the same one.
      const files = mkdtempSync(join(tmpdir(), 'mall-import-kill-files-'));
      const result = await killMidImport(() => startServer({ DATABASE_URL: url.toString(), DATA_DIR: files }), during);
      rmSync(files, { recursive: true, force: true });
      expect(result.seenBeforeKill).toMatch(seen);
      expect(['IMPORTED', 'IMPORT_FAILED']).toContain(result.ended);
      expect(await cartQuantity(copy.db, product.id)).toBe(before + (result.ended === 'IMPORTED' ? ROWS : 0));
      expect(await copy.db.query('select 1 from import_cart_lines')).toEqual([]);
    } finally {
      await copy?.close();
    }
  }, 600_000);
});
