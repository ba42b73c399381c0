// Issue 20 "Accessible" and "Entry once": axe-core finds no serious or critical violation on the
// pages a buyer reaches (home, product list, product detail, cart, pre-submit, the My Mall
// pages), each page has one h1 and a main landmark; a reload does not ask for the buying
// identity again. One browser session visits the pages in turn (about 2 minutes on a loaded machine).
import { axeViolations, describeViolations } from '../axe.mjs';
import { api, cartRow, daysAhead } from '../order-steps.mjs';

const MY_MALL = ['/my-mall', '/my-order', '/my-request', '/my-favorite', '/sale-record', '/my-invoice', '/view-history', '/my-comments', '/shopping-basket', '/user-center'];

export default async function accessibility({ page, url, signIn, screenshot, expect }) {
  await signIn(page, 't3.buyer');

  // Entry once: the identity was chosen at sign-in; a full reload keeps it.
  await page.reload();
  await page.getByRole('main').first().waitFor();
  const identity = page.getByRole('dialog').filter({ hasText: /purchase identity selection|采购身份选择/ });
  await page.waitForTimeout(1500);
  expect(!(await identity.isVisible()), 'a reload does not ask for the buying identity again');

  const failures = [];
  const check = async (name, path, ready) => {
    if (path) await page.goto(`${url}${path}`);
    await page.getByRole('main').first().waitFor({ timeout: 30000 });
    if (ready) await ready();
    // Lazy chunks and queries settle; axe reads what a buyer would see.
    await page.waitForLoadState('networkidle').catch(() => undefined);
    // Every My Mall entry opens a real page (issue 20): a 'Page not found' is a failure, not a skip.
    if (await page.getByText(/^(Page not found|页面不存在)$/).first().isVisible()) return void failures.push(`${name}: Page not found`);
    await screenshot(name);
    const violations = await axeViolations(page);
    if (violations.length) failures.push(`${name}: ${describeViolations(violations)}`);
    const h1 = await page.locator('h1').count();
    if (h1 !== 1) failures.push(`${name}: ${h1} h1 elements, one expected`);
  };

  await check('home', '/');
  await check('product-list', '/product-list', () => page.locator('a[href*="product-detail"]').first().waitFor({ timeout: 30000 }));
  const detail = await page.locator('a[href*="product-detail"]').first().getAttribute('href');
  await check('product-detail', detail, () => page.getByRole('button', { name: /Add to cart|加入购物车/ }).first().waitFor({ timeout: 30000 }));
  await check('cart', '/cart', () => page.locator('.ant-table-row').first().waitFor({ timeout: 30000 }));
  // Pre-submit: a catalogue line of the demo cart, given its needed date (the cart saves it) and settled.
  const cart = (await api(page, 'GET', '/smal/v1/{org}/shopping-carts')).body;
  const line = cart.find((l) => l.currencyCode === 'CNY' && l.invalidFlag !== 1 && l.productSource === 'CATA');
  expect(line, 'the demo cart of t3.buyer holds a CNY catalogue line');
  const row = cartRow(page, line.productName);
  const picker = row.getByRole('textbox', { name: /Needed date|需求日期/ });
  if ((await picker.inputValue()) !== daysAhead(7)) {
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && /\/shopping-carts$/.test(new URL(r.url()).pathname) && r.ok());
    await picker.click();
    await picker.fill(daysAhead(7));
    await picker.press('Enter');
    await saved;
  }
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: /^(Settle|去\s?结\s?算|结\s?算)$/ }).first().click();
  await page.waitForURL(/before-(company-)?order/, { timeout: 30000 }).catch(() => undefined);
  if (/before-(company-)?order/.test(page.url())) await check('pre-submit', undefined, () => page.locator('.ant-table-row').first().waitFor({ timeout: 30000 }));
  else failures.push('pre-submit: settling the first cart line did not open the pre-submit page');
  for (const path of MY_MALL) await check(`my-mall${path.replace(/\//g, '-')}`, path);

  expect(failures.length === 0, `accessibility: ${failures.join(' ;; ')}`);
}
