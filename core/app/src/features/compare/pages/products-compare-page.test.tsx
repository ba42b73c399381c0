import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeFetch } from '../../../platform/http/fake-fetch';
import { renderPage } from '../../../test-support/render-page';
import { CompareListStorage } from '../compare-list-storage';
import ProductsComparePage from './products-compare-page';

vi.setConfig({ testTimeout: 60_000 });

const T = { timeout: 15_000 };
const findButton = async (name: string) => (await screen.findByText(name, { selector: 'button span' }, T)).closest('button')!;

function renderCompare(ids: number[], options: { config?: Record<string, unknown>; script?: (fake: FakeFetch) => void; path?: string } = {}) {
  localStorage.clear();
  const storage = new CompareListStorage(7);
  for (const id of ids) storage.add({ productId: id, price: id }, 'CATA');
  return renderPage(<ProductsComparePage />, { path: options.path ?? '/products-compare', config: options.config }, (fake) => {
    fake.on('GET /smal/v1/11/order-center/common-config', { json: { compareRule: { minCount: 2, maxCount: 3 } } });
    for (const id of ids) {
      fake.on(`GET /smal/v1/11/product/${id}`, { json: { productId: id, productName: `Pen ${id}`, productSource: 'CATA', price: id, brandName: `Brand ${id}`, minPurchaseQuantity: 2, companyId: 21 } });
    }
    fake.on('POST /smal/v1/11/shopping-carts', { json: {} });
    options.script?.(fake);
  });
}

it('refuses a sheet with fewer products than the configured lower limit', async () => {
  renderCompare([1]);
  await userEvent.click(await findButton('Generate comparison sheet'));
  expect(await screen.findByText('to generate a comparison sheet at least 2 products must take part', {}, T)).toBeInTheDocument();
  expect(screen.queryByText('Comparison sheet')).not.toBeInTheDocument();
  expect(screen.getByText(/tick the ones to compare/)).toBeInTheDocument();
});

it('refuses a sheet with more products than the configured upper limit, and makes one once within it', async () => {
  renderCompare([1, 2, 3, 4]);
  await screen.findByText('Pen 4', {}, T);
  await userEvent.click(await findButton('Generate comparison sheet'));
  expect(await screen.findByText('at most 3 products', {}, T)).toBeInTheDocument();
  await userEvent.click(screen.getByLabelText('Compare Pen 4'));
  // The tick follows the click at once (it was one click behind: unticked in the sheet, still ticked on screen).
  expect(screen.getByLabelText('Compare Pen 4')).not.toBeChecked();
  await userEvent.click(await findButton('Generate comparison sheet'));
  expect(await screen.findByText('Comparison sheet', {}, T)).toBeInTheDocument();
  expect(screen.getByText('Brand 3')).toBeInTheDocument();
  expect(screen.queryByText('Brand 4')).not.toBeInTheDocument();
  expect(screen.queryByText('at most 3 products')).not.toBeInTheDocument();
  await userEvent.click(screen.getByLabelText('Compare Pen 4'));
  expect(screen.getByLabelText('Compare Pen 4')).toBeChecked();
});

// Issue 18: products open in new tabs, and a per-tab list left the compare page with the last product only.
it("follows the buyer's list changed in another tab", async () => {
  renderCompare([1], { script: (f) => f.on('GET /smal/v1/11/product/2', { json: { productId: 2, productName: 'Pen 2', productSource: 'CATA', price: 2, companyId: 21 } }) });
  await screen.findByText('Pen 1', {}, T);
  // What another tab's detail page does: add to the shared list; this tab hears a storage event.
  new CompareListStorage(7).add({ productId: 2, price: 2 }, 'CATA');
  act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'mall.compare.list.7' })));
  expect(await screen.findByText('Pen 2', {}, T)).toBeInTheDocument();
  expect(screen.getByText('Pen 1')).toBeInTheDocument();
});

