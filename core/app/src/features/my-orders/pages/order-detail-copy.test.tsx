import type { MallOrder } from '@mall/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderPage } from '../../../test-support/render-page';
import type { OrderDetail } from '../my-orders-service';
import OrderDetailPage from './order-detail-page';

// One mall for the file (jsdom and antd are slow on a loaded machine).
vi.setConfig({ testTimeout: 120_000 });
const T = { timeout: 60_000 };

const ORDER: OrderDetail = {
  poHeaderId: 5, orderCode: 'PO-5', poSubNum: 'PO-5', poSubHeaderId: 5, ecPlatformCode: 'CATA', mallOrderStatus: 'WAITING_RECEIPT', orderTypeCode: 'STANDARD',
  receiptFlag: 1, afterSaleFlag: 1, batchNum: 'LOT-5', creationDate: '2026-11-20 10:00:00', supplierCompanyName: 'Office Supply Co.', currencyCode: 'CNY', amount: 10,
  lines: [{ poLineId: 50, lineNum: 1, skuId: 150, skuName: 'Paper', skuCode: 'SKU-50', cecFromCode: 'CATA', quantity: 2, unitPrice: 5, lineAmount: 10, uomName: 'box' } as MallOrder['lines'][number]],
  invoice: {},
  payment: { paymentOrderNum: 'PAY-5', status: 'WAITING' },
};

/** The detail row named `label`. */
const row = (label: string) => screen.getByText(label, { selector: '.ant-descriptions-item-label' }).closest('tr') as HTMLElement;

// Spec 1 section 8: 'Copy' -> 'copy succeeded'; issue 18 asks for a copy action where the pages show codes.
it("offers a copy action on the order code, the lot and the payment order, each saying 'copy succeeded'", async () => {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn().mockResolvedValue(undefined) }, configurable: true });
  document.execCommand = vi.fn().mockReturnValue(true);
  renderPage(<OrderDetailPage />, { path: '/order-detail?poHeaderId=5' }, (fake) => {
    fake.on('GET /smodr/v1/11/po-headers/detail/5', { json: ORDER });
    fake.on('POST /iam/hzero/v1/menus/check-permissions', (call) => ({ json: (call.body as string[]).map((code) => ({ code, approve: false, controllerType: 'hidden' })) }));
  });
  await screen.findByText('PO-5', {}, T);
  for (const [label, code] of [['Order code', 'PO-5'], ['Purchase request lot', 'LOT-5'], ['Payment order', 'PAY-5']] as const) {
    const cell = within(row(label));
    expect(cell.getByText(code)).toBeInTheDocument();
    fireEvent.click(cell.getByRole('button', { name: new RegExp(`Copy`) }));
  }
  expect(await screen.findAllByText('copy succeeded', {}, T)).not.toHaveLength(0);
});
