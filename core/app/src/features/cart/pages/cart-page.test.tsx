import { cartLineFields, cartSelectionRules, definePlugin, msg, type CartLine } from '@mall/sdk';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { clearBrowserStorage } from '../../../platform/session/platform-test-container';
import type { FakeFetch } from '../../../platform/http/fake-fetch';
import type { RenderWithMallOptions } from '../../../test-support/render-with-mall';
import { renderScripted } from '../../../test-support/render-scripted';
import { useService } from '../../../shell/services-context';
import { cartPreferencesKey } from '../cart-preferences';
import { CartStoreToken, type CartStore } from '../cart-store';
import CartPage from './cart-page';

const CARTS = '/smal/v1/11/shopping-carts';

const line = (over: Partial<CartLine> & { cartId: number; productName: string }): CartLine =>
  ({ productId: over.cartId * 10, productSource: 'CATA', quantity: 5, latestPrice: 10, currencyCode: 'CNY', minPurchaseQuantity: 5, neededDate: '2999-01-01', ...over }) as CartLine;

const lines = [
  line({ cartId: 1, productName: 'Printer paper', supplierCompanyName: 'Paper Co' }),
  line({ cartId: 2, productName: 'Stapler', currencyCode: 'USD', supplierCompanyName: 'Office Co' }),
  line({ cartId: 3, productName: 'Toner', supplierCompanyName: 'Paper Co' }),
];

function script(fake: FakeFetch, rows: unknown[] = lines) {
  fake.on(`GET ${CARTS}`, { json: rows });
  fake.on(`GET ${CARTS}/count`, { json: rows.length });
  fake.on(`POST ${CARTS}`, { json: {} });
}

async function openCart(options: RenderWithMallOptions = {}, rows: unknown[] = lines) {
  const mall = renderScripted(<CartPage />, (fake) => script(fake, rows), { path: '/cart', ...options });
  await screen.findByText('Printer paper', {}, { timeout: 10_000 });
  return mall;
}

/** Stands in for the Settle button another feature contributes to the cart footer. */
function SettleProbe() {
  const store = useService<CartStore>(CartStoreToken);
  return <button onClick={() => store.showAllErrors()}>probe settle</button>;
}

const select = (name: string) => fireEvent.click(screen.getByRole('checkbox', { name: `Select ${name}` }));

vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => clearBrowserStorage());

