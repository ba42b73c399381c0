// Benchmark of issue 20: Lighthouse performance (desktop and mobile presets) of the signed-in
// home page and of the 2,000-line cart, beside the build report's initial bundle. Lighthouse
// 12.8 (the last line that runs on Node 20) drives Debian's Chromium through puppeteer-core; its
// default simulated throttling computes the timings from the page's trace, so they move less with
// the machine's load than wall time does (the load average is printed with them). Prints, does
// not assert. Usage: node scripts/bench-lighthouse.mjs [--dist <built app>] [--runs 1] [--details 1] [--only <case>]
//   or: node scripts/bench-lighthouse.mjs --url http://127.0.0.1:8080 (a running `npm start`:
//   home only, signed in as t3.buyer through the sign-in form; no 2,000-line cart)
//
// The mall: core/server on an in-memory database, demo tenant T3 (core rules only), its buyer's
// cart topped up to 2,000 lines as scripts/bench-cart-ui.mjs does, and a build of the app served
// by that server (precompressed, as `npm start` serves it).
import { execSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { argNumber, argText, loadAverage as load } from './bench/args.mjs';
import { ensureAppBuild, startCartMall } from './bench/cart-mall.mjs';

const LINES = 2000;
const RUNS = argNumber('runs', 1);
// --details 1: where the main thread's time went (by kind, by script) and the long tasks, for TBT.
const DETAILS = argNumber('details', 0) > 0;
const root = new URL('..', import.meta.url).pathname;
const running = argText('url', undefined);
const dist = argText('dist', join(tmpdir(), 'mall-bench-lighthouse-dist'));
if (!running) ensureAppBuild(dist);
console.log(`load average before: ${load()}`);
if (!running) try {
  console.log(execSync(`node ${join(root, 'scripts/build-report.mjs')} ${dist}`, { encoding: 'utf8' }).split('\n').slice(0, 2).join('\n'));
} catch {
  // the report needs the build's manifest; a build without one is still measured
}

const mall = running ? undefined : await startCartMall({ lines: LINES, dist });
const base = running ?? mall.base;
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] });
const page = await browser.newPage();
if (mall) {
  await browser.setCookie({ name: 'access_token', value: mall.token, url: base });
  await page.goto(`${base}/pub`);
} else {
  await page.goto(`${base}/`);
  await page.waitForSelector('#loginName');
  await page.type('#loginName', 't3.buyer');
  await page.type('#password', 'demo1234');
  await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
  await page.waitForFunction(() => !location.hash.includes('access_token') && document.cookie.includes('access_token'), { timeout: 60000 });
}
// The buyer has chosen the buying identity before (every user id of the demo) and reads English;
// Lighthouse keeps storage.
await page.evaluate(() => {
  for (let id = 1; id < 2000; id++) localStorage.setItem(`mall.modal.purchase-identity.${id}`, '{}');
  localStorage.setItem('mall.language', 'en_US');
});

const AUDITS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
  ['interactive', 'TTI'],
];
const flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true };
// --only <text>: only the cases whose "name, preset" contains it (e.g. --only mobile).
const only = argText('only', '');
const cases = [
  ['home', '/', 'desktop'],
  ['home', '/', 'mobile'],
  ...(running ? [] : [[`cart (${LINES} lines)`, '/cart', 'desktop']]),
].filter(([name, , preset]) => `${name}, ${preset}`.includes(only));
for (const [name, path, preset] of cases) {
  for (let run = 1; run <= RUNS; run++) {
    // A cold load, as the issue's figures are: storage is kept (the session and the identity
    // choice), the HTTP cache is not.
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    const result = await lighthouse(`${base}${path}`, flags, preset === 'desktop' ? desktopConfig : undefined, page);
    const lhr = result.lhr;
    const vitals = AUDITS.map(([id, label]) => `${label} ${lhr.audits[id]?.displayValue ?? '-'}`).join(', ');
    const bytes = lhr.audits['total-byte-weight']?.numericValue ?? 0;
    console.log(`${name}, ${preset}${RUNS > 1 ? ` run ${run}` : ''}: performance ${Math.round((lhr.categories.performance.score ?? 0) * 100)}; ${vitals}; ${(bytes / 1024).toFixed(0)} KiB on the wire (load average ${load()})`);
    // A run Lighthouse could not measure scores 0: say why, so it is not read as a slow page.
    if (lhr.runtimeError) console.log(`  not measured: ${lhr.runtimeError.code} ${lhr.runtimeError.message ?? ''}`);
    if (DETAILS) printDetails(lhr);
  }
}
await browser.close();
await mall?.close();

function printDetails(lhr) {
  const ms = (n) => `${Math.round(n)} ms`;
  const work = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
  console.log(`  main thread: ${work.map((i) => `${i.groupLabel ?? i.group} ${ms(i.duration)}`).join(', ')}`);
  const scripts = (lhr.audits['bootup-time']?.details?.items ?? []).slice(0, 5);
  console.log(`  scripts: ${scripts.map((i) => `${i.url.split("/").pop()} ${ms(i.scripting)} run + ${ms(i.scriptParseCompile)} compile`).join('; ')}`);
  const tasks = (lhr.audits['long-tasks']?.details?.items ?? []).slice(0, 8);
  console.log(`  long tasks: ${tasks.map((t) => `${ms(t.duration)} at ${ms(t.startTime)}${t.url ? ` (${t.url.split('/').pop()})` : ''}`).join(', ')}`);
  // What the LCP is and what moved (CLS): the nodes as Lighthouse names them.
  const node = (n) => n?.selector ?? n?.snippet ?? '?';
  const lcp = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0];
  console.log(`  LCP element: ${lcp ? node(lcp.node) : '-'}`);
  const phases = lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? [];
  if (phases.length) console.log(`  LCP phases: ${phases.map((p) => `${p.phase} ${ms(p.timing)}`).join(', ')}`);
  // The requests in the order they went out (the unthrottled load Lighthouse's timings are simulated from).
  const requests = (lhr.audits['network-requests']?.details?.items ?? []).filter((r) => !r.url.startsWith('data:'));
  console.log(`  requests (sent-done ms, KiB): ${requests.map((r) => `${new URL(r.url).pathname.split('/').slice(-2).join('/')} ${ms(r.networkRequestTime ?? 0).replace(' ms', '')}-${ms(r.networkEndTime ?? 0)} ${((r.transferSize ?? 0) / 1024).toFixed(0)}`).join('; ')}`);
  const shifts = (lhr.audits['layout-shifts']?.details?.items ?? []).slice(0, 4);
  console.log(`  layout shifts: ${shifts.map((s) => `${s.score.toFixed(3)} ${node(s.node)}`).join(', ') || '-'}`);
}
