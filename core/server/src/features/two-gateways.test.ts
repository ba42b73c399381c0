import type { FastifyInstance } from 'fastify';
import { PgDb } from '../db/pg-db';
import { databaseUrl, pgTestServer } from '../test/pg-test-server';
import { signIn, type SignedIn } from '../test/sign-in';
import { readyTestApp, type TestServer } from '../test/test-server';
import { insertAddress, PLAIN, pickProduct } from './cart/cart-test-helpers';
import { importWorkerOf } from './data-import/import-routes';
import { importCalls, workbookBytes } from './data-import/import-test-helpers';
import { makeEditable, received, seededOrder } from './receipts/receipt-test-helpers';

// Issue 17 "past one machine": two gateways, each with its own connection pool, its own session
// cache and its own kept cart answers, listen on two ports over one PostgreSQL, as two processes
// behind a load balancer would. Every race sends its parallel requests over real HTTP, alternately
// to each gateway, and checks exact totals: nothing overspent, nothing duplicated. Runs in CI
// (DATABASE_URL is set there); skipped without it, as PGlite is one process by design.
const PARALLEL = 30;
const SESSION_CACHE_MS = 300;

interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

describe.skipIf(!databaseUrl)('two gateways over one PostgreSQL (runs only when DATABASE_URL is set)', () => {
  let server: TestServer;
  let secondDb: PgDb;
  let second: FastifyInstance;
  let gateways: string[];
  let buyer: SignedIn;
  let compareBuyer: SignedIn;
  let member: SignedIn;

  beforeAll(async () => {
    server = await pgTestServer();
    const [current] = await server.db.query<{ name: string }>('select current_database() as name');
    const url = new URL(databaseUrl!);
    url.pathname = `/${current!.name}`;
    secondDb = PgDb.open(url.toString());
    second = await readyTestApp(secondDb);
    // Short session caches (SESSION_CACHE_MS in production), so the sign-out test stays quick.
    for (const app of [server.app, second]) Object.assign(app.mall.sessions, { ttlMs: SESSION_CACHE_MS });
    gateways = [await server.app.listen({ port: 0, host: '127.0.0.1' }), await second.listen({ port: 0, host: '127.0.0.1' })];
    [buyer, compareBuyer, member] = await Promise.all([signIn(server.app, 't3.buyer'), signIn(second, 'golden.buyer'), signIn(server.app, 't3.member')]);
    for (const who of [buyer, compareBuyer, member]) await server.app.inject({ method: 'PUT', url: '/iam/hzero/v1/users/default-language?language=en_US', headers: who.auth });
  }, 300_000);
  afterAll(async () => {
    await second?.close();
    await secondDb?.close();
    await server?.close();
  });

  /** A call over HTTP to gateway `via` (0 or 1). */
  async function call(via: number, who: SignedIn, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const response = await fetch(`${gateways[via]}/smal/v1/${who.user.organizationId}${path}`, {
      method,
      headers: { ...who.auth, ...(payload !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      body: payload !== undefined ? JSON.stringify(payload) : undefined,
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
  }
  /** PARALLEL calls at once, the even ones to the first gateway and the odd ones to the second. */
  const parallel = (fire: (via: number, index: number) => Promise<Answer>, count = PARALLEL) =>
    Promise.all(Array.from({ length: count }, (_, index) => fire(index % 2, index)));
  const statuses = (answers: Answer[]) => answers.map((a) => a.status).sort().join(',');
  const times = (status: number, count: number) => Array<number>(count).fill(status).join(',');

  async function cartLine(who: SignedIn, condition: string, offset: number, quantity = 1) {
    const product = await pickProduct(server.db, who.user.tenantId, condition, offset);
    const added = await call(offset % 2, who, 'POST', '/shopping-carts', { productId: product.id, quantity });
    expect(added.status).toBe(200);
    return { cartId: (added.body as { cartId: number }).cartId, price: product.price };
  }
  const budgetRow = (quantity: number) => ({ budget: JSON.stringify({ budgetCode: 'BUD-OFFICE', feeType: 'OFFICE' }), quantity });
  const occupied = async () =>
    (await server.db.query<{ occupied: number }>(`select occupied::float8 as occupied from budgets where tenant_id = $1 and budget_code = 'BUD-OFFICE'`, [buyer.user.tenantId]))[0]!.occupied;

  describe('the concurrency races, split over both gateways', () => {
    it(`${PARALLEL} budget holds of one line hold it once`, async () => {
      const line = await cartLine(buyer, `${PLAIN} and p.price between 10 and 100`, 0);
      expect((await call(1, buyer, 'POST', '/budget-infos', { cartId: line.cartId, budgetInfoList: [budgetRow(1)] })).status).toBe(200);
      const before = await occupied();
      const answers = await parallel((via) => call(via, buyer, 'POST', '/budget-infos/budget-occupy', [{ cartId: line.cartId }]));
      expect(statuses(answers)).toBe(times(200, PARALLEL));
      const holds = await server.db.query<{ amount: number }>(
        'select amount::float8 as amount from budget_occupations where tenant_id = $1 and source_key = $2 and released_flag = 0',
        [buyer.user.tenantId, `cart:${line.cartId}`],
      );
      expect(holds).toEqual([{ amount: line.price }]);
      expect(Math.round((await occupied()) * 100 - before * 100)).toBe(Math.round(line.price * 100));
    });

    it(`${PARALLEL} budget rows on a line of quantity 5 save 5 and refuse the rest`, async () => {
      const line = await cartLine(buyer, `${PLAIN} and p.price between 10 and 100`, 1, 5);
      const answers = await parallel((via) => call(via, buyer, 'POST', '/budget-infos', { cartId: line.cartId, budgetInfoList: [budgetRow(1)] }));
      expect(statuses(answers)).toBe(`${times(200, 5)},${times(422, PARALLEL - 5)}`);
      for (const refused of answers.filter((a) => a.status === 422)) {
        expect(refused.body).toMatchObject({ code: 'smal.budget.quantity.exceeds.line', message: 'The budget quantities exceed the line quantity 5' });
      }
      const [saved] = await server.db.query<{ rows: number; sum: number }>(
        'select count(*)::int as rows, sum(quantity)::float8 as sum from budget_infos where tenant_id = $1 and cart_id = $2',
        [buyer.user.tenantId, line.cartId],
      );
      expect(saved).toEqual({ rows: 5, sum: 5 });
    });

    it(`${PARALLEL} adds of one product all count: the line holds ${PARALLEL}`, async () => {
      const product = await pickProduct(server.db, buyer.user.tenantId, PLAIN, 2);
      const answers = await parallel((via) => call(via, buyer, 'POST', '/shopping-carts', { productId: product.id, quantity: 1 }));
      expect(statuses(answers)).toBe(times(200, PARALLEL));
      const lines = await server.db.query<{ quantity: number }>(
        'select quantity::float8 as quantity from cart_lines where tenant_id = $1 and owner_id = $2 and product_id = $3',
        [buyer.user.tenantId, buyer.user.id, product.id],
      );
      expect(lines).toEqual([{ quantity: PARALLEL }]);
    });

    it(`${PARALLEL} compare adds stop at the cap of 10 products`, async () => {
      await server.db.query('delete from product_compares where tenant_id = $1 and user_id = $2', [compareBuyer.user.tenantId, compareBuyer.user.id]);
      const products = await server.db.query<{ id: number }>('select id from products where tenant_id = $1 order by id limit $2', [compareBuyer.user.tenantId, PARALLEL]);
      const answers = await parallel((via, index) => call(via, compareBuyer, 'POST', `/product-compares/${products[index]!.id}`));
      expect(statuses(answers)).toBe(`${times(200, 10)},${times(422, PARALLEL - 10)}`);
      for (const refused of answers.filter((a) => a.status === 422)) expect(refused.body).toMatchObject({ code: 'compare.too-many', message: 'at most 10 products' });
      const [count] = await server.db.query<{ n: number }>('select count(*)::int as n from product_compares where tenant_id = $1 and user_id = $2', [
        compareBuyer.user.tenantId, compareBuyer.user.id,
      ]);
      expect(count!.n).toBe(10);
    });

    async function submitHeader(who: SignedIn, cartIds: number[], extra: Record<string, unknown> = {}) {
      const [unit] = await server.db.query<{ id: number }>('select unit_id as id from user_units where user_id = $1 order by default_flag desc limit 1', [who.user.id]);
      return {
        unitId: unit!.id, purchaseType: 'COMPANY', terminalTypeCode: 'PC', minPurchaseFlag: 1,
        invoiceAddressId: await insertAddress(server.db, who.user, 'INVOICE'),
        invoiceMethodCode: '1', invoiceTypeCode: '1', invoiceTitleTypeCode: '1', invoiceDetailTypeCode: '1',
        companyInvoiceVO: { invoiceHeader: `${who.user.tenantNum} 总公司`, taxRegistrationNumber: '91310000MA1FL0000X' },
        ...extra,
        shoppingCartDTOList: cartIds.map((cartId) => ({ cartId })),
      };
    }

    it(`a double submit sent ${PARALLEL} times makes one order and answers the same lot every time`, async () => {
      const line = await cartLine(buyer, `${PLAIN} and p.price between 60 and 5000`, 3);
      const body = [await submitHeader(buyer, [line.cartId])];
      const answers = await parallel((via) => call(via, buyer, 'POST', '/shopping-carts/pre-order', body));
      expect(statuses(answers)).toBe(times(200, PARALLEL));
      const lots = new Set(answers.map((a) => (a.body as { result: string }).result));
      expect(lots.size).toBe(1);
      const byLot = await server.db.query('select id from orders where tenant_id = $1 and batch_num = $2', [buyer.user.tenantId, [...lots][0]]);
      expect(byLot).toHaveLength(1);
      expect(await server.db.query('select 1 from cart_lines where id = $1', [line.cartId])).toEqual([]);
    });

    it('points: parallel personal submits of different lines spend the balance once, never below zero', async () => {
      const count = 10;
      const lines: number[] = [];
      for (let i = 0; i < count; i++) lines.push((await cartLine(member, `${PLAIN} and p.price >= 60 and p.price < 5000`, 10 + i)).cartId);
      const amounts = new Map<number, number>();
      for (const { id, amount } of await server.db.query<{ id: number; amount: number }>(
        'select c.id, (c.quantity * p.price)::float8 as amount from cart_lines c join products p on p.id = c.product_id where c.id = any($1::bigint[])',
        [lines],
      )) amounts.set(id, amount);
      const sorted = [...amounts.values()].sort((a, b) => a - b);
      // Enough for any one line, not for any two.
      const balance = Math.round((sorted[0]! + sorted[1]! - 0.01) * 100) / 100;
      await server.db.query('update user_configs set points_balance = $2 where user_id = $1', [member.user.id, balance]);
      const bodies = await Promise.all(lines.map(async (cartId) => [await submitHeader(member, [cartId], { purchaseType: 'PERSONAL' })]));
      const answers = await parallel((via, index) => call(via, member, 'POST', '/shopping-carts/pre-order', bodies[index]), count);
      const accepted = answers.map((a, index) => ({ a, cartId: lines[index]! })).filter(({ a }) => a.status === 200);
      expect(accepted).toHaveLength(1);
      for (const refused of answers.filter((a) => a.status !== 200)) {
        expect(refused).toMatchObject({ status: 422, body: { code: 'order.points.insufficient', message: 'insufficient points balance' } });
      }
      const [left] = await server.db.query<{ points: number }>('select points_balance::float8 as points from user_configs where user_id = $1', [member.user.id]);
      expect(left!.points).toBeCloseTo(balance - amounts.get(accepted[0]!.cartId)!, 2);
      expect(left!.points).toBeGreaterThanOrEqual(0);
      const stillInCart = await server.db.query('select id from cart_lines where id = any($1::bigint[])', [lines]);
      expect(stillInCart).toHaveLength(count - 1);
    });

    it(`receipts: ${PARALLEL} receipts of 1 on a line with 10 waiting, over both gateways, receive 10 and refuse the rest`, async () => {
      const order = await seededOrder(server.db, buyer, 2);
      const line = order.lines[0]!;
      await makeEditable(server.db, line);
      const answers = await parallel(async (via) => {
        const response = await fetch(`${gateways[via]}/smodr/v1/${buyer.user.organizationId}/receipt-entrys/receipt-submit`, {
          method: 'POST',
          headers: { ...buyer.auth, 'content-type': 'application/json' },
          body: JSON.stringify({ poHeaderId: order.id, receiptTime: '2026-11-24 10:00:00', receiptEntryList: [{ consignmentEntryId: line, thisTimeReceiveQuantity: 1 }] }),
        });
        return { status: response.status, headers: response.headers, body: await response.json() };
      });
      expect(statuses(answers)).toBe(`${times(200, 10)},${times(422, PARALLEL - 10)}`);
      for (const refused of answers.filter((a) => a.status === 422)) expect(refused.body).toMatchObject({ code: 'receipt.quantity.max' });
      expect(await received(server.db, line)).toBe(10);
    });
    it('import jobs: each batch queued once is claimed (FOR UPDATE SKIP LOCKED and a lease) and run by exactly one gateway', async () => {
      const workers = [importWorkerOf(server.app)!, importWorkerOf(second)!];
      const runs = new Map<number, string[]>();
      for (const [index, worker] of workers.entries()) {
        const run = (worker as unknown as { run: (id: number) => Promise<void> }).run.bind(worker);
        vi.spyOn(worker as unknown as { run: (id: number) => Promise<void> }, 'run').mockImplementation(async (id: number) => {
          runs.set(id, [...(runs.get(id) ?? []), `gateway ${index}`]);
          await run(id);
        });
      }
      const product = await pickProduct(server.db, compareBuyer.user.tenantId, PLAIN, 7);
      const [{ code } = { code: '' }] = await server.db.query<{ code: string }>('select item_code as code from products where id = $1', [product.id]);
      const quantity = async () =>
        (await server.db.query<{ q: number }>('select coalesce(sum(quantity), 0)::float8 as q from cart_lines where owner_id = $1 and product_id = $2 and buy_now_flag = 0', [compareBuyer.user.id, product.id]))[0]!.q;
      const before = await quantity();
      const apis = [importCalls(server.app, compareBuyer), importCalls(second, compareBuyer)];
      const file = await workbookBytes(['Product code', 'Quantity'], [[code, 1], [code, 2], [code, 3]]);
      const batches: string[] = [];
      for (let i = 0; i < 4; i++) batches.push((await apis[i % 2]!.upload('SMAL.CART_IMPORT', { name: `race-${i}.xlsx`, content: file })).body);
      // Every batch queued at once through alternating gateways, both workers looking for work together.
      await Promise.all(batches.map((batch, i) => apis[i % 2]!.validate('SMAL.CART_IMPORT', batch)));
      for (let round = 0; round < 3; round++) {
        for (const worker of workers) worker.kick();
        await Promise.all(workers.map((worker) => worker.idle()));
      }
      for (const batch of batches) expect((await apis[0]!.status(batch)).json()).toMatchObject({ status: 'IMPORTED', count: 3 });
      const ids = await server.db.query<{ id: number }>('select id::int as id from import_batches where batch = any($1::text[])', [batches]);
      for (const { id } of ids) expect(runs.get(id), `batch ${id}`).toHaveLength(1);
      expect(await quantity()).toBe(before + 4 * 6);
      vi.restoreAllMocks();
    });
  });

  describe('gateway caches stay correct when the other gateway writes', () => {
    const list = (via: number, tag?: string) => call(via, buyer, 'GET', '/shopping-carts', undefined, tag ? { 'if-none-match': tag } : {});

    it('a cart write through one gateway changes the cart answer of the other (no stale 304 or kept copy)', async () => {
      const before = await list(0);
      const tag = before.headers.get('etag')!;
      expect((await list(0, tag)).status).toBe(304);
      expect((await list(1, tag)).status).toBe(304);
      const line = await cartLine(buyer, PLAIN, 20);
      expect(line.cartId).toBeGreaterThan(0);
      const after = await list(0, tag);
      expect(after.status).toBe(200);
      expect((after.body as { cartId: number }[]).map((l) => l.cartId)).toContain(line.cartId);
      const removed = await call(1, buyer, 'DELETE', '/shopping-carts', [line.cartId]);
      expect(removed.status).toBe(200);
      const gone = await list(0, after.headers.get('etag')!);
      expect(gone.status).toBe(200);
      expect((gone.body as { cartId: number }[]).map((l) => l.cartId)).not.toContain(line.cartId);
    });

    it('a price change and a stock change (by any writer) change the answer on both gateways', async () => {
      const first = await list(1);
      const [line] = first.body as { productId: number; stockQuantity: number }[];
      let tag = first.headers.get('etag')!;
      for (const [via, sql] of [
        [0, 'update products set price = price + 1 where id = $1'],
        [1, 'update products set stock_quantity = stock_quantity + 3 where id = $1'],
      ] as const) {
        await server.db.query(sql, [line!.productId]);
        const answer = await list(via, tag);
        expect(answer.status).toBe(200);
        expect(answer.headers.get('etag')).not.toBe(tag);
        tag = answer.headers.get('etag')!;
      }
      const last = await list(0, tag);
      expect(last.status).toBe(304);
    });

    it(`a sign-out on one gateway is refused by the other once its session cache (${SESSION_CACHE_MS} ms here, SESSION_CACHE_MS) has passed`, async () => {
      const leaving = await signIn(server.app, 't3.buyer');
      expect((await call(0, leaving, 'GET', '/shopping-carts/count')).status).toBe(200);
      const out = await fetch(`${gateways[1]}/oauth/logout`, { headers: leaving.auth });
      expect(out.status).toBe(200);
      expect((await call(1, leaving, 'GET', '/shopping-carts/count')).status).toBe(401);
      await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_MS + 50));
      expect((await call(0, leaving, 'GET', '/shopping-carts/count')).status).toBe(401);
    });
  });
});
