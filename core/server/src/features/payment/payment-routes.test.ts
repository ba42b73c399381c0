import { failedShape, signIn, type SignedIn } from '../../test/sign-in';
import { fingerprint, testServer, type TestServer } from '../../test/test-server';
import { insertAddress, PLAIN, pickProduct } from '../cart/cart-test-helpers';

/** A complete centralised invoice (method 2 needs its codes and title like any other, spec 1 section 5). */
const invoice = {
  invoiceMethodCode: '2', invoiceTypeCode: '1', invoiceTitleTypeCode: 'COMPANY', invoiceDetailTypeCode: 'DETAIL',
  companyInvoiceVO: { invoiceHeader: 'GOLDEN 总公司', taxRegistrationNumber: '91310000MA1FL0000X' },
};

let server: TestServer;
let buyer: SignedIn;
let stranger: SignedIn;
beforeAll(async () => {
  server = await testServer({ clone: true });
  buyer = await signIn(server.app, 'golden.buyer');
  stranger = await signIn(server.app, 'kingfa.buyer');
}, 300_000);
afterAll(() => server.close());

const org = (who: SignedIn) => who.user.organizationId;

/** The hidden fields of the cashier page's Pay form. */
const cashierForm = (html: string) => Object.fromEntries([...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!]));

/** Submits one catalogue good with online payment; answers the pre-order response. */
async function orderOnline(paymentMethodCode = 'PERSONAL_PAYMENT') {
  const product = await pickProduct(server.db, buyer.user.tenantId, PLAIN);
  const line = (await server.app.inject({ method: 'POST', url: `/smal/v1/${org(buyer)}/shopping-carts`, headers: buyer.auth, payload: { productId: product.id, quantity: 2 } })).json();
  const invoiceAddressId = await insertAddress(server.db, { ...buyer.user, id: buyer.user.id }, 'INVOICE');
  const response = await server.app.inject({
    method: 'POST',
    url: `/smal/v1/${org(buyer)}/shopping-carts/pre-order`,
    headers: buyer.auth,
    payload: [{
      paymentMethodCode, invoiceAddressId, ...invoice, returnUrl: 'http://localhost:5173/',
      shoppingCartDTOList: [{ cartId: line.cartId }],
    }],
  });
  expect(response.statusCode).toBe(200);
  return { ...response.json(), amount: line.totalPrice as number };
}

