import { failedShape, signIn, type SignedIn } from '../../test/sign-in';
import { fingerprint, testServer, type TestServer } from '../../test/test-server';
import type { Session } from '../../auth/session';
import type { Db } from '../../db/db';
import { insertAddress, PLAIN, pickProduct } from './cart-test-helpers';
import { submitPreOrder } from './pre-order-service';

let server: TestServer;
let buyer: SignedIn;
let stranger: SignedIn;
let addressId: number;
let unitId: number;
beforeAll(async () => {
  server = await testServer({ clone: true });
  buyer = await signIn(server.app, 'golden.buyer');
  stranger = await signIn(server.app, 'kingfa.buyer');
  await server.app.inject({ method: 'PUT', url: '/iam/hzero/v1/users/default-language?language=en_US', headers: buyer.auth });
  addressId = await insertAddress(server.db, { ...buyer.user, id: buyer.user.id }, 'INVOICE');
  const [unit] = await server.db.query<{ id: number }>('select unit_id as id from user_units where user_id = $1 limit 1', [buyer.user.id]);
  unitId = unit!.id;
}, 300_000);
afterAll(() => server.close());

const url = (who: SignedIn, path: string) => `/smal/v1/${who.user.organizationId}/shopping-carts${path}`;
async function addLine(condition = PLAIN, offset = 0): Promise<number> {
  const product = await pickProduct(server.db, buyer.user.tenantId, condition, offset);
  const response = await server.app.inject({ method: 'POST', url: url(buyer, ''), headers: buyer.auth, payload: { productId: product.id, quantity: 1 } });
  return response.json().cartId;
}
const invoice = {
  invoiceMethodCode: '1',
  invoiceTypeCode: '1',
  invoiceTitleTypeCode: '1',
  invoiceDetailTypeCode: '1',
  companyInvoiceVO: { invoiceHeader: 'GOLDEN 总公司', taxRegistrationNumber: '91310000MA1FL0000X' },
};
const header = (cartIds: number[], extra: Record<string, unknown> = {}) => ({
  unitId, purchaseType: 'COMPANY', terminalTypeCode: 'PC', invoiceAddressId: addressId, ...invoice, ...extra,
  shoppingCartDTOList: cartIds.map((cartId) => ({ cartId })),
});
const submit = (body: unknown, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url: url(buyer, '/pre-order'), headers: { ...buyer.auth, ...headers }, payload: body as object });

