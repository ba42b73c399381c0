import { cartLineFields, definePlugin, messages, type CartLine } from '@mall/sdk';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearBrowserStorage } from '../../../platform/session/platform-test-container';
import { renderScripted } from '../../../test-support/render-scripted';
import CartPage from './cart-page';

const CARTS = '/smal/v1/11/shopping-carts';

const lines = [{ cartId: 1, productId: 10, productName: 'Printer paper', productSource: 'CATA', quantity: 5, latestPrice: 10, currencyCode: 'CNY', neededDate: '2999-01-01', attributeVarchar1: 'FIN-1' }] as CartLine[];

const lineFields = definePlugin({
  id: 'tenant-fields',
  sdk: '^1.0.0',
  register(ctx) {
    ctx.contribute(
      cartLineFields,
      { id: 't.subject', field: { name: 'attributeVarchar1', labelKey: 't.subject', component: 'input', required: true, maxLength: 10 } },
      { id: 't.ruling', field: { name: 'attributeVarchar11', labelKey: 't.ruling', component: 'lookup', lookupCode: 'SMAL.RULING' } },
    );
    ctx.contribute(messages, { id: 't.en', locale: 'en_US', messages: { 't.subject': 'Financial subject', 't.ruling': 'Ruling number' } });
  },
});

const posts = (fake: { calls: { method: string; url: URL; body?: unknown }[] }) => fake.calls.filter((c) => c.method === 'POST' && c.url.pathname === CARTS);

async function openCart() {
  const mall = renderScripted(
    <CartPage />,
    (fake) => {
      fake.on(`GET ${CARTS}`, { json: lines });
      fake.on(`GET ${CARTS}/count`, { json: 1 });
      fake.on(`POST ${CARTS}`, { json: {} });
      fake.on('GET /hpfm/v1/11/lovs/data', { json: [{ value: 'R-7', meaning: 'Ruling seven' }] });
    },
    { path: '/cart', plugins: [lineFields] },
  );
  await screen.findByText('Printer paper', {}, { timeout: 10_000 });
  return mall;
}

vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => clearBrowserStorage());

describe('cart line fields', () => {
  it('shows the field message next to the field and sends nothing while the value is refused', async () => {
    const { fake } = await openCart();
    const input = screen.getByLabelText('Financial subject');
    expect(input).toHaveValue('FIN-1');
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(await screen.findByText('Financial subject is required')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'ABCDEFGHIJK' } });
    fireEvent.blur(input);
    expect(await screen.findByText('Financial subject cannot exceed 10 characters')).toBeInTheDocument();
    expect(posts(fake)).toHaveLength(0);
    fireEvent.change(input, { target: { value: 'FIN-2' } });
    fireEvent.blur(input);
    await waitFor(() => expect(posts(fake)).toHaveLength(1));
    expect(posts(fake)[0]!.body).toMatchObject({ cartId: 1, attributeVarchar1: 'FIN-2' });
    expect(screen.queryByText('Financial subject cannot exceed 10 characters')).not.toBeInTheDocument();
  });

  it('offers a lookup field as the value set and saves the chosen value on the line', async () => {
    const { fake } = await openCart();
    await userEvent.click(screen.getByLabelText('Ruling number'));
    await userEvent.click(await screen.findByTitle('Ruling seven', {}, { timeout: 10_000 }));
    await waitFor(() => expect(posts(fake)).toHaveLength(1));
    expect(posts(fake)[0]!.body).toMatchObject({ cartId: 1, attributeVarchar11: 'R-7', attributeVarchar11Meaning: 'Ruling seven' });
    expect(fake.callsTo('/hpfm/v1/11/lovs/data')[0]!.url.searchParams.get('lovCode')).toBe('SMAL.RULING');
  });
});
