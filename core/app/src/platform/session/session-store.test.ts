import { configure } from 'mobx';
import { clearBrowserStorage, createPlatformTestContainer } from './platform-test-container';
import { FORBIDDEN_STATE_KEY, PURCHASE_UNIT_KEY } from './session-keys';

configure({ enforceActions: 'always' });

const user = { id: 7, realName: 'Li Lei', loginName: 'lilei', organizationId: 42, tenantId: 3, tenantNum: 'T3', language: 'zh_CN' };
const prepared = { userId: 7, organizationId: 42, companyId: 9, purchaseType: 'COMPANY', unitId: 11, unitName: 'Unit A', unitCode: 'UA' };
const webConfig = { memberPermission: false, enterprisePermission: true, acceptableErrorFlag: 1, successFlag: 1 };

function signInUrl(redirect: string): string {
  return `/oauth/oauth/authorize?client_id=mall-pc&redirect_uri=${encodeURIComponent(redirect)}`;
}

async function setup(url = 'http://mall.test/cart', answers: { self?: object; web?: object; prepare?: object } = {}) {
  const platform = createPlatformTestContainer({ url });
  await platform.i18n.setLocale('en_US');
  platform.fake.on('GET /iam/hzero/v1/users/self', answers.self ?? { json: user });
  platform.fake.on('GET /smal/v1/mall-page-configs/new/mall-config', answers.web ?? { json: webConfig });
  platform.fake.on('GET /smal/v1/42/prepare', answers.prepare ?? { json: prepared });
  return platform;
}

async function signedIn(url?: string, answers?: Parameters<typeof setup>[1]) {
  const platform = await setup(url, answers);
  platform.tokens.setAccessToken('tok-1');
  return platform;
}

beforeEach(() => clearBrowserStorage());
afterEach(() => vi.unstubAllGlobals());

describe('step 1: token in the URL hash', () => {
  it('replaces the stored token, turns other hash fields into cookies, sets the first-visit cookie and reloads without the hash', async () => {
    const { session, tokens, navigator, fake } = await setup('http://mall.test/cart?q=1#access_token=new-tok&token_type=bearer&expires_in=3600');
    tokens.setAccessToken('old-tok');
    await session.startSession();
    expect(tokens.accessToken()).toBe('new-tok');
    expect(tokens.cookie('token_type')).toBe('bearer');
    expect(tokens.cookie('expires_in')).toBe('3600');
    expect(tokens.cookie('mall_first_visit')).toBe('1');
    expect(navigator.visits).toEqual([{ kind: 'redirect', url: 'http://mall.test/cart?q=1' }]);
    expect(fake.calls).toEqual([]);
  });
});

describe('step 2: no token', () => {
  it('sends the user to the provider login page with the current address as redirect', async () => {
    const { session, navigator, fake } = await setup('http://mall.test/product-list?page=2');
    await session.startSession();
    expect(session.status).toBe('signing-in');
    expect(navigator.visits).toEqual([{ kind: 'redirect', url: signInUrl('http://mall.test/product-list?page=2') }]);
    expect(fake.calls).toEqual([]);
  });
});

describe('step 3: self-info', () => {
  it('keeps the loader until both self-info and config are loaded, then is ready', async () => {
    let answerPrepare!: (a: { json: object }) => void;
    const later = new Promise<{ json: object }>((r) => (answerPrepare = r));
    const { session, fake } = await signedIn();
    fake.on('GET /smal/v1/42/prepare', () => later);
    const started = session.startSession();
    await vi.waitFor(() => expect(session.status).toBe('loading'));
    await new Promise((r) => setTimeout(r, 10));
    expect(session.status).toBe('loading');
    expect(session.user).toBeUndefined();
    answerPrepare({ json: prepared });
    await started;
    expect(session.status).toBe('ready');
    expect(session.user).toEqual(user);
    expect(session.config).toMatchObject({ ...prepared, webConfig });
  });

  it('401 leads to login', async () => {
    const { session, navigator } = await signedIn('http://mall.test/cart', { self: { status: 401, json: {} } });
    await session.startSession();
    expect(session.status).toBe('signing-in');
    expect(navigator.visits).toEqual([{ kind: 'redirect', url: signInUrl('http://mall.test/cart') }]);
  });

  it.each([
    [403, 'forbidden', 'Sorry, you have no right to access this page'],
    [500, 'error', 'Sorry, the server is having a problem'],
    [404, 'error', 'Sorry, the server is having a problem'],
  ])('%i gives status %s with "%s"', async (status, expected, message) => {
    const { session, notifier } = await signedIn(undefined, { self: { status, json: {} } });
    await session.startSession();
    expect(session.status).toBe(expected);
    expect(session.error).toEqual({ status, message });
    expect(notifier.entries).toEqual([]);
  });

  it('a network failure is a server-trouble message too', async () => {
    const { session } = await signedIn(undefined, { self: new TypeError('Failed to fetch') });
    await session.startSession();
    expect(session.status).toBe('error');
    expect(session.error?.message).toBe('Sorry, the server is having a problem');
  });
});

