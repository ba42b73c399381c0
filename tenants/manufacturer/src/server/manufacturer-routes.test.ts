// @vitest-environment node
import { startServer, type ServerCaller, type ServerUnderTest } from '@mall/sdk-testing/server';

const PERMISSION = '/marmot/v1/{org}/marmot-api/wuling-warehouse-permission';
const ORGANISATION = '/marmot/v1/{org}/marmot-api/wuling-inv-organization';
const STOCK = '/marmot/v1/{org}/marmot-api/wuling-sap-stock';
const RECEIPT_LINES = '/smodr/v1/{org}/consignment-entrys/confirm-consignment';
const RECEIPT_SUBMIT = '/smodr/v1/{org}/receipt-entrys/receipt-submit';

let server: ServerUnderTest;
let buyer: ServerCaller;
let member: ServerCaller;
let stranger: ServerCaller;

interface Line {
  cartId: number;
  itemCode: string;
  productName: string;
  autoFlag?: number;
  itemCategoryId?: number;
}
const linesOf = async (caller: ServerCaller): Promise<Line[]> => {
  const body = (await caller.call<unknown>('GET', '/smal/v1/{org}/shopping-carts')).body as Line[] | { content: Line[] };
  return Array.isArray(body) ? body : body.content;
};
const codeOf = async (caller: ServerCaller) => (await caller.call<{ invOrganizationCode: string | null }>('GET', ORGANISATION)).body.invOrganizationCode;

beforeAll(async () => {
  server = await startServer();
  [buyer, member, stranger] = await Promise.all([server.signIn('wuling.buyer'), server.signIn('wuling.member'), server.signIn('zyt.buyer')]);
}, 600_000);
afterAll(() => server.close());

describe('manufacturer server entry: warehouse permission and inventory organisation', () => {
  it('lists the buyer’s hand-picked warehouses (HANDLE) and none for the member (AUTO)', async () => {
    const handle = await buyer.call<{ warehouseId: number; inventoryCode: string; autoFlag: number }[]>('GET', PERMISSION);
    expect(handle.status).toBe(200);
    expect(handle.body.map((w) => [w.inventoryCode, w.autoFlag])).toEqual([
      ['WH-LZ-01', 0],
      ['WH-QD-02', 0],
    ]);
    const auto = await member.call<unknown[]>('GET', PERMISSION);
    expect([auto.status, auto.body]).toEqual([200, []]);
  });

  it('answers the company’s inventory organisation code; another tenant’s caller gets 404', async () => {
    expect(await codeOf(buyer)).toMatch(/^WL\d{4}$/);
    expect((await stranger.call('GET', PERMISSION)).status).toBe(404);
    expect((await stranger.call('GET', ORGANISATION)).status).toBe(404);
  });
});

describe('manufacturer server entry: the SAP stock query', () => {
  it('answers the inventory and safety stock of an item of the buyer’s cart, above safety stock for hand-picked lines', async () => {
    const code = (await codeOf(buyer))!;
    const lines = await linesOf(buyer);
    const picked = lines.filter((l) => l.autoFlag === 0);
    expect(picked.length).toBeGreaterThanOrEqual(4);
    expect(lines.some((l) => l.autoFlag === 1)).toBe(true);
    expect(lines.every((l) => typeof l.itemCategoryId === 'number')).toBe(true);
    const stock = await buyer.call<{ inventory: number; safetyStock: number; itemCode: string }>('POST', STOCK, { body: { invOrganizationCode: code, itemCode: picked[0]!.itemCode } });
    expect(stock.status).toBe(200);
    expect(stock.body.itemCode).toBe(picked[0]!.itemCode);
    expect(stock.body.inventory).toBeGreaterThan(stock.body.safetyStock);
  });

  it('refuses another company’s organisation and an unknown item (404), another tenant (404) and bad bodies (400)', async () => {
    const code = (await codeOf(buyer))!;
    const [line] = await linesOf(buyer);
    const other = await server.query<{ code: string }>(
      `select o.inv_organization_code as code from wuling_inv_organizations o join tenants t on t.id = o.tenant_id
        where t.tenant_num = 'WULING' and o.inv_organization_code <> $1 limit 1`,
      [code],
    );
    if (other[0]) {
      const foreign = await buyer.call('POST', STOCK, { body: { invOrganizationCode: other[0].code, itemCode: line!.itemCode } });
      expect([foreign.status, (foreign.body as { code: string }).code]).toEqual([404, 'manufacturer.stock.not-own-organization']);
    }
    const made = await buyer.call('POST', STOCK, { body: { invOrganizationCode: 'WL9999', itemCode: line!.itemCode } });
    expect([made.status, (made.body as { code: string }).code]).toEqual([404, 'manufacturer.stock.not-own-organization']);
    const unknown = await buyer.call('POST', STOCK, { body: { invOrganizationCode: code, itemCode: 'NO-SUCH-ITEM' } });
    expect([unknown.status, (unknown.body as { code: string }).code]).toEqual([404, 'manufacturer.stock.unknown-item']);
    expect((await stranger.call('POST', STOCK, { body: { invOrganizationCode: code, itemCode: line!.itemCode } })).status).toBe(404);
    for (const body of [{}, { invOrganizationCode: code }, { invOrganizationCode: "WL' or 1=1", itemCode: 'x' }, { invOrganizationCode: code, itemCode: 'x'.repeat(61) }, { invOrganizationCode: code, itemCode: 7 }]) {
      expect((await buyer.call('POST', STOCK, { body })).status).toBe(400);
    }
  });
});

