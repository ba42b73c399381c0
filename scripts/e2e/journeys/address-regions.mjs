// Issue 18 in a real browser: an unknown /pub path shows the public not-found page (it crashed
// with "the mall context needs a started session"); a receiving address is created, edited and
// deleted on a four-level region (delete always failed: the browser and server paths differed);
// country + three levels is 'Region incomplete' in the form and from the server alike; a region
// chosen on a product is remembered per buyer and dropped when prepare reports it invalid.
import { api, switchToEnglish } from '../order-steps.mjs';
import { openTab, pickRegion } from '../pickers.mjs';

const CONTACT = 'Region Journey';

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
  await pickRegion(page, drawer.getByRole('combobox', { name: 'Region' }), 4);
  await drawer.getByRole('button', { name: 'Save' }).click();
  await drawer.getByText('Region incomplete').waitFor({ timeout: 10000 });
  await screenshot('three-levels-refused');

  await pickRegion(page, drawer.getByRole('combobox', { name: 'Region' }), 5);
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

  await rememberedRegion(page, url, expect, screenshot);
}

/**
 * Spec 1 section 3 ("Saved region per user") and section 4 step 7: a region chosen on a product
 * is remembered for the buyer and sent with the product calls next time; a cached region that
 * prepare reports invalid (result 1) is removed from local storage and cookies.
 */
async function rememberedRegion(page, url, expect, screenshot) {
  await page.goto(`${url}/product-list`);
  const card = page.locator('a[href*="/product-detail?"]').first();
  await card.waitFor({ timeout: 30000 });
  await page.goto(`${url}${await card.getAttribute('href')}`);
  await page.locator('#product-quantity').waitFor({ timeout: 30000 });
  await page.getByRole('button', { name: 'Change' }).click();
  const drawer = page.locator('.ant-drawer').filter({ has: page.getByRole('tab', { name: 'Receiving address' }) });
  const regionBox = drawer.getByRole('combobox', { name: 'Region' });
  await openTab(drawer, 'Region', regionBox);
  await pickRegion(page, regionBox, 5);
  const chosen = page.waitForResponse((r) => /[?&](regionId|countyCode)=\d+/.test(r.url()) && !r.url().includes('addressId='), { timeout: 20000 });
  await drawer.getByRole('button', { name: 'Deliver to this region' }).click();
  const regionParam = new URL((await chosen).url()).searchParams;
  const asked = regionParam.get('regionId') ?? regionParam.get('countyCode');
  const deliverTo = await page.locator('.ant-descriptions-item').filter({ hasText: 'Deliver to' }).locator('.ant-descriptions-item-content').innerText();

  const again = page.waitForResponse((r) => new URL(r.url()).searchParams.get(regionParam.get('regionId') ? 'regionId' : 'countyCode') === asked, { timeout: 30000 });
  await page.reload();
  expect((await again).ok(), `the product is asked for at the remembered region (${asked}) after a reload`);
  await page.locator('.ant-descriptions').getByText(deliverTo.split('\n')[0].trim()).first().waitFor({ timeout: 15000 });
  const savedKey = await page.evaluate(() => Object.keys(localStorage).find((k) => k.startsWith('mall.region.')));
  expect(Boolean(savedKey), 'the region is kept in local storage under the user');
  await screenshot('region-remembered');

  await page.evaluate(() => {
    document.cookie = 'mall_region_ids=999999999; path=/';
  });
  const prepare = page.waitForResponse((r) => r.url().includes('/prepare?') && r.url().includes('regionIdList=999999999'), { timeout: 30000 });
  await page.reload();
  expect((await prepare).ok(), 'prepare is sent the cached region ids');
  await page.locator('#product-quantity').waitFor({ timeout: 30000 });
  expect(!(await page.evaluate((key) => localStorage.getItem(key), savedKey)), 'a region prepare reports invalid is removed from local storage');
  expect(!(await page.evaluate(() => document.cookie.includes('mall_region_ids'))), 'and from the cookies');
}
