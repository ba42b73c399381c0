// Issue 15, the network-equipment firm (ZYT) in a real browser: JD and non-JD goods are not
// chosen together, and the selected JD goods are exported to a purchase request through the
// export-to-pr dialog, whose budget department is locked to the buyer's own unit; the lines then
// leave the cart.
import { api, inEnglishAs, watchCalls } from '../order-steps.mjs';

export default inEnglishAs('zyt.buyer', async ({ page, url, screenshot, expect }) => {
  const { failures } = watchCalls(page, []);
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
  await dialog.getByRole('button', { name: /OK/ }).click();
  await dialog.getByText('Purchase request type cannot be empty').waitFor();
  await dialog.getByRole('combobox', { name: 'Purchase request type' }).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first().click();
  await screenshot('export-dialog');
  const exported = page.waitForResponse((r) => r.url().includes('/marmot-api/export-pr'), { timeout: 15000 });
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
  expect(failures.length === 0, `no call failed on the way (${failures.join(', ')})`);
});
