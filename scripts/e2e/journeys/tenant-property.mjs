// Issue 6, the property and cement firm (JXNM) in a real browser: its budget panel has its own
// rows (budget subject, use department, internal order, fee type, asset class, management
// department) instead of core's configured dimensions. Department and subject pickers refuse an
// upper level of their tree; an asset class needs a management department and a quantity of 1;
// the same asset class cannot be used in two rows. Core's panel knows none of these rules.
import { switchToEnglish, watchCalls } from '../order-steps.mjs';

export default async function tenantProperty({ page, url, signIn, screenshot, expect }) {
  await signIn(page, 'jxnm.buyer');
  await switchToEnglish(page);
  const { failures } = watchCalls(page, []);
  const budgetCalls = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/budget-infos$/.test(path) && request.method() === 'POST') budgetCalls.push({ path, body: request.postDataJSON() });
  });

  await page.goto(`${url}/cart`);
  await page.getByRole('heading', { name: 'Shopping cart' }).waitFor();
  // The desk line: the demo cart holds 30 desks, flagged as a fixed-asset purchase.
  const row = page.locator('.ant-table-row').filter({ hasText: '办公桌' }).first();
  await row.waitFor({ timeout: 30000 });
  await row.getByRole('button', { name: /^Budget/ }).click();
  const panel = page.locator('.ant-drawer').filter({ hasText: 'Choose budget info' });
  await panel.waitFor();
  await panel.getByRole('button', { name: 'New budget' }).click();
  const titles = (await panel.locator('.ant-table-thead th').allInnerTexts()).map((t) => t.replace(/^\*\s*/, '').trim());
  for (const title of ['Budget subject', 'Use department', 'Budget number', 'Internal order number', 'Fee type', 'Asset class', 'Management department', 'Fixed asset code']) {
    expect(titles.includes(title), `the panel shows the ${title} column (columns: ${titles.join(', ')})`);
  }

  const rows = panel.locator('.ant-table-tbody > tr.ant-table-row');
  const field = (index, label) => rows.nth(index).getByRole('combobox', { name: label, exact: true });
  const openDropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  // Typed into the picker's search and taken with Enter: the first match is the option itself
  // (the trees list a parent before its children), and no closing dropdown of another cell is hit.
  const pick = async (index, label, option) => {
    const box = field(index, label);
    await box.click();
    await box.fill(option);
    await openDropdown.locator('.ant-select-item-option-active').filter({ hasText: new RegExp(`^${option}$`) }).waitFor();
    await box.press('Enter');
    await openDropdown.first().waitFor({ state: 'hidden', timeout: 3000 }).catch(() => undefined);
  };
  const shown = async (index, label) => (await field(index, label).locator('xpath=ancestor::div[contains(@class,"ant-select")][1]').innerText()).trim();
  const toast = (text) => page.locator('.ant-message').getByText(text);

  // Leaf only: an upper level of the department tree, then of the budget subject tree.
  await pick(0, 'Use department', 'Cement division');
  await toast('Only the last-level department can be selected').waitFor();
  expect((await shown(0, 'Use department')) === '', 'the refused department is not taken');
  await screenshot('leaf-department-refused');
  await pick(0, 'Budget subject', 'Repairs');
  await toast('Only the last-level budget subject can be selected').waitFor();
  expect((await shown(0, 'Budget subject')) === '', 'the refused subject is not taken');
  await pick(0, 'Budget subject', 'Equipment repairs');
  await pick(0, 'Use department', 'Raw meal workshop');
  expect((await shown(0, 'Use department')) === 'Raw meal workshop', 'a last-level department is taken');
  // The budget number is searched among the chosen department's budgets only. Read once the
  // department's and subject's lists have closed: under load a closing list still held its
  // options, and they were read as the budget number's (CI rehearsals, twice).
  await openDropdown.first().waitFor({ state: 'hidden', timeout: 10000 });
  await field(0, 'Budget number').click();
  await openDropdown.locator('.ant-select-item-option').first().waitFor();
  const budgets = await openDropdown.locator('.ant-select-item-option').allInnerTexts();
  expect(budgets.join('|') === 'Raw meal workshop 2025 production|Raw meal workshop 2025 capital expenditure', `the department's own budgets are offered (saw ${budgets.join(', ')})`);
  await page.keyboard.press('Escape');
  await pick(0, 'Budget number', 'Raw meal workshop 2025 capital expenditure');

  // The desk is flagged as an asset purchase: without an internal order it needs an asset class.
  await pick(0, 'Fee type', 'Production materials');
  await rows.nth(0).getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await panel.getByRole('button', { name: 'Confirm' }).click();
  await panel.getByText('Asset class is required').waitFor();
  await screenshot('asset-class-required');

  // An asset class brings a required management department and a quantity of 1.
  await pick(0, 'Asset class', 'Office furniture');
  await panel.getByRole('button', { name: 'Confirm' }).click();
  await panel.getByText('Management department is required').waitFor();
  await panel.getByText('With an asset class the quantity is fixed to 1').waitFor();
  await screenshot('management-department-and-quantity');
  await pick(0, 'Management department', 'Administration');
  await rows.nth(0).getByRole('spinbutton', { name: 'Quantity' }).fill('1');

  // A second row with the same asset class is refused.
  await panel.getByRole('button', { name: 'New budget' }).click();
  await pick(1, 'Use department', 'Clinker workshop');
  await pick(1, 'Budget number', 'Clinker workshop 2025 production');
  await pick(1, 'Fee type', 'Production materials');
  await pick(1, 'Asset class', 'Office furniture');
  await pick(1, 'Management department', 'Administration');
  await rows.nth(1).getByRole('spinbutton', { name: 'Quantity' }).fill('1');
  await panel.getByRole('button', { name: 'Confirm' }).click();
  await panel.getByText('Asset class cannot be repeated').waitFor();
  expect(budgetCalls.length === 0, 'nothing was saved while the panel had findings');
  await screenshot('asset-class-repeated');

  // Another asset class for the second row, and the two rows are saved.
  await pick(1, 'Asset class', 'Machinery');
  await panel.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('Budget information saved').waitFor();
  expect(budgetCalls.length === 1, `one save call (saw ${budgetCalls.length})`);
  const saved = (budgetCalls[0].body.budgetInfoList ?? []).map((r) => JSON.parse(r.budget));
  expect(
    saved.map((b) => b.subjectsCategoryCode).join(',') === 'FURNITURE,MACHINERY' && saved.every((b) => b.manageUnitCode === 'D1010' && b.costCode?.startsWith('D2010')) &&
      saved.map((b) => b.budgetCode).join(',') === 'JX-RAW-2025-CAPEX,JX-CLK-2025',
    `the rows were saved with their asset classes and departments (${JSON.stringify(saved)})`,
  );
  await screenshot('saved');
  expect(failures.length === 0, `no call failed on the way (${failures.join(', ')})`);
}
