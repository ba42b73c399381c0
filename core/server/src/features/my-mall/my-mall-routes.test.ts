import { failedShape, signIn, type SignedIn } from '../../test/sign-in';
import { testServer, type TestServer } from '../../test/test-server';
import { MY_INVOICE_PERMISSION } from './my-mall-routes';

let server: TestServer;
let buyer: SignedIn;
let stranger: SignedIn;
beforeAll(async () => {
  server = await testServer();
  buyer = await signIn(server.app, 'golden.buyer');
  stranger = await signIn(server.app, 'kingfa.buyer');
}, 300_000);
afterAll(() => server.close());

const call = (who: SignedIn, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: unknown) =>
  server.app.inject({ method, url: path.replace('{org}', String(who.user.organizationId)), headers: who.auth, ...(payload !== undefined ? { payload: payload as object } : {}) });

describe('browsing history', () => {
  it('puts an opened product on top, refuses another tenant’s product and forgets on delete', async () => {
    const before = (await call(buyer, 'GET', '/smal/v1/{org}/view-histories')).json();
    expect(before.totalElements).toBe(4);
    const [product] = await server.db.query<{ id: number }>(`select id::int as id from products where tenant_id = $1 order by sales_volume, id limit 1`, [buyer.user.tenantId]);
    expect((await call(buyer, 'POST', '/smal/v1/{org}/view-histories', { productId: product!.id })).json()).toMatchObject({ productId: product!.id });
    const after = (await call(buyer, 'GET', '/smal/v1/{org}/view-histories')).json();
    expect(after.totalElements).toBe(5);
    expect(after.content[0].productId).toBe(product!.id);
    const foreign = await call(stranger, 'POST', '/smal/v1/{org}/view-histories', { productId: product!.id });
    expect(foreign.json()).toEqual(failedShape('smal.view-history.product.not.found'));
    expect((await call(stranger, 'DELETE', '/smal/v1/{org}/view-histories', [product!.id])).statusCode).toBe(404);
    expect((await call(buyer, 'DELETE', '/smal/v1/{org}/view-histories', [product!.id])).json()).toEqual({ deleted: 1 });
    expect((await call(buyer, 'GET', '/smal/v1/{org}/view-histories')).json().totalElements).toBe(4);
  });
});

describe('my invoices', () => {
  it('lists the buyer’s invoices with the spec’s invoice fields, and only with the permission', async () => {
    const page = (await call(buyer, 'GET', '/smodr/v1/{org}/invoices')).json();
    expect(page.totalElements).toBe(2);
    expect(page.content[0]).toMatchObject({
      invoiceNum: expect.stringMatching(/^INV-PO-MY-/), invoiceMethodCode: '1', invoiceTypeCode: expect.stringMatching(/^[12]$/), invoiceTitleTypeCode: '1',
      invoiceDetailTypeCode: '100', invoiceHeader: expect.any(String), taxRegistrationNumber: expect.any(String), depositBank: expect.any(String), bankAccountNum: expect.any(String),
    });
    expect((await call(buyer, 'GET', '/smodr/v1/{org}/invoices?status=ISSUED')).json().content.map((i: { status: string }) => i.status)).toEqual(['ISSUED']);
    expect((await call(stranger, 'GET', '/smodr/v1/{org}/invoices')).json().content.every((i: { orderCode: string }) => i.orderCode.includes(`-${stranger.user.id}-`))).toBe(true);
    await server.db.query(`delete from role_permissions where tenant_id = $1 and permission_code = $2`, [stranger.user.tenantId, MY_INVOICE_PERMISSION]);
    const refused = await call(stranger, 'GET', '/smodr/v1/{org}/invoices');
    expect(refused.statusCode).toBe(403);
  });
});

describe('after-sales records, comments and purchase packages', () => {
  it('lists every after-sales request of the buyer with its goods', async () => {
    const page = (await call(buyer, 'GET', '/smodr/v1/{org}/sale-records')).json();
    expect(page.totalElements).toBeGreaterThan(0);
    expect(page.content[0]).toMatchObject({ requestNum: expect.any(String), orderCode: expect.stringContaining(`-${buyer.user.id}-`), productNames: expect.any(String) });
    expect((await call(stranger, 'GET', '/smodr/v1/{org}/sale-records')).json().content.some((r: { orderCode: string }) => r.orderCode.includes(`-${buyer.user.id}-`))).toBe(false);
  });

  it('lists the reviews the buyer wrote', async () => {
    expect((await call(buyer, 'GET', '/smodr/v1/{org}/order-comments')).json().totalElements).toBe(0);
    const [order] = await server.db.query<{ id: number }>('select id::int as id from orders where order_num = $1', [`PO-MY-${buyer.user.id}-6`]);
    await call(buyer, 'POST', '/smodr/v1/{org}/order-comments', { poHeaderId: order!.id, rating: 5, content: 'On time' });
    expect((await call(buyer, 'GET', '/smodr/v1/{org}/order-comments')).json().content).toEqual([
      expect.objectContaining({ poHeaderId: order!.id, rating: 5, content: 'On time', productNames: expect.any(String) }),
    ]);
    expect((await call(stranger, 'GET', '/smodr/v1/{org}/order-comments')).json().totalElements).toBe(0);
  });

  it('lists the buyer’s purchase packages with their goods', async () => {
    const baskets = (await call(buyer, 'GET', '/smal/v1/{org}/shopping-baskets')).json();
    expect(baskets).toHaveLength(2);
    expect(baskets[0].items.length).toBeGreaterThan(0);
    expect(baskets[0].items[0]).toMatchObject({ productId: expect.any(Number), quantity: expect.any(Number), productSource: 'CATA' });
  });
});
