// e2e-shares: t3-budgets (a budget is held on the way, like order-apply and order-pay: never side by side)
// Issue 12 (attachments): t3.buyer settles one catalogue line, attaches a file to the order on the
// pre-submit page (a refused file first: the spec's message, nothing sent), submits, and downloads
// the attachment from the order detail, byte for byte, through its expiring link.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inEnglishAs,
  allocateBudget, api, chooseInvoiceAddress, confirmTips, daysAhead, fillInvoice, openCart, orderCard, settle, } from '../order-steps.mjs';

export default inEnglishAs('t3.buyer', steps);

async function steps({ page, url, screenshot, expect }) {
  const cart = (await api(page, 'GET', '/smal/v1/{org}/shopping-carts')).body;
  const line = cart.find((l) => l.currencyCode === 'CNY' && l.invalidFlag !== 1);
  expect(line, 'the demo cart of t3.buyer holds a valid CNY line');

  await openCart(page, url);
  await allocateBudget(page, { productName: line.productName, budget: 'Office expenses budget', quantity: line.quantity, expect });
  await settle(page, [line.productName], daysAhead(7));
  const card = orderCard(page, 0);

  const folder = mkdtempSync(join(tmpdir(), 'mall-e2e-attachment-'));
  const refused = join(folder, 'setup.exe');
  writeFileSync(refused, 'MZ not a document');
  const quotation = join(folder, 'quotation-for-the-order.pdf');
  const content = `%PDF-1.4\n% quotation ${Date.now()}\n`;
  writeFileSync(quotation, content);

  const uploads = [];
  const preOrders = [];
  let uploaded;
  page.on('request', (r) => {
    if (r.url().includes('/attachment/multipart')) uploads.push(r.url());
    if (r.url().includes('/shopping-carts/pre-order') && r.method() === 'POST') preOrders.push(r.postDataJSON());
  });
  page.on('response', async (r) => {
    if (r.url().includes('/attachment/multipart-with-info') && r.status() === 200) uploaded = await r.json();
  });
  const input = card.locator('input[type=file]');
  await input.setInputFiles(refused);
  await card.getByText('not supported to upload this type of attachment').waitFor();
  expect(uploads.length === 0, 'a refused file is not sent');
  await input.setInputFiles(quotation);
  // Listed once stored, the name cut after 22 characters.
  await card.getByRole('button', { name: 'Download quotation-for-the-order.pdf' }).waitFor();
  expect(await card.getByRole('listitem').getByText('quotation-for-the-orde...').isVisible(), 'the listed name is cut after 22 characters');
  expect(uploads.length === 1, 'the chosen file is uploaded once');
  await screenshot('attached');

  await fillInvoice(page, card, { header: 'T3 总公司', taxNumber: '91310000MA1FL0000X' });
  await chooseInvoiceAddress(page, card);
  await page.getByRole('button', { name: 'Submit order' }).click();
  await confirmTips(page);
  await page.waitForURL(/\/apply-result$/, { timeout: 20000 });
  const title = await page.locator('.ant-result-title').innerText();
  const lot = /\(lot (LOT[0-9A-Z]+)\)/.exec(title)?.[1];
  expect(lot, `the order was submitted (says: ${title})`);
  await screenshot('submitted');

  // The file stays under the UUID the order was submitted with; it downloads through an expiring link.
  const submitted = preOrders.at(-1);
  expect(submitted?.[0]?.attachmentUuid === uploaded.attachmentUUID, `the order was submitted with the attachment UUID (${JSON.stringify(submitted?.[0]?.attachmentUuid)})`);
  const files = (await api(page, 'GET', `/hfle/v1/{org}/files/${uploaded.attachmentUUID}/file`)).body;
  expect(files.length === 1 && files[0].fileName === 'quotation-for-the-order.pdf', `the order's attachment is the uploaded file (${JSON.stringify(files)})`);

  // The order detail shows the attachment; its Download opens the expiring link.
  const made = (await api(page, 'GET', `/smodr/v1/{org}/orders/pr-lot-num?batchNum=${lot}`)).body;
  await page.goto(`${url}/order-detail?poHeaderId=${made.prHeaderIdList[0]}`);
  const download = page.getByRole('button', { name: 'Download quotation-for-the-order.pdf' });
  await download.waitFor();
  await screenshot('order-detail');
  const [saved] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const path = await saved.path();
  expect(saved.suggestedFilename() === 'quotation-for-the-order.pdf', `the download keeps the file name (${saved.suggestedFilename()})`);
  expect(readFileSync(path, 'utf8') === content, 'the download from the order detail gives the uploaded bytes');

  // The link is the expiring one: the API answers the same bytes through it.
  const { downloadUrl } = (await api(page, 'POST', '/hfle/v1/{org}/files/download-token', { url: files[0].fileUrl })).body;
  const downloaded = await page.evaluate(async (link) => {
    const response = await fetch(link);
    return { status: response.status, disposition: response.headers.get('content-disposition'), text: await response.text() };
  }, downloadUrl);
  expect(downloaded.status === 200 && downloaded.text === content, `the download gives the uploaded bytes (status ${downloaded.status})`);
  expect(downloaded.disposition?.includes('quotation-for-the-order.pdf'), 'the download keeps the file name');
}
