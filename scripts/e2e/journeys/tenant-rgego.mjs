// Issue 6, RGEGO in a real browser (spec 3 section 5, minimum-price flag): a line whose goods
// are also offered cheaper cannot be submitted without a remark; the refusal names the goods
// and the cheaper offer and comes from the tenant's rule, not core's. With a remark the same
// order is placed.
import { daysAhead, setNeededDate, switchToEnglish, watchCalls } from '../order-steps.mjs';

export default async function tenantRgego({ page, url, signIn, screenshot, expect }) {
  await signIn(page, 'rgego.buyer');
  await switchToEnglish(page);
  const { failures } = watchCalls(page, []);
  const preOrders = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/shopping-carts\/pre-order$|\/carts\/pre-order$|\/orders\/submit/.test(new URL(request.url()).pathname)) preOrders.push(new URL(request.url()).pathname);
  });

  // The buyer's cart line for which the catalogue holds a cheaper offer of the same goods.
  const line = await page.evaluate(async () => {
    const token = document.cookie.split('; ').find((c) => c.startsWith('access_token='))?.split('=')[1];
    const headers = { authorization: `Bearer ${token}` };
    const self = await (await fetch('/iam/hzero/v1/users/self', { headers })).json();
    const lines = await (await fetch(`/smal/v1/${self.organizationId}/shopping-carts`, { headers })).json();
    return lines.find((l) => l.cheapestSkuId !== undefined && l.cheapestSkuId !== l.productId);
  });
  expect(line, 'the demo cart of rgego.buyer holds a line that is not the minimum price');

  await page.goto(`${url}/cart`);
  await page.getByRole('heading', { name: 'Shopping cart' }).waitFor();
  const row = page.locator('.ant-table-row').filter({ hasText: line.productName }).first();
  await row.waitFor({ timeout: 30000 });
  await setNeededDate(row, daysAhead(14));
  await row.getByRole('checkbox').check();
  // The tenant's own antd note in the cart footer (slots.cart.footer), counted over the selection.
  await page.locator('.ant-alert-warning').filter({ hasText: 'Selected products that are not the minimum price:' }).waitFor();
  await page.getByRole('button', { name: /Settle/ }).click();
  await page.waitForURL(/before-order/, { timeout: 15000 });
  await page.getByRole('heading', { name: 'Confirm order' }).waitFor();
  const order = page.locator('.ant-card').filter({ hasText: 'Order 1' }).first();
  await order.locator('.ant-table-row').first().waitFor();

  // Everything core asks for on the order: needed date, invoice, invoice address.
  const today = new Date();
  const due = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 14);
  const iso = `${due.getFullYear()}-${String(due.getMonth() + 1).padStart(2, '0')}-${String(due.getDate()).padStart(2, '0')}`;
  const lineRow = order.locator('.ant-table-row').first();
  await lineRow.getByPlaceholder('Select date').fill(iso);
  await lineRow.getByPlaceholder('Select date').press('Enter');
  await order.getByRole('button', { name: 'Edit invoice' }).click();
  const invoice = page.getByRole('dialog').filter({ hasText: 'Invoice method' });
  // A company VAT invoice with the goods, with the company's registration details.
  for (const label of ['Invoice method', 'Invoice type', 'Title type', 'Invoice detail']) {
    await invoice.getByRole('combobox', { name: label }).click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option:not(.ant-select-item-option-disabled)').first().click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').first().waitFor({ state: 'hidden', timeout: 3000 }).catch(() => undefined);
  }
  const company = {
    'Invoice title': 'RGEGO Trading Co., Ltd.',
    'Tax registration number': '91110105MA01ABCD2X',
    'Registered address': '88 Renmin Road, Shijiazhuang',
    'Registered phone': '0311-87654321',
    'Deposit bank': 'Bank of Hebei, Shijiazhuang branch',
    'Bank account': '6222020402001234567',
  };
  for (const [label, value] of Object.entries(company)) {
    const box = invoice.getByLabel(label, { exact: true });
    if (await box.isEnabled().catch(() => false)) await box.fill(value);
  }
  await invoice.getByRole('button', { name: /OK|Confirm/ }).click();
  await invoice.waitFor({ state: 'hidden' });
  await order.getByRole('button', { name: 'Choose address' }).click();
  const addresses = page.getByRole('dialog').filter({ hasText: 'Choose the invoice address' });
  await addresses.getByRole('radio', { disabled: false }).first().click();
  await addresses.waitFor({ state: 'hidden' });
  expect(!(await order.getByText('No address chosen').isVisible()), 'an invoice address is chosen');

  // Without a remark the tenant's rule refuses the line, naming the goods and the cheaper offer.
  const refusal = `${line.productName} is not the minimum price (a cheaper offer of ${line.cheapestSkuName} exists), please fill in the remark`;
  await page.getByRole('button', { name: 'Submit order' }).click();
  await order.getByText(refusal).waitFor();
  expect(preOrders.length === 0, 'nothing was submitted while the remark was missing');
  await screenshot('remark-required');

  // With a remark the order goes through.
  await lineRow.getByRole('textbox').last().fill('The cheaper offer ships in six weeks; this one in a week');
  await page.getByRole('button', { name: 'Submit order' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Submit the order now?' });
  if (await confirm.waitFor({ timeout: 5000 }).then(() => true, () => false)) await confirm.getByRole('button', { name: /OK|Confirm/ }).click();
  await page.waitForURL((u) => !u.pathname.includes('before-order'), { timeout: 30000 });
  expect(preOrders.length > 0, 'the order was submitted');
  expect(!(await page.getByText(refusal).isVisible()), 'the refusal is gone');
  await page.waitForLoadState('networkidle');
  await screenshot('submitted');
  expect(failures.length === 0, `no call failed on the way (${failures.join(', ')})`);
}
