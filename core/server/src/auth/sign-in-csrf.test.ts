import { signInForm } from '../test/sign-in';
import { fingerprint, testServer, type TestServer } from '../test/test-server';

// Issue 21 item 10: the sign-in form post had no CSRF defence.
let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(() => server.close());

// inject's default Host is localhost:80; an origin leaves the default port out, as browsers send it.
const OWN = 'http://localhost';
const REFUSED_EN = 'The sign-in request did not come from the sign-in page. Please open the sign-in page again.';

async function post(headers: Record<string, string>, csrfToken?: string) {
  return server.app.inject({
    method: 'POST',
    url: '/oauth/login',
    headers: { 'accept-language': 'en-US', ...headers },
    payload: { loginName: 't3.buyer', password: 'demo1234', client_id: 'mall-pc', redirect_uri: 'http://localhost:5173/', ...(csrfToken ? { csrf_token: csrfToken } : {}) },
  });
}

describe('sign-in CSRF defence', () => {
  it('gives the sign-in page a SameSite=Strict, HttpOnly cookie and the same token in a hidden field', async () => {
    const page = await server.app.inject({ method: 'GET', url: `/oauth/oauth/authorize?client_id=mall-pc&redirect_uri=${encodeURIComponent('http://localhost:5173/')}` });
    const cookie = String(page.headers['set-cookie']);
    expect(cookie).toMatch(/^mall_signin_csrf=[A-Za-z0-9_-]{43}; Path=\/oauth; HttpOnly; SameSite=Strict$/);
    expect(page.body).toContain(`name="csrf_token" value="${cookie.split(';')[0]!.split('=')[1]}"`);
  });

  it('signs in a same-origin post carrying cookie and field', async () => {
    const form = await signInForm(server.app);
    const response = await post({ cookie: form.cookie, origin: OWN, referer: `${OWN}/oauth/oauth/authorize` }, form.csrfToken);
    expect(response.statusCode).toBe(302);
    expect(String(response.headers.location)).toContain('#access_token=');
  });

  it.each([
    ['from another origin', (f: Form) => post({ cookie: f.cookie, origin: 'https://evil.example' }, f.csrfToken)],
    ['from an opaque origin', (f: Form) => post({ cookie: f.cookie, origin: 'null' }, f.csrfToken)],
    ['referred by another site', (f: Form) => post({ cookie: f.cookie, referer: 'https://evil.example/page' }, f.csrfToken)],
    ['without the cookie (a cross-site post does not carry it)', (f: Form) => post({ origin: OWN }, f.csrfToken)],
    ['without the field', (f: Form) => post({ cookie: f.cookie, origin: OWN })],
    ['with a field that is not the cookie', (f: Form) => post({ cookie: f.cookie, origin: OWN }, `${f.csrfToken.slice(0, -1)}${f.csrfToken.endsWith('A') ? 'B' : 'A'}`)],
    ['with a forged cookie and field pair of the wrong shape', () => post({ cookie: 'mall_signin_csrf=x', origin: OWN }, 'x')],
  ])('refuses a post %s with 403 and signs nobody in', async (_name, send) => {
    const form = await signInForm(server.app);
    const before = await fingerprint(server.db);
    const response = await send(form);
    expect(response.statusCode).toBe(403);
    expect(response.body).toBe(REFUSED_EN);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).not.toContain('access_token');
    expect(await fingerprint(server.db)).toBe(before);
  });

  it('says it in Chinese by default', async () => {
    const form = await signInForm(server.app);
    const response = await post({ cookie: form.cookie, origin: 'https://evil.example', 'accept-language': 'zh-CN' }, form.csrfToken);
    expect(response.statusCode).toBe(403);
    expect(response.body).toBe('登录请求并非来自登录页面，请重新打开登录页面。');
  });
});

type Form = Awaited<ReturnType<typeof signInForm>>;
