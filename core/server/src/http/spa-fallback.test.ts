import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { failedShape } from '../test/sign-in';
import { testServer, type TestServer } from '../test/test-server';

let server: TestServer;
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mall-spa-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root">mall</div>');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log("app")');
  server = await testServer({ staticDir: dir });
});
afterAll(() => server.close());

const get = (url: string) => server.app.inject({ method: 'GET', url });

describe('built SPA', () => {
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
