import { cartFooterSlot, cartSelectionRules, definePlugin, givenMessages, messages, msg, orderSubmitValidators, type CartLine, type CompanyOrderHeader } from '@mall/sdk';
import { mountPlugin, renderPluginSlot } from '@mall/sdk-testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import plugin, { actionAllowed, demanderView } from './index';

const PLUGIN = '@mall-plugin/centralised-buying';
const line = (cartId: number, extra: Record<string, unknown> = {}): CartLine =>
  ({ cartId, productId: cartId * 10, productName: `Goods ${cartId}`, productSource: 'CATA', quantity: 1, latestPrice: 9, currencyCode: 'CNY', ...extra }) as CartLine;
const groupBuying = (cartId: number, status?: string) => line(cartId, { labelList: [{ labelCode: 'TG' }], ...(status ? { centralizedStatus: status } : {}) });
const order = (lines: CartLine[]): CompanyOrderHeader => ({ key: 'o1', shoppingCartDTOList: lines });
const en = (key: string) => givenMessages(mountPlugin(plugin).host.get(messages).find((m) => m.id === 'centralised-buying.messages.en_US')!)[key];
/** A tenant whose buyers place the order from the centralised basket. */
const orderBasket = definePlugin({ id: '@mall-tenant/order-basket', sdk: '^1.0.0', uses: [plugin], register: (ctx) => ctx.settings({ centralisedBasket: 'ORDER' }) });

describe('@mall-plugin/centralised-buying', () => {
  it('registers its rule, validator, footer actions and both locales over core', () => {
    const { host } = mountPlugin(plugin);
    expect(host.notices).toEqual([]);
    expect(host.explain(cartSelectionRules.id).find((e) => e.id === 'centralised-buying.general-vs-group-buying')?.pluginId).toBe(PLUGIN);
    expect(host.explain(orderSubmitValidators.id).find((e) => e.id === 'centralised-buying.order.in-approval')?.pluginId).toBe(PLUGIN);
    expect(host.explain(cartFooterSlot.id).find((e) => e.id === 'centralised-buying.cart.relation-actions')?.pluginId).toBe(PLUGIN);
    const [zh, enUs] = ['zh_CN', 'en_US'].map((l) => givenMessages(host.get(messages).find((m) => m.id === `centralised-buying.messages.${l}`)!));
    expect(Object.keys(zh!).sort()).toEqual(Object.keys(enUs!).sort());
  });

  it("refuses general and group-buying goods together with spec 3's sentence, either way round", () => {
    const { checkSelection } = mountPlugin(plugin);
    const refusal = { ruleId: 'centralised-buying.general-vs-group-buying', message: msg('centralised-buying.general-vs-group-buying') };
    expect(checkSelection([line(1)], groupBuying(2))).toEqual(refusal);
    expect(checkSelection([groupBuying(2, 'NEW')], line(1))).toEqual(refusal);
    expect(checkSelection([groupBuying(2)], groupBuying(3, 'APPROVEING'))).toBeUndefined();
    expect(checkSelection([line(1)], line(4))).toBeUndefined();
    expect(en('centralised-buying.general-vs-group-buying')).toBe('General products and group-buying products cannot be submitted together, please choose again');
  });

  it.each([
    ['APPROVEING', 'SUBMITTED', 'APPROVEING'],
    ['REJECTED', 'RETURNED', 'REJECTED'],
    ['NEW', 'NEW', undefined],
  ])('shows the demander %s as %s, keeping the original as oldCentralizedStatus', (raw, shown, old) => {
    const viewed = demanderView(groupBuying(1, raw));
    expect(viewed.centralizedStatus).toBe(shown);
    expect(viewed.oldCentralizedStatus).toBe(old);
  });

  it.each([
    ['submit', ['NEW', 'REJECTED']],
    ['cancel', ['APPROVEING']],
    ['reject', ['APPROVEING']],
    ['delete', ['NEW', 'REJECTED']],
  ] as const)('allows %s from %j only', (action, from) => {
    for (const status of ['NEW', 'APPROVEING', 'REJECTED'] as const) expect(actionAllowed(action, status)).toBe((from as readonly string[]).includes(status));
    expect(actionAllowed(action, undefined)).toBe(false);
  });

  it('asks an order-type basket to confirm lines still in approval, and never a demander', async () => {
    const lines = [groupBuying(1, 'APPROVEING'), line(2, { approvingFlag: 1 }), groupBuying(3, 'NEW')];
    const asOrder = (await mountPlugin(orderBasket).runSubmitValidators({ orders: [order(lines)] })).filter((o) => o.pluginId === PLUGIN);
    expect(asOrder).toMatchObject([{ level: 'confirm', message: msg('centralised-buying.in-approval-confirm', { products: 'Goods 1, Goods 2' }) }]);
    expect((await mountPlugin(plugin).runSubmitValidators({ orders: [order(lines)] })).filter((o) => o.pluginId === PLUGIN)).toEqual([]);
    expect((await mountPlugin(orderBasket).runSubmitValidators({ orders: [order([groupBuying(3, 'NEW')])] })).filter((o) => o.pluginId === PLUGIN)).toEqual([]);
  });

  it('shows the selected lines with the demander status and sends an action for the lines it allows', async () => {
    const sent: unknown[] = [];
    const lines = [groupBuying(1, 'APPROVEING'), groupBuying(2, 'REJECTED'), line(3)];
    renderPluginSlot(plugin, cartFooterSlot, { lines, selected: lines }, {
      answers: {
        'POST /smal/v1/{org}/centralized-relations/submit': (call) => {
          sent.push(call.body);
          return { json: [{ cartId: 2, centralizedStatus: 'SUBMITTED', oldCentralizedStatus: 'APPROVEING' }] };
        },
      },
    });
    expect(await screen.findByText('Goods 1: Submitted')).toBeInTheDocument();
    expect(screen.getByText('Goods 2: Returned')).toBeInTheDocument();
    expect(screen.queryByText(/Goods 3/)).toBeNull();
    // Goods 1 is in approval (cancel), Goods 2 returned (submit, delete): every action has a line.
    for (const name of ['Submit', 'Cancel submission', 'Delete relation']) expect(screen.getByRole('button', { name })).toBeEnabled();
    // Reject is the approver's decision on other demanders' lines, never offered on the buyer's own cart.
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(sent).toEqual([{ cartIds: [2] }]));
  });
});
