import { signIn, type SignedIn } from '../../test/sign-in';
import { testServer, type TestServer } from '../../test/test-server';
import { insertAddress, PLAIN, pickProduct } from './cart-test-helpers';

// Spec 1 section 5 "Points" and "Minimum order amount (where configured): control 2 forbids submit, control 1
// warns" and section 4 step 2 "Rows that fail the minimum amount (minPurchaseFlag = 0) are
// excluded from the submit and their goods are released back to the cart".
let server: TestServer;
let t3: SignedIn;
let founders: SignedIn;
let golden: SignedIn;
let member: SignedIn;
beforeAll(async () => {
  server = await testServer({ clone: true });
  [t3, founders, golden, member] = await Promise.all([
    signIn(server.app, 't3.buyer'), signIn(server.app, 'foundersc.buyer'), signIn(server.app, 'golden.buyer'), signIn(server.app, 't3.member'),
  ]);
  for (const who of [t3, founders, golden, member]) await server.app.inject({ method: 'PUT', url: '/iam/hzero/v1/users/default-language?language=en_US', headers: who.auth });
}, 300_000);
afterAll(() => server.close());

const carts = (who: SignedIn, path = '') => `/smal/v1/${who.user.organizationId}/shopping-carts${path}`;
const unitOf = async (who: SignedIn) =>
  (await server.db.query<{ id: number }>('select unit_id as id from user_units where user_id = $1 order by default_flag desc limit 1', [who.user.id]))[0]!.id;

/** A new cart line of one plain good priced within [from, to), quantity 1. */
async function addLine(who: SignedIn, from: number, to: number, offset = 0): Promise<number> {
  const product = await pickProduct(server.db, who.user.tenantId, `${PLAIN} and p.price >= ${from} and p.price < ${to}`, offset);
  const response = await server.app.inject({ method: 'POST', url: carts(who), headers: who.auth, payload: { productId: product.id, quantity: 1 } });
  expect(response.statusCode).toBe(200);
  return response.json().cartId;
}

async function header(who: SignedIn, cartIds: number[], extra: Record<string, unknown> = {}) {
  return {
    unitId: await unitOf(who), purchaseType: 'COMPANY', terminalTypeCode: 'PC', minPurchaseFlag: 1,
    invoiceAddressId: await insertAddress(server.db, who.user, 'INVOICE'),
    invoiceMethodCode: '1', invoiceTypeCode: '1', invoiceTitleTypeCode: '1', invoiceDetailTypeCode: '1',
    companyInvoiceVO: { invoiceHeader: `${who.user.tenantNum} 总公司`, taxRegistrationNumber: '91310000MA1FL0000X' },
    ...extra,
    shoppingCartDTOList: cartIds.map((cartId) => ({ cartId })),
  };
}

const inCart = async (cartId: number) => (await server.db.query('select 1 from cart_lines where id = $1', [cartId])).length === 1;

