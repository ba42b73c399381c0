// e2e-shares: t3-budgets (the same company's budgets as order-apply and order-pay: never side by side)
// Issue 11, My orders end to end as t3.buyer (core mall): the buyer places an order (one
// catalogue line with its budget, invoice and invoice address), follows apply-result's
// "My orders" button, finds the order under its status tab with the status the server gave it,
// opens its detail (header, lines, amounts, invoice) and its supplementary information, and buys again: the line is back in the
// cart with its quantity.
import { inEnglishAs,
  allocateBudget, api, cartRow, chooseInvoiceAddress, confirmTips, daysAhead, fillInvoice, openCart, orderCard, settle, watchCalls,
} from '../order-steps.mjs';

export default inEnglishAs('t3.buyer', steps);

async function steps({ page, url, screenshot, expect }) {
  const { failures } = watchCalls(page, []);

  // Place an order of one catalogue line, as a buyer does.
  const cart = (await api(page, 'GET', '/smal/v1/{org}/shopping-carts')).body;
  const line = cart.find((l) => l.currencyCode === 'CNY' && l.invalidFlag !== 1 && l.productSource === 'CATA');
  expect(line, 'the demo cart of t3.buyer holds a CNY catalogue line');
  await openCart(page, url);
  await allocateBudget(page, { productName: line.productName, budget: 'Office expenses budget', quantity: line.quantity, expect });
  await settle(page, [line.productName], daysAhead(7));
  const card = orderCard(page, 0);
  await fillInvoice(page, card, { header: 'T3 总公司', taxNumber: '91310000MA1FL0000X' });
  await chooseInvoiceAddress(page, card);
  await page.getByRole('button', { name: 'Submit order' }).click();
  await confirmTips(page);
  await page.waitForURL(/\/apply-result$/, { timeout: 20000 });
  const lot = /\(lot (LOT[0-9A-Z]+)\)/.exec(await page.locator('.ant-result-title').innerText())?.[1];
  expect(lot, 'the apply-result page names the lot');
  const made = (await api(page, 'GET', `/smodr/v1/{org}/orders/pr-lot-num?batchNum=${lot}`)).body;
  const poHeaderId = made.prHeaderIdList?.[0];
  const placed = (await api(page, 'GET', `/smodr/v1/{org}/po-headers/detail/${poHeaderId}`)).body;
  expect(placed.mallOrderStatus === 'SUBMITTED', `the server holds the new order as SUBMITTED (holds ${placed.mallOrderStatus})`);

  // apply-result's "My orders" lands on My orders, where the new order is listed first.
  await page.getByRole('link', { name: 'My orders' }).click();
  await page.waitForURL(/\/my-mall\/my-order$/);
  await page.getByText('My orders').first().waitFor();
  const listed = page.getByLabel(`Order code ${placed.orderCode}`);
  await listed.waitFor({ timeout: 20000 });
  // The line cells are their own chunk (fetched with the list): wait for the line as a buyer would see it.
  await listed.getByText(line.productName).first().waitFor({ timeout: 20000 });
  expect((await listed.innerText()).includes('Submitted'), 'the order shows its status Submitted');
  expect((await listed.innerText()).includes(line.productName), 'the order shows its line');
  await screenshot('list');

  // Its status tab counts and lists it; another tab does not.
  await page.getByRole('tab', { name: /^Submitted \(\d+\)$/ }).dispatchEvent('click'); // the tab bar scrolls inside the My Mall frame: a hidden tab is still a tab
  await listed.waitFor();
  await page.getByRole('tab', { name: /^Rejected \(\d+\)$/ }).dispatchEvent('click');
  await listed.waitFor({ state: 'detached' });
  await page.getByRole('tab', { name: /^All \(\d+\)$/ }).dispatchEvent('click');

  // Search by its code.
  await page.getByPlaceholder('Search by order code').fill(placed.orderCode);
  await page.getByPlaceholder('Search by order code').press('Enter');
  await page.getByRole('tab', { name: 'All (1)' }).waitFor();
  await screenshot('searched');

  // The detail: header, lines, amounts and invoice.
  await listed.getByRole('link', { name: 'Order detail' }).click();
  await page.waitForURL(/\/order-detail\?poHeaderId=\d+$/);
  await page.getByText('Order information').waitFor();
  const detail = await page.locator('main, body').first().innerText();
  for (const expected of [placed.orderCode, line.productName, 'T3 总公司', 'Order total', 'Submitted']) expect(detail.includes(expected), `the detail shows ${expected}`);
  await screenshot('detail');

  // Supplementary information: the header's panel (sidebar 380) names the order and its lot.
  await page.getByRole('button', { name: 'Supplementary information' }).first().click();
  const panel = page.locator('.ant-drawer').filter({ has: page.getByText('Supplementary information', { exact: true }) });
  await panel.getByText(lot, { exact: true }).waitFor({ timeout: 20000 });
  expect((await panel.innerText()).includes(placed.orderCode), 'the panel is titled with the order code');
  await screenshot('supplementary');
  await panel.getByRole('button', { name: 'Close', exact: true }).last().click();
  await panel.waitFor({ state: 'hidden' });

  // Buy again: the line is back in the cart with the ordered quantity.
  await page.getByRole('button', { name: 'Buy again' }).click();
  await page.getByText('1 product(s) added to the cart').waitFor();
  const after = (await api(page, 'GET', '/smal/v1/{org}/shopping-carts')).body;
  const back = after.find((l) => l.productId === line.productId);
  expect(back && back.quantity === line.quantity, `the line is back in the cart with quantity ${line.quantity} (cart holds ${back?.quantity})`);
  await screenshot('bought-again');

  // Spec 1 section 4 ('Rows may be flagged 'again' or selected when coming back'): in the cart
  // the line bought again is flagged and comes chosen.
  await openCart(page, url);
  const again = cartRow(page, line.productName);
  await again.getByText('Bought again').waitFor({ timeout: 30000 });
  const box = again.getByRole('checkbox', { name: `Select ${line.productName}` });
  for (let tries = 0; tries < 60 && !(await box.isChecked()); tries += 1) await page.waitForTimeout(500);
  expect(await box.isChecked(), 'the line bought again comes chosen in the cart');
  await screenshot('cart-bought-again');
  expect(failures.length === 0, `no call answered an error on the way (${failures.join(', ')})`);
}
