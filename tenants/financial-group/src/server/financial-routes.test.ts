// @vitest-environment node
import { startServer, type ServerCaller, type ServerUnderTest } from '@mall/sdk-testing/server';
import { FSSC_URL } from './financial-routes';

const JUMP = '/sitf/v1/{org}/execute-exp/generic/scux-common1';
const BALANCE = '/marmot/v1/{org}/marmot-api/fin-balance-check';
const PAY_INFO = '/marmot/v1/{org}/marmot-api/fin-company-pay-info';
const RELATIONS = '/smal/v1/{org}/centralized-relations';

let server: ServerUnderTest;
let buyer: ServerCaller;
let member: ServerCaller;
let stranger: ServerCaller;

beforeAll(async () => {
  server = await startServer();
  [buyer, member, stranger] = await Promise.all([server.signIn('foundersc.buyer'), server.signIn('foundersc.member'), server.signIn('hlcx.buyer')]);
}, 300_000);
afterAll(() => server.close());

interface Line {
  cartId: number;
  productSource: string;
  latestPrice: number;
  quantity: number;
  companyId: number;
  labelList?: { labelCode: string }[];
  centralizedStatus?: string;
}
const linesOf = async (caller: ServerCaller): Promise<Line[]> => {
  const body = (await caller.call<unknown>('GET', '/smal/v1/{org}/shopping-carts')).body as Line[] | { content: Line[] };
  return Array.isArray(body) ? body : body.content;
};

describe('financial-group server entry: the financial-sharing jump', () => {
  it('answers a buyer with an account their transferUrl, and a member without one nothing', async () => {
    const answer = await buyer.call<{ transferUrl: string }>('GET', JUMP);
    expect(answer.status).toBe(200);
    expect(answer.body.transferUrl).toMatch(new RegExp(`^${FSSC_URL.replace(/\./g, '\\.')}\\?account=FSSC-FOUNDERSC-\\d+&lang=zh_CN$`));
    expect((await member.call('GET', JUMP)).body).toEqual({});
  });

  it("is not served to another tenant's caller", async () => {
    expect((await stranger.call('GET', JUMP)).status).toBe(404);
  });
});

describe('financial-group server entry: balance check and pay info', () => {
  it('fails a payment method 4 order with catalogue goods above the fund balance, with its request number and message', async () => {
    const lines = (await linesOf(buyer)).filter((l) => l.productSource === 'CATA' && !l.labelList);
    const amount = lines.reduce((sum, l) => sum + l.latestPrice * l.quantity, 0);
    expect(amount).toBeGreaterThan(1000);
    const answer = await buyer.call<unknown[]>('POST', BALANCE, {
      body: { orderList: [{ orderKey: 'o1', companyId: lines[0]!.companyId, paymentMethodCode: '4', cartIds: lines.map((l) => l.cartId) }, { orderKey: 'o2', paymentMethodCode: 'MONTHLY', cartIds: [lines[0]!.cartId] }] },
    });
    expect(answer.status).toBe(200);
    const [first, second] = answer.body as { requestNum: string; orderInfo: { checkMoneyFlag: number; checkMoneyMessgae?: string } }[];
    expect(first).toMatchObject({ requestNum: expect.stringMatching(/^FR-.*-2026$/), orderInfo: { checkMoneyFlag: 0 } });
    expect(first!.orderInfo.checkMoneyMessgae).toBe(`资金申请 ${first!.requestNum}：余额 1000.00 小于订单金额 ${amount.toFixed(2)}`);
    expect(second).toMatchObject({ orderKey: 'o2', orderInfo: { checkMoneyFlag: 1 } });
  });

  it('passes a cheap order, and counts two orders of one company together', async () => {
    const [cheap] = (await linesOf(buyer)).filter((l) => l.productSource === 'CATA').sort((a, b) => a.latestPrice * a.quantity - b.latestPrice * b.quantity);
    expect(cheap!.latestPrice * cheap!.quantity).toBeLessThan(500);
    const one = { orderKey: 'a', paymentMethodCode: '4', cartIds: [cheap!.cartId] };
    const answer = await buyer.call<{ orderInfo: { checkMoneyFlag: number } }[]>('POST', BALANCE, { body: { orderList: [one] } });
    expect(answer.body.map((a) => a.orderInfo.checkMoneyFlag)).toEqual([1]);
  });

  it("refuses another buyer's cart lines (404) and malformed bodies (400)", async () => {
    const [line] = await linesOf(buyer);
    expect((await member.call('POST', BALANCE, { body: { orderList: [{ orderKey: 'x', paymentMethodCode: '4', cartIds: [line!.cartId] }] } })).status).toBe(404);
    for (const body of [{}, { orderList: [] }, { orderList: [{ orderKey: 'x', cartIds: [] }] }, { orderList: [{ orderKey: 'x', cartIds: ['1'] }] }]) {
      expect((await buyer.call('POST', BALANCE, { body })).status).toBe(400);
    }
    expect((await stranger.call('POST', BALANCE, { body: { orderList: [{ orderKey: 'x', cartIds: [1] }] } })).status).toBe(404);
  });

  it("answers the pay info of the caller's companies only", async () => {
    const [line] = await linesOf(buyer);
    const answer = await buyer.call<{ companyId: number; fundRequestNum: string; balance: number }[]>('POST', PAY_INFO, { body: { companyIds: [line!.companyId, 999999] } });
    expect(answer.body).toEqual([expect.objectContaining({ companyId: line!.companyId, balance: 1000, fundRequestNum: expect.stringMatching(/^FR-/) })]);
    expect((await buyer.call('POST', PAY_INFO, { body: { companyIds: [] } })).status).toBe(400);
  });
});

