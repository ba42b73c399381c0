import { renderPluginRoute } from '@mall/sdk-testing';
import { screen, within } from '@testing-library/react';
import plugin from './index';

const lines = [
  { cartId: 1, productId: 10, productName: 'Shelf labels', productSource: 'CATA', quantity: 5, latestPrice: 10, currencyCode: 'CNY', scuxStockQuantity: 126, scuxShipQuantity: 40, scuxTotalStockQuantity: 166, attributeDecimal1: 18, attributeDecimal2: 0, attributeDecimal3: 6.5 },
  { cartId: 2, productId: 20, productName: 'Freezer cabinet', productSource: 'CATA', quantity: 1, latestPrice: 3000, currencyCode: 'CNY' },
];
const answers = {
  'GET /smal/v1/{org}/shopping-carts': { json: lines },
  'GET /smal/v1/{org}/shopping-carts/count': { json: lines.length },
};

vi.setConfig({ testTimeout: 60_000 });

describe("retail-chain's /cart", () => {
  it("shows core's cart under the store title with the stock and surcharge columns and each line's figures", async () => {
    await renderPluginRoute(plugin, '/cart', { answers });
    const table = await screen.findByRole('table', {}, { timeout: 20_000 });
    await within(table).findByText('Shelf labels');
    expect(screen.getByRole('heading', { name: 'Store cart' })).toBeInTheDocument();
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    const extra = ['Store stock', 'In transit', 'Total stock', 'Freight', 'Installation', 'Line surcharge'];
    // Core's columns stay, the store's come after them and before the actions.
    expect(headers.filter((h) => extra.includes(h ?? ''))).toEqual(extra);
    expect(headers.indexOf('Line surcharge')).toBeLessThan(headers.indexOf('Actions'));
    expect(headers).toContain('Unit price');
    const cells = (name: string) => within(within(table).getByText(name).closest('tr')!).getAllByRole('cell').map((c) => c.textContent);
    expect(cells('Shelf labels')).toEqual(expect.arrayContaining(['126', '40', '166', '18.00', '0.00', '6.50']));
    // A line the server gave no figures shows dashes, as core shows an unknown stock.
    expect(cells('Freezer cabinet').slice(-7, -1)).toEqual(['-', '-', '-', '-', '-', '-']);
  });
});
