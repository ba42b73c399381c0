// Benchmark of issue 4: the cart page with 2,000 lines in headless Chromium (Debian's, through
// playwright-core), against the real mall: the server of core/server on an in-memory database,
// the core-only demo tenant T3 (so every core rule is on and no tenant plugin is), its buyer's
// cart topped up to 2,000 lines of mixed currencies, and a Vite build of the app served by that
// server. Prints, does not assert. Usage: node scripts/bench-cart-ui.mjs [--reuse] [--clicks 100]
//
// What it measures:
// - first render: from the navigation start of a cold load of /cart (performance.timeOrigin) to
//   the first cart rows in the DOM (a MutationObserver installed before the app loads), and the
//   next frame after that. A cold load includes loading the app, SESSION START (users/self and
//   the user's config) and the cart chunk; those are printed separately, as are the
//   GET shopping-carts call (server time to first byte, transfer, JSON size) and the rendering
//   after its answer. "cart part" = from the cart call being sent to the rows in the DOM.
// - selection click to footer: in the page, a click on a row's checkbox (CNY lines only, so the
//   same-currency rule never refuses and every click changes the footer) until the footer's text
//   has changed (a MutationObserver on the footer: the DOM update, React's commit), and until
//   the next frame (rAF). Clicks alternate select and deselect as they cycle over the rendered
//   rows. p95 and median over --clicks clicks.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { execSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { chromium } from 'playwright-core';
import { register } from 'tsx/esm/api';
import { injectSignIn } from './bench/sign-in-inject.mjs';

register();
const { createDb, createServer, migrate, seed, tenantsFromConfig } = await import('../core/server/src/index.ts');

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const LINES = 2000;
const CLICKS = arg('clicks', 100);

const root = new URL('..', import.meta.url).pathname;
// A build of its own, so the shared core/app/dist of `npm start` is left alone.
const dist = join(tmpdir(), 'mall-bench-cart-dist');
if (!process.argv.includes('--reuse') || !existsSync(join(dist, 'index.html'))) {
  execSync(`npx vite build --outDir ${dist} --emptyOutDir`, { cwd: join(root, 'core/app'), stdio: 'inherit' });
}

console.log('Preparing an in-memory database (migrate + seed tenant T3)...');
const db = await createDb({ kind: 'memory' });
await migrate(db);
await seed(db, { tenants: tenantsFromConfig().filter((t) => t.code === 'T3') });
const [buyer] = await db.query(`select id from users where login_name = 't3.buyer'`);
// As the seed's carts part does, with every on-shelf product up to 2,000 lines.
await db.query(
  `insert into cart_lines (tenant_id, organization_id, owner_id, company_id, product_id, quantity, unit_id, address_id)
   select u.tenant_id, u.organization_id, u.id, u.company_id, p.id, greatest(p.min_purchase_quantity, p.min_package_quantity, 1),
          (select uu.unit_id from user_units uu where uu.user_id = u.id order by uu.default_flag desc, uu.unit_id limit 1),
          (select a.id from addresses a where a.user_id = u.id and a.address_type = 'RECEIVER' and a.default_flag = 1 limit 1)
     from users u join products p on p.tenant_id = u.tenant_id and p.shelf_flag = 1
    where u.id = $1 and not exists (select 1 from cart_lines c where c.owner_id = u.id and c.product_id = p.id)
    order by p.id limit $2 - (select count(*) from cart_lines c where c.owner_id = $1 and c.buy_now_flag = 0)`,
  [buyer.id, LINES],
);
const [{ n: cartLines }] = await db.query('select count(*)::int as n from cart_lines where owner_id = $1 and buy_now_flag = 0', [buyer.id]);
if (cartLines !== LINES) throw new Error(`the cart holds ${cartLines} lines, not ${LINES}`);

