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
    // Core's columns stay; the store's figures come after them, before the actions, in one column
    // (six columns needed sideways scrolling at 1440 px).
    expect(headers).toContain('Stock and surcharges');
    expect(headers.indexOf('Stock and surcharges')).toBeLessThan(headers.indexOf('Actions'));
    expect(headers).toContain('Unit price');
    const figures = (name: string) => {
      const row = within(table).getByText(name).closest('tr')!;
      return Object.fromEntries(within(row).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    };
    expect(figures('Shelf labels')).toEqual({ 'Store stock': '126', 'In transit': '40', 'Total stock': '166', Freight: '18.00', Installation: '0.00', 'Line surcharge': '6.50' });
    // A line the server gave no figures shows dashes, as core shows an unknown stock.
    expect(Object.values(figures('Freezer cabinet'))).toEqual(['-', '-', '-', '-', '-', '-']);
  });
});
