// Issue 12, the generic lookup dialog in a real browser (spec 2 "Generic lookup dialog"): an
// RGEGO buyer allocates a budget row whose expense type (the generic budget dimensions' field
// with a lookup view) is picked through the dialog: Confirm without a row warns, the query form
// narrows the view on the server, a double click picks and closes, and the saved row holds it.
import { api, chooseIn, openCart, switchToEnglish, watchCalls } from '../order-steps.mjs';

export default async function lookupDialog({ page, url, signIn, screenshot, expect }) {
  await signIn(page, 'rgego.buyer');
  await switchToEnglish(page);
  const { calls, failures } = watchCalls(page, ['/lov-view/']);
  await openCart(page, url);
  const cartLine = (await api(page, 'GET', '/smal/v1/{org}/shopping-carts')).body[0];
  await page.locator('.ant-table-row').filter({ hasText: cartLine.productName }).first().getByRole('button', { name: /^Budget/ }).click();
  const panel = page.locator('.ant-drawer').filter({ hasText: 'Choose budget info' });
  await panel.waitFor();
  await panel.getByRole('button', { name: 'New budget' }).click();
  const budgetRow = panel.locator('.ant-table-row').last();
  await budgetRow.getByRole('textbox', { name: 'Expense type' }).click();

  // The dialog: lov-view/info, then the view's query URL, the field's label as title.
  const dialog = page.locator('.ant-drawer').filter({ has: page.getByRole('button', { name: 'Search' }) });
  await dialog.getByText('Travel expenses').waitFor({ timeout: 20000 });
  expect(calls.some((c) => c.startsWith('GET /hpfm/v1/{org}/lov-view/info')), `the dialog asked lov-view/info (calls: ${calls.join(', ')})`);
  expect(calls.some((c) => c.startsWith('GET /hpfm/v1/{org}/lov-view/data')), 'the dialog queried the view');
  expect(await dialog.locator('.ant-drawer-title').innerText() === 'Expense type', 'the dialog is titled with the field label');
  const width = await dialog.locator('.ant-drawer-content-wrapper').evaluate((el) => el.getBoundingClientRect().width);
  expect(width === 530, `the dialog is 530 px wide (150 + 250 + 60 is below the 530 minimum), was ${width}`);
  await screenshot('opened');

  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('please select at least one record').waitFor();
  await page.getByRole('button', { name: 'I know' }).click();

  await dialog.getByRole('textbox', { name: 'Fee type code' }).fill('tra');
  await dialog.getByRole('button', { name: 'Search' }).click();
  await dialog.getByText('Office expenses').waitFor({ state: 'hidden' });
  expect((await dialog.locator('.ant-table-row').count()) === 1, 'the query form narrows the view to the travel fee type');
  await screenshot('searched');
  await dialog.getByText('Travel expenses').dblclick();
  await dialog.waitFor({ state: 'hidden' });
  const chosen = budgetRow.getByRole('textbox', { name: 'Expense type' });
  expect((await chosen.inputValue()) === 'Travel expenses', `the field shows the picked fee type (shows ${await chosen.inputValue()})`);

  // The row names its budget too (core's configured dimension sits beside RGEGO's generic ones).
  await chooseIn(page, budgetRow.locator('.ant-select').first(), 'Travel budget');
  await budgetRow.locator('input.ant-input-number-input').fill(String(cartLine.quantity));
  // The budget save carries the picked value to the server, which checks it against the view's value set.
  const sent = page.waitForRequest((r) => r.method() !== 'GET' && /\/budget-infos/.test(new URL(r.url()).pathname));
  await panel.getByRole('button', { name: 'Confirm' }).click();
  const body = (await sent).postData() ?? '';
  // The row's dimensions travel as the JSON text of `budget` (spec 1 "Budget row").
  const rows = JSON.parse(body).budgetInfoList ?? [];
  const budget = JSON.parse(rows.at(-1)?.budget ?? '{}');
  expect(budget.expenseType === 'TRAVEL' && budget.expenseTypeMeaning === 'Travel expenses', `the budget save sends the picked expense type and its text (sent ${body.slice(0, 300)})`);
  const answer = await (await sent).response();
  const text = (await answer?.text()) ?? '';
  // The row names a budget with room for it, so the server saves it, picked expense type included
  // (it refuses a value outside the view's value set with field.lookup.unknown).
  const saved = JSON.parse(text || '{}').budgetInfoList?.at(-1);
  expect(answer?.status() === 200 && JSON.parse(saved?.budget ?? '{}').expenseType === 'TRAVEL', `the server saves the row with the picked expense type (answered ${answer?.status()}: ${text.slice(0, 300)})`);
  await screenshot('saved');
  expect(failures.length === 0, `no call failed: ${failures.join(', ')}`);
}
