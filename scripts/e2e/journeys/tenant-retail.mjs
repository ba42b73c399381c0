// Issue 6, the retail chain (GOLDEN) in a real browser: its own /cart over core's cart view with
// the store stock and surcharge figures (one column, no sideways scrolling at 1440 px); the 'other mode' refusal of two lines booked to
// different cost centres; a budget row that starts from the company's cscro budget defaults,
// whose budget subject lists only the chosen project's subjects and clears when the project
// changes; the completed row is saved through core's budget calls (each subject is a budget pool).
import { chooseIn, switchToEnglish, watchCalls } from '../order-steps.mjs';

export default async function tenantRetail({ page, url, signIn, screenshot, expect }) {
  await signIn(page, 'golden.buyer');
  await switchToEnglish(page);
  const { calls: defaultsCalls, failures } = watchCalls(page, ['cscro-budget-defaults']);

  await page.goto(`${url}/cart`);
  await page.getByRole('heading', { name: 'Store cart' }).waitFor();
  const rows = page.locator('.ant-table-row');
  await rows.first().waitFor({ timeout: 30000 });
  const headers = await page.locator('.ant-table-thead th').allInnerTexts();
  expect(headers.some((h) => h.trim() === 'Stock and surcharges'), `the cart shows the store's figures column (saw ${headers.join(' | ')})`);
  expect(headers.some((h) => h.trim() === 'Unit price'), "core's columns stay");
  // Newest first: the third seeded line (8 in store, 24 in transit) leads.
  const figures = await rows.first().locator('dl').evaluate((dl) => Object.fromEntries([...dl.querySelectorAll('dt')].map((dt) => [dt.textContent.trim(), dt.nextElementSibling?.textContent.trim()])));
  const want = { 'Store stock': '8', 'In transit': '24', 'Total stock': '32' };
  expect(Object.entries(want).every(([k, v]) => figures[k] === v) && Object.values(figures).includes('35.00'), `the first line shows its figures (saw ${JSON.stringify(figures)})`);
  // Issue 20: at 1440 px the store's figures sit beside core's columns without sideways scrolling.
  await page.setViewportSize({ width: 1440, height: 900 });
  const fits = () => page.locator('.ant-table-content').first().evaluate((el) => el.scrollWidth <= el.clientWidth);
  await page.waitForFunction(() => { const el = document.querySelector('.ant-table-content'); return el && el.scrollWidth <= el.clientWidth; }, null, { timeout: 15000 }).catch(() => undefined);
  expect(await fits(), 'the cart table needs no sideways scrolling at 1440 px');
  await screenshot('cart');
  await page.setViewportSize({ width: 1366, height: 900 });

  // Other mode: the first line is booked to the Hangzhou store, the second to Xuhui.
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').click();
  await page.getByText('Only products of the same cost centre can be chosen!').waitFor();
  expect(await page.getByText("This is one of your company's purchasing rules.").isVisible(), 'the refusal says it is the company\'s rule');
  expect((await page.locator('[data-rule-id="retail-chain.other-mode.same-cost-centre"]').count()) === 1, 'the tenant rule id stays for the developer tools');
  expect(!(await rows.nth(1).getByRole('checkbox').isChecked()), 'the refused line stays unselected');
  // The second and third lines share their cost centre.
  await rows.nth(0).getByRole('checkbox').uncheck();
  await rows.nth(1).getByRole('checkbox').check();
  await rows.nth(2).getByRole('checkbox').check();
  expect(await rows.nth(2).getByRole('checkbox').isChecked(), 'lines of one cost centre are selected together');
  await rows.nth(1).getByRole('checkbox').uncheck();
  await rows.nth(2).getByRole('checkbox').uncheck();
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').click();
  // The first refusal's message may still be shown: the line staying unselected is this one's outcome.
  await page.getByText('Only products of the same cost centre can be chosen!').waitFor();
  expect(!(await rows.nth(1).getByRole('checkbox').isChecked()), 'the line is refused again after lines of one cost centre were chosen');
  await screenshot('other-mode-refusal');
  await rows.nth(0).getByRole('checkbox').uncheck();

  await rows.first().getByRole('button', { name: /^Budget/ }).click();
  const panel = page.locator('.ant-drawer').filter({ hasText: 'Choose budget info' });
  await panel.waitFor();
  await panel.getByRole('button', { name: 'New budget' }).click();
  const row = panel.locator('.ant-table-row').last();
  const selects = row.locator('.ant-select');
  const project = selects.nth(0);
  const subject = selects.nth(3);
  // The defaults arrive from the tenant's endpoint and fill the new row; each select shows its
  // value's name once its lookup has answered.
  for (const value of ['East China store refurbishment', 'Golden Retail Group Co., Ltd.', 'Shanghai Xuhui store', 'Store fit-out', 'Store supplies']) {
    await row.getByText(value, { exact: true }).waitFor({ timeout: 15000 });
  }
  expect(defaultsCalls.includes('GET /smal/v1/{org}/cscro-budget-defaults/get'), `the defaults came from cscro-budget-defaults (calls: ${defaultsCalls.join(', ')})`);
  await screenshot('budget-defaults');

  // Another project: the subject is cleared and offers only that project's subjects.
  await chooseIn(page, project, 'Shanghai Xuhui store opening');
  expect(!(await subject.innerText()).includes('Store fit-out'), 'changing the project clears the budget subject');
  await subject.click();
  // The project's list may still be closing; read the list that opened for the subject.
  const subjectList = page.locator('.ant-select-dropdown:visible').filter({ hasText: 'Opening materials' });
  await subjectList.waitFor();
  // The options render a frame after the list shows; read them once they are there.
  let options = [];
  for (let tries = 0; tries < 40 && options.join('') === ''; tries += 1) {
    options = await subjectList.locator('.ant-select-item-option').allInnerTexts();
    if (options.join('') === '') await page.waitForTimeout(250);
  }
  expect(options.join(',') === 'Opening materials,Opening marketing', `the subject offers only the project's subjects (saw ${options.join(', ')})`);
  await subjectList.locator('.ant-select-item-option').filter({ hasText: 'Opening marketing' }).click();
  await screenshot('subject-of-project');

  // Without a project the subject cannot be chosen, and the row says the project is missing.
  await project.hover();
  await project.locator('.ant-select-clear').click();
  expect(await subject.evaluate((el) => el.classList.contains('ant-select-disabled')), 'the subject waits for a project');
  await row.locator('input.ant-input-number-input').fill('1');
  await panel.getByRole('button', { name: 'Confirm' }).click();
  await panel.getByText('project number cannot be empty').waitFor();
  await screenshot('project-required');

  // Complete again and save: the subject is a budget pool of core's budget calls.
  await chooseIn(page, project, 'Shanghai Xuhui store opening');
  await subject.click();
  const again = page.locator('.ant-select-dropdown:visible').filter({ hasText: 'Opening materials' });
  await again.waitFor();
  await again.locator('.ant-select-item-option').filter({ hasText: 'Opening materials' }).click();
  await panel.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('Budget information saved').waitFor();
  await screenshot('saved');
  expect(failures.length === 0, `no call failed on the way (${failures.join(', ')})`);
}