describe('the organisation minimum order amount', () => {
  it.each([
    ['t3.buyer', 2, 50],
    ['foundersc.buyer', 1, 100],
    ['golden.buyer', 0, undefined],
  ] as const)('%s: the user config and the order-centre common config carry control %i (minimum %s)', async (login, control, amount) => {
    const who = [t3, founders, golden].find((s) => s.user.loginName === login)!;
    const prepare = await server.app.inject({ method: 'GET', url: `/smal/v1/${who.user.organizationId}/prepare`, headers: who.auth });
    expect(prepare.json()).toMatchObject({ minAmountControl: control });
    expect(prepare.json().minOrderAmount).toBe(amount);
    const mallConfig = await server.app.inject({ method: 'GET', url: '/smal/v1/mall-page-configs/new/mall-config', headers: who.auth });
    expect(mallConfig.json()).toMatchObject({ minAmountControl: control });
    const common = await server.app.inject({ method: 'GET', url: `/smal/v1/${who.user.organizationId}/order-center/common-config`, headers: who.auth });
    expect(common.json()).toMatchObject({ minAmountControl: control, compareRule: { minCount: 2, maxCount: 4 } });
  });

  it('pre-req flags an order below the minimum with minPurchaseFlag 0 and one reaching it with 1', async () => {
    const small = await addLine(t3, 1, 40);
    const big = await addLine(t3, 60, 5000);
    const unitId = await unitOf(t3);
    const answer = async (ids: number[]) =>
      (await server.app.inject({ method: 'POST', url: carts(t3, `/pre-req?unitId=${unitId}`), headers: t3.auth, payload: ids })).json().orderList;
    expect((await answer([small])).map((o: { minPurchaseFlag: number }) => o.minPurchaseFlag)).toEqual([0]);
    expect((await answer([big])).map((o: { minPurchaseFlag: number }) => o.minPurchaseFlag)).toEqual([1]);
    // a tenant without a minimum never flags an order
    const goldenSmall = await addLine(golden, 1, 40);
    const goldenAnswer = await server.app.inject({
      method: 'POST', url: carts(golden, `/pre-req?unitId=${await unitOf(golden)}`), headers: golden.auth, payload: [goldenSmall],
    });
    expect(goldenAnswer.json().orderList[0].minPurchaseFlag).toBe(1);
  });

  it('control 2 forbids the submit of an order below the minimum, whatever flag the browser sends', async () => {
    const small = await addLine(t3, 1, 40, 1);
    const response = await server.app.inject({ method: 'POST', url: carts(t3, '/pre-order'), headers: t3.auth, payload: [await header(t3, [small])] });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      failed: true, code: 'order.minimum-amount.not-reached', message: 'the order amount has not reached the minimum order amount',
    });
    expect(await inCart(small)).toBe(true);
  });

  it('a refused order is named in orderMessageList, flagged 1, with its message (spec 1 section 4 step 6)', async () => {
    const big = await addLine(t3, 60, 5000, 1);
    const small = await addLine(t3, 1, 40, 2);
    const response = await server.app.inject({
      method: 'POST', url: carts(t3, '/pre-order'), headers: t3.auth,
      payload: [await header(t3, [big], { key: 'A' }), await header(t3, [small], { key: 'B' })],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().orderMessageList).toEqual([
      { index: 1, key: 'B', errorFlag: 1, errorMessage: 'the order amount has not reached the minimum order amount' },
    ]);
    expect(await inCart(big)).toBe(true);
  });

  it('control 1 submits the orders reaching the minimum and leaves the others in the cart', async () => {
    const small = await addLine(founders, 1, 90);
    const big = await addLine(founders, 150, 5000);
    const response = await server.app.inject({
      method: 'POST', url: carts(founders, '/pre-order'), headers: founders.auth,
      payload: [await header(founders, [small]), await header(founders, [big])],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().orderIdList).toHaveLength(1);
    expect(await inCart(small)).toBe(true);
    expect(await inCart(big)).toBe(false);
  });
});

