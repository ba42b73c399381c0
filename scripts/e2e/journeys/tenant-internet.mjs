// e2e-shares: lilith
// Issue 16, the internet firm (LILITH) in a real browser: 'My wallet' in the top bar (the
// wallet-transfer call returned the buyer's wallet URL); collection-use and purchase goods are
// not selected together; settling collection-use goods asks for the OA request; and submitting a
// collection order whose amount reaches the approval condition asks 'current collection order
// amount reached approval condition, confirm submit' (spec 3 section 8) before it is sent; the
// confirmed submit makes an OA purchase request, not an order, and the buyer lands on it in My
// requests with its 'OA approval' link.
import { api, chooseInvoiceAddress, daysAhead, fillInvoice, inEnglishAs, openCart, orderCard, selectLines, setCartNeededDate, watchCalls } from '../order-steps.mjs';

/** Answers the confirm dialog that says `text` with its primary button. */
async function confirmWith(page, text) {
  const dialog = page.locator('.ant-modal-confirm, .ant-modal').filter({ hasText: text }).last();
  await dialog.waitFor({ timeout: 20000 });
  await dialog.locator('.ant-btn-primary').last().click();
  await dialog.waitFor({ state: 'hidden' });
}

export default inEnglishAs('lilith.buyer', async ({ page, url, screenshot, expect }) => {
  const { calls, failures } = watchCalls(page, ['/pre-order', '/wallet-transfer']);
  const self = (await api(page, 'GET', '/iam/hzero/v1/users/self')).body;
  const wallet = page.getByRole('link', { name: 'My wallet' });
  await wallet.waitFor({ timeout: 15000 });
  const href = (await wallet.getAttribute('href')) ?? '';
  expect(new RegExp(`^https://wallet\\.lilith\\.example/transfer\\?account=WLT-LILITH-${self.id}&lang=(en_US|zh_CN)$`).test(href), `the wallet link is the call's URL (${href})`);

  const lines = (await api(page, 'GET', '/smal/v1/{org}/shopping-carts')).body;
  const collection = lines.find((l) => l.receiveFlag === 1);
  const purchase = lines.find((l) => l.receiveFlag !== 1 && l.invalidFlag !== 1);
  expect(collection && purchase, 'the demo cart holds collection-use and purchase goods');
  expect(collection.totalPrice >= 5000, `the collection line reaches the approval condition (${collection.totalPrice})`);

  await openCart(page, url);
  const rowOf = (line) => page.locator('.ant-table-row').filter({ hasText: line.productName }).first();
  await rowOf(collection).getByRole('checkbox').check();
  await rowOf(purchase).getByRole('checkbox').click();
  await page.getByRole('alert').filter({ hasText: 'Collection-use and purchase goods cannot be selected together' }).waitFor();
  expect(!(await rowOf(purchase).getByRole('checkbox').isChecked()), 'the purchase line stayed unselected');
  await screenshot('apart');

  // Settling collection-use goods goes through the OA request, which the buyer confirms.
  await rowOf(collection).getByRole('checkbox').uncheck();
  await setCartNeededDate(page, collection.productName, daysAhead(10));
  await selectLines(page, [collection.productName]);
  await page.getByRole('button', { name: 'Settle' }).click();
  await confirmWith(page, 'Collection-use goods must use the OA request, confirm to continue');
  await page.waitForURL(/\/before-order$/);
  await page.getByRole('heading', { name: 'Confirm order' }).waitFor();

  const card = orderCard(page, 0);
  await fillInvoice(page, card, { header: 'LILITH 总公司', taxNumber: '91310000MA1FL0000X' });
  await chooseInvoiceAddress(page, card);
  await page.getByRole('button', { name: 'Submit order' }).click();
  // The spec's sentence, before anything is sent.
  const approval = page.locator('.ant-modal').filter({ hasText: 'current collection order amount reached approval condition, confirm submit' });
  await approval.waitFor({ timeout: 20000 });
  expect(!calls.some((c) => c.includes('/pre-order')), 'nothing was sent before the approval confirm');
  await screenshot('approval-confirm');
  await confirmWith(page, 'current collection order amount reached approval condition, confirm submit');
  // Any further core tips (the 7-day reservation and the like) are answered as a buyer would.
  for (let i = 0; i < 3 && !/\/my-request/.test(page.url()); i++) {
    const more = page.locator('.ant-modal-confirm').filter({ hasText: 'tips' }).last();
    // A dialog may be the approval confirm leaving, or close as the submit navigates: a missed click is fine.
    if (await more.waitFor({ timeout: 3000 }).then(() => true, () => false)) await more.locator('.ant-btn-primary').last().click({ timeout: 5000 }).catch(() => undefined);
  }
  await page.waitForURL(/\/my-request\?requestNum=PR-/, { timeout: 30000 });
  expect(calls.filter((c) => c.includes('/pre-order')).length === 1, `one submit (${calls.join(', ')})`);
  const requestNum = new URL(page.url()).searchParams.get('requestNum');
  // The request, as My requests shows it: its card with the OA approval link of the firm's OA system.
  const requestCard = page.locator(`[data-request-num="${requestNum}"]`);
  await requestCard.waitFor({ timeout: 30000 });
  const oa = requestCard.getByRole('link', { name: 'OA approval' });
  await oa.waitFor({ timeout: 15000 });
  expect((await oa.getAttribute('href')) === `https://oa.lilith.example/approval/${requestNum}`, `the OA approval link of ${requestNum}`);
  await screenshot('request-made');
  const left = (await api(page, 'GET', '/smal/v1/{org}/shopping-carts')).body;
  expect(!left.some((l) => l.cartId === collection.cartId) && left.some((l) => l.cartId === purchase.cartId), 'the collection line became the request, the purchase line stayed');
  expect(failures.length === 0, `no call failed on the way (${failures.join(', ')})`);
});
