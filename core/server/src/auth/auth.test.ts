import { SignJWT } from 'jose';
import { failedShape, signIn, signInForm } from '../test/sign-in';
import { fingerprint, TEST_TOKEN_SECRET, testServer, type TestServer } from '../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(() => server.close());

const self = (headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url: '/iam/hzero/v1/users/self', headers });
const sign = (claims: Record<string, unknown>, secret = TEST_TOKEN_SECRET, exp: string | number = '1h') =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject('1').setJti('forged').setIssuedAt().setExpirationTime(exp).sign(new TextEncoder().encode(secret));

describe('access tokens', () => {
  it('answers 401 with the failed shape without a token', async () => {
    const response = await self();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(failedShape('error.unauthorized'));
    expect(response.body).not.toContain('stack');
  });

  it.each([
    ['a malformed header', 'Token abc'],
    ['garbage', 'Bearer not-a-jwt'],
  ])('answers 401 for %s', async (_name, authorization) => {
    expect((await self({ authorization })).statusCode).toBe(401);
  });

  it('answers 401 for a token signed with another secret', async () => {
    const token = await sign({ tid: 1, org: 1 }, 'someone-elses-secret');
    expect((await self({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it('answers 401 for an expired token', async () => {
    const token = await sign({ tid: 1, org: 1 }, TEST_TOKEN_SECRET, Math.floor(Date.now() / 1000) - 60);
    expect((await self({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it('answers 401 when the claims do not match the user in the database', async () => {
    const token = await sign({ tid: 2, org: 2 });
    expect((await self({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it('accepts a well-signed token whose claims match, and refuses it once logged out', async () => {
    const { token, auth } = await signIn(server.app, 'golden.buyer');
    expect((await self(auth)).statusCode).toBe(200);
    const logout = await server.app.inject({ method: 'GET', url: `/oauth/logout?access_token=${token}` });
    expect(logout.statusCode).toBe(200);
    expect((await self(auth)).statusCode).toBe(401);
  });

  it('logs out with a Bearer header too, and acknowledges an unknown token', async () => {
    const { auth } = await signIn(server.app, 'kingfa.buyer');
    expect((await server.app.inject({ method: 'GET', url: '/oauth/logout', headers: auth })).statusCode).toBe(200);
    expect((await self(auth)).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'GET', url: '/oauth/logout?access_token=nonsense' })).json()).toEqual({ success: true });
  });
});

describe('sign-in page', () => {
  const authorize = (query: string) => server.app.inject({ method: 'GET', url: `/oauth/oauth/authorize?${query}` });

  it('shows a form posting to /oauth/login with the client and redirect', async () => {
    const response = await authorize(`client_id=mall-pc&redirect_uri=${encodeURIComponent('http://localhost:5173/cart?x=1')}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('action="/oauth/login"');
    expect(response.body).toContain('value="http://localhost:5173/cart?x=1"');
  });

  it.each([
    ['zh_CN chosen in the mall, an English browser', 'mall_language=zh_CN', 'en-US', '登录采购商城', 'zh-CN'],
    ['en_US chosen in the mall, a Chinese browser', 'mall_language=en_US', 'zh-CN', 'Sign in to the procurement mall', 'en'],
    ['nothing chosen: the browser language', '', 'en-US', 'Sign in to the procurement mall', 'en'],
    ['a forged choice: the browser language', 'mall_language=xx', 'zh-CN', '登录采购商城', 'zh-CN'],
  ])('speaks the language %s', async (_name, cookie, acceptLanguage, title, htmlLang) => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/oauth/oauth/authorize?client_id=mall-pc&redirect_uri=${encodeURIComponent('http://localhost:5173/')}`,
      headers: { cookie, 'accept-language': acceptLanguage },
    });
    expect(response.body).toContain(`<h1>${title}</h1>`);
    expect(response.body).toContain(`<html lang="${htmlLang}">`);
  });

  it.each([
    ['an unknown client', `client_id=evil&redirect_uri=${encodeURIComponent('http://localhost:5173/')}`],
    ['a foreign redirect', `client_id=mall-pc&redirect_uri=${encodeURIComponent('https://evil.example/steal')}`],
    ['a scheme-relative redirect', `client_id=mall-pc&redirect_uri=${encodeURIComponent('//evil.example/steal')}`],
    ['a javascript: redirect', `client_id=mall-pc&redirect_uri=${encodeURIComponent('javascript:alert(1)')}`],
  ])('refuses %s', async (_name, query) => {
    expect((await authorize(query)).statusCode).toBe(400);
  });

  it('shows the error on a wrong password and sets nothing', async () => {
    const form = await signInForm(server.app);
    const before = await fingerprint(server.db);
    const response = await server.app.inject({
      method: 'POST',
      url: '/oauth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en-US', cookie: form.cookie },
      payload: `loginName=golden.buyer&password=wrong&client_id=mall-pc&redirect_uri=http%3A%2F%2Flocalhost%3A5173%2F&csrf_token=${form.csrfToken}`,
    });
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('Wrong account or password');
    expect(response.headers.location).toBeUndefined();
    expect(response.headers['set-cookie']).toBeUndefined();
    // The one change is the failure counted against the account (the sign-in throttle).
    const [counted] = await server.db.query<{ failures: number }>(`select failures from sign_in_failures where login_name = 'golden.buyer'`);
    expect(counted?.failures).toBe(1);
    await server.db.query(`delete from sign_in_failures where login_name = 'golden.buyer'`);
    expect(await fingerprint(server.db)).toBe(before);
  });

  it('shows the error for an unknown account in Chinese by default', async () => {
    const form = await signInForm(server.app);
    const response = await server.app.inject({
      method: 'POST',
      url: '/oauth/login',
      headers: { cookie: form.cookie },
      payload: { loginName: 'nobody', password: 'demo1234', client_id: 'mall-pc', redirect_uri: '/', csrf_token: form.csrfToken },
    });
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('账号或密码错误');
  });

  it('redirects with the token in the hash on the right password', async () => {
    const form = await signInForm(server.app);
    const response = await server.app.inject({
      method: 'POST',
      url: '/oauth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: form.cookie },
      payload: `loginName=t3.member&password=demo1234&client_id=mall-pc&redirect_uri=http%3A%2F%2Flocalhost%3A5173%2Fcart%23old&csrf_token=${form.csrfToken}`,
    });
    expect(response.statusCode).toBe(302);
    const [base, hash] = String(response.headers.location).split('#');
    expect(base).toBe('http://localhost:5173/cart');
    const fields = new URLSearchParams(hash);
    expect(fields.get('token_type')).toBe('bearer');
    expect(fields.get('expires_in')).toBe('43200');
    const me = await self({ authorization: `Bearer ${fields.get('access_token')}` });
    expect(me.json()).toMatchObject({ loginName: 't3.member', tenantNum: 'T3' });
  });
});
