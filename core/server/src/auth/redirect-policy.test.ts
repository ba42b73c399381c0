import { signInForm } from '../test/sign-in';
import { testServer, type TestServer } from '../test/test-server';
import { resolveRedirect, type RedirectPolicy } from './redirect-policy';

// Issue 21 items 1 and 2: the access token must never leave for another origin, and a CR/LF in
// the address must never reach a header.
const OWN = 'http://mall.example:8080';
const policy: RedirectPolicy = { clientIds: ['mall-pc'], origins: ['https://partner.example'] };

describe('resolveRedirect', () => {
  it.each([
    ['a path', '/cart?x=1', 'http://mall.example:8080/cart?x=1'],
    ['the own origin', 'http://mall.example:8080/my-mall', 'http://mall.example:8080/my-mall'],
    ['a loopback address (development)', 'http://localhost:5173/cart', 'http://localhost:5173/cart'],
    ['a configured origin', 'https://partner.example/back', 'https://partner.example/back'],
    ['encoded slashes, which stay a path', '/%2F%2Fevil.example/steal', 'http://mall.example:8080/%2F%2Fevil.example/steal'],
    ['an encoded backslash, which stays a path', '/%5Cevil.example/steal', 'http://mall.example:8080/%5Cevil.example/steal'],
    ['a relative path', 'cart', 'http://mall.example:8080/cart'],
    // The browser reads a special scheme without slashes, same as the base's, as a path too.
    ['the own scheme without slashes', 'http:evil.example', 'http://mall.example:8080/evil.example'],
  ])('accepts %s', (_name, target, href) => {
    expect(resolveRedirect(target, OWN, policy)?.href).toBe(href);
  });

  it.each([
    ['a backslash after the slash', '/\\evil.example/steal'],
    ['slash, backslash, slash', '/\\/evil.example/steal'],
    ['two backslashes', '\\\\evil.example/steal'],
    ['a tab between the slashes', '/\t/evil.example/steal'],
    ['a newline between the slashes', '/\n/evil.example/steal'],
    ['a carriage return and newline', '/\r\nSet-Cookie: a=b'],
    ['a NUL', '/cart\u0000'],
    ['a protocol-relative address', '//evil.example/steal'],
    ['userinfo before another host', '//a@evil.example/steal'],
    ['userinfo on the own host', 'http://user:pw@mall.example:8080/'],
    ['userinfo that looks like the own host', 'http://mall.example:8080@evil.example/'],
    ['another origin', 'https://evil.example/steal'],
    ['the own host on another port', 'http://mall.example:9999/'],
    ['the own host over another scheme', 'https://mall.example:8080/'],
    ['a javascript: address', 'javascript:alert(document.cookie)'],
    ['a data: address', 'data:text/html,<script>alert(1)</script>'],
    ['an ftp: address', 'ftp://mall.example:8080/'],
    ['a file: address', 'file:///etc/passwd'],
    ['a blob: address', 'blob:http://mall.example:8080/1'],
    ['leading spaces before //', '  //evil.example/steal'],
  ])('refuses %s', (_name, target) => {
    expect(resolveRedirect(target, OWN, policy)).toBeUndefined();
  });

  it('refuses even a path when the own origin is unknown', () => {
    expect(resolveRedirect('/cart', undefined, policy)).toBeUndefined();
  });
});

describe('sign-in redirect routes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await testServer();
  });
  afterAll(() => server.close());

  const crafted = ['/\\evil.example/steal', '/\\/evil.example/steal', '//a@evil.example/', 'https://evil.example/steal', 'javascript:alert(1)'];
  const page = (target: string) =>
    server.app.inject({
      method: 'GET',
      url: `/oauth/oauth/authorize?client_id=mall-pc&redirect_uri=${encodeURIComponent(target)}`,
      headers: { 'accept-language': 'en-US' },
    });
  /** The right password from the real form, towards `target`. */
  const post = async (target: string, headers: Record<string, string>) => {
    const form = await signInForm(server.app);
    return server.app.inject({
      method: 'POST',
      url: '/oauth/login',
      headers: { cookie: form.cookie, ...headers },
      payload: { loginName: 't3.buyer', password: 'demo1234', client_id: 'mall-pc', redirect_uri: target, csrf_token: form.csrfToken },
    });
  };

  it.each(crafted)('refuses the sign-in page for %j with the refusal page', async (target) => {
    const response = await page(target);
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe('The redirect address is not allowed');
  });

  it.each(crafted)('signs nobody in towards %j', async (target) => {
    const response = await post(target, { 'accept-language': 'zh-CN' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe('不允许的重定向地址');
    expect(response.headers.location).toBeUndefined();
  });

  it.each(['/\r\nSet-Cookie: a=b', '/\nSet-Cookie: a=b', '/cart\r', '/\t/evil.example/steal', '/\u0000'])('answers 400, never 5xx, for %j on both routes', async (target) => {
    const shown = await page(target);
    expect(shown.statusCode).toBe(400);
    expect(shown.body).toBe('The redirect address contains invalid characters');
    const posted = await post(target, { 'accept-language': 'en-US' });
    expect(posted.statusCode).toBe(400);
    expect(posted.body).toBe('The redirect address contains invalid characters');
    expect(posted.headers.location).toBeUndefined();
    expect(posted.headers['set-cookie']).toBeUndefined();
  });

  it('redirects a path to the own origin, percent-encoded, with the token in the hash', async () => {
    const response = await post('/cart?q=水泥', { host: 'mall.example:8080' });
    expect(response.statusCode).toBe(302);
    const location = String(response.headers.location);
    expect(location.startsWith('http://mall.example:8080/cart?q=%E6%B0%B4%E6%B3%A5#access_token=')).toBe(true);
  });
});
