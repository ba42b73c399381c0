// Issue 15, the financial group (FOUNDERSC) in a real browser: the financial-sharing quick link in
// the top bar (the jump call returned a transferUrl), and centralised group buying in the cart:
// a group-buying line in approval is shown to the demander as Submitted, general goods cannot join
// it, and submitting the NEW group-buying line puts it in approval on the server.
import { api, inEnglishAs, watchCalls } from '../order-steps.mjs';

export default inEnglishAs('foundersc.buyer', async ({ page, url, screenshot, expect }) => {
  const { failures } = watchCalls(page, []);

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
  expect(failures.length === 0, `no call failed on the way (${failures.join(', ')})`);
});
