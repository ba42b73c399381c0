import { definePlugin } from '@mall/sdk';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { clearBrowserStorage } from '../../../platform/session/platform-test-container';
import { renderWithMall } from '../../../test-support/render-with-mall';
import { CompareListStorage } from '../../compare';
import type { CartRow } from '../cart-service';
import { LowerPriceDialog } from './lower-price-dialog';

vi.setConfig({ testTimeout: 30_000 });

const row = (over: Partial<CartRow>): CartRow =>
  ({ cartId: 1, productId: 10, productName: 'Gel pen', productSource: 'CATA', quantity: 2, latestPrice: 3.5, currencyCode: 'CNY', ...over }) as CartRow;

const LINES = [
  row({ cartId: 1, productId: 10, productName: 'Gel pen', cheapestSkuId: 11, cheapestSkuName: 'Budget gel pen', cheapestSourceForm: 'JD', addressId: 8 }),
  row({ cartId: 2, productId: 20, productName: 'Stapler' }),
  row({ cartId: 3, productId: 30, productName: 'Paper', productSource: 'CATA', cheapestSkuId: 31 }),
];

const noJump = definePlugin({ id: '@mall-tenant/no-jump', version: '1.0.0', sdk: '^1.0.0', register: (ctx) => ctx.settings({ pageJump: 'NO_JUMP' }) });

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}

function renderDialog(lines: readonly CartRow[], options: { noJump?: boolean } = {}) {
  const onClose = vi.fn();
  const mall = renderWithMall(
    <Routes>
      <Route path="/cart" element={<LowerPriceDialog open lines={lines} onClose={onClose} />} />
      <Route path="*" element={<WhereAmI />} />
    </Routes>,
    { path: '/cart', plugins: options.noJump ? [noJump] : [] },
  );
  return { ...mall, onClose };
}

const dialog = async () => (await screen.findByRole('dialog', {}, { timeout: 15_000 })) as HTMLElement;
const location = async () => (await screen.findByLabelText('location', {}, { timeout: 15_000 })).textContent;

beforeEach(() => clearBrowserStorage());

describe('cart lower-price list dialog (spec 1 section 2, dialog 4)', () => {
  it('lists only the lines with a cheaper product, each naming it (or its id)', async () => {
    renderDialog(LINES);
    const box = await dialog();
    expect(within(box).getByText('Cheaper goods are available')).toBeInTheDocument();
    expect(within(box).getByText('Gel pen')).toBeInTheDocument();
    expect(within(box).getByText('Cheaper: Budget gel pen')).toBeInTheDocument();
    expect(within(box).getByText('Paper')).toBeInTheDocument();
    expect(within(box).getByText('Cheaper: 31')).toBeInTheDocument();
    expect(within(box).queryByText('Stapler')).not.toBeInTheDocument();
    expect(within(box).getAllByText('Compare prices')).toHaveLength(2);
  });

  it('says there are no cheaper goods when no line has one', async () => {
    renderDialog([row({ productName: 'Stapler' })]);
    expect(await within(await dialog()).findByText('No cheaper goods')).toBeInTheDocument();
  });

  it('opens the cheaper product in a new tab by default, with its own source', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderDialog(LINES);
    fireEvent.click(within(await dialog()).getByText('Cheaper: Budget gel pen'));
    expect(open).toHaveBeenCalledWith('/product-detail?productId=11&sourceFrom=JD', '_blank', 'noopener');
    open.mockRestore();
  });

  it('with page jump NO_JUMP goes to the cheaper product in place; a line without a cheaper source uses its own', async () => {
    renderDialog(LINES, { noJump: true });
    fireEvent.click(within(await dialog()).getByText('Cheaper: 31'));
    expect(await location()).toBe('/product-detail?productId=31&sourceFrom=CATA');
  });

  it('compare prices puts the line and the cheaper product on the compare list and opens /price-compare for the line, its quantity and address', async () => {
    renderDialog(LINES, { noJump: true });
    fireEvent.click(within(await dialog()).getAllByText('Compare prices', { selector: 'button span' })[0]!);
    expect(await location()).toBe('/price-compare?cartId=1&quantity=2&addressId=8');
    const list = new CompareListStorage(7);
    expect(list.read()).toEqual([
      { productId: 10, price: 3.5 },
      { productId: 11, price: 0 },
    ]);
    expect([list.sourceOf(10), list.sourceOf(11)]).toEqual(['CATA', 'JD']);
  });

  it('closing calls onClose', async () => {
    const { onClose } = renderDialog(LINES);
    fireEvent.click(within(await dialog()).getAllByLabelText('Close')[0]!.closest('button')!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
