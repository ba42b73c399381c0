import { failedShape, signIn, type SignedIn } from '../../test/sign-in';
import { fingerprint, testServer, type TestServer } from '../../test/test-server';
import { makeEditable, received, seededOrder } from './receipt-test-helpers';

let server: TestServer;
let buyer: SignedIn;
let colleague: SignedIn;
beforeAll(async () => {
  server = await testServer();
  buyer = await signIn(server.app, 'golden.buyer');
  colleague = await signIn(server.app, 'golden.member');
  for (const who of [buyer, colleague]) {
    await server.app.inject({ method: 'PUT', url: '/iam/hzero/v1/users/default-language?language=en_US', headers: who.auth });
  }
}, 300_000);
afterAll(() => server.close());

const post = (who: SignedIn, path: string, payload: object) =>
  server.app.inject({ method: 'POST', url: `/smodr/v1/${who.user.organizationId}${path}`, headers: who.auth, payload });
const lines = (who: SignedIn, poHeaderId: number) => post(who, '/consignment-entrys/confirm-consignment', { poHeaderId });
const submit = (who: SignedIn, poHeaderId: number, receiptEntryList: object[]) =>
  post(who, '/receipt-entrys/receipt-submit', { poHeaderId, receiptTime: '2026-11-24 10:00:00', receiptEntryList });

/** Submits a receipt that must be refused with `code` and `message`, and checks nothing was stored. */
async function refused(poHeaderId: number, entries: object[], status: number, code: string, message?: string) {
  const before = await fingerprint(server.db);
  const response = await submit(buyer, poHeaderId, entries);
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ ...failedShape(code), ...(message ? { message } : {}) });
  expect(await fingerprint(server.db)).toBe(before);
}

describe('receipt lines (consignment-entrys/confirm-consignment)', () => {
  it('answers the partly received delivery with sent, received and waiting quantities, units, gift and warehouses', async () => {
    const order = await seededOrder(server.db, buyer, 1);
    const response = await lines(buyer, order.id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ poHeaderId: order.id, orderCode: `PO-RCV-${buyer.user.id}-1`, receiptFlag: 1, afterSaleFlag: 1 });
    expect(body.lineList.map((l: Record<string, unknown>) => [l.sentQuantity, l.receiveQuantity, l.waitingReceiveQuantity])).toEqual([
      [10, 4, 6],
      [12, 6, 6],
      [2, 0, 2],
    ]);
    expect(body.lineList[1]).toMatchObject({ customUomId: 2, customQuantity: 6, uomId: 1, customUomName: '箱 box' });
    expect(body.lineList[2]).toMatchObject({ giftType: 2 });
    expect(body.inventoryList.map((w: { inventoryCode: string }) => w.inventoryCode)).toEqual(['WH-01', 'WH-02', 'WH-03']);
  });

  it("answers 404 for a colleague's order: orders are the owner's", async () => {
    const order = await seededOrder(server.db, buyer, 1);
    const response = await lines(colleague, order.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject(failedShape('smodr.order.not.found'));
  });
});

