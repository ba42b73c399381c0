import { cartFooterSlot, givenMessages, messages, msg, orderSubmitValidators, type CartLine, type CompanyOrderHeader, type HttpClient, type HttpRequestOptions } from '@mall/sdk';
import { mountPlugin, renderOutcome } from '@mall/sdk-testing';
import { screen } from '@testing-library/react';
import { ADDRESS_APPLY_PATH, ADDRESS_CHECK_PATH, SUBMIT_CHECK_PATH } from './network-calls';
import plugin from './index';

const TENANT = '@mall-tenant/network-equipment';
const line = (cartId: number, productSource = 'CATA'): CartLine =>
  ({ cartId, productId: cartId * 10, productName: `Goods ${cartId}`, productSource, quantity: 1, latestPrice: 100, currencyCode: 'CNY' }) as CartLine;
const order = (key: string, lines: CartLine[], extra: Partial<CompanyOrderHeader> = {}): CompanyOrderHeader => ({ key, companyId: 3, shoppingCartDTOList: lines, ...extra });

function fakeHttp(answers: Record<string, unknown>) {
  const sent: { key: string; options?: HttpRequestOptions }[] = [];
  const http: HttpClient = {
    request: <T,>(method: string, path: string, options?: HttpRequestOptions) => {
      const key = `${method} ${path}`;
      sent.push({ key, options });
      return key in answers ? Promise.resolve(answers[key] as T) : Promise.reject(new Error(`no answer for ${key}`));
    },
  };
  return { http, sent };
}
const NOTHING = { externalStock: [], failedSamples: [], invoiceMismatch: [] };
const own = <T extends { pluginId?: string }>(outcomes: T[]) => outcomes.filter((o) => o.pluginId === TENANT);

