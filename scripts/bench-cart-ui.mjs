// Benchmark: the cart with 2,000 lines in headless Chromium. Builds the app with Vite, serves
// the build, answers the session and cart calls with fixtures through page.route, and prints
// the time to first render and the p95 from a selection click to the updated footer.
// Prints, does not assert. Usage: node scripts/bench-cart-ui.mjs
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import { execSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { chromium } from 'playwright-core';

const root = new URL('..', import.meta.url).pathname;
// A build of its own, so the shared core/app/dist of `npm start` is left alone.
const dist = join(tmpdir(), 'mall-bench-cart-dist');
if (!process.argv.includes('--reuse') || !existsSync(join(dist, 'index.html'))) {
  execSync(`npx vite build --outDir ${dist} --emptyOutDir`, { cwd: join(root, 'core/app'), stdio: 'inherit' });
}

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png' };
const server = createServer(async (req, res) => {
  const path = new URL(req.url, 'http://x').pathname;
  const file = join(dist, existsSync(join(dist, path)) && extname(path) ? path : 'index.html');
  res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
  res.end(await readFile(file));
}).listen(0);
const base = `http://127.0.0.1:${server.address().port}`;

const LINES = 2000;
const lines = Array.from({ length: LINES }, (_, i) => ({
  cartId: i + 1,
  productId: 10000 + i,
  productName: `Product ${i + 1}`,
  productSource: i % 3 === 0 ? 'JD' : 'CATA',
  quantity: 1 + (i % 5),
  latestPrice: 10 + (i % 17),
  currencyCode: 'CNY',
  minPurchaseQuantity: 1,
  neededDate: '2999-01-01',
  supplierCompanyName: `Supplier ${i % 40}`,
  stockState: 1,
  stockQuantity: 100,
}));
const user = { id: 7, realName: 'Bench Buyer', loginName: 'bench', organizationId: 11, tenantId: 3, tenantNum: 'T3', language: 'en_US' };
const config = { userId: 7, organizationId: 11, companyId: 21, purchaseType: 'COMPANY', unitId: 31, unitName: 'Purchasing', webConfig: { enterprisePermission: true, successFlag: 1, acceptableErrorFlag: 1 } };

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
await context.addCookies([{ name: 'access_token', value: 'bench', url: base }]);
await context.addInitScript(() => localStorage.setItem('mall.modal.purchase-identity.7', '{}'));
const page = await context.newPage();
await page.route('**/*', (route) => {
  const url = new URL(route.request().url());
  if (url.origin === base && !url.pathname.includes('/v1/') && !url.pathname.includes('/hzero/')) return route.continue();
  const json = (body) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  if (url.pathname.endsWith('/users/self')) return json(user);
  if (url.pathname.endsWith('/shopping-carts/count')) return json(LINES);
  if (url.pathname.endsWith('/shopping-carts')) return json(lines);
  if (url.pathname.endsWith('/check-permissions')) return json((route.request().postDataJSON() ?? []).map((code) => ({ code, approve: true })));
  if (url.pathname.includes('mall-config') || url.pathname.endsWith('/prepare') || url.pathname.includes('common-config')) return json(config);
  return json([]);
});

const started = Date.now();
await page.goto(`${base}/cart`);
await page.getByText('Product 1', { exact: true }).waitFor({ timeout: 60000 });
const firstRender = Date.now() - started;

// Click a checkbox and time, in the page, until the footer shows the new count.
const samples = [];
for (let i = 0; i < 40; i++) {
  const ms = await page.evaluate(async (index) => {
    const boxes = document.querySelectorAll('.ant-table-row input[type=checkbox]');
    const box = boxes[index % boxes.length];
    const footer = document.querySelector('[data-testid=cart-footer-summary]');
    const before = footer.textContent;
    const t0 = performance.now();
    box.click();
    return await new Promise((resolve) => {
      const check = () => (footer.textContent !== before ? resolve(performance.now() - t0) : requestAnimationFrame(check));
      check();
    });
  }, i);
  samples.push(ms);
}
samples.sort((a, b) => a - b);
const p95 = samples[Math.ceil(samples.length * 0.95) - 1];
console.log(`cart with ${LINES} lines: first render ${firstRender} ms (aim < 1000), selection to footer p95 ${p95.toFixed(1)} ms (aim < 16), median ${samples[samples.length >> 1].toFixed(1)} ms`);
await browser.close();
server.close();
