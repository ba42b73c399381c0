// e2e-shares: t3-budgets (the same company's budgets as order-pay: never side by side)
// Issue 5, a purchase application end to end as t3.buyer (core mall): two catalogue lines of two
// suppliers get a budget each in the budget panel, Settle asks for their needed dates in the
// cart, the pre-submit page refuses an empty submit
// with spec 1 section 5's messages where the buyer sees them and sends nothing, the buyer fills
// invoice, invoice address and needed date, a submit whose call fails on the network keeps all of
// it, the retry by double-click submits once, and the apply-result
// page shows the lot the server really made (two orders, one per supplier).
import { inEnglishAs,
  allocateBudget, api, cartRow, chooseInvoiceAddress, confirmTips, daysAhead, expectEventually, fillInvoice, openCart, orderCard, placedMessages, selectLines, settle,
  watchCalls,
} from '../order-steps.mjs';

export default inEnglishAs('t3.buyer', steps);

async function steps({ page, url, screenshot, expect }) {
  const { calls, failures } = watchCalls(page, ['/pre-order', '/pre-req', '/budget-infos']);

  // Two valid CNY lines of two suppliers from the buyer's seeded cart.
  const cart = (await api(page, 'GET', '/smal/v1/{org}/shopping-carts')).body;
  const lines = [];
  for (const line of cart) {
    if (line.currencyCode === 'CNY' && line.invalidFlag !== 1 && !lines.some((l) => l.supplierCompanyId === line.supplierCompanyId)) lines.push(line);
  }
  lines.splice(2);
  expect(lines.length === 2, 'the demo cart of t3.buyer holds CNY lines of two suppliers');

  await openCart(page, url);
  await screenshot('cart');
  for (const line of lines) await allocateBudget(page, { productName: line.productName, budget: 'Office expenses budget', quantity: line.quantity, expect });
  await screenshot('budgets-allocated');
  for (const line of lines) {
    const held = (await api(page, 'GET', `/smal/v1/{org}/budget-infos?cartId=${line.cartId}`)).body;
    expect(held.budgetInfoList.length === 1 && held.budgetInfoList[0].budgetCode === 'BUD-OFFICE', `the server holds the budget row of ${line.productName}`);
  }

  // Settle refuses lines without a needed date, in the cart, where the buyer gives them.
  const names = lines.map((l) => l.productName);
  await selectLines(page, names);
  await page.getByRole('button', { name: 'Settle' }).click();
  for (const name of names) await cartRow(page, name).getByText('requirement date cannot be empty').waitFor();
  expect(page.url().endsWith('/cart'), 'lines without a needed date are not settled');
  await screenshot('settle-refused');
  const date = daysAhead(7);
  await settle(page, names, date);
  expect((await page.getByTestId(/^order-\d+$/).count()) === 2, 'one order per supplier on the pre-submit page');
  await screenshot('pre-submit');

  // An empty submit: every rule speaks where the buyer looks, nothing is sent.
  await page.getByRole('button', { name: 'Submit order' }).click();
  await page.getByText('please fill required fields').first().waitFor();
  for (const index of [0, 1]) {
    const messages = await placedMessages(orderCard(page, index));
    expect(messages.includes('please complete invoice information'), `order ${index + 1} shows 'please complete invoice information' (shows: ${messages.join(' | ')})`);
    // The invoice address starts at the buyer's default one (addresss/default-invoice), so it is not asked for.
    expect(!messages.includes('please select receiving address'), `order ${index + 1} starts with the default invoice address (shows: ${messages.join(' | ')})`);
  }
  // The view scrolls there smoothly (spec 1: a 450 ms animation) from the submit button below:
  // measured until it is in view, for up to 3 s.
  let firstTop;
  await expectEventually(async () => {
    firstTop = await page.locator('#order-header-0').evaluate((el) => el.getBoundingClientRect().top);
    return firstTop >= 0 && firstTop < 900;
  }, 3000);
  expect(firstTop >= 0 && firstTop < 900, `the first failing order is in view (its top at ${firstTop} px)`);
  expect(!calls.some((c) => c.includes('/pre-order')), 'a failing check sends nothing');
  await screenshot('validation-failed');

  // The buyer fixes each order; the messages go as the fields are filled.
  for (const index of [0, 1]) {
    const card = orderCard(page, index);
    await fillInvoice(page, card, { header: 'T3 总公司', taxNumber: '91310000MA1FL0000X' });
    await chooseInvoiceAddress(page, card);
    expect((await card.locator('tbody').getByRole('textbox', { name: 'Needed date' }).inputValue()) === date, `order ${index + 1}'s line has the needed date given in the cart`);
  }
  await page.getByRole('button', { name: 'Submit order' }).scrollIntoViewIfNeeded();
  await screenshot('filled');

  // The first submit's call fails on the network: the buyer is told and keeps what they entered.
  let aborted = 0;
  await page.route('**/shopping-carts/pre-order*', (route) => (aborted++ === 0 ? route.abort('failed') : route.fallback()));
  await page.getByRole('button', { name: 'Submit order' }).click();
  await confirmTips(page);
  await page.getByText('network request error').first().waitFor();
  expect(page.url().endsWith('/before-order'), 'a failed call keeps the buyer on the pre-submit page');
  for (const index of [0, 1]) {
    const card = orderCard(page, index);
    expect((await card.getByTestId(`invoice-summary-${index}`).innerText()).includes('T3 总公司'), `order ${index + 1} keeps its invoice`);
    expect((await card.locator('tbody').getByRole('textbox', { name: 'Needed date' }).inputValue()) === date, `order ${index + 1} keeps its needed date`);
  }
  await screenshot('call-failed');

  // The retry, by double-click: asked once, one lot made although the first call went out too.
  await page.getByRole('button', { name: 'Submit order' }).dblclick();
  const question = await confirmTips(page);
  expect(question === 'Submit the order now?', `the submit asks first (asked: ${question})`);
  await page.waitForURL(/\/apply-result$/, { timeout: 15000 });
  const title = await page.locator('.ant-result-title').innerText();
  const lot = /\(lot (LOT[0-9A-Z]+)\)/.exec(title)?.[1];
  expect(lot, `the apply-result page says the application was submitted with its lot (says: ${title})`);
  expect(title === `Your purchase application was submitted (lot ${lot})`, `apply-result message (${title})`);
  expect(calls.filter((c) => c.includes('/pre-order')).length === 2, `the failed call and one retry (calls: ${calls.join(', ')})`);
  const made = (await api(page, 'GET', `/smodr/v1/{org}/orders/pr-lot-num?batchNum=${lot}`)).body;
  expect(made.prHeaderIdList?.length === 2, `the server made two orders in lot ${lot} (answer ${JSON.stringify(made)})`);
  const after = (await api(page, 'GET', '/smal/v1/{org}/shopping-carts')).body;
  expect(!after.some((l) => lines.some((s) => s.cartId === l.cartId)), 'the ordered lines left the cart');
  await screenshot('apply-result');
  expect(failures.length === 0, `no call answered an error on the way (${failures.join(', ')})`);
}
