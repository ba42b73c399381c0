import type { FastifyInstance } from 'fastify';
import { databaseUrl, pgTestServer } from '../../test/pg-test-server';
import { signIn, type SignedIn } from '../../test/sign-in';
import { readyTestApp, testServer, type TestServer } from '../../test/test-server';
import { findCartLines, toCartLine } from './cart-line-row';
import { PLAIN, pickProduct } from './cart-test-helpers';

/**
 * Issue 17: the cart list is answered by a tag (ETag) from versions in the database. A second
 * gateway (its own app and answer cache over the same database) shows that a write through one
 * is never answered stale by the other.
 */
function cartAnswerSuite(open: () => Promise<TestServer>) {
  let server: TestServer;
  let other: FastifyInstance;
  let buyer: SignedIn;
  let buyerElsewhere: SignedIn;
  let member: SignedIn;
  beforeAll(async () => {
    server = await open();
    other = await readyTestApp(server.db);
    buyer = await signIn(server.app, 'golden.buyer');
    buyerElsewhere = await signIn(other, 'golden.buyer');
    member = await signIn(server.app, 'golden.member');
  }, 300_000);
  afterAll(async () => {
    await other.close();
    await server.close();
  });

  const list = (app: FastifyInstance, who: SignedIn, tag?: string) =>
    app.inject({ method: 'GET', url: `/smal/v1/${who.user.organizationId}/shopping-carts`, headers: { ...who.auth, ...(tag ? { 'if-none-match': tag } : {}) } });
  const add = (app: FastifyInstance, who: SignedIn, payload: object) =>
    app.inject({ method: 'POST', url: `/smal/v1/${who.user.organizationId}/shopping-carts`, headers: who.auth, payload });
  const owner = () => ({ tenantId: buyer.user.tenantId, organizationId: buyer.user.organizationId, userId: buyer.user.id });

  it('answers the same lines as the row-by-row build: ladder prices, line extras, optional fields left out', async () => {
    const ladder = await pickProduct(server.db, buyer.user.tenantId, `jsonb_array_length(p.ladder_price_list) >= 2 and p.shelf_flag = 1 and p.min_package_quantity = 1
      and p.stock_state in (2, 3) and p.max_purchase_quantity is null and p.purchase_quantity_limit is null and not exists (select 1 from cart_lines c where c.product_id = p.id)`);
    const [step] = await server.db.query<{ from: number }>(`select max((s->>'ladderFrom')::float8) as from from products, jsonb_array_elements(ladder_price_list) s where id = $1`, [ladder.id]);
    const ladderLine = await add(server.app, buyer, { productId: ladder.id, quantity: Math.max(step!.from, ladder.min) });
    expect(ladderLine.statusCode).toBe(200);
    const plain = await pickProduct(server.db, buyer.user.tenantId, PLAIN);
    const added = await add(server.app, buyer, { productId: plain.id, quantity: 3, remark: 'for the lab', neededDate: '2099-01-31' });
    expect(added.statusCode).toBe(200);
    // Tenant line extras as a tenant's field configuration would store them; nulls are left out.
    await server.db.query(`update cart_lines set attributes = '{"attributeVarchar1": "A-7", "attributeDate2": null}'::jsonb where id = $1`, [added.json().cartId]);
    // The plain good's category maintained as an item category: both builds carry it on the line.
    await server.db.query(
      `insert into item_categories (tenant_id, category_code, item_category_id, item_category_name)
       select tenant_id, category_code, 7001, 'Lab consumables' from products where id = $1 on conflict do nothing`,
      [plain.id],
    );
    const answer = await list(server.app, buyer);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    const rows = JSON.parse(JSON.stringify((await findCartLines(server.db, owner())).map(toCartLine)));
    expect(answer.json()).toEqual(rows);
    // Add to cart answers the added line exactly as the list shows it.
    expect(ladderLine.json()).toEqual(rows.find((line: { cartId: number }) => line.cartId === ladderLine.json().cartId));
    expect(rows.find((line: { productId: number }) => line.productId === plain.id)).toMatchObject({ remark: 'for the lab', attributeVarchar1: 'A-7', itemCategoryId: 7001, itemCategoryName: 'Lab consumables', totalPrice: Math.round(plain.price * 3 * 100) / 100 });
    expect(rows.some((line: { unitId?: unknown }) => !('unitId' in line))).toBe(true);
    expect(rows.some((line: { itemCategoryId?: unknown }) => !('itemCategoryId' in line))).toBe(true);
  });

  it('answers a window of the list: the same lines in the same order, the line count and the whole cart\'s tag', async () => {
    for (const k of [3, 4, 5]) {
      const product = await pickProduct(server.db, buyer.user.tenantId, PLAIN, k);
      expect((await add(server.app, buyer, { productId: product.id, quantity: 1 })).statusCode).toBe(200);
    }
    const whole = await list(server.app, buyer);
    const all = whole.json() as { cartId: number }[];
    expect(all.length).toBeGreaterThanOrEqual(5);
    const url = (query: string) => `/smal/v1/${buyer.user.organizationId}/shopping-carts?${query}`;
    const windowOf = (query: string, tag?: string) => server.app.inject({ method: 'GET', url: url(query), headers: { ...buyer.auth, ...(tag ? { 'if-none-match': tag } : {}) } });
    const first = await windowOf('offset=0&limit=2');
    const second = await windowOf('offset=2&limit=2');
    const past = await windowOf(`offset=${all.length}&limit=2`);
    expect(first.json()).toEqual({ content: all.slice(0, 2), totalElements: all.length, offset: 0, version: whole.headers.etag });
    expect(second.json()).toEqual({ content: all.slice(2, 4), totalElements: all.length, offset: 2, version: whole.headers.etag });
    expect(past.json()).toMatchObject({ content: [], totalElements: all.length });
    // The same tag as the whole list: an unchanged cart revalidates each window with 304.
    expect(first.headers.etag).toBe(whole.headers.etag);
    expect((await windowOf('offset=0&limit=2', first.headers.etag as string)).statusCode).toBe(304);
    // A window is at most 500 lines (CART_WINDOW_MAX); the server refuses more.
    expect((await windowOf('offset=0&limit=501')).statusCode).toBe(400);
    expect((await windowOf('offset=-1&limit=2')).statusCode).toBe(400);
  });

  it('answers 304 Not Modified while nothing it shows changed, on either gateway', async () => {
    const first = await list(server.app, buyer);
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/"cart-/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await list(server.app, buyer, tag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await list(other, buyerElsewhere, tag)).statusCode).toBe(304);
    // Another buyer's cart write is not this cart's change.
    const plain = await pickProduct(server.db, buyer.user.tenantId, PLAIN, 1);
    expect((await add(server.app, member, { productId: plain.id, quantity: 1 })).statusCode).toBe(200);
    expect((await list(server.app, buyer, tag)).statusCode).toBe(304);
  });

  it('a price change, a stock change and a shelf change each change the answer (no stale 304)', async () => {
    const before = await list(server.app, buyer);
    const line = before.json()[0] as { productId: number; latestPrice: number; stockQuantity: number };
    let tag = before.headers.etag as string;
    const changes: [string, (body: { productId: number }[]) => unknown][] = [
      ['update products set price = price + 1, ladder_price_list = \'[]\'::jsonb where id = $1', (body) => body.find((l) => l.productId === line.productId)],
      ['update products set stock_quantity = stock_quantity + 7 where id = $1', (body) => body.find((l) => l.productId === line.productId)],
      ['update products set shelf_flag = 0 where id = $1', (body) => body.find((l) => l.productId === line.productId)],
    ];
    const seen: unknown[] = [];
    for (const [sql, pick] of changes) {
      await server.db.query(sql, [line.productId]);
      // Read through the other gateway, which kept the previous answer in its cache.
      const answer = await list(other, buyerElsewhere, tag);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers.etag).not.toBe(tag);
      tag = answer.headers.etag as string;
      seen.push(pick(answer.json()));
    }
    expect(seen).toMatchObject([
      { latestPrice: expect.any(Number) },
      { stockQuantity: line.stockQuantity + 7 },
      { invalidFlag: 1 },
    ]);
    expect((seen[0] as { latestPrice: number }).latestPrice).not.toBe(line.latestPrice);
  });

  it('a cart write from another session on the other gateway changes the answer of this one', async () => {
    const before = await list(server.app, buyer);
    const tag = before.headers.etag as string;
    const plain = await pickProduct(server.db, buyer.user.tenantId, PLAIN, 2);
    const added = await add(other, buyerElsewhere, { productId: plain.id, quantity: 2 });
    expect(added.statusCode).toBe(200);
    const after = await list(server.app, buyer, tag);
    expect(after.statusCode).toBe(200);
    expect(after.json().map((l: { cartId: number }) => l.cartId)).toContain(added.json().cartId);
    const removed = await other.inject({ method: 'DELETE', url: `/smal/v1/${buyer.user.organizationId}/shopping-carts`, headers: buyerElsewhere.auth, payload: [added.json().cartId] });
    expect(removed.statusCode).toBe(200);
    const gone = await list(server.app, buyer, after.headers.etag as string);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().map((l: { cartId: number }) => l.cartId)).not.toContain(added.json().cartId);
  });
}

describe('cart answer by version (PGlite)', () => {
  cartAnswerSuite(() => testServer({ clone: true }));
});

describe.skipIf(!databaseUrl)('cart answer by version (PostgreSQL; runs only when DATABASE_URL is set)', () => {
  cartAnswerSuite(pgTestServer);
});
