// Issue 6, the appliance firm (KINGFA) in a real browser: its budget panel has cost item and cost
// attribution instead of core's configured dimensions; the attribution lists only the item's
// own values and clears when the item changes; the rows are saved through its own
// brandmax-budget-infos endpoint (the tenant's server entry), not core's budget-infos.
import { switchToEnglish, watchCalls } from '../order-steps.mjs';

export default async function tenantAppliance({ page, url, signIn, screenshot, expect }) {
  await signIn(page, 'kingfa.buyer');
  await switchToEnglish(page);
  const { calls: budgetCalls, failures } = watchCalls(page, ['budget-infos']);

  await page.goto(`${url}/cart`);
  await page.getByRole('heading', { name: 'Shopping cart' }).waitFor();
  const row = page.locator('.ant-table-row').first();
  await row.waitFor({ timeout: 30000 });
  await row.getByRole('button', { name: /^Budget/ }).click();
  const panel = page.locator('.ant-drawer').filter({ hasText: 'Choose budget info' });
  await panel.waitFor();
  await panel.getByRole('button', { name: 'New budget' }).click();
  expect(await panel.getByText('Cost item').first().isVisible(), 'the panel shows the cost item dimension');
  expect(await panel.getByText('Cost attribution').first().isVisible(), 'the panel shows the cost attribution dimension');

  const selects = panel.locator('.ant-table-row').last().locator('.ant-select');
  const pick = async (index, option) => {
    await selects.nth(index).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click();
    // The closing list stays visible while it animates; reading the next list before it is gone mixes both.
    await page.locator('.ant-select-dropdown:visible').first().waitFor({ state: 'hidden' });
  };
  await pick(0, 'Travel');
  const attributions = await settledOptions(page, selects.nth(1));
  expect(attributions === 'Sales,Marketing', `the attribution offers only the travel item's values (saw ${attributions})`);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Marketing' }).click();
  expect((await selects.nth(1).innerText()).includes('Marketing'), 'the attribution is chosen');
  await screenshot('attribution-chosen');

  await pick(0, 'Office');
  expect(!(await selects.nth(1).innerText()).includes('Marketing'), 'changing the cost item clears the attribution');
  await screenshot('attribution-cleared');

  await pick(1, 'Administration');
  const quantity = panel.locator('.ant-table-row').last().locator('input.ant-input-number-input');
  await quantity.fill('1');
  await panel.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('Budget information saved').waitFor();
  expect(budgetCalls.some((c) => c === 'POST /smal/v1/{org}/brandmax-budget-infos/one'), `the save went to brandmax-budget-infos/one (calls: ${budgetCalls.join(', ')})`);
  expect(!budgetCalls.some((c) => c.includes('/smal/v1/{org}/budget-infos')), "core's budget-infos was not called");
  await screenshot('saved');
  expect(failures.length === 0, `no call failed on the way (${failures.join(', ')})`);
}

/**
 * The options of a select's list once they stop changing: the attribution's values are looked up
 * with the chosen item when the list opens, and under load the list was read while it was still
 * empty or had closed again. Opens the list when none is shown; gives up after about 10 s.
 */
async function settledOptions(page, select) {
  let last = '';
  for (let tries = 0; tries < 40; tries++) {
    if ((await page.locator('.ant-select-dropdown:visible').count()) === 0) await select.click();
    const texts = (await page.locator('.ant-select-dropdown:visible .ant-select-item-option').allInnerTexts()).join(',');
    if (texts && texts === last) return texts;
    last = texts;
    await page.waitForTimeout(250);
  }
  return last;
}
