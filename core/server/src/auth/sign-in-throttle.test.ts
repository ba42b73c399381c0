import { signInForm } from '../test/sign-in';
import { testServer, type TestServer } from '../test/test-server';
import { DEFAULT_SIGN_IN_THROTTLE } from './sign-in-throttle';

// Issue 21 item 3: 30 wrong passwords in a row were answered 401 and the right password was then
// accepted; a flood of 20 a second ran unhindered.
let server: TestServer;
let now = Date.parse('2026-03-01T09:00:00Z');
beforeAll(async () => {
  server = await testServer({ clone: true, signIn: { throttle: { now: () => now }, perAddressPerMinute: 30 } });
});
afterAll(() => server.close());

let address = 0;
/** One post of the sign-in form; each from its own client address unless one is given. */
async function post(loginName: string, password: string, options: { remoteAddress?: string; language?: string } = {}) {
  const form = await signInForm(server.app);
  return server.app.inject({
    method: 'POST',
    url: '/oauth/login',
    remoteAddress: options.remoteAddress ?? `10.0.${Math.floor(++address / 250)}.${address % 250}`,
    headers: { cookie: form.cookie, 'accept-language': options.language ?? 'en-US' },
    payload: { loginName, password, client_id: 'mall-pc', redirect_uri: 'http://localhost:5173/', csrf_token: form.csrfToken },
  });
}

describe('per-account throttle', () => {
  it('locks an account after 30 wrong passwords in a row, refuses the right one with 429 while locked, and lets it in once the lock expires', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await post('t3.buyer', `wrong-${i}`)).statusCode);
    const free = DEFAULT_SIGN_IN_THROTTLE.freeFailures;
    expect(statuses.slice(0, free)).toEqual(Array(free).fill(401));
    expect(statuses.slice(free)).toEqual(Array(30 - free).fill(429));

    const locked = await post('t3.buyer', 'demo1234');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers.location).toBeUndefined();
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBe(DEFAULT_SIGN_IN_THROTTLE.firstLockSeconds);
    expect(locked.body).toContain(`Too many failed sign-in attempts. Please try again in ${retryAfter} seconds.`);

    now += retryAfter * 1000 + 1;
    const afterLock = await post('t3.buyer', 'demo1234');
    expect(afterLock.statusCode).toBe(302);
    expect(String(afterLock.headers.location)).toContain('#access_token=');
  });

  it('grows the lock with each failure after it and caps it, so a real user is never locked out for good', async () => {
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await post('t3.member', 'wrong');
      if (response.statusCode === 429) {
        const seconds = Number(response.headers['retry-after']);
        waits.push(seconds);
        now += seconds * 1000 + 1; // wait out the lock, then guess again
      }
    }
    expect(waits.slice(0, 4)).toEqual([30, 60, 120, 240]);
    expect(Math.max(...waits)).toBe(DEFAULT_SIGN_IN_THROTTLE.maxLockSeconds);
    now += DEFAULT_SIGN_IN_THROTTLE.maxLockSeconds * 1000;
    expect((await post('t3.member', 'demo1234')).statusCode).toBe(302);
  });

  it('resets the count on a successful sign-in, and forgets old failures', async () => {
    for (let i = 0; i < DEFAULT_SIGN_IN_THROTTLE.freeFailures - 1; i++) expect((await post('golden.buyer', 'wrong')).statusCode).toBe(401);
    expect((await post('golden.buyer', 'demo1234')).statusCode).toBe(302);
    for (let i = 0; i < DEFAULT_SIGN_IN_THROTTLE.freeFailures - 1; i++) expect((await post('golden.buyer', 'wrong')).statusCode).toBe(401);
    now += DEFAULT_SIGN_IN_THROTTLE.forgetAfterSeconds * 1000 + 1;
    expect((await post('golden.buyer', 'wrong')).statusCode).toBe(401);
    const [row] = await server.db.query<{ failures: number }>(`select failures from sign_in_failures where login_name = 'golden.buyer'`);
    expect(row?.failures).toBe(1);
  });

  it('checks only the free guesses and the one that locks when 30 arrive at once', async () => {
    const responses = await Promise.all(Array.from({ length: 30 }, (_, i) => post('golden.member', `wrong-${i}`)));
    const statuses = responses.map((r) => r.statusCode);
    const free = DEFAULT_SIGN_IN_THROTTLE.freeFailures;
    // The checked guesses may already answer 429: the lock is set by the time they finish.
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(30 - free);
    // Only the free guesses and the one that locked were counted, so only they were checked.
    const [row] = await server.db.query<{ failures: number }>(`select failures from sign_in_failures where login_name = 'golden.member'`);
    expect(row?.failures).toBe(free + 1);
  });

  it('counts unknown accounts the same way, so the throttle does not tell which accounts exist', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= DEFAULT_SIGN_IN_THROTTLE.freeFailures; i++) statuses.push((await post('no.such.user', 'wrong')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('says it in Chinese by default', async () => {
    const response = await post('no.such.user', 'wrong', { language: 'zh-CN' });
    expect(response.statusCode).toBe(429);
    expect(response.body).toMatch(/登录失败次数过多，请在 \d+ 秒后重试。/);
  });
});

describe('per-address limit', () => {
  it('answers a flood from one address with 429 and Retry-After, whatever the accounts', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 35; i++) {
      last = await post(`flood.${i}`, 'wrong', { remoteAddress: '203.0.113.7' });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429, 429, 429, 429]);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.body).toMatch(/Too many failed sign-in attempts. Please try again in \d+ seconds./);
    expect(last!.body).toContain('action="/oauth/login"');
    // Another address is not affected, and the right password from the flooded one is refused too.
    expect((await post('t3.buyer', 'demo1234', { remoteAddress: '203.0.113.8' })).statusCode).toBe(302);
    expect((await post('t3.buyer', 'demo1234', { remoteAddress: '203.0.113.7' })).statusCode).toBe(429);
  });
});
