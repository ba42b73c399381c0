import { configure } from 'mobx';
import { defaultAppConfig } from '../app-config';
import { resetEarly } from '../http/early-calls';
import { startEarlySession } from './early-session';
import { clearBrowserStorage, createPlatformTestContainer } from './platform-test-container';
import { PURCHASE_UNIT_KEY, REGION_COOKIE, SELF_INFO_KEY } from './session-keys';

configure({ enforceActions: 'always' });

const user = { id: 7, realName: 'Li Lei', loginName: 'lilei', organizationId: 42, tenantId: 3, tenantNum: 'T3', language: 'zh_CN' };
const prepared = { userId: 7, organizationId: 42, companyId: 9, purchaseType: 'COMPANY', unitId: 11, unitName: 'Unit A', unitCode: 'UA' };
const webConfig = { memberPermission: false, enterprisePermission: true, acceptableErrorFlag: 1, successFlag: 1 };
const SELF = '/iam/hzero/v1/users/self';
const WEB = '/smal/v1/mall-page-configs/new/mall-config';
const PREPARE = '/smal/v1/42/prepare';

async function setup(url: string, self: { status?: number; json: object } = { json: user }) {
  const platform = createPlatformTestContainer({ url });
  await platform.i18n.setLocale('en_US');
  platform.fake.on(`GET ${SELF}`, self);
  platform.fake.on(`GET ${WEB}`, { json: webConfig });
  platform.fake.on(`GET ${PREPARE}`, { json: prepared });
  return platform;
}

const paths = (platform: Awaited<ReturnType<typeof setup>>) => platform.fake.calls.map((c) => c.url.pathname);

beforeEach(() => {
  clearBrowserStorage();
  resetEarly();
});
afterEach(() => vi.unstubAllGlobals());

