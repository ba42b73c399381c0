// Spec 1 sections 4-5 in a real browser as t3.buyer: the cart, the same-currency refusal named
// by its rule, and a new receiving address on a 4-level region.
import { pickRegion } from '../pickers.mjs';

export default async function cart({ page, url, signIn, screenshot, expect }) {
  await signIn(page, 't3.buyer');
  // The journey reads the English texts; the demo buyer's own language is zh_CN.
  await page.evaluate(() => localStorage.setItem('mall.language', 'en_US'));
  // The demo cart holds CNY lines only: put one USD product in it first, as a buyer would from
  // the catalogue, through the same add-to-cart call.
  const added = await page.evaluate(async () => {
    const token = document.cookie.split('; ').find((c) => c.startsWith('access_token='))?.split('=')[1];
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const self = await (await fetch('/iam/hzero/v1/users/self', { headers })).json();
    const list = await (await fetch(`/smal/v1/${self.organizationId}/products?page=0&size=100`, { headers })).json();
    for (const product of list.content.filter((p) => p.currencyCode === 'USD')) {
      const quantity = Math.max(product.minPurchaseQuantity ?? 1, product.minPackageQuantity ?? 1);
      const res = await fetch(`/smal/v1/${self.organizationId}/shopping-carts`, { method: 'POST', headers, body: JSON.stringify({ productId: product.productId, quantity }) });
      if (res.ok) return product.productName;
    }
    return undefined;
  });
  expect(added, 'a USD product could be added to the cart');

  await page.goto(`${url}/cart`);
  await page.getByRole('heading', { name: 'Shopping cart' }).waitFor();
  await page.locator('.ant-table-row').first().waitFor({ timeout: 30000 });
  await screenshot('cart');

  // Pick the first line, then the first line of another currency.
  const rows = page.locator('.ant-table-row');
  const count = await rows.count();
  const currencies = [];
  for (let i = 0; i < count; i++) currencies.push(((await rows.nth(i).locator('td').nth(2).innerText()) || '').split(' ')[0]);
  const other = currencies.findIndex((c) => c && c !== currencies[0]);
  expect(other > 0, 'the demo cart of t3.buyer holds lines of two currencies');
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(other).getByRole('checkbox').click();
  await page.getByText('Only products with the same currency can be chosen!').waitFor();
  expect(await page.getByText("This is one of the mall's purchasing rules.").isVisible(), 'the refusal says whose rule it is, in the buyer\'s words');
  expect((await page.getByRole('alert').filter({ hasText: 'same currency' }).getAttribute('data-rule-id')) === 'core.cart.same-currency', 'the rule id stays for the developer tools');
  expect(!(await rows.nth(other).getByRole('checkbox').isChecked()), 'the refused line stays unselected');
  expect(await page.getByText('1 selected').isVisible(), 'the footer counts the one allowed line');
  await screenshot('same-currency-refusal');

  // The demo seeds cost allocation rows on the buyer's first lines: only those offer the side panel.
  const allocationLinks = page.getByRole('button', { name: 'Cost allocation' });
  await allocationLinks.first().waitFor();
  expect((await allocationLinks.count()) < count, 'lines without allocation rows offer no cost allocation link');
  await allocationLinks.first().click();
  const side = page.locator('.ant-drawer').filter({ hasText: 'Xuhui flagship store' });
  await side.waitFor();
  expect(await side.getByText('Shanghai central warehouse').first().isVisible(), 'the side panel shows the receiving warehouse of the allocation');
  await screenshot('cost-allocation');
  await page.keyboard.press('Escape');
  await side.waitFor({ state: 'detached' });

  // A new address through the change-address dialog.
  await page.getByRole('button', { name: 'Change address' }).click();
  await page.getByRole('button', { name: 'New address' }).click();
  const drawer = page.locator('.ant-drawer');
  await drawer.getByLabel('Contact name').fill('E2E Buyer');
  await drawer.getByLabel('Mobile').fill('13912345678');
  await drawer.getByLabel('Detailed address').fill('1 Test Road');
  // Country and four levels below it (spec 1's rule), the fifth being a town.
  await pickRegion(page, drawer.getByRole('combobox', { name: 'Region' }), 5);
  await screenshot('address-form');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await page.getByText('new address created successfully').waitFor({ timeout: 15000 });
  expect(await page.getByText('E2E Buyer').first().isVisible(), 'the new address is listed');
  await screenshot('address-created');
}