describe('pre-order', () => {
  it('creates one order per supplier, empties those cart lines and answers the lot number and request id', async () => {
    const cartId = await addLine();
    const response = await submit([header([cartId])]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ failed: false, result: expect.stringMatching(/^LOT/), prHeaderId: expect.any(Number) });
    expect(body.paymentOrderNum).toBeUndefined();
    const orders = await server.db.query('select status, batch_num from orders where tenant_id = $1 and batch_num = $2', [buyer.user.tenantId, body.result]);
    expect(orders).toEqual([{ status: 'SUBMITTED', batch_num: body.result }]);
    expect(await server.db.query('select 1 from cart_lines where id = $1', [cartId])).toEqual([]);
  });

  it('is idempotent: a double submit of the same lines answers the same response and creates one order', async () => {
    const cartId = await addLine(PLAIN, 1);
    const [first, second] = await Promise.all([submit([header([cartId])]), submit([header([cartId])])]);
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const orders = await server.db.query('select 1 from orders where batch_num = $1', [first.json().result]);
    expect(orders).toHaveLength(1);
    const keyed = await addLine(PLAIN, 2);
    const a = await submit([header([keyed])], { 'idempotency-key': 'submit-42' });
    const b = await submit([header([keyed])], { 'idempotency-key': 'submit-42' });
    expect(b.json()).toEqual(a.json());
  });

  it('answers the other submit\'s response when that one committed between the first look and the plan', async () => {
    const cartId = await addLine(PLAIN, 4);
    const first = await submit([header([cartId])]);
    expect(first.statusCode).toBe(200);
    // The late submit's first look happened before the other committed: it saw no stored response.
    let looks = 0;
    const lateLook: Db = {
      ...server.db,
      query: (async (sql: string, params?: unknown[], options?: never) =>
        sql.includes('from pre_order_requests') && looks++ === 0 ? [] : server.db.query(sql, params, options)) as Db['query'],
    };
    const session = { ...buyer.user, userId: buyer.user.id, language: 'en_US', jti: 'late', expiresAt: new Date(Date.now() + 60_000) } as Session;
    const late = await submitPreOrder(lateLook, session, [header([cartId])] as never);
    expect(late).toEqual(first.json());
    expect(await server.db.query('select 1 from orders where batch_num = $1', [first.json().result])).toHaveLength(1);
  });

  it('opens a payment for online payment and answers the cashier link', async () => {
    const cartId = await addLine(PLAIN, 3);
    const body = (await submit([header([cartId], { paymentMethodCode: 'PERSONAL_PAYMENT' })])).json();
    expect(body).toMatchObject({ failed: false, paymentOrderNum: expect.any(String), cashierUri: expect.stringMatching(new RegExp(`^/cashier/${body.paymentOrderNum}\\?ticket=[0-9a-f]{64}$`)) });
    const [order] = await server.db.query<{ status: string }>('select status from orders where batch_num = $1', [body.result]);
    expect(order!.status).toBe('PENDING_PAYMENT');
  });

  it('charges the cashier only the orders paid online when a lot mixes payment methods', async () => {
    const jd = await pickProduct(server.db, buyer.user.tenantId, `p.product_source = 'JD' and p.min_purchase_quantity = 1 and p.min_package_quantity = 1 and p.stock_state = 2 and not exists (select 1 from cart_lines c where c.product_id = p.id)`);
    const jdLine: number = (await server.app.inject({ method: 'POST', url: url(buyer, ''), headers: buyer.auth, payload: { productId: jd.id, quantity: 1 } })).json().cartId;
    const cataLine = await addLine(PLAIN, 6);
    const response = await submit([header([jdLine], { paymentMethodCode: 'ONLINE' }), header([cataLine], { paymentMethodCode: 'MONTHLY' })]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const orders = await server.db.query<{ status: string; amount: number; paymentOrderNum: string | null }>(
      'select status, amount::float8 as amount, payment_order_num as "paymentOrderNum" from orders where batch_num = $1 order by id',
      [body.result],
    );
    expect(orders.map((o) => [o.status, o.paymentOrderNum])).toEqual([['PENDING_PAYMENT', body.paymentOrderNum], ['SUBMITTED', null]]);
    const [payment] = await server.db.query<{ amount: number }>('select amount::float8 as amount from payments where payment_order_num = $1', [body.paymentOrderNum]);
    expect(payment!.amount).toBe(orders[0]!.amount);
  });

  it.each([
    ['no invoice fields', { invoiceMethodCode: undefined, invoiceTypeCode: undefined }, 'smodr.invoice.info.not.null'],
    // method 2 disables the other choices in the dialog but does not exempt them (spec 1 section 5, spec 3)
    ['method 2 without an invoice type', { invoiceMethodCode: '2', invoiceTypeCode: undefined }, 'smodr.invoice.info.not.null'],
    ['a special VAT invoice without bank details', { invoiceTypeCode: '2' }, 'smodr.special.invoice.need.param'],
    ['no invoice address', { invoiceAddressId: undefined }, 'smodr.invoicer.info.not.null'],
    ['a required remark left empty', { remarkRequired: 1, remarkFieldName: 'remark info' }, 'order.fill-in'],
    ['a required purchase request type left empty', { prTypeIdRequired: 1 }, 'order.pr-type.required'],
  ])('refuses %s with 422, its code and nothing changed', async (_name, extra, code) => {
    const cartId = await addLine(PLAIN, 4);
    const before = await fingerprint(server.db);
    const response = await submit([header([cartId], extra)]);
    expect(response.statusCode).toBe(422);
    const body = response.json();
    // the one refused order is named too, with the same message (spec 1 section 4 step 6)
    expect(body).toEqual({ ...failedShape(code), orderMessageList: [{ index: 0, errorFlag: 1, errorMessage: body.message }] });
    expect(await fingerprint(server.db)).toBe(before);
  });

  it('refuses inner invoice gaps with smct.check.invoice.fail when the INVOICE_INFO menu is hidden', async () => {
    await server.db.query(`update user_configs set hide_inner_menu_list = '["INVOICE_INFO"]' where user_id = $1`, [buyer.user.id]);
    const cartId = await addLine(PLAIN, 4);
    const response = await submit([header([cartId])]);
    await server.db.query(`update user_configs set hide_inner_menu_list = '[]' where user_id = $1`, [buyer.user.id]);
    expect(response.json()).toEqual({
      ...failedShape('smct.check.invoice.fail'),
      orderMessageList: [{ index: 0, errorFlag: 1, errorMessage: response.json().message }],
    });
  });

  it("asks for the payment method on JD lines: 'please select payment method'", async () => {
    const cartId = await addLine(`p.product_source = 'JD' and p.min_purchase_quantity = 1 and p.min_package_quantity = 1 and p.stock_state = 2`);
    const response = await submit([header([cartId])]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'order.payment-method.required', message: 'please select payment method' });
  });

  it('refuses more than 100 split orders and leaves the cart as it was', async () => {
    const products = await server.db.query<{ id: number }>(
      `select p.id from products p where p.tenant_id = $1 and ${PLAIN} order by p.id offset 10 limit 101`,
      [buyer.user.tenantId],
    );
    const ids: number[] = [];
    for (const p of products) {
      const [row] = await server.db.query<{ id: number }>(
        `insert into cart_lines (tenant_id, organization_id, owner_id, company_id, product_id, quantity) values ($1, $2, $3, $4, $5, 1) returning id`,
        [buyer.user.tenantId, buyer.user.organizationId, buyer.user.id, buyer.user.companyId, p.id],
      );
      ids.push(row!.id);
    }
    const before = await fingerprint(server.db);
    const response = await submit(ids.map((id) => header([id])));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'smodr.order.split.exceeded' });
    expect(await fingerprint(server.db)).toBe(before);
  });

  it("answers 404 for another tenant's or a missing cart line, creating nothing", async () => {
    const cartId = await addLine(PLAIN, 5);
    const before = await fingerprint(server.db);
    const response = await server.app.inject({ method: 'POST', url: url(stranger, '/pre-order'), headers: stranger.auth, payload: [header([cartId], { unitId: undefined })] });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(failedShape('smal.cart.line.not.found'));
    expect(await fingerprint(server.db)).toBe(before);
  });
});
