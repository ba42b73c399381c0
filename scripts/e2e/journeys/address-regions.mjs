// Issue 18 in a real browser: an unknown /pub path shows the public not-found page (it crashed
// with "the mall context needs a started session"); a receiving address is created, edited and
// deleted on a four-level region (delete always failed: the browser and server paths differed);
// country + three levels is 'Region incomplete' in the form and from the server alike.
import { api, switchToEnglish } from '../order-steps.mjs';

const CONTACT = 'Region Journey';

/** Picks the first entry of `levels` cascader levels (the first level is the country). */
async function pickRegion(page, drawer, levels) {
  await drawer.getByRole('combobox', { name: 'Region' }).click();
  const menus = page.locator('.ant-cascader-menu');
  for (let level = 0; level < levels; level++) {
    const item = menus.nth(level).locator('.ant-cascader-menu-item').first();
    await item.waitFor({ timeout: 15000 });
    await item.click();
  }
  await page.keyboard.press('Escape');
}

export default async function addressRegions({ page, url, signIn, screenshot, expect }) {
  await page.goto(`${url}/pub/no-such-page`);
  // A visitor has no stored language: the public pages speak the default, zh_CN.
  await page.getByText(/Page not found|页面不存在/).waitFor({ timeout: 20000 });
  expect(await page.getByText('采购商城').first().isVisible(), 'the public layout frames the page');
  expect((await page.getByRole('link', { name: /Back to home|返回首页/ }).getAttribute('href')) === '/pub', 'the public not-found page leads to the public home');
  await screenshot('pub-not-found');

  await signIn(page, 't3.buyer');
  await switchToEnglish(page);

  // The server refuses what the form refuses: country (1) + province + city + county is three levels.
  const refused = await api(page, 'POST', '/smal/v1/{org}/addresss', {
    contactName: CONTACT, internationalTelCode: '+86', mobile: '13912345678', address: '1 Region Road', regionIdList: [1, 11, 1101, 110101],
  });
  expect(refused.status === 422 && /Region incomplete/.test(JSON.stringify(refused.body)), `the server refuses a 3-level region: ${JSON.stringify(refused)}`);

  await page.goto(`${url}/cart`);
  await page.getByRole('button', { name: 'Change address' }).click();
  await page.getByRole('button', { name: 'New address' }).click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: 'New address' });
  await drawer.getByLabel('Contact name').fill(CONTACT);
  await drawer.getByLabel('Mobile').fill('13912345678');
  await drawer.getByLabel('Detailed address').fill('1 Region Road');
  await pickRegion(page, drawer, 4);
  await drawer.getByRole('button', { name: 'Save' }).click();
  await drawer.getByText('Region incomplete').waitFor({ timeout: 10000 });
  await screenshot('three-levels-refused');

  await pickRegion(page, drawer, 5);
  await drawer.getByRole('button', { name: 'Save' }).click();
  await page.getByText('new address created successfully').waitFor({ timeout: 15000 });
  const row = page.locator('.ant-list-item').filter({ hasText: CONTACT });
  await row.first().waitFor();
  await screenshot('created');

  await row.first().getByRole('button', { name: 'Edit' }).click();
  const edit = page.locator('.ant-drawer').filter({ hasText: 'Edit address' });
  await edit.getByLabel('Contact name').fill(`${CONTACT} 2`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await page.getByText('address modified successfully').waitFor({ timeout: 15000 });
  const edited = page.locator('.ant-list-item').filter({ hasText: `${CONTACT} 2` });
  await edited.first().waitFor();

  await edited.first().getByRole('button', { name: 'Delete' }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'OK' }).click();
  await edited.first().waitFor({ state: 'detached', timeout: 15000 });
  expect(!(await page.getByText('Sorry, the server is having a problem').isVisible()), 'deleting an address does not fail');
  await screenshot('deleted');
}