describe('cart page', () => {
  it('loads the cart for the session company, level path, purchase type and owner', async () => {
    const { fake } = await openCart({ config: { levelPath: '21.31' } });
    const query = fake.callsTo(CARTS)[0]!.url.searchParams;
    expect([query.get('companyId'), query.get('levelPath'), query.get('purchaseType'), query.get('ownerId')]).toEqual(['21', '21.31', 'COMPANY', '7']);
  });

  it('refuses a line of another currency, names the core rule, and keeps the footer on the allowed lines', async () => {
    await openCart();
    select('Printer paper');
    select('Stapler');
    expect(await screen.findByText('Only products with the same currency can be chosen!')).toBeInTheDocument();
    expect(screen.getByText("This is one of the mall's purchasing rules.")).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveAttribute('data-rule-id', 'core.cart.same-currency');
    expect(screen.getByRole('checkbox', { name: 'Select Stapler' })).not.toBeChecked();
    select('Toner');
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    expect(screen.getByText('Total CNY 100.00')).toBeInTheDocument();
  });

  it("a tenant plugin's selection rule refuses and is named", async () => {
    const noToner = definePlugin({
      id: 'tenant-t9',
      sdk: '^1.0.0',
      register(ctx) {
        ctx.contribute(cartSelectionRules, { id: 't9.cart.no-toner', check: (_s, c) => (c.productName === 'Toner' ? msg('cart.same-currency') : undefined) });
      },
    });
    await openCart({ plugins: [noToner] });
    select('Toner');
    expect(await screen.findByText("This is one of your company's purchasing rules.")).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveAttribute('data-plugin-id', 'tenant-t9');
    expect(screen.getByText('0 selected')).toBeInTheDocument();
  });

  it('refuses a quantity below the minimum purchase quantity beside the input and sends nothing', async () => {
    const { fake } = await openCart();
    const input = screen.getAllByRole('spinbutton', { name: 'Quantity' })[0]!;
    fireEvent.change(input, { target: { value: '2' } });
    fireEvent.blur(input);
    expect(await screen.findByText('Minimum purchase quantity is 5')).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.method === 'POST' && c.url.pathname === CARTS)).toHaveLength(0);
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(await screen.findByText('Please enter the quantity')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '7' } });
    fireEvent.blur(input);
    await waitFor(() => expect(fake.calls.filter((c) => c.method === 'POST' && c.url.pathname === CARTS)).toHaveLength(1));
    expect(fake.calls.find((c) => c.method === 'POST' && c.url.pathname === CARTS)!.body).toMatchObject({ cartId: 1, quantity: 7, ownerId: 7, purchaseType: 'COMPANY' });
  });

  it('shows a needed date before today only after a settle attempt, not on a fresh cart', async () => {
    renderScripted(<><CartPage /><SettleProbe /></>, (fake) => script(fake, [line({ cartId: 1, productName: 'Printer paper', neededDate: '2000-01-01' })]), { path: '/cart' });
    await screen.findByText('Printer paper', {}, { timeout: 10_000 });
    expect(screen.queryByText('requirement date cannot be earlier than today')).not.toBeInTheDocument();
    select('Printer paper');
    fireEvent.click(screen.getByRole('button', { name: 'probe settle' }));
    expect(await screen.findByText('requirement date cannot be earlier than today')).toBeInTheDocument();
  });

  // Issue 18: after Settle 'requirement date cannot be empty' appeared on every line, also on lines not selected.
  it("after a settle attempt says 'requirement date cannot be empty' on the selected line only", async () => {
    const rows = [line({ cartId: 1, productName: 'Printer paper', neededDate: undefined }), line({ cartId: 3, productName: 'Toner', neededDate: undefined })];
    renderScripted(<><CartPage /><SettleProbe /></>, (fake) => script(fake, rows), { path: '/cart' });
    await screen.findByText('Printer paper', {}, { timeout: 10_000 });
    select('Toner');
    fireEvent.click(screen.getByRole('button', { name: 'probe settle' }));
    expect(await screen.findAllByText('requirement date cannot be empty')).toHaveLength(1);
    select('Printer paper');
    await waitFor(() => expect(screen.getAllByText('requirement date cannot be empty')).toHaveLength(2));
  });

  // Spec 3: 'not earlier than today; picker format YYYY-MM-DD; past days disabled'.
  it('a past day cannot be picked: the typed date is not taken, and nothing is sent', async () => {
    const { fake } = await openCart({}, [line({ cartId: 1, productName: 'Printer paper', neededDate: '2999-01-01' })]);
    const input = screen.getByLabelText('Needed date');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: '2000-01-01' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.blur(input);
    await waitFor(() => expect(screen.getByLabelText('Needed date')).toHaveValue('2999-01-01'));
    expect(fake.calls.filter((c) => c.method === 'POST' && c.url.pathname === CARTS)).toHaveLength(0);
  });

  // Issue 18 (life insurer): a tenant whose own requirement date replaces core's hides DEMAND_DATE
  // through its hiddenFields setting; a line field without a value shows its default (ruling number NA).
  it("hides the needed date by a tenant's hiddenFields setting and shows a line field's default", async () => {
    const tenant = definePlugin({
      id: 'tenant-t9',
      sdk: '^1.0.0',
      register(ctx) {
        ctx.settings({ hiddenFields: ['DEMAND_DATE'] });
        ctx.contribute(cartLineFields, { id: 't9.ruling', field: { name: 'attributeVarchar11', labelKey: 'cart.column.remark', component: 'input', defaultValue: 'NA' } });
      },
    });
    await openCart({ plugins: [tenant] }, [line({ cartId: 1, productName: 'Printer paper' })]);
    expect(screen.queryByText('Needed date')).not.toBeInTheDocument();
    expect(await screen.findByDisplayValue('NA')).toBeInTheDocument();
  });

  // Spec 1 section 6: product links disabled for MANUAL goods and lines with a quotation number; other lines link to their product.
  it('links a cart line to its product, except manual goods and quoted lines', async () => {
    await openCart({}, [
      line({ cartId: 1, productName: 'Printer paper' }),
      line({ cartId: 2, productName: 'Hand-entered chair', productSource: 'MANUAL' }),
      line({ cartId: 3, productName: 'Quoted toner', qtHeaderNo: 'QT-9' }),
    ]);
    expect(screen.getByText('Printer paper').closest('a')).toHaveAttribute('href', '/product-detail?productId=10&sourceFrom=CATA');
    expect(screen.getByText('Hand-entered chair').closest('a')).toBeNull();
    expect(screen.getByText('Quoted toner').closest('a')).toBeNull();
  });

  it('hides the needed-date column when hideFieldList contains DEMAND_DATE', async () => {
    await openCart({ config: { hideFieldList: ['DEMAND_DATE'] } });
    expect(screen.queryByText('Needed date')).not.toBeInTheDocument();
  });

  it('shows the check error, the stock shortage, and keeps invalid lines unselectable', async () => {
    await openCart({ config: { skuCheckFlag: 1 } }, [
      line({ cartId: 1, productName: 'Printer paper', checkStatus: 0, errorMessage: 'price changed', stockQuantity: 2 }),
      line({ cartId: 2, productName: 'Old chair', invalidFlag: 1, stockQuantity: 100 }),
    ]);
    expect(screen.getByText('price changed')).toBeInTheDocument();
    expect(screen.getByText('Stock shortage')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Old chair' })).toBeDisabled();
  });

  it('remembers the grouped view per organisation and user', async () => {
    const first = await openCart();
    fireEvent.click(screen.getByText('Grouped'));
    expect(JSON.parse(localStorage.getItem(cartPreferencesKey(11, 7))!)).toMatchObject({ viewType: 1 });
    first.unmount();
    await openCart();
    expect(screen.getByText('Goods')).toBeInTheDocument();
    expect(localStorage.getItem(cartPreferencesKey(11, 8))).toBeNull();
  });

  it('offers each valid line its budget link', async () => {
    await openCart();
    expect(screen.getAllByRole('button', { name: 'Budget' })).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: 'Budget' })[0]).toBeEnabled();
  });

  it('shows a starred price as it comes, in the price and the amount', async () => {
    await openCart({}, [line({ cartId: 1, productName: 'Printer paper', latestPrice: '**.**' as unknown as number, quantity: 2 })]);
    expect(screen.getAllByText('**.**')).toHaveLength(1);
    expect(screen.getByText('CNY **.**')).toBeInTheDocument();
    expect(screen.queryByText('NaN')).not.toBeInTheDocument();
  });

  it('offers the cost allocation panel only on lines that have allocation rows', async () => {
    await openCart({}, [line({ cartId: 1, productName: 'Printer paper', allocationFlag: 1 }), line({ cartId: 2, productName: 'Stapler' })]);
    expect(screen.getAllByRole('button', { name: 'Cost allocation' })).toHaveLength(1);
  });
});
