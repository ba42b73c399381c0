import { failedShape, signIn, type SignedIn } from '../../test/sign-in';
import { testServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let buyer: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  server = await testServer();
  buyer = await signIn(server.app, 't3.buyer');
  other = await signIn(server.app, 'golden.buyer');
});
afterAll(() => server.close());

const get = async (url: string, who: SignedIn = buyer) => {
  const response = await server.app.inject({ method: 'GET', url, headers: { ...who.auth, 'accept-language': 'en' } });
  return { status: response.statusCode, body: response.json() };
};
const data = (query: string, who: SignedIn = buyer) => get(`/hpfm/v1/${who.user.organizationId}/lov-view/data?${query}`, who);

describe('lookup view query (lov-view/data)', () => {
  it("every seeded view's query URL answers, paged with the view's rows", async () => {
    for (const viewCode of ['SPRM.BUDGET_ITEM', 'SPRM.PR_TYPE', 'SMAL.FEE_TYPE']) {
      const info = (await get(`/hpfm/v1/${buyer.user.organizationId}/lov-view/info?viewCode=${viewCode}`)).body;
      expect(info.queryUrl).toBe(`/hpfm/v1/${buyer.user.organizationId}/lov-view/data?viewCode=${viewCode}`);
      const page = await get(`${info.queryUrl}&page=0&size=5`);
      expect(page.status).toBe(200);
      expect(page.body.content.length).toBeGreaterThan(0);
      expect(page.body.content[0]).toHaveProperty(info.valueField);
    }
  });

  it('pages zero-based with the given size', async () => {
    const { body } = await data('viewCode=SMAL.FEE_TYPE&page=1&size=2');
    expect(body).toMatchObject({ totalElements: 5, totalPages: 3, size: 2, number: 1 });
    expect(body.content.map((r: { feeTypeCode: string }) => r.feeTypeCode)).toEqual(['TRAVEL', 'MAINTENANCE']);
  });

  it('a text query field matches part of the value, case-insensitively', async () => {
    const { body } = await data('viewCode=SPRM.BUDGET_ITEM&page=0&size=10&budgetItemCode=i00');
    expect(body.content.map((r: { budgetItemCode: string }) => r.budgetItemCode)).toEqual(['BI001', 'BI002', 'BI003', 'BI004']);
    const one = await data('viewCode=SPRM.BUDGET_ITEM&page=0&size=10&budgetItemCode=003');
    expect(one.body.content.map((r: { budgetItemName: string }) => r.budgetItemName)).toEqual(['行政费用预算']);
  });

  it("answers an unknown view with the spec's message", async () => {
    const { status, body } = await data('viewCode=SMAL.NOPE&page=0&size=10');
    expect(status).toBe(404);
    expect(body).toMatchObject(failedShape('hpfm.lov.view.not.defined'));
    expect(body.message).toBe('值集视图未定义：SMAL.NOPE，请维护');
  });

  it.each([
    ['no view code', 'page=0'],
    ['a view code with a space', 'viewCode=A%20B'],
    ['a page size over the bound', 'viewCode=SMAL.FEE_TYPE&size=5000'],
    ['an over-long filter', `viewCode=SMAL.FEE_TYPE&feeTypeCode=${'x'.repeat(201)}`],
  ])('refuses %s', async (_name, query) => {
    expect((await data(query)).status).toBe(400);
  });

  it("refuses another organisation's path", async () => {
    const { status } = await get(`/hpfm/v1/${other.user.organizationId}/lov-view/data?viewCode=SMAL.FEE_TYPE`, buyer);
    expect(status).toBe(403);
  });

  it("a tenant's own view and values replace the platform's for that tenant only", async () => {
    await server.db.query(
      `insert into lov_values (tenant_id, lov_code, value, meaning_zh, meaning_en, order_seq, data)
       values ($1, 'SMAL.FEE_TYPE', 'GOLD', '黄金费', 'Gold fee', 10, '{"feeTypeCode":"GOLD","feeTypeName":"{meaning}"}')`,
      [other.user.tenantId],
    );
    const golden = (await data('viewCode=SMAL.FEE_TYPE&page=0&size=10', other)).body;
    expect(golden.content.map((r: { feeTypeCode: string }) => r.feeTypeCode)).toEqual(['GOLD']);
    const t3 = (await data('viewCode=SMAL.FEE_TYPE&page=0&size=10')).body;
    expect(t3.content.map((r: { feeTypeCode: string }) => r.feeTypeCode)).not.toContain('GOLD');
  });
});
