import { cartSettleValidators, orderSubmitValidators, productDetailAsideSlot, type CartLine, type CompanyOrderHeader, type HttpClient } from '@mall/sdk';
import { mountPlugin, renderOutcome } from '@mall/sdk-testing';
import sameProductFeedback from '@mall-plugin/same-product-feedback';
import { screen, within } from '@testing-library/react';
import { EXPIRY_CHECK_API, type ExpiringLine } from './electronics-rules';
import plugin from './index';

const ID = '@mall-tenant/electronics-firm';
const line = (cartId: number, latestPrice: number, quantity = 1, extra: Partial<CartLine> = {}): CartLine =>
  ({ cartId, productId: cartId * 10, productName: `Part ${cartId}`, productSource: 'CATA', quantity, latestPrice, currencyCode: 'CNY', ...extra }) as CartLine;
const order = (key: string, lines: CartLine[]): CompanyOrderHeader => ({ key, paymentMethodCode: 'COMPANY', invoiceMethodCode: '2', shoppingCartDTOList: lines });

/** An HTTP client answering the expiry check with `expiring` and recording the bodies sent. */
function expiryServer(expiring: ExpiringLine[]) {
  const bodies: unknown[] = [];
  const http: HttpClient = {
    request: <T,>(method: string, path: string, options?: { body?: unknown }) => {
      expect(`${method} ${path}`).toBe(`POST /marmot/v1/{org}/marmot-api/${EXPIRY_CHECK_API}`);
      bodies.push(options?.body);
      return Promise.resolve(expiring as T);
    },
  };
  return { http, bodies };
}

describe('electronics-firm registration', () => {
  it('registers over core with the same-product feedback plugin it uses', () => {
    const { host } = mountPlugin(plugin);
    expect(host.notices).toEqual([]);
    expect(host.plugins().map((p) => p.id)).toEqual(['core', sameProductFeedback.id, ID]);
    expect(host.explain(productDetailAsideSlot.id).filter((e) => e.pluginId !== 'core').map((e) => e.id)).toEqual([
      'same-product-feedback.product-detail.button',
      'electronics-firm.product-detail.compatible-machines',
      'electronics-firm.product-detail.price-history',
    ]);
    expect(host.explain(cartSettleValidators.id).map((e) => e.id)).toEqual(['electronics-firm.cart.expiring-goods']);
    expect(host.explain(orderSubmitValidators.id).filter((e) => e.pluginId === ID).map((e) => e.id)).toEqual(['electronics-firm.order.tax-included-2500']);
  });
});

describe('tax-included order of 2500 or more', () => {
  const own = async (orders: CompanyOrderHeader[]) => (await mountPlugin(plugin).runSubmitValidators({ orders })).filter((o) => o.pluginId === ID);

  it('asks (a confirm, not a block) for each order of 2500 or more, on that order, with its amount', async () => {
    const outcomes = await own([order('a', [line(1, 1250, 2)]), order('b', [line(2, 2499.99)]), order('c', [line(3, 0.1, 3), line(4, 2499.7)])]);
    expect(outcomes.map((o) => [o.level, o.target, o.message.params])).toEqual([
      ['confirm', { kind: 'order', order: 0 }, { order: 1, amount: '2500.00' }],
      ['confirm', { kind: 'order', order: 2 }, { order: 3, amount: '2500.00' }],
    ]);
  });

  it('says to check fixed assets and the CE number', async () => {
    const [confirm] = await own([order('a', [line(1, 3000)])]);
    renderOutcome(plugin, confirm!);
    expect(screen.getByText('Check fixed assets')).toBeInTheDocument();
    expect(screen.getByText(/Order 1 is 3000.00 tax included \(2500 or more\)\. Please check whether it is a fixed asset and that the CE number is filled in/)).toBeInTheDocument();
  });
});

describe('goods expiring in under 45 days', () => {
  const expiring: ExpiringLine[] = [
    { cartId: 3, productName: 'Toner TN-2420', expiryDate: '2026-12-20', daysLeft: 26 },
    { cartId: 1, productName: 'Thermal paste', expiryDate: '2026-12-01', daysLeft: 7 },
  ];

  it('asks the server about the selected lines and confirms with their table; cancel puts them first in the cart', async () => {
    const { http, bodies } = expiryServer(expiring);
    const mounted = mountPlugin(plugin, { http });
    const outcomes = await mounted.runSettleValidators({ lines: [line(1, 5), line(2, 5), line(3, 5)] });
    expect(bodies).toEqual([{ cartIds: [1, 2, 3] }]);
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0]).toMatchObject({ level: 'confirm', message: { params: { count: 2 } }, content: { kind: 'table' } });
    const answered = await mounted.answerConfirms(outcomes, [false]);
    expect(answered.goOn).toBe(false);
    expect(mounted.putFirstCalls).toEqual([[3, 1]]);
  });

  it('lets the buyer go on without touching the cart', async () => {
    const mounted = mountPlugin(plugin, { http: expiryServer(expiring).http });
    const answered = await mounted.answerConfirms(await mounted.runSettleValidators({ lines: [line(1, 5), line(3, 5)] }), [true]);
    expect(answered.goOn).toBe(true);
    expect(mounted.putFirstCalls).toEqual([]);
  });

  it('asks nothing when no selected line expires soon', async () => {
    const mounted = mountPlugin(plugin, { http: expiryServer([]).http });
    expect(await mounted.runSettleValidators({ lines: [line(2, 5)] })).toEqual([]);
  });

  it('shows product, expiry date and days left through core', async () => {
    const [confirm] = await mountPlugin(plugin, { http: expiryServer(expiring).http }).runSettleValidators({ lines: [line(1, 5), line(3, 5)] });
    renderOutcome(plugin, confirm!);
    expect(screen.getByText('2 selected products expire in under 45 days. Continue to settle? Cancel puts them at the top of the cart.')).toBeInTheDocument();
    const table = within(screen.getByTestId('outcome-table'));
    expect(table.getAllByText('Expiry date')[0]).toBeInTheDocument();
    expect(table.getByText('Toner TN-2420')).toBeInTheDocument();
    expect(table.getByText('2026-12-01')).toBeInTheDocument();
    expect(table.getByText('7')).toBeInTheDocument();
  });
});
