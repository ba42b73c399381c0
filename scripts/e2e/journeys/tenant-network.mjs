// Issue 15, the network-equipment firm (ZYT) in a real browser: JD and non-JD goods are not
// chosen together, and the selected JD goods are exported to a purchase request through the
// export-to-pr dialog, whose budget department is locked to the buyer's own unit; the lines then
// leave the cart. The IT goods left are submitted: the address-note confirm lists them and
// continuing moves them to the cost centre's IT address; the external-stock confirm shows its
// table, and Cancel there stops the submit.
import { api, chooseIn, daysAhead, fillInvoice, inEnglishAs, orderCard, settle, watchCalls } from '../order-steps.mjs';

export default inEnglishAs('zyt.buyer', async ({ page, url, screenshot, expect }) => {
  const { calls, failures } = watchCalls(page, ['/pre-order']);
  const lines = (await api(page, 'GET', '/smal/v1/{org}/shopping-carts')).body;
  const jd = lines.filter((l) => l.productSource === 'JD');
  const catalogue = lines.find((l) => l.productSource === 'CATA');
  expect(jd.length === 2 && catalogue, 'the demo cart holds two JD goods and catalogue goods');
  const own = (await api(page, 'GET', '/smal/v1/{org}/purchase-units/mine')).body.find((u) => u.defaultFlag === 1);

  await page.goto(`${url}/cart`);
  await page.getByRole('heading', { name: 'Shopping cart' }).waitFor();
  const rowOf = (line) => page.locator('.ant-table-row').filter({ hasText: line.productName }).first();
  await rowOf(jd[0]).waitFor({ timeout: 30000 });
  await rowOf(jd[0]).getByRole('checkbox').check();
  await rowOf(catalogue).getByRole('checkbox').click();
  await page.getByRole('alert').filter({ hasText: 'JD items and non-JD items cannot be chosen together' }).waitFor();
  await rowOf(jd[1]).getByRole('checkbox').check();

  const exportButton = page.getByRole('button', { name: 'Export to purchase request' });
  await exportButton.waitFor();
  expect(await exportButton.isEnabled(), 'export is offered for EC lines on tab 1');
  await exportButton.click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Please choose only e-commerce-sourced items' });
  await dialog.waitFor();
  // The budget department is the buyer's own unit, and cannot be changed.
  await dialog.getByTitle(own.unitName).waitFor({ timeout: 30000 });
  expect(await dialog.getByRole('combobox', { name: 'Budget department' }).isDisabled(), 'the budget department is locked');
  // OK with no type is refused in the dialog; a click right after the dialog opens may be lost.
  const typeRequired = dialog.getByText('Purchase request type cannot be empty');
  for (let attempt = 1; !(await typeRequired.isVisible()); attempt++) {
    if (attempt > 3) throw new Error("OK without a type did not say 'Purchase request type cannot be empty' after 3 clicks");
    await dialog.getByRole('button', { name: /OK/ }).click();
    await typeRequired.waitFor({ timeout: 10000 }).catch(() => undefined);
  }
  await chooseIn(page, dialog.locator('.ant-form-item').filter({ hasText: 'Purchase request type' }).locator('.ant-select'), 'Standard purchase request');
  await screenshot('export-dialog');
  const exported = page.waitForResponse((r) => r.url().includes('/marmot-api/export-pr'), { timeout: 45000 });
  await dialog.getByRole('button', { name: /OK/ }).click();
  const answer = await exported;
  const result = await answer.json();
  expect(answer.status() === 200 && result.isFailed === false, `the export succeeded (${answer.status()} ${JSON.stringify(result)})`);
  await page.getByText(`Purchase request ${result.prNum} created`).waitFor({ timeout: 15000 });
  await page.getByRole('heading', { name: 'Shopping cart' }).waitFor();
  await rowOf(catalogue).waitFor({ timeout: 30000 });
  const left = (await api(page, 'GET', '/smal/v1/{org}/shopping-carts')).body;
  expect(!left.some((l) => jd.some((x) => x.cartId === l.cartId)), 'the exported lines left the cart');
  await screenshot('exported');

  // The IT goods left in the cart are submitted: the address note lists them and continuing moves
  // them to the cost centre's IT address; the external-stock confirm shows its table, and
  // cancelling it stops the submit with nothing sent.
  const cata = left.filter((l) => l.productSource === 'CATA');
  await settle(page, cata.map((l) => l.productName), daysAhead(10));
  const cards = await page.getByTestId(/^order-\d+$/).count();
  for (let index = 0; index < cards; index++) {
    await fillInvoice(page, orderCard(page, index), { header: 'ZYT 网络设备公司', taxNumber: '91310000MA1FL0000X' });
  }
  await page.getByRole('button', { name: 'Submit order' }).click();
  const noteDialog = page.getByRole('dialog').filter({ hasText: 'IT goods go to the cost centre address' });
  await noteDialog.waitFor({ timeout: 30000 });
  const listed = noteDialog.getByTestId('outcome-list');
  await listed.waitFor();
  // The note lists the IT goods among the order's lines, and only those.
  const listedText = await listed.innerText();
  const it = cata.filter((l) => listedText.includes(l.productName));
  expect(it.length > 0 && it.length < cata.length, `the note lists the IT goods only (${listedText.replace(/\s+/g, ' ')})`);
  const before = new Map(it.map((l) => [l.cartId, l.addressId]));
  await screenshot('address-note');
  const applied = page.waitForResponse((r) => r.url().includes('/marmot-api/zyt-address-apply'), { timeout: 15000 });
  await noteDialog.getByRole('button', { name: /OK/ }).click();
  expect((await applied).status() === 200, 'continuing saved the IT address on the lines');
  const external = page.getByRole('dialog').filter({ hasText: 'External stock' });
  const table = external.getByTestId('outcome-table');
  await table.waitFor({ timeout: 15000 });
  const tableText = await table.innerText();
  expect(it.some((l) => tableText.includes(l.productName)), 'the external-stock table lists an IT line with its supplier');
  await screenshot('external-stock-table');
  await external.getByRole('button', { name: 'Cancel' }).click();
  await external.waitFor({ state: 'hidden' });
  expect(!calls.some((c) => c.includes('/pre-order')), 'cancelling a confirm sends no submit');
  const moved = (await api(page, 'GET', '/smal/v1/{org}/shopping-carts')).body.filter((l) => before.has(l.cartId));
  const itAddress = moved[0]?.addressId;
  expect(moved.length === it.length && moved.every((l) => l.addressId === itAddress && l.addressId !== before.get(l.cartId)), 'the IT lines are now received at the IT address');
  expect(failures.length === 0, `no call failed on the way (${failures.join(', ')})`);
});
