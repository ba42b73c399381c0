import type { MallOrder } from '@mall/domain';
import { definePlugin, orderListActions, CoreIds } from '@mall/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeFetch } from '../../../platform/http/fake-fetch';
import { boughtAgainIds } from '../../../shell/cart-again';
import { renderPage } from '../../../test-support/render-page';
import MyOrdersPage from './my-orders-page';

// One mall per test over jsdom and antd: slow on a loaded machine, so the bounds are generous.
vi.setConfig({ testTimeout: 400_000 });
const T = { timeout: 60_000 };
const LIST = '/smodr/v1/11/po-headers';
const line = (poLineId: number, extra: Partial<MallOrder['lines'][number]> = {}): MallOrder['lines'][number] => ({
  poLineId, lineNum: poLineId, skuId: 100 + poLineId, skuName: `Paper ${poLineId}`, skuCode: `SKU-${poLineId}`, cecFromCode: 'CATA', quantity: 2, unitPrice: 5, lineAmount: 10, uomName: 'box', ...extra,
});
const order = (poHeaderId: number, extra: Partial<MallOrder>): MallOrder => ({
  poHeaderId, orderCode: `PO-${poHeaderId}`, poSubNum: `PO-${poHeaderId}`, poSubHeaderId: poHeaderId, ecPlatformCode: 'CATA', mallOrderStatus: 'SUBMITTED', orderTypeCode: 'STANDARD',
  receiptFlag: 1, afterSaleFlag: 1, batchNum: `LOT-${poHeaderId}`, creationDate: '2026-11-20 10:00:00', supplierCompanyName: 'Office Supply Co.', currencyCode: 'CNY', amount: 10,
  lines: [line(poHeaderId * 10)], ...extra,
});

const ORDERS = [
  order(1, { mallOrderStatus: 'WAITING_APPROVE', approverName: 'Wang Xiaoming' }),
  order(2, { mallOrderStatus: 'REJECT', denialReason: 'Budget exhausted', lines: [line(20, { subStatus: 'REJECT', denialReason: 'Budget exhausted' })] }),
  order(3, { mallOrderStatus: 'CANCELLED', lines: [line(30, { subStatus: 'CANCELLED' }), line(31, { subStatus: 'CANCELLED', cancelCode: 'REFUSED' })] }),
  order(4, { mallOrderStatus: 'WAITING_RECEIPT', lines: [line(40, { subStatus: 'WAITING_RECEIVE' }), line(41, { subStatus: 'FINISH' })] }),
];

const ALL_ACTIONS = ['buy-again', 'cancel', 'export', 'document-flow', 'related-documents', 'approval-record', 'receipt-record'];

/** The fake server over `orders` (each test lists only the orders it looks at, to keep renders small). */
function script(granted: readonly string[] = ALL_ACTIONS, orders: readonly MallOrder[] = ORDERS) {
  return (fake: FakeFetch) => {
    fake.on('POST /iam/hzero/v1/menus/check-permissions', (call) => ({
      json: (call.body as string[]).map((code) => ({ code, approve: granted.some((g) => code.endsWith(`.${g}`)), controllerType: 'hidden' })),
    }));
    fake.on(`GET ${LIST}/count`, { json: { total: 4, statusCountList: [{ mallOrderStatus: 'WAITING_APPROVE', count: 1 }, { mallOrderStatus: 'REJECT', count: 1 }, { mallOrderStatus: 'CANCELLED', count: 1 }, { mallOrderStatus: 'WAITING_RECEIPT', count: 1 }] } });
    fake.on(`GET ${LIST}`, (call) => {
      const statuses = call.url.searchParams.get('mallOrderStatusList')?.split(',');
      const size = Number(call.url.searchParams.get('size'));
      const content = orders.filter((o) => !statuses || statuses.includes(o.mallOrderStatus));
      return { json: { content, totalElements: size === 10 ? 35 : content.length, number: Number(call.url.searchParams.get('page')), size } };
    });
    fake.on('POST /smodr/v1/11/po-lines/order/buy-again', { json: { cartIdList: [7], successCount: 1, failedList: [] } });
    fake.on('POST /smodr/v1/11/orders/mall-preempt-cancel', { json: { poHeaderId: 1, mallOrderStatus: 'CANCELLED' } });
  };
}

const card = async (code: string) => screen.findByLabelText(`Order code ${code}`, {}, T);

it('shows status tabs with counts, the approver, the denial reason and every line status', async () => {
  renderPage(<MyOrdersPage />, { path: '/my-mall/my-order' }, script());
  expect(await screen.findByRole('tab', { name: 'All (4)' }, T)).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Waiting for approval (1)' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Paid (0)' })).toBeInTheDocument();
  expect(within(await card('PO-1')).getByText('Approver: Wang Xiaoming')).toBeInTheDocument();
  expect(within(await card('PO-2')).getAllByText('Reason for rejection: Budget exhausted').length).toBeGreaterThan(0);
  const cancelled = await card('PO-3');
  // CANCELLED without a cancel code shows 'cancelled' (spec 2 section 4); with one, its meaning.
  // The line cells are their own chunk (fetched with the list): wait for them once.
  expect(await within(cancelled).findByText('cancelled', {}, T)).toBeInTheDocument();
  expect(within(cancelled).getByText('Refused')).toBeInTheDocument();
  const receiving = await card('PO-4');
  // The order's status tag and its WAITING_RECEIVE line's tag.
  expect(within(receiving).getAllByText('Waiting for receipt', { selector: '.ant-tag' })).toHaveLength(2);
  expect(within(receiving).getByText('Finished')).toBeInTheDocument();
});

