import { cartQuantityRule, cartSelectionRules, orderSubmitValidators, type CartLine, type CompanyOrderHeader, type MallContext } from '@mall/sdk';
import { corePlugin } from '../core-plugin';
import { PluginHost } from '../platform/plugin-host';

// Core's standard rules go through the same extension points as a tenant's, with core. ids.
const host = new PluginHost();
host.register({ definition: corePlugin, version: '0.1.0' });
const ctx = { config: { userId: 1, organizationId: 1, companyId: 1, purchaseType: 'COMPANY' }, settings: host.settings(), today: '2026-11-21' } as MallContext;
const line = (over: Partial<CartLine>): CartLine => ({ cartId: 1, productId: 1, productName: 'Pen', productSource: 'CATA', quantity: 1, latestPrice: 10, currencyCode: 'CNY', ...over });

it('registers every core rule under a core. id', () => {
  expect(host.explain(cartSelectionRules.id).map((e) => [e.id, e.pluginId])).toEqual([['core.cart.same-currency', 'core']]);
  expect(host.explain(cartQuantityRule.id).map((e) => e.id)).toEqual(['core.cart.quantity']);
  expect(host.explain(orderSubmitValidators.id).every((e) => e.id.startsWith('core.order.') && e.pluginId === 'core')).toBe(true);
});

it("same currency: 'Only products with the same currency can be chosen!'", () => {
  const [rule] = host.get(cartSelectionRules);
  expect(rule!.check([line({ currencyCode: 'CNY' })], line({ cartId: 2, currencyCode: 'USD' }), ctx)).toEqual({ key: 'cart.same-currency' });
  expect(rule!.check([line({ currencyCode: 'CNY' })], line({ cartId: 2 }), ctx)).toBeUndefined();
});

it.each([
  [undefined, 5, { value: undefined, error: { key: 'cart.quantity.required' } }],
  [2, 5, { value: 2, error: { key: 'cart.quantity.min-purchase', params: { value: 3 } } }],
  [4, 5, { value: 4, error: { key: 'cart.quantity.min-package', params: { n: 3 } } }],
  [6, 5, { value: 6 }],
])('quantity %s (previous %s)', (entered, previous, expected) => {
  const decision = host.single(cartQuantityRule)!.decide(line({ minPurchaseQuantity: 3, minPackageQuantity: 3 }), entered, previous, ctx);
  expect({ value: decision.value, ...(decision.error ? { error: decision.error } : {}) }).toEqual(expected);
});

it.each([
  ['above the purchase limit keeps the old value', { purchaseQuantityLimit: 20 }, 21, { value: 5, capped: true }],
  ['at the purchase limit', { purchaseQuantityLimit: 20 }, 20, { value: 20 }],
  ['above floor(maxLineAmount / price) keeps the old value', { latestPrice: 1e18 }, 101, { value: 5, capped: true }],
  ['the lower of the two caps applies', { purchaseQuantityLimit: 200, latestPrice: 1e18 }, 150, { value: 5, capped: true }],
])("the core quantity rule's cap: %s", (_case, over, entered, expected) => {
  const rule = host.single(cartQuantityRule)!;
  const capped = line(over);
  expect(rule.decide(capped, entered, 5, ctx)).toMatchObject(expected);
  expect(rule.range(capped, ctx).max).toBe(Math.min(capped.purchaseQuantityLimit ?? Infinity, Math.floor(1e20 / capped.latestPrice)));
});

it('order submit validators report the payment method and invoice address with their targets', async () => {
  const order: CompanyOrderHeader = { key: 'o1', shoppingCartDTOList: [line({ productSource: 'JD' })], invoiceMethodCode: '2' };
  const outcomes = (await Promise.all(host.get(orderSubmitValidators).map((v) => v.validate({ orders: [order] }, ctx)))).flat();
  expect(outcomes.map((o) => o.message.key)).toEqual(expect.arrayContaining(['order.payment-method.required', 'order.invoice-address.required']));
});
