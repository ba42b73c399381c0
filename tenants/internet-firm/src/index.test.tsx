import { givenMessages, messages, msg, orderListActions, topBarLinksSlot, type CartLine, type CompanyOrderHeader, type MallOrder } from '@mall/sdk';
import { mountPlugin, renderPluginSlot } from '@mall/sdk-testing';
import { screen } from '@testing-library/react';
import plugin, { DEFAULT_COLLECTION_APPROVAL_LIMIT, PayInPage } from './index';

const TENANT = '@mall-tenant/internet-firm';
const line = (cartId: number, extra: Partial<CartLine> = {}): CartLine =>
  ({ cartId, productId: cartId * 10, productName: `Goods ${cartId}`, productSource: 'CATA', quantity: 1, latestPrice: 100, currencyCode: 'CNY', ...extra }) as CartLine;
const collection = (cartId: number, extra: Partial<CartLine> = {}) => line(cartId, { receiveFlag: 1, ...extra });
const order = (lines: CartLine[]): CompanyOrderHeader => ({ key: 'o1', paymentMethodCode: 'COMPANY', invoiceMethodCode: '2', shoppingCartDTOList: lines });

describe('@mall-tenant/internet-firm', () => {
  it('registers over core with the open-cart plugin it uses, worded in both locales', () => {
    const { host } = mountPlugin(plugin);
    expect(host.notices).toEqual([]);
    expect(host.plugins().map((p) => p.id)).toEqual(['core', '@mall-plugin/open-cart', TENANT]);
    const [zh, en] = ['zh_CN', 'en_US'].map((l) => givenMessages(host.get(messages).find((m) => m.id === `internet-firm.messages.${l}`)!));
    expect(Object.keys(zh!).sort()).toEqual(Object.keys(en!).sort());
  });

  it.each<[string, CartLine[], CartLine, boolean]>([
    ['collection-use beside purchase goods', [line(1)], collection(2), true],
    ['purchase goods beside collection-use', [collection(1)], line(2), true],
    ['two collection-use lines', [collection(1)], collection(2), false],
    ['two purchase lines', [line(1)], line(2, { receiveFlag: 0 }), false],
  ])('selection: %s', (_, selected, candidate, refused) => {
    const verdict = mountPlugin(plugin).checkSelection(selected, candidate);
    expect(verdict).toEqual(refused ? { ruleId: 'internet-firm.cart.collection-purchase-apart', message: msg('internet-firm.collection-purchase-apart') } : undefined);
  });

  it('asks for the OA request when collection-use goods are settled', async () => {
    const own = async (lines: CartLine[]) => (await mountPlugin(plugin).runSettleValidators({ lines })).filter((o) => o.pluginId === TENANT);
    expect(await own([collection(1)])).toMatchObject([{ level: 'confirm', message: msg('internet-firm.collection-oa') }]);
    expect(await own([line(1)])).toEqual([]);
  });

  it.each<[string, CartLine[], string | undefined]>([
    ['a collection order under the approval condition', [collection(1, { totalPrice: DEFAULT_COLLECTION_APPROVAL_LIMIT - 0.01 })], 'internet-firm.collection-confirm'],
    ['a collection order reaching it', [collection(1, { totalPrice: DEFAULT_COLLECTION_APPROVAL_LIMIT })], 'internet-firm.collection-approval'],
    ['a purchase order', [line(1, { totalPrice: 99999 })], undefined],
  ])('submit: %s', async (_, lines, key) => {
    const outcomes = (await mountPlugin(plugin).runSubmitValidators({ orders: [order(lines)] })).filter((o) => o.pluginId === TENANT);
    expect(outcomes).toEqual(key ? [expect.objectContaining({ level: 'confirm', message: msg(key), target: { kind: 'order', order: 0 } })] : []);
  });

  it("shows 'My wallet' only when the wallet-transfer call gives a URL", async () => {
    renderPluginSlot(plugin, topBarLinksSlot, { home: '/' as const }, { answers: { 'GET /marmot/v1/{org}/marmot-api/wallet-transfer': { json: { url: 'https://wallet.example/u/1' } } } });
    expect(await screen.findByRole('link', { name: 'My wallet' })).toHaveAttribute('href', 'https://wallet.example/u/1');
  });

  it('shows no wallet link when the call answers no URL', async () => {
    renderPluginSlot(plugin, topBarLinksSlot, { home: '/' as const }, { answers: { 'GET /marmot/v1/{org}/marmot-api/wallet-transfer': { json: { url: null } } } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('link', { name: 'My wallet' })).toBeNull();
  });

  it('offers the embedded payment page on orders waiting for payment only', () => {
    const { host } = mountPlugin(plugin);
    const pay = host.get(orderListActions).find((a) => a.id === 'internet-firm.my-orders.pay-in-page')!;
    expect(pay.component).toBe(PayInPage);
    // The order statuses of My orders (spec 2 section 3).
    const statuses = ['WAITING_APPROVE', 'PENDING_PAYMENT', 'SUBMITTED', 'PAID', 'WAITING_RECEIPT', 'RECEIVED', 'REJECT', 'CANCELLED'] as const;
    const offered = statuses.filter((status) => pay.when!({ mallOrderStatus: status } as MallOrder));
    expect(offered).toEqual(['PENDING_PAYMENT']);
  });
});