describe('per-order messages of the submit validation', () => {
  it('every order with a blocking finding gets its first message, by its place in the body', async () => {
    const [first, second, third] = [await addLine(golden, 60, 5000, 1), await addLine(golden, 60, 5000, 2), await addLine(golden, 60, 5000, 3)];
    const response = await server.app.inject({
      method: 'POST', url: carts(golden, '/pre-order'), headers: golden.auth,
      payload: [
        await header(golden, [first], { key: 'ok' }),
        await header(golden, [second], { key: 'no-address', invoiceAddressId: undefined }),
        await header(golden, [third], { key: 'no-invoice', invoiceTypeCode: undefined, invoiceAddressId: undefined }),
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ failed: true, code: 'smodr.invoice.info.not.null' });
    expect(response.json().orderMessageList).toEqual([
      { index: 2, key: 'no-invoice', errorFlag: 1, errorMessage: 'please complete invoice information' },
      { index: 1, key: 'no-address', errorFlag: 1, errorMessage: 'please select receiving address' },
    ]);
    for (const cartId of [first, second, third]) expect(await inCart(cartId)).toBe(true);
  });
});

describe('personal points', () => {
  it('a member has a points balance in the user config; a buyer has no points account', async () => {
    const answer = async (who: SignedIn) => (await server.app.inject({ method: 'GET', url: `/smal/v1/${who.user.organizationId}/prepare?memberFlag=1`, headers: who.auth })).json();
    expect(await answer(member)).toMatchObject({ mallType: 'sigl', pointsBalance: 2000 });
    expect((await answer(t3)).pointsBalance).toBeUndefined();
  });

  const pointsOf = async (who: SignedIn) =>
    (await server.db.query<{ points: number | null }>('select points_balance::float8 as points from user_configs where user_id = $1', [who.user.id]))[0]!.points;
  const setPoints = (who: SignedIn, points: number) => server.db.query('update user_configs set points_balance = $2 where user_id = $1', [who.user.id, points]);
  const ordersOf = async (who: SignedIn) => (await server.db.query('select 1 from orders where owner_id = $1', [who.user.id])).length;
  const lineAmount = async (cartId: number) =>
    (await server.db.query<{ amount: number }>('select (c.quantity * p.price)::float8 as amount from cart_lines c join products p on p.id = c.product_id where c.id = $1', [cartId]))[0]!.amount;
  const submit = async (who: SignedIn, cartIds: number[], purchaseType: string) =>
    server.app.inject({ method: 'POST', url: carts(who, '/pre-order'), headers: who.auth, payload: [await header(who, cartIds, { purchaseType })] });

  it('a personal submit spends one point per currency unit of the amount the server prices', async () => {
    await setPoints(member, 100_000);
    const line = await addLine(member, 60, 5000, 3);
    const amount = await lineAmount(line);
    const response = await submit(member, [line], 'PERSONAL');
    expect(response.statusCode).toBe(200);
    expect(await pointsOf(member)).toBeCloseTo(100_000 - amount, 2);
  });

  it("more than the balance is 'insufficient points balance': nothing is ordered, spent or taken from the cart", async () => {
    const line = await addLine(member, 60, 5000, 4);
    await setPoints(member, (await lineAmount(line)) - 0.01);
    const before = await ordersOf(member);
    const response = await submit(member, [line], 'PERSONAL');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ failed: true, code: 'order.points.insufficient', message: 'insufficient points balance' });
    expect(await ordersOf(member)).toBe(before);
    expect(await inCart(line)).toBe(true);
    expect(await pointsOf(member)).toBeCloseTo((await lineAmount(line)) - 0.01, 2);
  });

  // Spec 1 section 3: the submit payload's purchaseType is COMPANY; the personal mall says memberFlag 1 on the call.
  it('a COMPANY submit from the personal mall (memberFlag 1) spends the points', async () => {
    await setPoints(member, 100_000);
    const line = await addLine(member, 60, 5000, 6);
    const amount = await lineAmount(line);
    const response = await server.app.inject({
      method: 'POST',
      url: carts(member, '/pre-order'),
      query: { memberFlag: '1', customizeUnitCode: 'U-1' },
      headers: member.auth,
      payload: [await header(member, [line], { purchaseType: 'COMPANY' })],
    });
    expect(response.statusCode).toBe(200);
    expect(await pointsOf(member)).toBeCloseTo(100_000 - amount, 2);
  });

  it('a company submit of a member with enterprise permission spends no points', async () => {
    await setPoints(member, 5);
    const line = await addLine(member, 60, 5000, 5);
    const response = await submit(member, [line], 'COMPANY');
    expect(response.statusCode).toBe(200);
    expect(await pointsOf(member)).toBe(5);
  });

  it('a member without enterprise permission spends points whatever purchase type the body names', async () => {
    await server.db.query('update user_configs set enterprise_permission = false where user_id = $1', [member.user.id]);
    try {
      await setPoints(member, 5);
      const line = await addLine(member, 60, 5000, 6);
      const response = await submit(member, [line], 'COMPANY');
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'order.points.insufficient' });
      expect(await inCart(line)).toBe(true);
    } finally {
      await server.db.query('update user_configs set enterprise_permission = true where user_id = $1', [member.user.id]);
    }
  });
});
