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

describe('financial-group server entry: centralised reject is the approver\'s', () => {
  it('refuses a demander who rejects their own relation (403, the reason) and changes nothing', async () => {
    const approving = (await linesOf(buyer)).find((l) => l.centralizedStatus === 'APPROVEING')!;
    const refused = await buyer.call('POST', `${RELATIONS}/reject`, { body: { cartIds: [approving.cartId] } });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ failed: true, code: 'centralised-buying.relation.approver-only', message: '只有集采审批人可以通过或拒绝；需求人只能提交、取消或删除自己的关联' });
    expect((await member.call('POST', `${RELATIONS}/reject`, { body: { cartIds: [approving.cartId] } })).status).toBe(403);
    expect((await linesOf(buyer)).find((l) => l.cartId === approving.cartId)!.centralizedStatus).toBe('APPROVEING');
  });

  it("lets the seeded approver list and reject the demander's relation in approval, which the demander then sees RETURNED", async () => {
    const approver = await server.signIn('foundersc.approver');
    const approving = (await linesOf(buyer)).find((l) => l.centralizedStatus === 'APPROVEING')!;
    const listed = await approver.call<{ cartId: number; demanderName: string }[]>('GET', `${RELATIONS}/approvals`);
    expect(listed.body).toEqual([expect.objectContaining({ cartId: approving.cartId, centralizedStatus: 'APPROVEING', demanderName: 'FOUNDERSC 采购员' })]);
    expect((await buyer.call('GET', `${RELATIONS}/approvals`)).body).toEqual([]);
    const rejected = await approver.call('POST', `${RELATIONS}/reject`, { body: { cartIds: [approving.cartId] } });
    expect(rejected.body).toEqual([{ cartId: approving.cartId, centralizedStatus: 'RETURNED', oldCentralizedStatus: 'REJECTED' }]);
    expect((await linesOf(buyer)).find((l) => l.cartId === approving.cartId)).toMatchObject({ centralizedStatus: 'REJECTED', approvingFlag: 0 });
    const again = await approver.call('POST', `${RELATIONS}/reject`, { body: { cartIds: [approving.cartId] } });
    expect(again.status).toBe(409);
    // The demander submits the returned line again: it is back in approval.
    expect((await buyer.call('POST', `${RELATIONS}/submit`, { body: { cartIds: [approving.cartId] } })).status).toBe(200);
  });

  it("refuses the approver a line of no relation (404), another tenant's caller (404) and malformed bodies (400)", async () => {
    const approver = await server.signIn('foundersc.approver');
    const general = (await linesOf(buyer)).find((l) => !l.labelList)!;
    expect((await approver.call('POST', `${RELATIONS}/reject`, { body: { cartIds: [general.cartId] } })).status).toBe(404);
    const approving = (await linesOf(buyer)).find((l) => l.centralizedStatus === 'APPROVEING')!;
    expect((await stranger.call('POST', `${RELATIONS}/reject`, { body: { cartIds: [approving.cartId] } })).status).toBe(404);
    for (const body of [{}, { cartIds: [] }, { cartIds: ['a'] }]) expect((await approver.call('POST', `${RELATIONS}/reject`, { body })).status).toBe(400);
  });
});

describe('financial-group server entry: the submit runs the balance check (order.submit-validators)', () => {
  const PRE_ORDER = '/smal/v1/{org}/shopping-carts/pre-order';
  const invoice = { invoiceMethodCode: '1', invoiceTypeCode: '1', invoiceTitleTypeCode: '1', invoiceDetailTypeCode: '1' };
  /** A company order header as the pre-submit page sends it, paid with `paymentMethodCode`. */
  async function headerOf(caller: ServerCaller, lines: Line[], paymentMethodCode: string) {
    const { id, tenantId, organizationId, companyId } = caller.user;
    const [unit] = await server.query<{ id: number }>('select unit_id::float8 as id from user_units where user_id = $1 order by default_flag desc, unit_id limit 1', [id]);
    const [address] = await server.query<{ id: number }>(
      `insert into addresses (tenant_id, organization_id, company_id, user_id, address_type, belong_type, contact_name, mobile, region_id, region_id_list, address, full_address)
       values ($1, $2, $3, $4, 'INVOICE', 2, '张三', '13800138000', 110101001, '[11, 1101, 110101, 110101001]', '东华门大街1号', '北京市东城区东华门大街1号') returning id::float8 as id`,
      [tenantId, organizationId, companyId, id],
    );
    return {
      key: 'k1', companyId, unitId: unit!.id, purchaseType: 'COMPANY', terminalTypeCode: 'PC', invoiceAddressId: address!.id, paymentMethodCode, ...invoice,
      companyInvoiceVO: { invoiceHeader: 'FOUNDERSC', taxRegistrationNumber: '91310000MA1FL0000X' },
      shoppingCartDTOList: lines.map((l) => ({ cartId: l.cartId })),
    };
  }
  const ordersOf = async (caller: ServerCaller) => (await server.query<{ n: number }>('select count(*)::int as n from orders where owner_id = $1', [caller.user.id]))[0]!.n;

  it('refuses a direct pre-order call paid with method 4 above the fund balance, with the request number message in the order, and writes nothing', async () => {
    const lines = (await linesOf(buyer)).filter((l) => l.productSource === 'CATA' && !l.labelList);
    const amount = lines.reduce((sum, l) => sum + l.latestPrice * l.quantity, 0);
    const before = await ordersOf(buyer);
    const answer = await buyer.call<{ failed: boolean; code: string; message: string; orderMessageList: unknown[] }>('POST', PRE_ORDER, { body: [await headerOf(buyer, lines, '4')] });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ failed: true, type: 'error', code: 'financial-group.balance.failed', message: '资金余额不足以支付以下订单，不能提交' });
    expect(answer.body.orderMessageList).toEqual([
      { index: 0, key: 'k1', errorFlag: 1, errorMessage: expect.stringMatching(new RegExp(`^资金申请 FR-.*-2026：余额 1000\\.00 小于订单金额 ${amount.toFixed(2)}$`)) },
    ]);
    expect(await ordersOf(buyer)).toBe(before);
    const after = (await linesOf(buyer)).map((l) => l.cartId);
    for (const line of lines) expect(after).toContain(line.cartId);
  });

  it('lets a method-4 order within the fund balance through', async () => {
    const lines = (await linesOf(buyer)).filter((l) => l.productSource === 'CATA' && !l.labelList).sort((a, b) => a.latestPrice * a.quantity - b.latestPrice * b.quantity);
    const cheap = lines.filter((l) => l.latestPrice * l.quantity >= 100 && l.latestPrice * l.quantity <= 1000).slice(0, 1);
    expect(cheap).toHaveLength(1);
    const answer = await buyer.call<{ failed: boolean }>('POST', PRE_ORDER, { body: [await headerOf(buyer, cheap, '4')] });
    expect(answer.status).toBe(200);
    expect(answer.body.failed).toBe(false);
  });

  it("does not run for another tenant's buyer paying with method 4", async () => {
    const golden = await server.signIn('golden.buyer');
    const lines = (await linesOf(golden)).filter((l) => l.productSource === 'CATA').sort((a, b) => b.latestPrice * b.quantity - a.latestPrice * a.quantity).slice(0, 1);
    expect(lines[0]!.latestPrice * lines[0]!.quantity).toBeGreaterThan(1000);
    const answer = await golden.call<{ failed: boolean; code?: string }>('POST', PRE_ORDER, { body: [await headerOf(golden, lines, '4')] });
    expect(answer.body).toMatchObject({ failed: false });
  });
});
