import type { CartLine } from '@mall/domain';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import type { FakeFetch } from '../../../platform/http/fake-fetch';
import { renderWithMall, type RenderWithMallOptions } from '../../../test-support/render-with-mall';
import type { OrderData, OrderRow } from '../order-service';
import BeforeOrderPage from '../pages/before-order-page';

export const PRE_ORDER = '/smal/v1/11/shopping-carts/pre-order';
export const LOVS = '/hpfm/v1/11/lovs/data';

const LOOKUPS: Record<string, [string, string][]> = {
  'SMAL.INVOICE_METHOD': [['1', 'Invoice with the goods'], ['2', 'Centralised invoicing']],
  'SMAL.INVOICE_TYPE': [['1', 'VAT ordinary invoice'], ['2', 'VAT special invoice']],
  'SMAL.INVOICE_TITLE_TYPE': [['1', 'Company'], ['2', 'Individual']],
  'SMAL.INVOICE_DETAIL_TYPE': [['1', 'Goods details'], ['100', 'Goods category']],
  'SMAL.PAYMENT_METHOD': [['MONTHLY', 'Monthly settlement'], ['PERSONAL_PAYMENT', 'Personal payment']],
  'SPRM.PR_TYPE': [['STANDARD', 'Standard purchase request']],
};

/** The value sets the page and the invoice dialog read, as the server seeds them. */
export function scriptLookups(fake: FakeFetch): void {
  fake.on(`GET ${LOVS}`, (call) => ({
    json: (LOOKUPS[call.url.searchParams.get('lovCode') ?? ''] ?? []).map(([value, meaning], i) => ({ value, meaning, prTypeId: i + 1, prTypeName: meaning })),
  }));
}

export const orderLine = (over: Partial<CartLine> & { cartId: number }): CartLine => ({
  productId: over.cartId * 10,
  productName: `Product ${over.cartId}`,
  productSource: 'CATA',
  quantity: 2,
  latestPrice: 10,
  totalPrice: 20,
  currencyCode: 'CNY',
  neededDate: '2999-01-01',
  checkStatus: 1,
  ...over,
});

/** A complete order: every core validator passes. */
export const completeOrder = (over: Partial<OrderRow> = {}): OrderRow => ({
  key: 'k1',
  companyId: 21,
  supplierCompanyName: 'Paper Co',
  minPurchaseFlag: 1,
  invoiceMethodCode: '1',
  invoiceTypeCode: '1',
  invoiceTitleTypeCode: '1',
  invoiceDetailTypeCode: '1',
  companyInvoiceVO: { invoiceHeader: 'ACME', taxRegistrationNumber: 'TAX1' },
  invoiceAddressId: 9,
  fullInvoiceAddress: 'Beijing, Chaoyang, 1 Road',
  shoppingCartDTOList: [orderLine({ cartId: 1 })],
  ...over,
});

/** Where the page went: its path, query and navigation state. */
function Probe() {
  const location = useLocation();
  return <pre data-testid="probe">{JSON.stringify({ path: `${location.pathname}${location.search}`, state: location.state as unknown })}</pre>;
}

/** Opens the pre-submit page as Settle or buy-now would: with the order data in navigation state. */
export function openBeforeOrder(orderData: OrderData | undefined, options: RenderWithMallOptions & { page?: string } = {}) {
  const page = options.page ?? '/before-order';
  return renderWithMall(
    <Routes>
      <Route path="/start" element={<Navigate to={page} state={orderData ? { orderData } : undefined} replace />} />
      <Route path={page} element={<BeforeOrderPage />} />
      <Route path="*" element={<Probe />} />
    </Routes>,
    {
      ...options,
      path: '/start',
      script: (fake) => {
        scriptLookups(fake);
        options.script?.(fake);
      },
    },
  );
}

/** The probe's reading, once the page has navigated away. */
export function probed(element: HTMLElement): { path: string; state: unknown } {
  return JSON.parse(element.textContent ?? '{}') as { path: string; state: unknown };
}
