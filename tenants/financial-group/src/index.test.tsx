import { givenMessages, messages, msg, orderHeaderExtrasSlot, topBarMenu, type CartLine, type CompanyOrderHeader, type HttpClient } from '@mall/sdk';
import { mountPlugin, renderOutcome, renderPluginSlot } from '@mall/sdk-testing';
import centralisedBuying from '@mall-plugin/centralised-buying';
import { screen } from '@testing-library/react';
import { BALANCE_CHECK_PATH, JUMP_PATH, PAY_INFO_PATH } from './financial-calls';
import plugin from './index';

const TENANT = '@mall-tenant/financial-group';
const line = (cartId: number, productSource = 'CATA'): CartLine =>
  ({ cartId, productId: cartId * 10, productName: `Goods ${cartId}`, productSource, quantity: 1, latestPrice: 900, currencyCode: 'CNY' }) as CartLine;
const order = (key: string, paymentMethodCode: string, lines: CartLine[]): CompanyOrderHeader => ({ key, companyId: 3, paymentMethodCode, shoppingCartDTOList: lines });

/** A fake HTTP client answering by `METHOD path`, recording the bodies it was sent. */
function fakeHttp(answers: Record<string, unknown>) {
  const sent: { path: string; body: unknown }[] = [];
  const http: HttpClient = {
    request: <T,>(method: string, path: string, options?: { body?: unknown }) => {
      sent.push({ path, body: options?.body });
      const key = `${method} ${path}`;
      return key in answers ? Promise.resolve(answers[key] as T) : Promise.reject(new Error(`no answer for ${key}`));
    },
  };
  return { http, sent };
}

describe('@mall-tenant/financial-group', () => {
  it('registers the centralised buying it uses first, then its own contributions', () => {
    const { host } = mountPlugin(plugin);
    expect(host.notices).toEqual([]);
    expect(host.plugins().map((p) => p.id)).toEqual(['core', centralisedBuying.id, TENANT]);
    expect(host.explain(topBarMenu.id).filter((e) => e.pluginId === TENANT).map((e) => e.id)).toEqual(['financial-group.top-bar.financial-sharing']);
    const [zh, en] = ['zh_CN', 'en_US'].map((l) => givenMessages(host.get(messages).find((m) => m.id === `financial-group.messages.${l}`)!));
    expect(Object.keys(zh!).sort()).toEqual(Object.keys(en!).sort());
  });

  it('offers the payment method on catalogue orders, where method 4 starts the balance check (core leaves it off)', () => {
    expect(mountPlugin(plugin).host.settings().cataloguePaymentMethod).toBe(true);
    expect(mountPlugin(centralisedBuying).host.settings().cataloguePaymentMethod).toBe(false);
  });

  it('shows the financial-sharing link only when the jump call returns a transferUrl', async () => {
    const { host, ctx } = mountPlugin(plugin);
    const link = host.get(topBarMenu).find((e) => e.id === 'financial-group.top-bar.financial-sharing')!;
    const url = 'https://fssc.example/sso?account=A';
    expect(await link.resolve!({ ...ctx, http: fakeHttp({ [`GET ${JUMP_PATH}`]: { transferUrl: url } }).http })).toBe(url);
    expect(await link.resolve!({ ...ctx, http: fakeHttp({ [`GET ${JUMP_PATH}`]: {} }).http })).toBeUndefined();
    expect(await link.resolve!({ ...ctx, http: fakeHttp({ [`GET ${JUMP_PATH}`]: { transferUrl: 'javascript:alert(1)' } }).http })).toBeUndefined();
  });

  it('checks the balance of payment method 4 orders with catalogue goods only, and blocks with a table of request number and message', async () => {
    const { http, sent } = fakeHttp({
      [`POST ${BALANCE_CHECK_PATH}`]: [
        { orderKey: 'a', requestNum: 'FR-01-2026', orderInfo: { productSource: 'CATA', checkMoneyFlag: 0, checkMoneyMessgae: 'balance 1000.00 is less than 1800.00' } },
      ],
    });
    const orders = [order('a', '4', [line(1), line(2)]), order('b', 'MONTHLY', [line(3)]), order('c', '4', [line(4, 'JD')])];
    const outcomes = (await mountPlugin(plugin, { http }).runSubmitValidators({ orders })).filter((o) => o.pluginId === TENANT);
    expect(sent).toEqual([{ path: BALANCE_CHECK_PATH, body: { orderList: [{ orderKey: 'a', companyId: 3, paymentMethodCode: '4', cartIds: [1, 2] }] } }]);
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0]).toMatchObject({ level: 'error', title: msg('financial-group.balance.title'), message: msg('financial-group.balance.failed') });
    expect(outcomes[0]!.content).toMatchObject({ kind: 'table', rows: [{ requestNum: 'FR-01-2026', message: 'balance 1000.00 is less than 1800.00' }] });
    // An error: nothing to confirm, no way to continue.
    expect((await mountPlugin(plugin).answerConfirms(outcomes, [])).asked).toEqual([]);

    renderOutcome(plugin, outcomes[0]!);
    expect((await screen.findAllByText('Request number')).length).toBeGreaterThan(0);
    expect(screen.getByText('FR-01-2026')).toBeInTheDocument();
    expect(screen.getByText('The fund balance does not cover these orders; they cannot be submitted')).toBeInTheDocument();
  });

  it('asks nothing when no order pays with method 4 and catalogue goods, or when every order passes', async () => {
    const passing = fakeHttp({ [`POST ${BALANCE_CHECK_PATH}`]: [{ orderKey: 'a', requestNum: 'FR', orderInfo: { productSource: 'CATA', checkMoneyFlag: 1 } }] });
    const run = (http: HttpClient, orders: CompanyOrderHeader[]) => mountPlugin(plugin, { http }).runSubmitValidators({ orders });
    expect((await run(passing.http, [order('a', '4', [line(1)])])).filter((o) => o.pluginId === TENANT)).toEqual([]);
    const none = fakeHttp({});
    expect((await run(none.http, [order('b', 'MONTHLY', [line(1)]), order('c', '4', [line(2, 'JD')])])).filter((o) => o.pluginId === TENANT)).toEqual([]);
    expect(none.sent).toEqual([]);
  });

  it("shows each order's company pay info in its header", async () => {
    renderPluginSlot(plugin, orderHeaderExtrasSlot, { order: order('a', '4', [line(1)]), index: 0 }, {
      answers: {
        [`POST ${PAY_INFO_PATH}`]: {
          json: [{ companyId: 3, companyName: 'Founder Securities', payAccountName: 'FS fund account', bankName: 'CMB Shenzhen', bankAccountNum: '755900000003', fundRequestNum: 'FR-03-2026', balance: 1000 }],
        },
      },
    });
    expect(await screen.findByText('Company pay info')).toBeInTheDocument();
    expect(screen.getByText('FR-03-2026')).toBeInTheDocument();
    expect(screen.getByText('1000.00')).toBeInTheDocument();
  });
});
