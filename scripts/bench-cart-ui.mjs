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
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { argNumber, argText, hasFlag, loadAverage } from './bench/args.mjs';
import { ensureAppBuild, startCartMall } from './bench/cart-mall.mjs';

const LINES = 2000;
const CLICKS = argNumber('clicks', 100);

const given = argText('dist', undefined);
const dist = given ?? join(tmpdir(), 'mall-bench-cart-dist');
if (!given) ensureAppBuild(dist, { reuse: hasFlag('reuse') });
console.log(`load average before: ${loadAverage()}`);
const mall = await startCartMall({ lines: LINES, dist });
const { base, token } = mall;

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
}, mall.buyerId);
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
    timeline: performance.getEntriesByType('resource').filter((e) => e.startTime < (cart?.startTime ?? Infinity)).map((e) => ({ name: new URL(e.name).pathname, start: e.startTime, end: e.responseEnd })),
    domContentLoaded: performance.getEntriesByType('navigation')[0]?.domContentLoadedEventEnd,
  };
});
const ms = (v) => `${Math.round(v).toLocaleString('en')} ms`;
if (hasFlag('timeline')) {
  console.log(`DOMContentLoaded at ${ms(load.domContentLoaded)}; before the cart call:`);
  for (const e of load.timeline) console.log(`  ${ms(e.start).padStart(9)} -> ${ms(e.end).padStart(9)}  ${e.name}`);
}
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
console.log(`(load average ${loadAverage()})`);
console.log(`selection click to updated footer (${CLICKS} clicks): p95 ${dom.p95.toFixed(1)} ms (aim < 16), median ${dom.median.toFixed(1)} ms; to the next frame p95 ${frame.p95.toFixed(1)} ms, median ${frame.median.toFixed(1)} ms`);

await browser.close();
await mall.close();
