import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { failedShape } from '../test/sign-in';
import { testServer, type TestServer } from '../test/test-server';

let server: TestServer;
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mall-spa-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root">mall</div>');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log("app")');
  // A built, hashed asset with the brotli and gzip copies the app build writes beside it.
  const hashed = 'export const big = "' + 'x'.repeat(2000) + '";';
  writeFileSync(join(dir, 'assets', 'index-D5fUMYf2.js'), hashed);
  writeFileSync(join(dir, 'assets', 'index-D5fUMYf2.js.br'), brotliCompressSync(hashed));
  writeFileSync(join(dir, 'assets', 'index-D5fUMYf2.js.gz'), gzipSync(hashed));
  writeFileSync(join(dir, 'index.html.gz'), gzipSync('<!doctype html><div id="root">mall</div>'));
  server = await testServer({ staticDir: dir });
});
afterAll(() => server.close());

const get = (url: string) => server.app.inject({ method: 'GET', url });

describe('built SPA', () => {
  const hashedBody = 'export const big = "' + 'x'.repeat(2000) + '";';
  const getEncoded = (url: string, encoding: string) => server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

  it('sends the precompressed brotli copy of an asset to a browser that accepts it', async () => {
    const response = await getEncoded('/assets/index-D5fUMYf2.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(hashedBody);
  });

  it('sends the gzip copy without brotli, and the plain file without either', async () => {
    const gzip = await getEncoded('/assets/index-D5fUMYf2.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(hashedBody);
    const plain = await getEncoded('/assets/index-D5fUMYf2.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(hashedBody);
  });

  it('caches hashed assets for a year as immutable and revalidates index.html and unhashed files', async () => {
    expect((await get('/assets/index-D5fUMYf2.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/app.js')).headers['cache-control']).toBe('no-cache');
    const page = await getEncoded('/cart', 'gzip');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(gunzipSync(page.rawPayload).toString()).toContain('<div id="root">mall</div>');
  });

  it('serves its files without a token', async () => {
    const response = await get('/assets/app.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app")');
  });

  it.each(['/', '/cart', '/sigl/my-mall', '/product-detail?productId=1'])('answers %s with index.html', async (path) => {
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">mall</div>');
  });

  it('never serves files outside the folder', async () => {
    const response = await get('/../../../../etc/passwd');
    expect(response.body).not.toContain('root:');
  });

  it('answers unknown API paths with a failed 404, not the SPA', async () => {
    const response = await get('/smal/v1/unknown');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(failedShape('error.not_found'));
  });
});
