// Issue 15, the financial group (FOUNDERSC) in a real browser: the financial-sharing quick link in
// the top bar (the jump call returned a transferUrl), and centralised group buying in the cart:
// a group-buying line in approval is shown to the demander as Submitted, general goods cannot join
// it, and submitting the NEW group-buying line puts it in approval on the server. Catalogue goods
// above the fund balance paid with payment method 4 are refused by the balance check with its
// table of request number and message, and no way to continue. Then the approver (signed in
// beside the buyer) finds both lines in approval under My Mall's 'Group-buying approvals',
// rejects one (after confirming) and approves the other, and the buyer's relations show it.
import { api, cartRow, chooseIn, daysAhead, fillInvoice, inEnglishAs, openCart, orderCard, restoreDefaultLanguage, settle, switchToEnglish, watchCalls } from '../order-steps.mjs';

export default inEnglishAs('foundersc.buyer', async ({ page, context, url, signIn, screenshot, expect }) => {
  const { calls, failures } = watchCalls(page, ['/pre-order']);

  // The quick link exists because the jump call answered a URL for this buyer.
  const link = page.getByRole('link', { name: 'Financial sharing' });
  await link.waitFor({ timeout: 15000 });
  expect(/^https:\/\/fssc\.foundersc\.example\/sso\/jump\?account=FSSC-FOUNDERSC-\d+/.test((await link.getAttribute('href')) ?? ''), 'the link goes to the transferUrl');

  const lines = (await api(page, 'GET', '/smal/v1/{org}/shopping-carts')).body;
  const inApproval = lines.find((l) => l.centralizedStatus === 'APPROVEING');
  const fresh = lines.find((l) => l.centralizedStatus === 'NEW');
  const general = lines.find((l) => !l.labelList);
  expect(inApproval && fresh && general, 'the demo cart holds a group-buying line in approval, a NEW one and general goods');

  await page.goto(`${url}/cart`);
  await page.getByRole('heading', { name: 'Shopping cart' }).waitFor();
  const rowOf = (line) => page.locator('.ant-table-row').filter({ hasText: line.productName }).first();
  await rowOf(inApproval).waitFor({ timeout: 30000 });
  await rowOf(inApproval).getByRole('checkbox').check();
  const actions = page.getByTestId('centralised-actions');
  // The demander sees APPROVEING as Submitted.
  await actions.getByText(`${inApproval.productName}: Submitted`).waitFor();

  // General goods are refused beside group-buying goods, with the spec's sentence.
  await rowOf(general).getByRole('checkbox').click();
  await page.getByRole('alert').filter({ hasText: 'General products and group-buying products cannot be submitted together, please choose again' }).waitFor();
  expect(!(await rowOf(general).getByRole('checkbox').isChecked()), 'the general line stayed unselected');
  await screenshot('group-buying-refusal');

  // The NEW line is submitted through the relation action; the server now holds it in approval.
  await rowOf(inApproval).getByRole('checkbox').uncheck();
  await rowOf(fresh).getByRole('checkbox').check();
  await actions.getByText(`${fresh.productName}: New`).waitFor();
  await actions.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('1 lines updated').waitFor();
  await page.getByRole('heading', { name: 'Shopping cart' }).waitFor();
  const after = (await api(page, 'GET', '/smal/v1/{org}/centralized-relations')).body;
  expect(after.find((r) => r.cartId === fresh.cartId)?.centralizedStatus === 'SUBMITTED', 'the relation is submitted (APPROVEING, shown SUBMITTED)');
  await rowOf(fresh).waitFor({ timeout: 30000 });
  await screenshot('relation-submitted');

  // General catalogue goods above the fund's 1,000.00 paid with payment method 4: the balance
  // check answers a table of request number and message, with no way to continue; nothing is sent.
  const catalogue = lines.filter((l) => l.productSource === 'CATA' && !l.labelList);
  expect(catalogue.reduce((sum, l) => sum + l.latestPrice * l.quantity, 0) > 1000, 'the general catalogue goods cost more than the fund balance');
  await openCart(page, url);
  // The cart keeps its selection: the group-buying line ticked above would refuse general goods.
  for (const line of lines.filter((l) => l.labelList)) {
    const box = cartRow(page, line.productName).getByRole('checkbox');
    if (await box.isChecked()) await box.uncheck();
  }
  await settle(page, catalogue.map((l) => l.productName), daysAhead(10));
  const cards = await page.getByTestId(/^order-\d+$/).count();
  for (let index = 0; index < cards; index++) {
    const card = orderCard(page, index);
    await card.getByTestId('company-pay-info').getByText(/^FR-/).waitFor({ timeout: 15000 });
    await chooseIn(page, card.locator('.ant-form-item').filter({ hasText: 'Payment method' }).locator('.ant-select'), 'Fund account payment');
    await fillInvoice(page, card, { header: 'FOUNDERSC 总公司', taxNumber: '91310000MA1FL0000X' });
    // The invoice address starts at the buyer's default one (addresss/default-invoice).
  }
  await page.getByRole('button', { name: 'Submit order' }).click();
  const refusal = page.getByRole('dialog').filter({ hasText: 'Balance check failed' });
  await refusal.getByText('The fund balance does not cover these orders; they cannot be submitted').waitFor({ timeout: 30000 });
  const table = refusal.getByTestId('outcome-table');
  await table.getByRole('columnheader', { name: 'Request number' }).waitFor();
  await table.getByText(/^FR-.*-2026$/).first().waitFor();
  await table.getByText(/balance [\d.]+ is less than the order amount/).first().waitFor();
  expect((await refusal.getByRole('button').filter({ hasText: /Cancel|Continue/ }).count()) === 0, 'the refusal offers no way to continue');
  await screenshot('balance-refused');
  await refusal.getByRole('button', { name: /OK/ }).click();
  await refusal.waitFor({ state: 'hidden' });
  expect(!calls.some((c) => c.includes('/pre-order')), 'the refused submit sent nothing');
  expect(failures.length === 0, `no call failed on the way (${failures.join(', ')})`);

  // The approver's view, in a browser context of their own.
  const desk = await (await context.browser().newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' })).newPage();
  try {
    await signIn(desk, 'foundersc.approver');
    await switchToEnglish(desk);
    await desk.goto(`${url}/my-mall`);
    // The entry joins the menu once the permission check answers.
    await desk.getByRole('link', { name: 'Group approvals' }).click({ timeout: 30000 });
    await desk.getByRole('heading', { level: 1, name: 'Group-buying approvals' }).waitFor();
    const demand = (line) => desk.locator('.ant-table-row').filter({ hasText: line.productName }).first();
    await demand(inApproval).waitFor({ timeout: 30000 });
    await demand(fresh).waitFor();
    expect((await demand(inApproval).textContent()).includes('FOUNDERSC 采购员'), 'the demand names its demander');

    await demand(inApproval).getByRole('button', { name: 'Reject' }).click();
    const confirm = desk.getByRole('dialog').filter({ hasText: 'Reject this demand?' });
    await confirm.getByRole('button', { name: /OK/ }).click();
    await demand(inApproval).waitFor({ state: 'detached', timeout: 30000 });
    await demand(fresh).getByRole('button', { name: 'Approve' }).click();
    await desk.getByText('No group-buying demands are waiting for your decision').waitFor({ timeout: 30000 });

    // As the demander sees them now: the rejected line RETURNED, the approved one APPROVED.
    const decided = (await api(page, 'GET', '/smal/v1/{org}/centralized-relations')).body;
    const statusOf = (line) => decided.find((r) => r.cartId === line.cartId)?.centralizedStatus;
    expect(statusOf(inApproval) === 'RETURNED' && statusOf(fresh) === 'APPROVED', `the buyer sees RETURNED and APPROVED (${JSON.stringify(decided)})`);
  } finally {
    await restoreDefaultLanguage(desk);
    await desk.context().close();
  }
});
