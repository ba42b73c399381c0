import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signIn } from '../test/sign-in';
import { testServer, type TestServer } from '../test/test-server';

// Issue 21 item 4: the sign-in page could be framed; API answers had no nosniff and no Cache-Control.
let server: TestServer;
let staticDir: string;
beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'mall-headers-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>');
  writeFileSync(join(staticDir, 'assets/app.js'), 'console.log(1)');
  server = await testServer({ staticDir });
});
afterAll(async () => {
  await server.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });
const directives = (csp: unknown) => new Map(String(csp).split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...sources]) => [name!, sources]));

function expectProtected(headers: Record<string, unknown>) {
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  const csp = directives(headers['content-security-policy']);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(String(headers['content-security-policy'])).not.toContain('unsafe-eval');
  return csp;
}

describe('security headers', () => {
  it('refuses framing of the sign-in page and lets its form post only to the mall and the checked redirect origin', async () => {
    const response = await get(`/oauth/oauth/authorize?client_id=mall-pc&redirect_uri=${encodeURIComponent('http://localhost:5173/cart')}`);
    expect(response.statusCode).toBe(200);
    const csp = expectProtected(response.headers);
    expect(csp.get('form-action')).toEqual(["'self'", 'http://localhost:5173']);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('keeps form-action to the mall when the redirect is the mall itself', async () => {
    const response = await get(`/oauth/oauth/authorize?client_id=mall-pc&redirect_uri=${encodeURIComponent('/cart')}`);
    expect(directives(response.headers['content-security-policy']).get('form-action')).toEqual(["'self'"]);
  });

  it('marks API answers with user data nosniff and no-store', async () => {
    const { auth } = await signIn(server.app, 't3.buyer');
    const response = await get('/iam/hzero/v1/users/self', auth);
    expect(response.statusCode).toBe(200);
    expectProtected(response.headers);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('marks refusals and unknown API paths the same way', async () => {
    for (const url of ['/iam/hzero/v1/users/self', '/smal/v1/no-such-route']) {
      const response = await get(url);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expectProtected(response.headers);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('serves the app shell and its files under the same policy', async () => {
    const shell = await get('/cart');
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toContain('id="root"');
    const csp = expectProtected(shell.headers);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    const asset = await get('/assets/app.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
  });
});
