// @vitest-environment node
import { startServer, type ServerCaller, type ServerUnderTest } from '@mall/sdk-testing/server';

const CHECK = '/marmot/v1/{org}/marmot-api/zyt-address-check';
const APPLY = '/marmot/v1/{org}/marmot-api/zyt-address-apply';
const SUBMIT = '/marmot/v1/{org}/marmot-api/zyt-submit-check';
const EXPORT = '/marmot/v1/{org}/marmot-api/export-pr';

let server: ServerUnderTest;
let buyer: ServerCaller;
let member: ServerCaller;
let stranger: ServerCaller;

interface Line {
  cartId: number;
  productId: number;
  productSource: string;
  productName: string;
  companyId: number;
  addressId?: number;
}
const linesOf = async (caller: ServerCaller): Promise<Line[]> => {
  const body = (await caller.call<unknown>('GET', '/smal/v1/{org}/shopping-carts')).body as Line[] | { content: Line[] };
  return Array.isArray(body) ? body : body.content;
};
const unitsOf = async (caller: ServerCaller) => (await caller.call<{ unitId: number; defaultFlag: number }[]>('GET', '/smal/v1/{org}/purchase-units/mine')).body;

beforeAll(async () => {
  server = await startServer();
  [buyer, member, stranger] = await Promise.all([server.signIn('zyt.buyer'), server.signIn('zyt.member'), server.signIn('foundersc.buyer')]);
}, 600_000);
afterAll(() => server.close());

describe('network-equipment server entry: the IT address note', () => {
  it('flags the IT lines not at the IT address, moves them there on the save, then flags nothing', async () => {
    const lines = await linesOf(buyer);
    const ids = lines.map((l) => l.cartId).join(',');
    const companyId = lines[0]!.companyId;
    const check = await buyer.call<{ checkAddressFlag: number; address: { addressId: number; fullAddress: string }; lines: { cartId: number }[] }>('GET', CHECK, { query: { companyId, cartIds: ids } });
    expect(check.status).toBe(200);
    expect(check.body.checkAddressFlag).toBe(1);
    expect(check.body.address.fullAddress).toMatch(/IT 设备仓（成本中心 CC-IT-01）$/);
    expect(check.body.lines.length).toBeGreaterThanOrEqual(2);
    const applied = await buyer.call('POST', APPLY, { body: { companyId, cartIds: check.body.lines.map((l) => l.cartId) } });
    expect(applied.status).toBe(200);
    const moved = (await linesOf(buyer)).filter((l) => check.body.lines.some((x) => x.cartId === l.cartId));
    expect(moved.every((l) => l.addressId === check.body.address.addressId)).toBe(true);
    expect((await buyer.call<{ checkAddressFlag: number }>('GET', CHECK, { query: { companyId, cartIds: ids } })).body.checkAddressFlag).toBe(0);
  });

  it('refuses to move a line of another category (422), another buyer’s line (404), another tenant (404), bad queries (400)', async () => {
    const lines = await linesOf(buyer);
    const jd = lines.find((l) => l.productSource === 'JD')!;
    const refused = await buyer.call('POST', APPLY, { body: { companyId: jd.companyId, cartIds: [jd.cartId] } });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'network-equipment.address.not-it' });
    expect((await member.call('POST', APPLY, { body: { companyId: jd.companyId, cartIds: [jd.cartId] } })).status).toBe(404);
    expect((await stranger.call('GET', CHECK, { query: { companyId: jd.companyId, cartIds: String(jd.cartId) } })).status).toBe(404);
    for (const cartIds of ['', '1,,2', 'a', '1;2']) expect((await buyer.call('GET', CHECK, { query: { companyId: jd.companyId, cartIds } })).status).toBe(400);
  });
});

