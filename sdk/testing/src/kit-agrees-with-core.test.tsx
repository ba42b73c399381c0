import { runOrderValidators } from '@mall/core';
import { renderWithMall } from '@mall/core/testing';
import { definePlugin, msg, orderSubmitValidators, type CartLine, type CompanyOrderHeader } from '@mall/sdk';
import { mountPlugin } from './mount-plugin';

// Issue 19 section 5: a validator that throws (or rejects) blocks the submit in the mall with
// 'The check {rule} could not run; please retry'; the kit must say the same, not reject.
const PLUGIN = '@mall-tenant/kit-probe';
const throwing = definePlugin({
  id: PLUGIN,
  version: '1.0.0',
  sdk: '^1.0.0',
  register(ctx) {
    ctx.contribute(
      orderSubmitValidators,
      { id: 'kit-probe.throws', validate: () => { throw new Error('the check itself is broken'); } },
      { id: 'kit-probe.rejects', validate: () => Promise.reject(new Error('the server check failed')) },
    );
  },
});

const line = { cartId: 5, productId: 50, productName: 'Stapler', productSource: 'CATA', quantity: 1, latestPrice: 9, currencyCode: 'CNY' } as CartLine;
const orders: CompanyOrderHeader[] = [{ key: 'o1', paymentMethodCode: 'COMPANY', invoiceMethodCode: '2', shoppingCartDTOList: [line] }];
const blocked = (rule: string) => ({ level: 'error', message: msg('order.validator.failed', { rule }), target: { kind: 'submit' }, ruleId: rule, pluginId: PLUGIN });

describe('the kit runs submit validators as core does', () => {
  it('turns a throwing and a rejecting validator into blocking order.validator.failed outcomes instead of rejecting', async () => {
    const outcomes = await mountPlugin(throwing).runSubmitValidators({ orders });
    expect(outcomes.filter((o) => o.pluginId === PLUGIN)).toEqual([blocked('kit-probe.throws'), blocked('kit-probe.rejects')]);
  });

  it("gives exactly what the started mall's submit runner gives for the same plugin, and the buyer reads the rule's name", async () => {
    const mall = renderWithMall(<div />, { plugins: [throwing] });
    const inMall = await runOrderValidators(mall.host, mall.runtime.mallContext(), orders);
    const inKit = await mountPlugin(throwing).runSubmitValidators({ orders });
    expect(inKit).toEqual(inMall);
    expect(inMall.filter((o) => o.pluginId === PLUGIN)).toHaveLength(2);
    expect(mall.i18n.t('order.validator.failed', { rule: 'kit-probe.throws' })).toBe('The check kit-probe.throws could not run; please retry');
  });
});