describe('the session calls sent before the app loads', () => {
  it('sends users/self and the mall config at once, prepare when users/self answers, and the session store sends none of them again', async () => {
    const platform = await setup('http://mall.test/cart?role=purchase&unitId=5');
    platform.tokens.setAccessToken('tok-1');
    document.cookie = `${REGION_COOKIE}=1,2; path=/`;
    startEarlySession(defaultAppConfig, { href: 'http://mall.test/cart?role=purchase&unitId=5' });
    expect(paths(platform)).toEqual([WEB, SELF]);
    await vi.waitFor(() => expect(paths(platform)).toEqual([WEB, SELF, PREPARE]));
    const [web, self, prepare] = platform.fake.calls;
    expect(self!.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(self!.headers.get('H-Request-Id')).toBeTruthy();
    expect(web!.url.searchParams.get('unitId')).toBe('5');
    expect(prepare!.url.searchParams.getAll('regionIdList')).toEqual(['1', '2']);
    expect(prepare!.url.searchParams.get('route')).toBe('/cart');

    await platform.session.startSession();
    expect(platform.session.status).toBe('ready');
    expect(platform.session.user).toEqual(user);
    expect(platform.session.config).toMatchObject({ ...prepared, webConfig });
    expect(paths(platform)).toEqual([WEB, SELF, PREPARE]);
  });

  it('when the store asks for prepare before the early prepare has gone out, the store waits for it: prepare goes out once', async () => {
    const platform = await setup('http://mall.test/cart');
    platform.tokens.setAccessToken('tok-1');
    startEarlySession(defaultAppConfig, { href: 'http://mall.test/cart' });
    await platform.session.startSession();
    expect(platform.session.status).toBe('ready');
    expect(paths(platform)).toEqual([WEB, SELF, PREPARE]);
  });

  it('sends prepare at once for the user kept by the last session start, and the store takes it when users/self names the same user', async () => {
    let answerSelf!: (a: { json: object }) => void;
    const platform = await setup('http://mall.test/cart');
    platform.fake.on(`GET ${SELF}`, () => new Promise((r) => (answerSelf = r)));
    platform.tokens.setAccessToken('tok-1');
    localStorage.setItem(SELF_INFO_KEY, JSON.stringify(user));
    startEarlySession(defaultAppConfig, { href: 'http://mall.test/cart' });
    expect(paths(platform)).toEqual([WEB, SELF, PREPARE]);
    const started = platform.session.startSession();
    answerSelf({ json: user });
    await started;
    expect(platform.session.status).toBe('ready');
    expect(paths(platform)).toEqual([WEB, SELF, PREPARE]);
  });

  it('sends prepare again when users/self names another user than the kept one', async () => {
    const platform = await setup('http://mall.test/cart');
    platform.fake.on('GET /smal/v1/43/prepare', { json: { ...prepared, organizationId: 43 } });
    platform.tokens.setAccessToken('tok-1');
    localStorage.setItem(SELF_INFO_KEY, JSON.stringify({ ...user, organizationId: 43 }));
    startEarlySession(defaultAppConfig, { href: 'http://mall.test/cart' });
    expect(paths(platform)).toEqual([WEB, SELF, '/smal/v1/43/prepare']);
    await platform.session.startSession();
    expect(platform.session.config).toMatchObject({ organizationId: 42 });
    expect(paths(platform)).toEqual([WEB, SELF, '/smal/v1/43/prepare', PREPARE]);
    // The untaken answer went with the session start: the same call later is sent, not answered stale.
    platform.fake.on('GET /smal/v1/43/prepare', { json: { ...prepared, organizationId: 43, unitName: 'later' } });
    const later = await platform.http.request<{ unitName: string }>('GET', '/smal/v1/43/prepare', { query: Object.fromEntries(platform.fake.calls[2]!.url.searchParams), present: false });
    expect(later.unitName).toBe('later');
    expect(paths(platform)).toEqual([WEB, SELF, '/smal/v1/43/prepare', PREPARE, '/smal/v1/43/prepare']);
  });

  it('sends nothing once the session start has ended', async () => {
    const platform = await setup('http://mall.test/cart');
    platform.tokens.setAccessToken('tok-1');
    await platform.session.startSession();
    const sent = paths(platform).length;
    startEarlySession(defaultAppConfig, { href: 'http://mall.test/cart' });
    expect(paths(platform)).toHaveLength(sent);
  });

  it('a 401 answered early still sends the user to the sign-in page, without prepare', async () => {
    const platform = await setup('http://mall.test/cart', { status: 401, json: {} });
    platform.tokens.setAccessToken('tok-1');
    startEarlySession(defaultAppConfig, { href: 'http://mall.test/cart' });
    await platform.session.startSession();
    expect(platform.session.status).toBe('signing-in');
    expect(platform.navigator.visits).toEqual([{ kind: 'redirect', url: `/oauth/oauth/authorize?client_id=mall-pc&redirect_uri=${encodeURIComponent('http://mall.test/cart')}` }]);
    expect(paths(platform)).toEqual([WEB, SELF]);
  });

  it('a call the store builds differently (the saved unit changed meanwhile) is sent again, not taken', async () => {
    const platform = await setup('http://mall.test/');
    platform.tokens.setAccessToken('tok-1');
    startEarlySession(defaultAppConfig, { href: 'http://mall.test/' });
    await vi.waitFor(() => expect(paths(platform)).toHaveLength(3));
    localStorage.setItem(PURCHASE_UNIT_KEY, JSON.stringify({ unitId: 11 }));
    await platform.session.startSession();
    expect(platform.session.status).toBe('ready');
    expect(paths(platform)).toEqual([WEB, SELF, PREPARE, WEB, PREPARE]);
    expect(platform.fake.calls.at(-1)!.url.searchParams.get('unitId')).toBe('11');
  });

  it('an early answer is taken only with the token it was sent with', async () => {
    const platform = await setup('http://mall.test/');
    platform.tokens.setAccessToken('tok-1');
    startEarlySession(defaultAppConfig, { href: 'http://mall.test/' });
    await vi.waitFor(() => expect(paths(platform)).toHaveLength(3));
    platform.tokens.setAccessToken('tok-2');
    await platform.session.startSession();
    expect(paths(platform)).toEqual([WEB, SELF, PREPARE, SELF, WEB, PREPARE]);
    expect(platform.fake.calls.at(-1)!.headers.get('Authorization')).toBe('Bearer tok-2');
  });

  it('sends nothing on the public pages, without a token, or with a new token in the hash', async () => {
    const platform = await setup('http://mall.test/pub/forbidden');
    platform.tokens.setAccessToken('tok-1');
    startEarlySession(defaultAppConfig, { href: 'http://mall.test/pub/forbidden' });
    startEarlySession(defaultAppConfig, { href: 'http://mall.test/cart#access_token=new-tok' });
    platform.tokens.clearAccessToken();
    startEarlySession(defaultAppConfig, { href: 'http://mall.test/cart' });
    expect(platform.fake.calls).toEqual([]);
  });
});