const mall = createServer({ db, tokenSecret: 'bench', staticDir: dist });
const base = (await mall.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
const token = await injectSignIn(mall, 't3.buyer');

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
await context.addCookies([{ name: 'access_token', value: token, url: base }]);
await context.addInitScript((userId) => {
  // The buying identity dialog would cover the page; the buyer has confirmed it before.
  localStorage.setItem(`mall.modal.purchase-identity.${userId}`, '{}');
  localStorage.setItem('mall.language', 'en_US');
  const observer = new MutationObserver(() => {
    if (!document.querySelector('.ant-table-tbody .ant-table-row')) return;
    observer.disconnect();
    window.__firstRows = performance.now();
    requestAnimationFrame(() => (window.__firstRowsFrame = performance.now()));
  });
  observer.observe(document, { childList: true, subtree: true });
}, buyer.id);
const page = await context.newPage();

await page.goto(`${base}/cart`);
await page.waitForFunction(() => window.__firstRowsFrame !== undefined, undefined, { timeout: 60000 });
const load = await page.evaluate(() => {
  const api = performance.getEntriesByType('resource').filter((e) => /\/(v1|hzero)\//.test(e.name));
  const cart = api.find((e) => /\/shopping-carts\?/.test(e.name));
  const self = api.find((e) => e.name.includes('/users/self'));
  const session = api.filter((e) => cart && e.responseEnd <= cart.startTime);
  return {
    firstRows: window.__firstRows,
    firstFrame: window.__firstRowsFrame,
    selfStart: self?.startTime,
    sessionEnd: Math.max(...session.map((e) => e.responseEnd)),
    sessionCalls: session.map((e) => new URL(e.name).pathname.split('/').slice(-2).join('/')),
    cartStart: cart?.startTime,
    cartFirstByte: cart ? cart.responseStart - cart.requestStart : NaN,
    cartEnd: cart?.responseEnd,
    cartBytes: cart?.decodedBodySize,
  };
});
const ms = (v) => `${Math.round(v).toLocaleString('en')} ms`;
console.log(`\ncart with ${LINES} lines (tenant T3, core rules only)`);
console.log(`first render: ${ms(load.firstRows)} from navigation start to the first rows in the DOM (aim < 1000), next frame at ${ms(load.firstFrame)}`);
console.log(`  of which before the cart call (app load + session start + cart chunk): ${ms(load.cartStart)}; session start (users/self sent at ${ms(load.selfStart)}, session calls answered at ${ms(load.sessionEnd)}: ${load.sessionCalls.join(', ')})`);
console.log(`  cart part: ${ms(load.firstRows - load.cartStart)} = GET shopping-carts ${ms(load.cartEnd - load.cartStart)} (server to first byte ${ms(load.cartFirstByte)}, ${(load.cartBytes / 1024).toFixed(0)} KiB JSON) + render ${ms(load.firstRows - load.cartEnd)}`);

// Let the page settle (count call, lazy chunks) before timing clicks.
await page.waitForTimeout(1000);
const samples = await page.evaluate(async (clicks) => {
  const footer = document.querySelector('[data-testid=cart-footer-summary]');
  const out = [];
  for (let i = 0; i < clicks; i++) {
    const boxes = [...document.querySelectorAll('.ant-table-row')].filter((row) => row.textContent.includes('CNY')).map((row) => row.querySelector('input[type=checkbox]'));
    const box = boxes[i % boxes.length];
    const before = footer.textContent;
    const sample = await new Promise((resolve) => {
      let dom;
      const observer = new MutationObserver(() => {
        if (footer.textContent === before) return;
        observer.disconnect();
        dom = performance.now() - t0;
        requestAnimationFrame(() => resolve({ dom, frame: performance.now() - t0 }));
      });
      observer.observe(footer, { childList: true, subtree: true, characterData: true });
      const t0 = performance.now();
      box.click();
    });
    out.push(sample);
    // A pause between clicks, as a buyer's clicks are apart: idle work is not charged to the next click.
    await new Promise((r) => setTimeout(r, 50));
  }
  return out;
}, CLICKS);
const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p95: sorted[Math.ceil(sorted.length * 0.95) - 1], median: sorted[sorted.length >> 1] };
};
const dom = stats(samples.map((s) => s.dom));
const frame = stats(samples.map((s) => s.frame));
console.log(`selection click to updated footer (${CLICKS} clicks): p95 ${dom.p95.toFixed(1)} ms (aim < 16), median ${dom.median.toFixed(1)} ms; to the next frame p95 ${frame.p95.toFixed(1)} ms, median ${frame.median.toFixed(1)} ms`);

await browser.close();
await mall.close();
await db.close();
