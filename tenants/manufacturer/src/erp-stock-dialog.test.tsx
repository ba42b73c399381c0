import { cartFooterSlot, type CartLine } from '@mall/sdk';
import { renderOutcome, renderPluginSlot } from '@mall/sdk-testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import plugin, { INV_ORGANIZATION_PATH, lowStockConfirm, SAP_STOCK_PATH, WAREHOUSE_PERMISSION_PATH } from './index';

const line = (cartId: number, quantity: number): CartLine =>
  ({ cartId, productId: cartId * 10, productName: `Part ${cartId}`, itemCode: `ITEM-${cartId}`, productSource: 'CATA', quantity, latestPrice: 10, currencyCode: 'CNY' }) as CartLine;
const INVENTORY: Record<string, number> = { 'ITEM-1': 300, 'ITEM-2': 4 };

describe('the cart footer: warehouse permission and the ERP stock dialog', () => {
  it('shows HANDLE from the permission call, and per selected line the stock value, the part awaiting stock and about 10-20 days', async () => {
    const lines = [line(1, 10), line(2, 10)];
    renderPluginSlot(plugin, cartFooterSlot, { lines, selected: lines }, {
      answers: {
        [`GET ${WAREHOUSE_PERMISSION_PATH}`]: { json: [{ warehouseId: 1, warehouseName: 'Liuzhou', inventoryCode: 'WH-LZ-01', autoFlag: 0 }] },
        [`GET ${INV_ORGANIZATION_PATH}`]: { json: { invOrganizationCode: 'WL0001' } },
        [`POST ${SAP_STOCK_PATH}`]: (call) => {
          const { itemCode } = call.body as { itemCode: string };
          return { json: { invOrganizationCode: 'WL0001', itemCode, inventory: INVENTORY[itemCode], safetyStock: 100 } };
        },
      },
    });
    expect(await screen.findByText('Warehouse permission HANDLE: pick the warehouse of each line')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ERP stock' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('The part awaiting stock is delivered in about 10-20 days')).toBeInTheDocument();
    const row = async (name: string) => (await within(dialog).findByText(name)).closest('tr')!;
    // Part 1: 300 in stock covers 10; Part 2: 4 in stock, 6 wait for stock, about 10-20 days.
    expect([...(await row('Part 1 (ITEM-1)')).querySelectorAll('td')].map((td) => td.textContent)).toEqual(['Part 1 (ITEM-1)', '300', '0', '-']);
    expect([...(await row('Part 2 (ITEM-2)')).querySelectorAll('td')].map((td) => td.textContent)).toEqual(['Part 2 (ITEM-2)', '4', '6', 'about 10-20 days']);
  });

  it('shows AUTO when the permission call fails, and offers no ERP stock without selected lines', async () => {
    renderPluginSlot(plugin, cartFooterSlot, { lines: [line(1, 1)], selected: [] }, {
      answers: { [`GET ${WAREHOUSE_PERMISSION_PATH}`]: { status: 500, json: { failed: true, message: 'down' } }, [`GET ${INV_ORGANIZATION_PATH}`]: { json: {} } },
    });
    expect(await screen.findByText('Warehouse permission AUTO: warehouses are assigned automatically (AUTO_ASSIGN)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ERP stock' })).toBeDisabled();
  });

  it("the low-stock confirm reads as the spec: the sentence, the first 3 names, then 'etc.'", async () => {
    const http = { request: async <T,>(_m: string, _p: string, o?: { body?: unknown }) => ({ itemCode: (o!.body as { itemCode: string }).itemCode, inventory: 500, safetyStock: 1 }) as T };
    const lines = [1, 2, 3, 4].map((id) => line(id, 1));
    const [confirm] = await lowStockConfirm.validate({ lines }, { sessionValues: { 'manufacturer.inv-organization-code': 'WL0001' }, http, cart: { putFirst: () => undefined } } as never);
    renderOutcome(plugin, confirm!);
    expect(await screen.findByText("the products' stock is above safety stock, continue?")).toBeInTheDocument();
    const items = within(screen.getByTestId('outcome-list')).getAllByRole('listitem').map((i) => i.textContent);
    expect(items).toEqual(['Part 1', 'Part 2', 'Part 3', 'etc.']);
  });
});
