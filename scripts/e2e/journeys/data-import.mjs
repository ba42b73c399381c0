// Spec 2 sections 2, 4 and 8 in a real browser as t3.buyer: the cart's import drawer with a
// file of good and bad rows, 'imported N rows, M failed', the bad row corrected online and the
// batch imported again, the goods in the cart after /refresh, and both batches in the history.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { api } from '../order-steps.mjs';

async function xlsx(rows) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Cart lines');
  sheet.addRow(['Product code', 'Quantity', 'Remark']);
  for (const row of rows) sheet.addRow(row);
  const path = join(mkdtempSync(join(tmpdir(), 'mall-e2e-import-')), 'cart-import.xlsx');
  writeFileSync(path, Buffer.from(await workbook.xlsx.writeBuffer()));
  return path;
}

// The server's texts (template columns, cell findings) follow the buyer's stored language: the
// journey sets it to English through the language call and restores it afterwards.
export default async function dataImport({ page, url, signIn, screenshot, expect }) {
  await signIn(page, 't3.buyer');
  const setLanguage = (language) =>
    page.evaluate(async (language) => {
      const token = document.cookie.split('; ').find((c) => c.startsWith('access_token='))?.split('=')[1];
      const headers = { authorization: `Bearer ${token}` };
      const before = (await (await fetch('/iam/hzero/v1/users/self', { headers })).json()).language;
      await fetch(`/iam/hzero/v1/users/default-language?language=${language}`, { method: 'PUT', headers });
      return before;
    }, language);
  const stored = await setLanguage('en_US');
  await page.evaluate(() => localStorage.setItem('mall.language', 'en_US'));
  try {
    await steps({ page, url, screenshot, expect });
  } finally {
    await setLanguage(stored ?? 'zh_CN');
  }
}

// The success notification exactly: a plain getByText is a case-insensitive substring, which the
// check-failed view's 'imported 3 rows, 1 failed' would satisfy before the import has run.
const toast = (page, text) => page.locator('.ant-notification').getByText(text, { exact: true });

/** The buyer's cart quantities by product code, from the cart call. */
async function cartQuantities(page) {
  const cart = (await api(page, 'GET', '/smal/v1/{org}/shopping-carts')).body;
  return new Map((Array.isArray(cart) ? cart : (cart.content ?? cart.lines ?? [])).map((line) => [line.itemCode, Number(line.quantity)]));
}

async function steps({ page, url, screenshot, expect }) {
  const list = (await api(page, 'GET', '/smal/v1/{org}/products?page=0&size=100')).body;
  const products = list.content
    .filter((p) => p.productSource === 'CATA' && (p.minPurchaseQuantity ?? 1) === 1 && (p.minPackageQuantity ?? 1) === 1 && !(p.ladderPriceList ?? []).length)
    .slice(0, 3)
    .map((p) => ({ code: p.itemCode, name: p.productName }));
  expect(products.length === 3, 'three catalogue products to import');
  const file = await xlsx([[products[0].code, 2, 'e2e import'], [products[1].code, 'two', ''], [products[2].code, 1, '']]);

  const before = await cartQuantities(page);
  await page.goto(`${url}/cart`);
  await page.getByRole('heading', { name: 'Shopping cart' }).waitFor();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: 'import an Excel file that follows the template specification' });
  await drawer.waitFor();
  await screenshot('drawer');
  await drawer.locator('input[type=file]').setInputFiles(file);
  await drawer.getByRole('button', { name: 'Data import' }).click();
  await drawer.getByText('imported 3 rows, 1 failed').waitFor({ timeout: 30000 });
  await screenshot('check-failed');

  await drawer.getByRole('button', { name: 'Edit online' }).click();
  const editor = page.locator('.ant-drawer').filter({ hasText: 'Erroneous rows' });
  await editor.getByText('Quantity: please enter a number').waitFor();
  await editor.getByLabel('Quantity 3').fill('2');
  await screenshot('edit-online');
  await editor.getByRole('button', { name: 'Import again' }).click();
  await toast(page, 'Imported 3 rows').waitFor({ timeout: 30000 });
  await screenshot('imported');

  await drawer.locator('.ant-drawer-body').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('heading', { name: 'Shopping cart' }).waitFor();
  await page.locator('.ant-table-row').first().waitFor({ timeout: 30000 });
  // Import adds each row's quantity to the line already in the cart (the demo cart may hold these goods).
  const after = await cartQuantities(page);
  const added = products.map((p) => (after.get(p.code) ?? 0) - (before.get(p.code) ?? 0));
  expect(added.join() === '2,2,1', `the imported quantities 2, 2 and 1 are added to the cart (added ${added.join(', ')})`);
  await screenshot('cart-after-import');

  // A second batch, then both in the history.
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await drawer.waitFor();
  await drawer.locator('input[type=file]').setInputFiles(await xlsx([[products[0].code, 1, '']]));
  await drawer.getByRole('button', { name: 'Data import' }).click();
  await toast(page, 'Imported 1 row').waitFor({ timeout: 30000 });
  expect((await cartQuantities(page)).get(products[0].code) === after.get(products[0].code) + 1, 'the second batch adds one more of the first product');
  await drawer.getByRole('button', { name: 'Import history' }).click();
  const history = page.locator('.ant-drawer').filter({ hasText: 'Batches are kept one week' });
  await history.locator('.ant-table-row').nth(1).waitFor();
  expect((await history.getByText('Imported', { exact: true }).count()) >= 2, 'the history lists both imported batches');
  await screenshot('history');
}
