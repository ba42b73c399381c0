// @vitest-environment node
import { startServer, type ServerCaller, type ServerUnderTest } from '@mall/sdk-testing/server';
import { EXPIRY_CHECK_API } from '../electronics-rules';

const FEEDBACK = '/smpc/v1/{org}/same-sku-manages';
const MACHINES = '/smpc/v1/{org}/calb-compatible-machines';
const EXPIRY = `/marmot/v1/{org}/marmot-api/${EXPIRY_CHECK_API}`;
const history = (skuType: string, skuId: number) => `/sagm/v1/{org}/price-changes/${skuType}/price-history/${skuId}`;

let server: ServerUnderTest;
let buyer: ServerCaller;
let member: ServerCaller;

beforeAll(async () => {
  server = await startServer();
  buyer = await server.signIn('calb.buyer');
  member = await server.signIn('calb.member');
}, 300_000);
afterAll(() => server.close());

async function product(where: string): Promise<number> {
  const [row] = await server.query<{ id: number }>(
    `select p.id::float8 as id from products p join tenants t on t.id = p.tenant_id where t.tenant_num = 'CALB' and ${where} order by p.id limit 1`,
  );
  return row!.id;
}

describe('same-product feedback calls (same-sku-manages)', () => {
  it('walks NEW -> SUBMIT -> (Modify) NEW -> SUBMIT, refusing what the status does not allow', async () => {
    const sku = await product(`p.category_code = 'OFFICE' and p.product_source = 'CATA' and not exists (select 1 from same_sku_manages m where m.sku_id = p.id)`);
    const fresh = await member.call<{ manageStatus: string; mainSkuId: number }>('GET', `${FEEDBACK}/${sku}`);
    expect(fresh.body).toMatchObject({ manageStatus: 'NEW', mainSkuId: sku });
    const submitted = await member.call<{ manageStatus: string; manageId: number; remark: string }>('POST', `${FEEDBACK}/submit`, {
      body: { skuId: sku, manageType: 'PRICE', remark: ' cheaper on JD ' },
    });
    expect(submitted.body).toMatchObject({ manageStatus: 'SUBMIT', manageType: 'PRICE', remark: 'cheaper on JD' });
    const again = await member.call('POST', `${FEEDBACK}/submit`, { body: { skuId: sku, manageType: 'SPEC' } });
    expect(again).toMatchObject({ status: 409, body: { failed: true, code: 'same-product-feedback.not-editable' } });
    expect((await member.call('POST', `${FEEDBACK}/confirm`, { body: { manageId: submitted.body.manageId } })).status).toBe(409);
    const withdrawn = await member.call<{ manageStatus: string; manageId: number }>('POST', `${FEEDBACK}/withdraw`, { body: { manageId: submitted.body.manageId } });
    expect(withdrawn.body).toMatchObject({ manageStatus: 'NEW', manageId: submitted.body.manageId, manageType: 'PRICE' });
    const resubmitted = await member.call('POST', `${FEEDBACK}/submit`, { body: { skuId: sku, manageType: 'SPEC', remark: '' } });
    expect(resubmitted.body).toMatchObject({ manageStatus: 'SUBMIT', manageType: 'SPEC', manageId: submitted.body.manageId });
  });

  it("shows the seeded processing result and closes it on Confirm, after which the product starts anew", async () => {
    const seeded = await buyer.call<{ manageStatus: string; manageId: number; mainSkuId: number; approveRemark: string }[]>('GET', `${FEEDBACK}/${await product(`exists (select 1 from same_sku_manages m join users u on u.id = m.user_id where m.sku_id = p.id and u.login_name = 'calb.buyer')`)}`);
    const record = seeded.body as unknown as { manageStatus: string; manageId: number; mainSkuId: number; approveRemark: string };
    expect(record).toMatchObject({ manageStatus: 'APPROVED', approveRemark: '已核实，已通知供应商调价' });
    expect((await buyer.call('POST', `${FEEDBACK}/withdraw`, { body: { manageId: record.manageId } })).status).toBe(409);
    const confirmed = await buyer.call('POST', `${FEEDBACK}/confirm`, { body: { manageId: record.manageId } });
    expect(confirmed.body).toMatchObject({ manageStatus: 'NEW', mainSkuId: record.mainSkuId });
    expect(confirmed.body).not.toHaveProperty('manageId');
  });

  it('refuses an unknown type (422), bad bodies (400), and records of others (404)', async () => {
    const sku = await product(`p.category_code = 'PAPER'`);
    expect((await buyer.call('POST', `${FEEDBACK}/submit`, { body: { skuId: sku, manageType: 'NOPE' } })).body).toMatchObject({ code: 'same-product-feedback.type-unknown' });
    for (const body of [{}, { skuId: sku }, { skuId: 'x', manageType: 'PRICE' }, { skuId: sku, manageType: 'PRICE', remark: 'r'.repeat(101) }, { skuId: sku, manageType: 'PRICE', status: 'APPROVED' }]) {
      expect((await buyer.call('POST', `${FEEDBACK}/submit`, { body })).status, JSON.stringify(body)).toBe(400);
    }
    const [theirs] = await server.query<{ id: number }>(`select m.manage_id::float8 as id from same_sku_manages m join users u on u.id = m.user_id where u.login_name = 'calb.member' limit 1`);
    expect((await buyer.call('POST', `${FEEDBACK}/withdraw`, { body: { manageId: theirs!.id } })).status).toBe(404);
  });
});

