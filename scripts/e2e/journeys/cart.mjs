// Spec 1 sections 4-5 in a real browser as t3.buyer: the cart, the same-currency refusal named
// by its rule, and a new receiving address on a 4-level region.
export default async function cart({ page, url, signIn, screenshot, expect }) {
  await signIn(page, 't3.buyer');
  // The buying identity dialog greets the buyer on entry; confirm the current unit.
  const identity = page.getByRole('dialog', { name: 'purchase identity selection' });
  if (await identity.isVisible().catch(() => false)) await identity.getByRole('button', { name: 'Confirm' }).click();

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
  expect(await page.getByText('Refused by rule core.cart.same-currency of core').isVisible(), 'the refusal names the rule and its plugin');
  expect(!(await rows.nth(other).getByRole('checkbox').isChecked()), 'the refused line stays unselected');
  expect(await page.getByText('1 selected').isVisible(), 'the footer counts the one allowed line');
  await screenshot('same-currency-refusal');

  // A new address through the change-address dialog.
  await page.getByRole('button', { name: 'Change address' }).click();
  await page.getByRole('button', { name: 'New address' }).click();
  const drawer = page.locator('.ant-drawer');
  await drawer.getByLabel('Contact name').fill('E2E Buyer');
  await drawer.getByLabel('Mobile').fill('13912345678');
  await drawer.getByLabel('Detailed address').fill('1 Test Road');
  await drawer.getByRole('combobox', { name: 'Region' }).click();
  const menus = page.locator('.ant-cascader-menu');
  for (let level = 0; level < 5; level++) {
    const menu = menus.nth(level);
    if (!(await menu.isVisible().catch(() => false))) break;
    await menu.locator('.ant-cascader-menu-item').first().click();
    await page.waitForTimeout(300);
  }
  await page.keyboard.press('Tab');
  await screenshot('address-form');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await page.getByText('new address created successfully').waitFor({ timeout: 15000 });
  expect(await page.getByText('E2E Buyer').first().isVisible(), 'the new address is listed');
  await screenshot('address-created');
}