describe('core cart line: the item category of a good added after the seed', () => {
  it('answers the maintained item category on the added line and in the list; none once the category is no longer maintained', async () => {
    const [good] = await server.query<{ id: number; code: string; min: number }>(
      `select p.id::float8 as id, p.category_code as code, p.min_purchase_quantity::float8 as min from products p join tenants t on t.id = p.tenant_id
        where t.tenant_num = 'WULING' and p.product_source = 'CATA' and p.shelf_flag = 1 and p.min_package_quantity = 1
          and p.max_purchase_quantity is null and p.purchase_quantity_limit is null and p.stock_quantity >= 100
          and not exists (select 1 from cart_lines c where c.product_id = p.id) order by p.id limit 1`,
    );
    const [maintained] = await server.query<{ id: number; name: string }>(
      `select k.item_category_id::float8 as id, k.item_category_name as name from item_categories k join tenants t on t.id = k.tenant_id
        where t.tenant_num = 'WULING' and k.category_code = $1`,
      [good!.code],
    );
    expect(maintained).toBeDefined();
    const added = await buyer.call<{ cartId: number; itemCategoryId?: number; itemCategoryName?: string }>('POST', '/smal/v1/{org}/shopping-carts', {
      body: { productId: good!.id, quantity: good!.min },
    });
    expect(added.status).toBe(200);
    expect([added.body.itemCategoryId, added.body.itemCategoryName]).toEqual([maintained!.id, maintained!.name]);
    const listed = (await linesOf(buyer)).find((l) => l.cartId === added.body.cartId);
    expect(listed?.itemCategoryId).toBe(maintained!.id);
    // Not maintained: the line has no category, so the manufacturer's settle check refuses it.
    await server.query(`delete from item_categories k using tenants t where t.id = k.tenant_id and t.tenant_num = 'WULING' and k.category_code = $1`, [good!.code]);
    try {
      const again = (await linesOf(buyer)).find((l) => l.cartId === added.body.cartId);
      expect(again).toBeDefined();
      expect(again!.itemCategoryId).toBeUndefined();
    } finally {
      await server.query(
        `insert into item_categories (tenant_id, category_code, item_category_id, item_category_name) select t.id, $1, $2, $3 from tenants t where t.tenant_num = 'WULING'`,
        [good!.code, maintained!.id, maintained!.name],
      );
      await buyer.call('DELETE', '/smal/v1/{org}/shopping-carts', { body: [added.body.cartId] });
    }
  });
});

describe('manufacturer server entry: receipt lines need cost centre', () => {
  it("refuses a receipt without cost centre ('please fill in cost centre', nothing stored), accepts it once filled", async () => {
    const self = (await buyer.call<{ id: number }>('GET', '/iam/hzero/v1/users/self')).body;
    const [order] = await server.query<{ id: number }>('select id::float8 as id from orders where order_num = $1', [`PO-RCV-${self.id}-1`]);
    const { lineList } = (await buyer.call<{ lineList: { consignmentEntryId: number; waitingReceiveQuantity: number }[] }>('POST', RECEIPT_LINES, { body: { poHeaderId: order!.id } })).body;
    const entry = lineList[0]!;
    const filled = { attributeVarchar1: 'CC-4100', attributeVarchar2: 'PRODUCTION', attributeVarchar3: 'Li Lei', attributeVarchar4: '广西柳州市柳南区河西路18号' };
    const base = { consignmentEntryId: entry.consignmentEntryId, thisTimeReceiveQuantity: entry.waitingReceiveQuantity };
    const refused = await buyer.call<{ code: string; message: string; field?: string }>('POST', RECEIPT_SUBMIT, {
      body: { poHeaderId: order!.id, receiptTime: '2026-11-24 10:00:00', receiptEntryList: [{ ...base, ...filled, attributeVarchar1: '' }] },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('manufacturer.receipt.cost-centre-required');
    const waiting = (await buyer.call<{ lineList: { consignmentEntryId: number; waitingReceiveQuantity: number }[] }>('POST', RECEIPT_LINES, { body: { poHeaderId: order!.id } })).body.lineList;
    expect(waiting.find((l) => l.consignmentEntryId === entry.consignmentEntryId)!.waitingReceiveQuantity).toBe(entry.waitingReceiveQuantity);
    const accepted = await buyer.call('POST', RECEIPT_SUBMIT, { body: { poHeaderId: order!.id, receiptTime: '2026-11-24 10:00:00', receiptEntryList: [{ ...base, ...filled }] } });
    expect(accepted.status).toBe(200);
  });
});
