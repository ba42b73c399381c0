// Issue 15, the electronics firm (CALB) in a real browser, as its buyer: settling goods that expire
// in under 45 days asks with a table of them, and cancelling puts them first in the cart; on the
// product detail the price history is a chart, the compatible machines open in a 742-wide drawer,
// and the same-product feedback shows its processing result, is confirmed, then submitted anew
// (Submit -> read-only with Modify).
import { api, cartRow, chooseIn, daysAhead, inEnglishAs, openCart, setNeededDate, watchCalls } from '../order-steps.mjs';

export default inEnglishAs('calb.buyer', async ({ page, url, screenshot, expect }) => {
  const { failures } = watchCalls(page, []);
  const lines = (await api(page, 'GET', '/smal/v1/{org}/shopping-carts')).body;
  const expiring = (await api(page, 'POST', '/marmot/v1/{org}/marmot-api/calb-expiring-goods', { cartIds: lines.map((l) => l.cartId) })).body;
  expect(Array.isArray(expiring) && expiring.length > 0 && expiring.length < lines.length, 'the demo cart holds goods expiring in under 45 days and others');
  // The seed answered a feedback on the first goods of the cart, which also expire soon.
  const records = await Promise.all(expiring.map(async (e) => ({ e, record: (await api(page, 'GET', `/smpc/v1/{org}/same-sku-manages/${lines.find((l) => l.cartId === e.cartId).productId}`)).body })));
  const answered = records.find((r) => r.record.manageStatus === 'APPROVED');
  expect(answered, 'an expiring cart line carries the seeded approved feedback');
  const soon = lines.find((l) => l.cartId === answered.e.cartId);
  const later = lines.filter((l) => !expiring.some((e) => e.cartId === l.cartId)).at(-1);

  // Settle the expiring goods with others: the confirm lists them; Cancel puts them first.
  await openCart(page, url);
  for (const line of [later, soon]) {
    const row = cartRow(page, line.productName);
    await setNeededDate(row, daysAhead(14));
    await row.getByRole('checkbox').check();
  }
  await page.getByRole('button', { name: /Settle/ }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Goods close to expiry' });
  await dialog.getByText(`${expiring.length} selected products expire in under 45 days`).waitFor({ timeout: 15000 });
  await dialog.getByTestId('outcome-table').getByText(soon.productName).waitFor();
  await dialog.getByText(answered.e.expiryDate).first().waitFor();
  await screenshot('expiring-confirm');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.waitForFunction((name) => document.querySelector('.ant-table-tbody .ant-table-row')?.textContent?.includes(name), soon.productName, { timeout: 10000 });
  expect(page.url().endsWith('/cart'), 'cancelling stays in the cart');
  await screenshot('cart-resorted');

  // The product detail of the expiring goods: price history chart, compatible machines drawer.
  await page.goto(`${url}/product-detail?productId=${soon.productId}&sourceFrom=CATA`);
  const history = page.getByTestId('price-history');
  await history.getByText('Price history').waitFor({ timeout: 30000 });
  await history.locator('svg.recharts-surface').waitFor({ timeout: 15000 });
  expect((await history.locator('.recharts-line-dot, .recharts-dot').count()) === 6, 'six price changes are drawn');
  await page.getByRole('button', { name: 'Compatible machines' }).click();
  const drawer = page.locator('.ant-drawer-content-wrapper');
  await page.getByText('Compatible machine configuration').waitFor();
  await drawer.getByText('ThinkCentre M90t').waitFor();
  expect(Math.round((await drawer.boundingBox()).width) === 742, 'the drawer is 742 wide');
  await screenshot('compatible-machines');
  await page.locator('.ant-drawer-close').click();
  await drawer.waitFor({ state: 'hidden' });

  // Same-product feedback: the answered one shows its result, is confirmed, then a new one is submitted.
  await page.getByRole('button', { name: 'Same product feedback' }).click();
  const modal = page.getByRole('dialog').filter({ hasText: 'Same product feedback' });
  await modal.getByText('Processing result').waitFor();
  await modal.getByText('approved', { exact: true }).waitFor();
  expect(await modal.getByTestId('feedback-remark').isDisabled(), 'the remark is read-only while a result is shown');
  await screenshot('feedback-result');
  await modal.getByRole('button', { name: 'Confirm' }).click();
  await modal.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Same product feedback' }).click();
  await modal.getByText('Not submitted').waitFor();
  // chooseIn reads the choice back and tries again: an option clicked while the list still
  // animates in can miss on a loaded machine, and Submit then stops at the required type.
  await chooseIn(page, modal.locator('.ant-select').first(), 'Specification differs');
  await modal.getByTestId('feedback-remark').fill('Same toner as the other listing');
  await modal.getByRole('button', { name: 'Submit' }).click();
  await modal.getByRole('button', { name: 'Modify' }).waitFor();
  expect(await modal.getByTestId('feedback-remark').isDisabled(), 'submitted feedback is read-only');
  const stored = (await api(page, 'GET', `/smpc/v1/{org}/same-sku-manages/${soon.productId}`)).body;
  expect(stored.manageStatus === 'SUBMIT' && stored.manageType === 'SPEC', 'the server holds the submitted feedback');
  await screenshot('feedback-submitted');
  // Modify withdraws it: the form is editable again and Submit is back.
  await modal.getByRole('button', { name: 'Modify' }).click();
  await modal.getByRole('button', { name: 'Submit' }).waitFor();
  expect(!(await modal.getByTestId('feedback-remark').isDisabled()), 'withdrawn feedback is editable again');
  expect(failures.length === 0, `no call failed on the way (${failures.join(', ')})`);
});
