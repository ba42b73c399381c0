// @vitest-environment node
import { postgresAvailable, startServer, type ServerCaller, type ServerUnderTest } from '@mall/sdk-testing/server';
import { OA_APPROVAL_BASE } from './collection-request';
import { submitLines } from './submit-lines.fixture';

// Spec 3 (internet firm): collection-use goods go through the OA request. A confirmed submit of
// collection-use lines makes one submitted purchase request with its OA approval link, not an
// order. Over PGlite always and over the PostgreSQL of DATABASE_URL when set, where the parallel
// double submit really overlaps.
const CART = '/smal/v1/{org}/shopping-carts';
const PARALLEL = 8;

interface Line {
  cartId: number;
  productId: number;
  receiveFlag: number;
  productName: string;
  quantity: number;
  latestPrice: number;
}
interface RequestRow {
  id: number;
  status: string;
  requestNum: string;
  oa: string | null;
  tenantId: number;
  organizationId: number;
  ownerId: number;
}

const backends: [string, 'pglite' | 'postgres', boolean][] = [
  ['PGlite', 'pglite', false],
  ['PostgreSQL (DATABASE_URL)', 'postgres', !postgresAvailable()],
];

describe.each(backends)('internet-firm: a collection-use submit becomes an OA purchase request, over %s', (_name, database, skip) => {
  let server: ServerUnderTest;
  let buyer: ServerCaller;
  let stranger: ServerCaller;
  /** The seeded collection-use line, whose goods the later tests put in the cart again. */
  let seeded: Line;
  beforeAll(async () => {
    if (skip) return;
    server = await startServer({ database });
    [buyer, stranger] = await Promise.all([server.signIn('lilith.buyer'), server.signIn('golden.buyer')]);
    seeded = (await cartOf(buyer)).find((l) => l.receiveFlag === 1)!;
  }, 300_000);
  afterAll(async () => {
    if (!skip) await server.close();
  });

  const cartOf = async (caller: ServerCaller) => (await caller.call<Line[]>('GET', CART)).body;
  const submit = (caller: ServerCaller, cartIds: number[], idempotencyKey?: string) => submitLines(server, caller, cartIds, idempotencyKey);
  const count = async (sql: string, params: unknown[]) => (await server.query<{ n: number }>(sql, params))[0]!.n;
  const ordersOf = (caller: ServerCaller) => count('select count(*)::int as n from orders where owner_id = $1', [caller.user.id]);
  const requestsOf = (caller: ServerCaller) => count('select count(*)::int as n from mall_requests where owner_id = $1', [caller.user.id]);
  const requestRow = async (id: number) =>
    (await server.query<RequestRow>(
      `select id::int as id, status, request_num as "requestNum", attribute_longtext10 as oa, tenant_id::int as "tenantId",
              organization_id::int as "organizationId", owner_id::int as "ownerId" from mall_requests where id = $1`,
      [id],
    ))[0];
  /** Marks a cart line collection-use as the seed does (receiveFlag 1 in its attributes). */
  const markCollection = async (cartId: number) => server.query(`update cart_lines set attributes = coalesce(attributes, '{}'::jsonb) || '{"receiveFlag": 1}'::jsonb where id = $1`, [cartId]);
  /** The seeded collection-use goods in the buyer's cart again (added as the product page adds them), marked collection-use. */
  const freshCollectionLine = async () => {
    expect((await buyer.call('POST', CART, { body: { productId: seeded.productId, quantity: seeded.quantity } })).status).toBe(200);
    const line = (await cartOf(buyer)).find((l) => l.productId === seeded.productId)!;
    await markCollection(line.cartId);
    return line;
  };

  it.skipIf(skip)('makes one SUBMITTED request with the lines and the OA approval link, takes the lines out of the cart and orders nothing', async () => {
    const cart = await cartOf(buyer);
    const line = cart.find((l) => l.receiveFlag === 1)!;
    const [orders, requests] = [await ordersOf(buyer), await requestsOf(buyer)];
    const answer = await submit(buyer, [line.cartId]);
    expect(answer.status).toBe(200);
    expect(answer.body.failed).toBe(false);
    expect(answer.body.orderIdList).toBeUndefined();
    const made = answer.body.purchaseRequest!;
    expect(made.requestNum).toMatch(/^PR-\d{8}-[0-9A-F]{8}$/);
    expect(await requestRow(made.mallRequestId)).toEqual({
      id: made.mallRequestId, status: 'SUBMITTED', requestNum: made.requestNum, oa: `${OA_APPROVAL_BASE}${made.requestNum}`,
      tenantId: buyer.user.tenantId, organizationId: buyer.user.organizationId, ownerId: buyer.user.id,
    });
    const entries = await server.query<{ skuName: string; quantity: number; price: number }>(
      'select sku_name as "skuName", quantity::float8 as quantity, estimated_price::float8 as price from mall_request_entries where request_id = $1',
      [made.mallRequestId],
    );
    expect(entries).toEqual([{ skuName: line.productName, quantity: line.quantity, price: line.latestPrice }]);
    const steps = await server.query<{ action: string }>('select action from mall_request_approvals where request_id = $1 order by step', [made.mallRequestId]);
    expect(steps.map((s) => s.action)).toEqual(['SUBMIT', 'PENDING']);
    expect((await cartOf(buyer)).map((l) => l.cartId)).toEqual(cart.filter((l) => l !== line).map((l) => l.cartId));
    expect(await ordersOf(buyer)).toBe(orders);
    expect(await requestsOf(buyer)).toBe(requests + 1);
    // My requests lists it with the OA approval link.
    const list = await buyer.call<{ content: { requestNum: string; attributeLongtext10?: string }[] }>('GET', '/smodr/v1/{org}/mall-requests/mall-list', {
      query: { requestNum: made.requestNum, page: 0, size: 10 },
    });
    expect(list.body.content).toEqual([expect.objectContaining({ requestNum: made.requestNum, attributeLongtext10: `${OA_APPROVAL_BASE}${made.requestNum}` })]);
  });

  it.skipIf(skip)('purchase goods alone are still an order', async () => {
    const line = (await cartOf(buyer)).find((l) => l.receiveFlag === 0)!;
    const [orders, requests] = [await ordersOf(buyer), await requestsOf(buyer)];
    const answer = await submit(buyer, [line.cartId]);
    expect(answer.status).toBe(200);
    expect(answer.body.purchaseRequest).toBeUndefined();
    expect(answer.body.orderIdList).toHaveLength(1);
    expect([await ordersOf(buyer), await requestsOf(buyer)]).toEqual([orders + 1, requests]);
  });

  it.skipIf(skip).each([
    ['the same lines (no key)', undefined],
    ["the page's Idempotency-Key", `oa-${database}`],
  ])(`${PARALLEL} parallel submits of the same collection line with %s make one request, and every answer names it`, async (_how, key) => {
    const line = await freshCollectionLine();
    const [orders, requests] = [await ordersOf(buyer), await requestsOf(buyer)];
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => submit(buyer, [line.cartId], key)));
    expect(answers.map((a) => a.status)).toEqual(Array<number>(PARALLEL).fill(200));
    const ids = new Set(answers.map((a) => a.body.purchaseRequest?.mallRequestId));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toEqual(expect.any(Number));
    expect([await ordersOf(buyer), await requestsOf(buyer)]).toEqual([orders, requests + 1]);
    expect((await cartOf(buyer)).some((l) => l.cartId === line.cartId)).toBe(false);
  });

  it.skipIf(skip)("answers 'Generate purchase request failed' when the request cannot be written, and changes nothing", async () => {
    const line = await freshCollectionLine();
    const [orders, requests, keys] = [await ordersOf(buyer), await requestsOf(buyer), await count('select count(*)::int as n from pre_order_requests where owner_id = $1', [buyer.user.id])];
    // The write fails inside the submit's transaction, as a broken database would make it fail.
    await server.query(`create function refuse_entries() returns trigger language plpgsql as $$ begin raise exception 'entries refused'; end $$`);
    await server.query('create trigger refuse_entries before insert on mall_request_entries for each statement execute function refuse_entries()');
    try {
      const answer = await submit(buyer, [line.cartId]);
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ failed: true, code: 'internet-firm.request-failed', message: '生成采购申请失败' });
    } finally {
      await server.query('drop trigger refuse_entries on mall_request_entries');
      await server.query('drop function refuse_entries()');
    }
    expect([await ordersOf(buyer), await requestsOf(buyer)]).toEqual([orders, requests]);
    expect(await count('select count(*)::int as n from pre_order_requests where owner_id = $1', [buyer.user.id])).toBe(keys);
    expect((await cartOf(buyer)).some((l) => l.cartId === line.cartId)).toBe(true);
    // The same submit again, once the database writes, makes the request.
    const again = await submit(buyer, [line.cartId]);
    expect(again.status).toBe(200);
    expect(again.body.purchaseRequest?.requestNum).toEqual(expect.any(String));
  });

  it.skipIf(skip)("leaves another tenant's buyer with orders, whatever its lines carry", async () => {
    const line = (await cartOf(stranger))[0]!;
    await markCollection(line.cartId);
    const [orders, requests] = [await ordersOf(stranger), await requestsOf(stranger)];
    const answer = await submit(stranger, [line.cartId]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.purchaseRequest).toBeUndefined();
    expect([await ordersOf(stranger), await requestsOf(stranger)]).toEqual([orders + 1, requests]);
  });
});
