import { failedShape, signIn, type SignedIn } from '../../test/sign-in';
import { fingerprint, testServer, type TestServer } from '../../test/test-server';
import { insertAddress, PLAIN, pickProduct } from './cart-test-helpers';

// Issue 21 item 6: quantities of 5e-324 or 1e-7 became NaN in the half-up rounding and passed
// every check; the server holds every write to the browser's quantity rule (spec 1 section 5
// "Cart quantity": minimum purchase, package multiple, precision, cap) with the browser's keys.
let server: TestServer;
let buyer: SignedIn;
let t3: SignedIn;
beforeAll(async () => {
  server = await testServer({ clone: true });
  [buyer, t3] = await Promise.all([signIn(server.app, 'golden.buyer'), signIn(server.app, 't3.buyer')]);
  for (const who of [buyer, t3]) await server.app.inject({ method: 'PUT', url: '/iam/hzero/v1/users/default-language?language=en_US', headers: who.auth });
}, 300_000);
afterAll(() => server.close());

const carts = (who: SignedIn, path = '') => `/smal/v1/${who.user.organizationId}/shopping-carts${path}`;
const post = (who: SignedIn, path: string, payload: unknown) => server.app.inject({ method: 'POST', url: carts(who, path), headers: who.auth, payload: payload as object });
const unitOf = async (who: SignedIn) =>
  (await server.db.query<{ id: number }>('select unit_id as id from user_units where user_id = $1 order by default_flag desc, unit_id limit 1', [who.user.id]))[0]!.id;
const storedQuantity = async (cartId: number) =>
  (await server.db.query<{ quantity: string }>('select quantity::text as quantity from cart_lines where id = $1', [cartId]))[0]?.quantity;

/** Runs the request and expects a 422 with the key (and English text), the database unchanged. */
async function refusedUnchanged(request: () => Promise<{ statusCode: number; json(): unknown }>, code: string, message: string) {
  const before = await fingerprint(server.db);
  const response = await request();
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ ...failedShape(code), message });
  expect(await fingerprint(server.db)).toBe(before);
}