describe('@mall-tenant/network-equipment', () => {
  it('registers export-to-pr (locked) first, then its rule, confirmations and messages in both locales', () => {
    const { host } = mountPlugin(plugin);
    expect(host.notices).toEqual([]);
    expect(host.plugins().map((p) => p.id)).toEqual(['core', '@mall-plugin/export-to-pr', TENANT]);
    expect(host.explain(cartFooterSlot.id).some((e) => e.id === 'export-to-pr.cart.export')).toBe(true);
    expect(host.explain(orderSubmitValidators.id).filter((e) => e.pluginId === TENANT).map((e) => e.id)).toEqual([
      'network-equipment.order.address-note',
      'network-equipment.order.external-stock',
      'network-equipment.order.compat-sample',
      'network-equipment.order.invoice-mismatch',
    ]);
    const [zh, en] = ['zh_CN', 'en_US'].map((l) => givenMessages(host.get(messages).find((m) => m.id === `network-equipment.messages.${l}`)!));
    expect(Object.keys(zh!).sort()).toEqual(Object.keys(en!).sort());
  });

  it('never selects JD and non-JD items together', () => {
    const { checkSelection } = mountPlugin(plugin);
    expect(checkSelection([line(1, 'JD')], line(2))).toEqual({ ruleId: 'network-equipment.jd-vs-non-jd', message: msg('network-equipment.jd-vs-non-jd') });
    expect(checkSelection([line(1)], line(2, 'JD'))?.ruleId).toBe('network-equipment.jd-vs-non-jd');
    expect(checkSelection([line(1, 'JD')], line(2, 'JD'))).toBeUndefined();
  });

  it('notes the IT address with the lines listed; continuing saves the address for them, cancelling does not', async () => {
    const check = { checkAddressFlag: 1, address: { addressId: 9, fullAddress: 'Shenzhen IT store', contactName: 'IT desk' }, lines: [{ cartId: 1, productName: 'Switch' }] };
    for (const [answer, saves] of [[true, 1], [false, 0]] as const) {
      const { http, sent } = fakeHttp({ [`GET ${ADDRESS_CHECK_PATH}`]: check, [`POST ${ADDRESS_APPLY_PATH}`]: {}, [`POST ${SUBMIT_CHECK_PATH}`]: NOTHING });
      const mounted = mountPlugin(plugin, { http, config: { invOrganizationId: 77 } });
      const outcomes = own(await mounted.runSubmitValidators({ orders: [order('a', [line(1), line(2)])] }));
      expect(outcomes).toMatchObject([
        { level: 'confirm', message: msg('network-equipment.address-note', { address: 'Shenzhen IT store', contact: 'IT desk' }), content: { kind: 'list', items: ['Switch'] } },
      ]);
      expect(sent[0]).toMatchObject({ key: `GET ${ADDRESS_CHECK_PATH}`, options: { query: { companyId: 3, invOrganizationId: 77, cartIds: '1,2' } } });
      const { goOn } = await mounted.answerConfirms(outcomes, [answer]);
      expect(goOn).toBe(answer);
      expect(sent.filter((s) => s.key === `POST ${ADDRESS_APPLY_PATH}`).map((s) => s.options?.body)).toEqual(saves ? [{ companyId: 3, cartIds: [1] }] : []);
    }
  });

  it('confirms external stock, failed samples and the JD invoice address mismatch with their tables, from one submit check', async () => {
    const { http, sent } = fakeHttp({
      [`GET ${ADDRESS_CHECK_PATH}`]: { checkAddressFlag: 0 },
      [`POST ${SUBMIT_CHECK_PATH}`]: {
        externalStock: [{ cartId: 1, productName: 'Router', supplierName: 'Acme' }],
        failedSamples: [{ cartId: 2, productName: 'Optic', sampleNo: 'CS-2026-0003', reason: 'firmware' }],
        invoiceMismatch: [{ orderKey: 'b', supplierName: 'JD', invoiceAddress: 'Road 1', jdInvoiceAddress: 'Road 2' }],
      },
    });
    const mounted = mountPlugin(plugin, { http });
    const outcomes = own(await mounted.runSubmitValidators({ orders: [order('a', [line(1), line(2)]), order('b', [line(3, 'JD')], { invoiceAddressId: 5 })] }));
    expect(sent.filter((s) => s.key === `POST ${SUBMIT_CHECK_PATH}`).map((s) => s.options?.body)).toEqual([
      { orders: [{ orderKey: 'a', invoiceAddressId: undefined, cartIds: [1, 2] }, { orderKey: 'b', invoiceAddressId: 5, cartIds: [3] }] },
    ]);
    expect(outcomes.map((o) => [o.level, o.message.key])).toEqual([
      ['confirm', 'network-equipment.external-stock'],
      ['confirm', 'network-equipment.compat-sample'],
      ['confirm', 'network-equipment.invoice-mismatch'],
    ]);
    expect(outcomes[1]!.content).toMatchObject({ kind: 'table', rows: [{ productName: 'Optic', sampleNo: 'CS-2026-0003', reason: 'firmware' }] });
    // Stopping at the first stops the submit: the others are not asked.
    expect((await mounted.answerConfirms(outcomes, [false])).asked).toHaveLength(1);

    renderOutcome(plugin, outcomes[2]!);
    expect(await screen.findByText('Invoice address differs from JD')).toBeInTheDocument();
    expect(screen.getByText('Road 2')).toBeInTheDocument();
  });

  it('asks nothing when the checks find nothing or cannot be made', async () => {
    const { http } = fakeHttp({ [`GET ${ADDRESS_CHECK_PATH}`]: { checkAddressFlag: 0 }, [`POST ${SUBMIT_CHECK_PATH}`]: NOTHING });
    expect(own(await mountPlugin(plugin, { http }).runSubmitValidators({ orders: [order('a', [line(1)])] }))).toEqual([]);
    expect(own(await mountPlugin(plugin, { http: fakeHttp({}).http }).runSubmitValidators({ orders: [order('a', [line(1)])] }))).toEqual([]);
  });
});