describe('receipt submit (receipt-entrys/receipt-submit)', () => {
  it('receives part of a line, then the rest, and the order is received when nothing waits', async () => {
    const order = await seededOrder(server.db, buyer, 1);
    const [first, boxes, gift] = order.lines as [number, number, number];
    await makeEditable(server.db, first);
    const part = await submit(buyer, order.id, [{ consignmentEntryId: first, thisTimeReceiveQuantity: 2, remark: 'first pallet' }]);
    expect(part.statusCode).toBe(200);
    expect(part.json().receiptNum).toMatch(/^RCV-20261124-[0-9A-F]{10}$/);
    expect(await received(server.db, first)).toBe(6);
    const rest = await submit(buyer, order.id, [
      { consignmentEntryId: first, thisTimeReceiveQuantity: 4 },
      { consignmentEntryId: boxes, packageQuantity: 1, thisTimeReceiveQuantity: 6 },
      { consignmentEntryId: gift, thisTimeReceiveQuantity: 2 },
    ]);
    expect(rest.statusCode).toBe(200);
    expect(rest.json().lineList.map((l: { waitingReceiveQuantity: number }) => l.waitingReceiveQuantity)).toEqual([0, 0, 0]);
    const [stored] = await server.db.query<{ status: string }>('select status from orders where id = $1', [order.id]);
    expect(stored!.status).toBe('RECEIVED');
    const entries = await server.db.query<{ remark: string | null }>(
      `select e.remark from receipt_entries e join receipts r on r.id = e.receipt_id where r.order_id = $1 and e.remark is not null`, [order.id]);
    expect(entries).toEqual([{ remark: 'first pallet' }]);
  });

  it('receives into stock per warehouse on a receive-and-store line', async () => {
    const order = await seededOrder(server.db, buyer, 2);
    const [first] = order.lines as [number];
    await makeEditable(server.db, first);
    const warehouses = (await lines(buyer, order.id)).json().inventoryList as { inventoryId: number }[];
    const response = await submit(buyer, order.id, [
      { consignmentEntryId: first, thisTimeReceiveQuantity: 5, storageFlag: 1, receiveSkuStock: [
        { inventoryId: warehouses[0]!.inventoryId, quantity: 3 }, { inventoryId: warehouses[1]!.inventoryId, quantity: 2 },
      ] },
    ]);
    expect(response.statusCode).toBe(200);
    const stock = await server.db.query<{ quantity: number }>(
      `select s.quantity::float8 as quantity from receipt_stock_entries s join receipt_entries e on e.id = s.receipt_entry_id
        where e.consignment_line_id = $1 order by s.id`, [first]);
    expect(stock).toEqual([{ quantity: 3 }, { quantity: 2 }]);
  });

  describe('refuses with the spec 2 section 5 messages and stores nothing', () => {
    let order: { id: number; lines: number[] };
    beforeAll(async () => {
      order = await seededOrder(server.db, buyer, 2);
      await makeEditable(server.db, order.lines[0]!);
    });
    const line = (index: number) => order.lines[index]!;

    it('a quantity above the waiting quantity', () =>
      refused(order.id, [{ consignmentEntryId: line(1), packageQuantity: 3, thisTimeReceiveQuantity: 18 }], 422, 'receipt.quantity.max', 'quantity cannot exceed the waiting quantity 12'));
    it('a quantity below one step of the unit precision', () =>
      refused(order.id, [{ consignmentEntryId: line(0), thisTimeReceiveQuantity: 0 }], 422, 'receipt.quantity.min', 'quantity cannot be less than 1'));
    it('no quantity', () => refused(order.id, [{ consignmentEntryId: line(0) }], 422, 'form.required', 'required, please complete the information'));
    it('more decimals than the unit allows', () =>
      refused(order.id, [{ consignmentEntryId: line(0), thisTimeReceiveQuantity: 1.5 }], 422, 'smodr.receipt.quantity.precision'));
    it('a package line without its package quantity', () =>
      refused(order.id, [{ consignmentEntryId: line(1), thisTimeReceiveQuantity: 6 }], 422, 'form.required'));
    it('a package line whose quantity is not packages times customQuantity', () =>
      refused(order.id, [{ consignmentEntryId: line(1), packageQuantity: 1, thisTimeReceiveQuantity: 5 }], 422, 'smodr.receipt.package.mismatch', 'The quantity must be the package quantity times 6'));
    it('a changed quantity of catalogue goods', async () => {
      await server.db.query(`update consignment_lines set cec_from_code = 'CATA' where id = $1`, [line(2)]);
      await refused(order.id, [{ consignmentEntryId: line(2), thisTimeReceiveQuantity: 1 }], 422, 'smodr.receipt.quantity.fixed');
    });
    it('stock entries above this receipt quantity', async () => {
      const [w] = (await lines(buyer, order.id)).json().inventoryList as { inventoryId: number }[];
      await refused(order.id, [{ consignmentEntryId: line(0), thisTimeReceiveQuantity: 2, storageFlag: 1, receiveSkuStock: [{ inventoryId: w!.inventoryId, quantity: 3 }] }],
        422, 'receipt.stock.exceeds', 'cannot exceed this receipt quantity');
    });
    it('a stock quantity above 0 without a warehouse', () =>
      refused(order.id, [{ consignmentEntryId: line(0), thisTimeReceiveQuantity: 2, storageFlag: 1, receiveSkuStock: [{ quantity: 1 }] }], 422, 'form.required'));
    it("another company's warehouse", async () => {
      const [foreign] = await server.db.query<{ id: number }>('select id from inventories where company_id <> $1 order by id limit 1', [buyer.user.companyId]);
      await refused(order.id, [{ consignmentEntryId: line(0), thisTimeReceiveQuantity: 2, storageFlag: 1, receiveSkuStock: [{ inventoryId: Number(foreign!.id), quantity: 1 }] }],
        404, 'smodr.inventory.not.found');
    });
    it('stock entries on a line that is not received into stock', () =>
      refused(order.id, [{ consignmentEntryId: line(2), thisTimeReceiveQuantity: 2, storageFlag: 1, receiveSkuStock: [{ quantity: 0 }] }], 422, 'smodr.receipt.stock.not.allowed'));
    it('one line twice', () =>
      refused(order.id, [{ consignmentEntryId: line(0), thisTimeReceiveQuantity: 1 }, { consignmentEntryId: line(0), thisTimeReceiveQuantity: 1 }], 422, 'smodr.receipt.line.repeated'));
    it('a line of another order', async () => {
      const other = await seededOrder(server.db, buyer, 3);
      await refused(order.id, [{ consignmentEntryId: other.lines[0]!, thisTimeReceiveQuantity: 1 }], 404, 'smodr.receipt.line.not.found');
    });
    it('an order received elsewhere (receiptFlag 2)', async () => {
      const elsewhere = await seededOrder(server.db, buyer, 4);
      await refused(elsewhere.id, [{ consignmentEntryId: elsewhere.lines[2]!, thisTimeReceiveQuantity: 2 }], 422, 'smodr.receipt.elsewhere');
    });
    it("a colleague's receipt of the buyer's order", async () => {
      const before = await fingerprint(server.db);
      const response = await submit(colleague, order.id, [{ consignmentEntryId: line(0), thisTimeReceiveQuantity: 1 }]);
      expect(response.statusCode).toBe(404);
      expect(await fingerprint(server.db)).toBe(before);
    });
    it('an attachment that was never uploaded', () =>
      refused(order.id, [{ consignmentEntryId: line(0), thisTimeReceiveQuantity: 1, attachmentUuid: 'not-an-upload' }], 404, 'hfle.file.not.found'));
    it('a body without lines (400)', () => refused(order.id, [], 400, 'error.validation'));
  });
});

