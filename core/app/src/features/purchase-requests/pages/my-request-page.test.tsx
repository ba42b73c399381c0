import type { MallRequest } from '@mall/domain';
import { CoreIds, definePlugin, requestListActions } from '@mall/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../test-support/render-page';
import MyRequestPage from './my-request-page';

// One mall for the file (jsdom and antd are slow on a loaded machine), so the bounds are generous.
vi.setConfig({ testTimeout: 400_000 });
const T = { timeout: 60_000 };
const BASE = '/smodr/v1/11';
const request = (id: number, status: string, productId?: number): MallRequest =>
  ({
    mallRequestId: id, requestNum: `PR-${id}`, mallManualRequestStatus: status, title: `Request ${id}`, amount: 20, currencyCode: 'CNY', creationDate: '2026-11-20 10:00:00',
    mallRequestEntryViewVOList: [{ mallRequestEntryId: id * 10, lineNum: 1, skuName: `Paper ${id}`, quantity: 2, uomName: 'box', estimatedPrice: 10, lineAmount: 20, neededDate: '2026-12-01', productId }],
  }) as MallRequest;

const tenant = definePlugin({
  id: '@mall-tenant/my-request-probe',
  version: '1.0.0',
  sdk: '^1.0.0',
  register(ctx) {
    ctx.contribute(requestListActions, { id: 'probe.print', order: 95, component: ({ request: r }) => <button type="button">Print {r?.requestNum}</button> });
    ctx.disable(requestListActions, CoreIds.myRequests.copy);
  },
});

it('lists requests under status tabs with counts, draws the actions of the point, and buys again into the cart', async () => {
  // Opened as a submit that made a request opens it: searched for the request number of the link.
  const { fake } = renderPage(<MyRequestPage />, { path: '/my-request?requestNum=PR', plugins: [tenant] }, (f) => {
    f.on('POST /iam/hzero/v1/menus/check-permissions', (call) => ({ json: (call.body as string[]).map((code) => ({ code, approve: true, controllerType: 'hidden' })) }));
    f.on(`GET ${BASE}/mall-requests/mall-status-count`, { json: { total: 2, statusCountList: [{ mallManualRequestStatus: 'NEW', count: 1 }, { mallManualRequestStatus: 'TO_PO', count: 1 }] } });
    f.on(`GET ${BASE}/mall-requests/mall-list`, { json: { content: [request(1, 'NEW'), request(2, 'TO_PO', 501)], totalElements: 2 } });
    f.on(`POST ${BASE}/open-cart/buy-again`, { json: { cartIdList: [9], successCount: 1, failedList: [] } });
  });
  expect(await screen.findByRole('tab', { name: 'All (2)' }, T)).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Submitted (0)' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Request number' })).toHaveValue('PR');
  for (const path of ['mall-list', 'mall-status-count']) expect(fake.callsTo(`${BASE}/mall-requests/${path}`)[0]!.url.searchParams.get('requestNum')).toBe('PR');
  // The toolbar's create, core's row actions by status, the tenant's print, and no copy (disabled by id).
  expect(await screen.findByRole('button', { name: 'Create' }, T)).toBeInTheDocument();
  const draft = await screen.findByText('Request 1', {}, T);
  const draftCard = draft.closest('[data-request-num]') as HTMLElement;
  expect(await within(draftCard).findByRole('button', { name: 'Re-edit' }, T)).toBeInTheDocument();
  expect(within(draftCard).getByRole('button', { name: 'Print PR-1' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
  // Buy again only where a line names a manual product.
  expect(within(draftCard).queryByRole('button', { name: 'Buy again' })).not.toBeInTheDocument();
  const ordered = screen.getByText('Request 2').closest('[data-request-num]') as HTMLElement;
  await userEvent.click(within(ordered).getByRole('button', { name: 'Buy again' }));
  await waitFor(() => expect(fake.callsTo(`${BASE}/open-cart/buy-again`)).toHaveLength(1));
  expect(fake.callsTo(`${BASE}/open-cart/buy-again`)[0]!.body).toMatchObject({ mallRequestId: 2 });
  expect(await screen.findByText('1 product(s) added to the cart', {}, T)).toBeInTheDocument();
});
