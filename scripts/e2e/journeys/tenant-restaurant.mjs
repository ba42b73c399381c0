// Issue 14, the restaurant group (CAOCAO): its buyer opens /add-purchase and is blocked by an
// unrated completed order (the spec's sentence, the order number, Go to rate); once the order is
// rated, the buyer submits a request against the small budget and sees the budget over-limit
// dialog (spec 3), confirms, and the request is submitted.
import { api, daysAhead, inEnglishAs } from '../order-steps.mjs';

export default inEnglishAs('caocao.buyer', steps);

async function steps({ page, url, screenshot, expect }) {
  const unrated = (await api(page, 'POST', '/marmot/v1/{org}/marmot-api/caocao-unevaluated-orders', {})).body;
  expect(Array.isArray(unrated) && unrated.length > 0, 'the demo buyer has a completed order not yet rated');
  await page.goto(`${url}/add-purchase`);
  await page.getByText('You have completed orders not yet rated, rate them under orders before ordering').waitFor({ timeout: 20000 });
  await page.getByText(unrated[0]).first().waitFor();
  expect(await page.getByRole('button', { name: 'Go to rate' }).isVisible(), 'a go-to-rate button is offered');
  expect(await page.getByRole('button', { name: 'Submit' }).isDisabled(), 'the request form is blocked');
  await screenshot('blocked');

  // Rate the completed orders (the order comment call), then the page lets the buyer order.
  const list = (await api(page, 'GET', '/smodr/v1/{org}/po-headers?mallOrderStatusList=RECEIVED&size=50')).body;
  for (const order of list.content) await api(page, 'POST', '/smodr/v1/{org}/order-comments', { poHeaderId: order.poHeaderId, rating: 5, content: 'Good service' });
  await page.reload();
  await page.getByLabel('Request title').waitFor({ timeout: 20000 });
  expect((await page.getByLabel('Needed date 1').inputValue()) === daysAhead(10), 'a new line needs its goods in 10 days (no delivery cycle)');

  await page.getByLabel('Request title').fill(`Wok station ${Date.now().toString(36)}`);
  await page.getByLabel('Product name 1').fill('Wok burner');
  await page.getByLabel('Quantity 1').fill('2');
  await page.getByLabel('Unit 1').fill('pcs');
  await page.getByLabel('Estimated price 1').fill('800');
  await page.getByRole('combobox', { name: 'Budget' }).click();
  await page.getByTitle(/BUD-PETTY/).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Budget occupied amount exceeds total budget, please confirm whether to continue submitting').last().waitFor({ timeout: 20000 });
  await dialog.getByText('The following products exceed budget or the warning line, confirm to continue').waitFor();
  await dialog.getByText('Wok burner').waitFor();
  await screenshot('budget-warning');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await page.waitForURL(/\/my-request$/, { timeout: 20000 });
}
