// Issue 20 in a real browser: the home page built from product groups, a search from the top
// bar of another page, the cart count rising after an add, a message read and deleted from the
// bell, the bulletin boards, and every My Mall entry opening a page (never "Page not found").
// A member with both channels, so the channel switch is there too. Texts match both locales.
import { api, expectEventually } from '../order-steps.mjs';

const NOT_FOUND = /Page not found|页面不存在/;

export default async function homeTopBar({ page, url, signIn, screenshot, expect }) {
  await signIn(page, 't3.member');
  await page.waitForURL(/\/sigl/);

  // The member home, then the enterprise home through the channel switch.
  await page.locator('[data-group-type]').first().waitFor({ timeout: 30000 });
  await screenshot('home-sigl');
  await page.getByRole('banner').getByRole('link', { name: /^(Enterprise mall|企业商城)$/ }).click();
  await page.waitForURL((u) => u.pathname === '/');
  // Each home marks its groups with its channel: the member home's stay on the page until the
  // enterprise home has mounted and loaded its own (read before, they passed for the enterprise's).
  const blocks = page.locator('[data-channel="ENTERPRISE"][data-group-type]');
  const kinds = ['4', '3', '5', '8', '1'];
  await page
    .waitForFunction((wanted) => wanted.every((t) => document.querySelector(`[data-channel="ENTERPRISE"][data-group-type="${t}"]`)), kinds, { timeout: 30000 })
    .catch(() => undefined);
  const types = await blocks.evaluateAll((cards) => cards.map((c) => c.getAttribute('data-group-type')));
  expect(kinds.every((t) => types.includes(t)), `the home shows activity, sales rank, agreement, label and supplier groups (shows ${types})`);
  // The banner's slides fade one into the next: one shows, and a dot picks another.
  const banner = page.locator('section[aria-roledescription="carousel"]');
  await banner.waitFor({ timeout: 10000 }).catch(() => undefined);
  expect((await banner.count()) === 1, 'the banner group shows as a carousel');
  const dots = banner.getByRole('button');
  if ((await dots.count()) > 1) {
    const titles = await banner.locator('a').allTextContents();
    await dots.nth(1).click();
    // The slide that left stays visible (and so in the accessibility tree) while it fades out.
    const showing = () => banner.getByRole('link').allTextContents();
    await expectEventually(async () => (await showing()).join() === titles[1], 3000);
    expect((await showing()).join() === titles[1] && (await dots.nth(1).getAttribute('aria-current')) === 'true', `a dot shows its slide (shows ${await showing()})`);
  }
  await screenshot('home');

  // Search from the top bar of a page that is not the product list.
  await page.goto(`${url}/bulletin-boards`);
  await page.locator('.ant-collapse-item').first().waitFor();
  const searched = page.waitForResponse((r) => r.url().includes('/products?') && decodeURIComponent(r.url()).includes('keyword=笔'));
  // The box is plain until the buyer reaches for it (or the page has settled); the suggestions'
  // box then takes its place with the focus and what was typed.
  await page.getByRole('banner').getByLabel(/Search goods|搜索商品/).first().click();
  await page.keyboard.type('笔');
  const box = page.getByRole('banner').getByRole('combobox', { name: /Search goods|搜索商品/ });
  await box.waitFor();
  await expectEventually(() => box.evaluate((el) => el === document.activeElement && el.value === '笔'), 3000);
  expect(await box.evaluate((el) => el === document.activeElement && el.value === '笔'), 'the suggestions take the box over with the focus and the typed text');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/product-list\?keyword=/);
  expect((await searched).ok(), 'the top bar search opens the product list with the keyword');
  await page.locator('a[href*="/product-detail?"]').first().waitFor({ timeout: 30000 });

  // The cart count rises by one when a product not yet in the cart is added.
  const inCart = new Set(((await api(page, 'GET', '/smal/v1/{org}/shopping-carts')).body ?? []).map((l) => l.productId));
  const listed = (await api(page, 'GET', '/smal/v1/{org}/products?page=0&size=50&productSource=CATA')).body.content;
  // No lower-price rule, so adding asks nothing more.
  const product = listed.find((p) => !inCart.has(p.productId) && p.lowestPriceRule === 0);
  expect(product, 'a catalogue product outside the cart');
  const before = (await api(page, 'GET', '/smal/v1/{org}/shopping-carts/count')).body.count;
  await page.goto(`${url}/product-detail?productId=${product.productId}&sourceFrom=CATA`);
  await page.locator('#product-quantity').waitFor({ timeout: 30000 });
  await page.locator(`[data-cart-count="${before}"]`).waitFor();
  await page.getByRole('button', { name: /^(Add to cart|加入购物车)$/ }).click();
  await page.locator(`[data-cart-count="${before + 1}"]`).waitFor({ timeout: 15000 });
  await screenshot('cart-count');

  // Opening the product put it on top of the browsing history.
  await page.goto(`${url}/view-history`);
  await page.locator('.ant-list-item').first().waitFor();
  expect((await page.locator('.ant-list-item').first().innerText()).includes(product.productName), 'the opened product heads the browsing history');

  // The bell: read one message, then delete one.
  const bell = page.getByRole('banner').getByRole('button', { name: /Messages|消息/ });
  const unread = Number(await bell.getAttribute('data-unread-count'));
  expect(unread > 0, 'the seeded messages include unread ones');
  await bell.click();
  const drawer = page.getByRole('dialog').filter({ hasText: /^(Messages|消息中心)/ });
  await drawer.locator('[data-message-id]').first().waitFor();
  await drawer.getByRole('button', { name: /^(Mark as read|标为已读)$/ }).first().click();
  await page.locator(`button[data-unread-count="${unread - 1}"]`).waitFor();
  await screenshot('messages');
  const total = (await api(page, 'GET', '/hmsg/v1/{org}/messages/user')).body.totalElements;
  await drawer.getByRole('button', { name: /^(Delete|删除) / }).first().click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: /^(Delete|删\s?除)$/ }).click();
  await page.waitForFunction(async (expected) => {
    const token = document.cookie.split('; ').find((c) => c.startsWith('access_token='))?.split('=')[1];
    const headers = { authorization: `Bearer ${token}` };
    const self = await (await fetch('/iam/hzero/v1/users/self', { headers })).json();
    const page = await (await fetch(`/hmsg/v1/${self.organizationId}/messages/user`, { headers })).json();
    return page.totalElements === expected;
  }, total - 1);
  await page.keyboard.press('Escape');

  // Every My Mall entry, in the enterprise mall and the member mall, opens its page.
  for (const prefix of ['', '/sigl']) {
    await page.goto(`${url}${prefix}/my-mall`);
    const menu = page.locator('.ant-menu a[href]');
    await menu.first().waitFor({ timeout: 30000 });
    // The permission-gated entries (My requests, My invoices, Personal centre) join once the batch check answers.
    await page.waitForFunction(() => document.querySelectorAll('.ant-menu a[href]').length >= 9, undefined, { timeout: 15000 }).catch(() => undefined);
    const hrefs = await menu.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.length >= 9, `My Mall lists its entries (lists ${hrefs.join(', ')})`);
    for (const href of hrefs) {
      await page.goto(`${url}${href}`);
      await page.waitForLoadState('networkidle');
      expect(!(await page.getByText(NOT_FOUND).first().isVisible().catch(() => false)), `${href} opens a page, not 'Page not found'`);
      if (prefix === '') await screenshot(`my-mall${href.replaceAll('/', '-')}`);
    }
  }
}
