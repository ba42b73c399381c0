// Issue 6, the life insurer (HLCX) in a real browser: its cart and order lines carry extras core
// has not (financial subject, expense detail, requirement date, ruling number, sanction number,
// 'no ruling number needed'), and its submit checks the ruling / sanction either-or rule: the
// ruling number is required unless a sanction number is given or the ruling is waived, in which
// case the sanction number is required. Sanction numbers are checked on submit through the
// tenant's own server entry (marmot-api hlcx-sanction-number-check): an expired one is refused.
// A chosen ruling number is judged by its record: another currency than the goods, or nothing
// left of its amount, is refused with the spec's texts.
import { daysAhead, setNeededDate, switchToEnglish } from '../order-steps.mjs';

export default async function tenantInsurer({ page, url, signIn, screenshot, expect }) {
  await signIn(page, 'hlcx.buyer');
  await switchToEnglish(page);
  const failures = [];
  const lineSaves = [];
  const sanctionChecks = [];
  const CHECK = /\/marmot\/v1\/\d+\/marmot-api\/hlcx-sanction-number-check$/;
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (CHECK.test(path)) sanctionChecks.push({ number: response.request().postDataJSON()?.cuxCscmroSanctionNumber, status: response.status() });
    // The expired sanction number below is refused on purpose (422).
    else if (response.status() >= 400) failures.push(`${response.status()} ${response.request().method()} ${path}`);
  });
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/shopping-carts$/.test(new URL(request.url()).pathname)) lineSaves.push(request.postDataJSON());
  });

  await page.goto(`${url}/cart`);
  await page.getByRole('heading', { name: 'Shopping cart' }).waitFor();
  const monitor = page.locator('.ant-table-row').filter({ hasText: '显示器' }).first();
  const notebook = page.locator('.ant-table-row').filter({ hasText: '笔记本' }).first();
  await monitor.waitFor({ timeout: 30000 });
  const extras = ['Financial subject', 'Expense detail', 'Requirement date', 'Ruling number', 'Sanction number', 'No ruling number needed'];
  for (const label of extras) expect(await monitor.getByLabel(label, { exact: true }).first().isVisible(), `the cart line shows the insurer's ${label}`);
  const requiredMark = (row, label) => row.locator('span', { hasText: new RegExp(`^\\*\\s*${label}$`) }).first().isVisible();
  expect(await requiredMark(monitor, 'Ruling number'), 'the ruling number is marked required on a line without sanction number');
  expect(!(await requiredMark(monitor, 'Sanction number')), 'the sanction number is not required on such a line');
  await screenshot('cart-extras');

  // Waiving the ruling number on the notebook line turns the requirement over to the sanction number.
  await notebook.getByRole('combobox', { name: 'No ruling number needed' }).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: /^Yes$/ }).click();
  await page.waitForFunction(() => true);
  await expectEventually(() => requiredMark(notebook, 'Sanction number'), 'waiving the ruling number makes the sanction number required');
  expect(!(await requiredMark(notebook, 'Ruling number')), 'a waived ruling number is not required');
  await expectEventually(async () => lineSaves.some((b) => JSON.stringify(b).includes('"attributeVarchar20":"1"')), 'the waiver is saved on the cart line');
  await screenshot('cart-waived');

  // Both lines to the pre-submit page.
  // The insurer's own requirement date is the lines' one needed date (core's is hidden for it).
  await setNeededDate(monitor, daysAhead(14), 'Requirement date');
  await setNeededDate(notebook, daysAhead(14), 'Requirement date');
  await monitor.getByRole('checkbox').check();
  await notebook.getByRole('checkbox').check();
  await page.getByRole('button', { name: /Settle/ }).click();
  await page.waitForURL(/before-order/, { timeout: 15000 });
  await page.getByRole('heading', { name: 'Confirm order' }).waitFor();
  const orderLine = (text) => page.locator('.ant-table-row').filter({ hasText: text }).first();
  await orderLine('显示器').waitFor();
  for (const label of extras) expect(await orderLine('显示器').getByLabel(label, { exact: true }).first().isVisible(), `the order line shows the insurer's ${label}`);

  await page.getByRole('button', { name: 'Submit order' }).click();
  await orderLine('显示器').getByText('Ruling number is required').waitFor();
  await orderLine('笔记本').getByText('Sanction number is required').waitFor();
  expect(!(await orderLine('笔记本').getByText('Ruling number is required').isVisible()), 'the waived line is not asked for a ruling number');
  await screenshot('either-or-refused');

  // A sanction number stands in for the ruling number, and satisfies the waived line; the
  // tenant's server checks each one, and refuses the expired 2023 sanction.
  await orderLine('显示器').getByLabel('Sanction number', { exact: true }).fill('PZ-2023-007');
  await orderLine('笔记本').getByLabel('Sanction number', { exact: true }).fill('PZ-2025-026');
  await page.getByRole('button', { name: 'Submit order' }).click();
  await orderLine('显示器').getByText('Sanction number PZ-2023-007 expired on 2023-12-31').waitFor();
  // antd fades an old field error out over a few frames, so the lifted requirements are awaited.
  await expectEventually(async () => !(await page.getByText('Ruling number is required').first().isVisible()), 'a sanction number lifts the ruling number requirement');
  await expectEventually(async () => !(await page.getByText('Sanction number is required').first().isVisible()), 'the waived line has its sanction number');
  expect(
    JSON.stringify(sanctionChecks.map((c) => [c.number, c.status]).sort()) === JSON.stringify([['PZ-2023-007', 422], ['PZ-2025-026', 200]]),
    `each sanction number was checked once by the tenant's server entry (saw ${JSON.stringify(sanctionChecks)})`,
  );
  await screenshot('sanction-refused');

  await orderLine('显示器').getByLabel('Sanction number', { exact: true }).fill('PZ-2025-018');
  await page.getByRole('button', { name: 'Submit order' }).click();
  await expectEventually(() => sanctionChecks.some((c) => c.number === 'PZ-2025-018' && c.status === 200), 'the new sanction number was checked and passed');
  await expectEventually(
    async () =>
      !(await page.getByText('Ruling number is required').first().isVisible()) &&
      !(await page.getByText('Sanction number is required').first().isVisible()) &&
      !(await page.getByText(/^Sanction number PZ-.* (expired|does not exist|has been revoked)/).first().isVisible()),
    'with valid sanction numbers neither line is refused for its ruling or sanction number',
  );
  await screenshot('either-or-satisfied');

  // Ruling numbers by their records: the Hong Kong office's USD ruling on goods priced in CNY,
  // then a used-up ruling, then one that fits.
  const chooseRuling = async (text) => {
    const box = orderLine('显示器').getByRole('combobox', { name: 'Ruling number', exact: true });
    await box.click();
    await box.fill(text);
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-active').filter({ hasText: text }).waitFor();
    await box.press('Enter');
  };
  await chooseRuling('CJ-2025-0052');
  await page.getByRole('button', { name: 'Submit order' }).click();
  await orderLine('显示器').getByText("the product's ruling number currency inconsistent, please reselect").waitFor();
  await screenshot('ruling-currency');
  await chooseRuling('CJ-2024-0118');
  await page.getByRole('button', { name: 'Submit order' }).click();
  await orderLine('显示器').getByText('available amount insufficient, please reselect').waitFor();
  await screenshot('ruling-residual');
  await chooseRuling('CJ-2025-0031');
  await page.getByRole('button', { name: 'Submit order' }).click();
  await expectEventually(
    async () =>
      !(await page.getByText("the product's ruling number currency inconsistent, please reselect").first().isVisible()) &&
      !(await page.getByText('available amount insufficient, please reselect').first().isVisible()),
    'a CNY ruling with amount left is accepted',
  );
  expect(failures.length === 0, `no call failed on the way (${failures.join(', ')})`);

  async function expectEventually(check, message, timeout = 10000) {
    const until = Date.now() + timeout;
    while (Date.now() < until) {
      if (await check()) return;
      await page.waitForTimeout(200);
    }
    expect(false, message);
  }
}
