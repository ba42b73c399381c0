import ExcelJS from 'exceljs';
import { failedShape, signIn, type SignedIn } from '../../test/sign-in';
import { fingerprint, testServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let buyer: SignedIn;
let colleague: SignedIn;
let stranger: SignedIn;
beforeAll(async () => {
  server = await testServer();
  buyer = await signIn(server.app, 'golden.buyer');
  colleague = await signIn(server.app, 'golden.member');
  stranger = await signIn(server.app, 'kingfa.buyer');
}, 300_000);
afterAll(() => server.close());

const base = (who: SignedIn) => `/smodr/v1/${who.user.organizationId}`;
const get = (who: SignedIn, path: string, query: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url: `${base(who)}${path}`, query, headers: who.auth });
const post = (who: SignedIn, path: string, payload: object) => server.app.inject({ method: 'POST', url: `${base(who)}${path}`, payload, headers: who.auth });

/** The seeded My orders order of `who` numbered n (see my-orders-seed.ts: 1 waiting approval ... 9 cancelled without code). */
async function seeded(who: SignedIn, n: number): Promise<number> {
  const [row] = await server.db.query<{ id: number }>('select id::int as id from orders where order_num = $1', [`PO-MY-${who.user.id}-${n}`]);
  return row!.id;
}
const SEEDED = { orderCode: 'PO-MY-' };

describe('GET po-headers/{org} (My orders list)', () => {
  it('answers the buyer\'s own orders newest first, a page of the requested size, with lines', async () => {
    const response = await get(buyer, '/po-headers', { ...SEEDED, page: '0', size: '5' });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ totalElements: 9, totalPages: 2, size: 5, number: 0, numberOfElements: 5 });
    expect(page.content.map((o: { orderCode: string }) => o.orderCode)).toEqual([1, 2, 3, 4, 5].map((n) => `PO-MY-${buyer.user.id}-${n}`));
    expect(page.content[0]).toMatchObject({ mallOrderStatus: 'WAITING_APPROVE', approverName: '王晓明 Wang Xiaoming', receiptFlag: 1, afterSaleFlag: 1, ecPlatformCode: 'CATA' });
    expect(page.content[0].lines.length).toBeGreaterThan(0);
    const second = (await get(buyer, '/po-headers', { ...SEEDED, page: '1', size: '5' })).json();
    expect(second).toMatchObject({ number: 1, numberOfElements: 4 });
  });

  it('filters by mallOrderStatusList joined by commas, on the order service path too', async () => {
    const response = await get(buyer, '/orders', { ...SEEDED, mallOrderStatusList: 'REJECT,CANCELLED' });
    const orders = response.json().content as { mallOrderStatus: string; denialReason?: string; cancelCode?: string; lines: { subStatus: string; cancelCode?: string; denialReason?: string }[] }[];
    expect(orders.map((o) => o.mallOrderStatus).sort()).toEqual(['CANCELLED', 'CANCELLED', 'REJECT']);
    const rejected = orders.find((o) => o.mallOrderStatus === 'REJECT')!;
    expect(rejected.denialReason).toContain('Budget exhausted');
    expect(rejected.lines.every((l) => l.subStatus === 'REJECT' && l.denialReason === rejected.denialReason)).toBe(true);
    const cancelled = orders.filter((o) => o.mallOrderStatus === 'CANCELLED');
    // One cancelled with the code REVOKE, one without (its lines show 'cancelled').
    expect(cancelled.map((o) => o.lines[0]!.cancelCode ?? 'none').sort()).toEqual(['REVOKE', 'none']);
  });

  it('shows one line in each receiving state on the order waiting for receipt', async () => {
    const [order] = (await get(buyer, '/po-headers', { ...SEEDED, mallOrderStatusList: 'WAITING_RECEIPT' })).json().content;
    expect(order.lines.map((l: { subStatus: string; cancelCode?: string }) => [l.subStatus, l.cancelCode])).toEqual([
      ['WAITING_RECEIVE', undefined], ['FINISH', undefined], ['CANCELLED', 'REFUSED'],
    ]);
  });

  it('searches by order code and creation date (days inclusive)', async () => {
    const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
    const recent = (await get(buyer, '/po-headers', { ...SEEDED, startDate: day(3), endDate: day(0) })).json();
    expect(recent.content.map((o: { orderCode: string }) => o.orderCode)).toEqual([1, 2].map((n) => `PO-MY-${buyer.user.id}-${n}`));
    const one = (await get(buyer, '/po-headers', { orderCode: `my-${buyer.user.id}-7` })).json();
    expect(one.content.map((o: { mallOrderStatus: string }) => o.mallOrderStatus)).toEqual(['REJECT']);
  });

  it('refuses an end date before the start date, a status not in the list and a page size above the limit with 400', async () => {
    const queries: Record<string, string>[] = [{ startDate: '2026-02-02', endDate: '2026-02-01' }, { mallOrderStatusList: 'WAITING_APPROVE,DELETED' }, { size: '1001' }, { startDate: '2026/02/01' }];
    for (const query of queries) {
      const response = await get(buyer, '/po-headers', query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject(failedShape());
    }
  });

  it('counts each status tab and the pages under the same filters', async () => {
    const counts = (await get(buyer, '/po-headers/count', SEEDED)).json();
    expect(counts.total).toBe(9);
    expect(Object.fromEntries(counts.statusCountList.map((c: { mallOrderStatus: string; count: number }) => [c.mallOrderStatus, c.count]))).toEqual({
      WAITING_APPROVE: 1, PENDING_PAYMENT: 1, SUBMITTED: 1, PAID: 1, WAITING_RECEIPT: 1, RECEIVED: 1, REJECT: 1, CANCELLED: 2,
    });
    expect((await get(buyer, '/orders/page-count', { ...SEEDED, size: '2' })).json()).toEqual({ totalElements: 9, totalPages: 5, size: 2 });
  });

  it("never answers another user's or another tenant's orders", async () => {
    const mine = `PO-MY-${buyer.user.id}-`;
    for (const who of [colleague, stranger]) {
      const page = (await get(who, '/po-headers', { orderCode: mine })).json();
      expect(page.totalElements).toBe(0);
      expect((await get(who, '/po-headers/count', { orderCode: mine })).json().total).toBe(0);
    }
  });
});