describe('step 4: config', () => {
  it('sends region ids (repeated), webUrl, route, the chosen unit and memberFlag to prepare', async () => {
    const { session, fake, tokens } = await signedIn('http://mall.test/sigl/cart?role=purchase&unitId=15');
    tokens.setCookie('mall_region_ids', '110000,110100');
    await session.startSession();
    const [prepare] = fake.callsTo('/smal/v1/42/prepare');
    expect(prepare?.url.searchParams.getAll('regionIdList')).toEqual(['110000', '110100']);
    expect(prepare?.url.searchParams.get('webUrl')).toBe('mall.test');
    expect(prepare?.url.searchParams.get('route')).toBe('/sigl/cart');
    expect(prepare?.url.searchParams.get('unitId')).toBe('15');
    expect(prepare?.url.searchParams.get('memberFlag')).toBe('1');
    const [config] = fake.callsTo('/smal/v1/mall-page-configs/new/mall-config');
    expect(config?.url.searchParams.get('webUrl')).toBe('mall.test');
    expect(config?.url.searchParams.get('unitId')).toBe('15');
  });

  it('uses the saved purchase unit when the address names none', async () => {
    const { session, fake, tokens } = await signedIn('http://mall.test/');
    tokens.setLocal(PURCHASE_UNIT_KEY, JSON.stringify({ unitId: 21 }));
    await session.startSession();
    expect(fake.callsTo('/smal/v1/42/prepare')[0]?.url.searchParams.get('unitId')).toBe('21');
    expect(fake.callsTo('/smal/v1/42/prepare')[0]?.url.searchParams.get('memberFlag')).toBe('0');
  });

  it('acceptableErrorFlag 0 and successFlag 0: raises errorMsg, stores it and shows /pub/forbidden', async () => {
    const { session, navigator } = await signedIn(undefined, {
      web: { json: { ...webConfig, acceptableErrorFlag: 0, successFlag: 0, errorMsg: 'This mall is closed for your company' } },
    });
    await session.startSession();
    expect(session.status).toBe('forbidden');
    expect(session.error).toEqual({ message: 'This mall is closed for your company' });
    expect(JSON.parse(sessionStorage.getItem(FORBIDDEN_STATE_KEY) ?? 'null')).toEqual({ message: 'This mall is closed for your company' });
    expect(navigator.last()).toEqual({ kind: 'go', path: '/pub/forbidden' });
  });

  it('a failed config call stores its status and message and shows /pub/forbidden', async () => {
    const { session, navigator } = await signedIn(undefined, { prepare: { status: 500, json: { message: 'prepare broke' } } });
    await session.startSession();
    expect(session.status).toBe('forbidden');
    expect(JSON.parse(sessionStorage.getItem(FORBIDDEN_STATE_KEY) ?? 'null')).toEqual({ status: 500, message: 'prepare broke' });
    expect(navigator.last()).toEqual({ kind: 'go', path: '/pub/forbidden' });
  });

  it('a business error flag shows /pub/forbidden', async () => {
    const { session, navigator } = await signedIn(undefined, { prepare: { json: { ...prepared, bizErrorFlag: 1 } } });
    await session.startSession();
    expect(session.status).toBe('forbidden');
    expect(session.error).toEqual({ message: 'Sorry, you have no right to access this page' });
    expect(navigator.last()).toEqual({ kind: 'go', path: '/pub/forbidden' });
  });

  it('a business error flag with the new-cart flag goes to / and saves the purchase unit instead', async () => {
    const { session, navigator, tokens } = await signedIn('http://mall.test/cart', { prepare: { json: { ...prepared, bizErrorFlag: 1, isNewCart: 1 } } });
    await session.startSession();
    expect(session.status).toBe('ready');
    expect(navigator.visits).toEqual([{ kind: 'go', path: '/' }]);
    expect(JSON.parse(tokens.local(PURCHASE_UNIT_KEY) ?? 'null')).toEqual({ unitId: 11, unitName: 'Unit A', unitCode: 'UA' });
    expect(sessionStorage.getItem(FORBIDDEN_STATE_KEY)).toBeNull();
  });
});