describe('financial-group server entry: centralised relations (the plugin it uses)', () => {
  it('lists the seeded relations as the demander sees them', async () => {
    const answer = await buyer.call<{ centralizedStatus: string; oldCentralizedStatus: string | null }[]>('GET', RELATIONS);
    expect(answer.body.map((r) => [r.centralizedStatus, r.oldCentralizedStatus]).sort()).toEqual([
      ['NEW', null],
      ['SUBMITTED', 'APPROVEING'],
    ]);
  });

  it('submits a NEW line (shown SUBMITTED), refuses to submit it again (409), cancels it back, and the cart carries the status', async () => {
    const line = (await linesOf(buyer)).find((l) => l.centralizedStatus === 'NEW')!;
    const submitted = await buyer.call('POST', `${RELATIONS}/submit`, { body: { cartIds: [line.cartId] } });
    expect(submitted.body).toEqual([{ cartId: line.cartId, centralizedStatus: 'SUBMITTED', oldCentralizedStatus: 'APPROVEING' }]);
    expect((await linesOf(buyer)).find((l) => l.cartId === line.cartId)).toMatchObject({ centralizedStatus: 'APPROVEING', approvingFlag: 1 });
    const again = await buyer.call('POST', `${RELATIONS}/submit`, { body: { cartIds: [line.cartId] } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'centralised-buying.relation.not-allowed' });
    expect((await buyer.call('POST', `${RELATIONS}/cancel`, { body: { cartIds: [line.cartId] } })).body).toEqual([{ cartId: line.cartId, centralizedStatus: 'NEW', oldCentralizedStatus: null }]);
  });

  it('refuses a general line (422), another buyer (404), another tenant (404) and malformed bodies (400)', async () => {
    const general = (await linesOf(buyer)).find((l) => !l.labelList)!;
    const refused = await buyer.call('POST', `${RELATIONS}/submit`, { body: { cartIds: [general.cartId] } });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'centralised-buying.relation.not-group-buying' });
    expect((await member.call('POST', `${RELATIONS}/delete`, { body: { cartIds: [general.cartId] } })).status).toBe(404);
    expect((await stranger.call('POST', `${RELATIONS}/submit`, { body: { cartIds: [general.cartId] } })).status).toBe(404);
    for (const body of [{}, { cartIds: [] }, { cartIds: [1, 1] }, { cartIds: ['a'] }]) expect((await buyer.call('POST', `${RELATIONS}/submit`, { body })).status).toBe(400);
  });
});