it('asks the server with the status tab, the code and dates, and pages of 10, 20 or 30', async () => {
  const { fake } = renderPage(<MyOrdersPage />, { path: '/my-mall/my-order' }, script(ALL_ACTIONS, [ORDERS[1]!]));
  await userEvent.click(await screen.findByRole('tab', { name: 'Rejected (1)' }, T));
  await waitFor(() => expect(fake.callsTo(LIST).at(-1)!.url.searchParams.get('mallOrderStatusList')).toBe('REJECT'));
  await userEvent.type(screen.getByPlaceholderText('Search by order code'), 'PO-2{Enter}');
  await waitFor(() => expect(fake.callsTo(LIST).at(-1)!.url.searchParams.get('orderCode')).toBe('PO-2'));
  const last = fake.callsTo(LIST).at(-1)!.url.searchParams;
  expect([last.get('page'), last.get('size')]).toEqual(['0', '10']);
  await userEvent.click(screen.getByRole('tab', { name: 'All (4)' }));
  await userEvent.click(await screen.findByTitle('2', {}, T));
  await waitFor(() => expect(fake.callsTo(LIST).at(-1)!.url.searchParams.get('page')).toBe('1'));
  await userEvent.click(screen.getByRole('combobox'));
  expect(await screen.findByTitle('30 / page', {}, T)).toBeInTheDocument();
  await userEvent.click(screen.getByTitle('20 / page'));
  await waitFor(() => expect(fake.callsTo(LIST).at(-1)!.url.searchParams.get('size')).toBe('20'));
  expect(fake.callsTo(LIST).at(-1)!.url.searchParams.get('page')).toBe('0');
});

it('offers cancel only while the order is not shipped, asks first, and buys again', async () => {
  const { fake } = renderPage(<MyOrdersPage />, { path: '/my-mall/my-order' }, script(ALL_ACTIONS, [ORDERS[0]!, ORDERS[3]!]));
  const waiting = await card('PO-1');
  expect(within(await card('PO-4')).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  await userEvent.click(await within(waiting).findByRole('button', { name: 'Cancel order' }, T));
  // The confirmation asks with its own 'Cancel order' button beside the row's.
  await waitFor(() => expect(screen.getAllByRole('button', { name: 'Cancel order' })).toHaveLength(2), T);
  await userEvent.click(screen.getAllByRole('button', { name: 'Cancel order' }).at(-1)!);
  await waitFor(() => expect(fake.callsTo('/smodr/v1/11/orders/mall-preempt-cancel')).toHaveLength(1));
  expect(fake.callsTo('/smodr/v1/11/orders/mall-preempt-cancel')[0]!.body).toEqual({ poHeaderId: 1 });
  expect(await screen.findByText('Order PO-1 cancelled', {}, T)).toBeInTheDocument();
  await userEvent.click(within(waiting).getByRole('button', { name: 'Buy again' }));
  expect(await screen.findByText('1 product(s) added to the cart', { exact: false }, T)).toBeInTheDocument();
  expect(fake.callsTo('/smodr/v1/11/po-lines/order/buy-again')[0]!.body).toEqual({ poHeaderId: 1 });
  // Spec 1 section 4: the lines bought again are flagged 'again' in the cart (the stage mall's organisation 11, user 7).
  expect(boughtAgainIds(11, 7).has(7)).toBe(true);
});

it('hides the actions the buyer holds no permission for', async () => {
  renderPage(<MyOrdersPage />, { path: '/my-mall/my-order' }, script(['document-flow'], [ORDERS[0]!]));
  const first = await card('PO-1');
  expect(await within(first).findByRole('button', { name: 'Document flow' }, T)).toBeInTheDocument();
  expect(within(first).queryByRole('button', { name: 'Buy again' })).not.toBeInTheDocument();
  expect(within(first).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
});

it("draws a tenant's action beside core's, and none that core's id disables", async () => {
  const plugin = definePlugin({
    id: '@mall-tenant/test-orders',
    version: '1.0.0',
    sdk: '^1.0.0',
    register(ctx) {
      ctx.contribute(orderListActions, { id: 'test.print', component: ({ order: o }) => <button type="button">Print {o.orderCode}</button> });
      ctx.disable(orderListActions, CoreIds.myOrders.buyAgain);
    },
  });
  renderPage(<MyOrdersPage />, { path: '/my-mall/my-order', plugins: [plugin] }, script(ALL_ACTIONS, [ORDERS[0]!]));
  expect(await screen.findByRole('button', { name: 'Print PO-1' }, T)).toBeInTheDocument();
  await within(await card('PO-1')).findByRole('button', { name: 'Document flow' }, T);
  expect(screen.queryByRole('button', { name: 'Buy again' })).not.toBeInTheDocument();
});

it('says so when there are no orders', async () => {
  renderPage(<MyOrdersPage />, { path: '/my-mall/my-order' }, (fake) => {
    fake.on(`GET ${LIST}/count`, { json: { total: 0, statusCountList: [] } });
    fake.on(`GET ${LIST}`, { json: { content: [], totalElements: 0, number: 0, size: 10 } });
  });
  expect(await screen.findByText('No orders', {}, T)).toBeInTheDocument();
});
