import { signIn, type SignedIn } from '../../test/sign-in';
import { fingerprint, testServer, type TestServer } from '../../test/test-server';
import { PLAIN, pickProduct } from '../cart/cart-test-helpers';

let server: TestServer;
let buyer: SignedIn;
let stranger: SignedIn;
beforeAll(async () => {
  server = await testServer({ clone: true });
  buyer = await signIn(server.app, 'golden.buyer');
  stranger = await signIn(server.app, 'kingfa.buyer');
  await server.app.inject({ method: 'PUT', url: '/iam/hzero/v1/users/default-language?language=en_US', headers: buyer.auth });
}, 300_000);
afterAll(() => server.close());

const url = (who: SignedIn, path: string) => `/smal/v1/${who.user.organizationId}/product-compares${path}`;
const call = (who: SignedIn, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: unknown) =>
  server.app.inject({ method, url: url(who, path), headers: who.auth, ...(payload !== undefined ? { payload: payload as object } : {}) });

// An article sold twice in one currency, the cheaper offer set apart.
async function pairWithCheaper(rule: number) {
  const [row] = await server.db.query<{ dear: number; cheap: number }>(
    `select d.id as dear, c.id as cheap from products d join products c on c.tenant_id = d.tenant_id and c.same_sku_group = d.same_sku_group
      and c.currency_code = d.currency_code and c.price < d.price and c.id <> d.id
      where d.tenant_id = $1 and d.stock_state in (2, 3) and d.min_package_quantity = 1 and c.min_purchase_quantity = 1 and c.min_package_quantity = 1 and c.stock_state in (2, 3) order by d.id limit 1`,
    [buyer.user.tenantId],
  );
  await server.db.query('update products set lowest_price_rule = $1 where id = $2', [rule, row!.dear]);
  return row!;
}

describe('compare', () => {
  it('adds products, refuses the eleventh with at most 10 products, deletes one and a batch', async () => {
    const products = await server.db.query<{ id: number }>(`select p.id from products p where p.tenant_id = $1 order by p.id limit 11`, [buyer.user.tenantId]);
    for (const p of products.slice(0, 10)) expect((await call(buyer, 'POST', `/${p.id}`)).statusCode).toBe(200);
    const before = await fingerprint(server.db);
    const full = await call(buyer, 'POST', `/${products[10]!.id}`);
    expect(full.statusCode).toBe(422);
    expect(full.json()).toMatchObject({ code: 'compare.too-many', message: 'at most 10 products' });
    expect(await fingerprint(server.db)).toBe(before);
    const afterOne = await call(buyer, 'DELETE', `/${buyer.user.companyId}/${products[0]!.id}`);
    expect(afterOne.json()).toHaveLength(9);
    expect((await call(buyer, 'DELETE', '/batch-delete', products.slice(1, 5).map((p) => p.id))).json()).toHaveLength(5);
    expect((await call(buyer, 'DELETE', `/${stranger.user.companyId}/${products[6]!.id}`)).statusCode).toBe(403);
  });

  it.each([
    [0, 'NoRule'],
    [1, 'WeakRule'],
    [2, 'StrongRule'],
  ])('answers the lower-price rule %i as %s with the cheaper SKU', async (rule, outcome) => {
    const pair = await pairWithCheaper(rule);
    const body = (await call(buyer, 'GET', `/lower/${pair.dear}`)).json();
    expect(body).toMatchObject({ outcome, cheapestSkuId: pair.cheap });
    expect(body.lowestPriceFlag).toBe(rule === 0 ? 0 : 1);
  });

  it('replaces a cart line with the cheaper product, keeping its quantity', async () => {
    const pair = await pairWithCheaper(2);
    const line = (await server.app.inject({ method: 'POST', url: `/smal/v1/${buyer.user.organizationId}/shopping-carts`, headers: buyer.auth, payload: { productId: pair.dear, quantity: await minOf(pair.dear) } })).json();
    const response = await call(buyer, 'POST', `/add-shopping-cart/${line.cartId}`, [{ productId: pair.cheap }]);
    expect(response.statusCode).toBe(200);
    expect(response.json()[0]).toMatchObject({ productId: pair.cheap, quantity: line.quantity });
    expect(await server.db.query('select 1 from cart_lines where id = $1', [line.cartId])).toEqual([]);
    expect((await call(stranger, 'POST', `/add-shopping-cart/${response.json()[0].cartId}`, [{ productId: pair.cheap }])).statusCode).toBe(404);
  });

  it("does not see another tenant's products", async () => {
    const theirs = await pickProduct(server.db, stranger.user.tenantId, PLAIN);
    expect((await call(buyer, 'POST', `/${theirs.id}`)).statusCode).toBe(404);
    expect((await call(buyer, 'GET', `/lower/${theirs.id}`)).statusCode).toBe(404);
  });
});

async function minOf(productId: number): Promise<number> {
  const [row] = await server.db.query<{ q: number }>('select greatest(min_purchase_quantity, min_package_quantity)::float8 as q from products where id = $1', [productId]);
  return row!.q;
}
