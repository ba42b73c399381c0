import { failedShape, signIn, type SignedIn } from '../../test/sign-in';
import { fingerprint, testServer, type TestServer } from '../../test/test-server';
import { PLAIN, pickProduct } from './cart-test-helpers';

let server: TestServer;
let buyer: SignedIn;
let member: SignedIn;
let stranger: SignedIn;
beforeAll(async () => {
  server = await testServer({ clone: true });
  buyer = await signIn(server.app, 'golden.buyer');
  member = await signIn(server.app, 'golden.member');
  stranger = await signIn(server.app, 'kingfa.buyer');
  await server.app.inject({ method: 'PUT', url: '/iam/hzero/v1/users/default-language?language=en_US', headers: buyer.auth });
}, 300_000);
afterAll(() => server.close());

const call = (who: SignedIn, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: unknown, query?: Record<string, string>) =>
  server.app.inject({ method, url: `/smal/v1/${who.user.organizationId}/shopping-carts${path}`, headers: who.auth, query, ...(payload !== undefined ? { payload: payload as object } : {}) });
const count = async (who: SignedIn) => (await call(who, 'GET', '/count')).json().count as number;

describe('shopping cart', () => {
  it('adds a good, counts it, lists it with its price and adds to the same line on a second add', async () => {
    const product = await pickProduct(server.db, buyer.user.tenantId, `${PLAIN} and p.sales_volume < 1000`);
    const seeded = await count(buyer);
    expect(seeded).toBe(3);
    const added = await call(buyer, 'POST', '', { productId: product.id, quantity: 2 });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ productId: product.id, quantity: 2, latestPrice: product.price, currencyCode: 'CNY', invalidFlag: 0 });
    expect(await count(buyer)).toBe(seeded + 1);
    const again = await call(buyer, 'POST', '', { productId: product.id, quantity: 3 });
    expect(again.json()).toMatchObject({ cartId: added.json().cartId, quantity: 5 });
    const list = (await call(buyer, 'GET', '')).json();
    expect(list).toHaveLength(seeded + 1);
    expect(list.find((l: { cartId: number }) => l.cartId === added.json().cartId)).toMatchObject({ cartId: added.json().cartId, totalPrice: Math.round(product.price * 5 * 100) / 100 });
    const changed = await call(buyer, 'POST', '', { cartId: added.json().cartId, productId: product.id, quantity: 1 });
    expect(changed.json().quantity).toBe(1);
  });

  it("answers each line's purchase limit and refuses a quantity above it (spec 1 section 5 'Cart quantity')", async () => {
    const [limited] = await server.db.query<{ id: number; limit: number }>(
      `select p.id, p.purchase_quantity_limit::float8 as limit from products p
        where p.tenant_id = $1 and p.product_source = 'CATA' and p.purchase_quantity_limit is not null and p.max_purchase_quantity is null
          and p.min_purchase_quantity = 1 and p.min_package_quantity = 1 and p.ladder_price_list = '[]'::jsonb and p.shelf_flag = 1
          and (p.stock_state in (2, 3) or (p.stock_state = 1 and p.stock_quantity > p.purchase_quantity_limit))
          and not exists (select 1 from cart_lines c where c.product_id = p.id)
        order by p.id limit 1`,
      [member.user.tenantId],
    );
    const refused = await call(member, 'POST', '', { productId: limited!.id, quantity: limited!.limit + 1 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ failed: true, code: 'smal.cart.quantity.exceeds.limit' });
    const added = await call(member, 'POST', '', { productId: limited!.id, quantity: limited!.limit });
    expect(added.json()).toMatchObject({ productId: limited!.id, quantity: limited!.limit, purchaseQuantityLimit: limited!.limit });
    const line = (await call(member, 'GET', '')).json().find((l: { cartId: number }) => l.cartId === added.json().cartId);
    expect(line).toMatchObject({ purchaseQuantityLimit: limited!.limit });
    await call(member, 'DELETE', '', [added.json().cartId]);
  });

  it('with a regionId the quantity is held to that region\'s stock: out of stock in Tibet is refused, nothing changed', async () => {
    const product = await pickProduct(server.db, member.user.tenantId, `${PLAIN} and p.stock_quantity > 600`, 3);
    const add = (regionId?: number) => call(member, 'POST', '', { productId: product.id, quantity: 1, ...(regionId ? { regionId } : {}) });
    const before = await fingerprint(server.db);
    const tibet = await add(540102002);
    expect(tibet.statusCode).toBe(422);
    expect(tibet.json()).toEqual(failedShape('smal.cart.quantity.exceeds.limit'));
    expect((await add(999999999999)).json()).toEqual(failedShape('hpfm.region.not.found'));
    expect(await fingerprint(server.db)).toBe(before);
    const shanghai = await add(310101002);
    expect(shanghai.statusCode).toBe(200);
    await call(member, 'DELETE', '', [shanghai.json().cartId]);
  });

  it('keeps the tenant line extras (attribute fields) of a changed line, clears one with null, and refuses a bad date', async () => {
    const product = await pickProduct(server.db, buyer.user.tenantId, PLAIN, 1);
    const added = (await call(buyer, 'POST', '', { productId: product.id, quantity: 1 })).json();
    const line = { cartId: added.cartId, productId: product.id, quantity: 1 };
    const saved = await call(buyer, 'POST', '', { ...line, attributeVarchar1: 'FIN-7', attributeVarchar11: 'NA', attributeDate1: '2999-01-01', attributeDecimal11: 3.5, sneaky: 'x' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ attributeVarchar1: 'FIN-7', attributeVarchar11: 'NA', attributeDate1: '2999-01-01', attributeDecimal11: 3.5 });
    expect(saved.json()).not.toHaveProperty('sneaky');
    await call(buyer, 'POST', '', { ...line, attributeVarchar11: null, attributeVarchar1: 'FIN-8' });
    const listed = (await call(buyer, 'GET', '')).json().find((l: { cartId: number }) => l.cartId === added.cartId);
    expect(listed).toMatchObject({ attributeVarchar1: 'FIN-8', attributeDate1: '2999-01-01' });
    expect(listed).not.toHaveProperty('attributeVarchar11');
    expect((await call(buyer, 'POST', '', { ...line, attributeDate1: 'tomorrow' })).statusCode).toBe(400);
    expect((await call(buyer, 'POST', '', { ...line, attributeVarchar2: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await call(stranger, 'POST', '', { ...line, attributeVarchar1: 'theirs' })).statusCode).toBe(404);
    await call(buyer, 'DELETE', '', [added.cartId]);
  });

  it.each([
    ['below the minimum purchase quantity', `p.min_purchase_quantity >= 2 and p.min_package_quantity = 1 and p.ladder_price_list = '[]'::jsonb and p.stock_state = 2`, (p: { min: number }) => p.min - 1, 'cart.quantity.min-purchase', (p: { min: number }) => `Minimum purchase quantity is ${p.min}`],
    ['off the minimum package multiple', `p.min_package_quantity = 6 and p.min_purchase_quantity = 6 and p.ladder_price_list = '[]'::jsonb and p.stock_state = 2`, () => 7, 'cart.quantity.min-package', () => 'Minimum package quantity is 6'],
    ['above the counted stock', `p.product_source = 'CATA' and p.stock_state = 1 and p.stock_quantity between 1 and 400 and p.min_package_quantity = 1 and p.ladder_price_list = '[]'::jsonb and p.max_purchase_quantity is null and p.purchase_quantity_limit is null`, () => 100000, 'smal.cart.quantity.exceeds.limit', () => undefined],
    ['out of stock', `p.product_source = 'CATA' and p.stock_state = 5 and p.ladder_price_list = '[]'::jsonb`, () => 1, 'smal.cart.quantity.exceeds.limit', () => 'The quantity exceeds the purchase limit of 0'],
  ])('refuses a quantity %s with 422, the spec message and no change', async (_name, condition, quantity, code, text) => {
    const product = await pickProduct(server.db, buyer.user.tenantId, condition);
    const before = await fingerprint(server.db);
    const response = await server.app.inject({
      method: 'POST',
      url: `/smal/v1/${buyer.user.organizationId}/shopping-carts`,
      headers: buyer.auth,
      payload: { productId: product.id, quantity: quantity(product) },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(failedShape(code));
    if (text(product)) expect(response.json().message).toBe(text(product));
    expect(await fingerprint(server.db)).toBe(before);
  });

  it('answers 400 for a missing quantity and 404 for a product of another tenant', async () => {
    const product = await pickProduct(server.db, buyer.user.tenantId, PLAIN);
    expect((await call(buyer, 'POST', '', { productId: product.id })).statusCode).toBe(400);
    const theirs = await pickProduct(server.db, stranger.user.tenantId, PLAIN);
    const response = await call(buyer, 'POST', '', { productId: theirs.id, quantity: 1 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(failedShape('smpc.product.not.found'));
  });

  it("never shows or touches another user's or tenant's line: 404, nothing changed", async () => {
    const product = await pickProduct(server.db, buyer.user.tenantId, PLAIN, 1);
    const line = (await call(buyer, 'POST', '', { productId: product.id, quantity: 1 })).json();
    const before = await fingerprint(server.db);
    for (const intruder of [member, stranger]) {
      expect((await call(intruder, 'GET', '')).json().map((l: { cartId: number }) => l.cartId)).not.toContain(line.cartId);
      const deleted = await call(intruder, 'DELETE', '', [line.cartId]);
      expect(deleted.statusCode).toBe(404);
      expect(deleted.json()).toEqual(failedShape('smal.cart.line.not.found'));
      expect((await call(intruder, 'POST', '', { cartId: line.cartId, productId: product.id, quantity: 3 })).statusCode).toBe(404);
      expect((await call(intruder, 'POST', '/query-stock', [line.cartId])).statusCode).toBe(404);
    }
    // tenant B's token on tenant A's organisation path
    const cross = await server.app.inject({ method: 'GET', url: `/smal/v1/${buyer.user.organizationId}/shopping-carts`, headers: stranger.auth });
    expect(cross.statusCode).toBe(403);
    expect(await fingerprint(server.db)).toBe(before);
  });

  it('deletes own lines by id, all or nothing', async () => {
    const lines = (await call(buyer, 'GET', '')).json() as { cartId: number }[];
    const missing = await call(buyer, 'DELETE', '', [lines[0]!.cartId, 999999999]);
    expect(missing.statusCode).toBe(404);
    expect(await count(buyer)).toBe(lines.length);
    const deleted = await call(buyer, 'DELETE', '', [lines[0]!.cartId]);
    expect(deleted.json()).toEqual({ deleted: 1 });
    expect(await count(buyer)).toBe(lines.length - 1);
  });

  it('moves the whole cart to a usable receiving address, and refuses another user\'s address', async () => {
    const [own] = await server.db.query<{ id: number }>(`select id from addresses where user_id = $1 and address_type = 'RECEIVER' limit 1`, [buyer.user.id]);
    const [theirs] = await server.db.query<{ id: number }>(`select id from addresses where user_id = $1 and address_type = 'RECEIVER' limit 1`, [member.user.id]);
    const moved = await call(buyer, 'POST', '/change-address', undefined, { addressId: String(own!.id) });
    expect(moved.json()).toEqual({ addressId: own!.id, count: await count(buyer) });
    expect(((await call(buyer, 'GET', '')).json() as { addressId: number }[]).every((l) => l.addressId === own!.id)).toBe(true);
    const refused = await call(buyer, 'POST', '/change-address', undefined, { addressId: String(theirs!.id) });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual(failedShape('smal.cart.address.not.found'));
  });

  it('reports stock per line and flags a catalogue shortage', async () => {
    const lines = (await call(buyer, 'GET', '')).json() as { cartId: number }[];
    const stock = (await call(buyer, 'POST', '/query-stock', [])).json();
    expect(stock).toHaveLength(lines.length);
    expect(stock.every((s: { stockShort: boolean; stockState: number }) => s.stockShort === false && [1, 2, 3].includes(s.stockState))).toBe(true);
    const short = await pickProduct(server.db, buyer.user.tenantId, `p.product_source = 'CATA' and p.stock_state = 1 and p.stock_quantity between 1 and 50 and p.min_purchase_quantity = 1 and p.min_package_quantity = 1 and p.ladder_price_list = '[]'::jsonb`);
    const [line] = await server.db.query<{ id: number }>(
      `insert into cart_lines (tenant_id, organization_id, owner_id, company_id, product_id, quantity) values ($1, $2, $3, $4, $5, 100000) returning id`,
      [buyer.user.tenantId, buyer.user.organizationId, buyer.user.id, buyer.user.companyId, short.id],
    );
    expect((await call(buyer, 'POST', '/query-stock', [line!.id])).json()[0]).toMatchObject({ cartId: line!.id, stockShort: true });
    await server.db.query('delete from cart_lines where id = $1', [line!.id]);
  });

  it('buy-now keeps the line out of the cart and answers its order header', async () => {
    const product = await pickProduct(server.db, buyer.user.tenantId, PLAIN, 2);
    const [unit] = await server.db.query<{ id: number }>('select unit_id as id from user_units where user_id = $1 order by default_flag desc limit 1', [buyer.user.id]);
    const before = await count(buyer);
    const response = await call(buyer, 'POST', '/buy-now', { productId: product.id, quantity: 1, unitId: unit!.id });
    expect(response.statusCode).toBe(200);
    const { orderList } = response.json();
    expect(orderList).toHaveLength(1);
    expect(orderList[0].shoppingCartDTOList[0]).toMatchObject({ productId: product.id, quantity: 1 });
    expect(await count(buyer)).toBe(before);
    const foreignUnit = await call(buyer, 'POST', '/buy-now', { productId: product.id, quantity: 1, unitId: 999999 });
    expect(foreignUnit.statusCode).toBe(403);
    expect(foreignUnit.json()).toEqual(failedShape('smal.unit.not.found'));
  });

  it('pre-req groups the selected lines per supplier and refuses mixed currencies', async () => {
    const [unit] = await server.db.query<{ id: number }>('select unit_id as id from user_units where user_id = $1 limit 1', [buyer.user.id]);
    const usd = await pickProduct(server.db, buyer.user.tenantId, `p.currency_code = 'USD' and p.min_purchase_quantity = 1 and p.min_package_quantity = 1 and p.stock_state = 2 and p.ladder_price_list = '[]'::jsonb`);
    const usdLine = (await call(buyer, 'POST', '', { productId: usd.id, quantity: 1 })).json();
    const cny = ((await call(buyer, 'GET', '')).json() as { cartId: number; currencyCode: string }[]).find((l) => l.currencyCode === 'CNY')!;
    const ok = await call(buyer, 'POST', '/pre-req', [cny.cartId], { unitId: String(unit!.id) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().orderList[0]).toMatchObject({ currencyCode: 'CNY', shoppingCartDTOList: [expect.objectContaining({ cartId: cny.cartId, checkStatus: 1 })] });
    const mixed = await server.app.inject({
      method: 'POST',
      url: `/smal/v1/${buyer.user.organizationId}/shopping-carts/pre-req?unitId=${unit!.id}`,
      headers: buyer.auth,
      payload: [cny.cartId, usdLine.cartId],
    });
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json()).toMatchObject({ code: 'cart.same-currency', message: 'Only products with the same currency can be chosen!' });
  });
});
