import { cartFooterSlot } from '@mall/sdk';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithMall } from '../../../test-support/render-with-mall';
import BeforeOrderPage from '../pages/before-order-page';
import { completeOrder, orderLine, scriptLookups } from '../test-support/open-before-order';
import { SettleButton } from './settle-button';

vi.setConfig({ testTimeout: 60_000 });

const PRE_REQ = '/smal/v1/11/shopping-carts/pre-req';
const lines = [orderLine({ cartId: 1 }), orderLine({ cartId: 2 })];

function renderCartFooter(selected = lines, path = '/cart') {
  return renderWithMall(
    <Routes>
      <Route path="/cart" element={<SettleButton lines={lines} selected={selected} />} />
      <Route path="/sigl/cart" element={<SettleButton lines={lines} selected={selected} />} />
      <Route path="/before-order" element={<BeforeOrderPage />} />
      <Route path="/sigl/before-order" element={<BeforeOrderPage />} />
    </Routes>,
    {
      path,
      script: (fake) => {
        scriptLookups(fake);
        fake.on(`POST ${PRE_REQ}`, {
          json: { orderList: [completeOrder({ shoppingCartDTOList: [lines[0]!, { ...lines[1]!, checkStatus: 0, errorMessage: 'Product is off the shelf' }] })], failedCount: 1 },
        });
      },
    },
  );
}

describe('Settle in the cart footer', () => {
  it('is core.order.settle in the cart footer slot, disabled with nothing selected', () => {
    const { host } = renderCartFooter([]);
    expect(host.explain(cartFooterSlot.id).map((e) => e.id)).toContain('core.order.settle');
    expect(screen.getByRole('button', { name: 'Settle' })).toBeDisabled();
  });

  it('sends the selected cart ids with the unit id and opens the pre-submit page with the answer', async () => {
    const { fake } = renderCartFooter();
    fireEvent.click(screen.getByRole('button', { name: 'Settle' }));
    expect(await screen.findByText('Confirm order', {}, { timeout: 5000 })).toBeInTheDocument();
    const [call] = fake.callsTo(PRE_REQ);
    expect(call!.url.searchParams.get('unitId')).toBe('31');
    expect(call!.body).toEqual([1, 2]);
    expect(screen.getByText('Product is off the shelf')).toBeInTheDocument();
  });

  it('under the personal mall opens /sigl/before-order', async () => {
    renderCartFooter(lines, '/sigl/cart');
    fireEvent.click(screen.getByRole('button', { name: 'Settle' }));
    expect(await screen.findByText('Confirm order', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/sigl/cart'));
  });
});
