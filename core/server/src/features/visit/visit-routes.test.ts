import { signIn, type SignedIn } from '../../test/sign-in';
import { testServer, type TestServer } from '../../test/test-server';
import { DEMO_SECOND_WEBSITE } from './visit-seed';
import { hostOf } from './visit-site';

// Spec 1 section 2: "a visitor mode and a second-website mode (visitors use the visited company's
// catalogue and labels; logged-in users use their own company)"; section 6: "Visitors on a second
// website use visit-specific product endpoints"; section 7: visit-product, visit-ec-products.
let server: TestServer;
let visitor: SignedIn;
let own: SignedIn;
let site: { organizationId: number; companyId: number; tenantId: number };
const webUrl = `${DEMO_SECOND_WEBSITE.host}:8123`;
beforeAll(async () => {
  server = await testServer();
  visitor = await signIn(server.app, 't3.buyer');
  own = await signIn(server.app, 'golden.buyer');
  site = { organizationId: own.user.organizationId, companyId: own.user.companyId, tenantId: own.user.tenantId };
}, 300_000);
afterAll(() => server.close());

const get = (who: SignedIn, url: string) => server.app.inject({ method: 'GET', url, headers: who.auth });
const config = async (who: SignedIn, host: string) => (await get(who, `/smal/v1/mall-page-configs/new/mall-config?webUrl=${encodeURIComponent(host)}`)).json();
const firstProduct = async (tenantId: number, source: string) =>
  Number((await server.app.mall.db.query<{ id: number }>('select id from products where tenant_id = $1 and product_source = $2 order by id limit 1', [tenantId, source]))[0]!.id);

describe('visitConfig', () => {
  it('makes a user of another company a visitor of the second website, with the visited company and organisation', async () => {
    const answer = await config(visitor, webUrl);
    expect(answer.visitConfig).toEqual({ isSecondWebSite: true, visitorFlag: true, companyId: site.companyId, organizationId: site.organizationId });
    expect(answer.isSecondWebSite).toBe(true);
    // The visitor still signs in as themselves.
    expect(answer.companyId).toBe(visitor.user.companyId);
  });

  it("leaves the site's own users on their own company, and everyone on the mall's own address", async () => {
    expect((await config(own, webUrl)).visitConfig).toEqual({ isSecondWebSite: true, visitorFlag: false, companyId: site.companyId, organizationId: site.organizationId });
    expect((await config(visitor, '127.0.0.1:8123')).visitConfig).toEqual({
      isSecondWebSite: false,
      visitorFlag: false,
      companyId: visitor.user.companyId,
      organizationId: visitor.user.organizationId,
    });
  });

  it('reads the host the app sends, with or without scheme and port', () => {
    expect(hostOf('Golden-Site.localhost:5173')).toBe('golden-site.localhost');
    expect(hostOf('https://golden-site.localhost/product-list?x=1')).toBe('golden-site.localhost');
  });
});