describe('step 5: channel redirects', () => {
  it.each([
    ['member only, outside /sigl', true, false, '/cart', false, undefined, '/sigl'],
    ['member only, already under /sigl', true, false, '/sigl/cart', false, undefined, undefined],
    ['enterprise only, under /sigl', false, true, '/sigl/cart', false, undefined, '/'],
    ['enterprise only, outside /sigl', false, true, '/cart', false, undefined, undefined],
    ['both, first visit, PERSONAL default', true, true, '/', true, 'PERSONAL', '/sigl'],
    ['both, first visit, ENTERPRISE default', true, true, '/', true, 'ENTERPRISE', undefined],
    ['both, not the first visit, PERSONAL default', true, true, '/', false, 'PERSONAL', undefined],
  ])('%s', async (_name, memberPermission, enterprisePermission, path, firstVisit, defaultChannel, target) => {
    const { session, navigator, tokens } = await signedIn(`http://mall.test${path}`, {
      web: { json: { ...webConfig, memberPermission, enterprisePermission, defaultChannel } },
    });
    if (firstVisit) tokens.setCookie('mall_first_visit', '1');
    await session.startSession();
    expect(session.status).toBe('ready');
    expect(navigator.visits).toEqual(target ? [{ kind: 'go', path: target }] : []);
    expect(tokens.cookie('mall_first_visit')).toBeUndefined();
  });
});

describe('step 6: logout', () => {
  it('calls logout with the access token, clears cookies, token, cached modal, compare caches and self data, then goes to sign-in', async () => {
    const { session, fake, tokens, navigator } = await signedIn('http://mall.test/my-mall');
    fake.on('GET /oauth/logout', { json: {} });
    await session.startSession();
    tokens.setCookie('token_type', 'bearer');
    tokens.setLocal('mall.modal.7', '1');
    tokens.setLocal('mall.compare.7', '[1,2]');
    tokens.setLocal('mall.language', 'en_US');
    await session.logout();
    expect(fake.callsTo('/oauth/logout')[0]?.url.searchParams.get('access_token')).toBe('tok-1');
    expect(document.cookie).toBe('');
    expect(tokens.accessToken()).toBeUndefined();
    expect(tokens.local('mall.modal.7')).toBeUndefined();
    expect(tokens.local('mall.compare.7')).toBeUndefined();
    expect(tokens.local('mall.self')).toBeUndefined();
    expect(tokens.local('mall.language')).toBe('en_US');
    expect(session.user).toBeUndefined();
    expect(navigator.last()).toEqual({ kind: 'redirect', url: signInUrl('http://mall.test/my-mall') });
  });

  it('still signs out locally when the logout call fails', async () => {
    const { session, fake, tokens, navigator } = await signedIn();
    fake.on('GET /oauth/logout', new TypeError('Failed to fetch'));
    await session.logout();
    expect(tokens.accessToken()).toBeUndefined();
    expect(navigator.last()?.kind).toBe('redirect');
  });
});

describe('step 7: invalid cached regions', () => {
  it.each([
    [1, true],
    [0, false],
  ])('result %i removes them: %s', async (result, removed) => {
    const { session, tokens } = await setup();
    tokens.setLocal('mall.region.7', '{"shengId":1}');
    tokens.setCookie('mall_region_ids', '1,2');
    expect(session.dropInvalidRegions(result)).toBe(removed);
    expect(tokens.local('mall.region.7') === undefined).toBe(removed);
    expect(tokens.cookie('mall_region_ids') === undefined).toBe(removed);
  });

  // "Invalid cached regions are removed from local storage and cookies when the server reports a region invalid (result 1)."
  it('sends the user\'s saved region to prepare and drops it when prepare answers result 1', async () => {
    const { session, tokens, fake } = await signedIn('http://mall.test/cart', { prepare: { json: { ...prepared, result: 1, invalidRegionIdList: [440305] } } });
    tokens.setLocal('mall.region.7', JSON.stringify({ shengId: 440000, shiId: 440300, xianId: 440305 }));
    await session.startSession();
    expect(fake.callsTo('/smal/v1/42/prepare')[0]?.url.searchParams.getAll('regionIdList')).toEqual(['440000', '440300', '440305']);
    expect(tokens.local('mall.region.7')).toBeUndefined();
    expect(session.status).toBe('ready');
    expect(session.config).not.toHaveProperty('result');
  });

  it('keeps the saved region when prepare answers result 0', async () => {
    const { session, tokens } = await signedIn('http://mall.test/cart', { prepare: { json: { ...prepared, result: 0, invalidRegionIdList: [] } } });
    tokens.setLocal('mall.region.7', JSON.stringify({ shengId: 440000 }));
    await session.startSession();
    expect(tokens.local('mall.region.7')).toBeDefined();
  });
});