it('adds a compared product to the cart at its minimum quantity; a weak lower-price rule asks first', async () => {
  const { fake } = renderCompare([1, 2], {
    script: (f) => f.on('GET /smal/v1/11/product-compares/lower/1', { json: { lowestPriceFlag: 1, lowestPriceRule: 1, cheapestSkuId: 2, cheapestSkuName: 'Pen 2 is cheaper' } }),
  });
  await screen.findByText('Pen 1', {}, T);
  await userEvent.click(screen.getByLabelText('Add to cart Pen 1'));
  expect(await screen.findByText('Pen 2 is cheaper', { selector: 'a' }, T)).toBeInTheDocument();
  expect(fake.callsTo('/smal/v1/11/shopping-carts')).toHaveLength(0);
  await userEvent.click(await findButton('Add anyway'));
  await waitFor(() => expect(fake.callsTo('/smal/v1/11/shopping-carts')).toHaveLength(1));
  expect(fake.callsTo('/smal/v1/11/shopping-carts')[0]!.body).toMatchObject({ productId: 1, quantity: 2 });
});

it('removes a product from the server compares (query regionId, levelPath) and the session list', async () => {
  const { fake } = renderCompare([1, 2], {
    config: { levelPath: '21.31' },
    script: (f) => {
      f.on('DELETE /smal/v1/11/product-compares/21/1', { json: {} });
      f.on('GET /smal/v1/11/addresss/default-address', { json: { addressId: 8, regionId: 440305001, regionCodeList: ['44', '4403', '440305', '440305001'], defaultFlag: 1 } });
    },
  });
  await screen.findByText('Pen 1', {}, T);
  // The goods are compared at the buyer's default receiving address.
  expect(fake.callsTo('/smal/v1/11/product/1')[0]!.url.searchParams.get('regionId')).toBe('440305001');
  await userEvent.click(screen.getByLabelText('Remove Pen 1'));
  await waitFor(() => expect(screen.queryByText('Pen 1')).not.toBeInTheDocument());
  const [removed] = fake.callsTo('/smal/v1/11/product-compares/21/1');
  expect(Object.fromEntries(removed!.url.searchParams)).toEqual({ regionId: '440305001', levelPath: '21.31' });
  expect(new CompareListStorage(7).read().map((i) => i.productId)).toEqual([2]);
});

it('compare flag 0 hides the compare section; 2 hides the hint', async () => {
  const hidden = renderCompare([1], { config: { compareFlag: 0 } });
  expect(await screen.findByText('Product compare is not available', {}, T)).toBeInTheDocument();
  hidden.unmount();
  renderCompare([1], { config: { compareFlag: 2 } });
  await screen.findByText('Pen 1', {}, T);
  expect(screen.queryByText(/tick the ones to compare/)).not.toBeInTheDocument();
});

it('opened from a cart line (?cartId=), takes the compared goods instead of that line through add-shopping-cart/{cartId}', async () => {
  const { fake } = renderCompare([1, 2], {
    path: '/price-compare?cartId=55&quantity=6&addressId=8',
    script: (f) => {
      f.on('GET /smal/v1/11/product-compares/lower/2', { json: { lowestPriceFlag: 0 } });
      f.on('POST /smal/v1/11/product-compares/add-shopping-cart/55', { json: [] });
    },
  });
  await screen.findByText('Pen 2', {}, T);
  await userEvent.click(screen.getByLabelText('Add to cart Pen 2'));
  expect(await screen.findByText('Added to the cart in place of the cart line', {}, T)).toBeInTheDocument();
  const [call] = fake.callsTo('/smal/v1/11/product-compares/add-shopping-cart/55');
  expect(call!.body).toEqual([expect.objectContaining({ productId: 2, productSource: 'CATA', companyId: 21, purchaseType: 'COMPANY', ownerId: 7, unitPrice: 2, latestPrice: 2 })]);
  // Spec 1 section 3: 'Compare add-to-cart item: addressId, ... quantity': the replaced line's.
  expect(call!.body).toEqual([expect.objectContaining({ quantity: 6, addressId: 8 })]);
  expect(fake.callsTo('/smal/v1/11/shopping-carts')).toHaveLength(0);
});
