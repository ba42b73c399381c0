// Spec 1 section 2: "a visitor mode and a second-website mode (visitors use the visited company's
// catalogue and labels; logged-in users use their own company)". A T3 buyer signs in on GOLDEN's
// second website (golden-site.localhost, seeded; Chromium sends *.localhost to this machine) and
// sees GOLDEN's catalogue with the site's label, through the visit-* calls, browse only; on the
// mall's own address the same buyer sees their own catalogue, without that label.
import { signIn as signInAt } from '../sign-in.mjs';

const SITE_LABEL = '官网精选';
const BANNER = /You are visiting another company's website|您正在访问其他公司的网站/;
const BROWSE_ONLY = /Visitors browse this company's goods|访客仅可浏览该公司的商品/;

export default async function visitSecondWebsite({ page, url, signIn, screenshot, expect }) {
  const site = new URL(url);
  site.hostname = 'golden-site.localhost';
  const siteUrl = site.origin;
  const visitCalls = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (/\/visit-(products|product|ec-products)\b/.test(path)) visitCalls.push(path);
  });

  await signInAt(page, siteUrl, 't3.online-buyer');
  const listed = page.waitForResponse((r) => r.url().includes('/visit-products?'), { timeout: 60000 });
  await page.goto(`${siteUrl}/product-list`);
  expect((await listed).ok(), 'the visited company list answers');
  await page.getByText(BANNER).first().waitFor({ timeout: 30000 });
  // The label is on the visited company's best sellers, the list's default order.
  await page.getByText(SITE_LABEL).first().waitFor({ timeout: 30000 });
  await screenshot('visitor-list');

  const href = await page.locator('a[href*="/product-detail?"]').first().getAttribute('href');
  expect(Boolean(href), 'a product to open');
  const detail = page.waitForResponse((r) => /\/visit-(product|ec-products)\//.test(r.url()), { timeout: 60000 });
  await page.goto(`${siteUrl}${href}`);
  expect((await detail).ok(), "the visited company's product answers");
  await page.getByText(BROWSE_ONLY).first().waitFor({ timeout: 30000 });
  expect((await page.getByRole('button', { name: /^(Add to cart|加入购物车)$/ }).count()) === 0, 'a visitor is offered no add to cart');
  await screenshot('visitor-detail');
  expect(visitCalls.every((path) => !path.includes('/smal/v1/{org}')), 'visit calls name the visited organisation');

  // The same buyer on the mall's own address uses their own company.
  visitCalls.length = 0;
  await signIn(page, 't3.online-buyer');
  const own = page.waitForResponse((r) => /\/smal\/v1\/\d+\/products\?/.test(r.url()), { timeout: 60000 });
  await page.goto(`${url}/product-list`);
  expect((await own).ok(), 'the own list answers');
  await page.locator('a[href*="/product-detail?"]').first().waitFor({ timeout: 30000 });
  expect((await page.getByText(BANNER).count()) === 0, 'no visitor banner on the mall address');
  expect(visitCalls.length === 0, `no visit calls on the mall address (${visitCalls.join(', ')})`);
}
