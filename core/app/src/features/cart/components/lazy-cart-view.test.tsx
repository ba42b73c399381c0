import { CartViewToken, messages, definePlugin, useMallService, type CartExtraColumn, type CartLine } from '@mall/sdk';
import { screen, within } from '@testing-library/react';
import { clearBrowserStorage } from '../../../platform/session/platform-test-container';
import { renderWithMall } from '../../../test-support/render-with-mall';
import CartPage from '../pages/cart-page';

const CARTS = '/smal/v1/11/shopping-carts';
const lines = [
  { cartId: 1, productId: 10, productName: 'Printer paper', productSource: 'CATA', quantity: 5, latestPrice: 10, currencyCode: 'CNY', scuxStockQuantity: 126 },
  { cartId: 2, productId: 20, productName: 'Toner', productSource: 'CATA', quantity: 1, latestPrice: 30, currencyCode: 'CNY' },
];
const stockColumn: readonly CartExtraColumn[] = [
  { key: 'scuxStockQuantity', titleKey: 'probe.stock', render: (line: CartLine) => String((line as unknown as { scuxStockQuantity?: number }).scuxStockQuantity ?? 'no figure') },
];
const probeMessages = definePlugin({
  id: 'probe',
  sdk: '^1.0.0',
  register: (ctx) =>
    ctx.contribute(messages, { id: 'probe.en', locale: 'en_US', messages: { 'probe.stock': 'Store stock', 'probe.title': 'Probe cart' } }),
});

/** A tenant page as a plugin writes it: core's cart through the SDK token, nothing imported from core. */
function TenantCartPage() {
  const CartView = useMallService(CartViewToken);
  return <CartView titleKey="probe.title" extraColumns={stockColumn} />;
}

const script = (fake: { on: (route: string, answer: { json: unknown }) => unknown }) => {
  fake.on(`GET ${CARTS}`, { json: lines });
  fake.on(`GET ${CARTS}/count`, { json: lines.length });
};

vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => clearBrowserStorage());

describe('CartViewToken', () => {
  it("gives a plugin's page core's cart with its title and extra columns, cells from each line", async () => {
    renderWithMall(<TenantCartPage />, { path: '/cart', plugins: [probeMessages], script });
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    await within(table).findByText('Printer paper');
    expect(screen.getByRole('heading', { name: 'Probe cart' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Store stock' })).toBeInTheDocument();
    const paper = within(table).getByText('Printer paper').closest('tr')!;
    const toner = within(table).getByText('Toner').closest('tr')!;
    expect(within(paper).getByText('126')).toBeInTheDocument();
    expect(within(toner).getByText('no figure')).toBeInTheDocument();
  });

  it("leaves core's own cart page without extra columns", async () => {
    renderWithMall(<CartPage />, { path: '/cart', plugins: [probeMessages], script });
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    await within(table).findByText('Printer paper');
    expect(screen.getByRole('heading', { name: 'Shopping cart' })).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Store stock' })).toBeNull();
  });
});
