import { signIn, type SignedIn } from '../../test/sign-in';
import { testServer, type TestServer } from '../../test/test-server';
import { DEMO_CLIENT_VALUE, DEMO_PROJECT_DIMENSION } from './sku-detail-seed';

// Spec 1 section 7, product detail: "POST sku-detail/{productId} (body unitId, productId, regionId,
// addressId, levelPath, platformCode, companyId, customDimensionMap)"; "catalog-value endpoints
// ec-client-values/query-default-value and cata-client-values/client-value-list". Section 3: the
// unit dimensions are FIXED or custom (dimensionConfig.unitDimensionList).
let server: TestServer;
let buyer: SignedIn;
let other: SignedIn;
let kept: number;
let plain: number;
let jd: number;
beforeAll(async () => {
  server = await testServer();
  buyer = await signIn(server.app, 't3.buyer');
  other = await signIn(server.app, 'kingfa.buyer');
  const ids = await server.app.mall.db.query<{ id: number; source: string; kept: boolean }>(
    `select p.id, p.product_source as source, exists (select 1 from catalog_client_values c where c.product_id = p.id) as kept
       from products p where p.tenant_id = $1 and p.shelf_flag = 1 order by p.sales_volume desc, p.id`,
    [buyer.user.tenantId],
  );
  kept = Number(ids.find((r) => r.kept && r.source === 'CATA')!.id);
  plain = Number(ids.find((r) => !r.kept && r.source === 'CATA')!.id);
  jd = Number(ids.find((r) => r.source === 'JD')!.id);
}, 300_000);
afterAll(() => server.close());

const url = (who: SignedIn, path: string) => `/smpc/v1/${who.user.organizationId}/${path}`;
const get = (who: SignedIn, path: string) => server.app.inject({ method: 'GET', url: url(who, path), headers: who.auth });
const skuDetail = (who: SignedIn, productId: number, body: Record<string, unknown>) =>
  server.app.inject({ method: 'POST', url: url(who, `sku-detail/${productId}`), headers: who.auth, payload: { productId, ...body } });

describe('catalogue client values', () => {
  it("answers the company's kept values of a catalogue product, none for another", async () => {
    expect((await get(buyer, `cata-client-values/client-value-list?productId=${kept}`)).json()).toEqual([
      { dimensionCode: DEMO_PROJECT_DIMENSION.dimensionCode, value: DEMO_CLIENT_VALUE.value, meaning: DEMO_CLIENT_VALUE.meaning },
    ]);
    expect((await get(buyer, `cata-client-values/client-value-list?productId=${plain}`)).json()).toEqual([]);
  });

  it('keeps the catalogue and e-commerce calls to their sources, and another tenant out', async () => {
    expect((await get(buyer, `ec-client-values/query-default-value?productId=${jd}&platformCode=JD`)).statusCode).toBe(200);
    expect((await get(buyer, `ec-client-values/query-default-value?productId=${kept}`)).json()).toMatchObject({ code: 'smpc.product.source.mismatch' });
    expect((await get(buyer, `cata-client-values/client-value-list?productId=${jd}`)).statusCode).toBe(404);
    expect((await get(other, `cata-client-values/client-value-list?productId=${kept}`)).json()).toMatchObject({ code: 'smpc.product.not.found' });
  });
});

describe('sku-detail', () => {
  it("answers the product with each custom dimension: the kept value, or the buyer's from customDimensionMap", async () => {
    const answer = await skuDetail(buyer, kept, { companyId: buyer.user.companyId });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.productId).toBe(kept);
    expect(body.customDimensionList).toEqual([
      { dimensionCode: 'PROJECT', dimensionName: DEMO_PROJECT_DIMENSION.customDimensionName, editFlag: 1, value: DEMO_CLIENT_VALUE.value, meaning: DEMO_CLIENT_VALUE.meaning, valueSource: 'CLIENT' },
    ]);
    const chosen = (await skuDetail(buyer, kept, { customDimensionMap: { PROJECT: { value: 'P-9', meaning: 'Lab move' } } })).json();
    expect(chosen.customDimensionList[0]).toMatchObject({ value: 'P-9', meaning: 'Lab move', valueSource: 'BUYER' });
    // A product the company keeps nothing for has the dimension without a value.
    expect((await skuDetail(buyer, plain, {})).json().customDimensionList).toEqual([{ dimensionCode: 'PROJECT', dimensionName: '项目', editFlag: 1 }]);
  });

  it('refuses an unknown dimension, a mismatched product, another company, unit or tenant', async () => {
    const unknown = await skuDetail(buyer, kept, { customDimensionMap: { COST_CENTER: { value: 'x' } } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'smpc.dimension.unknown', message: '维度 COST_CENTER 不是贵公司的自定义维度' });
    // A tenant without custom dimensions has none to set.
    expect((await skuDetail(other, kept, { customDimensionMap: { PROJECT: { value: 'x' } } })).statusCode).toBe(400);
    const mismatch = await server.app.inject({ method: 'POST', url: url(buyer, `sku-detail/${kept}`), headers: buyer.auth, payload: { productId: plain } });
    expect(mismatch.json()).toMatchObject({ code: 'smpc.sku-detail.product.mismatch' });
    expect((await skuDetail(buyer, kept, { companyId: other.user.companyId })).statusCode).toBe(403);
    expect((await skuDetail(buyer, kept, { unitId: 999_999 })).statusCode).toBe(404);
    expect((await skuDetail(other, kept, {})).statusCode).toBe(404);
    const cross = await server.app.inject({ method: 'POST', url: url(other, `sku-detail/${kept}`), headers: buyer.auth, payload: { productId: kept } });
    expect(cross.statusCode).toBe(403);
  });
});