describe('quantities that are not a purchase', () => {
  it.each([5e-324, 1e-7, 0.4])('%d is refused with the minimum purchase message on add, add to a line, change and buy-now', async (quantity) => {
    const minimum = 'Minimum purchase quantity is 1';
    const whole = `${PLAIN} and p.uom_precision = 0`;
    const [product, fresh] = [await pickProduct(server.db, buyer.user.tenantId, whole), await pickProduct(server.db, buyer.user.tenantId, whole, 1)];
    const line = (await post(buyer, '', { productId: product.id, quantity: 2 })).json();
    const unitId = await unitOf(buyer);
    await refusedUnchanged(() => post(buyer, '', { productId: fresh.id, quantity }), 'cart.quantity.min-purchase', minimum);
    await refusedUnchanged(() => post(buyer, '', { productId: product.id, quantity }), 'cart.quantity.min-purchase', minimum);
    await refusedUnchanged(() => post(buyer, '', { cartId: line.cartId, productId: product.id, quantity }), 'cart.quantity.min-purchase', minimum);
    await refusedUnchanged(() => post(buyer, '/buy-now', { productId: fresh.id, quantity, unitId }), 'cart.quantity.min-purchase', minimum);
    expect(await storedQuantity(line.cartId)).toBe('2.000000');
    await server.app.inject({ method: 'DELETE', url: carts(buyer), headers: buyer.auth, payload: [line.cartId] });
  }, 120_000);

  it('off the package multiple is refused with the package message; a fraction rounds to the unit precision', async () => {
    const packed = await pickProduct(server.db, buyer.user.tenantId, `p.min_package_quantity > 1 and p.min_package_quantity = round(p.min_package_quantity)
      and p.min_purchase_quantity <= p.min_package_quantity and p.uom_precision = 0 and p.product_source = 'CATA'
      and (p.stock_state in (2, 3) or (p.stock_state = 1 and p.stock_quantity > p.min_package_quantity * 3))
      and p.max_purchase_quantity is null and p.purchase_quantity_limit is null and p.ladder_price_list = '[]'::jsonb and p.shelf_flag = 1
      and not exists (select 1 from cart_lines c where c.product_id = p.id)`);
    const unitId = await unitOf(buyer);
    const message = `Minimum package quantity is ${packed.pack}`;
    await refusedUnchanged(() => post(buyer, '', { productId: packed.id, quantity: packed.pack + 1 }), 'cart.quantity.min-package', message);
    await refusedUnchanged(() => post(buyer, '/buy-now', { productId: packed.id, quantity: packed.pack * 2 + 1, unitId }), 'cart.quantity.min-package', message);
    // Precision 0: two packages and 0.4 round half up to two packages.
    const added = await post(buyer, '', { productId: packed.id, quantity: packed.pack * 2 + 0.4 });
    expect(added.statusCode).toBe(200);
    expect(Number(await storedQuantity(added.json().cartId))).toBe(packed.pack * 2);
    await server.app.inject({ method: 'DELETE', url: carts(buyer), headers: buyer.auth, payload: [added.json().cartId] });
  }, 120_000);

  it('a huge quantity is refused: 1e21 by the schema, 1e15 by the purchase range; nothing stored', async () => {
    const product = await pickProduct(server.db, buyer.user.tenantId, PLAIN, 2);
    const before = await fingerprint(server.db);
    expect((await post(buyer, '', { productId: product.id, quantity: 1e21 })).statusCode).toBe(400);
    const response = await post(buyer, '', { productId: product.id, quantity: 1e15 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(failedShape('smal.cart.quantity.exceeds.limit'));
    expect(await fingerprint(server.db)).toBe(before);
  }, 120_000);
});

describe('the order submit', () => {
  it.each([5e-324, 1e-7])('T3 (minimum order amount 50, control 2): a line submitted with quantity %d creates no order and no payment', async (quantity) => {
    const product = await pickProduct(server.db, t3.user.tenantId, `${PLAIN} and p.price < 40`);
    const line = (await post(t3, '', { productId: product.id, quantity: 1 })).json();
    const header = {
      unitId: await unitOf(t3), purchaseType: 'COMPANY', terminalTypeCode: 'PC', minPurchaseFlag: 1, paymentMethodCode: 'ONLINE',
      invoiceAddressId: await insertAddress(server.db, t3.user, 'INVOICE'),
      invoiceMethodCode: '1', invoiceTypeCode: '1', invoiceTitleTypeCode: '1', invoiceDetailTypeCode: '1',
      companyInvoiceVO: { invoiceHeader: `${t3.user.tenantNum} 总公司`, taxRegistrationNumber: '91310000MA1FL0000X' },
      shoppingCartDTOList: [{ cartId: line.cartId, quantity }],
    };
    const before = await fingerprint(server.db);
    const response = await post(t3, '/pre-order', [header]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ failed: true, code: expect.stringMatching(/^(cart\.quantity\.min-purchase|order\.minimum-amount\.not-reached)$/) });
    expect(await fingerprint(server.db)).toBe(before);
    const nanRows = await server.db.query(
      `select 1 from orders where amount = 'NaN' union all select 1 from order_lines where quantity = 'NaN' union all select 1 from payments where amount = 'NaN'`,
    );
    expect(nanRows).toEqual([]);
  }, 120_000);

  it('a submitted line quantity is held to the quantity rule even where the order minimum does not apply', async () => {
    const product = await pickProduct(server.db, buyer.user.tenantId, PLAIN, 3);
    const line = (await post(buyer, '', { productId: product.id, quantity: 1 })).json();
    const header = {
      unitId: await unitOf(buyer), purchaseType: 'COMPANY', terminalTypeCode: 'PC', invoiceAddressId: await insertAddress(server.db, { ...buyer.user, id: buyer.user.id }, 'INVOICE'),
      invoiceMethodCode: '1', invoiceTypeCode: '1', invoiceTitleTypeCode: '1', invoiceDetailTypeCode: '1',
      companyInvoiceVO: { invoiceHeader: 'GOLDEN 总公司', taxRegistrationNumber: '91310000MA1FL0000X' },
      shoppingCartDTOList: [{ cartId: line.cartId, quantity: 1e-7 }],
    };
    await refusedUnchanged(() => post(buyer, '/pre-order', [header]), 'cart.quantity.min-purchase', 'Minimum purchase quantity is 1');
  }, 120_000);
});
