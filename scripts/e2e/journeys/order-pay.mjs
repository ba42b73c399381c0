// e2e-shares: t3-budgets (the same company's budgets as order-apply: never side by side)
// Issue 5, an online payment end to end as t3.online-buyer (core mall): a JD line and a
// catalogue line of another supplier get their budgets, the empty submit is refused with spec 1
// section 5's messages (the JD order also asks for its payment method), the buyer fills the
// orders, chooses online payment for the JD order, submits, pays on the cashier page and lands
// on the payment result, which shows what the server says about the payment.
import { inEnglishAs,
  allocateBudget, api, chooseIn, chooseInvoiceAddress, confirmTips, daysAhead, expectEventually, fillInvoice, openCart, orderCard, placedMessages,
  settle, watchCalls,
} from '../order-steps.mjs';

export default inEnglishAs('t3.online-buyer', steps);

async function steps({ page, url, screenshot, expect }) {
  const { calls, failures } = watchCalls(page, ['/pre-order', '/pay-url', '/payment-create', '/order-payment']);

  const cart = (await api(page, 'GET', '/smal/v1/{org}/shopping-carts')).body;
  const jd = cart.find((l) => l.productSource === 'JD');
  const cata = cart.find((l) => l.productSource === 'CATA');
  expect(jd && cata && jd.supplierCompanyId !== cata.supplierCompanyId, 'the demo cart of t3.online-buyer holds a JD and a catalogue line of two suppliers');

  await openCart(page, url);
  await allocateBudget(page, { productName: jd.productName, budget: 'IT equipment budget', quantity: jd.quantity, expect, screenshot: () => screenshot('budget-panel') });
  await allocateBudget(page, { productName: cata.productName, budget: 'Office expenses budget', quantity: cata.quantity, expect });
  await screenshot('budgets-allocated');

  await settle(page, [jd.productName, cata.productName], daysAhead(10));
  const cards = [0, 1].map((i) => orderCard(page, i));
  const jdIndex = (await cards[0].innerText()).includes(jd.supplierCompanyName) ? 0 : 1;
  const jdCard = cards[jdIndex];
  const cataCard = cards[1 - jdIndex];
  expect(await jdCard.getByLabel('Payment method').isVisible(), 'the JD order asks for a payment method');
  expect((await cataCard.getByLabel('Payment method').count()) === 0, 'the catalogue order does not');
  await screenshot('pre-submit');

  await page.getByRole('button', { name: 'Submit order' }).click();
  await page.getByText('please fill required fields').first().waitFor();
  const jdMessages = await placedMessages(jdCard);
  // The invoice address starts at the buyer's default one (addresss/default-invoice), so it is not asked for.
  expect(!jdMessages.includes('please select receiving address'), `the JD order starts with the default invoice address (shows: ${jdMessages.join(' | ')})`);
  for (const expected of ['please select payment method', 'please complete invoice information']) {
    expect(jdMessages.includes(expected), `the JD order shows '${expected}' (shows: ${jdMessages.join(' | ')})`);
  }
  expect(!(await placedMessages(cataCard)).includes('please select payment method'), 'the catalogue order is not asked for a payment method');
  expect(!calls.some((c) => c.includes('/pre-order')), 'a failing check sends nothing');
  await screenshot('validation-failed');

  await chooseIn(page, jdCard.locator('.ant-form-item').filter({ hasText: 'Payment method' }).locator('.ant-select'), 'Online payment');
  for (const card of [jdCard, cataCard]) {
    await fillInvoice(page, card, { header: 'T3 总公司', taxNumber: '91310000MA1FL0000X' });
    await chooseInvoiceAddress(page, card);
  }
  for (const card of [jdCard, cataCard]) {
    await expectEventually(async () => (await placedMessages(card)).length === 0, 3000);
    const left = await placedMessages(card);
    expect(left.length === 0, `the messages went as the buyer filled the fields (left: ${left.join(' | ')})`);
  }
  await screenshot('filled');

  await page.getByRole('button', { name: 'Submit order' }).click();
  await confirmTips(page);
  await page.waitForURL(/\/pay-online\?/, { timeout: 15000 });
  const payOnline = new URL(page.url());
  const paymentOrderNum = payOnline.searchParams.get('paymentOrderNum');
  const batchNum = payOnline.searchParams.get('batchNum');
  expect(paymentOrderNum && batchNum, 'the submit answered a payment order number and its lot');
  await page.getByRole('button', { name: 'Pay now' }).waitFor();
  const amountText = await page.locator('.ant-descriptions-row').filter({ hasText: 'Amount to pay' }).innerText();
  const due = jd.totalPrice.toFixed(2);
  expect(amountText.replace(/,/g, '').includes(due), `the cashier collects the online-paid JD order only, CNY ${due} (page: ${amountText})`);
  const waiting = await page.locator('.ant-descriptions-row').filter({ hasText: 'Orders waiting for payment' }).innerText();
  expect((waiting.match(/PO[0-9A-Z]+/g) ?? []).length === 1, `one order waits for the payment, the JD one (page: ${waiting})`);
  await screenshot('pay-online');

  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.waitForURL(/\/cashier\//, { timeout: 15000 });
  await page.getByRole('heading', { name: 'Cashier' }).waitFor();
  expect((await page.locator('.amount').innerText()).includes(due), 'the cashier shows the same amount');
  await screenshot('cashier');
  await page.getByRole('button', { name: 'Pay' }).click();

  await page.waitForURL(/\/payment-result\?/, { timeout: 15000 });
  await page.getByText('Payment successful').waitFor({ timeout: 15000 });
  expect(await page.getByText(`Payment order ${paymentOrderNum} has been paid.`).isVisible(), 'the result names the payment order');
  const status = (await api(page, 'POST', '/smodr/v1/{org}/orders/order-payment', { paymentOrderNum })).body;
  expect(status.status === 'PAID' && status.successFlag === 1 && status.batchNum === batchNum, `the server has the payment as paid (${JSON.stringify(status)})`);
  expect(calls.filter((c) => c.includes('/pre-order')).length === 1, 'one submit call');
  await screenshot('payment-result');
  expect(failures.length === 0, `no call failed on the way (${failures.join(', ')})`);
}
