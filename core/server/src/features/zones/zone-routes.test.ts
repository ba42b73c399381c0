import { signIn, type SignedIn } from '../../test/sign-in';
import { testServer, type TestServer } from '../../test/test-server';
import { DEMO_ZONES } from './zone-seed';

// Spec 1 section 2: "/zone-supplier-list, /zone-product-list, /zone-product-detail | selected zone
// pages"; section 7: "Platform catalogue lists: store-list, get-catalog-array". Default page size
// 10, options 10, 20, 30 (section 9). Every list is the caller's tenant's.
let server: TestServer;
let buyer: SignedIn;
let other: SignedIn;
const office = DEMO_ZONES[0];
beforeAll(async () => {
  server = await testServer();
  buyer = await signIn(server.app, 't3.buyer');
  other = await signIn(server.app, 'kingfa.buyer');
}, 300_000);
afterAll(() => server.close());

const get = (who: SignedIn, path: string) => server.app.inject({ method: 'GET', url: `/smal/v1/${who.user.organizationId}/${path}`, headers: who.auth });
const supplierId = async (tenantId: number, num: string) =>
  Number((await server.app.mall.db.query<{ id: number }>('select id from supplier_companies where tenant_id = $1 and supplier_num = $2', [tenantId, num]))[0]!.id);

describe('zones and store-list', () => {
  it('lists the enabled zones in order with their store counts', async () => {
    expect((await get(buyer, 'zones')).json()).toEqual(DEMO_ZONES.map((z) => ({ zoneCode: z.zoneCode, zoneName: z.zoneName, storeCount: z.suppliers.length })));
  });

  it("lists a zone's stores in the zone's order, with goods and catalogue counts, paged", async () => {
    const answer = await get(buyer, `store-list?zoneCode=${office.zoneCode}`);
    expect(answer.statusCode).toBe(200);
    const page = answer.json();
    expect(page).toMatchObject({ zoneCode: office.zoneCode, zoneName: office.zoneName, number: 0, size: 10, totalElements: 3 });
    const ids = await Promise.all(office.suppliers.map((num) => supplierId(buyer.user.tenantId, num)));
    expect(page.content.map((s: { supplierCompanyId: number }) => s.supplierCompanyId)).toEqual(ids);
    const [counted] = await server.app.mall.db.query<{ n: number }>('select count(*)::int as n from products where supplier_company_id = $1 and shelf_flag = 1', [ids[0]]);
    expect(page.content[0].productCount).toBe(counted!.n);
    expect((await get(buyer, `store-list?zoneCode=${office.zoneCode}&size=2&page=1`)).json().content).toHaveLength(1);
    // Without a zone, the platform's store list: every supplier of the tenant.
    expect((await get(buyer, 'store-list?size=30')).json().totalElements).toBeGreaterThan(3);
  });

  it('names the zone in the English of an English caller', async () => {
    await server.app.mall.db.query("update users set language = 'en_US' where id = $1", [other.user.id]);
    const english = await signIn(server.app, 'kingfa.buyer');
    expect((await get(english, `store-list?zoneCode=${office.zoneCode}`)).json().zoneName).toBe(office.zoneNameEn);
  });

  it('refuses an unknown or closed zone, bad paging and another organisation', async () => {
    const unknown = await get(buyer, 'store-list?zoneCode=NOPE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ failed: true, code: 'smal.zone.not.found' });
    expect((await get(buyer, 'store-list?size=31')).statusCode).toBe(400);
    expect((await get(buyer, 'store-list?zoneCode=bad-code')).statusCode).toBe(400);
    const cross = await server.app.inject({ method: 'GET', url: `/smal/v1/${other.user.organizationId}/store-list`, headers: buyer.auth });
    expect(cross.statusCode).toBe(403);
  });
});

describe('get-catalog-array and zone-products', () => {
  it("answers a store's catalogue categories with their counts, only for a store of the zone and tenant", async () => {
    const store = await supplierId(buyer.user.tenantId, office.suppliers[0]);
    const array = (await get(buyer, `get-catalog-array?zoneCode=${office.zoneCode}&supplierId=${store}`)).json();
    const [expected] = await server.app.mall.db.query<{ n: number }>('select count(*)::int as n from products where supplier_company_id = $1 and shelf_flag = 1', [store]);
    expect(array.reduce((sum: number, c: { productCount: number }) => sum + c.productCount, 0)).toBe(expected!.n);
    expect(array[0]).toEqual({ categoryCode: expect.any(String), categoryName: expect.any(String), productCount: expect.any(Number) });
    const notInZone = await supplierId(buyer.user.tenantId, DEMO_ZONES[1].suppliers[0]);
    expect((await get(buyer, `get-catalog-array?zoneCode=${office.zoneCode}&supplierId=${notInZone}`)).json()).toMatchObject({ code: 'smal.store.not.found' });
    const otherTenants = await supplierId(other.user.tenantId, office.suppliers[0]);
    expect((await get(buyer, `get-catalog-array?supplierId=${otherTenants}`)).statusCode).toBe(404);
  });

  it("pages a zone's goods, narrowed to a store and a category, and nothing from outside the zone", async () => {
    const store = await supplierId(buyer.user.tenantId, office.suppliers[1]);
    const [category] = (await get(buyer, `get-catalog-array?zoneCode=${office.zoneCode}&supplierId=${store}`)).json();
    const page = (await get(buyer, `zone-products?zoneCode=${office.zoneCode}&supplierId=${store}&categoryCode=${category.categoryCode}`)).json();
    expect(page).toMatchObject({ zoneCode: office.zoneCode, number: 0, size: 10, totalElements: category.productCount });
    expect(page.content.every((p: { supplierCompanyId: number; categoryCode: string }) => p.supplierCompanyId === store && p.categoryCode === category.categoryCode)).toBe(true);
    const all = (await get(buyer, `zone-products?zoneCode=${office.zoneCode}&size=30`)).json();
    const ids = await Promise.all(office.suppliers.map((num) => supplierId(buyer.user.tenantId, num)));
    expect(all.content.every((p: { supplierCompanyId: number }) => ids.includes(p.supplierCompanyId))).toBe(true);
    expect((await get(buyer, 'zone-products')).statusCode).toBe(400);
  });
});
