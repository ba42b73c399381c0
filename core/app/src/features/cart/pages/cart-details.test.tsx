import type { CartLine } from '@mall/sdk';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { clearBrowserStorage } from '../../../platform/session/platform-test-container';
import { markBoughtAgain } from '../../../shell/cart-again';
import { renderScripted } from '../../../test-support/render-scripted';
import CartPage from './cart-page';

// Spec 1 cart details: 'Gift type 2 | note that gifts follow the actual quantity received';
// 'Below the free-shipping threshold | warning about extra freight' (postage-info); 'A stock
// shortage is flagged only when the SKU check flag is on, the source is CATA and stock minus
// quantity is below 0'.
const CARTS = '/smal/v1/11/shopping-carts';
const GIFTS = '/smal/v1/11/carts/getSkuGift';
const POSTAGE = '/smal/v1/11/carts/postage-info';

const line = (over: Partial<CartLine> & { cartId: number; productName: string }): CartLine =>
  ({ productId: over.cartId * 10, productSource: 'CATA', quantity: 5, latestPrice: 10, currencyCode: 'CNY', minPurchaseQuantity: 1, neededDate: '2999-01-01', stockQuantity: 100, ...over }) as CartLine;

const lines = [
  line({ cartId: 1, productName: 'Printer paper', supplierCompanyName: 'Paper Co', supplierCompanyId: 501 } as never),
  line({ cartId: 2, productName: 'Toner', supplierCompanyName: 'Paper Co', supplierCompanyId: 501, quantity: 3, stockQuantity: 2 } as never),
  line({ cartId: 3, productName: 'JD toner', productSource: 'JD', quantity: 9, stockQuantity: 1 } as never),
];

function openCart(skuCheckFlag: 0 | 1 = 1) {
  return renderScripted(
    <CartPage />,
    (fake) => {
      fake.on(`GET ${CARTS}`, { json: lines });
      fake.on(`GET ${CARTS}/count`, { json: lines.length });
      fake.on(`POST ${GIFTS}`, {
        json: [
          { productId: 10, productGiftDTO: { giftVOList: [{ giftName: 'Paper clip box', giftType: 2, giftQuantity: 2 }] } },
          { productId: 20, productGiftDTO: { giftVOList: [{ giftName: 'Canvas bag', giftType: 1, giftQuantity: 1 }] } },
        ],
      });
      fake.on(`POST ${POSTAGE}`, (call) => {
        const ids = (call.body as { cartIds: number[] }).cartIds;
        const amount = lines.filter((l) => ids.includes(l.cartId) && l.cartId !== 3).reduce((sum, l) => sum + Number(l.quantity) * l.latestPrice, 0);
        return { json: [{ supplierCompanyId: 501, supplierCompanyName: 'Paper Co', currencyCode: 'CNY', amount, freeShippingAmount: 60, freight: 8, belowThreshold: amount < 60 }] };
      });
    },
    { path: '/cart', config: { skuCheckFlag } },
  );
}

vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => clearBrowserStorage());
const T = { timeout: 15_000 };

describe('cart details', () => {
  it('shows each line its gifts, type 2 per unit bought with the note that gifts follow the quantity received, in one getSkuGift call', async () => {
    const { fake } = openCart();
    expect(await screen.findByText(/Gift: Paper clip box × 10/, {}, T)).toBeInTheDocument();
    expect(screen.getByText(/Gifts follow the actual quantity received/)).toBeInTheDocument();
    expect(screen.getByText(/Gift: Canvas bag × 1/)).toBeInTheDocument();
    expect(screen.getAllByText(/Gifts follow the actual quantity received/)).toHaveLength(1);
    expect(fake.callsTo(GIFTS)).toHaveLength(1);
    expect((fake.callsTo(GIFTS)[0]!.body as { productIds: number[] }).productIds.sort()).toEqual([10, 20, 30]);
  });

  it('warns about extra freight while the chosen lines of a supplier stay below its free-shipping threshold', async () => {
    const { fake } = openCart();
    await screen.findByText('Printer paper', {}, T);
    expect(fake.callsTo(POSTAGE)).toHaveLength(0);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Printer paper' }));
    expect(await screen.findByText('Paper Co: CNY 50.00 is below the free-shipping threshold of CNY 60.00; an extra freight of CNY 8.00 applies', {}, T)).toBeInTheDocument();
    expect(fake.callsTo(POSTAGE).at(-1)!.body).toEqual({ cartIds: [1] });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Toner' }));
    await waitFor(() => expect(fake.callsTo(POSTAGE).at(-1)!.body).toEqual({ cartIds: [1, 2] }));
    await waitFor(() => expect(screen.queryByText(/below the free-shipping threshold/)).not.toBeInTheDocument());
  });

  it('flags a stock shortage only with the SKU check flag on, for CATA goods whose stock minus quantity is below 0', async () => {
    const on = openCart(1);
    await screen.findByText('Toner', {}, T);
    expect(screen.getAllByText('Stock shortage')).toHaveLength(1);
    on.unmount();
    openCart(0);
    await screen.findByText('Toner', {}, T);
    expect(screen.queryByText('Stock shortage')).not.toBeInTheDocument();
  });

  // Spec 1 section 4: 'Rows may be flagged 'again' or selected when coming back'.
  it('chooses the lines chosen before when the buyer comes back to the cart, through the selection rules', async () => {
    const first = openCart();
    await screen.findByText('Toner', {}, T);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Printer paper' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Toner' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select Toner' })).toBeChecked());
    first.unmount();
    openCart();
    await screen.findByText('Toner', {}, T);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select Printer paper' })).toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Select Toner' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select JD toner' })).not.toBeChecked();
  }, 240_000);

  // The same row: lines a buy-again put into the cart are flagged 'again' and come chosen.
  it("flags the lines a buy-again put into the cart 'Bought again' and chooses them, once", async () => {
    markBoughtAgain(11, 7, [2, 3]); // the stage mall's organisation and user
    const first = openCart();
    await screen.findByText('Toner', {}, T);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select Toner' })).toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Select JD toner' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Printer paper' })).not.toBeChecked();
    expect(screen.getAllByText('Bought again')).toHaveLength(2);
    // The buyer unchooses one; coming back restores their choice, not the buy-again's again.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select JD toner' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select JD toner' })).not.toBeChecked());
    first.unmount();
    openCart();
    await screen.findByText('Toner', {}, T);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select Toner' })).toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Select JD toner' })).not.toBeChecked();
    expect(screen.getAllByText('Bought again')).toHaveLength(2);
  }, 240_000);
});