describe('logistics track (order-center/track)', () => {
  it('answers the courier details and the track oldest first over three days', async () => {
    const order = await seededOrder(server.db, buyer, 3);
    const response = await server.app.inject({
      method: 'GET', url: `/smodr/v1/${buyer.user.organizationId}/order-center/track`, query: { poSubHeaderId: String(order.id) }, headers: buyer.auth,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ poSubNum: `PO-RCV-${buyer.user.id}-3`, ecPlatformCode: 'CATA', logisticsCompany: '顺丰速运 SF Express', deliveryId: expect.stringMatching(/^SF\d{10}$/) });
    expect(body.orderTrack).toHaveLength(6);
    const times = body.orderTrack.map((t: { operateTime: string }) => t.operateTime);
    expect([...times].sort()).toEqual(times);
    expect(new Set(times.map((t: string) => t.slice(0, 10))).size).toBeGreaterThanOrEqual(3);
  });

  it("answers 404 for a colleague's order", async () => {
    const order = await seededOrder(server.db, buyer, 3);
    const response = await server.app.inject({
      method: 'GET', url: `/smodr/v1/${colleague.user.organizationId}/order-center/track`, query: { poSubHeaderId: String(order.id) }, headers: colleague.auth,
    });
    expect(response.statusCode).toBe(404);
  });
});
