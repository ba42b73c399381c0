import ExcelJS from 'exceljs';
import { failedShape, signIn, type SignedIn } from '../../test/sign-in';
import { testServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let buyer: SignedIn;
let member: SignedIn;
let stranger: SignedIn;
beforeAll(async () => {
  server = await testServer();
  buyer = await signIn(server.app, 'golden.buyer');
  member = await signIn(server.app, 'golden.member');
  stranger = await signIn(server.app, 'kingfa.buyer');
}, 300_000);
afterAll(() => server.close());

const base = (who: SignedIn) => `/smodr/v1/${who.user.organizationId}`;
const get = (who: SignedIn, path: string, query: Record<string, string> = {}) => server.app.inject({ method: 'GET', url: `${base(who)}${path}`, query, headers: who.auth });
const post = (who: SignedIn, path: string, payload?: object, query: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url: `${base(who)}${path}`, query, ...(payload ? { payload } : {}), headers: who.auth });

async function orderId(orderNum: string): Promise<number> {
  const [row] = await server.db.query<{ id: number }>('select id::int as id from orders where order_num = $1', [orderNum]);
  return row!.id;
}
const ec = (who: SignedIn) => `PO-EC-${who.user.id}`;
const my = (who: SignedIn, n: number) => `PO-MY-${who.user.id}-${n}`;
const DIMENSIONS = { PURCHASE_ORGANIZATION: 'PO-EAST', COMPANY: 'C-200', BUSINESS_ENTITY: 'BE-02', INVENTORY_ORGANIZATION: 'IO-SZ', PUR_ORGANIZATION: 'PUR-ADMIN' };

