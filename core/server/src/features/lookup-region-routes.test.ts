import { failedShape, signIn, type SignedIn } from '../test/sign-in';
import { testServer, type TestServer } from '../test/test-server';

let server: TestServer;
let buyer: SignedIn;
let base: string;
beforeAll(async () => {
  server = await testServer();
  buyer = await signIn(server.app, 'calb.buyer');
  base = `/hpfm/v1/${buyer.user.organizationId}`;
});
afterAll(() => server.close());

const get = async (url: string, headers: Record<string, string> = {}) => {
  const response = await server.app.inject({ method: 'GET', url, headers: { ...buyer.auth, ...headers } });
  return { status: response.statusCode, body: response.json() };
};

describe('lookups', () => {
  it.each([
    ['SMAL.INVOICE_TYPE', ['1', '2', '3', '4']],
    ['SMAL.INVOICE_METHOD', ['1', '2']],
    ['SMAL.INVOICE_TITLE_TYPE', ['1', '2']],
    ['SMAL.INVOICE_DETAIL_TYPE', ['1', '100']],
    ['SPRM.PR_TYPE', ['STANDARD', 'URGENT', 'ASSET', 'SERVICE']],
    ['SMAL.FEE_TYPE', ['OFFICE', 'IT', 'TRAVEL', 'MAINTENANCE', 'MARKETING']],
    ['SMAL.BUDGET', ['BUD-OFFICE', 'BUD-IT', 'BUD-TRAVEL', 'BUD-PETTY']],
    ['SPRM.BUDGET_ITEM', ['BI001', 'BI002', 'BI003', 'BI004']],
    ['NO.SUCH.CODE', []],
  ])('lists the values of %s in order', async (code, values) => {
    const { body } = await get(`${base}/lovs/value?lovCode=${code}`);
    expect(body.map((v: { value: string }) => v.value)).toEqual(values);
  });

  it('answers in the caller language', async () => {
    expect((await get(`${base}/lovs/value?lovCode=SMAL.INVOICE_TYPE`)).body[0]).toMatchObject({ value: '1', meaning: '增值税普通发票' });
  });

  it('lists the favourite categories of one channel, with category ids and names', async () => {
    const personal = (await get(`${base}/lovs/data?lovCode=SMAL_FAVORITES_CATEGORY&channel=PERSONAL`)).body;
    expect(personal.map((c: { categoryId: number; categoryName: string }) => [c.categoryId, c.categoryName])).toEqual([
      [201, '默认收藏'],
      [202, '生活用品'],
    ]);
    const enterprise = (await get(`${base}/lovs/data?lovCode=SMAL_FAVORITES_CATEGORY&channel=ENTERPRISE`)).body;
    expect(enterprise.map((c: { categoryId: number }) => c.categoryId)).toEqual([101, 102, 103]);
  });

  it('lists phone codes with +86 first and marked default', async () => {
    const codes = (await get(`${base}/lovs/data?lovCode=HPFM.IDD`)).body;
    expect(codes[0]).toMatchObject({ value: '+86', defaultFlag: 1 });
    expect(codes.length).toBeGreaterThanOrEqual(5);
    expect(codes.filter((c: { defaultFlag: number }) => c.defaultFlag === 1)).toHaveLength(1);
  });

  it('pages a data lookup when page is given', async () => {
    const { body } = await get(`${base}/lovs/data?lovCode=HPFM.IDD&page=1&size=4`);
    expect(body).toMatchObject({ totalElements: 10, totalPages: 3, size: 4, number: 1, numberOfElements: 4 });
    expect(body.content[0].value).toBe('+1');
  });

  it('answers a batch keyed by code, from a comma list or repeated codes', async () => {
    const comma = (await get(`${base}/lovs/value/batch?lovCodes=SMAL.INVOICE_METHOD,SMAL.INVOICE_TITLE_TYPE`)).body;
    expect(Object.keys(comma)).toEqual(['SMAL.INVOICE_METHOD', 'SMAL.INVOICE_TITLE_TYPE']);
    expect(comma['SMAL.INVOICE_METHOD']).toHaveLength(2);
    const repeated = (await get(`${base}/lovs/value/batch?lovCodes=SMAL.INVOICE_METHOD&lovCodes=NOPE`)).body;
    expect(repeated).toEqual({ 'SMAL.INVOICE_METHOD': comma['SMAL.INVOICE_METHOD'], NOPE: [] });
  });

  it('describes a lookup view with the organisation filled into its query URL', async () => {
    const { body } = await get(`${base}/lov-view/info?viewCode=SPRM.BUDGET_ITEM`, { 'accept-language': 'en' });
    expect(body).toMatchObject({
      viewCode: 'SPRM.BUDGET_ITEM',
      valueField: 'budgetItemId',
      displayField: 'budgetItemName',
      pageSize: 10,
      queryUrl: `/hpfm/v1/${buyer.user.organizationId}/lov-view/data?viewCode=SPRM.BUDGET_ITEM`,
    });
    expect(body.tableFields[0]).toEqual({ title: '预算项目编码', dataIndex: 'budgetItemCode', width: 150 });
    const page = (await get(`${body.queryUrl}&page=0&size=10`)).body;
    expect(page.content.map((r: Record<string, unknown>) => r[body.valueField])).toEqual([1, 2, 3, 4]);
  });

  it("answers an unknown view with the spec's message", async () => {
    const { status, body } = await get(`${base}/lov-view/info?viewCode=SMAL.NOPE`);
    expect(status).toBe(404);
    expect(body).toEqual({ ...failedShape('hpfm.lov.view.not.defined'), message: '值集视图未定义：SMAL.NOPE，请维护' });
  });
});

