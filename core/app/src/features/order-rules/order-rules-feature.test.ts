import { enUS, type CompanyOrderHeader, type UserConfig } from '@mall/domain';
import { definePlugin, orderSubmitValidators, type MallContext } from '@mall/sdk';
import { corePlugin } from '../../core-plugin';
import { PluginHost } from '../../platform/plugin-host';
import { runOrderValidators } from '../order';

const line = { cartId: 4, productId: 1, productName: 'p', productSource: 'CATA', quantity: 1, latestPrice: 1, currencyCode: 'CNY', neededDate: '2026-02-01' };
const complete: CompanyOrderHeader = {
  key: 'o',
  invoiceMethodCode: '1',
  invoiceTypeCode: '1',
  invoiceTitleTypeCode: '1',
  invoiceDetailTypeCode: '1',
  companyInvoiceVO: { invoiceHeader: 'ACME', taxRegistrationNumber: 'TAX' },
  invoiceAddressId: 9,
  shoppingCartDTOList: [line],
};
const ctxWith = (config: Partial<UserConfig> = {}) => ({ today: '2026-01-15', config: { userId: 1, organizationId: 11, companyId: 2, purchaseType: 'COMPANY', ...config } }) as unknown as MallContext;

function hostWith(...plugins: Parameters<typeof definePlugin>[0][]) {
  const host = new PluginHost();
  host.register({ definition: corePlugin, version: '0.1.0' });
  for (const plugin of plugins) host.register({ definition: definePlugin(plugin), version: '1.0.0' });
  return host;
}

const outcomesOf = async (order: Partial<CompanyOrderHeader>, config?: Partial<UserConfig>, host = hostWith()) =>
  (await runOrderValidators(host, ctxWith(config), [{ ...complete, ...order }])).map((o) => [o.ruleId, o.level, o.message.key]);

describe('core order submit validators, run through the plugin host', () => {
  it.each([
    ['a complete order', {}, undefined, []],
    ['remark required and empty', { remarkRequired: 1 as const }, undefined, [['core.order.remark-and-delivery-flag', 'error', 'order.fill-in.remark']]],
    ['purchase request type required', { prTypeIdRequired: 1 as const }, undefined, [['core.order.purchase-request-type', 'error', 'order.pr-type.required']]],
    ['line remark flagged', { shoppingCartDTOList: [{ ...line, productRemarkFlag: 1 as const }] }, undefined, [['core.order.product-remark', 'error', 'order.fill-in.product-remark']]],
    ['JD line without payment method', { shoppingCartDTOList: [{ ...line, productSource: 'JD' }] }, undefined, [['core.order.payment-method', 'error', 'order.payment-method.required']]],
    ['invoice incomplete', { invoiceTypeCode: '2' }, undefined, [['core.order.invoice-completeness', 'error', 'order.invoice.incomplete']]],
    ['inner invoice with INVOICE_INFO hidden', { shoppingCartDTOList: [{ ...line, agreementType: 'SALE' }] }, { hideInnerMenuList: ['INVOICE_INFO'] }, [['core.order.inner-invoice', 'error', 'order.invoice.incomplete']]],
    ['no invoice address', { invoiceAddressId: undefined }, undefined, [['core.order.invoice-address', 'error', 'order.invoice-address.required']]],
    ['personal mall, the lines take more points than the balance', { shoppingCartDTOList: [{ ...line, quantity: 3, latestPrice: 40 }] }, { mallType: 'sigl', pointsBalance: 119.99 }, [['core.order.points-balance', 'error', 'order.points.insufficient']]],
    ['personal mall, the balance covers the lines exactly', { shoppingCartDTOList: [{ ...line, quantity: 3, latestPrice: 40 }] }, { mallType: 'sigl', pointsBalance: 120 }, []],
    ['enterprise mall: the company pays, no points checked', { shoppingCartDTOList: [{ ...line, quantity: 3, latestPrice: 40 }] }, { pointsBalance: 0 }, []],
    ['personal mall without a points account', { shoppingCartDTOList: [{ ...line, quantity: 3, latestPrice: 40 }] }, { mallType: 'sigl' }, []],
    ['below minimum, control 1', { minPurchaseFlag: 0 as const }, { minAmountControl: 1 as const }, [['core.order.minimum-amount', 'confirm', 'order.minimum-amount.not-reached']]],
    ['below minimum, control 2', { minPurchaseFlag: 0 as const }, { minAmountControl: 2 as const }, [['core.order.minimum-amount', 'error', 'order.minimum-amount.not-reached']]],
    ['needed date missing', { shoppingCartDTOList: [{ ...line, neededDate: undefined }] }, undefined, [['core.order.needed-date', 'error', 'needed-date.required']]],
    ['needed date before today', { shoppingCartDTOList: [{ ...line, neededDate: '2026-01-14' }] }, undefined, [['core.order.needed-date', 'error', 'needed-date.before-today']]],
    ['needed date hidden', { shoppingCartDTOList: [{ ...line, neededDate: undefined }] }, { hideFieldList: ['DEMAND_DATE'] }, []],
  ])('%s', async (_case, order, config, expected) => {
    expect(await outcomesOf(order as Partial<CompanyOrderHeader>, config)).toEqual(expected);
  });

  it("speaks the spec's words", () => {
    expect(enUS['order.points.insufficient']).toBe('insufficient points balance');
  });

  it("a plugin disabling 'core.order.payment-method' removes its message and keeps the others", async () => {
    const host = hostWith({ id: 'tenant-np', sdk: '^1.0.0', register: (ctx) => ctx.disable(orderSubmitValidators, 'core.order.payment-method') });
    expect(await outcomesOf({ invoiceAddressId: undefined, shoppingCartDTOList: [{ ...line, productSource: 'JD' }] }, undefined, host)).toEqual([
      ['core.order.invoice-address', 'error', 'order.invoice-address.required'],
    ]);
  });

  it('outcomes carry the plugin that spoke, and a throwing validator blocks with its rule named', async () => {
    const host = hostWith({
      id: 'tenant-t',
      sdk: '^1.0.0',
      register: (ctx) =>
        ctx.contribute(orderSubmitValidators, {
          id: 'tenant-t.remote',
          validate: async () => {
            throw new Error('down');
          },
        }),
    });
    const outcomes = await runOrderValidators(host, ctxWith(), [complete]);
    expect(outcomes.map((o) => [o.ruleId, o.pluginId, o.message])).toEqual([['tenant-t.remote', 'tenant-t', { key: 'order.validator.failed', params: { rule: 'tenant-t.remote' } }]]);
  });
});