describe('network-equipment server entry: the submit check', () => {
  it('lists external stock and failed samples among the lines, and a JD order whose invoice address is not the one at JD', async () => {
    const lines = await linesOf(buyer);
    const jd = lines.filter((l) => l.productSource === 'JD');
    const others = lines.filter((l) => l.productSource !== 'JD');
    const answer = await buyer.call<{ externalStock: { cartId: number }[]; failedSamples: { sampleNo: string; reason: string }[]; invoiceMismatch: { orderKey: string; jdInvoiceAddress: string }[] }>(
      'POST',
      SUBMIT,
      { body: { orders: [{ orderKey: 'cata', cartIds: others.map((l) => l.cartId) }, { orderKey: 'jd', cartIds: jd.map((l) => l.cartId) }] } },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.externalStock).toHaveLength(1);
    expect(answer.body.failedSamples).toEqual([{ cartId: expect.any(Number), productName: expect.any(String), sampleNo: expect.stringMatching(/^CS-2026-/), reason: '与现网交换机固件不兼容' }]);
    expect(answer.body.invoiceMismatch).toEqual([expect.objectContaining({ orderKey: 'jd', invoiceAddress: '', jdInvoiceAddress: expect.stringMatching(/京东登记开票地址（财务部）$/) })]);
  });

  it("refuses another buyer's lines (404) and malformed bodies (400)", async () => {
    const [line] = await linesOf(buyer);
    expect((await member.call('POST', SUBMIT, { body: { orders: [{ orderKey: 'x', cartIds: [line!.cartId] }] } })).status).toBe(404);
    for (const body of [{}, { orders: [] }, { orders: [{ orderKey: '', cartIds: [1] }] }, { orders: [{ orderKey: 'x', cartIds: [0] }] }]) {
      expect((await buyer.call('POST', SUBMIT, { body })).status).toBe(400);
    }
  });
});

describe('network-equipment server entry: export to purchase request (budget department locked)', () => {
  it('refuses a unit that is not the buyer’s own (locked), a catalogue line (isFailed), an unknown type; exports the JD lines', async () => {
    const lines = await linesOf(buyer);
    const jd = lines.filter((l) => l.productSource === 'JD');
    const own = (await unitsOf(buyer)).find((u) => u.defaultFlag === 1)!;
    const cartList = jd.map((l) => ({ cartId: l.cartId }));
    expect((await buyer.call('POST', EXPORT, { body: { prTypeId: 99, unitId: own.unitId, cartList } })).body).toMatchObject({ code: 'export-to-pr.pr-type-unknown' });
    const [other] = await server.query<{ id: number }>(`select id::float8 as id from purchase_units where id <> $1 order by id limit 1`, [own.unitId]);
    expect((await buyer.call('POST', EXPORT, { body: { prTypeId: 1, unitId: other!.id, cartList } })).status).toBe(422);
    const cata = lines.find((l) => l.productSource === 'CATA')!;
    const failed = await buyer.call<{ isFailed: boolean; message: string }>('POST', EXPORT, { body: { prTypeId: 1, unitId: own.unitId, cartList: [...cartList, { cartId: cata.cartId }] } });
    expect(failed.body).toEqual({ isFailed: true, message: `${cata.productName}不是电商商品，不能导出` });
    const done = await buyer.call<{ isFailed: boolean; prHeaderId: number; prNum: string }>('POST', EXPORT, { body: { prTypeId: 1, unitId: own.unitId, cartList } });
    expect(done.body).toMatchObject({ isFailed: false, prHeaderId: expect.any(Number), prNum: expect.stringMatching(/^PR-EC-\d{6}$/) });
    const left = await linesOf(buyer);
    expect(left.some((l) => jd.some((x) => x.cartId === l.cartId))).toBe(false);
    const [header] = await server.query<{ lines: number }>(`select count(*)::int as lines from pr_export_lines where pr_header_id = $1`, [done.body.prHeaderId]);
    expect(header!.lines).toBe(jd.length);
  });

  it("refuses another buyer's lines (404), another tenant (404) and malformed bodies (400)", async () => {
    const [line] = await linesOf(buyer);
    expect((await member.call('POST', EXPORT, { body: { prTypeId: 1, unitId: 1, cartList: [{ cartId: line!.cartId }] } })).status).toBe(404);
    expect((await stranger.call('POST', EXPORT, { body: { prTypeId: 1, unitId: 1, cartList: [{ cartId: line!.cartId }] } })).status).toBe(404);
    for (const body of [{}, { prTypeId: 1, unitId: 1, cartList: [] }, { prTypeId: '1', unitId: 1, cartList: [{ cartId: 1 }] }]) expect((await buyer.call('POST', EXPORT, { body })).status).toBe(400);
  });
});
