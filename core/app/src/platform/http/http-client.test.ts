import { EXCEPTION_501_KEY } from '../session/session-keys';
import { clearBrowserStorage, createPlatformTestContainer } from '../session/platform-test-container';
import { rejection } from './rejection';
import { RequestScope } from './request-scope';

async function setup(url = 'http://mall.test/cart?x=1') {
  const platform = createPlatformTestContainer({ url });
  await platform.i18n.setLocale('en_US');
  platform.tokens.setAccessToken('tok-1');
  return platform;
}

beforeEach(() => clearBrowserStorage());
afterEach(() => vi.unstubAllGlobals());

describe('HttpClientImpl requests', () => {
  it('sends the Bearer token, a request id, the organisation in place of {org}, repeated arrays and a JSON body', async () => {
    const { http, fake, container } = await setup();
    container.get(RequestScope).organizationId = 42;
    fake.on('POST /smal/v1/42/prepare', { json: { ok: 1 } });
    const answer = await http.request<{ ok: number }>('POST', '/smal/v1/{org}/prepare', {
      query: { regionIdList: [1, 2], webUrl: 'mall.test', unitId: undefined },
      body: { a: 1 },
    });
    expect(answer).toEqual({ ok: 1 });
    const [call] = fake.calls;
    expect(call?.url.searchParams.getAll('regionIdList')).toEqual(['1', '2']);
    expect(call?.url.searchParams.get('webUrl')).toBe('mall.test');
    expect(call?.url.searchParams.has('unitId')).toBe(false);
    expect(call?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(call?.headers.get('H-Request-Id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(call?.headers.get('Content-Type')).toBe('application/json');
    expect(call?.body).toEqual({ a: 1 });
  });

  it('gives every call its own request id and prefixes the configured base', async () => {
    const platform = createPlatformTestContainer({ config: { apiBase: 'http://gateway.test' } });
    platform.fake.on('GET /a', { json: 1 });
    await platform.http.request('GET', '/a');
    await platform.http.request('GET', '/a');
    const [first, second] = platform.fake.calls;
    expect(first?.url.origin).toBe('http://gateway.test');
    expect(first?.headers.get('H-Request-Id')).not.toBe(second?.headers.get('H-Request-Id'));
    expect(first?.headers.has('Authorization')).toBe(false);
  });
});

describe('error catalogue (spec 1 section 8)', () => {
  it('401: clears the cached modal and stored info and goes to sign-in with the current address', async () => {
    const { http, fake, navigator, tokens } = await setup();
    tokens.setLocal('mall.modal.7', 'seen');
    tokens.setLocal('mall.self', '{"id":7}');
    tokens.setLocal('mall.other', 'kept');
    fake.on('GET /x', { status: 401, json: { message: 'expired' } });
    const error = await rejection(http.request('GET', '/x'));
    expect(error.status).toBe(401);
    expect(navigator.last()).toEqual({
      kind: 'redirect',
      url: `/oauth/oauth/authorize?client_id=mall-pc&redirect_uri=${encodeURIComponent('http://mall.test/cart?x=1')}`,
    });
    expect(tokens.local('mall.modal.7')).toBeUndefined();
    expect(tokens.local('mall.self')).toBeUndefined();
    expect(tokens.local('mall.other')).toBe('kept');
  });

  it.each([
    [403, 'Sorry, you have no right to access this page'],
    [404, 'Sorry, the server is having a problem'],
    [500, 'Sorry, the server is having a problem'],
    [503, 'Sorry, the server is having a problem'],
    [502, 'Bad gateway'],
    [418, 'I am a teapot'],
    [420, 'program error'],
  ])('%i: notifies "%s" and rejects with the status', async (status, text) => {
    const { http, fake, notifier } = await setup();
    fake.on('GET /x', { status, json: status === 420 ? {} : { message: 'I am a teapot', code: 'c.x' } });
    const error = await rejection(http.request('GET', '/x'));
    expect(error).toMatchObject({ kind: 'status', status });
    expect(notifier.entries).toEqual([{ kind: 'notify', level: 'error', text }]);
  });

  it('403 reads zh_CN by default', async () => {
    const platform = createPlatformTestContainer();
    platform.fake.on('GET /x', { status: 403, json: {} });
    await rejection(platform.http.request('GET', '/x'));
    expect(platform.notifier.texts()).toEqual(['抱歉，您无权访问此页面']);
  });

  it('501: stores the body and goes to /exception/501', async () => {
    const { http, fake, navigator, notifier } = await setup();
    fake.on('GET /x', { status: 501, json: { message: 'not implemented here' } });
    const error = await rejection(http.request('GET', '/x'));
    expect(error.body).toEqual({ message: 'not implemented here' });
    expect(JSON.parse(sessionStorage.getItem(EXCEPTION_501_KEY) ?? 'null')).toEqual({ message: 'not implemented here' });
    expect(navigator.last()).toEqual({ kind: 'go', path: '/exception/501' });
    expect(notifier.entries).toEqual([]);
  });

  it('509: shows the busy dialog whose confirm runs the caller callback', async () => {
    const { http, fake, notifier } = await setup();
    fake.on('GET /x', { status: 509, json: {} });
    const onBusyRetry = vi.fn();
    await rejection(http.request('GET', '/x', { onBusyRetry }));
    const [entry] = notifier.entries;
    expect(entry).toMatchObject({ kind: 'busy-dialog', text: 'Access is limited, system busy, please retry later' });
    expect(onBusyRetry).not.toHaveBeenCalled();
    if (entry?.kind === 'busy-dialog') entry.onOk();
    expect(onBusyRetry).toHaveBeenCalledTimes(1);
  });

  it('network failure: "network request error", logged to monitoring', async () => {
    const { http, fake, notifier, monitor } = await setup();
    fake.on('GET /x', new TypeError('Failed to fetch'));
    const error = await rejection(http.request('GET', '/x'));
    expect(error).toMatchObject({ kind: 'network', status: 0, message: 'network request error' });
    expect(notifier.entries).toEqual([{ kind: 'notify', level: 'error', text: 'network request error' }]);
    expect(monitor.reports).toEqual([{ error, class: 'network' }]);
  });

  it.each([
    ['info', { kind: 'notify', level: 'info', text: 'stock is low' }],
    ['error', { kind: 'notify', level: 'error', text: 'stock is low' }],
    ['warn', { kind: 'warning-dialog', title: 'Friendly reminder', text: 'stock is low' }],
    [undefined, { kind: 'warning-dialog', title: 'Friendly reminder', text: 'stock is low' }],
  ])('failed: true of type %s is shown with the server message', async (type, shown) => {
    const { http, fake, notifier } = await setup();
    fake.on('POST /x', { json: { failed: true, type, code: 'smal.stock', message: 'stock is low' } });
    const error = await rejection(http.request('POST', '/x', { body: [] }));
    expect(error).toMatchObject({ kind: 'failed', status: 200, code: 'smal.stock', message: 'stock is low' });
    expect(notifier.entries).toEqual([shown]);
  });

  it('failed: true is not shown when silent, and still rejects', async () => {
    const { http, fake, notifier } = await setup();
    fake.on('GET /x', { json: { failed: true, type: 'warn', message: 'quiet' } });
    const error = await rejection(http.request('GET', '/x', { silent: true }));
    expect(error.message).toBe('quiet');
    expect(notifier.entries).toEqual([]);
  });

  it.each([400, 409, 422])('a %i refusal with a failed answer is not shown when silent, and still rejects with its code', async (status) => {
    const { http, fake, notifier } = await setup();
    fake.on('POST /x', { status, json: { failed: true, type: 'error', code: 'tenant.refused', message: 'refused' } });
    const error = await rejection(http.request('POST', '/x', { body: {}, silent: true }));
    expect(error).toMatchObject({ kind: 'status', status, code: 'tenant.refused', message: 'refused' });
    expect(notifier.entries).toEqual([]);
  });

  it('a 422 refusal is shown when not silent', async () => {
    const { http, fake, notifier } = await setup();
    fake.on('POST /x', { status: 422, json: { failed: true, type: 'error', code: 'tenant.refused', message: 'refused' } });
    await rejection(http.request('POST', '/x', { body: {} }));
    expect(notifier.entries.length).toBe(1);
  });

  it('204: an empty result', async () => {
    const { http, fake, notifier } = await setup();
    fake.on('DELETE /x', { status: 204 });
    await expect(http.request('DELETE', '/x', { body: [1] })).resolves.toBeUndefined();
    expect(notifier.entries).toEqual([]);
  });

  it.each([
    ['error.error', 'server-fault'],
    ['error.db.column_violation', 'server-fault'],
    ['error.db.locktimeout', 'server-fault'],
    ['error.db.timeout', 'server-fault'],
    ['smodr.invoice.info.not.null', 'business-error'],
  ])('status 200, failed, type error, code %s: reported to monitoring as %s', async (code, cls) => {
    const { http, fake, monitor } = await setup();
    fake.on('GET /x', { json: { failed: true, type: 'error', code, message: 'boom' } });
    const error = await rejection(http.request('GET', '/x'));
    expect(monitor.reports).toEqual([{ error, class: cls }]);
  });

  it('failed answers of other types are not reported to monitoring', async () => {
    const { http, fake, monitor } = await setup();
    fake.on('GET /x', { json: { failed: true, type: 'warn', code: 'error.error', message: 'w' } });
    await rejection(http.request('GET', '/x'));
    expect(monitor.reports).toEqual([]);
  });

  it.each([
    ['', 'program error'],
    ['stream broke', 'stream broke'],
  ])('other errors: the error text or "program error" (%j)', async (message, text) => {
    const { http, fake, notifier, monitor } = await setup();
    const broken = new Response('{}', { status: 200 });
    broken.text = () => Promise.reject(new Error(message));
    fake.on('GET /x', broken);
    const error = await rejection(http.request('GET', '/x'));
    expect(error.kind).toBe('program');
    expect(notifier.entries).toEqual([{ kind: 'notify', level: 'error', text }]);
    expect(monitor.reports[0]?.class).toBe('program-error');
  });

  it('a path needing {org} before the session has one is a program error, not a network one', async () => {
    const { http, fake, notifier, monitor } = await setup();
    const error = await rejection(http.request('GET', '/smal/v1/{org}/prepare'));
    expect(error.kind).toBe('program');
    expect(fake.calls).toEqual([]);
    expect(notifier.entries).toEqual([{ kind: 'notify', level: 'error', text: 'No organisation yet for /smal/v1/{org}/prepare' }]);
    expect(monitor.reports[0]?.class).toBe('program-error');
  });

  it('present: false rejects without showing or navigating', async () => {
    const { http, fake, notifier, navigator } = await setup();
    fake.on('GET /x', { status: 401, json: {} });
    fake.on('GET /y', { status: 500, json: {} });
    await rejection(http.request('GET', '/x', { present: false }));
    await rejection(http.request('GET', '/y', { present: false }));
    expect(notifier.entries).toEqual([]);
    expect(navigator.visits).toEqual([]);
  });
});
