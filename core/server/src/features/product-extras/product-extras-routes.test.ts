import { signIn, type SignedIn } from '../../test/sign-in';
import { testServer, type TestServer } from '../../test/test-server';

// Spec 1 section 7, product detail: 'GET assessments/sku-all-assessment', 'GET ec-platforms
// (default page 0, size 10), ec-platforms/labels'. Scoped by the caller's tenant.
let server: TestServer;
let buyer: SignedIn;
let other: SignedIn;
let bestSeller: number;
beforeAll(async () => {
  server = await testServer();
  buyer = await signIn(server.app, 't3.buyer');
  other = await signIn(server.app, 'kingfa.buyer');
  const [row] = await server.app.mall.db.query<{ id: number }>('select id from products where tenant_id = $1 order by sales_volume desc, id limit 1', [buyer.user.tenantId]);
  bestSeller = Number(row!.id);
}, 300_000);
afterAll(() => server.close());

const get = (who: SignedIn, path: string) => server.app.inject({ method: 'GET', url: `/smpc/v1/${who.user.organizationId}/${path}`, headers: who.auth });

describe('sku-all-assessment', () => {
  it("answers the product's assessments, newest first, with count, average and good rate, reviewers masked", async () => {
    const answer = await get(buyer, `assessments/sku-all-assessment?productId=${bestSeller}`);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({ productId: bestSeller, assessmentCount: 3, number: 0, size: 10, totalElements: 3 });
    expect(body.content).toHaveLength(3);
    const scores = body.content.map((a: { score: number }) => a.score);
    expect(body.averageScore).toBeCloseTo(scores.reduce((s: number, x: number) => s + x, 0) / 3, 1);
    expect(body.goodRate).toBe(Math.round((scores.filter((s: number) => s >= 4).length / 3) * 100));
    for (const a of body.content) expect(a.reviewerName).toMatch(/^b\*\*\*\d$/);
    const dates = body.content.map((a: { createdAt: string }) => a.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await get(buyer, `assessments/sku-all-assessment?productId=${bestSeller}&page=1&size=2`)).json().content).toHaveLength(1);
  });

  it("answers 404 for another tenant's product and refuses bad queries", async () => {
    expect((await get(other, `assessments/sku-all-assessment?productId=${bestSeller}`)).statusCode).toBe(404);
    expect((await get(buyer, 'assessments/sku-all-assessment')).statusCode).toBe(400);
    expect((await get(buyer, `assessments/sku-all-assessment?productId=${bestSeller}&size=31`)).statusCode).toBe(400);
    expect((await get(buyer, `assessments/sku-all-assessment?productId=${bestSeller}&page=-1`)).statusCode).toBe(400);
  });
});

describe('ec-platforms', () => {
  it("lists the tenant's enabled platforms, page 0 size 10 by default, and answers a platform's labels", async () => {
    const list = (await get(buyer, 'ec-platforms')).json();
    expect(list).toMatchObject({ number: 0, size: 10, totalElements: 2 });
    expect(list.content.map((p: { platformCode: string }) => p.platformCode)).toEqual(['JD', 'MANUAL']);
    expect((await get(buyer, 'ec-platforms/labels?platformCode=JD')).json()).toEqual({ platformCode: 'JD', platformName: '京东企业购', labelList: ['正品保障', '次日达', '7天无理由退货'] });
  });

  it("keeps one tenant's platform settings from another, 404 for an unknown platform, and refuses a bad code", async () => {
    await server.app.mall.db.query("update ec_platforms set enabled_flag = 0 where tenant_id = $1 and platform_code = 'JD'", [other.user.tenantId]);
    const missing = await get(other, 'ec-platforms/labels?platformCode=JD');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ failed: true, code: 'smpc.ec-platform.not.found' });
    expect((await get(buyer, 'ec-platforms/labels?platformCode=JD')).statusCode).toBe(200);
    expect((await get(buyer, 'ec-platforms/labels?platformCode=J%20D')).statusCode).toBe(400);
  });
});