describe('visit product calls', () => {
  const visitList = (who: SignedIn, org: number, query = '') => get(who, `/smal/v1/${org}/visit-products?webUrl=${encodeURIComponent(webUrl)}${query}`);

  it("lists the visited company's catalogue with the site's label on its best sellers", async () => {
    const answer = await visitList(visitor, site.organizationId, '&orderType=3&size=20');
    expect(answer.statusCode).toBe(200);
    const page = answer.json();
    const ids: number[] = page.content.map((p: { productId: number }) => p.productId);
    const visitedIds = new Set((await server.app.mall.db.query<{ id: number }>('select id from products where tenant_id = $1', [site.tenantId])).map((r) => Number(r.id)));
    expect(ids.length).toBe(20);
    expect(ids.every((id) => visitedIds.has(id))).toBe(true);
    expect(page.content.some((p: { labelNameList: string[] }) => p.labelNameList.includes(DEMO_SECOND_WEBSITE.label))).toBe(true);
    // The visitor's own list has no such label: it is the visited company's.
    const mine = (await get(visitor, `/smal/v1/${visitor.user.organizationId}/products?orderType=3&size=20`)).json();
    expect(mine.content.some((p: { labelNameList: string[] }) => p.labelNameList.includes(DEMO_SECOND_WEBSITE.label))).toBe(false);
  });

  it("answers the visited company's catalogue and e-commerce details", async () => {
    const cata = await firstProduct(site.tenantId, 'CATA');
    const detail = await get(visitor, `/smal/v1/${site.organizationId}/visit-product/${cata}?webUrl=${encodeURIComponent(webUrl)}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().productId).toBe(cata);
    const jd = await firstProduct(site.tenantId, 'JD');
    const ec = await get(visitor, `/smpc/v1/product-details/${site.organizationId}/visit-ec-products/${site.companyId}/${jd}?webUrl=${encodeURIComponent(webUrl)}`);
    expect(ec.statusCode).toBe(200);
    expect(ec.json().productId).toBe(jd);
    // The e-commerce call names the visited company; another company is not this site's.
    expect((await get(visitor, `/smpc/v1/product-details/${site.organizationId}/visit-ec-products/${visitor.user.companyId}/${jd}?webUrl=${encodeURIComponent(webUrl)}`)).statusCode).toBe(404);
  });

  it("answers the visited company's catalogue array (visit-get-catalog-array), refused for another organisation", async () => {
    const answer = await get(visitor, `/smal/v1/${site.organizationId}/visit-get-catalog-array?webUrl=${encodeURIComponent(webUrl)}`);
    expect(answer.statusCode).toBe(200);
    const total = answer.json().reduce((sum: number, c: { productCount: number }) => sum + c.productCount, 0);
    const [shelf] = await server.app.mall.db.query<{ n: number }>('select count(*)::int as n from products where tenant_id = $1 and shelf_flag = 1', [site.tenantId]);
    expect(total).toBe(shelf!.n);
    expect((await get(visitor, `/smal/v1/${visitor.user.organizationId}/visit-get-catalog-array?webUrl=${encodeURIComponent(webUrl)}`)).statusCode).toBe(404);
  });

  it("refuses another organisation, a site that is not the organisation's, and another tenant's product", async () => {
    const wrongOrg = await visitList(visitor, visitor.user.organizationId);
    expect(wrongOrg.statusCode).toBe(404);
    expect(wrongOrg.json()).toMatchObject({ failed: true, code: 'smal.visit.site.not.found' });
    expect((await get(visitor, `/smal/v1/${site.organizationId}/visit-products?webUrl=127.0.0.1`)).statusCode).toBe(404);
    expect((await get(visitor, `/smal/v1/${site.organizationId}/visit-products`)).statusCode).toBe(400);
    const notVisited = await firstProduct(visitor.user.tenantId, 'CATA');
    expect((await get(visitor, `/smal/v1/${site.organizationId}/visit-product/${notVisited}?webUrl=${encodeURIComponent(webUrl)}`)).statusCode).toBe(404);
  });

  it("refuses the site's own company (they use their own calls), a closed site and an anonymous caller", async () => {
    const ownCall = await visitList(own, site.organizationId);
    expect(ownCall.statusCode).toBe(403);
    expect(ownCall.json()).toMatchObject({ code: 'smal.visit.own.company' });
    expect((await server.app.inject({ method: 'GET', url: `/smal/v1/${site.organizationId}/visit-products?webUrl=${webUrl}` })).statusCode).toBe(401);
    await server.app.mall.db.query('update second_websites set visitor_flag = 0 where host = $1', [DEMO_SECOND_WEBSITE.host]);
    try {
      expect((await visitList(visitor, site.organizationId)).statusCode).toBe(404);
      expect((await config(visitor, webUrl)).visitConfig).toMatchObject({ isSecondWebSite: true, visitorFlag: false, companyId: visitor.user.companyId });
    } finally {
      await server.app.mall.db.query('update second_websites set visitor_flag = 1 where host = $1', [DEMO_SECOND_WEBSITE.host]);
    }
  });
});