describe('regions', () => {
  const regions = (query: string) => get(`/smal/v1/mall-regions/${buyer.user.organizationId}/Subordinate?countryId=1&page=-1${query}`);

  it('lists the countries', async () => {
    expect((await get(`/smal/v1/mall-regions/${buyer.user.organizationId}/country-list-by-config?page=-1`)).body).toEqual([
      { countryId: 1, countryCode: 'CN', countryName: '中国' },
    ]);
  });

  it('lists the 31 provinces at the top', async () => {
    const { body } = await regions('');
    expect(body).toHaveLength(31);
    expect(body[0]).toEqual({
      regionId: 11, regionCode: '11', regionName: '北京市', countryId: 1, countryName: '中国', levelNumber: 1, virtualFlag: 0, expand: true, isNAFlag: 0,
    });
  });

  it('walks four levels down to a street, which has no children', async () => {
    const city = (await regions('&regionId=11')).body[0];
    expect(city).toMatchObject({ regionCode: '1101', regionName: '市辖区', virtualFlag: 1, levelNumber: 2, parentRegionCode: '11' });
    const county = (await regions(`&regionId=${city.regionId}`)).body[0];
    expect(county).toMatchObject({ regionName: '东城区', levelNumber: 3 });
    const street = (await regions(`&regionId=${county.regionId}`)).body[0];
    expect(street).toMatchObject({ regionName: '东华门街道', levelNumber: 4, expand: false });
    expect((await regions(`&regionId=${street.regionId}`)).body).toEqual([]);
    expect((await regions('&parentRegionCode=1101')).body[0].regionName).toBe('东城区');
  });

  it('pages when asked and answers 404 for an unknown region or country', async () => {
    const { body } = await get(`/smal/v1/mall-regions/${buyer.user.organizationId}/Subordinate?countryId=1&page=0&size=5`);
    expect(body).toMatchObject({ totalElements: 31, size: 5, number: 0, numberOfElements: 5 });
    expect((await regions('&regionId=999999')).body).toEqual(failedShape('hpfm.region.not.found'));
    expect((await get(`/smal/v1/mall-regions/${buyer.user.organizationId}/Subordinate?countryId=7`)).status).toBe(404);
  });
});
