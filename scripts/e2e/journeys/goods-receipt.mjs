// Issue 11 (receipt half), as kingfa.buyer (core mall): in My orders the buyer receives part of a
// seeded delivery (two of its three lines, the first into stock at a warehouse), then the rest;
// the order ends RECEIVED with every line's received quantity at its sent quantity. Then the
// buyer opens the logistics of a delivered line: courier details and the track newest first.
import { chooseIn, inEnglishAs, api, watchCalls } from '../order-steps.mjs';

export default inEnglishAs('kingfa.buyer', steps);

async function openOrder(page, orderCode) {
  await page.getByPlaceholder('Search by order code').fill(orderCode);
  await page.getByPlaceholder('Search by order code').press('Enter');
  const card = page.getByLabel(`Order code ${orderCode}`);
  await card.waitFor({ timeout: 20000 });
  return card;
}

async function receiptDrawer(page, card) {
  await card.getByRole('button', { name: 'Receipt', exact: true }).click();
  const drawer = page.locator('.ant-drawer').filter({ has: page.getByText('Accept', { exact: true }) });
  await drawer.getByRole('button', { name: 'confirm receipt' }).waitFor();
  await drawer.locator('.ant-table-row').first().waitFor({ timeout: 20000 });
  return drawer;
}

async function steps({ page, url, screenshot, expect }) {
  const { failures } = watchCalls(page, []);
  const self = (await api(page, 'GET', '/iam/hzero/v1/users/self')).body;
  const orderCode = `PO-RCV-${self.id}-2`;
  const poHeaderId = await orderId(page, orderCode);
  expect(poHeaderId, `the demo seed gave kingfa.buyer the receiving order ${orderCode}`);
  const lines = async () => (await api(page, 'POST', '/smodr/v1/{org}/consignment-entrys/confirm-consignment', { poHeaderId })).body.lineList;

  await page.goto(`${url}/my-mall/my-order`);
  const card = await openOrder(page, orderCode);
  const drawer = await receiptDrawer(page, card);
  const rows = drawer.locator('.ant-table-tbody .ant-table-row');
  expect((await rows.count()) === 3, `the delivery's three lines are listed (found ${await rows.count()})`);
  expect(await drawer.getByText('Gifts follow the actual quantity received').isVisible(), 'the gift note shows');
  await screenshot('receipt-drawer');

  // Part of it: the gift line (the third) waits for later; the second goes in without stock.
  await rows.nth(2).locator('.ant-checkbox-input').first().uncheck();
  await rows.nth(1).getByRole('checkbox', { name: 'convert to stock for use' }).uncheck();
  await drawer.getByRole('button', { name: 'confirm receipt' }).click();
  const stock = page.locator('.ant-drawer').filter({ has: page.getByText('Receive into stock', { exact: true }) });
  await stock.getByRole('button', { name: 'confirm receipt' }).waitFor();
  await stock.getByRole('button', { name: 'confirm receipt' }).click();
  await stock.getByText('required, please complete the information').waitFor();
  await chooseIn(page, stock.locator('.ant-select').first(), 'WH-02');
  await screenshot('stock-drawer');
  await stock.getByRole('button', { name: 'confirm receipt' }).click();
  await page.getByText('receipt successful').waitFor({ timeout: 20000 });
  await drawer.waitFor({ state: 'hidden' });

  const waiting = (await lines()).map((l) => l.waitingReceiveQuantity);
  expect(waiting[0] === 0 && waiting[1] === 0 && waiting[2] > 0, `two lines received, the gift waits (${waiting.join(', ')})`);

  // The rest: only the gift is still listed.
  const again = await receiptDrawer(page, await openOrder(page, orderCode));
  // The first drawer's rows leave the page while it animates out, so wait for them to go.
  const leftRows = again.locator('.ant-table-tbody .ant-table-row');
  for (let tries = 0; tries < 40 && (await leftRows.count()) !== 1; tries += 1) await page.waitForTimeout(250);
  expect((await leftRows.count()) === 1, `only the line still waiting is listed (found ${await leftRows.count()})`);
  await again.getByRole('button', { name: 'confirm receipt' }).click();
  await page.getByText('receipt successful').first().waitFor({ timeout: 20000 });
  expect((await lines()).every((l) => l.receiveQuantity === l.sentQuantity), 'every line is received in full');
  const listed = await openOrder(page, orderCode);
  await listed.getByText('Received').first().waitFor({ timeout: 20000 });

  // Logistics of a delivered line, newest first with the date once per day.
  await listed.getByRole('button', { name: 'Logistics' }).first().click();
  const logistics = page.locator('.ant-drawer').filter({ has: page.getByText('View logistics information', { exact: true }) });
  await logistics.getByText('顺丰速运 SF Express').waitFor({ timeout: 20000 });
  const entries = logistics.locator('.ant-timeline-item');
  expect((await entries.count()) === 6, `six track entries (found ${await entries.count()})`);
  expect((await entries.first().innerText()).includes('Out for delivery'), 'the newest entry is first');
  await logistics.getByRole('button', { name: 'Refresh' }).click();
  await logistics.getByText(/Last update: \d{4}-\d{2}-\d{2}/).waitFor();
  await screenshot('logistics');
  await logistics.getByRole('button', { name: 'Close' }).last().click();
  expect(failures.length === 0, `no call answered an error on the way (${failures.join(', ')})`);
}

/** The order's id as My orders lists it (the list call the page makes, with the buyer's token). */
async function orderId(page, orderCode) {
  const list = (await api(page, 'GET', `/smodr/v1/{org}/po-headers?orderCode=${encodeURIComponent(orderCode)}&page=0&size=10`)).body;
  return (list.content ?? []).find((o) => o.orderCode === orderCode)?.poHeaderId;
}
