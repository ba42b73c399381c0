import { clearBrowserStorage, createPlatformTestContainer } from '../session/platform-test-container';
import type { AppConfig } from '../app-config';
import { rejection } from './rejection';

async function setup(config: Partial<AppConfig> = {}) {
  const platform = createPlatformTestContainer({ url: 'http://mall.test/cart', config });
  await platform.i18n.setLocale('en_US');
  return platform;
}

/** A route that fails without an answer `times` times, then answers `json`. */
function flaky(times: number, json: unknown) {
  let failures = 0;
  return () => (failures++ < times ? new TypeError('Failed to fetch') : { json });
}

beforeEach(() => clearBrowserStorage());
afterEach(() => vi.unstubAllGlobals());

describe('repeats: only reads are sent again', () => {
  it('a GET without an answer is sent again and succeeds without any message', async () => {
    const { http, fake, notifier } = await setup();
    fake.on('GET /x', flaky(2, { ok: 1 }));
    await expect(http.request('GET', '/x')).resolves.toEqual({ ok: 1 });
    expect(fake.callsTo('/x')).toHaveLength(3);
    expect(notifier.entries).toEqual([]);
  });

  it('a GET that never gets an answer gives up after the configured repeats and shows "network request error" once', async () => {
    const { http, fake, notifier, monitor } = await setup({ getRetryDelaysMs: [0, 0, 0] });
    fake.on('GET /x', new TypeError('Failed to fetch'));
    const error = await rejection(http.request('GET', '/x'));
    expect(error).toMatchObject({ kind: 'network', message: 'network request error' });
    expect(fake.callsTo('/x')).toHaveLength(4);
    expect(notifier.entries).toEqual([{ kind: 'notify', level: 'error', text: 'network request error' }]);
    expect(monitor.reports).toHaveLength(1);
  });

  it.each(['POST', 'PUT', 'DELETE'] as const)('a failing %s is never sent again: the server may have applied it', async (method) => {
    const { http, fake, notifier } = await setup();
    fake.on(`${method} /orders`, flaky(1, { ok: 1 }));
    const error = await rejection(http.request(method, '/orders', { body: { a: 1 } }));
    expect(error.kind).toBe('network');
    expect(fake.callsTo('/orders')).toHaveLength(1);
    expect(notifier.entries).toEqual([{ kind: 'notify', level: 'error', text: 'network request error' }]);
  });

  it('a GET answered with a status is not sent again: the server did answer', async () => {
    const { http, fake } = await setup();
    fake.on('GET /x', { status: 500, json: {} });
    await rejection(http.request('GET', '/x'));
    expect(fake.callsTo('/x')).toHaveLength(1);
  });
});

describe('timeout and cancellation', () => {
  it('a call with no answer in time fails as "network request error"', async () => {
    const { http, fake, notifier } = await setup({ requestTimeoutMs: 30, getRetryDelaysMs: [] });
    fake.on('POST /slow', () => new Promise(() => undefined));
    const error = await rejection(http.request('POST', '/slow', { body: {} }));
    expect(error.kind).toBe('network');
    expect(fake.callsTo('/slow')[0]?.signal?.aborted).toBe(true);
    expect(notifier.entries).toEqual([{ kind: 'notify', level: 'error', text: 'network request error' }]);
  });

  it('a timed-out GET is sent again', async () => {
    const { http, fake } = await setup({ requestTimeoutMs: 30 });
    let calls = 0;
    fake.on('GET /slow', () => (++calls === 1 ? new Promise(() => undefined) : { json: [1] }));
    await expect(http.request('GET', '/slow')).resolves.toEqual([1]);
    expect(calls).toBe(2);
  });

  it('a call cancelled by its caller rejects as aborted, shows nothing, reports nothing and is not repeated', async () => {
    const { http, fake, notifier, monitor } = await setup();
    fake.on('GET /x', () => new Promise(() => undefined));
    const controller = new AbortController();
    const pending = rejection(http.request('GET', '/x', { signal: controller.signal }));
    await vi.waitFor(() => expect(fake.callsTo('/x')).toHaveLength(1));
    controller.abort();
    expect((await pending).kind).toBe('aborted');
    expect(fake.callsTo('/x')).toHaveLength(1);
    expect(notifier.entries).toEqual([]);
    expect(monitor.reports).toEqual([]);
  });
});
