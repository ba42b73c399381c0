import { givenMessages, messages, msg, orderSubmitValidators, type CartLine, type CompanyOrderHeader } from '@mall/sdk';
import { mountPlugin } from '@mall/sdk-testing';
import { version } from '../package.json';
import plugin from './index';

const TENANT = '@mall-tenant/rgego';
const line = (extra: Partial<CartLine>): CartLine =>
  ({ cartId: 5, productId: 50, productName: 'Stapler', productSource: 'CATA', quantity: 1, latestPrice: 9, currencyCode: 'CNY', ...extra }) as CartLine;
const order = (lines: CartLine[]): CompanyOrderHeader => ({ key: 'o1', paymentMethodCode: 'COMPANY', invoiceMethodCode: '2', shoppingCartDTOList: lines });

describe('@mall-tenant/rgego', () => {
  it('adds its validator beside core, attributed to the tenant and its version', () => {
    const { host } = mountPlugin(plugin);
    expect(host.notices).toEqual([]);
    const entries = host.explain(orderSubmitValidators.id);
    expect(entries.some((e) => e.pluginId === 'core')).toBe(true);
    expect(entries.filter((e) => e.pluginId === TENANT)).toEqual([{ id: 'rgego.order.minimum-price-remark', order: 200, pluginId: TENANT, pluginVersion: version }]);
  });

  it.each<[string, Partial<CartLine>, boolean]>([
    ['a cheaper SKU exists and no remark', { cheapestSkuId: 51, cheapestSkuName: 'Stapler B' }, true],
    ['a cheaper SKU exists and a blank remark', { cheapestSkuId: 51, cheapestSkuName: 'Stapler B', remark: '  ' }, true],
    ['a cheaper SKU exists with a remark', { cheapestSkuId: 51, cheapestSkuName: 'Stapler B', remark: 'preferred brand' }, false],
    ['the chosen item is the cheapest', { cheapestSkuId: 50, cheapestSkuName: 'Stapler' }, false],
    ['no price comparison', {}, false],
  ])('%s', async (_, extra, refused) => {
    const outcomes = (await mountPlugin(plugin).runSubmitValidators({ orders: [order([line(extra)])] })).filter((o) => o.pluginId === TENANT);
    expect(outcomes).toEqual(
      refused
        ? [{
            level: 'error',
            message: msg('rgego.minimum-price-remark', { product: 'Stapler', cheapest: 'Stapler B' }),
            target: { kind: 'field', order: 0, line: 5, field: 'remark' },
            ruleId: 'rgego.order.minimum-price-remark',
            pluginId: TENANT,
          }]
        : [],
    );
  });

  it('words the refusal in both locales', () => {
    const own = mountPlugin(plugin).host.get(messages).filter((m) => m.id.startsWith('rgego.'));
    expect(Object.fromEntries(own.map((m) => [m.locale, givenMessages(m)['rgego.minimum-price-remark']]))).toEqual({
      zh_CN: '{product}不是最低价商品（{cheapest}有更低价的报价），请填写备注',
      en_US: '{product} is not the minimum price (a cheaper offer of {cheapest} exists), please fill in the remark',
    });
  });
});
