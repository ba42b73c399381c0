// A stand-in core and a sample tenant that use every kind of extension point, so the host's
// tests exercise contribute, replace and disable on each merge rule.
import {
  budgetDimensions,
  BudgetApiToken,
  cartFooterSlot,
  cartLineFields,
  cartQuantityRule,
  cartSelectionRules,
  definePlugin,
  messages,
  msg,
  myMallMenu,
  orderSubmitValidators,
  outcome,
  routes,
  settings,
  topBarMenu,
  type BudgetApi,
} from '@mall/sdk';

const page = () => Promise.resolve({ default: () => null });

export const sampleCore = definePlugin({
  id: 'core',
  version: '1.0.0',
  sdk: '^1.0.0',
  register(ctx) {
    ctx.contribute(settings, { id: 'pageJump', defaultValue: 'NEW_TAB', description: 'page jump' });
    ctx.contribute(settings, { id: 'taxRate', defaultValue: 0.13, description: 'tax rate' });
    ctx.contribute(cartSelectionRules, {
      id: 'core.cart.same-currency',
      check: (selected, candidate) => (selected.some((l) => l.currencyCode !== candidate.currencyCode) ? msg('cart.same-currency') : undefined),
    });
    ctx.contribute(cartQuantityRule, {
      id: 'core.cart.quantity',
      range: () => ({ min: 1, max: 100, step: 1, precision: 0 }),
      decide: (_line, entered) => ({ value: entered }),
    });
    ctx.contribute(orderSubmitValidators, { id: 'core.order.payment-method', validate: () => [outcome.error(msg('order.payment-method'))] });
    ctx.contribute(orderSubmitValidators, { id: 'core.order.invoice', order: 10, validate: () => [] });
    ctx.contribute(budgetDimensions, { id: 'core.budget.configured-dimensions', fields: [{ name: 'unit', labelKey: 'budget.unit', component: 'lookup' }] });
    ctx.contribute(routes, { id: '/cart', path: '/cart', layout: 'main', load: page });
    ctx.contribute(myMallMenu, { id: 'core.menu.my-order', group: 'my-mall', labelKey: 'menu.my-order', path: '/my-order' });
    ctx.contribute(myMallMenu, { id: 'core.menu.view-history', group: 'my-mall', labelKey: 'menu.view-history', path: '/view-history', order: 50 });
    ctx.contribute(
      messages,
      { id: 'core.messages.zh', locale: 'zh_CN', messages: { 'cart.title': '购物车' } },
      { id: 'core.messages.en', locale: 'en_US', messages: { 'cart.title': 'Cart' } },
    );
  },
});

export const sampleTenant = definePlugin({
  id: '@mall-tenant/sample',
  version: '0.3.1',
  sdk: '^1.0.0',
  register(ctx) {
    ctx.settings({ pageJump: 'NO_JUMP' });
    ctx.contribute(cartSelectionRules, { id: 'sample.same-company', order: -1, check: () => undefined });
    ctx.replace(cartQuantityRule, 'core.cart.quantity', {
      range: () => ({ min: 2, max: 10, step: 2, precision: 0 }),
      decide: (_line, entered) => ({ value: entered }),
    });
    ctx.disable(orderSubmitValidators, 'core.order.payment-method');
    ctx.contribute(orderSubmitValidators, { id: 'sample.ruling-number', order: 5, validate: () => [outcome.confirm(msg('sample.confirm'))] });
    ctx.replace(budgetDimensions, 'core.budget.configured-dimensions', { fields: [{ name: 'project', labelKey: 'sample.project', component: 'lookup', required: true }] });
    ctx.contribute(cartLineFields, { id: 'sample.ruling', field: { name: 'attributeVarchar11', labelKey: 'sample.ruling', component: 'input', defaultValue: 'NA' } });
    ctx.replace(routes, '/cart', { path: '/cart', layout: 'main', load: page });
    ctx.contribute(routes, { id: '/add-purchase', path: '/add-purchase', layout: 'main', load: page, permissions: ['mall.add-purchase'] });
    ctx.disable(myMallMenu, 'core.menu.view-history');
    ctx.contribute(topBarMenu, { id: 'sample.wallet', labelKey: 'sample.wallet', resolve: async () => undefined });
    ctx.contribute(cartFooterSlot, { id: 'sample.footer-note', component: () => <span>sample footer</span> });
    ctx.contribute(
      messages,
      { id: 'sample.messages.zh', locale: 'zh_CN', messages: { 'cart.title': '采购篮' } },
      { id: 'sample.messages.en', locale: 'en_US', messages: { 'cart.title': 'Basket' } },
    );
    ctx.rebind(BudgetApiToken, () => ({}) as BudgetApi);
  },
});