describe('electronics-firm calls', () => {
  it('answers the compatible machines of a peripheral, by brand, and none of a product without records', async () => {
    const machines = await buyer.call<{ machineBrand: string; machineModel: string }[]>('GET', `${MACHINES}/${await product(`p.category_code = 'PERIPH'`)}`);
    expect(machines.body.map((m) => m.machineModel).sort()).toEqual(['LaserJet Pro M404dn', 'OptiPlex 7010', 'ThinkCentre M90t']);
    expect(machines.body.map((m) => m.machineBrand)).toEqual([...machines.body.map((m) => m.machineBrand)].sort());
    const bare = await product(`not exists (select 1 from calb_compatible_machines m where m.sku_id = p.id)`);
    expect((await buyer.call('GET', `${MACHINES}/${bare}`)).body).toEqual([]);
  });

  it("answers six price changes a month apart, oldest first, ending at today's price", async () => {
    const sku = await product(`p.product_source = 'CATA'`);
    const [{ price }] = (await server.query<{ price: number }>(`select round(price, 2)::float8 as price from products where id = $1`, [sku])) as [{ price: number }];
    const answer = await buyer.call<{ changeDate: string; price: number; currencyCode: string }[]>('GET', history('CATA', sku));
    expect(answer.body).toHaveLength(6);
    expect(answer.body.map((p) => p.changeDate)).toEqual([...answer.body.map((p) => p.changeDate)].sort());
    expect(answer.body.at(-1)).toMatchObject({ price, currencyCode: 'CNY' });
    expect((await buyer.call('GET', history('cata', sku))).status).toBe(400);
  });

  it("finds the buyer's cart lines expiring in under 45 days from the server's own records", async () => {
    const cart = await server.query<{ id: number; productId: number; days: number | null }>(
      `select c.id::float8 as id, c.product_id::float8 as "productId", (e.expiry_date - current_date) as days
         from cart_lines c join users u on u.id = c.owner_id left join calb_sku_expiry e on e.tenant_id = c.tenant_id and e.sku_id = c.product_id
        where u.login_name = 'calb.buyer' order by c.id`,
    );
    expect(cart.some((l) => l.days !== null && l.days < 45)).toBe(true);
    const answer = await buyer.call<{ cartId: number; daysLeft: number; expiryDate: string }[]>('POST', EXPIRY, { body: { cartIds: cart.map((l) => l.id) } });
    expect(answer.body.map((l) => l.cartId)).toEqual(cart.filter((l) => l.days !== null && l.days < 45).map((l) => l.id));
    expect(answer.body.every((l) => l.daysLeft < 45 && /^\d{4}-\d{2}-\d{2}$/.test(l.expiryDate))).toBe(true);
  });

  it("refuses another buyer's cart lines (404) and bad bodies (400)", async () => {
    const [theirs] = await server.query<{ id: number }>(`select c.id::float8 as id from cart_lines c join users u on u.id = c.owner_id where u.login_name = 'golden.buyer' limit 1`);
    expect((await buyer.call('POST', EXPIRY, { body: { cartIds: [theirs!.id] } })).status).toBe(404);
    for (const body of [{}, { cartIds: [] }, { cartIds: ['1'] }, { cartIds: [1], extra: 1 }]) expect((await buyer.call('POST', EXPIRY, { body })).status, JSON.stringify(body)).toBe(400);
  });

  it('answers 404 to callers of other tenants, and for products of another tenant', async () => {
    const sku = await product(`p.category_code = 'PERIPH'`);
    const other = await server.signIn('t3.buyer');
    for (const [method, path] of [['GET', `${MACHINES}/${sku}`], ['GET', history('CATA', sku)], ['GET', `${FEEDBACK}/${sku}`]] as const) {
      expect((await other.call(method, path)).status, path).toBe(404);
    }
    expect((await other.call('POST', `${FEEDBACK}/submit`, { body: { skuId: sku, manageType: 'PRICE' } })).status).toBe(404);
    const [foreign] = await server.query<{ id: number }>(`select p.id::float8 as id from products p join tenants t on t.id = p.tenant_id where t.tenant_num = 'GOLDEN' limit 1`);
    expect((await buyer.call('GET', `${MACHINES}/${foreign!.id}`)).status).toBe(404);
    expect((await buyer.call('GET', `${FEEDBACK}/${foreign!.id}`)).status).toBe(404);
  });
});
