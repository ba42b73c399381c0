import { cartFooterSlot, cartSettleValidators, definePlugin, messages, msg, outcome } from '@mall/sdk';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { runInAction } from 'mobx';
import { renderWithMall, type RenderWithMallOptions } from '../../../test-support/render-with-mall';
import { useService } from '../../../shell/services-context';
import { CartStoreToken, type CartStore, CartPage } from '../../cart';
import BeforeOrderPage from '../pages/before-order-page';
import { completeOrder, orderLine, scriptLookups } from '../test-support/open-before-order';
import { SettleButton } from './settle-button';

vi.setConfig({ testTimeout: 60_000 });

const PRE_REQ = '/smal/v1/11/shopping-carts/pre-req';
const lines = [orderLine({ cartId: 1 }), orderLine({ cartId: 2 })];

/** The cart store the page shares with the footer, as the cart page's lines fill it. */
let cartStore: CartStore | undefined;
function GrabCart() {
  cartStore = useService<CartStore>(CartStoreToken);
  return null;
}

function renderCartFooter(selected = lines, path = '/cart', options: Pick<RenderWithMallOptions, 'config' | 'plugins'> = {}) {
  return renderWithMall(
    <Routes>
      <Route
        path="/cart"
        element={
          <>
            <GrabCart />
            <SettleButton lines={lines} selected={selected} />
          </>
        }
      />
      <Route path="/sigl/cart" element={<SettleButton lines={lines} selected={selected} />} />
      <Route path="/before-order" element={<BeforeOrderPage />} />
      <Route path="/sigl/before-order" element={<BeforeOrderPage />} />
    </Routes>,
    {
      ...options,
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

  // Spec 1 screen 8 and section 9: 'operation failed, required fields {list} are empty, please contact the administrator'.
  it('a user config without a company opens the operation-failed dialog and sends nothing', async () => {
    const { fake } = renderCartFooter(lines, '/cart', { config: { companyId: undefined } });
    fireEvent.click(screen.getByRole('button', { name: 'Settle' }));
    expect(await screen.findByText('operation failed, required fields company are empty, please contact the administrator', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(fake.callsTo(PRE_REQ)).toHaveLength(0);
  });

  it('under the personal mall opens /sigl/before-order', async () => {
    renderCartFooter(lines, '/sigl/cart');
    fireEvent.click(screen.getByRole('button', { name: 'Settle' }));
    expect(await screen.findByText('Confirm order', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/sigl/cart'));
  });

  describe("refuses by the cart's own rules, marks the lines and sends nothing", () => {
    const blocked = '1 selected products cannot be settled yet; see the messages beside them';
    it.each([
      ['a refused quantity kept as a draft', lines, (cart: CartStore) => void cart.edit(1, 'quantity', 3, { key: 'cart.quantity.min-package', params: { n: 2 } })],
      ['a value whose save failed', lines, (cart: CartStore) => runInAction(() => cart.unsaved.set(2, true))],
      ['a missing needed date', [lines[0]!, { ...lines[1]!, neededDate: undefined }], () => undefined],
      ['a needed date before today', [{ ...lines[0]!, neededDate: '2000-01-01' }, lines[1]!], () => undefined],
      ['a failed check (checkStatus 0)', [lines[0]!, { ...lines[1]!, checkStatus: 0 as const }], () => undefined],
    ])('%s', async (_case, selected, prepare) => {
      const { fake, notifier } = renderCartFooter(selected);
      const cart = cartStore!;
      prepare(cart);
      fireEvent.click(screen.getByRole('button', { name: 'Settle' }));
      await waitFor(() => expect(notifier.entries).toContainEqual({ kind: 'notify', level: 'warning', text: blocked }));
      expect(cart.showingAllErrors).toBe(true);
      expect(fake.callsTo(PRE_REQ)).toHaveLength(0);
      expect(screen.queryByText('Confirm order')).not.toBeInTheDocument();
    });

    it('a missing needed date does not stop it when DEMAND_DATE is hidden', async () => {
      const { fake } = renderCartFooter([{ ...lines[0]!, neededDate: undefined }, lines[1]!], '/cart', { config: { hideFieldList: ['DEMAND_DATE'] } });
      fireEvent.click(screen.getByRole('button', { name: 'Settle' }));
      expect(await screen.findByText('Confirm order', {}, { timeout: 5000 })).toBeInTheDocument();
      expect(fake.callsTo(PRE_REQ)).toHaveLength(1);
    });
  });

  it('on the cart page, a needed date before today stops Settle and shows its message beside the line', async () => {
    const past = orderLine({ cartId: 1, productName: 'Printer paper', neededDate: '2000-01-01' });
    const { fake } = renderWithMall(<CartPage />, {
      path: '/cart',
      script: (f) => {
        f.on('GET /smal/v1/11/shopping-carts', { json: [past] });
        f.on('GET /smal/v1/11/shopping-carts/count', { json: 1 });
      },
    });
    await screen.findByText('Printer paper', {}, { timeout: 10_000 });
    expect(screen.queryByText('requirement date cannot be earlier than today')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Printer paper' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Settle' }));
    expect(await screen.findByText('requirement date cannot be earlier than today')).toBeInTheDocument();
    expect(fake.callsTo(PRE_REQ)).toHaveLength(0);
  });
  it("runs the plugins' settle validators first: an error with a table stops Settle in a dialog showing it", async () => {
    const settled: number[][] = [];
    const probe = definePlugin({
      id: '@mall-tenant/settle-probe',
      version: '1.0.0',
      sdk: '^1.0.0',
      register(ctx) {
        ctx.contribute(cartSettleValidators, {
          id: 'settle-probe.blocked',
          validate: ({ lines: chosen }) => {
            settled.push(chosen.map((l) => l.cartId));
            return [outcome.error(msg('probe.blocked'), undefined, { content: { kind: 'list', items: chosen.map((l) => `Line ${l.cartId}`) } })];
          },
        });
        ctx.contribute(
          messages,
          { id: 'settle-probe.en', locale: 'en_US', messages: { 'probe.blocked': 'These lines cannot be settled together' } },
          { id: 'settle-probe.zh', locale: 'zh_CN', messages: { 'probe.blocked': '这些商品不能一起结算' } },
        );
      },
    });
    const { fake, notifier } = renderCartFooter(lines, '/cart', { plugins: [probe] });
    fireEvent.click(screen.getByRole('button', { name: 'Settle' }));
    await waitFor(() => expect(notifier.entries.some((e) => e.kind === 'warning-dialog')).toBe(true));
    const dialog = notifier.entries.find((e) => e.kind === 'warning-dialog');
    expect(dialog).toMatchObject({ title: 'tips', text: 'These lines cannot be settled together' });
    // the list goes into the dialog as core renders it for every plugin (outcome-content.tsx, loaded lazily)
    render(<>{dialog?.kind === 'warning-dialog' ? dialog.detail : null}</>);
    const list = await screen.findByTestId('outcome-list', {}, { timeout: 10_000 });
    expect(within(list).getAllByRole('listitem').map((i) => i.textContent)).toEqual(['Line 1', 'Line 2']);
    expect(settled).toEqual([[1, 2]]);
    expect(fake.callsTo(PRE_REQ)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Settle' })).not.toHaveClass('ant-btn-loading');
  });
});