describe('GET orders/extra-info (supplementary information)', () => {
  it('answers the configured header and line fields with values, the custom dimensions by level and the five purchase-unit dimensions with their meanings in the buyer\'s language', async () => {
    const id = await orderId(ec(buyer));
    const response = await get(buyer, '/orders/extra-info', { orderIds: String(id), channel: 'ENTERPRISE' });
    expect(response.statusCode).toBe(200);
    const [info] = response.json();
    expect(info.poHeaderId).toBe(id);
    expect(info.headerFieldList).toContainEqual({ fieldCode: 'remark', visible: 1, value: '电商订单，整单确认收货 / E-commerce order, confirmed as a whole' });
    expect(info.headerFieldList).toContainEqual({ fieldCode: 'orderTypeCode', visible: 0, value: 'STANDARD' });
    expect(info.headerCustomizedList.map((d: { dimensionCode: string; displayFlag: number }) => [d.dimensionCode, d.displayFlag])).toEqual([['PROJECT', 1], ['CONTRACT_NO', 1], ['INTERNAL_NOTE', 0]]);
    expect(info.headerCustomizedList.every((d: { lineNum?: number }) => d.lineNum === undefined)).toBe(true);
    expect(info.lineList[0].lineCustomizedList.map((d: { dimensionCode: string; lineNum: number }) => [d.dimensionCode, d.lineNum])).toEqual([['COST_CENTER', 1], ['ASSET_TAG', 1]]);
    expect(info.lineList[1].lineCustomizedList).toEqual([]);
    expect(info.lineList[0].fieldList).toContainEqual({ fieldCode: 'remark', visible: 1, value: '请放前台 / Leave at reception' });
    expect(info.unitDimensionList).toEqual([
      { dimensionCode: 'PURCHASE_ORGANIZATION', value: 'PO-HQ', valueName: '总部采购组织' },
      { dimensionCode: 'COMPANY', value: 'C-100', valueName: '集团股份公司' },
      { dimensionCode: 'BUSINESS_ENTITY', value: 'BE-01', valueName: '上海业务实体' },
      { dimensionCode: 'INVENTORY_ORGANIZATION', value: 'IO-SH', valueName: '上海库存组织' },
      { dimensionCode: 'PUR_ORGANIZATION', value: 'PUR-IT', valueName: 'IT采购组' },
    ]);
  });

  it('answers several orders at once, leaves out orders of others and the unit dimensions for the personal channel', async () => {
    const ids = [await orderId(ec(buyer)), await orderId(my(buyer, 2)), await orderId(ec(stranger))];
    const answer = (await get(buyer, '/orders/extra-info', { orderIds: ids.join(','), channel: 'PERSONAL' })).json();
    expect(answer.map((i: { poHeaderId: number }) => i.poHeaderId).sort()).toEqual(ids.slice(0, 2).sort());
    expect(answer.every((i: { unitDimensionList: unknown[] }) => i.unitDimensionList.length === 0)).toBe(true);
    expect((await get(stranger, '/orders/extra-info', { orderIds: String(ids[0]) })).json()).toEqual([]);
  });

  it('refuses a malformed id list with 400', async () => {
    const response = await get(buyer, '/orders/extra-info', { orderIds: '1,abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(failedShape('error.validation'));
  });
});

describe('POST order-center/sub/read/{id}', () => {
  it('marks the unread sub-order read; another buyer gets 404', async () => {
    const id = await orderId(ec(member));
    const listed = async () => (await get(member, '/po-headers', { orderCode: ec(member) })).json().content[0].readFlag;
    expect(await listed()).toBe(0);
    expect((await post(stranger, `/order-center/sub/read/${id}`)).statusCode).toBe(404);
    expect(await listed()).toBe(0);
    const response = await post(member, `/order-center/sub/read/${id}`);
    expect(response.json()).toEqual({ poSubHeaderId: id, readFlag: 1 });
    expect(await listed()).toBe(1);
  });
});

describe('POST ec-order/confirm/{ecPoSubNum}', () => {
  it('refuses a catalogue order (received through goods receipt) and an unknown platform', async () => {
    const refused = await post(buyer, `/ec-order/confirm/${my(buyer, 5)}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('smodr.ec-order.not.ec');
    expect((await post(buyer, `/ec-order/confirm/${ec(buyer)}`, undefined, { ecPlatformCode: 'TMALL' })).statusCode).toBe(404);
    expect((await post(stranger, `/ec-order/confirm/${ec(buyer)}`, undefined, { ecPlatformCode: 'JD' })).statusCode).toBe(404);
  });

  it('confirms the whole e-commerce order once, also when two confirmations race', async () => {
    const answers = await Promise.all([1, 2].map(() => post(buyer, `/ec-order/confirm/${ec(buyer)}`, undefined, { ecPlatformCode: 'JD' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((a) => a.statusCode === 422)!.json().code).toBe('smodr.ec-order.cannot.confirm');
    const [order] = (await get(buyer, '/po-headers', { orderCode: ec(buyer) })).json().content;
    expect(order.mallOrderStatus).toBe('RECEIVED');
    expect(order.lines.map((l: { subStatus: string }) => l.subStatus)).toEqual(['FINISH', 'FINISH']);
  });
});

describe('po-messages', () => {
  it('adds a message on both paths and lists them oldest first', async () => {
    const poHeaderId = await orderId(my(buyer, 4));
    const first = await post(buyer, '/orders/po-messages-create', { poHeaderId, content: '  请周五前送达 / Deliver before Friday  ' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ content: '请周五前送达 / Deliver before Friday', ownFlag: true });
    await post(buyer, '/po-messages', { poHeaderId, content: 'second' });
    const list = (await get(buyer, '/orders/po-messages-list', { poHeaderId: String(poHeaderId) })).json();
    expect(list.map((m: { content: string }) => m.content)).toEqual(['请周五前送达 / Deliver before Friday', 'second']);
    expect((await get(buyer, '/po-messages', { poHeaderId: String(poHeaderId) })).json()).toHaveLength(2);
  });

  it('refuses a blank or too long message and another buyer\'s order, storing nothing', async () => {
    const poHeaderId = await orderId(my(buyer, 6));
    expect((await post(buyer, '/po-messages', { poHeaderId, content: '   ' })).json().code).toBe('smodr.order.message.blank');
    expect((await post(buyer, '/po-messages', { poHeaderId, content: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await post(stranger, '/po-messages', { poHeaderId, content: 'hello' })).statusCode).toBe(404);
    expect((await get(stranger, '/po-messages', { poHeaderId: String(poHeaderId) })).statusCode).toBe(404);
    expect((await get(buyer, '/po-messages', { poHeaderId: String(poHeaderId) })).json()).toEqual([]);
  });
});

describe('omsOrder check and resubmit', () => {
  it('reads the order on the order service path', async () => {
    const id = await orderId(my(buyer, 7));
    expect((await get(buyer, `/omsOrder/${id}`)).json()).toMatchObject({ poHeaderId: id, mallOrderStatus: 'REJECT' });
    expect((await get(stranger, `/omsOrder/${id}`)).statusCode).toBe(404);
  });

  it('resubmits a rejected order for approval once; the approval record goes on', async () => {
    const poHeaderId = await orderId(my(member, 7));
    expect((await post(member, '/omsOrder/check', { poHeaderId })).json()).toMatchObject({ checkFlag: 1, failedList: [] });
    const answers = await Promise.all([1, 2].map(() => post(member, '/omsOrder/resubmit', { poHeaderId })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((a) => a.statusCode === 422)!.json().code).toBe('smodr.order.cannot.resubmit');
    const history = (await post(member, '/orders/order-approve-history', { poHeaderId })).json();
    expect(history.map((s: { action: string }) => s.action)).toEqual(['SUBMIT', 'REJECT', 'SUBMIT', 'PENDING']);
    const [order] = (await get(member, '/po-headers', { orderCode: my(member, 7) })).json().content;
    expect(order.mallOrderStatus).toBe('WAITING_APPROVE');
    expect(order.denialReason).toBeUndefined();
    expect((await post(member, '/omsOrder/check', { poHeaderId })).json().checkFlag).toBe(0);
  });

  it('refuses to resubmit while goods of the order are off sale, naming them, and changes nothing', async () => {
    const poHeaderId = await orderId(my(buyer, 7));
    const [line] = await server.db.query<{ productId: number; name: string }>('select product_id::int as "productId", product_name as name from order_lines where order_id = $1 order by line_num limit 1', [poHeaderId]);
    await server.db.query('update products set shelf_flag = 0 where id = $1', [line!.productId]);
    try {
      const check = (await post(buyer, '/omsOrder/check', { poHeaderId })).json();
      expect(check.checkFlag).toBe(0);
      expect(check.failedList.map((f: { skuName: string }) => f.skuName)).toEqual([line!.name]);
      const refused = await post(buyer, '/omsOrder/resubmit', { poHeaderId });
      expect(refused.json().code).toBe('smodr.order.resubmit.unavailable');
      expect((await get(buyer, `/omsOrder/${poHeaderId}`)).json().mallOrderStatus).toBe('REJECT');
    } finally {
      await server.db.query('update products set shelf_flag = 1 where id = $1', [line!.productId]);
    }
  });
});

describe('order change', () => {
  it('changes the remark and the five purchase-unit dimensions of an order waiting for approval', async () => {
    const poHeaderId = await orderId(my(buyer, 1));
    const response = await post(buyer, '/orders/order-change-submit', { poHeaderId, remark: '改为华东收货 / Deliver to East China', unitDimensions: DIMENSIONS });
    expect(response.statusCode).toBe(200);
    const [info] = (await get(buyer, '/orders/extra-info', { orderIds: String(poHeaderId) })).json();
    expect(info.unitDimensionList.map((d: { value: string }) => d.value)).toEqual(Object.values(DIMENSIONS));
    expect((await get(buyer, `/omsOrder/${poHeaderId}`)).json().remark).toBe('改为华东收货 / Deliver to East China');
  });

  it('refuses a value outside the value set (422), a missing dimension (400), a received order (422) and another buyer (404), changing nothing', async () => {
    const poHeaderId = await orderId(my(member, 1));
    const before = (await get(member, '/orders/extra-info', { orderIds: String(poHeaderId) })).json()[0].unitDimensionList;
    const wrong = await post(member, '/orders/order-change-submit', { poHeaderId, unitDimensions: { ...DIMENSIONS, COMPANY: 'C-999' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'smodr.order.dimension.invalid' });
    const { PUR_ORGANIZATION: _missing, ...four } = DIMENSIONS;
    expect((await post(member, '/orders/order-change-submit', { poHeaderId, unitDimensions: four })).statusCode).toBe(400);
    expect((await post(stranger, '/orders/order-change-submit', { poHeaderId, unitDimensions: DIMENSIONS })).statusCode).toBe(404);
    expect((await get(member, '/orders/extra-info', { orderIds: String(poHeaderId) })).json()[0].unitDimensionList).toEqual(before);
    const received = await post(member, '/orders/order-change-submit', { poHeaderId: await orderId(my(member, 6)), unitDimensions: DIMENSIONS });
    expect(received.json().code).toBe('smodr.order.cannot.change');
  });

  it('takes lines out of a submitted order and recomputes its amount, but never the last line', async () => {
    const poHeaderId = await orderId(my(buyer, 3));
    const order = (await get(buyer, `/omsOrder/${poHeaderId}`)).json();
    const [first, ...rest] = order.lines as { poLineId: number; lineAmount: number }[];
    const response = await post(buyer, '/orders/order-change-delete', { poHeaderId, poLineIds: [first!.poLineId] });
    expect(response.statusCode).toBe(200);
    expect(response.json().amount).toBeCloseTo(rest.reduce((sum, l) => sum + l.lineAmount, 0), 2);
    const last = await post(buyer, '/orders/order-change-delete', { poHeaderId, poLineIds: rest.map((l) => l.poLineId) });
    expect(last.json().code).toBe('smodr.order.change.last-line');
    expect((await post(buyer, '/orders/order-change-delete', { poHeaderId, poLineIds: [first!.poLineId] })).statusCode).toBe(404);
    expect((await get(buyer, `/omsOrder/${poHeaderId}`)).json().lines).toHaveLength(rest.length);
  });
});

describe('receive print', () => {
  it('answers the receipts of an order and prints them as a workbook; an order without receipts is refused', async () => {
    const [row] = await server.db.query<{ id: number }>(`select r.order_id::int as id from receipts r join orders o on o.id = r.order_id where o.owner_id = $1 limit 1`, [buyer.user.id]);
    const print = (await get(buyer, '/orders/receive-print', { poHeaderId: String(row!.id) })).json();
    expect(print.receiptList.length).toBeGreaterThan(0);
    expect(print.receiptList[0].lineList[0]).toMatchObject({ skuName: expect.any(String), quantity: expect.any(Number) });
    const file = await server.app.inject({ method: 'POST', url: `${base(buyer)}/orders/receive-order-print`, payload: { poHeaderId: row!.id }, headers: { ...buyer.auth, 'accept-language': 'en_US' } });
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(String(sheet.getRow(1).getCell(1).value)).toContain(print.orderCode);
    expect(sheet.rowCount).toBe(2 + print.receiptList.reduce((n: number, r: { lineList: unknown[] }) => n + r.lineList.length, 0));
    const none = await post(buyer, '/orders/receive-order-print', { poHeaderId: await orderId(my(buyer, 2)) });
    expect(none.json().code).toBe('smodr.order.no.receipt');
    expect((await get(stranger, '/orders/receive-print', { poHeaderId: String(row!.id) })).statusCode).toBe(404);
  });
});