describe('GET po-headers/{org}/detail/{poHeaderId}', () => {
  it('answers the header, lines, amounts, invoice, address and approver', async () => {
    const id = await seeded(buyer, 1);
    const response = await get(buyer, `/po-headers/detail/${id}`);
    expect(response.statusCode).toBe(200);
    const order = response.json();
    expect(order).toMatchObject({ poHeaderId: id, mallOrderStatus: 'WAITING_APPROVE', approverName: '王晓明 Wang Xiaoming', currencyCode: 'CNY' });
    expect(order.amount).toBeCloseTo(order.lines.reduce((sum: number, l: { lineAmount: number }) => sum + l.lineAmount, 0), 2);
    expect(order.invoice).toMatchObject({ invoiceTypeCode: '1', companyInvoiceVO: { taxRegistrationNumber: '91310000MA1FL0000X' } });
    expect(order.receiverAddress).toMatchObject({ contactName: expect.any(String), fullAddress: expect.any(String) });
  });

  it.each([['another user of the tenant', () => colleague], ['another tenant on its own path', () => stranger]])('answers 404 to %s', async (_n, who) => {
    const response = await get(who(), `/po-headers/detail/${await seeded(buyer, 1)}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(failedShape('smodr.order.not.found'));
  });
});

describe('POST orders/mall-preempt-cancel', () => {
  it('cancels a submitted order with cancel code REVOKE, its lines too, and refuses a second cancel', async () => {
    const id = await seeded(buyer, 3);
    const response = await post(buyer, '/orders/mall-preempt-cancel', { poHeaderId: id });
    expect(response.statusCode).toBe(200);
    const order = (await get(buyer, `/po-headers/detail/${id}`)).json();
    expect(order).toMatchObject({ mallOrderStatus: 'CANCELLED', cancelCode: 'REVOKE', cancelDate: expect.any(String) });
    expect(order.lines.every((l: { subStatus: string; cancelCode: string }) => l.subStatus === 'CANCELLED' && l.cancelCode === 'REVOKE')).toBe(true);
    const again = await post(buyer, '/orders/mall-preempt-cancel', { poHeaderId: id });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual(failedShape('smodr.order.cannot.cancel'));
  });

  it('refuses to cancel what is shipped, in the buyer\'s language', async () => {
    const response = await server.app.inject({
      method: 'POST', url: `${base(buyer)}/orders/mall-preempt-cancel`, payload: { poHeaderId: await seeded(buyer, 5) }, headers: { ...buyer.auth, 'accept-language': 'en-US' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('smodr.order.cannot.cancel');
  });

  it('lets exactly one of 20 parallel cancels of one order succeed', async () => {
    const id = await seeded(buyer, 2);
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(buyer, '/orders/mall-preempt-cancel', { poHeaderId: id })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(19);
  });

  it("changes nothing for another user's order or a bad body", async () => {
    const before = await fingerprint(server.db);
    const id = await seeded(buyer, 1);
    expect((await post(colleague, '/orders/mall-preempt-cancel', { poHeaderId: id })).statusCode).toBe(404);
    expect((await post(buyer, '/orders/mall-preempt-cancel', { poHeaderId: 'x' })).statusCode).toBe(400);
    expect((await post(buyer, '/orders/mall-preempt-cancel', {})).statusCode).toBe(400);
    expect(await fingerprint(server.db)).toBe(before);
  });
});

describe('POST po-lines/{org}/order/buy-again', () => {
  it('puts the order lines back in the cart, adding the ordered quantity', async () => {
    const id = await seeded(buyer, 6);
    const lines = await server.db.query<{ productId: number; quantity: number }>('select product_id::int as "productId", quantity::float8 as quantity from order_lines where order_id = $1', [id]);
    const cartOf = async () => new Map((await server.db.query<{ productId: number; quantity: number }>(
      'select product_id::int as "productId", quantity::float8 as quantity from cart_lines where owner_id = $1 and buy_now_flag = 0', [buyer.user.id],
    )).map((r) => [r.productId, r.quantity]));
    const before = await cartOf();
    const response = await post(buyer, '/po-lines/order/buy-again', { poHeaderId: id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ successCount: lines.length, failedList: [] });
    const after = await cartOf();
    for (const line of lines) expect(after.get(line.productId)).toBe((before.get(line.productId) ?? 0) + line.quantity);
  });

  it('lists goods no longer sold and refuses when none can go back, changing nothing', async () => {
    const id = await seeded(buyer, 8);
    await server.db.query('update products set shelf_flag = 0 where id in (select product_id from order_lines where order_id = $1)', [id]);
    try {
      const before = await fingerprint(server.db);
      const response = await post(buyer, '/po-lines/order/buy-again', { poHeaderId: id });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(failedShape('smodr.order.buy-again.nothing'));
      expect(await fingerprint(server.db)).toBe(before);
    } finally {
      await server.db.query('update products set shelf_flag = 1 where id in (select product_id from order_lines where order_id = $1)', [id]);
    }
  });

  it("answers 404 for another user's order or a line of another order", async () => {
    const before = await fingerprint(server.db);
    expect((await post(colleague, '/po-lines/order/buy-again', { poHeaderId: await seeded(buyer, 6) })).statusCode).toBe(404);
    const [foreignLine] = await server.db.query<{ id: number }>('select id::int as id from order_lines where order_id = $1', [await seeded(buyer, 7)]);
    expect((await post(buyer, '/po-lines/order/buy-again', { poHeaderId: await seeded(buyer, 6), poLineIds: [foreignLine!.id] })).statusCode).toBe(404);
    expect(await fingerprint(server.db)).toBe(before);
  });
});

describe('approval record, document flow and related documents', () => {
  it('lists the submit and the pending step with the approver', async () => {
    const history = (await post(buyer, '/orders/order-approve-history', { poHeaderId: await seeded(buyer, 1) })).json();
    expect(history).toEqual([
      expect.objectContaining({ step: 1, action: 'SUBMIT', actedDate: expect.any(String) }),
      { step: 2, action: 'PENDING', approverName: '王晓明 Wang Xiaoming' },
    ]);
  });

  it('walks the order from its purchase request lot through approval to the order', async () => {
    const flow = (await get(buyer, `/po-headers/document-flow/${await seeded(buyer, 4)}`)).json();
    expect(flow.slice(0, 3).map((d: { documentType: string }) => d.documentType)).toEqual(['PURCHASE_REQUEST', 'APPROVAL', 'ORDER']);
    expect(flow[2]).toMatchObject({ documentNum: `PO-MY-${buyer.user.id}-4`, status: 'PAID' });
  });

  it('names the order and lot of a line, and nothing to another user', async () => {
    const [line] = await server.db.query<{ id: number }>('select id::int as id from order_lines where order_id = $1', [await seeded(buyer, 4)]);
    const documents = (await get(buyer, `/po-headers/associate-order/${line!.id}`)).json();
    expect(documents.slice(0, 2)).toEqual([
      expect.objectContaining({ documentType: 'PURCHASE_REQUEST', documentNum: `LOT-MY-${buyer.user.id}-4` }),
      expect.objectContaining({ documentType: 'ORDER', documentNum: `PO-MY-${buyer.user.id}-4` }),
    ]);
    expect((await get(colleague, `/po-headers/associate-order/${line!.id}`)).statusCode).toBe(404);
    expect((await post(colleague, '/orders/order-approve-history', { poHeaderId: await seeded(buyer, 1) })).statusCode).toBe(404);
    expect((await get(stranger, `/po-headers/document-flow/${await seeded(buyer, 1)}`)).statusCode).toBe(404);
  });
});

describe('GET po-headers/{org}/export', () => {
  async function workbookOf(body: Buffer) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    return workbook.worksheets[0]!;
  }

  it('answers a real .xlsx of the listed orders, one row per line, with formula-like text neutralised', async () => {
    const id = await seeded(buyer, 7);
    const [line] = await server.db.query<{ id: number; name: string }>('select id::int as id, product_name as name from order_lines where order_id = $1 order by line_num limit 1', [id]);
    await server.db.query('update order_lines set product_name = $1 where id = $2', ['=HYPERLINK("http://x","y")', line!.id]);
    try {
      const response = await server.app.inject({
        method: 'GET', url: `${base(buyer)}/po-headers/export`, query: { ...SEEDED, mallOrderStatusList: 'REJECT' }, headers: buyer.auth,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
      expect(response.headers['content-disposition']).toMatch(/attachment; filename="my-orders-\d{8}\.xlsx"/);
      const sheet = await workbookOf(response.rawPayload);
      const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
      // In the signed-in buyer's language (zh_CN).
      expect(rows[0]!.slice(1, 4)).toEqual(['订单编号', '下单时间', '订单状态']);
      const lines = await server.db.query('select id from order_lines where order_id = $1', [id]);
      expect(rows).toHaveLength(1 + lines.length);
      expect(rows[1]!.slice(1, 2)).toEqual([`PO-MY-${buyer.user.id}-7`]);
      expect(rows[1]![3]).toBe('已驳回');
      expect(rows[1]![7]).toBe(`'=HYPERLINK("http://x","y")`);
    } finally {
      await server.db.query('update order_lines set product_name = $1 where id = $2', [line!.name, line!.id]);
    }
  });

  it("holds none of another user's orders", async () => {
    const response = await get(colleague, '/po-headers/export', { orderCode: `PO-MY-${buyer.user.id}-` });
    const rows = (await workbookOf(response.rawPayload)).getSheetValues().filter(Boolean);
    expect(rows).toHaveLength(1);
  });
});
