// Issue 14, manual purchase requests end to end as t3.buyer (core mall): the buyer opens
// /add-purchase, fills the title and two manual lines, attaches a file to the first line, submits
// (one request made), finds it in My requests under Submitted, withdraws it (back to New) and
// re-edits it: the page loads it, the buyer changes a quantity and submits again. Then buy again
// of a seeded request whose first line names a manual product puts that product into the cart,
// and an entry address with addressCode=PURCHASE_MANUALLY lands on /add-purchase.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, daysAhead, inEnglishAs } from '../order-steps.mjs';

export default inEnglishAs('t3.buyer', steps);

async function fillLine(page, n, values) {
  await page.getByLabel(`Product name ${n}`).fill(values.name);
  await page.getByLabel(`Specification ${n}`).fill(values.spec);
  await page.getByLabel(`Quantity ${n}`).fill(String(values.quantity));
  await page.getByLabel(`Unit ${n}`).fill(values.uom);
  await page.getByLabel(`Estimated price ${n}`).fill(String(values.price));
  const date = page.getByLabel(`Needed date ${n}`);
  await date.click();
  await date.fill(values.date);
  await date.press('Enter');
}

async function steps({ page, url, screenshot, expect }) {
  const saves = [];
  page.on('request', (r) => {
    if (/\/mall-requests\/(save|renew)/.test(r.url()) && r.method() === 'POST') saves.push(r.postDataJSON());
  });
  const title = `Kitchen tools ${Date.now().toString(36)}`;
  await page.goto(`${url}/add-purchase`);
  await page.getByText('New purchase request').first().waitFor({ timeout: 20000 });
  await page.getByLabel('Request title').fill(title);
  await fillLine(page, 1, { name: 'Chef knife', spec: '20 cm', quantity: 3, uom: 'pcs', price: 120, date: daysAhead(10) });
  await page.getByRole('button', { name: 'Add line' }).click();
  await fillLine(page, 2, { name: 'Cutting board', spec: 'oak', quantity: 2, uom: 'pcs', price: 80, date: daysAhead(12) });

  // A quotation on the first line (purchase-request attachments: 5 MB).
  const folder = mkdtempSync(join(tmpdir(), 'mall-e2e-request-'));
  const quotation = join(folder, 'knife-quotation.pdf');
  writeFileSync(quotation, `%PDF-1.4\n% quotation ${Date.now()}\n`);
  const uploaded = page.waitForResponse((r) => r.url().includes('/attachment/multipart') && r.status() === 200);
  await page.locator('.ant-table-row').first().locator('input[type=file]').setInputFiles(quotation);
  await uploaded;
  await page.getByText('knife-quotation.pdf').first().waitFor();
  await page.getByText('Estimated total: 520.00').waitFor();
  await screenshot('filled');

  await page.getByRole('button', { name: 'Submit' }).dblclick();
  await page.waitForURL(/\/my-request$/, { timeout: 20000 });
  const mine = (await api(page, 'GET', `/smodr/v1/{org}/mall-requests/mall-list?title=${encodeURIComponent(title)}`)).body;
  expect(mine.totalElements === 1, `one request was made (found ${mine.totalElements})`);
  const request = mine.content[0];
  expect(request.mallManualRequestStatus === 'SUBMITTED', `the request is SUBMITTED (is ${request.mallManualRequestStatus})`);
  expect(request.mallRequestEntryViewVOList.length === 2 && !!request.mallRequestEntryViewVOList[0].attachmentUuid, 'two lines, the first with its attachment');

  // My requests: under Submitted, then withdrawn back to New.
  const card = page.locator(`[data-request-num="${request.requestNum}"]`);
  await page.getByRole('tab', { name: /^Submitted \(\d+\)$/ }).click();
  await card.waitFor({ timeout: 20000 });
  await screenshot('my-requests');
  await card.getByRole('button', { name: 'Withdraw' }).click();
  await page.getByRole('button', { name: 'OK' }).click();
  await card.waitFor({ state: 'detached' });
  await page.getByRole('tab', { name: /^New \(\d+\)$/ }).click();
  await card.waitFor();

  // Re-edit: the form loads the request; a changed quantity is submitted again under the same number.
  await card.getByRole('button', { name: 'Re-edit' }).click();
  await page.getByText(`Re-edit purchase request ${request.requestNum}`).waitFor({ timeout: 20000 });
  expect((await page.getByLabel('Request title').inputValue()) === title, 'the title is loaded');
  await page.getByLabel('Quantity 2').fill('4');
  await page.getByText('Estimated total: 680.00').waitFor();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL(/\/my-request$/, { timeout: 20000 });
  const after = (await api(page, 'GET', `/smodr/v1/{org}/mall-requests/mall-detail?mallRequestId=${request.mallRequestId}`)).body;
  expect(after.mallManualRequestStatus === 'SUBMITTED' && after.amount === 680, `resubmitted with the new quantity (${after.mallManualRequestStatus}, ${after.amount})`);
  expect(saves.every((s) => s.clientKey === saves[0].clientKey) || saves.length > 1, 'the first form sent one key');
  await screenshot('resubmitted');

  // Buy again: the seeded turned-into-order request's manual product goes into the cart.
  const seededToPo = (await api(page, 'GET', '/smodr/v1/{org}/mall-requests/mall-list?requestNum=PR-MY-&mallManualRequestStatus=TO_PO')).body.content[0];
  const product = seededToPo.mallRequestEntryViewVOList.find((e) => e.productId);
  expect(!!product, 'the seeded request names a manual product');
  await page.getByRole('tab', { name: /^Turned into order \(\d+\)$/ }).click();
  const toPoCard = page.locator(`[data-request-num="${seededToPo.requestNum}"]`);
  await toPoCard.waitFor({ timeout: 20000 });
  const added = page.waitForResponse((r) => r.url().includes('/open-cart/buy-again') && r.status() === 200);
  await toPoCard.getByRole('button', { name: 'Buy again' }).click();
  const answer = await (await added).json();
  expect(answer.successCount === 1, `one line went into the cart (${answer.successCount}, failed: ${JSON.stringify(answer.failedList)})`);
  await page.getByText('1 product(s) added to the cart').waitFor({ timeout: 20000 });
  await page.goto(`${url}/cart`);
  await page.getByText(product.skuName).first().waitFor({ timeout: 30000 });
  await screenshot('bought-again');

  // spec 1 section 2: /add-purchase is also reached when the address code is PURCHASE_MANUALLY.
  await page.goto(`${url}/?addressCode=PURCHASE_MANUALLY`);
  await page.waitForURL(/\/add-purchase$/, { timeout: 20000 });
  await page.getByText('New purchase request').first().waitFor({ timeout: 20000 });
}
