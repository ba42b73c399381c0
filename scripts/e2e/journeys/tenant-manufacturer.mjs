// Issue 16, the manufacturer (WULING) in a real browser, as its buyer: the warehouse permission
// (HANDLE, loaded from its call as a session value) shows in the cart footer, an auto-assigned
// and a hand-picked line cannot be selected together, the ERP stock dialog shows stock value,
// part awaiting stock and about 10-20 days, settling goods whose SAP stock is above safety stock
// asks the low-stock confirm (first 3 names, then 'etc.'), and a goods receipt is refused without
// cost centre ('please fill in cost centre') and accepted once the line's fields are filled.
import { api, cartRow, daysAhead, inEnglishAs, openCart, setCartNeededDate, watchCalls } from '../order-steps.mjs';

export default inEnglishAs('wuling.buyer', async ({ page, url, screenshot, expect }) => {
  const { failures } = watchCalls(page, []);
  const lines = (await api(page, 'GET', '/smal/v1/{org}/shopping-carts')).body;
  const autoLine = lines.find((l) => l.autoFlag === 1);
  const category = autoLine?.itemCategoryId;
  const picked = lines.filter((l) => l.autoFlag === 0 && l.itemCategoryId === category);
  expect(autoLine && picked.length >= 4, `the demo cart holds an auto-assigned line and four hand-picked ones of its category (${picked.length})`);

  await openCart(page, url);
  await page.getByText('Warehouse permission HANDLE: pick the warehouse of each line').waitFor({ timeout: 20000 });

  // Auto-assigned and hand-picked warehouse items are not selected together.
  await cartRow(page, picked[0].productName).waitFor({ timeout: 30000 });
  await cartRow(page, picked[0].productName).getByRole('checkbox').check();
  await cartRow(page, autoLine.productName).getByRole('checkbox').click();
  await page.getByRole('alert').filter({ hasText: 'Auto-assigned and hand-picked warehouse items cannot be selected together' }).waitFor();
  await screenshot('warehouse-apart');

  // The hand-picked lines: their ERP stock, then the low-stock confirm on settling.
  const date = daysAhead(14);
  for (const line of picked.slice(0, 4)) {
    const row = cartRow(page, line.productName);
    // Settle waits for no unsaved entry, so each date is saved before the next.
    if ((await row.getByRole('textbox', { name: 'Needed date' }).inputValue()) !== date) await setCartNeededDate(page, line.productName, date);
    if (!(await row.getByRole('checkbox').isChecked())) await row.getByRole('checkbox').check();
  }
  await page.getByRole('button', { name: 'ERP stock' }).click();
  const erp = page.getByRole('dialog').filter({ hasText: 'The part awaiting stock is delivered in about 10-20 days' });
  await erp.getByText(`${picked[0].productName} (${picked[0].itemCode})`).waitFor({ timeout: 15000 });
  await erp.getByRole('columnheader', { name: 'Part awaiting stock' }).waitFor();
  await screenshot('erp-stock');
  await erp.getByRole('button', { name: 'Close' }).click();
  await erp.waitFor({ state: 'hidden' });

  await page.getByRole('button', { name: /Settle/ }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: "the products' stock is above safety stock, continue?" });
  await confirm.waitFor({ timeout: 20000 });
  await confirm.locator('.ant-list-item').filter({ hasText: 'etc.' }).waitFor();
  const items = await confirm.locator('.ant-list-item').allTextContents();
  expect(items.length === 4 && items[3] === 'etc.', `the confirm lists the first 3 names, then etc. (${items.join(' | ')})`);
  await screenshot('low-stock-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'hidden' });
  expect(page.url().endsWith('/cart'), 'cancelling the confirm stays in the cart');

  // Goods receipt: refused without cost centre, accepted once the line's fields are filled.
  const self = (await api(page, 'GET', '/iam/hzero/v1/users/self')).body;
  const orderCode = `PO-RCV-${self.id}-1`;
  await page.goto(`${url}/my-mall/my-order`);
  await page.getByPlaceholder('Search by order code').fill(orderCode);
  await page.getByPlaceholder('Search by order code').press('Enter');
  const card = page.getByLabel(`Order code ${orderCode}`);
  await card.waitFor({ timeout: 20000 });
  await card.getByRole('button', { name: 'Receipt', exact: true }).click();
  const drawer = page.locator('.ant-drawer').filter({ has: page.getByText('Accept', { exact: true }) });
  await drawer.getByRole('button', { name: 'confirm receipt' }).waitFor();
  const rows = drawer.locator('.ant-table-tbody .ant-table-row');
  await rows.first().waitFor({ timeout: 20000 });
  // Only the first line, without stock entry, so the receipt is about the cost centre alone.
  const count = await rows.count();
  for (let i = 1; i < count; i += 1) await rows.nth(i).locator('.ant-checkbox-input').first().uncheck();
  const intoStock = rows.first().getByRole('checkbox', { name: 'convert to stock for use' });
  if ((await intoStock.count()) > 0 && (await intoStock.isChecked())) await intoStock.uncheck();
  await drawer.getByRole('button', { name: 'confirm receipt' }).click();
  const refusal = drawer.getByText('please fill in cost centre').first();
  await refusal.waitFor({ timeout: 15000 });
  // The line's own fields sit at the right end of the wide receipt table.
  await refusal.scrollIntoViewIfNeeded();
  await screenshot('receipt-refused');

  await rows.first().getByRole('button', { name: 'Fill in' }).click();
  const form = page.locator('.ant-drawer').filter({ hasText: 'More about' });
  await form.getByLabel('Cost centre').fill('CC-4100');
  await form.getByLabel('Use type').fill('PRODUCTION');
  await form.getByLabel('Invoice receiver').fill('Li Lei');
  await form.getByLabel('Invoice address').fill('No. 18 Hexi Road, Liuzhou');
  await form.getByRole('button', { name: 'OK' }).click();
  await form.waitFor({ state: 'hidden' });
  const submitted = page.waitForResponse((r) => r.url().includes('/receipt-entrys/receipt-submit'), { timeout: 20000 });
  await drawer.getByRole('button', { name: 'confirm receipt' }).click();
  const answer = await submitted;
  const sent = JSON.parse(answer.request().postData() ?? '{}');
  expect(answer.status() === 200, `the receipt was accepted (${answer.status()})`);
  expect(sent.receiptEntryList?.[0]?.attributeVarchar1 === 'CC-4100', 'the cost centre went with the receipt line');
  await page.getByText('receipt successful').waitFor({ timeout: 20000 });
  await screenshot('receipt-accepted');
  expect(failures.length === 0, `no call failed on the way (${failures.join(', ')})`);
});
