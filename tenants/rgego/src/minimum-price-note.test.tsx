import { budgetDimensions, cartFooterSlot, type CartLine } from '@mall/sdk';
import { mountPlugin, renderPluginSlot } from '@mall/sdk-testing';
import genericBudgetDimensions, { GENERIC_DIMENSIONS_ID } from '@mall-plugin/generic-budget-dimensions';
import { screen } from '@testing-library/react';
import plugin from './index';

const line = (cartId: number, extra: Partial<CartLine> = {}): CartLine =>
  ({ cartId, productId: cartId * 10, productName: `Goods ${cartId}`, productSource: 'CATA', quantity: 1, latestPrice: 9, currencyCode: 'CNY', ...extra }) as CartLine;
const cheaperElsewhere = (cartId: number) => line(cartId, { cheapestSkuId: cartId * 10 + 1, cheapestSkuName: 'Other offer' });

describe('RGEGO in the mall: an antd note in the cart footer, and the generic budget dimensions it uses', () => {
  it('registers the shared plugin it uses first, then its own contributions', () => {
    const { host } = mountPlugin(plugin);
    expect(host.notices).toEqual([]);
    expect(host.explain(budgetDimensions.id).find((e) => e.id === GENERIC_DIMENSIONS_ID)).toMatchObject({ pluginId: genericBudgetDimensions.id });
    expect(host.explain(cartFooterSlot.id).filter((e) => e.pluginId === '@mall-tenant/rgego').map((e) => e.id)).toEqual(['rgego.cart.minimum-price-note']);
  });

  it('warns in the footer, with antd, how many selected lines will need a remark', async () => {
    const lines = [cheaperElsewhere(1), line(2), cheaperElsewhere(3)];
    const { container } = renderPluginSlot(plugin, cartFooterSlot, { lines, selected: lines });
    expect(await screen.findByText('Selected products that are not the minimum price: 2. The order needs a remark for each of them')).toBeInTheDocument();
    expect(container.querySelector('.ant-alert-warning')).not.toBeNull();
  });

  it('says nothing when every selected line is the minimum price', async () => {
    const lines = [cheaperElsewhere(1), line(2)];
    renderPluginSlot(plugin, cartFooterSlot, { lines, selected: [lines[1]!] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/not the minimum price/)).toBeNull();
  });
});
