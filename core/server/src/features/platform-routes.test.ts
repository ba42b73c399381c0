import { failedShape, signIn, type SignedIn } from '../test/sign-in';
import { testServer, type TestServer } from '../test/test-server';

// Identity, permissions and mall configuration: the calls a session starts with.
let server: TestServer;
const users: Record<string, SignedIn> = {};
beforeAll(async () => {
  server = await testServer();
  for (const login of ['golden.buyer', 'golden.member', 'kingfa.buyer', 't3.buyer', 't3.biz-error', 't3.config-error', 'rgego.buyer']) {
    users[login] = await signIn(server.app, login);
  }
  // A fresh template's seed takes over a minute when the machine is loaded, as other route suites allow.
}, 300_000);
afterAll(() => server.close());

const get = (login: string, url: string) => server.app.inject({ method: 'GET', url, headers: users[login]!.auth });
const org = (login: string) => users[login]!.user.organizationId;

describe('identity', () => {
  it('returns the signed-in user', async () => {
    const response = await get('golden.member', '/iam/hzero/v1/users/self');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      loginName: 'golden.member',
      tenantNum: 'GOLDEN',
      language: 'zh_CN',
      internationalTelCode: '+86',
      additionInfo: { smallEnableMultiLanguage: true },
    });
    expect(response.json().organizationId).toBe(users['golden.buyer']!.user.organizationId);
  });

  it('changes the default language, and later messages follow it', async () => {
    const { auth } = await signIn(server.app, 'rgego.buyer');
    const put = await server.app.inject({ method: 'PUT', url: '/iam/hzero/v1/users/default-language?language=en_US', headers: auth });
    expect(put.json()).toEqual({ language: 'en_US' });
    const view = await server.app.inject({ method: 'GET', url: `/hpfm/v1/${(await signIn(server.app, 'rgego.buyer')).user.organizationId}/lov-view/info?viewCode=NOPE`, headers: auth });
    expect(view.json().message).toBe('Value set view not defined: NOPE, please maintain it');
    await server.app.inject({ method: 'PUT', url: '/iam/hzero/v1/users/default-language?language=zh_CN', headers: auth });
  });

  it('keeps the privacy-term status per user and user end', async () => {
    const url = `/iam/v1/${org('t3.buyer')}/user-status`;
    expect((await get('t3.buyer', `${url}?userEnd=MALL-PC`)).json()).toMatchObject({ userEnd: 'MALL-PC', readPrivacyFlag: 0 });
    const post = await server.app.inject({ method: 'POST', url, headers: users['t3.buyer']!.auth, payload: { userEnd: 'MALL-PC', readPrivacyFlag: 1 } });
    expect(post.json()).toMatchObject({ userEnd: 'MALL-PC', readPrivacyFlag: 1, surveyFlag: 0 });
    expect((await get('t3.buyer', `${url}?userEnd=MALL-PC`)).json().readPrivacyFlag).toBe(1);
    expect((await get('t3.biz-error', `/iam/v1/${org('t3.biz-error')}/user-status?userEnd=MALL-PC`)).json().readPrivacyFlag).toBe(0);
  });
});

describe('permission check', () => {
  const check = (login: string, codes: string[]) =>
    server.app.inject({ method: 'POST', url: '/iam/hzero/v1/menus/check-permissions', headers: users[login]!.auth, payload: codes });

  it.each([
    ['golden.buyer', 'mall.cart.button.import', true, 'hidden'],
    ['golden.buyer', 'mall.cart.button.import-new', true, 'disabled'],
    ['golden.buyer', 'add-purchase', true, 'hidden'],
    ['golden.member', 'mall.cart.button.import', true, 'hidden'],
    ['golden.member', 'mall.cart.button.import-new', false, 'disabled'],
    ['golden.member', 'add-purchase', false, 'hidden'],
    ['golden.member', 'mall.my-mall.my-request', true, 'hidden'],
    ['golden.member', 'mall.my-mall.my-invoice', true, 'hidden'],
    ['golden.member', 'mall.my-mall.user-center', true, 'hidden'],
    ['golden.buyer', 'no.such.permission', false, 'hidden'],
  ])('%s asking %s: approve %s, %s', async (login, code, approve, controllerType) => {
    expect((await check(login, [code])).json()).toEqual([{ code, approve, controllerType }]);
  });

  it('answers in the asked order, repeated codes included', async () => {
    const codes = ['add-purchase', 'mall.cart.button.import', 'add-purchase'];
    expect((await check('golden.member', codes)).json().map((r: { code: string }) => r.code)).toEqual(codes);
  });
});

