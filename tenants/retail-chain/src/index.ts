import { cartSelectionRules, definePlugin, messages, routes, settings } from '@mall/sdk';
import { dependencies, version } from '../package.json';
import { otherModeRules, otherModeSetting } from './other-mode-rules';
import { retailFields } from './retail-dimensions';
import { retailMessagesEn, retailMessagesZh } from './retail-messages';

/**
 * The retail-chain tenant (spec 3): budget rows by project, company, profit centre, budget
 * subject and cost type, started from the company's cscro budget defaults; its own /cart with
 * store stock and surcharge columns over core's cart; and the 'other mode' selection rules
 * beside core's same-currency rule.
 */
export default definePlugin({
  id: '@mall-tenant/retail-chain',
  version,
  // The SDK version is stated once, as the package's dependency on @mall/sdk.
  sdk: `^${dependencies['@mall/sdk']}`,
  register(ctx) {
    retailFields(ctx);
    ctx.contribute(settings, otherModeSetting);
    ctx.settings({ retailOtherMode: true });
    ctx.contribute(cartSelectionRules, ...otherModeRules);
    // Only the enterprise cart: personal members (/sigl/cart) keep core's.
    ctx.replace(routes, '/cart', { path: '/cart', layout: 'main', load: () => import('./retail-cart-page'), titleKey: 'retail-chain.cart.title' });
    ctx.contribute(messages, retailMessagesZh, retailMessagesEn);
  },
});

export { BUDGET_DEFAULTS_PATH, rowOfDefaults } from './retail-dimensions';
export { RETAIL_LOOKUPS } from './retail-lookups';
export type { CscroBudgetDefaults } from './retail-dimensions';
export { OTHER_MODE_FIELDS } from './other-mode-rules';
export { retailCartColumns, STOCK_FIELDS } from './retail-cart-columns';
