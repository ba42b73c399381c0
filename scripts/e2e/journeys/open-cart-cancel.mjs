// e2e-shares: lilith
// Issue 16, the embedded order page: the internet firm's buyer pays an order waiting for payment
// in open-cart's full-screen modal (the pay-url page in an iframe), then cancels it there; after
// the confirmation the whole batch is cancelled (batch-order-cancel) and the buyer is on /cart.
import { api, inEnglishAs, watchCalls } from '../order-steps.mjs';

export default inEnglishAs('lilith.buyer', async ({ page, url, screenshot, expect }) => {
  const { calls, failures } = watchCalls(page, ['/pay-url', '/batch-order-cancel']);
  const self = (await api(page, 'GET', '/iam/hzero/v1/users/self')).body;
  const orderCode = `PO-MY-${self.id}-2`;
  const status = async () => {
    const lot = (await api(page, 'GET', `/smodr/v1/{org}/orders/pr-lot-num?batchNum=LOT-MY-${self.id}-2`)).body;
    return (await api(page, 'GET', `/smodr/v1/{org}/po-headers/detail/${lot.prHeaderIdList[0]}`)).body.mallOrderStatus;
  };
  expect((await status()) === 'PENDING_PAYMENT', 'the demo order waits for payment');
  await page.goto(`${url}/my-mall/my-order`);
  const card = page.getByLabel(`Order code ${orderCode}`);
  await card.waitFor({ timeout: 30000 });

  await card.getByRole('button', { name: 'Pay', exact: true }).click();
  const modal = page.getByRole('dialog').filter({ has: page.locator('iframe[title="Order"]') });
  await modal.waitFor({ timeout: 20000 });
  // Full screen: the embedded page spans the viewport's width once antd's opening zoom has ended
  // (measured on the iframe: the element antd gives role dialog is not the visible frame).
  let box;
  for (const deadline = Date.now() + 5000; Date.now() < deadline; await page.waitForTimeout(100)) {
    box = await modal.locator('iframe[title="Order"]').boundingBox();
    if (box && box.width >= 1250) break;
  }
  expect(box && box.width >= 1250, `the embedded page fills the screen (${box?.width} px wide)`);
  // The payment page loads inside the frame (the cashier may be framed by the mall alone).
  await page.frameLocator('iframe[title="Order"]').getByRole('button', { name: 'Pay' }).waitFor({ timeout: 20000 });
  await screenshot('embedded');

  await modal.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Cancel the orders of this batch and go back to the cart?' });
  await confirm.waitFor();
  await confirm.getByRole('button', { name: /^(OK|Confirm|确\s?定)$/ }).click();
  await page.waitForURL((u) => u.pathname === '/cart', { timeout: 20000 });
  await page.getByText('The orders were cancelled').waitFor();
  await page.getByRole('heading', { name: 'Shopping cart' }).waitFor();
  await screenshot('back-to-cart');

  const after = await status();
  expect(after === 'CANCELLED', `the order of the batch is cancelled (${after})`);
  expect(calls.some((c) => c.startsWith('POST /sd/v1/{org}/pay-url')) && calls.includes('POST /smodr/v1/{org}/orders/batch-order-cancel'), `pay-url then batch-order-cancel were called (${calls.join(', ')})`);
  expect(failures.length === 0, `no call failed on the way (${failures.join(', ')})`);
});