describe('payment', () => {
  it('pays through the cashier: pay-url, cashier page, Pay, redirect to the payment result, order paid', async () => {
    const order = await orderOnline();
    const payUrl = await server.app.inject({
      method: 'POST', url: `/sd/v1/${org(buyer)}/pay-url`, headers: buyer.auth,
      payload: [{ nonceStr: 'n1', payFee: order.amount, batchNum: order.result, orderInfoJsonStr: '{}' }],
    });
    expect(payUrl.json()).toMatchObject({ payUrl: order.cashierUri, waitTradeNo: order.paymentOrderNum, token: expect.any(String) });
    const page = await server.app.inject({ method: 'GET', url: payUrl.json().payUrl, headers: { 'accept-language': 'en' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<button type="submit">Pay</button>');
    // Only the cashier may be framed, and only by the mall (the embedded payment page of spec 3).
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(payUrl.headers['x-frame-options']).toBe('DENY');
    const status = () => server.app.inject({ method: 'POST', url: `/smodr/v1/${org(buyer)}/orders/order-payment`, headers: buyer.auth, payload: { paymentOrderNum: order.paymentOrderNum } });
    expect((await status()).json()).toMatchObject({ successFlag: 0, status: 'WAITING' });
    // The Pay button posts the form the cashier rendered: its signed result, as a browser sends it.
    const paid = await server.app.inject({
      method: 'POST', url: `/cashier/${order.paymentOrderNum}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(cashierForm(page.body)).toString(),
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://localhost:5173/payment-result?paymentOrderNum=${order.paymentOrderNum}`);
    expect((await status()).json()).toMatchObject({ successFlag: 1, status: 'PAID' });
    const [row] = await server.db.query<{ status: string }>('select status from orders where batch_num = $1', [order.result]);
    expect(row!.status).toBe('PAID');
  });

  it('refuses a pay-url whose fee is not the orders amount, and one for a lot of another tenant', async () => {
    const order = await orderOnline();
    const before = await fingerprint(server.db);
    const wrong = await server.app.inject({ method: 'POST', url: `/sd/v1/${org(buyer)}/pay-url`, headers: buyer.auth, payload: [{ nonceStr: 'n', payFee: order.amount + 1, batchNum: order.result }] });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual(failedShape('sd.pay.fee.mismatch'));
    const foreign = await server.app.inject({ method: 'POST', url: `/sd/v1/${org(stranger)}/pay-url`, headers: stranger.auth, payload: [{ nonceStr: 'n', payFee: order.amount, batchNum: order.result }] });
    expect(foreign.statusCode).toBe(404);
    expect((await server.app.inject({ method: 'POST', url: `/smodr/v1/${org(stranger)}/orders/order-payment`, headers: stranger.auth, payload: { paymentOrderNum: order.paymentOrderNum } })).statusCode).toBe(404);
    expect(await fingerprint(server.db)).toBe(before);
  });

  it('payment-create answers the waiting payment of a lot, and refuses a lot that needs no payment', async () => {
    const order = await orderOnline();
    const created = await server.app.inject({ method: 'POST', url: `/smodr/v1/${org(buyer)}/payments/payment-create`, headers: buyer.auth, payload: { batchNum: order.result } });
    const [made] = await server.db.query<{ orderNum: string }>('select order_num as "orderNum" from orders where batch_num = $1', [order.result]);
    expect(created.json()).toMatchObject({ paymentOrderNum: order.paymentOrderNum, cashierUri: order.cashierUri, orderNumList: [made!.orderNum] });
    const offline = await orderOnline('TRANSFER');
    const refused = await server.app.inject({ method: 'POST', url: `/smodr/v1/${org(buyer)}/payments/payment-create`, headers: buyer.auth, payload: { batchNum: offline.result } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual(failedShape('smodr.payment.not.needed'));
  });

  it('payment-create lists only the orders its payment pays when the lot also holds an order settled another way', async () => {
    const jd = await pickProduct(server.db, buyer.user.tenantId, `p.product_source = 'JD' and p.min_purchase_quantity = 1 and p.min_package_quantity = 1 and p.stock_state = 2 and not exists (select 1 from cart_lines c where c.product_id = p.id)`);
    const cata = await pickProduct(server.db, buyer.user.tenantId, PLAIN);
    const add = async (productId: number) => (await server.app.inject({ method: 'POST', url: `/smal/v1/${org(buyer)}/shopping-carts`, headers: buyer.auth, payload: { productId, quantity: 1 } })).json().cartId as number;
    const [jdLine, cataLine] = [await add(jd.id), await add(cata.id)];
    const invoiceAddressId = await insertAddress(server.db, { ...buyer.user, id: buyer.user.id }, 'INVOICE');
    const header = (cartId: number, paymentMethodCode: string) => ({ paymentMethodCode, invoiceAddressId, ...invoice, shoppingCartDTOList: [{ cartId }] });
    const lot = (await server.app.inject({ method: 'POST', url: `/smal/v1/${org(buyer)}/shopping-carts/pre-order`, headers: buyer.auth, payload: [header(jdLine, 'ONLINE'), header(cataLine, 'TRANSFER')] })).json();
    const orders = await server.db.query<{ orderNum: string; status: string }>('select order_num as "orderNum", status from orders where batch_num = $1 order by id', [lot.result]);
    expect(orders.map((o) => o.status)).toEqual(['PENDING_PAYMENT', 'SUBMITTED']);
    const created = await server.app.inject({ method: 'POST', url: `/smodr/v1/${org(buyer)}/payments/payment-create`, headers: buyer.auth, payload: { batchNum: lot.result } });
    expect(created.json().orderNumList).toEqual([orders[0]!.orderNum]);
  });

  it('pr-lot-num answers nothing until the lot exists, then its request id; never another tenant\'s', async () => {
    const poll = (who: SignedIn, batchNum: string) => server.app.inject({ method: 'GET', url: `/smodr/v1/${org(who)}/orders/pr-lot-num`, query: { batchNum }, headers: who.auth });
    expect((await poll(buyer, 'LOT-NOT-YET')).json()).toEqual({});
    const order = await orderOnline('TRANSFER');
    expect((await poll(buyer, order.result)).json()).toMatchObject({ result: order.result, prHeaderId: order.prHeaderId });
    expect((await poll(stranger, order.result)).json()).toEqual({});
  });

  it('shows the seeded orders waiting for receipt', async () => {
    // The orders seed's own (My orders and receipts seed theirs under PO-MY- and PO-RCV-).
    const rows = await server.db.query<{ n: number }>(`select count(*)::int as n from orders where owner_id = $1 and status = 'WAITING_RECEIPT' and order_num like 'PO-SEED-%'`, [buyer.user.id]);
    expect(rows[0]!.n).toBe(2);
  });

  describe('the cashier result is trusted only when signed (issue 21)', () => {
    const pay = (num: string, form: Record<string, string> | undefined) =>
      server.app.inject({
        method: 'POST', url: `/cashier/${num}/pay`,
        ...(form ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(form).toString() } : {}),
      });
    const statusOf = async (num: string) =>
      (await server.db.query<{ status: string }>('select status from payments where payment_order_num = $1', [num]))[0]!.status;

    it('the payment number alone opens no cashier: without or with a wrong ticket it is not found', async () => {
      const order = await orderOnline();
      for (const url of [`/cashier/${order.paymentOrderNum}`, `/cashier/${order.paymentOrderNum}?ticket=${'0'.repeat(64)}`]) {
        const page = await server.app.inject({ method: 'GET', url });
        expect(page.statusCode).toBe(404);
        expect(page.json()).toEqual(failedShape('smodr.payment.not.found'));
      }
      const other = await orderOnline();
      const crossed = order.cashierUri.replace(order.paymentOrderNum, other.paymentOrderNum);
      expect((await server.app.inject({ method: 'GET', url: crossed })).statusCode).toBe(404);
    });

    it('an unsigned, tampered or borrowed result changes nothing; the signed one marks it paid', async () => {
      const order = await orderOnline();
      const form = cashierForm((await server.app.inject({ method: 'GET', url: order.cashierUri })).body);
      expect(form).toEqual({ amount: order.amount.toFixed(2), status: 'PAID', signature: expect.stringMatching(/^[0-9a-f]{64}$/) });
      // Another payment's valid signature, for the same amount.
      const other = await orderOnline();
      const otherForm = cashierForm((await server.app.inject({ method: 'GET', url: other.cashierUri })).body);
      const flipped = form.signature!.replace(/^./, (c) => (c === '0' ? '1' : '0'));
      const before = await fingerprint(server.db);
      for (const [name, sent, status] of [
        ['no result at all', undefined, 400],
        ['no signature', { amount: form.amount!, status: 'PAID' }, 400],
        ['a flipped signature', { ...form, signature: flipped }, 403],
        ['a lower amount', { ...form, amount: '0.01' }, 403],
        ['another payment\'s signature', { ...form, signature: otherForm.signature! }, 403],
      ] as const) {
        const response = await pay(order.paymentOrderNum, sent as Record<string, string> | undefined);
        expect({ name, status: response.statusCode }).toEqual({ name, status });
        if (status === 403) expect(response.json()).toEqual(failedShape('cashier.result.unsigned'));
      }
      expect(await fingerprint(server.db)).toBe(before);
      expect(await statusOf(order.paymentOrderNum)).toBe('WAITING');
      const paid = await pay(order.paymentOrderNum, form as Record<string, string>);
      expect(paid.statusCode).toBe(303);
      expect(await statusOf(order.paymentOrderNum)).toBe('PAID');
      const [row] = await server.db.query<{ status: string }>('select status from orders where batch_num = $1', [order.result]);
      expect(row!.status).toBe('PAID');
    }, 120_000);
  });
});