describe('mall config and prepare', () => {
  const config = async (login: string, query = '') => (await get(login, `/smal/v1/mall-page-configs/new/mall-config${query}`)).json();

  it('gives each plugin tenant its own topic colour and core-only tenants #f53', async () => {
    const golden = await config('golden.buyer');
    const kingfa = await config('kingfa.buyer');
    expect(golden.topicColor).not.toBe(kingfa.topicColor);
    expect(golden.webConfig.topicColor).toBe(golden.topicColor);
    expect((await config('t3.buyer')).topicColor).toBe('#f53');
  });

  it('tells the channels of a buyer and a member', async () => {
    expect(await config('golden.buyer')).toMatchObject({ memberPermission: false, enterprisePermission: true, defaultChannel: 'ENTERPRISE', purchaseType: 'COMPANY' });
    expect(await config('golden.member')).toMatchObject({ memberPermission: true, enterprisePermission: true, defaultChannel: 'PERSONAL' });
  });

  it('carries the user config fields and the default purchase unit', async () => {
    const body = await config('golden.buyer');
    expect(body).toMatchObject({
      acceptableErrorFlag: 1,
      successFlag: 1,
      bizErrorFlag: 0,
      isNewCart: 0,
      hideFieldList: [],
      hideSupplierFlag: 0,
      addressPermission: 'CONTACT',
      skuCheckFlag: 1,
      unitCode: 'GOLDEN-U01',
      companyId: users['golden.buyer']!.user.companyId,
      custWebConfig: { manualFileSize: 100 },
    });
    expect(body.dimensionConfig.unitDimensionList.map((d: { dimensionCode: string }) => d.dimensionCode)).toEqual(['COMPANY', 'UNIT']);
  });

  // RGEGO's generic dimensions sit beside core's configured set: without the budget code there
  // its browser sent rows naming no budget and every save was refused 'The budget must name a
  // budget code'. Tenants that replace core's set (GOLDEN's own dimensions) never read the list.
  it.each(['t3.buyer', 'rgego.buyer'])("configures core's budget dimension (a budget of SMAL.BUDGET, label in the buyer's language) for %s", async (login) => {
    expect((await config(login)).budgetDimensionList).toEqual([
      { fieldName: 'budgetCode', budgetItemName: '预算', componentType: 'LOV', lovCode: 'SMAL.BUDGET', requiredFlag: 1 },
    ]);
  });

  it('switches to a unit of the caller and refuses one of another tenant', async () => {
    const golden = await config('golden.buyer');
    const other = await config('golden.buyer', '?unitId=0'.replace('0', String(golden.unitId + 1)));
    expect(other.unitCode).toBe('GOLDEN-U02');
    const kingfaUnit = (await config('kingfa.buyer')).unitId;
    const refused = await get('golden.buyer', `/smal/v1/mall-page-configs/new/mall-config?unitId=${kingfaUnit}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual(failedShape('smal.unit.not.found'));
  });

  it('flags the business-error user and the failing config', async () => {
    expect((await config('t3.biz-error')).bizErrorFlag).toBe(1);
    const failing = await config('t3.config-error');
    expect(failing).toMatchObject({ acceptableErrorFlag: 0, successFlag: 0 });
    // One language, the session's (zh_CN by default): not a Chinese sentence with its English after it.
    expect(failing.errorMsg).toBe('商城配置加载失败，请联系管理员');
  });

  it('prepares the personal mall for memberFlag 1 and reports unknown cached regions', async () => {
    const url = `/smal/v1/${org('golden.member')}/prepare`;
    const personal = (await get('golden.member', `${url}?memberFlag=1&regionIdList=11&regionIdList=1101&route=/sigl`)).json();
    expect(personal).toMatchObject({ mallType: 'sigl', result: 0, invalidRegionIdList: [] });
    const stale = (await get('golden.member', `${url}?memberFlag=0&regionIdList=11&regionIdList=999999`)).json();
    expect(stale).toMatchObject({ result: 1, invalidRegionIdList: [999999] });
    expect(stale.mallType).toBeUndefined();
  });

  it('returns the global flags of the order centre', async () => {
    const body = (await get('golden.buyer', `/smal/v1/${org('golden.buyer')}/order-center/common-config`)).json();
    expect(body).toMatchObject({ enableOrderCenterFlag: 1, enabledBuyNowFlag: 1, hideSupplierFlag: 0, compareRule: { minCount: 2, maxCount: 4 } });
  });

  it("returns member config within the organisation and 404 for another tenant's user", async () => {
    const memberId = users['golden.member']!.user.id;
    const own = await get('golden.buyer', `/smal/v1/${org('golden.buyer')}/member/config?userId=${memberId}`);
    expect(own.json()).toMatchObject({ userId: memberId, memberFlag: 1, defaultChannel: 'PERSONAL' });
    const foreign = await get('kingfa.buyer', `/smal/v1/${org('kingfa.buyer')}/member/config?userId=${memberId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(failedShape('smal.user.not.found'));
  });

  it('maps a route to its menu code', async () => {
    expect((await get('golden.buyer', '/smal/v1/users/menu-code?route=/add-purchase')).json()).toEqual({
      route: '/add-purchase',
      menuCode: 'SMAL.ADD_PURCHASE',
      menuName: '新建采购申请',
      permissionCode: 'add-purchase',
    });
    expect((await get('golden.buyer', '/smal/v1/users/menu-code?route=/nowhere')).json()).toEqual({ route: '/nowhere' });
  });
});
