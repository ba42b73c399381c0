import { databaseUrl, pgTestServer } from '../test/pg-test-server';
import { signIn, type SignedIn } from '../test/sign-in';
import { testServer, type TestServer } from '../test/test-server';
import { PLAIN, pickProduct } from './cart/cart-test-helpers';

// Issue 21 item 7: races PGlite hides (it runs one statement at a time) appear on a real
// PostgreSQL, where requests run in parallel. Each race fires 30 requests at once and checks
// exact totals, over PGlite always and over the PostgreSQL of DATABASE_URL when CI sets it.
const PARALLEL = 30;

const backends: [string, () => Promise<TestServer>, boolean][] = [
  ['PGlite', () => testServer({ clone: true }), false],
  ['PostgreSQL (DATABASE_URL)', pgTestServer, !databaseUrl],
];

describe.each(backends)('races over %s', (_name, open, skip) => {
  let server: TestServer;
  let buyer: SignedIn;
  let compareBuyer: SignedIn;
  beforeAll(async () => {
    if (skip) return;
    server = await open();
    buyer = await signIn(server.app, 't3.buyer');
    compareBuyer = await signIn(server.app, 'golden.buyer');
    for (const who of [buyer, compareBuyer]) {
      await server.app.inject({ method: 'PUT', url: '/iam/hzero/v1/users/default-language?language=en_US', headers: who.auth });
    }
  }, 300_000);
  afterAll(async () => {
    if (!skip) await server.close();
  });

  const inject = (who: SignedIn, method: 'GET' | 'POST', path: string, payload?: unknown) =>
    server.app.inject({ method, url: `/smal/v1/${who.user.organizationId}${path}`, headers: who.auth, ...(payload !== undefined ? { payload: payload as object } : {}) });
  const parallel = (fire: (index: number) => ReturnType<typeof inject>) => Promise.all(Array.from({ length: PARALLEL }, (_, index) => fire(index)));
  const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort().join(',');
  const times = (status: number, count: number) => Array<number>(count).fill(status).join(',');

  async function cartLine(quantity: number, offset: number) {
    const product = await pickProduct(server.db, buyer.user.tenantId, `${PLAIN} and p.price between 10 and 100`, offset);
    const added = await inject(buyer, 'POST', '/shopping-carts', { productId: product.id, quantity });
    expect(added.statusCode).toBe(200);
    return { cartId: added.json().cartId as number, price: product.price };
  }
  const budgetRow = (quantity: number) => ({ budget: JSON.stringify({ budgetCode: 'BUD-OFFICE', feeType: 'OFFICE' }), quantity });
  const occupied = async () =>
    (await server.db.query<{ occupied: number }>(`select occupied::float8 as occupied from budgets where tenant_id = $1 and budget_code = 'BUD-OFFICE'`, [buyer.user.tenantId]))[0]!.occupied;

  it.skipIf(skip)(`${PARALLEL} parallel budget holds of one line hold it once`, async () => {
    const line = await cartLine(1, 0);
    expect((await inject(buyer, 'POST', '/budget-infos', { cartId: line.cartId, budgetInfoList: [budgetRow(1)] })).statusCode).toBe(200);
    const before = await occupied();
    const responses = await parallel(() => inject(buyer, 'POST', '/budget-infos/budget-occupy', [{ cartId: line.cartId }]));
    expect(statuses(responses)).toBe(times(200, PARALLEL));
    const holds = await server.db.query<{ amount: number }>(
      'select amount::float8 as amount from budget_occupations where tenant_id = $1 and source_key = $2 and released_flag = 0',
      [buyer.user.tenantId, `cart:${line.cartId}`],
    );
    expect(holds).toEqual([{ amount: line.price }]);
    expect(Math.round((await occupied()) * 100 - before * 100)).toBe(Math.round(line.price * 100));
  });

  it.skipIf(skip)(`${PARALLEL} parallel budget rows on a line of quantity 5 save 5 and refuse the rest`, async () => {
    const line = await cartLine(5, 1);
    const responses = await parallel(() => inject(buyer, 'POST', '/budget-infos', { cartId: line.cartId, budgetInfoList: [budgetRow(1)] }));
    expect(statuses(responses)).toBe(`${times(200, 5)},${times(422, PARALLEL - 5)}`);
    for (const refused of responses.filter((r) => r.statusCode === 422)) {
      expect(refused.json()).toMatchObject({ code: 'smal.budget.quantity.exceeds.line', message: 'The budget quantities exceed the line quantity 5' });
    }
    const [saved] = await server.db.query<{ rows: number; sum: number }>(
      'select count(*)::int as rows, sum(quantity)::float8 as sum from budget_infos where tenant_id = $1 and cart_id = $2',
      [buyer.user.tenantId, line.cartId],
    );
    expect(saved).toEqual({ rows: 5, sum: 5 });
  });

  it.skipIf(skip)(`${PARALLEL} parallel adds of one product all count: the line holds ${PARALLEL}`, async () => {
    const product = await pickProduct(server.db, buyer.user.tenantId, PLAIN, 2);
    const responses = await parallel(() => inject(buyer, 'POST', '/shopping-carts', { productId: product.id, quantity: 1 }));
    expect(statuses(responses)).toBe(times(200, PARALLEL));
    const lines = await server.db.query<{ quantity: number }>(
      'select quantity::float8 as quantity from cart_lines where tenant_id = $1 and owner_id = $2 and product_id = $3',
      [buyer.user.tenantId, buyer.user.id, product.id],
    );
    expect(lines).toEqual([{ quantity: PARALLEL }]);
  });

  it.skipIf(skip)(`${PARALLEL} parallel compare adds stop at the cap of 10 products`, async () => {
    await server.db.query('delete from product_compares where tenant_id = $1 and user_id = $2', [compareBuyer.user.tenantId, compareBuyer.user.id]);
    const products = await server.db.query<{ id: number }>('select id from products where tenant_id = $1 order by id limit $2', [compareBuyer.user.tenantId, PARALLEL]);
    const responses = await parallel((index) => inject(compareBuyer, 'POST', `/product-compares/${products[index]!.id}`));
    expect(statuses(responses)).toBe(`${times(200, 10)},${times(422, PARALLEL - 10)}`);
    for (const refused of responses.filter((r) => r.statusCode === 422)) expect(refused.json()).toMatchObject({ code: 'compare.too-many', message: 'at most 10 products' });
    const [count] = await server.db.query<{ n: number }>('select count(*)::int as n from product_compares where tenant_id = $1 and user_id = $2', [
      compareBuyer.user.tenantId, compareBuyer.user.id,
    ]);
    expect(count!.n).toBe(10);
  });
});
